import { toastForError } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

/**
 * Errors of the phone steps show the server's message only (docs/product.md §8): no client fallback text.
 * The 500/network and 429 toasts still apply, as for every call.
 */
export function showPhoneStepError(error: unknown): void {
  const shown = toastForError(error, '');
  if (shown?.description) toast(shown);
}
