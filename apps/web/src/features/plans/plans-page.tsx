import type { PaidTier, Plan as ServerPlan } from '@riffmate/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { showApiError } from '@/lib/api-errors';
import { formatPrice, intervalLabel, planAction } from '@/lib/billing';
import { goTo, plansQueryOptions, startCheckout } from '@/lib/plans-api';
import { useSessionUser } from '@/lib/session';
import { userTier } from '@/lib/tier';
import { cn } from '@/lib/utils';
import { PLANS } from './plans';

/** The plans to show: the server's catalogue, or the built-in one until it answers. */
function displayPlans(server: ServerPlan[] | undefined): ServerPlan[] {
  if (server && server.length > 0) return server;
  return PLANS.map((plan) => ({
    tier: plan.tier,
    name: plan.name,
    productName: null,
    quota: { messages: plan.messagesPerDay, windowHours: 24 },
    features: plan.features,
    price: null,
  }));
}

/** /plans: Free, Plus and Pro side by side, the current plan marked, Subscribe when billing is on. */
export function PlansPage() {
  const { user } = useSessionUser();
  const current = user ? userTier(user) : null;
  const catalogue = useQuery(plansQueryOptions);
  const billingEnabled = catalogue.data?.billingEnabled ?? null;
  const checkout = useMutation({
    mutationFn: startCheckout,
    onSuccess: (url) => goTo(url),
    onError: (error) => showApiError(error, 'An unknown error occurred'),
  });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:py-16">
      <div className="text-center">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Plans</h1>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Every plan writes real MIDI you can play and download. Pick how much you want to compose each day.
        </p>
      </div>
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {displayPlans(catalogue.data?.plans).map((plan) => {
          const isCurrent = plan.tier === current;
          const blurb = PLANS.find((p) => p.tier === plan.tier)?.blurb;
          const price = formatPrice(plan.price);
          const action = planAction({ plan: plan.tier, current, billingEnabled });
          return (
            <li
              key={plan.tier}
              aria-current={isCurrent ? 'true' : undefined}
              className={cn(
                'flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm',
                (isCurrent || (current === null && plan.tier === 'plus')) &&
                  'border-primary ring-1 ring-primary',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h2 className="font-semibold text-xl">{plan.name}</h2>
                {isCurrent ? (
                  <span className="rounded-full bg-primary px-2 py-0.5 font-medium text-primary-foreground text-xs">
                    Current plan
                  </span>
                ) : null}
              </div>
              {blurb ? <p className="mt-1 text-muted-foreground text-sm">{blurb}</p> : null}
              {price ? (
                <p className="mt-3" data-testid={`price-${plan.tier}`}>
                  <span className="font-semibold text-2xl">{price}</span>{' '}
                  <span className="text-muted-foreground text-sm">{intervalLabel(plan.price)}</span>
                </p>
              ) : catalogue.isPending && plan.tier !== 'free' ? (
                // Room for the price of a paid plan until the catalogue answers, so the cards
                // below do not jump when it does (the page is painted before: 0041).
                <p aria-hidden className="invisible mt-3">
                  <span className="font-semibold text-2xl">&nbsp;</span>
                </p>
              ) : null}
              <p className="mt-4">
                <span className="font-bold text-3xl">{plan.quota.messages.toLocaleString('en-US')}</span>{' '}
                <span className="text-muted-foreground text-sm">messages per {plan.quota.windowHours} h</span>
              </p>
              <ul className="mt-4 grid flex-1 gap-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-6 min-h-9">
                {action.kind === 'current' ? (
                  <Button className="w-full" variant="outline" disabled>
                    Your plan
                  </Button>
                ) : action.kind === 'register' ? (
                  <Button asChild className="w-full" variant="outline">
                    <Link to="/auth/register">Get started</Link>
                  </Button>
                ) : action.kind === 'sign-in' ? (
                  <div className="grid gap-2 text-center">
                    <Button className="w-full" disabled aria-describedby={`sign-in-${plan.tier}`}>
                      Subscribe
                    </Button>
                    <Link
                      id={`sign-in-${plan.tier}`}
                      to="/auth/login"
                      search={{ redirect: '/plans' }}
                      className="text-primary text-sm underline-offset-4 hover:underline"
                    >
                      Log in to subscribe
                    </Link>
                  </div>
                ) : action.kind === 'checkout' ? (
                  <Button
                    className="w-full"
                    disabled={checkout.isPending}
                    onClick={() => checkout.mutate(plan.tier as PaidTier)}
                  >
                    {action.label}
                  </Button>
                ) : plan.tier === 'free' && user ? (
                  <Button asChild className="w-full" variant="outline">
                    <Link to="/chat">Start a chat</Link>
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {billingEnabled === false ? (
        <p className="mt-6 text-center text-muted-foreground text-sm">
          Billing is not enabled on this server.
        </p>
      ) : null}
    </div>
  );
}
