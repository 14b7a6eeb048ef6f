import { useEffect, useState } from 'react';
import { initials } from '@/lib/user';
import { cn } from '@/lib/utils';

/**
 * Box and initials size by `size`, never by `className`: `cn` does not merge conflicting classes
 * (src/lib/utils.ts), so a `size-*` in `className` would fight the one set here.
 */
const AVATAR_SIZES = {
  sm: 'size-8 text-xs', // the header
  lg: 'size-14 text-base', // the account overview
  xl: 'size-20 text-xl', // the picture form
} as const;

/**
 * The user's picture, or their initials while it loads or when there is none (docs/product.md §2).
 * Radix Avatar's behaviour (the image only once it has loaded, the initials until then or when
 * it fails) in a few lines: the avatar is in the header of every page, so in the start-up bundle.
 */
export function UserAvatar({
  name,
  email,
  picture,
  size = 'sm',
  className,
}: {
  name: string;
  email?: string;
  picture: string | null | undefined;
  size?: keyof typeof AVATAR_SIZES;
  className?: string;
}) {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!picture) return;
    const image = new Image();
    image.onload = () => setLoaded(picture);
    image.src = picture;
    return () => {
      image.onload = null;
    };
  }, [picture]);

  return (
    <span
      className={cn(
        'relative flex shrink-0 select-none overflow-hidden rounded-full',
        AVATAR_SIZES[size],
        className,
      )}
    >
      {picture && loaded === picture ? (
        <img className="aspect-square size-full object-cover" src={picture} alt="" />
      ) : (
        <span
          className="flex size-full items-center justify-center rounded-full bg-gradient-to-br from-violet-600 to-indigo-700 font-semibold text-white"
          aria-hidden
        >
          {initials(name, email)}
        </span>
      )}
    </span>
  );
}
