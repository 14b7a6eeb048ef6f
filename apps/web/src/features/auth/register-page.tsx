import { zodResolver } from '@hookform/resolvers/zod';
import { registerBody } from '@riffmate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordStrength } from '@/components/password-strength';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { showApiError } from '@/lib/api-errors';
import { startSession } from '@/lib/session';
import { register as registerAccount } from './auth-api';
import { AuthCard } from './auth-card';
import { markCodeSent } from './resend-cooldown';

/** /auth/register: the server signs the user in and e-mails a code; verify-email is next (docs/product.md §4). */
export function RegisterPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof registerBody>, unknown, z.output<typeof registerBody>>({
    resolver: zodResolver(registerBody),
    defaultValues: { name: '', email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: registerAccount,
    onSuccess: (user) => {
      startSession(queryClient, user);
      markCodeSent(`email:${user.email}`);
      void navigate({ to: '/auth/verify-email', search: { email: user.email }, replace: true });
    },
    onError: (error) => showApiError(error, 'Registration failed'),
  });

  return (
    <AuthCard
      title="Create your account"
      description="Register with your e-mail, then verify your e-mail and phone to start composing."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/auth/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <form noValidate className="grid gap-5" onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <Field label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} {...register('name')} autoComplete="name" />}
        </Field>
        <Field label="E-mail" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        <Field
          label="Password"
          hint={<PasswordStrength password={watch('password')} email={watch('email')} name={watch('name')} />}
          error={errors.password?.message}
        >
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
        </Field>
        <SubmitButton pending={mutation.isPending} className="w-full">
          Create account
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
