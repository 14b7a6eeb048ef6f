import { useState } from 'react';
import { useSessionUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { greetingFor } from './greetings';

/**
 * The empty chat's time-of-day greeting (spec §1) for the signed-in user. The time and the
 * variant are picked once per mount, so the text never flickers on re-render.
 */
export function Greeting({ as: Tag = 'h2', className }: { as?: 'h1' | 'h2' | 'p'; className?: string }) {
  const { user } = useSessionUser();
  const [picked] = useState(() => ({ date: new Date(), random: Math.random() }));
  return (
    <Tag className={cn('text-balance font-semibold text-2xl tracking-tight sm:text-3xl', className)}>
      {greetingFor(picked.date, user?.name, () => picked.random)}
    </Tag>
  );
}
