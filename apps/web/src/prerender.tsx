// Build-time only: vite.config.ts (plugin riffmate:prerender) bundles this module for Node after
// the browser build and writes what `prerenderPages` returns into dist/index.html. It never ships
// to the browser. See docs/decisions/0041 ("A static first paint").
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { ChatShell } from '@/features/chat/chat-frame';
import { createQueryClient } from '@/lib/query-client';
import { AppTree } from './app-tree';
import { createAppRouter } from './router';
import { Route as RootRoute } from './routes/__root';

/** The pages that get a first paint in index.html, keyed by the `data-page` theme-init.js sets. */
export const PRERENDERED_PAGES = { home: '/', plans: '/plans', chat: '/chat' } as const;
export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

/** A page's first paint, and whether the app hydrates it (see app.tsx) or replaces it. */
export interface Prerendered {
  markup: string;
  hydrate: boolean;
}

/**
 * /chat is per user and behind the sign-in guard: its first paint is the real root layout (the
 * header as it is before /auth/me answers) around an empty chat, from a router that knows only
 * that page.
 */
function chatShellRouter(path: string) {
  const layout = RootRoute.options.component;
  if (!layout) throw new Error('the root route has no component');
  const root = createRootRoute({ component: layout });
  const chat = createRoute({ getParentRoute: () => root, path, component: ChatShell });
  return createRouter({
    routeTree: root.addChildren([chat]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

/**
 * The markup of `page` as the app's first render in the browser draws it: signed out (or not yet
 * known), no query answered yet — the browser shows it until the app replaces it (app.tsx).
 */
async function renderPage(page: PrerenderedPage): Promise<string> {
  const path = PRERENDERED_PAGES[page];
  const queryClient = createQueryClient();
  const router: AnyRouter =
    page === 'chat'
      ? chatShellRouter(path)
      : createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) });
  // Scroll restoration would write an inline script into the markup (the CSP allows none); the
  // browser's app restores scroll itself.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  const html = renderToString(
    <AppTree router={router} queryClient={queryClient} />,
    // Ids (useId) unique across the pages that share index.html.
    { identifierPrefix: `${page}-` },
  );
  queryClient.clear();
  return html;
}

/**
 * Every prerendered page. `/` and `/plans` are the app's own first render, which the app hydrates;
 * the `/chat` stand-in is replaced (its header and greeting depend on the user).
 */
export async function prerenderPages(): Promise<Record<PrerenderedPage, Prerendered>> {
  return {
    home: { markup: await renderPage('home'), hydrate: true },
    plans: { markup: await renderPage('plans'), hydrate: true },
    chat: { markup: await renderPage('chat'), hydrate: false },
  };
}
