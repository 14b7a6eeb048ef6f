import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Height and font size come from the variant, not the base: `cn` does not merge conflicting
 * classes (src/lib/utils.ts), so a field that looks different is a variant here.
 */
const inputVariants = cva(
  [
    'flex w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:bg-input/30 dark:aria-invalid:ring-destructive/40',
    'file:mr-3 file:border-0 file:bg-transparent file:font-medium file:text-foreground file:text-sm',
  ],
  {
    variants: {
      variant: {
        // 16px text on phones keeps iOS Safari from zooming into the field on focus.
        default: 'h-10 text-base sm:text-sm',
        /** A one-time code: tall, large monospace digits spaced out (CodeInput). */
        code: 'h-12 text-center font-mono text-xl tracking-[0.5em] sm:text-xl',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Input({
  className,
  type,
  variant,
  ...props
}: ComponentProps<'input'> & VariantProps<typeof inputVariants>) {
  return <input type={type} className={cn(inputVariants({ variant }), className)} {...props} />;
}
