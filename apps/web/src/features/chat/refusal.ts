import { ChatErrorCode, ErrorCode, QUOTA_RESET_AT_HEADER } from '@riffmate/contract';
import { AxiosError, AxiosHeaders, type RawAxiosHeaders } from 'axios';
import { formatQuotaReset } from '@/lib/quota-display';
import { parseQuotaResetAt } from '@/lib/quota-store';

/**
 * Why the server refused to start a reply, kept for the note under the question (the toast goes
 * after five seconds): too many messages in a minute, the model provider busy (both with the time
 * to wait), or the quota used up (with when it comes back).
 */
export type Refusal =
  | { kind: 'rate-limited'; retryAt: Date }
  | { kind: 'model-busy'; retryAt: Date }
  | { kind: 'quota'; resetAt: Date | null };

/** `Retry-After` in seconds (or as an HTTP date) as a moment; null when absent or unreadable. */
export function retryAtOf(value: unknown, now: Date): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return new Date(now.getTime() + Number(text) * 1000);
  const date = new Date(text);
  return text !== '' && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * The refusal a failed send carries, or null for any other failure (the note then says only
 * that Riffmate couldn't reply). Reads the answer's code and its `Retry-After` / quota headers.
 */
export function refusalOf(error: unknown, now: Date): Refusal | null {
  if (!(error instanceof AxiosError) || error.response?.status !== 429) return null;
  const { data, headers } = error.response;
  const code = typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : undefined;
  const all = AxiosHeaders.from(headers as RawAxiosHeaders);
  const retryAt = retryAtOf(all.get('retry-after'), now);
  if (code === ChatErrorCode.QuotaExceeded) {
    return { kind: 'quota', resetAt: parseQuotaResetAt(all.get(QUOTA_RESET_AT_HEADER)) ?? retryAt };
  }
  // A 429 without a wait still says why; a minute is the burst limit's window.
  const at = retryAt ?? new Date(now.getTime() + 60_000);
  if (code === ChatErrorCode.ModelRateLimited) return { kind: 'model-busy', retryAt: at };
  if (code === ErrorCode.RateLimited) return { kind: 'rate-limited', retryAt: at };
  return null;
}

/** "try again in 40 s", or "you can try again now" once the wait is over. */
function waitText(retryAt: Date, now: Date): string {
  const seconds = Math.ceil((retryAt.getTime() - now.getTime()) / 1000);
  return seconds > 0 ? `try again in ${seconds} s` : 'you can try again now';
}

/**
 * The note's words at `now`.
 * @example refusalText({ kind: 'rate-limited', retryAt: new Date(40_000) }, new Date(0)) // 'Too many messages in a minute — try again in 40 s'
 */
export function refusalText(refusal: Refusal, now: Date): string {
  switch (refusal.kind) {
    case 'rate-limited':
      return `Too many messages in a minute — ${waitText(refusal.retryAt, now)}`;
    case 'model-busy':
      return `The music model is busy — ${waitText(refusal.retryAt, now)}`;
    case 'quota': {
      const reset = formatQuotaReset(refusal.resetAt, now);
      return reset
        ? `You've used all your messages for today — they reset ${reset}`
        : `You've used all your messages for today`;
    }
  }
}

/** The moment the note's words stop changing (null: they never change). */
export function refusalSettlesAt(refusal: Refusal): Date | null {
  return refusal.kind === 'quota' ? null : refusal.retryAt;
}
