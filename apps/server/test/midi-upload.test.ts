import { MIDI_TOO_LARGE_MESSAGE, MIDI_UPLOAD_MAX_BYTES } from '@riffmate/contract';
import { analyseMidiBytes, DRUM_CHANNEL, decodeMidi } from '@riffmate/music';
import { uploadedSongMidi } from '@riffmate/test-support/midi-fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { DEFAULT_RATE_RULES } from '../src/rate-limit/rules.ts';
import { type Client, type Harness, onboarded, startApp } from './helpers/auth.ts';
import { usageRows } from './helpers/chats.ts';
import { sseChunks, waitFor } from './helpers/http-client.ts';
import { stores } from './stores.ts';

const relaxedBurst = () => ({
  ...structuredClone(DEFAULT_RATE_RULES),
  chatMessagesPerUser: { points: 1000, durationSeconds: 60 },
});

const dataUrl = (bytes: Uint8Array) => `data:audio/midi;base64,${Buffer.from(bytes).toString('base64')}`;

let counter = 0;
const newChatId = () => `chat_up_${Date.now().toString(36)}_${++counter}`;
const uploadMessage = (text: string, bytes: Uint8Array, filename = 'song.mid', mediaType = 'audio/midi') => ({
  id: `u${++counter}`,
  role: 'user',
  parts: [
    ...(text ? [{ type: 'text', text }] : []),
    { type: 'file', mediaType, filename, url: dataUrl(bytes) },
  ],
});
const textMessage = (text: string) => ({
  id: `u${++counter}`,
  role: 'user',
  parts: [{ type: 'text', text }],
});

const replyText = (body: string) =>
  sseChunks(body)
    .filter((p) => p.type === 'text-delta')
    .map((p) => p.delta)
    .join('');
const musicParts = (body: string) =>
  sseChunks(body)
    .filter((p) => p.type === 'data-music')
    .map((p) => p as unknown as { id: string; data: Record<string, unknown> & { url: string } });

const fileCount = async (app: App) => (await app.db.selectFrom('files').select('id').execute()).length;
const messageCount = async (app: App) => (await app.db.selectFrom('messages').select('id').execute()).length;

// Hostile and malformed files: each must be refused (400) quickly.
function header(ntracks: number, division = 480): number[] {
  return [
    0x4d,
    0x54,
    0x68,
    0x64,
    0,
    0,
    0,
    6,
    0,
    1,
    ntracks >> 8,
    ntracks & 0xff,
    division >> 8,
    division & 0xff,
  ];
}
function track(body: number[]): number[] {
  const n = body.length;
  return [0x4d, 0x54, 0x72, 0x6b, (n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff, ...body];
}
function endlessRunningStatus(): Uint8Array {
  // One note-on, then ~300,000 running-status note-ons with no end of track (under 1 MiB).
  const body = new Uint8Array(4 + 3 * 300_000);
  body.set([0x00, 0x90, 60, 100]);
  for (let i = 4; i < body.length; i += 3) body.set([0x00, 60, 100], i);
  const head = header(1);
  const chunk = [0x4d, 0x54, 0x72, 0x6b, ...[24, 16, 8, 0].map((s) => (body.length >>> s) & 0xff)];
  return Uint8Array.from([...head, ...chunk, ...body]);
}
const MALFORMED: [string, () => Uint8Array, RegExp][] = [
  ['not MIDI at all', () => new TextEncoder().encode('hello, I am a text file'), /missing MThd/],
  ['a truncated file', () => uploadedSongMidi().subarray(0, 300), /Truncated/],
  [
    'a header declaring 65535 tracks',
    () => Uint8Array.from([...header(65535), ...track([0, 0xff, 0x2f, 0])]),
    /Too many tracks/,
  ],
  ['endless running status', endlessRunningStatus, /Too many events/],
  [
    'a huge delta time',
    () =>
      Uint8Array.from([
        ...header(1),
        ...track([0, 0x90, 60, 100, 0xff, 0xff, 0xff, 0x7f, 0x80, 60, 0, 0, 0xff, 0x2f, 0]),
      ]),
    /more than 2,048 bars/,
  ],
];

describe.each(stores())('MIDI uploads on $kind', (store) => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });
  const start = async () => {
    h = await startApp(store, { rateLimits: relaxedBurst() });
    return h.app;
  };
  const post = (client: Client, id: string, message: object) =>
    client.post('/api/chat', { id, messages: [message], trigger: 'submit-message' });

  it('stores an upload with the message, analyses it exactly and shows its card', async () => {
    const app = await start();
    const me = await onboarded(app);
    const chatId = newChatId();
    const midi = uploadedSongMidi();
    const response = await post(me.client, chatId, uploadMessage('', midi));
    expect(response.statusCode).toBe(200);
    const text = replyText(response.body);
    expect(text).toContain("Here's what I hear in **song.mid**");
    expect(text).toContain('Key: D minor');
    expect(text).toContain('Tempo: 96 BPM');
    expect(text).toContain('Meter: 4/4');
    expect(text).toContain('Length: 8 bars');
    expect(text).toContain('Chords per bar: | Dm7 | Dm | Bb | C | Dm | Dm | A | Dm |');
    expect(text).toMatch(/Instruments: Acoustic Grand Piano .* on channel 1, A2–G4/);
    const [card] = musicParts(response.body);
    expect(card?.data).toMatchObject({
      key: 'D minor',
      tempo: 96,
      meter: '4/4',
      bars: 8,
      title: 'Your file',
    });

    const stored = await waitFor(async () => {
      const chat = (await me.client.get(`/api/chats/${chatId}`)).json().data.items[0];
      return chat?.messages.length === 2 ? chat : null;
    });
    expect(stored.title).toBe('Analyse this MIDI file');
    const userParts = stored.messages[0].parts as { type: string; url?: string; filename?: string }[];
    expect(userParts[0]).toEqual({ type: 'text', text: 'Analyse this MIDI file' });
    expect(userParts[1]).toMatchObject({ type: 'file', mediaType: 'audio/midi', filename: 'song.mid' });
    expect(userParts[1]!.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(JSON.stringify(stored.messages[0])).not.toContain('base64');
    expect(card?.data.url).toBe(userParts[1]!.url);

    // The stored upload is the very file, served to its owner only.
    const file = await me.client.get(userParts[1]!.url!);
    expect(file.statusCode).toBe(200);
    expect(new Uint8Array(file.rawPayload)).toEqual(midi);
    const other = await onboarded(app, '+447911123457');
    expect((await other.client.get(userParts[1]!.url!)).statusCode).toBe(404);

    // Deleting the chat deletes the upload with it.
    expect((await me.client.delete(`/api/chats/${chatId}`)).statusCode).toBe(200);
    expect(await fileCount(app)).toBe(0);
  });

  it('transforms an upload in the same message and on follow-ups, storing files that re-analyse correctly', async () => {
    const app = await start();
    const me = await onboarded(app);
    const chatId = newChatId();
    let response = await post(
      me.client,
      chatId,
      uploadMessage('transpose it up 2 semitones and add drums', uploadedSongMidi()),
    );
    expect(response.statusCode).toBe(200);
    expect(replyText(response.body)).toMatch(
      /transposed up a whole step \(D minor → E minor; drums untouched\)/,
    );
    let [card] = musicParts(response.body);
    expect(card?.data).toMatchObject({
      title: 'Your file, transposed up a whole step, with drums',
      key: 'E minor',
    });
    let file = await me.client.get(card!.data.url);
    expect(file.statusCode).toBe(200);
    let analysis = analyseMidiBytes(file.rawPayload);
    if (!analysis.ok) throw new Error(analysis.error);
    expect(analysis.analysis.key?.key).toEqual({ tonic: 'E', mode: 'minor' });
    expect(analysis.analysis.bars).toBe(8);
    const decoded = decodeMidi(file.rawPayload);
    if (!decoded.ok) throw new Error(decoded.error);
    const drums = decoded.midi.tracks.flatMap((t) => t.notes).filter((n) => n.channel === DRUM_CHANNEL);
    expect(drums.length).toBeGreaterThan(0);

    // "Now …" continues from the newest file (already transposed, already with drums).
    await waitFor(async () => (await messageCount(app)) === 2);
    response = await post(me.client, chatId, textMessage('now make it 120 bpm and add a bass line'));
    expect(response.statusCode).toBe(200);
    expect(replyText(response.body)).toMatch(/tempo 96 → 120 BPM/);
    [card] = musicParts(response.body);
    expect(card?.data).toMatchObject({ tempo: 120, key: 'E minor' });
    file = await me.client.get(card!.data.url);
    analysis = analyseMidiBytes(file.rawPayload);
    if (!analysis.ok) throw new Error(analysis.error);
    expect(analysis.analysis.tempo).toBeCloseTo(120, 1);
    expect(analysis.analysis.key?.key).toEqual({ tonic: 'E', mode: 'minor' });
    expect(analysis.analysis.instruments.some((i) => i.isDrums)).toBe(true);
    expect(analysis.analysis.instruments.some((i) => i.instrument === 'Electric Bass (finger)')).toBe(true);
    await waitFor(async () => (await messageCount(app)) === 4);
    // Upload + two transformed files.
    expect(await fileCount(app)).toBe(3);
  });

  it('refuses a file over 1 MiB with 413 before storing anything or using quota', async () => {
    const app = await start();
    const me = await onboarded(app);
    const big = new Uint8Array(MIDI_UPLOAD_MAX_BYTES + 1);
    big.set(uploadedSongMidi());
    const started = Date.now();
    const response = await post(me.client, newChatId(), uploadMessage('analyse', big));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'MIDI_TOO_LARGE', message: MIDI_TOO_LARGE_MESSAGE });
    expect(response.headers['x-remaining-quota']).toBe('20');
    expect(await fileCount(app)).toBe(0);
    expect(await messageCount(app)).toBe(0);
    expect(await usageRows(app)).toBe(0);
  });

  it('refuses files that are not .mid', async () => {
    const app = await start();
    const me = await onboarded(app);
    const response = await post(
      me.client,
      newChatId(),
      uploadMessage('hi', uploadedSongMidi(), 'song.wav', 'audio/wav'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'MIDI_UNSUPPORTED',
      message: 'Only .mid files can be attached.',
    });
    expect(await messageCount(app)).toBe(0);
  });

  it.each(MALFORMED)(
    'refuses %s with a clear 400 within a second, storing nothing',
    async (_label, make, reason) => {
      const app = await start();
      const me = await onboarded(app);
      const bytes = make();
      expect(bytes.length).toBeLessThanOrEqual(MIDI_UPLOAD_MAX_BYTES);
      const started = Date.now();
      const response = await post(me.client, newChatId(), uploadMessage('analyse this', bytes));
      expect(Date.now() - started).toBeLessThan(1000);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('MIDI_UNREADABLE');
      expect(body.message).toMatch(/^That file isn't a MIDI file I can read: .+\.$/);
      expect(body.message).toMatch(reason);
      expect(await fileCount(app)).toBe(0);
      expect(await messageCount(app)).toBe(0);
      expect(await usageRows(app)).toBe(0);
    },
  );

  it("never reads another user's file: the tools and the file route answer not found", async () => {
    const app = await start();
    const owner = await onboarded(app);
    const chatId = newChatId();
    const response = await post(owner.client, chatId, uploadMessage('', uploadedSongMidi()));
    const [card] = musicParts(response.body);
    const fileId = card!.id;
    const thief = await onboarded(app, '+447911123458');
    expect((await thief.client.get(`/api/files/${fileId}`)).statusCode).toBe(404);
    const { runAnalyseMidi, runTransformMidi } = await import('../src/providers/models/midi-tools.ts');
    const thiefUser = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', thief.email)
      .executeTakeFirstOrThrow();
    const context = { db: app.db, userId: thiefUser.id, chatId: 'x', messageId: 'y', show: () => {} };
    expect(await runAnalyseMidi(context, { fileId })).toMatchObject({ ok: false });
    expect(await runTransformMidi(context, { fileId, transpose: 2 })).toMatchObject({ ok: false });
    await waitFor(async () => (await messageCount(app)) === 2);
    expect(await fileCount(app)).toBe(1);
  });

  it('refuses a malformed file part with a precise validation message', async () => {
    const app = await start();
    const me = await onboarded(app);
    const response = await post(me.client, newChatId(), {
      id: 'u-bad',
      role: 'user',
      parts: [{ type: 'file', mediaType: 'audio/midi', url: 'https://example.com/song.mid' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("A file part's url must be a data: URL holding the file");
  });
});
