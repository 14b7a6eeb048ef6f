import type { ChatSummary } from '@riffmate/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Globe, LoaderCircle, Lock, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle, DialogTrigger, SheetContent } from '@/components/ui/dialog';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { chatListQueryOptions } from '@/lib/chat-list';
import { cn } from '@/lib/utils';
import { DeleteChatDialog } from './delete-chat-dialog';
import { useOpenChatId } from './open-chat';
import { SidebarToggleButton } from './triggers';

const SHARED_TOOLTIP = 'This is a shared chat.';
const NOT_SHARED_TOOLTIP = 'This chat is not shared.';

/**
 * The chat history sheet (docs/product.md §2): a left sheet, 300px wide, opened by "Toggle Sidebar". Loaded
 * when the visitor reaches for the button (history-sidebar.tsx).
 */
export function HistorySheet({
  onShare,
  defaultOpen = false,
}: {
  onShare: (chatId: string) => void;
  defaultOpen?: boolean | undefined;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const openChatId = useOpenChatId();
  const chats = useQuery(chatListQueryOptions);

  // Tooltips are used here only: their provider (docs/product.md §9 timings) comes with the sheet, keeping
  // Radix's tooltip out of the start-up bundle (docs/decisions/0041).
  return (
    <TooltipProvider>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <SidebarToggleButton />
        </DialogTrigger>
        <SheetContent className="w-[300px]">
          <div className="border-b px-4 pt-4 pb-3">
            <DialogTitle>Chat History</DialogTitle>
            <DialogDescription>User chat history</DialogDescription>
          </div>
          {/* Never scrolls sideways: a title too long for the sheet is cut with an ellipsis instead. */}
          <nav aria-label="Chats" className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto p-2">
            {chats.isPending ? (
              <p className="flex items-center gap-2 px-2 py-3 text-muted-foreground text-sm" role="status">
                <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading chats…
              </p>
            ) : chats.isError ? (
              <div className="grid gap-2 px-2 py-3 text-sm">
                <p className="text-muted-foreground">Could not load your chat history.</p>
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => chats.refetch()}
                >
                  Try again
                </Button>
              </div>
            ) : chats.data.length === 0 ? (
              <p className="px-2 py-3 text-muted-foreground text-sm">No chat history</p>
            ) : (
              // One column no wider than the sheet: a grid column would grow to the longest title.
              <ul className="grid grid-cols-[minmax(0,1fr)] gap-0.5">
                {chats.data.map((chat) => (
                  <HistoryEntry
                    key={chat.id}
                    chat={chat}
                    active={chat.id === openChatId}
                    onNavigate={() => setOpen(false)}
                    onShare={() => onShare(chat.id)}
                    onDelete={() => setDeleteId(chat.id)}
                  />
                ))}
              </ul>
            )}
          </nav>
          <DeleteChatDialog chatId={deleteId} onOpenChange={(next) => !next && setDeleteId(null)} />
        </SheetContent>
      </Dialog>
    </TooltipProvider>
  );
}

function HistoryEntry({
  chat,
  active,
  onNavigate,
  onShare,
  onDelete,
}: {
  chat: ChatSummary;
  active: boolean;
  onNavigate: () => void;
  onShare: () => void;
  onDelete: () => void;
}) {
  const shared = Boolean(chat.sharePath);
  const status = shared ? SHARED_TOOLTIP : NOT_SHARED_TOOLTIP;
  const Icon = shared ? Globe : Lock;
  return (
    <li
      data-active={active || undefined}
      className={cn(
        'flex min-w-0 items-center gap-1 rounded-md pl-2 text-sm transition-colors',
        active ? 'bg-accent font-medium text-accent-foreground hover:bg-accent' : 'hover:bg-accent/60',
      )}
    >
      <Tooltip>
        <TooltipTrigger asChild>
          {/* The status is read out by its label; the tooltip shows the same words on hover. */}
          <span role="img" aria-label={status} className="flex shrink-0 text-muted-foreground">
            <Icon className="size-4" aria-hidden />
          </span>
        </TooltipTrigger>
        <TooltipContent side="right">{status}</TooltipContent>
      </Tooltip>
      <Link
        to="/chat/$id"
        params={{ id: chat.id }}
        aria-current={active ? 'page' : undefined}
        title={chat.title}
        onClick={onNavigate}
        className="min-w-0 flex-1 truncate rounded-sm px-1 py-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {chat.title}
      </Link>
      {active ? (
        <span className="flex shrink-0">
          <Button variant="ghost" size="icon-sm" aria-label="Share chat" title="Share" onClick={onShare}>
            <Share2 aria-hidden />
          </Button>
          <Button
            variant="ghost-destructive"
            size="icon-sm"
            aria-label="Delete chat"
            title="Delete"
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
          </Button>
        </span>
      ) : null}
    </li>
  );
}
