import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlyBody } from '@riffmate/contract';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { showApiError } from '@/lib/api-errors';
import { requestPasswordReset } from './auth-api';
import { AuthCard } from './auth-card';

const backToLogin = (
  <Link to="/auth/login" className="font-medium text-primary underline-offset-4 hover:underline">
    Back to log in
  </Link>
);

/** /auth/request-password-reset: the e-mail (prefilled from the search param), then the server's answer. */
export function RequestPasswordResetPage({ email }: { email: string }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof emailOnlyBody>, unknown, z.output<typeof emailOnlyBody>>({
    resolver: zodResolver(emailOnlyBody),
    defaultValues: { email },
  });
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => showApiError(error, 'Request password reset failed'),
  });

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Check your inbox" footer={backToLogin}>
        <div className="flex items-start gap-3" role="status">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <p className="text-sm leading-relaxed">{mutation.data}</p>
        </div>
        <Button variant="outline" className="mt-6 w-full" onClick={() => mutation.reset()}>
          Use a different e-mail
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter your e-mail and we will send you a link to choose a new password."
      footer={backToLogin}
    >
      <form noValidate className="grid gap-5" onSubmit={handleSubmit((values) => mutation.mutate(values))}>
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
        <SubmitButton pending={mutation.isPending} className="w-full">
          Send reset link
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
