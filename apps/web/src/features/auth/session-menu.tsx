import { Link } from '@tanstack/react-router';
import { lazyTrigger } from '@/components/lazy-trigger';
import { Button } from '@/components/ui/button';
import { useSessionUser } from '@/lib/session';
import { UserMenuButton } from './user-menu-button';

const LazyUserMenu = lazyTrigger(() => import('./user-menu').then((module) => module.UserMenu), {
  kind: 'menu',
});

/**
 * The header's user menu (docs/product.md §2): a Login link when signed out; when signed in, the avatar
 * (picture or initials) opens name, e-mail, Account, Profile, Subscription, Feedback and Log out.
 * The feedback dialog belongs to another feature, so the caller opens it through `onOpenFeedback`.
 * The menu itself (user-menu.tsx) loads when the visitor reaches for the avatar.
 */
export function SessionMenu({ onOpenFeedback }: { onOpenFeedback?: () => void }) {
  const { user, isPending } = useSessionUser();

  // Nothing until /auth/me answers, so a signed-in user never sees "Login" flash by.
  if (isPending) return null;

  if (!user) {
    return (
      <Button asChild size="sm">
        <Link to="/auth/login">Login</Link>
      </Button>
    );
  }

  return (
    <LazyUserMenu
      props={{ user, onOpenFeedback }}
      standIn={(handlers) => (
        <UserMenuButton user={user} aria-haspopup="menu" aria-expanded={false} {...handlers} />
      )}
    />
  );
}
