import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store';
import { ChatInput } from './chat-input';

function setup(busy = false) {
  const onSend = vi.fn();
  const onStop = vi.fn();
  render(<ChatInput onSend={onSend} onStop={onStop} busy={busy} />);
  return { onSend, onStop, box: screen.getByLabelText('Message') as HTMLTextAreaElement };
}

describe('ChatInput', () => {
  it('sends on Enter and clears the box', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, 'Chords in E minor?{Enter}');
    expect(onSend).toHaveBeenCalledWith('Chords in E minor?');
    expect(box.value).toBe('');
  });

  it('adds a line on Shift+Enter without sending', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('line one\nline two');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledWith('line one\nline two');
  });

  it('never sends blank text', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    // Marked unavailable but still a Tab stop, so the keyboard reaches it before the support button.
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(send);
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(box);
    await userEvent.tab();
    expect(document.activeElement).toBe(send);
  });

  it('offers Stop instead of Send while a reply is generated, and does not send on Enter', async () => {
    const { onSend, onStop, box } = setup(true);
    await userEvent.type(box, 'more{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Stop generating' }));
    expect(onStop).toHaveBeenCalled();
  });

  it('registers itself as the app-wide chat input', () => {
    const { box } = setup();
    useAppStore.getState().focusChatInput();
    expect(document.activeElement).toBe(box);
  });
});
