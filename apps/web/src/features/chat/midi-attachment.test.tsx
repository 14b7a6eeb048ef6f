import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/lib/toast';
import { ChatInput } from './chat-input';
import type { RiffUIMessage } from './chat-message';
import { chatRequestBody } from './chat-request';
import { formatSize } from './file-size';
import { readMidiAttachment } from './midi-attachment';

const MTHD = [0x4d, 0x54, 0x68, 0x64, 0, 0, 0, 6, 0, 1, 0, 1, 1, 0xe0];
const midiFile = (name = 'song.mid', bytes: number[] = MTHD, type = 'audio/midi') =>
  new File([new Uint8Array(bytes)], name, { type });
function bigFile(): File {
  const bytes = new Uint8Array(1024 * 1024 + 1);
  bytes.set(MTHD);
  return new File([bytes], 'big.mid', { type: 'audio/midi' });
}

describe('readMidiAttachment', () => {
  it('reads a .mid file into a file part with a data URL', async () => {
    const result = await readMidiAttachment(midiFile());
    expect(result).toEqual({
      ok: true,
      attachment: {
        name: 'song.mid',
        size: 14,
        part: {
          type: 'file',
          mediaType: 'audio/midi',
          filename: 'song.mid',
          url: `data:audio/midi;base64,${btoa(String.fromCharCode(...MTHD))}`,
        },
      },
    });
  });

  it.each([
    ['a .wav file', () => midiFile('song.wav', MTHD, 'audio/wav'), 'Only .mid files can be attached.'],
    ['a file over 1 MB', () => bigFile(), 'MIDI files can be at most 1 MB.'],
    [
      'a .mid without a MIDI header',
      () => midiFile('fake.mid', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
      "That file isn't a MIDI file I can read: Not a MIDI file (missing MThd header).",
    ],
  ])('refuses %s', async (_label, make, message) => {
    expect(await readMidiAttachment(make())).toEqual({ ok: false, message });
  });

  it('formats sizes', () => {
    expect([formatSize(500), formatSize(2048), formatSize(1536 * 1024)]).toEqual(['500 B', '2 KB', '1.5 MB']);
  });
});

describe('ChatInput attachments', () => {
  it('attaches a .mid file as a removable chip and sends it, even without text', async () => {
    const onSend = vi.fn();
    render(<ChatInput onSend={onSend} onStop={() => {}} busy={false} />);
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    await userEvent.upload(screen.getByTestId('midi-file-input'), midiFile());
    expect(await screen.findByText('song.mid')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove song.mid' }));
    expect(screen.queryByText('song.mid')).toBeNull();
    await userEvent.upload(screen.getByTestId('midi-file-input'), midiFile());
    await screen.findByText('song.mid');
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('', [
      expect.objectContaining({ type: 'file', filename: 'song.mid' }),
    ]);
    expect(screen.queryByText('song.mid')).toBeNull();
  });

  it('refuses a file that is too large with a destructive toast', async () => {
    render(<ChatInput onSend={() => {}} onStop={() => {}} busy={false} />);
    await userEvent.upload(screen.getByTestId('midi-file-input'), bigFile());
    await vi.waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        description: 'MIDI files can be at most 1 MB.',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByText('big.mid')).toBeNull();
  });
});

describe('chatRequestBody with a file', () => {
  const message: RiffUIMessage = {
    id: 'u1',
    role: 'user',
    parts: [
      { type: 'file', mediaType: 'audio/midi', filename: 'a.mid', url: 'data:audio/midi;base64,TVRoZA==' },
      { type: 'text', text: 'Analyse this MIDI file' },
    ],
  };
  it('sends the file with the new message only', () => {
    const body = chatRequestBody({
      id: 'c',
      messages: [message],
      trigger: 'submit-message',
      messageId: undefined,
    });
    expect(body.messages[0]!.parts).toEqual([
      { type: 'file', mediaType: 'audio/midi', filename: 'a.mid', url: 'data:audio/midi;base64,TVRoZA==' },
      { type: 'text', text: 'Analyse this MIDI file' },
    ]);
  });
  it('leaves it out of a regenerate and of stored (served) files', () => {
    const regen = chatRequestBody({
      id: 'c',
      messages: [message],
      trigger: 'regenerate-message',
      messageId: 'a1',
    });
    expect(regen.messages[0]!.parts).toEqual([{ type: 'text', text: 'Analyse this MIDI file' }]);
    const stored = {
      ...message,
      parts: [{ ...message.parts[0]!, url: '/api/files/x' } as RiffUIMessage['parts'][0]],
    };
    const body = chatRequestBody({
      id: 'c',
      messages: [stored],
      trigger: 'submit-message',
      messageId: undefined,
    });
    expect(body.messages[0]!.parts).toEqual([]);
  });
});
