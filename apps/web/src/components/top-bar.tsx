import { Link } from '@tanstack/react-router';
import { AudioLines } from 'lucide-react';
import type { ReactNode } from 'react';
import { ThemeToggle } from '@/components/theme-toggle';

/**
 * The minimal shell bar; the full header of spec §2 replaces it in a later issue. `end` is the
 * signed-in affordance, passed in by the root layout because components never import features.
 */
export function TopBar({ end }: { end?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/60">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md font-bold text-lg tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-violet-600 to-indigo-700 text-white shadow-sm">
            <AudioLines className="size-4" aria-hidden />
          </span>
          Riffmate
        </Link>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          {end}
        </div>
      </div>
    </header>
  );
}
