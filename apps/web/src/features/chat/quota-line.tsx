import { formatQuotaReset } from '@/lib/quota-display';
import { useQuotaStore } from '@/lib/quota-store';

/** The quota is worth a line only when it is running out. */
export const QUOTA_WARNING_AT = 5;

/**
 * "3 messages left · resets today at 03:15 PM", or null while there is plenty left (or unknown).
 * @example quotaLineText(1, null, new Date()) // '1 message left'
 */
export function quotaLineText(remaining: number | null, resetAt: Date | null, now: Date): string | null {
  if (remaining === null || remaining > QUOTA_WARNING_AT) return null;
  const count = `${remaining} ${remaining === 1 ? 'message' : 'messages'} left`;
  const reset = formatQuotaReset(resetAt, now);
  return reset ? `${count} · resets ${reset}` : count;
}

/** The quota line under the message box, from the headers of the last answer. */
export function QuotaLine() {
  const remaining = useQuotaStore((state) => state.remaining);
  const resetAt = useQuotaStore((state) => state.resetAt);
  // `now` is read at render: the line re-renders whenever the quota changes, which is when it matters.
  const text = quotaLineText(remaining, resetAt, new Date());
  if (!text) return null;
  return (
    <p
      role="status"
      className={remaining === 0 ? 'text-destructive text-xs' : 'text-muted-foreground text-xs'}
    >
      {text}
    </p>
  );
}
