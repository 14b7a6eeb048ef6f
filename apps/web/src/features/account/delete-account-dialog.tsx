import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountBody } from '@riffmate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { showApiError } from '@/lib/api-errors';
import { endSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { deleteAccount } from './account-api';

/** "Delete account" and its confirmation, which asks for the password; afterwards the user is signed out. */
export function DeleteAccountDialog() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof deleteAccountBody>, unknown, z.output<typeof deleteAccountBody>>({
    resolver: zodResolver(deleteAccountBody),
    defaultValues: { password: '' },
  });
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: async (message) => {
      setOpen(false);
      endSession(queryClient);
      await navigate({ to: '/', replace: true });
      toast({ description: message });
    },
    onError: (error) => showApiError(error, 'Could not delete your account'),
  });

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        // Closing mid-request would hide the outcome; the request decides when it closes.
        if (mutation.isPending) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden />
          Delete account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete your account?</AlertDialogTitle>
        <AlertDialogDescription>
          This permanently deletes your account, your chats and your shared links. It cannot be undone. Enter
          your password to confirm.
        </AlertDialogDescription>
        <form noValidate className="grid gap-4" onSubmit={handleSubmit((values) => mutation.mutate(values))}>
          <Field label="Password" error={errors.password?.message}>
            {(control) => (
              // The dialog exists to ask for this one field.
              <PasswordInput
                {...control}
                {...register('password')}
                autoComplete="current-password"
                autoFocus
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={mutation.isPending}>
                Cancel
              </Button>
            </AlertDialogCancel>
            <SubmitButton variant="destructive" pending={mutation.isPending}>
              Delete account
            </SubmitButton>
          </div>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
