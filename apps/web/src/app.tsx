import type { AnyRoute } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { AppTree } from './app-tree';
import { createAppRouter } from './router';

/** Resolves in a later task (the page may paint and handle input in between). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the app in #root (main.tsx decides when). index.html carries a prerendered first paint of
 * some pages (vite.config.ts, src/prerender.tsx), each in a `<div data-shell>` of #root, and
 * theme-init.js has named the one of this page in `<html data-page>` (docs/decisions/0041):
 *
 * - `data-hydrate` (`/`, `/plans`): the markup is the app's own first render; React hydrates it,
 *   so the page stays exactly as painted and only gains its event handlers.
 * - otherwise (the `/chat` stand-in): React's first render replaces it in one go.
 *
 * Either way React starts once the route is ready — its code loaded, its guard passed — so there
 * is no blank frame or pending state in between. Pages without a first paint render at once.
 * `onMounted` runs once the app's tree is in the page and answers input (main.tsx replays a press
 * made before that).
 */
export async function startApp(container: HTMLElement, onMounted?: () => void): Promise<void> {
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient });
  // Loading in a task of its own: two shorter tasks rather than one long one, so the browser can
  // answer input in between (Lighthouse's blocking time).
  await nextTask();
  const app = <AppTree router={router} queryClient={queryClient} onMounted={onMounted} />;

  // The page's code is fetched while its guard asks the server who is signed in, not after.
  for (const match of router.matchRoutes(router.state.location)) {
    const route = (router.routesById as unknown as Record<string, AnyRoute | undefined>)[match.routeId];
    if (route) router.loadRouteChunk(route)?.catch(() => undefined);
  }

  // Transitions, so React renders (or hydrates) the page in slices and yields to the browser in
  // between instead of holding the main thread for the whole tree.
  const render = () => startTransition(() => createRoot(container).render(app));

  const page = document.documentElement.dataset.page;
  const shell = page ? container.querySelector<HTMLElement>(`:scope > [data-shell="${page}"]`) : null;
  if (!page || !shell) {
    render();
    return;
  }
  const hydrate = () => {
    // The other pages' markup goes; this page's wrapper (display: contents) becomes React's root.
    for (const other of container.querySelectorAll(':scope > [data-shell]'))
      if (other !== shell) other.remove();
    // Rendered on Node, the router leaves out two Suspense boundaries (around the matches and
    // the root route) that it adds in the browser unless it was server-rendered; marked so,
    // its tree here is the one in the markup (what TanStack Start's hydrate() sets, no manifest).
    router.ssr = { manifest: undefined };
    // The same id prefix as the prerender, so useId() agrees with the markup.
    startTransition(() => {
      hydrateRoot(shell, app, { identifierPrefix: `${page}-` });
    });
  };
  const start = shell.hasAttribute('data-hydrate') ? hydrate : render;
  router.load().then(start, start);
}
