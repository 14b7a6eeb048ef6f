import type { Page } from '@playwright/test';

/**
 * Collects what a page reports as broken: console errors (CSP violations land there), uncaught
 * exceptions, server errors, and missing static files. API answers such as 401 from /auth/me are
 * part of normal flows, so Chromium's generic "Failed to load resource" lines are judged by the
 * response instead.
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const isApi = path.startsWith('/api/') || path.startsWith('/auth/');
    if (response.status() >= 500 || (response.status() >= 400 && !isApi)) {
      problems.push(`${response.status()} ${path}`);
    }
  });
  return problems;
}
