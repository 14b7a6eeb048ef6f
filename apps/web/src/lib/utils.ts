import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (clsx). It does not merge conflicting Tailwind classes: a later `px-2` does not
 * cancel an earlier `px-4`, both stay and the stylesheet's order decides. Conflicts are resolved
 * where components are defined instead (a variant or size carries the wanted classes, and the base
 * does not set what one overrides), which src/lib/utils.test.tsx checks. tailwind-merge did the
 * merging at run time for ~8 KiB gzip of start-up JavaScript (docs/decisions/0083).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
