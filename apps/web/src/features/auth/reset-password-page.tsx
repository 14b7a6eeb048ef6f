import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema } from '@riffmate/contract';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordStrength } from '@/components/password-strength';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { showApiError } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { resetPassword } from './auth-api';
import { AuthCard } from './auth-card';

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';

const newPasswordForm = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: PASSWORDS_DIFFER_MESSAGE,
  });

/** /auth/reset-password#token=… (or ?token=…): a new password twice; success goes to login with the server's message. */
export function ResetPasswordPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof newPasswordForm>, unknown, z.output<typeof newPasswordForm>>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: (message) => {
      toast({ description: message });
      void navigate({ to: '/auth/login', replace: true });
    },
    onError: (error) => showApiError(error, 'Password reset failed'),
  });

  return (
    <AuthCard
      title="Choose a new password"
      description="Pick a new password for your account. Other devices will be signed out."
      footer={
        <Link
          to="/auth/request-password-reset"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Need a new link?
        </Link>
      }
    >
      <form
        noValidate
        className="grid gap-5"
        onSubmit={handleSubmit(({ password }) => mutation.mutate({ token, password }))}
      >
        <Field
          label="New password"
          hint={<PasswordStrength password={watch('password')} />}
          error={errors.password?.message}
        >
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
        </Field>
        <Field label="Confirm new password" error={errors.confirm?.message}>
          {(control) => <PasswordInput {...control} {...register('confirm')} autoComplete="new-password" />}
        </Field>
        <SubmitButton pending={mutation.isPending} className="w-full">
          Set new password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
