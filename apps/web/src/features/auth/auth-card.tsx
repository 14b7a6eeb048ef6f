import type { ReactNode } from 'react';

/** The frame of every auth page: heading, a sentence on what to do, the form, and a footer. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="w-full px-4 py-10 sm:py-16">
      <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <h1 className="font-bold text-2xl tracking-tight">{title}</h1>
        {description ? (
          <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{description}</p>
        ) : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-muted-foreground text-sm">{footer}</div> : null}
    </section>
  );
}
