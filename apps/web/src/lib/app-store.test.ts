import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStore, useAppStore } from './app-store';

const store = () => useAppStore.getState();
const user = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  picture: null,
  emailVerified: true,
  phoneVerified: true,
  subscription: null,
};

describe('app store (docs/product.md §3)', () => {
  beforeEach(resetAppStore);

  it('holds one optional user', () => {
    expect(store().user).toBeNull();
    store().setUser(user);
    expect(store().user).toEqual(user);
    store().clearUser();
    expect(store().user).toBeNull();
  });

  it('adds chats at the front, without duplicates', () => {
    store().addChatToFront({ id: 'a' });
    store().addChatToFront({ id: 'b' });
    expect(store().chats.map((c) => c.id)).toEqual(['b', 'a']);
    store().addChatToFront({ id: 'a', title: 'Renamed' });
    expect(store().chats).toEqual([{ id: 'a', title: 'Renamed' }, { id: 'b' }]);
  });

  it('removes and finds chats by id', () => {
    store().replaceChats([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    store().removeChatById('b');
    expect(store().chats.map((c) => c.id)).toEqual(['a', 'c']);
    expect(store().getChatById('c')).toEqual({ id: 'c' });
    expect(store().getChatById('b')).toBeUndefined();
    store().removeChatById('nope');
    expect(store().chats).toHaveLength(2);
  });

  it('replaces the list wholesale (with its own copy) and clears it', () => {
    const list = [{ id: 'x' }];
    store().replaceChats(list);
    list.push({ id: 'y' });
    expect(store().chats).toEqual([{ id: 'x' }]);
    store().clearChats();
    expect(store().chats).toEqual([]);
  });

  it('noChats starts true and can be set', () => {
    expect(store().noChats).toBe(true);
    store().setNoChats(false);
    expect(store().noChats).toBe(false);
  });

  it('focuses the registered chat input on demand, and does nothing without one', () => {
    expect(() => store().focusChatInput()).not.toThrow();
    const focus = vi.fn();
    store().registerChatInput({ focus });
    store().focusChatInput();
    expect(focus).toHaveBeenCalledTimes(1);
    store().registerChatInput(null);
    store().focusChatInput();
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('registering the input does not notify subscribers (it is a ref, not state)', () => {
    const listener = vi.fn();
    const unsubscribe = useAppStore.subscribe(listener);
    store().registerChatInput({ focus: () => {} });
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('resetAppStore forgets user, chats and input', () => {
    store().setUser(user);
    store().replaceChats([{ id: 'a' }]);
    store().setNoChats(false);
    const focus = vi.fn();
    store().registerChatInput({ focus });
    resetAppStore();
    expect(store()).toMatchObject({ user: null, chats: [], noChats: true });
    store().focusChatInput();
    expect(focus).not.toHaveBeenCalled();
  });
});
