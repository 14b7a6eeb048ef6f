import { useState } from 'react';
import { useSessionUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { greetingFor } from './greetings';

/** The time and the variant a greeting shows. */
export interface GreetingPick {
  date: Date;
  random: number;
}

/** Now, and a random variant. */
export function pickGreeting(): GreetingPick {
  return { date: new Date(), random: Math.random() };
}

/**
 * The empty chat's time-of-day greeting (docs/product.md §1) for the signed-in user. The time and the
 * variant are picked once per mount, so the text never flickers on re-render — or once by the
 * caller (`picked`), when the greeting is mounted twice (a stand-in, then the page).
 */
export function Greeting({
  as: Tag = 'h2',
  className,
  picked: given,
}: {
  as?: 'h1' | 'h2' | 'p';
  className?: string;
  picked?: GreetingPick;
}) {
  const { user } = useSessionUser();
  const [own] = useState(pickGreeting);
  const picked = given ?? own;
  return (
    <Tag className={cn('text-balance font-semibold text-2xl tracking-tight sm:text-3xl', className)}>
      {greetingFor(picked.date, user?.name, () => picked.random)}
    </Tag>
  );
}
