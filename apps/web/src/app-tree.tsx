import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { ThemeProvider } from '@/lib/theme';

/**
 * The app's element tree, the same in the browser (app.tsx) and in the build's prerender
 * (prerender.tsx): hydration needs the markup to come from exactly this tree.
 */
export function AppTree({ router, queryClient }: { router: AnyRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
