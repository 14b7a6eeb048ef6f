import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetToasts, toast, useToastStore } from '@/lib/toast';
import { Toaster } from './toast';

describe('Toaster', () => {
  beforeEach(resetToasts);

  it('renders the current toast in a viewport reachable with F8', async () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Chat deleted', description: 'It is gone.' });
    });
    expect(await screen.findByText('Chat deleted')).toBeTruthy();
    expect(screen.getByText('It is gone.')).toBeTruthy();
    expect(screen.queryByText('First')).toBeNull();
  });

  it('closing a toast dismisses it in the store', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Thanks for sharing your feedback' });
    });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });
});
