import { Link } from '@tanstack/react-router';
import { BadgeCheck, ChevronRight, CircleAlert, CreditCard, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '@/components/ui/avatar';
import { useSessionUser } from '@/lib/session';
import { tierName } from '@/lib/user';
import { AccountPageFrame, AccountSection } from './account-section';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="min-w-0 break-words font-medium text-sm">{children}</dd>
    </div>
  );
}

export function VerifiedState({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1.5 text-emerald-600 dark:text-emerald-400">
      <BadgeCheck className="size-4" aria-hidden /> Verified
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 text-amber-600 dark:text-amber-400">
      <CircleAlert className="size-4" aria-hidden /> Not verified
    </span>
  );
}

const linkCard =
  'group flex items-center gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** /account: who you are, your plan, and the way to the profile and subscription pages. */
export function AccountPage() {
  const { user } = useSessionUser();
  // The guard only lets signed-in users here; null is the instant after logging out.
  if (!user) return null;
  const tier = tierName(user);

  return (
    <AccountPageFrame title="Account" description="Your details, plan and settings.">
      <AccountSection title="Overview">
        <div className="flex items-center gap-4">
          <UserAvatar name={user.name} email={user.email} picture={user.picture} size="lg" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-lg">{user.name}</p>
            <p className="truncate text-muted-foreground text-sm">{user.email}</p>
          </div>
        </div>
        <dl className="mt-4 divide-y border-t">
          <Detail label="Name">{user.name}</Detail>
          <Detail label="E-mail">
            <span className="flex flex-wrap items-center gap-x-3">
              {user.email} <VerifiedState verified={user.emailVerified} />
            </span>
          </Detail>
          <Detail label="Phone">
            <VerifiedState verified={user.phoneVerified} />
          </Detail>
          <Detail label="Plan">{tier}</Detail>
        </dl>
      </AccountSection>
      <nav aria-label="Account settings" className="grid gap-4 sm:grid-cols-2">
        <Link to="/account/profile" className={linkCard}>
          <UserRound className="size-5 shrink-0 text-primary" aria-hidden />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">Profile</span>
            <span className="block text-muted-foreground text-sm">Name, picture, password and sessions</span>
          </span>
          <ChevronRight
            className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
            aria-hidden
          />
        </Link>
        <Link to="/account/subscription" className={linkCard}>
          <CreditCard className="size-5 shrink-0 text-primary" aria-hidden />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">Subscription</span>
            <span className="block text-muted-foreground text-sm">{tier} plan</span>
          </span>
          <ChevronRight
            className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
            aria-hidden
          />
        </Link>
      </nav>
    </AccountPageFrame>
  );
}
