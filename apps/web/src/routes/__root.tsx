import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorOverlay } from '@/components/error-overlay';
import { AppHeader } from '@/components/header/app-header';
import { NotFoundPage } from '@/components/router-fallbacks';
import { Toaster } from '@/components/ui/toast';
import { TooltipProvider } from '@/components/ui/tooltip';
import { SessionMenu } from '@/features/auth/session-menu';
import { FeedbackDialog } from '@/features/feedback/feedback-dialog';
import { ClearHistoryButton } from '@/features/history/clear-history-button';
import { HistorySidebar } from '@/features/history/history-sidebar';
import { ShareDialog } from '@/features/share/share-dialog';
import { SupportMenu } from '@/features/support/support-menu';
import { safeRedirect } from '@/lib/redirect';
import { useServiceStatus } from '@/lib/service-status';
import { refreshSessionUser } from '@/lib/session';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/**
 * The product shell: header, page, support menu, toasts, and the dialogs several features open.
 * Features never import each other, so this layout composes them and owns which dialog is open.
 */
function RootLayout() {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [shareChatId, setShareChatId] = useState<string | null>(null);
  const problem = useServiceStatus((state) => state.problem);
  const retry = useServiceRetry();
  const openFeedback = () => setFeedbackOpen(true);

  return (
    <TooltipProvider>
      {/* Behind the error overlay nothing may be reached, by pointer, keyboard or screen reader. */}
      <div className="flex min-h-dvh flex-col" inert={problem !== null}>
        <AppHeader
          sidebarToggle={<HistorySidebar onShare={setShareChatId} />}
          clearHistory={<ClearHistoryButton />}
          userMenu={<SessionMenu onOpenFeedback={openFeedback} />}
        />
        <main className="flex flex-1 flex-col">
          <Outlet />
        </main>
        <SupportMenu onOpenFeedback={openFeedback} />
        <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
        <ShareDialog chatId={shareChatId} onOpenChange={(open) => !open && setShareChatId(null)} />
      </div>
      {problem ? (
        <ErrorOverlay problem={problem} onRetry={() => retry.mutate()} retrying={retry.isPending} />
      ) : null}
      <Toaster />
    </TooltipProvider>
  );
}

/**
 * "Try again" on the error overlay: ask /auth/me once more; once the server answers, run the
 * guards again. A guard may have sent the user to the login page while the server was away
 * (the session looked empty), so a safe `redirect` back to where they were is followed.
 */
function useServiceRetry() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: () => refreshSessionUser(queryClient),
    onSuccess: async () => {
      if (useServiceStatus.getState().problem !== null) return;
      const back = safeRedirect(new URLSearchParams(router.state.location.searchStr).get('redirect'));
      if (back) await router.navigate({ to: back, replace: true });
      else await router.invalidate();
    },
  });
}
