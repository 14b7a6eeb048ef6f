import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { ErrorOverlay } from '@/components/error-overlay';
import { AppHeader } from '@/components/header/app-header';
import { NotFoundPage } from '@/components/router-fallbacks';
import { SessionMenu } from '@/features/auth/session-menu';
import { ClearHistoryButton } from '@/features/history/clear-history-button';
import { HistorySidebar } from '@/features/history/history-sidebar';
import { useOpenChatId } from '@/features/history/open-chat';
import { ShareChatButton } from '@/features/share/share-chat-button';
import { SupportMenu } from '@/features/support/support-menu';
import { safeRedirect } from '@/lib/redirect';
import { useServiceStatus } from '@/lib/service-status';
import { refreshSessionUser } from '@/lib/session';
import { useToastStore } from '@/lib/toast';

// Dialogs are not shown at first paint: their code (forms, Radix, zod) loads the first time one
// opens, and stays mounted after that so closing still animates (docs/decisions/0041).
const FeedbackDialog = lazy(() =>
  import('@/features/feedback/feedback-dialog').then((module) => ({ default: module.FeedbackDialog })),
);
const ShareDialog = lazy(() =>
  import('@/features/share/share-dialog').then((module) => ({ default: module.ShareDialog })),
);

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
  const [feedbackUsed, setFeedbackUsed] = useState(false);
  const [shareUsed, setShareUsed] = useState(false);
  if (feedbackOpen && !feedbackUsed) setFeedbackUsed(true);
  if (shareChatId !== null && !shareUsed) setShareUsed(true);
  const problem = useServiceStatus((state) => state.problem);
  const retry = useServiceRetry();
  const openFeedback = () => setFeedbackOpen(true);
  const openChatId = useOpenChatId();

  return (
    <>
      {/* Behind the error overlay nothing may be reached, by pointer, keyboard or screen reader. */}
      <div className="flex min-h-dvh flex-col" inert={problem !== null}>
        <AppHeader
          sidebarToggle={<HistorySidebar onShare={setShareChatId} />}
          clearHistory={<ClearHistoryButton />}
          chatActions={
            openChatId ? <ShareChatButton onClick={() => setShareChatId(openChatId)} /> : undefined
          }
          userMenu={<SessionMenu onOpenFeedback={openFeedback} />}
        />
        <main className="flex flex-1 flex-col">
          <Outlet />
        </main>
        <SupportMenu onOpenFeedback={openFeedback} />
        <Suspense fallback={null}>
          {feedbackUsed ? <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} /> : null}
          {shareUsed ? (
            <ShareDialog chatId={shareChatId} onOpenChange={(open) => !open && setShareChatId(null)} />
          ) : null}
        </Suspense>
      </div>
      {problem ? (
        <ErrorOverlay problem={problem} onRetry={() => retry.mutate()} retrying={retry.isPending} />
      ) : null}
      <LazyToaster />
    </>
  );
}

/**
 * The toasts (Radix Toast), loaded with the first toast rather than with the page. A chunk that
 * cannot be loaded (offline) costs that toast, never the page; the next toast tries again.
 */
function LazyToaster() {
  const wanted = useToastStore((state) => state.toasts.length > 0);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted || Toaster) return;
    let live = true;
    import('@/components/ui/toast').then(
      (module) => live && setToaster(() => module.Toaster),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, Toaster]);
  return Toaster ? <Toaster /> : null;
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
