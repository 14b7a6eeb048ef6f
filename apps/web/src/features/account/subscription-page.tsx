import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { useSessionUser } from '@/lib/session';
import { tierName } from '@/lib/user';
import { AccountPageFrame, AccountSection, backToAccount } from './account-section';

/** Dates in US English long form, as everywhere in the product (spec §2). */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** "past_due" → "Past due". */
export function statusLabel(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The period end in long form, or null when there is none or it is not a date. */
export function periodEnd(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : LONG_DATE.format(date);
}

/** /account/subscription: the current tier and status; billing management comes later. */
export function SubscriptionPage() {
  const { user } = useSessionUser();
  if (!user) return null;
  const subscription = user.subscription;
  const renews = periodEnd(subscription?.currentPeriodEnd ?? null);

  return (
    <AccountPageFrame title="Subscription" back={backToAccount}>
      <AccountSection title="Current plan">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground text-sm">Plan</dt>
            <dd className="mt-1 font-semibold text-2xl">{tierName(user)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-sm">Status</dt>
            <dd className="mt-1 font-medium">
              {subscription ? statusLabel(subscription.status) : 'No subscription'}
            </dd>
          </div>
          {renews ? (
            <div>
              <dt className="text-muted-foreground text-sm">Current period ends</dt>
              <dd className="mt-1 font-medium">{renews}</dd>
            </div>
          ) : null}
        </dl>
      </AccountSection>
      <AccountSection title="Billing">
        <p className="text-muted-foreground text-sm leading-relaxed">
          Managing billing here (changing plan, updating your payment method or cancelling) arrives in a later
          update. Until then, compare what each plan offers on the plans page.
        </p>
        <Button asChild variant="outline" className="mt-4">
          <Link to="/plans">See plans</Link>
        </Button>
      </AccountSection>
    </AccountPageFrame>
  );
}
