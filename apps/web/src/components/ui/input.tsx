import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        // 16px text on phones keeps iOS Safari from zooming into the field on focus.
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm dark:bg-input/30 dark:aria-invalid:ring-destructive/40',
        'file:mr-3 file:border-0 file:bg-transparent file:font-medium file:text-foreground file:text-sm',
        className,
      )}
      {...props}
    />
  );
}
