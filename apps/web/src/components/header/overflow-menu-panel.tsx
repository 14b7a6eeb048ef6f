import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Switch } from '@/components/ui/switch';
import { useTheme } from '@/lib/theme';
import { OverflowButton } from './overflow-button';

const LINKS = [
  { to: '/plans', label: 'Plans' },
  { to: '/about', label: 'About' },
  { to: '/legal/privacy', label: 'Privacy' },
  { to: '/legal/terms-of-service', label: 'Terms' },
] as const;

const itemClass =
  'flex w-full items-center rounded-md px-2 py-1.5 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * The overflow menu of docs/product.md §2: Plans, About, Privacy, Terms and a dark-mode switch. A popover
 * rather than a Radix menu, because a real switch cannot sit inside a menu item (interactive
 * content in a menuitem is invalid); links and the switch are reached with Tab. Loaded when the
 * visitor reaches for the button (overflow-menu.tsx).
 */
export function OverflowMenuPanel({ defaultOpen = false }: { defaultOpen?: boolean | undefined }) {
  const [open, setOpen] = useState(defaultOpen);
  const { resolvedTheme, setTheme } = useTheme();
  const switchId = useId();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <OverflowButton />
      </PopoverTrigger>
      <PopoverContent aria-label="More">
        <nav aria-label="More pages">
          <ul>
            {LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={itemClass} onClick={() => setOpen(false)}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="-mx-1 my-1 h-px bg-border" />
        <div className="flex items-center justify-between gap-3 px-2 py-1.5">
          <label htmlFor={switchId} className="text-sm">
            Dark mode
          </label>
          <Switch
            id={switchId}
            checked={resolvedTheme === 'dark'}
            onCheckedChange={(dark) => setTheme(dark ? 'dark' : 'light')}
          />
        </div>
      </PopoverContent>
    </Popover>
  );
}
