import type { Chat } from '@riffmate/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { resetToasts, useToastStore } from '@/lib/toast';
import { httpError, makeUser, ok, renderApp } from '@/test/app';
import { clearChatSessions } from './session-registry';

const chat: Chat = {
  id: 'c1',
  title: 'Chords in E minor',
  createdAt: '2026-01-01T00:00:00.000Z',
  messages: [
    {
      id: 'u1',
      role: 'user',
      content: 'What are the chords in E minor?',
      parts: [{ type: 'text', text: 'What are the chords in E minor?' }],
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    {
      id: 'a1',
      role: 'assistant',
      content: 'Em, F#dim, G, Am, Bm, C and D.',
      parts: [{ type: 'text', text: 'Em, F#dim, G, Am, Bm, C and D.' }],
      status: 'interrupted',
      createdAt: '2026-01-01T00:00:01.000Z',
    },
  ],
};

function sse(chunks: object[]): Response {
  const body = `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`;
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream',
      'x-vercel-ai-ui-message-stream': 'v1',
      'x-remaining-quota': '2',
    },
  });
}

describe('chat routes', () => {
  afterEach(() => {
    clearChatSessions();
    resetToasts();
  });

  it('/chat/$id loads the chat and shows an interrupted reply with Retry', async () => {
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/chats/c1') return ok({ data: { items: [chat] } });
      return ok({ data: { items: [] } });
    });
    renderApp('/chat/c1', { user: makeUser() });
    expect(await screen.findByText('Em, F#dim, G, Am, Bm, C and D.')).toBeTruthy();
    expect(screen.getByText('The reply was interrupted.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
  });

  it('/chat/$id that cannot be loaded says so and goes to /chat', async () => {
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/chats/nope') throw httpError(404, 'Chat not found.');
      return ok({ data: { items: [] } });
    });
    const { router } = renderApp('/chat/nope', { user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      description: 'Could not load chat nope',
      variant: 'destructive',
    });
  });

  it('/chat sends an example prompt, streams the reply, then moves to /chat/{id}', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(ok({ data: { items: [] } }));
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        sse([
          { type: 'start', messageId: 'a1' },
          { type: 'text-start', id: 't1' },
          { type: 'text-delta', id: 't1', delta: 'Em, F#dim, G' },
          { type: 'text-end', id: 't1' },
          { type: 'finish' },
        ]),
      );
    const { router } = renderApp('/chat', { user: makeUser() });
    // The page shows an inert stand-in until the chat's code has loaded (decision 0041).
    await waitFor(() => expect(document.querySelector('main [inert]')).toBeNull());
    await userEvent.click(await screen.findByRole('button', { name: 'What are the chords in E minor?' }));
    expect(await screen.findByText('Em, F#dim, G')).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({ role: 'user', content: 'What are the chords in E minor?' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${body.id}`));
    expect(await screen.findByRole('button', { name: 'Regenerate reply' })).toBeTruthy();
    expect(screen.getByText('2 messages left')).toBeTruthy();
  });
});
