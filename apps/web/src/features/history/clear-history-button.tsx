import { Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { lazyTrigger } from '@/components/lazy-trigger';
import { Button } from '@/components/ui/button';
import { useAppStore } from '@/lib/app-store';

/** The header's trash button: the confirmation's trigger, and its stand-in until it has loaded. */
export function ClearHistoryTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="Clear history" title="Clear history" {...props}>
      <Trash2 aria-hidden />
    </Button>
  );
}

const LazyClearHistoryDialog = lazyTrigger(() =>
  import('./clear-history-dialog').then((module) => module.ClearHistoryDialog),
);

/**
 * The header's clear-history button and its "Delete all chats?" confirmation (spec §2). The
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
