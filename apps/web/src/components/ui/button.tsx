import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * `cn` does not merge conflicting classes (src/lib/utils.ts), so no two parts here set the same
 * thing: the base sets neither the button's size, padding, font size nor corner radius (each size
 * does), only a variant sets a colour or shadow, and callers' `className` adds layout (width,
 * margins, alignment) but never restyles what a variant or size already sets. A new look is a new
 * variant or size. src/lib/utils.test.tsx checks every combination.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline: 'border bg-background shadow-sm hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        /** A ghost button whose action destroys something (the history's "Delete chat"). */
        'ghost-destructive': 'hover:bg-accent hover:text-destructive',
        link: 'text-primary underline-offset-4 hover:underline',
        /** The primary colours, raised above the page (the floating support button). */
        floating: 'bg-primary text-primary-foreground shadow-lg hover:bg-primary/90',
      },
      size: {
        default: 'h-9 rounded-md px-4 py-2 text-sm',
        sm: 'h-8 rounded-md px-3 text-sm',
        /** `sm`, narrower on phones, where only its icon shows (the header's upgrade link). */
        'sm-compact': 'h-8 rounded-md px-2 text-sm sm:px-3',
        lg: 'h-11 rounded-md px-6 text-base',
        icon: 'size-9 rounded-md text-sm',
        'icon-sm': 'size-8 rounded-md text-sm',
        /** A round floating action button (the support button). */
        fab: 'size-11 rounded-full text-sm',
        /** Text-height, for a link-like button inside a sentence ("Resend code"). */
        inline: 'h-auto rounded-md px-1 py-0 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router Link) with button styling. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot.Root className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  }
  return (
    <button type={type ?? 'button'} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
