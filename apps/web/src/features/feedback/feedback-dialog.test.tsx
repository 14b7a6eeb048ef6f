import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts, useToastStore } from '@/lib/toast';
import { messageBody, ok } from '@/test/app';
import { FeedbackDialog } from './feedback-dialog';

const toasts = () => useToastStore.getState().toasts;

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <FeedbackDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function setup() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return {
    user,
    box: () => screen.getByPlaceholderText('Share your thoughts here...') as HTMLTextAreaElement,
  };
}

beforeEach(resetToasts);

describe('FeedbackDialog', () => {
  it('has the thanks heading, the three ratings and a 1024-character box', async () => {
    const { box } = setup();
    expect(
      await screen.findByRole('dialog', { name: 'Thanks for helping us improve Riffmate' }),
    ).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeTruthy();
    for (const label of ['Bad', 'Decent', 'Love it'])
      expect(screen.getByRole('radio', { name: label })).toBeTruthy();
    expect(box().maxLength).toBe(1024);
    expect(screen.getByRole('button', { name: 'Share feedback' })).toBeTruthy();
  });

  it('validates on submit only: too short, then too long', async () => {
    const post = vi.spyOn(api, 'post');
    const { user, box } = setup();
    await user.type(box(), 'x');
    expect(screen.queryByText('Feedback should be at least 2 characters long')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Share feedback' }));
    expect(await screen.findByText('Feedback should be at least 2 characters long')).toBeTruthy();
    // The box stops typing at 1024; a longer value can still arrive by other means (e.g. autofill).
    fireEvent.change(box(), { target: { value: 'a'.repeat(2049) } });
    await user.click(screen.getByRole('button', { name: 'Share feedback' }));
    expect(await screen.findByText('Feedback should be less than 2048 characters long')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('Enter submits, Shift+Enter adds a line; success thanks, resets and closes', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok(messageBody('Thanks'), 201));
    const { user, box } = setup();
    await user.click(screen.getByRole('radio', { name: 'Love it' }));
    await user.type(box(), 'Great grooves{Shift>}{Enter}{/Shift}more please');
    expect(post).not.toHaveBeenCalled();
    expect(box().value).toBe('Great grooves\nmore please');
    await user.type(box(), '{Enter}');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/feedbacks', {
        rating: 'POSITIVE',
        comment: 'Great grooves\nmore please',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts()).toMatchObject([{ description: 'Thanks for sharing your feedback' }]);
    await user.click(screen.getByRole('button', { name: 'reopen' }));
    expect(
      ((await screen.findByPlaceholderText('Share your thoughts here...')) as HTMLTextAreaElement).value,
    ).toBe('');
    expect(screen.getByRole('radio', { name: 'Love it' }).getAttribute('aria-checked')).toBe('false');
  });

  it('the rating is optional and can be cleared; maps Bad/Decent to NEGATIVE/NEUTRAL', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue(ok(messageBody('Thanks'), 201));
    const { user, box } = setup();
    await user.click(screen.getByRole('radio', { name: 'Decent' }));
    await user.click(screen.getByRole('radio', { name: 'Decent' }));
    await user.type(box(), 'ok{Enter}');
    await waitFor(() => expect(post).toHaveBeenLastCalledWith('/api/feedbacks', { comment: 'ok' }));
    await user.click(screen.getByRole('button', { name: 'reopen' }));
    await user.click(await screen.findByRole('radio', { name: 'Bad' }));
    await user.type(box(), 'meh{Enter}');
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/api/feedbacks', { rating: 'NEGATIVE', comment: 'meh' }),
    );
  });

  it('a failure keeps the dialog open and shows the chat-action fallback', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(new Error('nope'));
    const { user, box } = setup();
    await user.type(box(), 'hello{Enter}');
    await waitFor(() => expect(toasts()).toMatchObject([{ description: 'An unknown error occurred' }]));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(box().value).toBe('hello');
  });
});
