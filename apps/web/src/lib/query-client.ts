import { QueryClient } from '@tanstack/react-query';

/** How long unused query data stays cached (docs/product.md §9: 5 minutes). */
export const QUERY_GC_TIME = 5 * 60 * 1000;
/** Failed queries are retried this many times (docs/product.md §9). */
export const QUERY_RETRY = 3;
/** First back-off step and its ceiling (docs/product.md §9: from 1 s up to 30 s). */
export const QUERY_RETRY_BASE_DELAY = 1000;
export const QUERY_RETRY_MAX_DELAY = 30_000;

/** Exponential back-off: attempt 0 → 1 s, 1 → 2 s, 2 → 4 s … never above 30 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY * 2 ** attempt, QUERY_RETRY_MAX_DELAY);
}

/**
 * One client per app (and one per test, so caches never leak between tests). Mutations keep
 * TanStack's default of no retry: replaying a POST could act twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME,
        retry: QUERY_RETRY,
        retryDelay: queryRetryDelay,
      },
    },
  });
}
