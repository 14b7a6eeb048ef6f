import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, getFirstItem, getItems, getMessage } from './api';
import { useQuotaStore } from './quota-store';

describe('api instance (docs/product.md §7)', () => {
  it('sends cookies, echoes the XSRF cookie and never times out', () => {
    expect(api.defaults.withCredentials).toBe(true);
    expect(api.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(api.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    expect(api.defaults.timeout).toBe(0);
    expect(api.defaults.baseURL).toBe('');
  });

  it.each([
    [199, false],
    [200, true],
    [204, true],
    [299, true],
    [300, false],
    [404, false],
  ])('validateStatus(%i) is %s', (status, ok) => {
    expect(api.defaults.validateStatus?.(status)).toBe(ok);
  });
});

type Reply = { status: number; headers?: Record<string, string>; data?: unknown };

/** An adapter standing in for the network, so the real interceptors and status check run. */
function replyWith({ status, headers = {}, data = {} }: Reply) {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const response: AxiosResponse = { status, statusText: '', headers, data, config };
    if (config.validateStatus?.(status)) return response;
    throw new AxiosError(`status ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
}

describe('quota interceptor', () => {
  beforeEach(() => useQuotaStore.getState().reset());

  it('reads remaining quota and reset time from a success response', async () => {
    await api.get('/api/chats', {
      adapter: replyWith({
        status: 200,
        headers: { 'x-remaining-quota': '42', 'x-quota-reset-at': '2030-01-02T03:04:05.000Z' },
      }),
    });
    const { remaining, resetAt } = useQuotaStore.getState();
    expect(remaining).toBe(42);
    expect(resetAt?.toISOString()).toBe('2030-01-02T03:04:05.000Z');
  });

  it('reads them from an error response too (a 429 is when they matter)', async () => {
    const request = api.post(
      '/api/chat',
      {},
      {
        adapter: replyWith({
          status: 429,
          headers: { 'X-Remaining-Quota': '0', 'x-quota-reset-at': '1893456000' },
        }),
      },
    );
    await expect(request).rejects.toBeInstanceOf(AxiosError);
    const { remaining, resetAt } = useQuotaStore.getState();
    expect(remaining).toBe(0);
    expect(resetAt?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });

  it('leaves the store alone when the headers are absent', async () => {
    useQuotaStore.getState().setQuota({ remaining: 7 });
    await api.get('/healthz', { adapter: replyWith({ status: 200 }) });
    expect(useQuotaStore.getState().remaining).toBe(7);
  });

  it('ignores values that are not numbers or dates', async () => {
    await api.get('/x', {
      adapter: replyWith({
        status: 200,
        headers: { 'x-remaining-quota': 'lots', 'x-quota-reset-at': 'soon' },
      }),
    });
    expect(useQuotaStore.getState()).toMatchObject({ remaining: null, resetAt: null });
  });
});

describe('envelope helpers', () => {
  const res = <T>(data: T) => ({ data }) as AxiosResponse<T>;

  it('getItems reads data.items', () => {
    expect(getItems(res({ data: { items: [{ id: 'a' }, { id: 'b' }] } }))).toEqual([
      { id: 'a' },
      { id: 'b' },
    ]);
  });

  it('getFirstItem reads data.items[0], null when empty', () => {
    expect(getFirstItem(res({ data: { items: [{ id: 'a' }] } }))).toEqual({ id: 'a' });
    expect(getFirstItem(res({ data: { items: [] } }))).toBeNull();
  });

  it('getMessage reads data.message', () => {
    expect(getMessage(res({ data: { message: 'Logged out' } }))).toBe('Logged out');
  });
});
