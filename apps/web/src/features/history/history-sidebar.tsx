import { useQuery } from '@tanstack/react-query';
import { lazyTrigger } from '@/components/lazy-trigger';
import { chatListQueryOptions } from '@/lib/chat-list';
import { SidebarToggleButton } from './triggers';

const LazyHistorySheet = lazyTrigger(() => import('./history-sheet').then((module) => module.HistorySheet));

/**
 * The chat history sidebar (docs/product.md §2): a left sheet, 300px wide, opened by "Toggle Sidebar". The
 * share dialog belongs to another feature, so the caller opens it through `onShare`. The sheet
 * (history-sheet.tsx) loads when the visitor reaches for the button; the list itself is asked for
 * at once, as before, so the header knows whether there is any history to clear.
 */
export function HistorySidebar({ onShare }: { onShare: (chatId: string) => void }) {
  useQuery(chatListQueryOptions);
  return (
    <LazyHistorySheet
      props={{ onShare }}
      standIn={(handlers) => (
        <SidebarToggleButton aria-haspopup="dialog" aria-expanded={false} {...handlers} />
      )}
    />
  );
}
