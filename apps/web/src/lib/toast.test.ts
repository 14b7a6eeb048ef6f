import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, resetToasts, TOAST_LIMIT, TOAST_REMOVE_DELAY, toast, useToastStore } from './toast';

const toasts = () => useToastStore.getState().toasts;

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time: a new one replaces the previous', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({ id: second.id, title: 'Second', variant: 'destructive', open: true });
  });

  it('defaults to the default variant', () => {
    toast({ description: 'Saved' });
    expect(toasts()[0]?.variant).toBe('default');
  });

  it('keeps a dismissed toast closed for 1,000,000 ms, then removes it', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const { id, dismiss } = toast({ title: 'Bye' });
    dismiss();
    expect(toasts()).toMatchObject([{ id, open: false }]);
    vi.advanceTimersByTime(999_999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('dismissing twice does not restart the removal clock', () => {
    const { id } = toast({ title: 'Twice' });
    dismissToast(id);
    vi.advanceTimersByTime(500_000);
    dismissToast(id);
    vi.advanceTimersByTime(500_000);
    expect(toasts()).toHaveLength(0);
  });

  it('a pending removal of a replaced toast never touches the new one', () => {
    toast({ title: 'Old' }).dismiss();
    const fresh = toast({ title: 'New' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(toasts()).toMatchObject([{ id: fresh.id, open: true }]);
  });

  it('update patches the toast in place', () => {
    const handle = toast({ title: 'Copying...' });
    handle.update({ title: 'Share link copied to clipboard' });
    expect(toasts()[0]).toMatchObject({ id: handle.id, title: 'Share link copied to clipboard' });
  });
});
