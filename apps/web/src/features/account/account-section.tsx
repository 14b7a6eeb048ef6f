import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One titled card of the account pages. */
export function AccountSection({
  title,
  description,
  children,
  tone = 'default',
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6',
        tone === 'danger' && 'border-destructive/50',
      )}
    >
      <h2
        id={headingId}
        className={cn('font-semibold text-lg', tone === 'danger' && 'text-destructive dark:text-red-400')}
      >
        {title}
      </h2>
      {description ? <p className="mt-1 text-muted-foreground text-sm">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The frame of every account page: a heading, an optional back link, the sections. */
export function AccountPageFrame({
  title,
  description,
  back,
  children,
}: {
  title: string;
  description?: ReactNode;
  back?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      {back ? <div className="mb-4 text-sm">{back}</div> : null}
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
      <div className="mt-8 grid gap-6">{children}</div>
    </div>
  );
}

/** The way back from a sub-page to /account. */
export const backToAccount = (
  <Link
    to="/account"
    className="inline-flex items-center gap-1 rounded-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
  >
    <ArrowLeft className="size-4" aria-hidden /> Account
  </Link>
);
