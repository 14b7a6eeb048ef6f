import type { ReactNode } from 'react';

/** A page's heading and a sentence on what it will hold; later issues replace these. */
export function PagePlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground leading-relaxed">{children}</p>
    </section>
  );
}
