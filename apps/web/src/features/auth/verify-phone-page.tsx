import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { afterSignInHref } from '@/lib/redirect';
import { setSessionUser } from '@/lib/session';
import { toast } from '@/lib/toast';
import { requestPhoneVerification, verifyPhone } from './auth-api';
import { AuthCard } from './auth-card';
import { CodeForm } from './code-form';
import { showPhoneStepError } from './phone-errors';
import { formatPhone } from './phone-number';
import { useResendCooldown } from './resend-cooldown';

/** /auth/verify-phone?phone=…: the texted code; then the user is stored and goes to the chat (docs/product.md §4). */
export function VerifyPhonePage({ phone, redirect }: { phone: string; redirect?: string | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const cooldown = useResendCooldown(`phone:${phone}`);

  const verify = useMutation({
    mutationFn: verifyPhone,
    onSuccess: async (user) => {
      setSessionUser(queryClient, user);
      await navigate({ href: afterSignInHref(redirect), replace: true });
    },
    onError: showPhoneStepError,
  });
  const resend = useMutation({
    mutationFn: requestPhoneVerification,
    onSuccess: (message) => {
      cooldown.markSent();
      toast({ description: message });
    },
    onError: showPhoneStepError,
  });

  return (
    <AuthCard
      title="Enter your code"
      description={
        <>
          We texted a 6-digit code to{' '}
          <span className="font-medium text-foreground">{formatPhone(phone)}</span>.
        </>
      }
      footer={
        <Link
          to="/auth/request-phone-verification"
          search={{ redirect }}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Use a different number
        </Link>
      }
    >
      <CodeForm
        submitLabel="Verify phone"
        pending={verify.isPending}
        onSubmit={(code) => verify.mutate({ phone, code })}
        onResend={() => resend.mutate({ phone })}
        resending={resend.isPending}
        secondsLeft={cooldown.secondsLeft}
      />
    </AuthCard>
  );
}
