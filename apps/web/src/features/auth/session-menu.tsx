import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { showApiError } from '@/lib/api-errors';
import { endSession, useSessionUser } from '@/lib/session';
import { logout } from './auth-api';

/**
 * The top bar's sign-in affordance: Login when signed out; the avatar (to /account) and Log out
 * when signed in. Deliberately small: the full header with menus replaces it later.
 */
export function SessionMenu() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user, isPending } = useSessionUser();
  const mutation = useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      endSession(queryClient);
      await navigate({ to: '/' });
    },
    onError: (error) => showApiError(error, 'Logout failed'),
  });

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
    <div className="flex items-center gap-1">
      <Link
        to="/account"
        className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label={`Account (${user.name})`}
        title={user.email}
      >
        <UserAvatar name={user.name} email={user.email} picture={user.picture} />
      </Link>
      <Button
        variant="ghost"
        size="sm"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
        aria-label="Log out"
      >
        <LogOut aria-hidden />
        <span className="hidden sm:inline">Log out</span>
      </Button>
    </div>
  );
}
