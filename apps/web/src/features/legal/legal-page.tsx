import type { ReactNode } from 'react';

/** When the legal texts last changed, shown on every legal page. */
export const LEGAL_UPDATED = 'November 22, 2026';

/** The frame of a legal page: title, last update, and prose sections. */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-muted-foreground text-sm">Last updated {LEGAL_UPDATED}</p>
      {intro ? <div className="mt-6 text-lg text-muted-foreground leading-relaxed">{intro}</div> : null}
      <div className="mt-8 grid gap-8">{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="font-semibold text-xl">{title}</h2>
      <div className="mt-2 grid gap-3 text-muted-foreground leading-relaxed [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}
