import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { showApiError } from '@/lib/api-errors';
import { refreshSessionUser, useSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { requestEmailVerification, verifyEmail } from './auth-api';
import { AuthCard } from './auth-card';
import { CodeForm } from './code-form';
import { useResendCooldown } from './resend-cooldown';

const FALLBACK = 'Email verification failed';

/**
 * /auth/verify-email: the code from the e-mail. On success the user is fetched again and goes on
 * to phone verification (docs/product.md §4). The address is the search param, else the signed-in user's.
 */
export function VerifyEmailPage({ email: searchEmail }: { email?: string | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useSessionUser();
  const email = searchEmail ?? user?.email ?? '';
  const cooldown = useResendCooldown(`email:${email}`);

  const verify = useMutation({
    mutationFn: verifyEmail,
    onSuccess: async (message) => {
      toast({ description: message });
      await refreshSessionUser(queryClient);
      await navigate({ to: '/auth/request-phone-verification', replace: true });
    },
    onError: (error) => showApiError(error, FALLBACK),
  });
  const resend = useMutation({
    mutationFn: requestEmailVerification,
    onSuccess: (message) => {
      cooldown.markSent();
      toast({ description: message });
    },
    onError: (error) => showApiError(error, FALLBACK),
  });

  return (
    <AuthCard
      title="Verify your e-mail"
      description={
        <>
          Enter the 6-digit code we sent to <span className="font-medium text-foreground">{email}</span>.
        </>
      }
    >
      <CodeForm
        submitLabel="Verify e-mail"
        // Pending until the navigation is under way, so the button cannot be pressed twice.
        pending={verify.isPending}
        onSubmit={(code) => verify.mutate({ email, code })}
        onResend={() => resend.mutate({ email })}
        resending={resend.isPending}
        secondsLeft={cooldown.secondsLeft}
      />
    </AuthCard>
  );
}
