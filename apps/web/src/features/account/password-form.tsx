import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBody } from '@riffmate/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordStrength } from '@/components/password-strength';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { showApiError } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { changePassword } from './account-api';

/** The request body plus a confirmation typed twice, so a typo cannot lock the user out. */
export const changePasswordForm = changePasswordBody
  .extend({ confirm: z.string() })
  .refine((values) => values.newPassword === values.confirm, {
    path: ['confirm'],
    message: 'Passwords do not match',
  });

/** Change the password, proving the current one. */
export function PasswordForm({ email, name }: { email: string; name: string }) {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof changePasswordForm>, unknown, z.output<typeof changePasswordForm>>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (message) => {
      reset();
      toast({ description: message });
    },
    onError: (error) => showApiError(error, 'Could not change your password'),
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(({ currentPassword, newPassword }) =>
        mutation.mutate({ currentPassword, newPassword }),
      )}
    >
      {/* Tells password managers which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label="Current password" error={errors.currentPassword?.message}>
        {(control) => (
          <PasswordInput {...control} {...register('currentPassword')} autoComplete="current-password" />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="New password"
          hint={<PasswordStrength password={watch('newPassword')} email={email} name={name} />}
          error={errors.newPassword?.message}
        >
          {(control) => (
            <PasswordInput {...control} {...register('newPassword')} autoComplete="new-password" />
          )}
        </Field>
        <Field label="Confirm new password" error={errors.confirm?.message}>
          {(control) => <PasswordInput {...control} {...register('confirm')} autoComplete="new-password" />}
        </Field>
      </div>
      <div>
        <SubmitButton pending={mutation.isPending}>Change password</SubmitButton>
      </div>
    </form>
  );
}
