import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError, makeUser, ok, userBody } from '@/test/app';
import { api } from './api';
import { resetAppStore, useAppStore } from './app-store';
import { createQueryClient } from './query-client';
import {
  endSession,
  ensureUser,
  fetchSessionUser,
  hasSignedInHint,
  ME_QUERY_KEY,
  refreshSessionUser,
  sessionUserQueryOptions,
  setSessionUser,
  startSession,
} from './session';

/** The server's signed-in hint cookie, as the browser holds it between sign-in and sign-out. */
function holdSignedInHint(held: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the app reads document.cookie
  document.cookie = held ? 'rm_signed_in=1' : 'rm_signed_in=; max-age=0';
}

describe('session user query (docs/product.md §7)', () => {
  beforeEach(resetAppStore);
  afterEach(() => {
    holdSignedInHint(false);
    vi.restoreAllMocks();
  });

  it('reads the signed-in hint among the cookies', () => {
    expect(hasSignedInHint('XSRF-TOKEN=a.b; rm_signed_in=1')).toBe(true);
    expect(hasSignedInHint('rm_signed_in_not=1; XSRF-TOKEN=a.b')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });

  it('without the signed-in hint, nobody is signed in and /auth/me is not asked', async () => {
    useAppStore.getState().setUser(makeUser());
    const get = vi.spyOn(api, 'get').mockResolvedValue(ok(userBody(makeUser())));
    await expect(ensureUser(createQueryClient())).resolves.toBeNull();
    expect(get).not.toHaveBeenCalled();
    expect(useAppStore.getState().user).toBeNull();
  });

  it('with the hint, the page asks /auth/me; a refresh always asks', async () => {
    const user = makeUser();
    const get = vi.spyOn(api, 'get').mockResolvedValue(ok(userBody(user)));
    await expect(refreshSessionUser(createQueryClient())).resolves.toEqual(user);
    expect(get).toHaveBeenCalledTimes(1);
    holdSignedInHint(true);
    await expect(ensureUser(createQueryClient())).resolves.toEqual(user);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('never goes stale and is never retried', () => {
    expect(sessionUserQueryOptions.queryKey).toEqual(ME_QUERY_KEY);
    expect(sessionUserQueryOptions.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(sessionUserQueryOptions.retry).toBe(false);
  });

  it('reads data.items[0].user and mirrors it into the store', async () => {
    const user = makeUser();
    const get = vi.spyOn(api, 'get').mockResolvedValue(ok(userBody(user)));
    await expect(fetchSessionUser()).resolves.toEqual(user);
    expect(get).toHaveBeenCalledWith('/auth/me');
    expect(useAppStore.getState().user).toEqual(user);
  });

  it.each([
    ['a 401', () => Promise.reject(httpError(401, 'Unauthorized'))],
    ['a server error', () => Promise.reject(httpError(500, 'boom'))],
    ['an empty list', () => Promise.resolve(ok({ data: { items: [] } }))],
    ['a malformed body', () => Promise.resolve(ok({ data: { items: [{ user: { id: 1 } }] } }))],
  ])('is null on %s', async (_what, reply) => {
    useAppStore.getState().setUser(makeUser());
    vi.spyOn(api, 'get').mockImplementation(reply as never);
    await expect(fetchSessionUser()).resolves.toBeNull();
    expect(useAppStore.getState().user).toBeNull();
  });

  it('ensureUser asks once, then answers from the cache', async () => {
    holdSignedInHint(true);
    const queryClient = createQueryClient();
    const get = vi.spyOn(api, 'get').mockRejectedValue(httpError(401, 'Unauthorized'));
    await expect(ensureUser(queryClient)).resolves.toBeNull();
    await expect(ensureUser(queryClient)).resolves.toBeNull();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('startSession drops what the previous user left and stores the new one', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['chats'], [{ id: 'old' }]);
    useAppStore.getState().replaceChats([{ id: 'old' }]);
    const user = makeUser();
    startSession(queryClient, user);
    expect(queryClient.getQueryData(['chats'])).toBeUndefined();
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(user);
    expect(useAppStore.getState()).toMatchObject({ user, chats: [] });
  });

  it('setSessionUser updates cache and store', () => {
    const queryClient = createQueryClient();
    const user = makeUser({ name: 'New Name' });
    setSessionUser(queryClient, user);
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(user);
    expect(useAppStore.getState().user).toEqual(user);
  });

  it('endSession clears the user, the query cache and the chats', async () => {
    const queryClient = createQueryClient();
    setSessionUser(queryClient, makeUser());
    queryClient.setQueryData(['chats'], [{ id: 'a' }]);
    useAppStore.getState().replaceChats([{ id: 'a' }]);
    useAppStore.getState().setNoChats(false);
    endSession(queryClient);
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['chats'])).toBeUndefined();
    expect(useAppStore.getState()).toMatchObject({ user: null, chats: [], noChats: true });
    // Signed out is a known answer: guards do not ask the server again.
    const get = vi.spyOn(api, 'get');
    await expect(ensureUser(queryClient)).resolves.toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
});
