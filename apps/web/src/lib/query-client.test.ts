import { describe, expect, it } from 'vitest';
import { createQueryClient, QUERY_GC_TIME, QUERY_RETRY, queryRetryDelay } from './query-client';

describe('query client defaults (docs/product.md §9)', () => {
  it('backs off exponentially from 1 s and caps at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('retries 3 times and caches for 5 minutes', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(QUERY_RETRY).toBe(3);
    expect(QUERY_GC_TIME).toBe(300_000);
    expect(queries?.retry).toBe(3);
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.retryDelay).toBe(queryRetryDelay);
  });
});
