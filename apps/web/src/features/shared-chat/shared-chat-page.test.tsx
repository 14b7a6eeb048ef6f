import type { SharedChat } from '@riffmate/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { httpError, ok, renderApp } from '@/test/app';

const shared: SharedChat = {
  title: 'Bossa bass',
  createdAt: '2026-11-22T10:00:00.000Z',
  sharedAt: '2026-11-23T10:00:00.000Z',
  authorName: 'Ada',
  messages: [
    {
      id: 'u1',
      role: 'user',
      content: 'A bossa nova bass line in A minor',
      parts: [{ type: 'text', text: 'A bossa nova bass line in A minor' }],
      createdAt: '2026-11-22T10:00:00.000Z',
    },
    {
      id: 'a1',
      role: 'assistant',
      content: 'Here is a **bossa** line.',
      parts: [{ type: 'text', text: 'Here is a **bossa** line.' }],
      music: [
        {
          fileId: 'f1',
          url: '/api/shared/tok/files/f1',
          title: 'Bossa nova in A minor',
          key: 'A minor',
          tempo: 130,
          meter: '4/4',
          bars: 4,
          ppq: 480,
          parts: [
            {
              name: 'Bass',
              role: 'bass',
              program: 32,
              channel: 1,
              isDrums: false,
              notes: [[0, 480, 45, 90]],
            },
          ],
        },
      ],
      status: 'complete',
      createdAt: '2026-11-22T10:00:01.000Z',
    },
  ],
};

describe('/share/$token', () => {
  it('shows the title, long US date, author and the messages with a playable card, and no input', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(ok({ data: { items: [shared] } }));
    renderApp('/share/tok');
    expect(await screen.findByRole('heading', { name: 'Bossa bass' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/shared/tok');
    expect(screen.getByText('November 22, 2026')).toBeTruthy();
    expect(screen.getByText('Shared by Ada')).toBeTruthy();
    expect((await screen.findByText('bossa')).tagName).toBe('STRONG');
    // The card's code loads when a card is shown.
    expect(
      await screen.findByRole('group', { name: 'Bossa nova in A minor · 130 BPM · 4/4 · 4 bars' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download MIDI' })).toBeTruthy();
    expect(screen.queryByLabelText('Message')).toBeNull();
  });

  it('says a revoked or unknown link is no longer available, with a way home', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(
      httpError(404, 'This shared chat does not exist or is no longer shared.'),
    );
    renderApp('/share/gone');
    expect(await screen.findByText('This shared chat is no longer available.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });
});
