import type { Page } from '@playwright/test';

/**
 * Collects what a page reports as broken: console errors, uncaught exceptions and CSP violations.
 * Tests assert the list is empty at the end, so a CSP the SPA does not pass fails the suite.
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
