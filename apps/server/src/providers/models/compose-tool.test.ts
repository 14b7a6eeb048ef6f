import type { ComposeSpec } from '@riffmate/buddy';
import { decodeMidi } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { composeInputSchema, runCompose } from './compose-tool.ts';

const base = { key: { tonic: 'C', mode: 'major' }, bars: 4, style: 'pop', seed: 3 } as const;

describe('compose tool schema', () => {
  it('accepts role strings (the old form) and part objects with program, name and density', () => {
    const parsed = composeInputSchema.safeParse({
      spec: {
        ...base,
        parts: [
          'chords',
          { role: 'pad', program: 48, name: 'Strings' },
          { role: 'pad', program: 52 },
          'drums',
        ],
        instruments: { horns: 61 },
        density: { 'counter-melody': 1 },
      },
    });
    expect(parsed.success).toBe(true);
  });

  it('takes up to 16 parts and rejects more, unknown roles and bad programs', () => {
    const parts = (n: number) => Array.from({ length: n }, () => ({ role: 'pad', program: 89 }));
    expect(composeInputSchema.safeParse({ spec: { ...base, parts: parts(16) } }).success).toBe(true);
    expect(composeInputSchema.safeParse({ spec: { ...base, parts: parts(17) } }).success).toBe(false);
    expect(composeInputSchema.safeParse({ spec: { ...base, parts: ['kazoo'] } }).success).toBe(false);
    expect(
      composeInputSchema.safeParse({ spec: { ...base, parts: [{ role: 'horns', program: 128 }] } }).success,
    ).toBe(false);
  });

  it('runs the engine on the new shape: one named track per part, drums on channel 10', () => {
    const out = runCompose({
      spec: {
        ...base,
        parts: ['chords', { role: 'pad', program: 48, name: 'Strings' }, 'bass', { role: 'horns' }, 'drums'],
      } as ComposeSpec,
    });
    expect(out.ok).toBe(true);
    const midi = decodeMidi(Buffer.from(out.midiBase64!, 'base64'));
    if (!midi.ok) throw new Error(midi.error);
    const names = midi.midi.tracks.map((t) => t.name);
    expect(names).toContain('Strings');
    expect(out.notes!.map((p) => p.role)).toEqual(['chords', 'pad', 'bass', 'horns', 'drums']);
    expect(out.notes!.find((p) => p.role === 'drums')!.channel).toBe(9);
  });

  it('applies note-level edits and reports the difference from the previous piece', () => {
    const spec = { ...base, parts: ['chords', 'bass'] } as ComposeSpec;
    const moved = runCompose({ spec, edits: [{ op: 'shift', semitones: 5 }], previous: { spec } });
    expect(moved.unchanged).toBe(false);
    expect(moved.changes).toMatch(/every note up 5 semitones/);
    const same = runCompose({ spec, previous: { spec } });
    expect(same.unchanged).toBe(true);
    expect(same.changes).toBe('');
    expect(composeInputSchema.safeParse({ spec, edits: [{ op: 'shift', semitones: 99 }] }).success).toBe(
      false,
    );
  });
});
