import type { ChatSummary } from '@riffmate/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { useAppStore } from '@/lib/app-store';
import { resetToasts, useToastStore } from '@/lib/toast';
import { httpError, makeUser, messageBody, ok, renderApp } from '@/test/app';

const CHATS: ChatSummary[] = [
  {
    id: 'b',
    title: 'Cinematic D minor progression with a very long title that will not fit',
    createdAt: '2026-11-22T10:00:00Z',
    sharePath: '/share/tok',
  },
  { id: 'a', title: 'Funk bass in A', createdAt: '2026-11-21T10:00:00Z' },
];

const toasts = () => useToastStore.getState().toasts;

function serveChats(chats: ChatSummary[]) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/chats') return ok({ data: { items: chats } });
    if (url.startsWith('/api/chats/')) {
      const chat = chats.find((c) => url === `/api/chats/${c.id}`);
      return ok({ data: { items: chat ? [{ ...chat, messages: [] }] : [] } });
    }
    throw new Error(`unexpected GET ${url}`);
  });
}

async function openSidebar(path = '/chat/b', chats = CHATS) {
  const user = userEvent.setup();
  serveChats(chats);
  const app = renderApp(path, { user: makeUser() });
  await user.click(await screen.findByRole('button', { name: 'Toggle Sidebar' }));
  const sheet = await screen.findByRole('dialog', { name: 'Chat History' });
  return { user, sheet, ...app };
}

beforeEach(resetToasts);

describe('history sidebar', () => {
  it('is a 300px sheet titled "Chat History" with the entries, shared state and the open chat highlighted', async () => {
    const { sheet } = await openSidebar();
    expect(sheet.className).toContain('w-[300px]');
    expect(within(sheet).getByText('User chat history')).toBeTruthy();
    const items = await within(sheet).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [open, other] = items as [HTMLElement, HTMLElement];
    expect(within(open).getByRole('img', { name: 'This is a shared chat.' })).toBeTruthy();
    expect(within(other).getByRole('img', { name: 'This chat is not shared.' })).toBeTruthy();
    const link = within(open).getByRole('link');
    expect(link.className).toContain('truncate');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(open.getAttribute('data-active')).toBe('true');
    expect(within(open).getByRole('button', { name: 'Share chat' })).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Delete chat' })).toBeTruthy();
    expect(within(other).queryByRole('button', { name: 'Share chat' })).toBeNull();
    expect(within(other).getByRole('link').getAttribute('href')).toBe('/chat/a');
  });

  it('mirrors the list into the store', async () => {
    await openSidebar();
    await waitFor(() => expect(useAppStore.getState().chats.map((c) => c.id)).toEqual(['b', 'a']));
    expect(useAppStore.getState().noChats).toBe(false);
  });

  it('shows the tooltip on hover', async () => {
    const { user, sheet } = await openSidebar();
    await user.hover(within(sheet).getByRole('img', { name: 'This chat is not shared.' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('This chat is not shared.');
  });

  it('says "No chat history" for an empty list', async () => {
    const { sheet } = await openSidebar('/chat', []);
    expect(await within(sheet).findByText('No chat history')).toBeTruthy();
    expect(useAppStore.getState().noChats).toBe(true);
  });

  it('deletes the open chat: toast, gone from the list, and back to /chat', async () => {
    const del = vi.spyOn(api, 'delete').mockResolvedValue(ok({ data: { items: [{ id: 'b' }] } }));
    const { user, sheet, router } = await openSidebar();
    await user.click(await within(sheet).findByRole('button', { name: 'Delete chat' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete chat?' });
    expect(
      within(dialog).getByText(
        'This will permanently delete your chat and remove your data from our servers.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(del).toHaveBeenCalledWith('/api/chats/b');
    expect(toasts()).toMatchObject([{ description: 'Chat deleted' }]);
    expect(within(sheet).queryByText(CHATS[0]!.title)).toBeNull();
    expect(useAppStore.getState().chats.map((c) => c.id)).toEqual(['a']);
  });

  it('a failed delete shows the API error and keeps the chat', async () => {
    vi.spyOn(api, 'delete').mockRejectedValue(new Error('boom'));
    const { user, sheet, router } = await openSidebar();
    await user.click(await within(sheet).findByRole('button', { name: 'Delete chat' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toMatchObject([{ description: 'An unknown error occurred' }]));
    expect(router.state.location.pathname).toBe('/chat/b');
    expect(within(sheet).getByText(CHATS[0]!.title)).toBeTruthy();
  });
});

describe('clear history', () => {
  it('asks "Delete all chats?", deletes everything and goes to /chat', async () => {
    const user = userEvent.setup();
    serveChats(CHATS);
    const del = vi.spyOn(api, 'delete').mockResolvedValue(ok(messageBody('Deleted')));
    const { router } = renderApp('/chat/a', { user: makeUser() });
    const clear = await screen.findByRole('button', { name: 'Clear history' });
    await waitFor(() => expect(clear.hasAttribute('disabled')).toBe(false));
    await user.click(clear);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete all chats?' });
    expect(
      within(dialog).getByText(
        'This will permanently delete your chat history and remove your data from our servers.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete all' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(del).toHaveBeenCalledWith('/api/chats/');
    expect(useAppStore.getState().chats).toEqual([]);
    expect(useAppStore.getState().noChats).toBe(true);
  });

  it('is disabled while there are no chats', async () => {
    serveChats([]);
    renderApp('/about', { user: makeUser() });
    const clear = await screen.findByRole('button', { name: 'Clear history' });
    await waitFor(() => expect(useAppStore.getState().noChats).toBe(true));
    expect(clear.hasAttribute('disabled')).toBe(true);
  });

  it('shows the server message when clearing fails', async () => {
    const user = userEvent.setup();
    serveChats(CHATS);
    vi.spyOn(api, 'delete').mockRejectedValue(httpError(403, 'Not allowed'));
    renderApp('/about', { user: makeUser() });
    const clear = await screen.findByRole('button', { name: 'Clear history' });
    await waitFor(() => expect(clear.hasAttribute('disabled')).toBe(false));
    await user.click(clear);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete all' }),
    );
    await waitFor(() =>
      expect(toasts()).toMatchObject([{ description: 'Not allowed', variant: 'destructive' }]),
    );
  });
});
