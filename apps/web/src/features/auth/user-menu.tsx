import type { User } from '@riffmate/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { CreditCard, LogOut, MessageSquareHeart, Settings, UserRound } from 'lucide-react';
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
import { endSession } from '@/lib/session';
import { logout } from './auth-api';
import { UserMenuButton } from './user-menu-button';

/**
 * The signed-in user's menu (docs/product.md §2): name, e-mail, Account, Profile, Subscription, Feedback and
 * Log out. Loaded when the visitor reaches for it (session-menu.tsx), so Radix's menu is not part
 * of the start-up bundle.
 */
export function UserMenu({
  user,
  onOpenFeedback,
  defaultOpen,
}: {
  user: User;
  onOpenFeedback?: (() => void) | undefined;
  defaultOpen?: boolean | undefined;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      endSession(queryClient);
      await navigate({ to: '/' });
    },
    onError: (error) => showApiError(error, 'Logout failed'),
  });

  return (
    // Not modal: a menu needs no focus trap, and a modal one hides the page with aria-hidden
    // while it stays focusable (axe: aria-hidden-focus).
    <DropdownMenu modal={false} {...(defaultOpen ? { defaultOpen } : {})}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
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
