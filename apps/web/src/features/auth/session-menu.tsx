import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { CreditCard, LogOut, MessageSquareHeart, Settings, UserRound } from 'lucide-react';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { showApiError } from '@/lib/api-errors';
import { endSession, useSessionUser } from '@/lib/session';
import { logout } from './auth-api';

/**
 * The header's user menu (spec §2): a Login link when signed out; when signed in, the avatar
 * (picture or initials) opens name, e-mail, Account, Profile, Subscription, Feedback and Log out.
 * The feedback dialog belongs to another feature, so the caller opens it through `onOpenFeedback`.
 */
export function SessionMenu({ onOpenFeedback }: { onOpenFeedback?: () => void }) {
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
    // Not modal: a menu needs no focus trap, and a modal one hides the page with aria-hidden
    // while it stays focusable (axe: aria-hidden-focus).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          title={user.email}
          className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {/* Named by hidden text, not aria-label: the visible initials are not part of the name. */}
          <span className="sr-only">User menu ({user.name})</span>
          <UserAvatar name={user.name} email={user.email} picture={user.picture} />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-medium">{user.name}</span>
          <span className="truncate font-normal text-muted-foreground text-xs">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to="/account">
              <Settings aria-hidden />
              Account
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/account/profile">
              <UserRound aria-hidden />
              Profile
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/account/subscription">
              <CreditCard aria-hidden />
              Subscription
            </Link>
          </DropdownMenuItem>
          {onOpenFeedback ? (
            <DropdownMenuItem onSelect={onOpenFeedback}>
              <MessageSquareHeart aria-hidden />
              Feedback
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={mutation.isPending} onSelect={() => mutation.mutate()}>
          <LogOut aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
