import { LoaderCircle, ServerCrash } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ServiceProblem } from '@/lib/service-status';

const TEXTS: Record<ServiceProblem, { title: string; description: string }> = {
  SERVICE_UNAVAILABLE: {
    title: 'Riffmate is tuning up',
    description:
      "We're down for a moment, most likely for maintenance. Your chats are safe; please try again in a few minutes.",
  },
  NETWORK_ERROR: {
    title: "We can't reach Riffmate",
    description:
      'Your connection or our server dropped out. Check that you are online, then try again. If it keeps happening, let support know.',
  },
};

/**
 * The full-screen error overlay of docs/product.md §2: a title, a description and the error code. When it
 * shows is decided in lib/service-status (the server is unreachable or in maintenance).
 */
export function ErrorOverlay({
  problem,
  onRetry,
  retrying,
}: {
  problem: ServiceProblem;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { title, description } = TEXTS[problem];
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="error-overlay-title"
      aria-describedby="error-overlay-description"
      className="fixed inset-0 z-[90] flex items-center justify-center bg-background/95 p-6 backdrop-blur-sm"
    >
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <ServerCrash className="size-10 text-primary" aria-hidden />
        <h2 id="error-overlay-title" className="font-bold text-2xl tracking-tight">
          {title}
        </h2>
        <p id="error-overlay-description" className="text-muted-foreground">
          {description}
        </p>
        <p className="rounded-md border bg-muted px-2 py-1 font-mono text-muted-foreground text-xs">
          Error code: <span data-testid="error-code">{problem}</span>
        </p>
        {/* The only thing to do here, so it takes the focus at once. */}
        <Button autoFocus onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
          {retrying ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Try again
        </Button>
      </div>
    </div>
  );
}
