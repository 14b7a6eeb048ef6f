import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { showApiError } from '@/lib/api-errors';
import { useAppStore } from '@/lib/app-store';
import { clearListedChats } from '@/lib/chat-list';
import { CHAT_HOME } from '@/lib/redirect';
import { deleteAllChats } from './history-api';
import { ClearHistoryTrigger } from './triggers';

/**
 * The clear-history button with its "Delete all chats?" confirmation (docs/product.md §2); loaded when the
 * visitor reaches for the button (clear-history-button.tsx).
 */
export function ClearHistoryDialog({ defaultOpen = false }: { defaultOpen?: boolean | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(defaultOpen);
  // Nothing to clear while the list is empty (or not loaded yet).
  const noChats = useAppStore((state) => state.noChats);
  const mutation = useMutation({
    mutationFn: deleteAllChats,
    onSuccess: async () => {
      clearListedChats(queryClient);
      setOpen(false);
      await navigate({ to: CHAT_HOME });
    },
    onError: (error) => showApiError(error, 'An unknown error occurred'),
  });

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!mutation.isPending) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <ClearHistoryTrigger disabled={noChats} />
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete all chats?</AlertDialogTitle>
        <AlertDialogDescription>
          This will permanently delete your chat history and remove your data from our servers.
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
            onClick={() => mutation.mutate()}
          >
            {mutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            Delete all
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
