import { analyseMidiBytes } from '@riffmate/music';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { buildTestApp } from './helpers/app.ts';

describe('home example', () => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(async () => {
    await app.close();
  });

  it('is a real composer answer whose card describes the file it serves', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/examples/home' });
    expect(answer.statusCode).toBe(200);
    const example = answer.json().data.items[0];
    expect(example.prompt).toMatch(/D minor/);
    expect(example.reply).toMatch(/D minor/);
    expect(example.music).toMatchObject({
      key: 'D minor',
      tempo: 80,
      bars: 8,
      url: '/api/examples/home.mid',
    });

    const file = await app.inject({ method: 'GET', url: example.music.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/midi');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="file-[a-z]{3}\.mid"$/);
    const analysis = analyseMidiBytes(new Uint8Array(file.rawPayload));
    expect(analysis.ok && analysis.analysis.tempo).toBe(80);
    expect(analysis.ok && analysis.analysis.declaredKey).toEqual({ tonic: 'D', mode: 'minor' });
  });

  it('carries the stated progression the reply names, for the card to label bars with', async () => {
    const example = (await app.inject({ method: 'GET', url: '/api/examples/home' })).json().data.items[0];
    const chords: { tick: number; symbol: string }[] = example.music.chords;
    expect(chords.length).toBeGreaterThan(0);
    expect(chords[0]!.tick).toBe(0);
    // The reply's "Progression: Dm7 – …" lists the same symbols, in order.
    const stated = /Progression: ([^(.\n]+)/.exec(example.reply)![1]!.replace(' …', '').trim().split(' – ');
    expect(chords.slice(0, stated.length).map((c) => c.symbol)).toEqual(stated);
  });
});
