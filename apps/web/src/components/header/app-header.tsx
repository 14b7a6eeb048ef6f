import { Link, useRouterState } from '@tanstack/react-router';
import { AudioLines, Sparkles, SquarePen } from 'lucide-react';
import type { ReactNode } from 'react';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { useSessionUser } from '@/lib/session';
import { productLabel, upgradeLinkLabel, userTier } from '@/lib/tier';
import { cn } from '@/lib/utils';
import { OverflowMenu } from './overflow-menu';
import { useScrolledFromTop } from './scroll';

/** Auth pages (/auth/*) have no new-chat link (docs/product.md §2). */
export function isAuthPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

function BrandMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-violet-600 to-indigo-700 text-white shadow-sm',
        className,
      )}
    >
      <AudioLines className="size-4" aria-hidden />
    </span>
  );
}

/**
 * The header of docs/product.md §2. Components never import features, so the pieces that belong to
 * features — the history sidebar toggle, the clear-history button, the open chat's Share and the
 * user menu — are passed in by the root layout.
 */
export function AppHeader({
  sidebarToggle,
  clearHistory,
  chatActions,
  userMenu,
}: {
  sidebarToggle?: ReactNode;
  clearHistory?: ReactNode;
  /** Actions on the chat on screen (Share), shown to verified users. */
  chatActions?: ReactNode;
  userMenu?: ReactNode;
}) {
  const { user, isPending } = useSessionUser();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const scrolled = useScrolledFromTop();
  const verified = Boolean(user?.emailVerified && user.phoneVerified);
  const product = productLabel(user?.subscription?.price.product.name);
  // Unknown until /auth/me answers: no upgrade prompt that might be wrong for a Pro user.
  const upgrade = isPending ? null : upgradeLinkLabel(userTier(user), pathname);

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-200',
        scrolled
          ? 'border-border bg-background/80 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-background/65'
          : 'border-transparent bg-background',
      )}
    >
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-2 sm:px-4 md:grid md:grid-cols-[1fr_auto_1fr]">
        <div className="flex min-w-0 items-center gap-0.5">
          <Link
            to="/"
            aria-label="Riffmate home"
            className="mr-1 rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:hidden"
          >
            <BrandMark />
          </Link>
          {verified ? (
            <>
              {sidebarToggle}
              <ThemeToggle />
              {clearHistory}
              {/* Keeps "delete all chats" apart from "new chat", which sat right beside it. */}
              <span
                aria-hidden="true"
                className="mx-1 h-5 w-px shrink-0 bg-border"
                data-testid="header-divider"
              />
            </>
          ) : null}
          {user && !isAuthPath(pathname) ? (
            <Button asChild variant="ghost" size="icon">
              <Link to="/chat" aria-label="New chat" title="New chat">
                <SquarePen aria-hidden />
              </Link>
            </Button>
          ) : null}
        </div>

        <div className="hidden items-center justify-center gap-2 md:flex">
          <Link
            to="/"
            className="flex items-center gap-2 rounded-md font-bold text-lg tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <BrandMark />
            Riffmate
          </Link>
          {product ? (
            <span className="rounded-full border border-primary/40 bg-primary/10 px-2 py-0.5 font-semibold text-primary text-xs">
              {product}
            </span>
          ) : null}
        </div>

        {/* Fills its side (not pushed right by ml-auto): when Login or Upgrade appear, this box keeps
            its place and only its contents grow leftwards (no layout shift, 0041). */}
        <div className="flex flex-1 items-center justify-end gap-1 self-stretch">
          {verified ? chatActions : null}
          {upgrade ? (
            <Button asChild variant="outline" size="sm-compact">
              <Link to="/plans" aria-label={upgrade} title={upgrade}>
                <Sparkles aria-hidden className="text-primary" />
                <span className="hidden sm:inline">{upgrade}</span>
              </Link>
            </Button>
          ) : null}
          {userMenu}
          <OverflowMenu />
        </div>
      </div>
    </header>
  );
}
