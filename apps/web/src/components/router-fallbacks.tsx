import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { chunkReloadMessage, reloadForChunkError } from '@/lib/chunk-reload';

/** Shown for any URL that matches no route (docs/product.md §2, §8). */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="font-semibold text-primary text-sm tracking-widest">404</p>
      <h1 className="font-bold text-3xl tracking-tight">Page not found</h1>
      <p className="text-muted-foreground">That page hit a wrong note. It may have moved or never existed.</p>
      <Button asChild>
        <Link to="/">Go back home</Link>
      </Button>
    </section>
  );
}

/** The router's default not-found view, for a `notFound()` thrown by a route (docs/product.md §2). */
export function DefaultNotFound() {
  return (
    <section className="px-4 py-16 text-center">
      <p className="font-semibold text-lg">Not Found</p>
    </section>
  );
}

/** Shown while a slow navigation is pending (after defaultPendingMs). */
export function RoutePending() {
  return (
    <div className="flex justify-center py-24 text-muted-foreground" role="status" aria-label="Loading">
      <LoaderCircle className="size-6 animate-spin" aria-hidden />
    </div>
  );
}

/**
 * The router's default error view (docs/product.md §2, §8). A page chunk that failed to load is handled
 * here too, in one place: the page reloads once per error message instead of showing the error.
 */
export function DefaultError({ error }: ErrorComponentProps) {
  const [showError, setShowError] = useState(false);
  const reloadMessage = chunkReloadMessage(error);

  // Reloading the page is a side effect on the browser; it cannot happen during render.
  useEffect(() => {
    if (reloadMessage !== null) reloadForChunkError(reloadMessage);
  }, [reloadMessage]);

  if (reloadMessage !== null) return <RoutePending />;

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-start gap-3 px-4 py-16">
      <h1 className="font-bold text-2xl tracking-tight">Something went wrong!</h1>
      <Button variant="outline" size="sm" onClick={() => setShowError((shown) => !shown)}>
        {showError ? 'Hide Error' : 'Show Error'}
      </Button>
      {showError ? (
        <pre className="w-full overflow-auto rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive text-sm">
          <code>{error instanceof Error ? error.message : String(error)}</code>
        </pre>
      ) : null}
    </section>
  );
}
