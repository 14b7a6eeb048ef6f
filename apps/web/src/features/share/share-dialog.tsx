import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { showApiError } from '@/lib/api-errors';
import { chatListQueryOptions, chatQueryOptions, patchListedChat } from '@/lib/chat-list';
import { longDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { shareChat, stopSharingChat } from './share-api';
import { copyShareLink, messageCountLabel, SHARE_COPY_FAILED, ShareLinkError, shareUrl } from './share-link';

/**
 * "Share link to chat" (docs/product.md §2, §4). `chatId` null keeps it closed. The message count comes from
 * `messageCount` when the caller knows it, else from `GET /api/chats/{id}`.
 */
export function ShareDialog({
  chatId,
  onOpenChange,
  messageCount,
}: {
  chatId: string | null;
  onOpenChange: (open: boolean) => void;
  messageCount?: number;
}) {
  const open = chatId !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {chatId !== null ? <ShareDialogBody chatId={chatId} messageCount={messageCount} /> : null}
    </Dialog>
  );
}

function ShareDialogBody({ chatId, messageCount }: { chatId: string; messageCount: number | undefined }) {
  const queryClient = useQueryClient();
  const listed = useQuery({
    ...chatListQueryOptions,
    select: (chats) => chats.find((chat) => chat.id === chatId),
  });
  const detail = useQuery({ ...chatQueryOptions(chatId), enabled: messageCount === undefined });
  const chat = listed.data ?? detail.data ?? undefined;
  const count = messageCount ?? detail.data?.messages.length;
  const sharePath = chat?.sharePath;
  const date = chat ? longDate(chat.createdAt) : null;

  const copy = useMutation({
    mutationFn: () =>
      copyShareLink({
        sharePath,
        share: () => shareChat(chatId),
        onShared: (path) => patchListedChat(queryClient, chatId, { sharePath: path }),
        origin: window.location.origin,
        writeText: (text) => navigator.clipboard.writeText(text),
      }),
    // The dialog stays open: the link it now shows can be read, selected or opened.
    onSuccess: () => toast({ description: 'Share link copied to clipboard' }),
    onError: (error) => {
      if (error instanceof ShareLinkError) toast({ description: SHARE_COPY_FAILED, variant: 'destructive' });
      else showApiError(error, 'An unknown error occurred');
    },
  });

  const stop = useMutation({
    mutationFn: () => stopSharingChat(chatId),
    onSuccess: () => patchListedChat(queryClient, chatId, { sharePath: undefined }),
    onError: (error) => showApiError(error, 'An unknown error occurred'),
  });

  return (
    <DialogContent>
      <div className="grid gap-1.5">
        <DialogTitle>Share link to chat</DialogTitle>
        <DialogDescription>Anyone with the URL will be able to view the shared chat.</DialogDescription>
      </div>
      <div className="grid gap-1 rounded-lg border bg-muted/40 p-4">
        <p className="truncate font-medium" title={chat?.title}>
          {chat?.title ?? (listed.isPending || detail.isPending ? 'Loading…' : 'Untitled chat')}
        </p>
        <p className="text-muted-foreground text-sm">
          {[date, count === undefined ? null : messageCountLabel(count)].filter(Boolean).join(' · ')}
        </p>
        {sharePath ? (
          <a
            href={sharePath}
            target="_blank"
            rel="noreferrer"
            className="mt-1 justify-self-start text-primary text-sm underline-offset-4 hover:underline"
          >
            Open the shared chat
          </a>
        ) : null}
      </div>
      {sharePath ? (
        <div className="grid gap-1.5">
          <label htmlFor="share-link" className="font-medium text-sm">
            Share link
          </label>
          <Input
            id="share-link"
            readOnly
            value={shareUrl(window.location.origin, sharePath)}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">Copy link makes the link and shows it here.</p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {sharePath ? (
          <Button variant="outline" disabled={stop.isPending || copy.isPending} onClick={() => stop.mutate()}>
            Stop sharing
          </Button>
        ) : null}
        <Button
          disabled={copy.isPending || !chat}
          aria-busy={copy.isPending || undefined}
          onClick={() => copy.mutate()}
        >
          {copy.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Link2 aria-hidden />}
          {copy.isPending ? 'Copying...' : 'Copy link'}
        </Button>
      </div>
    </DialogContent>
  );
}
