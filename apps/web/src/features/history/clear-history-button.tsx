import { lazyTrigger } from '@/components/lazy-trigger';
import { useAppStore } from '@/lib/app-store';
import { ClearHistoryTrigger } from './triggers';

const LazyClearHistoryDialog = lazyTrigger(() =>
  import('./clear-history-dialog').then((module) => module.ClearHistoryDialog),
);

/**
 * The header's clear-history button and its "Delete all chats?" confirmation (docs/product.md §2). The
 * confirmation (clear-history-dialog.tsx) loads when the visitor reaches for the button.
 */
export function ClearHistoryButton() {
  // Nothing to clear while the list is empty (or not loaded yet).
  const noChats = useAppStore((state) => state.noChats);
  return (
    <LazyClearHistoryDialog
      props={{}}
      standIn={(handlers) => (
        <ClearHistoryTrigger aria-haspopup="dialog" aria-expanded={false} disabled={noChats} {...handlers} />
      )}
    />
  );
}
