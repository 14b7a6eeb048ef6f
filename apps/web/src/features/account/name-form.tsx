import { zodResolver } from '@hookform/resolvers/zod';
import { type User, updateAccountBody } from '@riffmate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { showApiError } from '@/lib/api-errors';
import { setSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { updateName } from './account-api';

export function NameForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<z.input<typeof updateAccountBody>, unknown, z.output<typeof updateAccountBody>>({
    resolver: zodResolver(updateAccountBody),
    defaultValues: { name: user.name },
  });
  const mutation = useMutation({
    mutationFn: updateName,
    onSuccess: (updated) => {
      setSessionUser(queryClient, updated);
      reset({ name: updated.name });
      toast({ description: 'Name updated' });
    },
    onError: (error) => showApiError(error, 'Could not update your name'),
  });

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
    >
      <Field label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} {...register('name')} autoComplete="name" />}
      </Field>
      <SubmitButton pending={mutation.isPending} disabled={!isDirty} className="sm:mt-6">
        Save name
      </SubmitButton>
    </form>
  );
}
