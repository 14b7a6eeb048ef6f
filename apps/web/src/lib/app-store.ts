import type { User } from '@riffmate/contract';
import { create } from 'zustand';

/**
 * A chat as the client keeps it in its list (docs/product.md §3). Only `id` is required here so the store
 * stays independent of the chat feature's richer types.
 */
export interface StoredChat {
  id: string;
  title?: string;
  createdAt?: string;
  sharePath?: string | null;
}

/** Anything the chat input can be: focused on demand by other parts of the app. */
export type FocusableInput = Pick<HTMLElement, 'focus'>;

export interface AppState {
  /** The signed-in user, or null when signed out (or not yet known). */
  user: User | null;
  setUser: (user: User) => void;
  clearUser: () => void;

  chats: StoredChat[];
  addChatToFront: (chat: StoredChat) => void;
  removeChatById: (id: string) => void;
  getChatById: (id: string) => StoredChat | undefined;
  replaceChats: (chats: StoredChat[]) => void;
  clearChats: () => void;

  /** Whether the user has no chats (docs/product.md §3: initially true). */
  noChats: boolean;
  setNoChats: (noChats: boolean) => void;

  /**
   * A ref-like handle on the chat input. Kept outside reactive state on purpose: registering
   * or replacing the element must not re-render anyone.
   */
  chatInput: { current: FocusableInput | null };
  registerChatInput: (element: FocusableInput | null) => void;
  focusChatInput: () => void;
}

/** The client state of docs/product.md §3, one store. */
export const useAppStore = create<AppState>()((set, get) => ({
  user: null,
  setUser: (user) => set({ user }),
  clearUser: () => set({ user: null }),

  chats: [],
  // A chat that is already listed moves to the front instead of appearing twice.
  addChatToFront: (chat) =>
    set((state) => ({ chats: [chat, ...state.chats.filter((c) => c.id !== chat.id)] })),
  removeChatById: (id) => set((state) => ({ chats: state.chats.filter((chat) => chat.id !== id) })),
  getChatById: (id) => get().chats.find((chat) => chat.id === id),
  replaceChats: (chats) => set({ chats: [...chats] }),
  clearChats: () => set({ chats: [] }),

  noChats: true,
  setNoChats: (noChats) => set({ noChats }),

  chatInput: { current: null },
  registerChatInput: (element) => {
    get().chatInput.current = element;
  },
  focusChatInput: () => get().chatInput.current?.focus(),
}));

/** Everything back to the signed-out start: no user, no chats (used at logout and in tests). */
export function resetAppStore(): void {
  useAppStore.setState({ user: null, chats: [], noChats: true });
  useAppStore.getState().chatInput.current = null;
}
