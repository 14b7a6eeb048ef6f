import {
  type ItemsEnvelope,
  type MessageEnvelope,
  QUOTA_REMAINING_HEADER,
  QUOTA_RESET_AT_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@riffmate/contract';
import axios, { AxiosHeaders, type AxiosResponse, isAxiosError, type RawAxiosHeaders } from 'axios';
import { parseQuotaResetAt, parseRemainingQuota, useQuotaStore } from './quota-store';

/** Accepted statuses: only 2xx is success (docs/product.md §7); everything else rejects into the error path. */
export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/**
 * The one HTTP client of the app (docs/product.md §7). Cookies always go along; axios reads the XSRF-TOKEN
 * cookie and echoes it in X-XSRF-TOKEN on same-origin requests (its default rule, which is the
 * spec's). No timeout: replies can take as long as the server needs.
 */
export const api = axios.create({
  baseURL: import.meta.env.VITE_API_BASE_URL ?? '',
  withCredentials: true,
  xsrfCookieName: XSRF_COOKIE,
  xsrfHeaderName: XSRF_HEADER,
  validateStatus: isSuccessStatus,
  timeout: 0,
  // Object bodies are serialised to JSON by axios; ask for JSON back so the server never
  // mistakes an API call on /auth/* for a page navigation.
  headers: { Accept: 'application/json' },
});

/** Copies the quota headers (when present) into the quota store (docs/product.md §7). */
export function applyQuotaHeaders(headers: AxiosResponse['headers'] | undefined): void {
  if (!headers) return;
  // Case-insensitive lookup whether axios handed us AxiosHeaders or a plain object.
  const all = AxiosHeaders.from(headers as RawAxiosHeaders);
  const remainingHeader = all.get(QUOTA_REMAINING_HEADER);
  const resetHeader = all.get(QUOTA_RESET_AT_HEADER);
  const update: { remaining?: number | null; resetAt?: Date | null } = {};
  if (remainingHeader != null) update.remaining = parseRemainingQuota(remainingHeader);
  if (resetHeader != null) update.resetAt = parseQuotaResetAt(resetHeader);
  if (Object.keys(update).length > 0) useQuotaStore.getState().setQuota(update);
}

// Error responses count too: a 429 is exactly when the user wants to know when quota resets.
api.interceptors.response.use(
  (response) => {
    applyQuotaHeaders(response.headers);
    return response;
  },
  (error: unknown) => {
    if (isAxiosError(error)) applyQuotaHeaders(error.response?.headers);
    return Promise.reject(error);
  },
);

/** `data.items` of a list response (docs/product.md §7). */
export function getItems<T>(res: AxiosResponse<ItemsEnvelope<T>>): T[] {
  return res.data.data.items;
}

/** `data.items[0]`, or null when the list is empty (docs/product.md §7). */
export function getFirstItem<T>(res: AxiosResponse<ItemsEnvelope<T>>): T | null {
  return res.data.data.items[0] ?? null;
}

/** `data.message` of a message response (docs/product.md §7). */
export function getMessage(res: AxiosResponse<MessageEnvelope>): string {
  return res.data.data.message;
}
