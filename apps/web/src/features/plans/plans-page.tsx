import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSessionUser } from '@/lib/session';
import { userTier } from '@/lib/tier';
import { cn } from '@/lib/utils';
import { PLANS } from './plans';

/** /plans: Free, Plus and Pro side by side, the current plan marked for a signed-in user. */
export function PlansPage() {
  const { user } = useSessionUser();
  const current = user ? userTier(user) : null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:py-16">
      <div className="text-center">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Plans</h1>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Every plan writes real MIDI you can play and download. Pick how much you want to compose each day.
        </p>
      </div>
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {PLANS.map((plan) => {
          const isCurrent = plan.tier === current;
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
              <p className="mt-1 text-muted-foreground text-sm">{plan.blurb}</p>
              <p className="mt-4">
                <span className="font-bold text-3xl">{plan.messagesPerDay.toLocaleString('en-US')}</span>{' '}
                <span className="text-muted-foreground text-sm">messages per 24 h</span>
              </p>
              <ul className="mt-4 grid flex-1 gap-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-6">
                {plan.tier === 'free' ? (
                  isCurrent ? (
                    <Button className="w-full" variant="outline" disabled>
                      Your plan
                    </Button>
                  ) : user ? (
                    <Button asChild className="w-full" variant="outline">
                      <Link to="/chat">Start a chat</Link>
                    </Button>
                  ) : (
                    <Button asChild className="w-full" variant="outline">
                      <Link to="/auth/register">Get started</Link>
                    </Button>
                  )
                ) : (
                  <Button className="w-full" disabled aria-describedby="checkout-note">
                    {isCurrent ? 'Your plan' : 'Subscribe'}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p id="checkout-note" className="mt-6 text-center text-muted-foreground text-sm">
        Online checkout for Plus and Pro is coming soon. Until then, every account starts on Free.
      </p>
    </div>
  );
}
