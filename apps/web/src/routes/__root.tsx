import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/router-fallbacks';
import { TopBar } from '@/components/top-bar';
import { Toaster } from '@/components/ui/toast';
import { SessionMenu } from '@/features/auth/session-menu';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar end={<SessionMenu />} />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
