import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@riffmate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { showApiError } from '@/lib/api-errors';
import { afterSignInHref } from '@/lib/redirect';
import { startSession } from '@/lib/session';
import { login } from './auth-api';
import { AuthCard } from './auth-card';

/** /auth/login: e-mail and password; then the redirect param or /chat (docs/product.md §4). */
export function LoginPage({ redirect }: { redirect?: string | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<z.input<typeof loginBody>, unknown, z.output<typeof loginBody>>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      startSession(queryClient, user);
      // Sanitised again here: the search schema already dropped unsafe values, but this is the
      // line that actually navigates.
      void navigate({ href: afterSignInHref(redirect), replace: true });
    },
    onError: (error) => showApiError(error, 'Login failed'),
  });
  const typedEmail = watch('email').trim();

  return (
    <AuthCard
      title="Log in"
      description="Welcome back. Sign in to pick up your chats where you left off."
      footer={
        <>
          New to Riffmate?{' '}
          <Link to="/auth/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form
        noValidate
        className="grid gap-5"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
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
          error={errors.password?.message}
          labelAside={
            <Link
              to="/auth/request-password-reset"
              search={typedEmail ? { email: typedEmail } : {}}
              className="text-primary text-sm underline-offset-4 hover:underline"
            >
              Forgot password?
            </Link>
          }
        >
          {(control) => (
            <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
          )}
        </Field>
        <SubmitButton pending={mutation.isPending} className="w-full">
          Log in
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
