import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { showApiError } from '@/lib/api-errors';
import { removeListedChat } from '@/lib/chat-list';
import { CHAT_HOME } from '@/lib/redirect';
import { toast } from '@/lib/toast';
import { deleteChat } from './history-api';
import { useOpenChatId } from './open-chat';

/**
 * "Delete chat?" for one chat (docs/product.md §2, §4): on success the chat leaves the list, and when it was
 * the open chat the user goes to /chat.
 */
export function DeleteChatDialog({
  chatId,
  onOpenChange,
}: {
  /** The chat to delete; null keeps the dialog closed. */
  chatId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openChatId = useOpenChatId();
  const mutation = useMutation({
    mutationFn: deleteChat,
    onSuccess: async (_deleted, id) => {
      removeListedChat(queryClient, id);
      onOpenChange(false);
      toast({ description: 'Chat deleted' });
      if (id === openChatId) await navigate({ to: CHAT_HOME });
    },
    onError: (error) => showApiError(error, 'An unknown error occurred'),
  });

  return (
    <AlertDialog
      open={chatId !== null}
      onOpenChange={(next) => {
        // Closing mid-request would hide the outcome; the request decides when it closes.
        if (!mutation.isPending) onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>Delete chat?</AlertDialogTitle>
        <AlertDialogDescription>
          This will permanently delete your chat and remove your data from our servers.
        </AlertDialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={mutation.isPending}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={mutation.isPending}
            aria-busy={mutation.isPending || undefined}
            onClick={() => chatId && mutation.mutate(chatId)}
          >
            {mutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            Delete
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
