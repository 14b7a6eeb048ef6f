import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { showApiError } from '@/lib/api-errors';
import { checkoutMessage } from '@/lib/billing';
import { openPortal, SUBSCRIPTION_QUERY_KEY, subscriptionQueryOptions } from '@/lib/billing-api';
import { longDate } from '@/lib/dates';
import { goTo } from '@/lib/plans-api';
import { refreshSessionUser, useSessionUser } from '@/lib/session';
import { userTier } from '@/lib/tier';
import { tierName } from '@/lib/user';
import { AccountPageFrame, AccountSection, backToAccount } from './account-section';

/** After checkout: ask again every 2 s, for up to about 20 s, until the tier changes. */
export const ACTIVATION_POLL_MS = 2_000;
export const ACTIVATION_POLL_TRIES = 10;

/** "past_due" → "Past due". */
export function statusLabel(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The period end in long form, or null when there is none or it is not a date. */
export function periodEnd(value: string | null): string | null {
  return value ? longDate(value) : null;
}

/**
 * While the checkout webhook is on its way, refetches the session user and the subscription until
 * the tier differs from the one the page opened with (or the tries run out).
 */
function useActivationPolling(active: boolean, tierAtStart: string) {
  const queryClient = useQueryClient();
  const start = useRef(tierAtStart);
  useEffect(() => {
    if (!active) return;
    let tries = 0;
    let stopped = false;
    const timer = window.setInterval(async () => {
      tries += 1;
      if (tries >= ACTIVATION_POLL_TRIES) window.clearInterval(timer);
      const [user] = await Promise.all([
        refreshSessionUser(queryClient),
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
      ]);
      if (!stopped && userTier(user) !== start.current) window.clearInterval(timer);
    }, ACTIVATION_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [active, queryClient]);
}

/** /account/subscription: the plan, its status and dates, and the way to Stripe's billing portal. */
export function SubscriptionPage({ checkout }: { checkout?: 'success' | 'cancelled' | undefined }) {
  const { user } = useSessionUser();
  const details = useQuery({ ...subscriptionQueryOptions, enabled: Boolean(user) });
  useActivationPolling(checkout === 'success', userTier(user));
  const portal = useMutation({
    mutationFn: openPortal,
    onSuccess: (url) => goTo(url),
    onError: (error) => showApiError(error, 'An unknown error occurred'),
  });
  if (!user) return null;

  const message = checkoutMessage(checkout);
  const server = details.data?.subscription ?? null;
  const fallback = user.subscription;
  const status = server?.status ?? fallback?.status ?? null;
  const endDate = periodEnd(server?.currentPeriodEnd ?? fallback?.currentPeriodEnd ?? null);
  const cancels = server?.cancelAtPeriodEnd ?? false;

  return (
    <AccountPageFrame title="Subscription" back={backToAccount}>
      {message ? (
        <p role="status" className="rounded-lg border border-primary/40 bg-primary/10 px-4 py-3 text-sm">
          {message}
        </p>
      ) : null}
      <AccountSection title="Current plan">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground text-sm">Plan</dt>
            <dd className="mt-1 font-semibold text-2xl">{tierName(user)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-sm">Status</dt>
            <dd className="mt-1 font-medium">{status ? statusLabel(status) : 'No subscription'}</dd>
          </div>
          {endDate ? (
            <div>
              <dt className="text-muted-foreground text-sm">{cancels ? 'Ends' : 'Renews'}</dt>
              <dd className="mt-1 font-medium">{cancels ? `Cancels on ${endDate}` : endDate}</dd>
            </div>
          ) : null}
        </dl>
        {server?.paymentProblem ? (
          <p role="alert" className="mt-4 text-destructive text-sm">
            Your last payment did not go through. Update your payment method in billing to keep your plan.
          </p>
        ) : null}
      </AccountSection>
      <AccountSection title="Billing">
        {details.data?.canManageBilling ? (
          <>
            <p className="text-muted-foreground text-sm leading-relaxed">
              Change plan, update your payment method, see invoices or cancel in Stripe's billing portal.
            </p>
            <Button className="mt-4" disabled={portal.isPending} onClick={() => portal.mutate()}>
              Manage billing
            </Button>
          </>
        ) : (
          <>
            <p className="text-muted-foreground text-sm leading-relaxed">
              {details.data?.billingEnabled === false
                ? 'Billing is not enabled on this server.'
                : 'Compare what each plan offers on the plans page.'}
            </p>
            <Button asChild variant="outline" className="mt-4">
              <Link to="/plans">See plans</Link>
            </Button>
          </>
        )}
      </AccountSection>
    </AccountPageFrame>
  );
}
