import type { MusicAttachment } from '@riffmate/contract';
import { describe, expect, it } from 'vitest';
import { toUIMessage } from './chat-message';
import { musicOf } from './music-of';

const piece = (fileId: string, url = `/api/files/${fileId}`): MusicAttachment => ({
  fileId,
  url,
  title: 'Lo-fi in F major',
  key: 'F major',
  tempo: 80,
  meter: '4/4',
  bars: 4,
  ppq: 480,
  parts: [
    { name: 'Keys', role: 'chords', program: 4, channel: 0, isDrums: false, notes: [[0, 480, 60, 90]] },
  ],
});

describe('musicOf', () => {
  it('reads the stored music field', () => {
    expect(musicOf({ music: [piece('f1')], parts: [] })).toEqual([piece('f1')]);
  });

  it('reads metadata.music of a converted stored message', () => {
    const message = toUIMessage({
      id: 'm1',
      role: 'assistant',
      content: 'Here you go',
      parts: [],
      music: [piece('f1')],
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(musicOf(message)).toEqual([piece('f1')]);
  });

  it('reads streamed data-music parts', () => {
    expect(
      musicOf({
        parts: [
          { type: 'text', text: 'x' },
          { type: 'data-music', id: 'f2', data: piece('f2') },
        ],
      }),
    ).toEqual([piece('f2')]);
  });

  it('reads finished compose tool outputs (the attachment itself, or under music)', () => {
    const parts = [
      { type: 'tool-compose', toolCallId: 't1', state: 'output-available', input: {}, output: piece('f3') },
      {
        type: 'tool-compose',
        toolCallId: 't2',
        state: 'output-available',
        input: {},
        output: { music: piece('f4') },
      },
      {
        type: 'dynamic-tool',
        toolName: 'compose',
        state: 'output-available',
        output: { music: [piece('f5')] },
      },
      { type: 'tool-compose', toolCallId: 't3', state: 'input-available', input: {} },
      { type: 'tool-lookup', state: 'output-available', output: piece('f6') },
    ];
    expect(musicOf({ parts }).map((m) => m.fileId)).toEqual(['f3', 'f4', 'f5']);
  });

  it('ignores the summary-only tool output of the built-in server (the notes come as data-music)', () => {
    const output = { ok: true, fileId: 'f7', url: '/api/files/f7', title: 'x', summary: 'y' };
    expect(musicOf({ parts: [{ type: 'tool-compose', state: 'output-available', output }] })).toEqual([]);
  });

  it('keeps one attachment per file, the stored one first (a shared page rewrites its URL there)', () => {
    const stored = piece('f1', '/api/shared/tok/files/f1');
    const music = musicOf({ music: [stored], parts: [{ type: 'data-music', data: piece('f1') }] });
    expect(music).toEqual([stored]);
  });

  it('skips malformed attachments', () => {
    expect(musicOf({ music: [{ fileId: 'x' }], parts: [{ type: 'data-music', data: null }] })).toEqual([]);
  });
});
