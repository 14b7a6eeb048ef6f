import type { Chat, ChatSummary } from '@riffmate/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { CHATS_QUERY_KEY } from '@/lib/chat-list';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts, useToastStore } from '@/lib/toast';
import { httpError, ok } from '@/test/app';
import { ShareDialog } from './share-dialog';

const toasts = () => useToastStore.getState().toasts;

const chat = (over: Partial<ChatSummary> = {}): ChatSummary => ({
  id: 'c1',
  title: 'Cinematic D minor progression',
  createdAt: '2026-11-22T12:00:00Z',
  ...over,
});

function setup(summary: ChatSummary, messageCount?: number) {
  const user = userEvent.setup();
  // After userEvent.setup, which installs its own clipboard.
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const detail: Chat = {
    ...summary,
    messages: [1, 2, 3].map((n) => ({
      id: `m${n}`,
      role: 'user' as const,
      content: 'x',
      parts: [],
      createdAt: summary.createdAt,
    })),
  };
  const get = vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === `/api/chats/${summary.id}`) return ok({ data: { items: [detail] } });
    throw new Error(`unexpected GET ${url}`);
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(CHATS_QUERY_KEY, [summary]);
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ShareDialog chatId={summary.id} onOpenChange={onOpenChange} messageCount={messageCount} />
    </QueryClientProvider>,
  );
  return { user, writeText, get, onOpenChange, queryClient };
}

beforeEach(resetToasts);

describe('ShareDialog', () => {
  it('shows the texts, title, long date and the message count fetched from the chat', async () => {
    const { get } = setup(chat());
    const dialog = await screen.findByRole('dialog', { name: 'Share link to chat' });
    expect(
      within(dialog).getByText('Anyone with the URL will be able to view the shared chat.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Cinematic D minor progression')).toBeTruthy();
    expect(await within(dialog).findByText('November 22, 2026 · 3 messages')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/chats/c1');
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('takes the message count as a prop without fetching', async () => {
    const { get } = setup(chat(), 1);
    expect(await screen.findByText('November 22, 2026 · 1 message')).toBeTruthy();
    expect(get).not.toHaveBeenCalledWith('/api/chats/c1');
  });

  it('shares, copies origin + sharePath, says so and shows the link; the chat is now shared', async () => {
    const { user, writeText, onOpenChange, queryClient } = setup(chat(), 2);
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue(ok({ data: { items: [chat({ sharePath: '/share/tok' })] } }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts()).toMatchObject([{ description: 'Share link copied to clipboard' }]));
    expect(post).toHaveBeenCalledWith('/api/chats/share/c1');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share/tok`);
    // The dialog stays open with the link in a selectable field.
    expect(onOpenChange).not.toHaveBeenCalled();
    const field = (await screen.findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/share/tok`);
    expect(field.readOnly).toBe(true);
    expect(queryClient.getQueryData<ChatSummary[]>(CHATS_QUERY_KEY)?.[0]?.sharePath).toBe('/share/tok');
  });

  it('reuses an existing link, reading "Copying..." during the 500 ms wait', async () => {
    const { user, writeText } = setup(chat({ sharePath: '/share/old' }), 2);
    const post = vi.spyOn(api, 'post');
    const link = await screen.findByRole('link', { name: 'Open the shared chat' });
    expect(link.getAttribute('href')).toBe('/share/old');
    const field = screen.getByRole('textbox', { name: 'Share link' }) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/share/old`);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copying...' })).toBeTruthy();
    expect(writeText).not.toHaveBeenCalled();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share/old`));
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect(toasts()).toMatchObject([{ description: 'Share link copied to clipboard' }]));
  });

  it('an answer without sharePath → "Could not copy share link to clipboard"', async () => {
    const { user, writeText, onOpenChange } = setup(chat(), 2);
    vi.spyOn(api, 'post').mockResolvedValue(ok({ data: { items: [chat()] } }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(toasts()).toMatchObject([
        { description: 'Could not copy share link to clipboard', variant: 'destructive' },
      ]),
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('a clipboard failure → "Could not copy share link to clipboard"', async () => {
    const { user, writeText } = setup(chat(), 2);
    writeText.mockRejectedValue(new Error('denied'));
    vi.spyOn(api, 'post').mockResolvedValue(ok({ data: { items: [chat({ sharePath: '/share/t' })] } }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(toasts()).toMatchObject([{ description: 'Could not copy share link to clipboard' }]),
    );
  });

  it('an API error goes through the error mapping with the chat-action fallback', async () => {
    const { user } = setup(chat(), 2);
    vi.spyOn(api, 'post').mockRejectedValue(httpError(404, ''));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts()).toMatchObject([{ description: 'An unknown error occurred' }]));
  });

  it('stops sharing', async () => {
    const { user, queryClient } = setup(chat({ sharePath: '/share/old' }), 2);
    const del = vi.spyOn(api, 'delete').mockResolvedValue(ok({ data: { message: 'ok' } }));
    await user.click(await screen.findByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
    expect(del).toHaveBeenCalledWith('/api/chats/share/c1');
    expect(queryClient.getQueryData<ChatSummary[]>(CHATS_QUERY_KEY)?.[0]).not.toHaveProperty('sharePath');
  });
});
