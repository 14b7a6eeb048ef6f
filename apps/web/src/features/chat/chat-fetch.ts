import { XSRF_COOKIE, XSRF_HEADER } from '@riffmate/contract';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { applyQuotaHeaders } from '@/lib/api';
import { SERVER_ERROR_TOAST, toastForError } from '@/lib/api-errors';
import type { ToastInput } from '@/lib/toast';

/** Base address of the API, as the axios client uses it. */
export const API_BASE = import.meta.env.VITE_API_BASE_URL ?? '';

/** Chat actions fall back to this when the server says nothing usable (docs/product.md §8). */
export const CHAT_ERROR_FALLBACK = 'An unknown error occurred';

function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

/**
 * A failed chat request as the axios error the app already maps to toasts (docs/product.md §8), so 429, 5xx,
 * network errors and server messages read the same here as everywhere else.
 */
export function chatHttpError(
  status: number,
  data: unknown,
  headers: Record<string, string> = {},
): AxiosError {
  // The headers go along: a refusal's Retry-After and quota reset say how long to wait.
  const response: AxiosResponse = { status, statusText: '', headers, config, data };
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    null,
    response,
  );
}

// Duck-typed: a DOMException is not an Error subclass everywhere (jsdom, older engines).
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * The transport's fetch. It does what the axios instance does for every other call, since axios
 * never sees this request: sends cookies and the XSRF header, copies the quota headers into the
 * store (on errors too: a 429 is when the reset time matters), and turns a non-2xx answer into
 * an error the toast mapping understands.
 */
export async function chatFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  const headers = new Headers(init.headers);
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf && isSameOrigin(url)) headers.set(XSRF_HEADER, xsrf);
  headers.set('Accept', 'text/event-stream');

  let response: Response;
  try {
    response = await fetch(input, { ...init, headers, credentials: 'include' });
  } catch (error) {
    if (isAbort(error)) throw error; // Stop pressed: the SDK treats it as a normal abort
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  }
  applyQuotaHeaders(Object.fromEntries(response.headers.entries()));
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw chatHttpError(response.status, data, Object.fromEntries(response.headers.entries()));
  }
  return response;
}

/**
 * The toast for a failed send, or null when there is none to show (an abort is the user's own
 * Stop). A refused request maps like any API error (429 → "Whoa there, speed racer!", 5xx and
 * network → "Oops! Our server hiccuped."). An error inside an already streaming reply (the model
 * provider failed or stalled mid-reply) is a server failure: the hiccup toast, while the thread
 * keeps what was written with the interrupted note and Retry (docs/decisions/0022).
 */
export function toastForChatError(error: unknown): ToastInput | null {
  if (isAbort(error)) return null;
  if (error instanceof AxiosError) return toastForError(error, CHAT_ERROR_FALLBACK);
  return SERVER_ERROR_TOAST;
}
