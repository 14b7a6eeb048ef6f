import type { ReactNode } from 'react';
import { create } from 'zustand';

/** Only one toast is visible; a new one replaces the previous (docs/product.md §3, §9). */
export const TOAST_LIMIT = 1;
/**
 * A dismissed toast stays in the store this long before it is removed (docs/product.md §9). It is far
 * longer than Radix's exit animation, so a closing toast is never unmounted mid-animation.
 */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
}

export const useToastStore = create<ToastState>()(() => ({ toasts: [] }));

const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function clearRemoveTimer(id: string): void {
  const timer = removeTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removeTimers.delete(id);
}

/** Removes a toast from the store at once. */
export function removeToast(id: string): void {
  clearRemoveTimer(id);
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

/** Closes a toast (or every toast when no id is given); it is removed TOAST_REMOVE_DELAY later. */
export function dismissToast(id?: string): void {
  const { toasts } = useToastStore.getState();
  for (const t of toasts) {
    if ((id === undefined || t.id === id) && !removeTimers.has(t.id)) {
      removeTimers.set(
        t.id,
        setTimeout(() => removeToast(t.id), TOAST_REMOVE_DELAY),
      );
    }
  }
  useToastStore.setState({
    toasts: toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
  });
}

/** Shows a toast; returns its id and handles to update or dismiss it. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const next: ToastItem = { variant: 'default', ...input, id, open: true };
  const { toasts } = useToastStore.getState();
  const kept = [next, ...toasts].slice(0, TOAST_LIMIT);
  // Toasts pushed out by the limit are gone for good; their pending removals are moot.
  for (const t of toasts) if (!kept.includes(t)) clearRemoveTimer(t.id);
  useToastStore.setState({ toasts: kept });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: ToastInput) =>
      useToastStore.setState((state) => ({
        toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)),
      })),
  };
}

/** Test helper: forget every toast and pending removal. */
export function resetToasts(): void {
  for (const id of removeTimers.keys()) clearRemoveTimer(id);
  useToastStore.setState({ toasts: [] });
}
