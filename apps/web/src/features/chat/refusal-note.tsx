import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSessionUser } from '@/lib/session';
import { upgradeLinkLabel, userTier } from '@/lib/tier';
import { type Refusal, refusalSettlesAt, refusalText } from './refusal';

/** The current time, read again every second until `until` has passed (a countdown's clock). */
function useNow(until: Date | null): Date {
  const [now, setNow] = useState(() => new Date());
  // An effect because it syncs with the clock; it stops once the wait is over.
  useEffect(() => {
    if (!until || now >= until) return;
    const timer = setTimeout(() => setNow(new Date()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  return now;
}

/**
 * Why there is no reply, under the question: the wait that is left (counting down), or that the
 * day's messages are used up and when they come back, with the upgrade link for free and Plus users.
 */
export function RefusalNote({ refusal }: { refusal: Refusal }) {
  const now = useNow(refusalSettlesAt(refusal));
  const { user } = useSessionUser();
  const upgrade = refusal.kind === 'quota' ? upgradeLinkLabel(userTier(user), '/chat') : null;
  return (
    <p className="text-muted-foreground text-xs" data-testid="refusal-note">
      <span>{refusalText(refusal, now)}.</span>
      {upgrade ? (
        <>
          {' '}
          <Link to="/plans" className="font-medium text-primary underline-offset-4 hover:underline">
            {upgrade}
          </Link>
        </>
      ) : null}
    </p>
  );
}
