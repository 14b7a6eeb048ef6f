import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { ThemeProvider } from '@/lib/theme';

/**
 * The app's element tree, the same in the browser (app.tsx) and in the build's prerender
 * (prerender.tsx): hydration needs the markup to come from exactly this tree.
 */
export function AppTree({
  router,
  queryClient,
  onMounted,
}: {
  router: AnyRouter;
  queryClient: QueryClient;
  /** Called once the tree is in the page with its event handlers (after hydration, say). */
  onMounted?: () => void;
}) {
  return (
    <StrictMode>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          {onMounted && <MountSignal onMounted={onMounted} />}
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>
  );
}

/** Renders nothing (so hydration is unaffected); its effect runs when its commit is in the page. */
function MountSignal({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  return null;
}
