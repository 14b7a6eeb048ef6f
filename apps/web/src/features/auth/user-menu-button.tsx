import type { User } from '@riffmate/contract';
import type { ComponentProps } from 'react';
import { UserAvatar } from '@/components/ui/avatar';

/**
 * The avatar button that opens the user menu: the menu's trigger, and its stand-in until the
 * menu's code has loaded (the same element, so nothing moves when it arrives).
 */
export function UserMenuButton({ user, ...props }: { user: User } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      title={user.email}
      className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      {...props}
    >
      {/* Named by hidden text, not aria-label: the visible initials are not part of the name. */}
      <span className="sr-only">User menu ({user.name})</span>
      <UserAvatar name={user.name} email={user.email} picture={user.picture} />
    </button>
  );
}
