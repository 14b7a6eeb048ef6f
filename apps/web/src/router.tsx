import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { DefaultError, DefaultNotFound, RoutePending } from '@/components/router-fallbacks';
import { routeTree } from './routeTree.gen';

/** Router timings of docs/product.md §9; product routes override preloadStaleTime with 0. */
export const ROUTER_DEFAULTS = {
  defaultPreload: 'intent',
  defaultPreloadDelay: 50,
  defaultPendingMs: 1000,
  defaultPendingMinMs: 500,
  defaultGcTime: 5 * 60 * 1000,
  defaultPreloadStaleTime: 30_000,
} as const;

export function createAppRouter({
  queryClient,
  history,
}: {
  queryClient: QueryClient;
  history?: RouterHistory;
}) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    ...ROUTER_DEFAULTS,
    scrollRestoration: true,
    // Every unmatched URL gets the root's "Page not found", whichever layout it almost matched.
    notFoundMode: 'root',
    defaultNotFoundComponent: DefaultNotFound,
    defaultErrorComponent: DefaultError,
    defaultPendingComponent: RoutePending,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
