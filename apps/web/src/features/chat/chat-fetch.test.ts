import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_TOAST, SERVER_ERROR_TOAST } from '@/lib/api-errors';
import { useQuotaStore } from '@/lib/quota-store';
import { chatFetch, toastForChatError } from './chat-fetch';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('chatFetch', () => {
  afterEach(() => {
    useQuotaStore.getState().reset();
    // biome-ignore lint/suspicious/noDocumentCookie: the XSRF cookie is exactly what is under test
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends cookies and the XSRF header, and copies the quota headers into the store', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the XSRF cookie is exactly what is under test
    document.cookie = 'XSRF-TOKEN=tok%3D1';
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(200, 'data: {}\n\n', {
        'x-remaining-quota': '4',
        'x-quota-reset-at': '2026-01-10T15:15:00.000Z',
      }),
    );
    await chatFetch('/api/chat', { method: 'POST', body: '{}' });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('X-XSRF-TOKEN')).toBe('tok=1');
    expect(useQuotaStore.getState().remaining).toBe(4);
    expect(useQuotaStore.getState().resetAt?.toISOString()).toBe('2026-01-10T15:15:00.000Z');
  });

  it('maps a 429 to the speed-racer toast, and reads the quota of the refusal too', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(
        429,
        { statusCode: 429, code: 'QUOTA_EXCEEDED', error: 'Too Many Requests', message: 'Slow down' },
        {
          'x-remaining-quota': '0',
        },
      ),
    );
    const error = await failure(chatFetch('/api/chat'));
    expect(toastForChatError(error)).toEqual(RATE_LIMIT_TOAST);
    expect(useQuotaStore.getState().remaining).toBe(0);
  });

  it('maps a 500 and a network failure to the server-hiccup toast', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer(500, 'oops'));
    expect(toastForChatError(await failure(chatFetch('/api/chat')))).toEqual(SERVER_ERROR_TOAST);
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(toastForChatError(await failure(chatFetch('/api/chat')))).toEqual(SERVER_ERROR_TOAST);
  });

  it("shows another error's server message, or the chat fallback", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      answer(400, {
        statusCode: 400,
        code: 'BAD_REQUEST',
        error: 'Bad Request',
        message: 'Write a message first.',
      }),
    );
    expect(toastForChatError(await failure(chatFetch('/api/chat')))).toEqual({
      description: 'Write a message first.',
      variant: 'destructive',
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer(403, 'nope'));
    expect(toastForChatError(await failure(chatFetch('/api/chat')))).toEqual({
      description: 'An unknown error occurred',
      variant: 'destructive',
    });
  });

  it('maps an error inside a streaming reply (the model failed mid-reply) to the server-hiccup toast', () => {
    // What useChat reports for an `error` chunk: a plain Error with the stream's error text.
    const error = new Error(
      'The assistant stopped unexpectedly. What it wrote so far is kept; please try again.',
    );
    expect(toastForChatError(error)).toEqual(SERVER_ERROR_TOAST);
  });

  it('maps a refused request of a failing model provider like any 429 / 503', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      answer(
        429,
        { statusCode: 429, code: 'MODEL_RATE_LIMITED', error: 'Too Many Requests', message: 'Busy' },
        { 'retry-after': '7' },
      ),
    );
    expect(toastForChatError(await failure(chatFetch('/api/chat')))).toEqual(RATE_LIMIT_TOAST);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      answer(503, { statusCode: 503, code: 'MODEL_UNAVAILABLE', error: 'Service Unavailable', message: 'x' }),
    );
    expect(toastForChatError(await failure(chatFetch('/api/chat')))).toEqual(SERVER_ERROR_TOAST);
  });

  it('passes the Stop button abort through without a toast', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new DOMException('aborted', 'AbortError'));
    const error = await failure(chatFetch('/api/chat'));
    expect((error as Error).name).toBe('AbortError');
    expect(toastForChatError(error)).toBeNull();
  });
});
