import { isAxiosError } from 'axios';
import { type ToastInput, toast } from './toast';

export const SERVER_ERROR_TOAST = {
  title: 'Oops! Our server hiccuped.',
  description:
    "We're having some technical difficulties. Please try again in a few minutes, and let support know if it keeps happening.",
  variant: 'destructive',
} as const satisfies ToastInput;

export const RATE_LIMIT_TOAST = {
  title: 'Whoa there, speed racer!',
  description:
    "You're sending requests too quickly. Please wait a few minutes and try again, and contact support if it keeps happening.",
  variant: 'destructive',
} as const satisfies ToastInput;

/**
 * The one mapping from a failed call to what the user sees (docs/product.md §8). Returns null for a
 * request the app cancelled itself (navigation, unmount): that is not an error to the user.
 *
 * @param fallback shown when the error carries no usable server message, e.g. "Login failed".
 */
export function toastForError(error: unknown, fallback: string): ToastInput | null {
  if (isAxiosError(error)) {
    if (error.code === 'ERR_CANCELED') return null;
    const response = error.response;
    if (!response || response.status >= 500) return SERVER_ERROR_TOAST;
    if (response.status === 429) return RATE_LIMIT_TOAST;
    // The API's error body (apiErrorSchema) carries the message; read by hand, no zod at start-up.
    const message = messageOf(response.data);
    if (message !== null && message.trim() !== '') return { description: message, variant: 'destructive' };
  }
  return { description: fallback, variant: 'destructive' };
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' ? message : null;
}

/** Shows the toast of `toastForError`. */
export function showApiError(error: unknown, fallback: string): void {
  const description = toastForError(error, fallback);
  if (description) toast(description);
}
