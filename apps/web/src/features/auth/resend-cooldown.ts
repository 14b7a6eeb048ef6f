import { useEffect, useState } from 'react';

/** Seconds before another code may be requested for the same address. */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * When a code was last sent, per address ("email:a@b.c", "phone:+1…"). Module state on purpose:
 * it survives moving between pages (register → verify-email) but not a reload, where the server's
 * own rate limit takes over.
 */
const sentAt = new Map<string, number>();

export function markCodeSent(key: string, now = Date.now()): void {
  sentAt.set(key, now);
}

/** Seconds left before a new code may be sent, 0 when it may be sent now. */
export function cooldownRemaining(key: string, now = Date.now()): number {
  const last = sentAt.get(key);
  if (last === undefined) return 0;
  return Math.max(0, Math.ceil((last + RESEND_COOLDOWN_SECONDS * 1000 - now) / 1000));
}

/** Test helper. */
export function resetCodeCooldowns(): void {
  sentAt.clear();
}

/**
 * The resend countdown for `key`: seconds left and a function to call once a code was sent.
 * The interval is the one side effect: it only runs while a countdown is showing.
 */
export function useResendCooldown(key: string): { secondsLeft: number; markSent: () => void } {
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = cooldownRemaining(key, now);
  const counting = secondsLeft > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  return {
    secondsLeft,
    markSent: () => {
      const at = Date.now();
      markCodeSent(key, at);
      setNow(at);
    },
  };
}
