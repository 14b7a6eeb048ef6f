import { Avatar as AvatarPrimitive } from 'radix-ui';
import { initials } from '@/lib/user';
import { cn } from '@/lib/utils';

/** The user's picture, or their initials while it loads or when there is none (spec §2). */
export function UserAvatar({
  name,
  email,
  picture,
  className,
}: {
  name: string;
  email?: string;
  picture: string | null | undefined;
  className?: string;
}) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative flex size-8 shrink-0 select-none overflow-hidden rounded-full text-xs',
        className,
      )}
    >
      {picture ? (
        <AvatarPrimitive.Image className="aspect-square size-full object-cover" src={picture} alt="" />
      ) : null}
      <AvatarPrimitive.Fallback
        className="flex size-full items-center justify-center rounded-full bg-gradient-to-br from-violet-600 to-indigo-700 font-semibold text-white"
        aria-hidden
      >
        {initials(name, email)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
