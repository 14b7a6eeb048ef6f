import type { User } from '@riffmate/contract';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { ensureUser } from './session';

/** What a guard needs to know about the user. */
export type GuardUser = Pick<User, 'email' | 'emailVerified' | 'phoneVerified'>;

/** Where a guard sends the user instead; null lets the page open. */
export type GuardRedirect =
  | { to: '/' }
  | { to: '/auth/login'; search: { redirect: string } }
  | { to: '/auth/verify-email'; search: { email: string } }
  | { to: '/auth/request-phone-verification'; search: { redirect: string } };

const HOME: GuardRedirect = { to: '/' };

/** The auth pages a visitor who is not signed in may open (docs/product.md §4). */
const SIGNED_OUT_AUTH_PAGES = new Set([
  '/auth/login',
  '/auth/register',
  '/auth/request-password-reset',
  '/auth/reset-password',
]);
const PHONE_PAGES = new Set(['/auth/request-phone-verification', '/auth/verify-phone']);

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The auth group's access rule (docs/product.md §4 "Access guards"), as a pure decision.
 *
 * Signed in: verify-email only while the e-mail is unverified, the phone pages only while the
 * phone is unverified, every other auth page goes to /. Signed out: only login, register and the
 * two password-reset pages; the verification pages go to /.
 */
export function authGuard(pathname: string, user: GuardUser | null): GuardRedirect | null {
  const page = withoutTrailingSlash(pathname);
  if (!user) return SIGNED_OUT_AUTH_PAGES.has(page) ? null : HOME;
  if (page === '/auth/verify-email') return user.emailVerified ? HOME : null;
  if (PHONE_PAGES.has(page)) return user.phoneVerified ? HOME : null;
  return HOME;
}

/**
 * The protected group's access rule (docs/product.md §4), as a pure decision. `href` is the address the
 * user wanted (path, search and hash), kept so they come back to it once signed in and verified.
 */
export function protectedGuard(href: string, user: GuardUser | null): GuardRedirect | null {
  if (!user) return { to: '/auth/login', search: { redirect: href } };
  if (!user.emailVerified) return { to: '/auth/verify-email', search: { email: user.email } };
  if (!user.phoneVerified) return { to: '/auth/request-phone-verification', search: { redirect: href } };
  return null;
}

/** The router redirect for a guard decision (one typed branch per target). */
function toRouterRedirect(target: GuardRedirect) {
  switch (target.to) {
    case '/':
      return redirect({ to: '/' });
    case '/auth/login':
      return redirect({ to: '/auth/login', search: target.search });
    case '/auth/verify-email':
      return redirect({ to: '/auth/verify-email', search: target.search });
    case '/auth/request-phone-verification':
      return redirect({ to: '/auth/request-phone-verification', search: target.search });
  }
}

/** What a group layout's `beforeLoad` receives that the guards use. */
export interface GuardContext {
  context: { queryClient: QueryClient };
  location: { pathname: string; href: string };
}

/** `beforeLoad` of the (auth) group layout. */
export async function guardAuthRoute({ context, location }: GuardContext): Promise<void> {
  const target = authGuard(location.pathname, await ensureUser(context.queryClient));
  if (target) throw toRouterRedirect(target);
}

/** `beforeLoad` of the (protected) group layout. */
export async function guardProtectedRoute({ context, location }: GuardContext): Promise<void> {
  const target = protectedGuard(location.href, await ensureUser(context.queryClient));
  if (target) throw toRouterRedirect(target);
}
