import { SIGNED_IN_COOKIE, type User, type UserItem } from '@riffmate/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { resetAppStore, useAppStore } from './app-store';
import { reportSessionOutcome } from './service-status';
import { readUserItem } from './user';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/**
 * Asks the server who is signed in. Any failure (401 when signed out, a network error, a body
 * of the wrong shape) means "nobody" (docs/product.md §7: data.items[0].user, null on failure).
 */
export async function fetchSessionUser(): Promise<User | null> {
  let user: User | null = null;
  try {
    const res = await api.get<{ data: { items: UserItem[] } }>('/auth/me');
    user = readUserItem(res.data.data.items[0]);
    reportSessionOutcome(null);
  } catch (error) {
    user = null;
    // An unreachable server is not "signed out": the error overlay says so (lib/service-status).
    reportSessionOutcome(error);
  }
  // The store mirrors every answer, so non-React code and the chat feature see the same user.
  syncStoreUser(user);
  return user;
}

/**
 * Whether the server's signed-in hint cookie is there (set and cleared with the session). Without
 * it nobody is signed in, and asking /auth/me would only log a 401 in the console.
 */
export function hasSignedInHint(cookies: string = typeof document === 'undefined' ? '' : document.cookie) {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

/** The session user as a page first learns it: nobody, without a request, when there is no hint. */
async function initialSessionUser(): Promise<User | null> {
  if (hasSignedInHint()) return fetchSessionUser();
  syncStoreUser(null);
  return null;
}

function syncStoreUser(user: User | null): void {
  if (user) useAppStore.getState().setUser(user);
  else useAppStore.getState().clearUser();
}

/**
 * The one query of the session user, shared by guards, loaders and components. It never goes
 * stale and is never retried (docs/product.md §7): it changes only when the app says so (login, verify,
 * profile edits, logout) through the helpers below.
 */
export const sessionUserQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: initialSessionUser,
  staleTime: Number.POSITIVE_INFINITY,
  // Kept for the life of the page: every navigation's guard reads it.
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/**
 * The user for route guards: the cached answer, or when unknown one request to /auth/me (none
 * without the signed-in hint).
 */
export function ensureUser(queryClient: QueryClient): Promise<User | null> {
  return queryClient.ensureQueryData(sessionUserQueryOptions);
}

/**
 * Asks /auth/me again (after verifying the e-mail, docs/product.md §4) and returns the fresh user. Always
 * asks: the app calls it when it expects a session.
 */
export function refreshSessionUser(queryClient: QueryClient): Promise<User | null> {
  return queryClient.fetchQuery({ ...sessionUserQueryOptions, queryFn: fetchSessionUser, staleTime: 0 });
}

/** Replaces the signed-in user (after a verification step or a profile change). */
export function setSessionUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(ME_QUERY_KEY, user);
  syncStoreUser(user);
}

/** Everything cached except the session user itself (its observers must stay subscribed). */
function removeOtherQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] || query.queryKey[1] !== ME_QUERY_KEY[1],
  });
}

/**
 * A new session (login, registration): nothing a previous user left in the caches may show,
 * then the user is stored in the query cache and the client store (docs/product.md §4).
 */
export function startSession(queryClient: QueryClient, user: User): void {
  removeOtherQueries(queryClient);
  resetAppStore();
  setSessionUser(queryClient, user);
}

/** The session is over (logout, account deleted): no user, no cached data, no chats (docs/product.md §4). */
export function endSession(queryClient: QueryClient): void {
  void queryClient.cancelQueries();
  queryClient.setQueryData(ME_QUERY_KEY, null);
  removeOtherQueries(queryClient);
  resetAppStore();
}

/**
 * The signed-in user for components: null while unknown or signed out. Components read the query
 * (not the store) so they re-render with it and trigger the one /auth/me request when needed.
 */
export function useSessionUser(): { user: User | null; isPending: boolean } {
  const { data, isPending } = useQuery(sessionUserQueryOptions);
  return { user: data ?? null, isPending };
}
