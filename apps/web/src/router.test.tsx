import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DefaultError, DefaultNotFound } from '@/components/router-fallbacks';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme';
import { createAppRouter } from './router';

function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return router;
}

describe('router', () => {
  it('uses the timings of docs/product.md §9 and the default views', () => {
    const { options } = createAppRouter({ queryClient: createQueryClient() });
    expect(options).toMatchObject({
      defaultPreload: 'intent',
      defaultPreloadDelay: 50,
      defaultPendingMs: 1000,
      defaultPendingMinMs: 500,
      defaultGcTime: 300_000,
      defaultPreloadStaleTime: 30_000,
      scrollRestoration: true,
    });
    expect(options.defaultNotFoundComponent).toBe(DefaultNotFound);
    expect(options.defaultErrorComponent).toBe(DefaultError);
  });

  it('gives every product route a preload stale time of 0 (docs/product.md §2)', () => {
    const router = createAppRouter({ queryClient: createQueryClient() });
    const routes = Object.values(router.routesById).filter((route) => !route.isRoot);
    // 3 group layouts + 7 auth + 9 public (incl. the shared chat) + 5 protected pages.
    expect(routes).toHaveLength(24);
    const stale = routes.filter((route) => route.options.preloadStaleTime !== 0).map((route) => route.id);
    expect(stale).toEqual([]);
  });

  it.each([
    '/auth/login',
    '/auth/register',
    '/auth/request-password-reset',
    '/auth/reset-password',
    '/auth/verify-email',
    '/auth/request-phone-verification',
    '/auth/verify-phone',
    '/',
    '/plans',
    '/about',
    '/help/',
    '/legal/terms-of-service',
    '/legal/cookie-policy',
    '/legal/privacy/',
    '/legal/privacy/policy',
    '/chat',
    '/chat/abc123',
    '/account',
    '/account/profile',
    '/account/subscription',
  ])('%s has a page', async (path) => {
    renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('Page not found');
  });

  it.each(['/nope', '/chat/abc/extra', '/legal/nothing'])(
    'unknown %s shows "Page not found" with a way home',
    async (path) => {
      const user = userEvent.setup();
      const router = renderApp(path);
      await screen.findByRole('heading', { name: 'Page not found' });
      const home = screen.getByRole('link', { name: 'Go back home' });
      expect(home.getAttribute('href')).toBe('/');
      await user.click(home);
      expect(router.state.location.pathname).toBe('/');
      await screen.findByRole('link', { name: 'Start composing free' });
    },
  );

  it('the home page leads to registration', async () => {
    renderApp('/');
    const cta = await screen.findByRole('link', { name: 'Start composing free' });
    expect(cta.getAttribute('href')).toBe('/auth/register');
  });
});
