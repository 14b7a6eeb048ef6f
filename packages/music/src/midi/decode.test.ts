import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeMidi } from './decode.ts';
import { encodeSmf } from './encode.ts';
import { tempoEvent, timeSignatureEvent, trackNameEvent } from './smf.ts';

type Part = number | string | number[];
function bytes(...parts: Part[]): Uint8Array {
  const out: number[] = [];
  for (const p of parts) {
    if (typeof p === 'string') for (const c of p) out.push(c.charCodeAt(0));
    else if (Array.isArray(p)) out.push(...p);
    else out.push(p);
  }
  return new Uint8Array(out);
}
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const header = (format: number, ntracks: number, ppq = 480) =>
  bytes('MThd', u32(6), [0, format, ntracks >> 8, ntracks & 0xff, ppq >> 8, ppq & 0xff]);
const track = (...body: Part[]) => {
  const b = bytes(...body);
  return bytes('MTrk', u32(b.length), Array.from(b));
};
const join = (...xs: Uint8Array[]) => bytes(...xs.map((x) => Array.from(x)));

function expectError(input: Uint8Array, message: RegExp): void {
  const started = performance.now();
  const r = decodeMidi(input);
  expect(performance.now() - started).toBeLessThan(200);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error).toMatch(message);
}

describe('decodeMidi: valid files', () => {
  it('reads a type-0 file with running status, note-on velocity 0 as note-off, sysex and two tempos', () => {
    const f = join(
      header(0, 1, 96),
      track(
        [0x00, 0xff, 0x03, 0x04],
        'Lead',
        [0x00, 0xff, 0x51, 0x03, 0x07, 0xa1, 0x20],
        [0x00, 0xf0, 0x03, 0x7e, 0x7f, 0xf7],
        [0x00, 0xc0, 0x05],
        [0x00, 0x90, 60, 100],
        [0x00, 64, 90], // running status
        [0x60, 60, 0], // running status, velocity 0 = off
        [0x00, 64, 0],
        [0x00, 0xff, 0x51, 0x03, 0x0f, 0x42, 0x40],
        [0x10, 0x99, 36, 110],
        [0x20, 0x89, 36, 0],
        [0x00, 0xff, 0x2f, 0x00],
      ),
    );
    const r = decodeMidi(f);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const t = r.midi.tracks[0]!;
    expect(r.midi.format).toBe(0);
    expect(r.midi.ppq).toBe(96);
    expect(t.name).toBe('Lead');
    expect(t.notes).toEqual([
      { tick: 0, durationTicks: 96, midi: 60, velocity: 100, channel: 0 },
      { tick: 0, durationTicks: 96, midi: 64, velocity: 90, channel: 0 },
      { tick: 112, durationTicks: 32, midi: 36, velocity: 110, channel: 9 },
    ]);
    expect(t.programs).toEqual([{ tick: 0, channel: 0, program: 5 }]);
    expect(t.channels).toEqual([0, 9]);
    expect(r.midi.tempos.map((x) => x.bpm)).toEqual([120, 60]);
    expect(r.midi.durationTicks).toBe(144);
    expect(r.midi.warnings).toEqual([]);
  });

  it('skips unknown chunks and tolerates a missing end-of-track and unreleased notes', () => {
    const f = join(
      header(1, 1),
      bytes('XFIH', u32(3), [1, 2, 3]),
      track([0x00, 0x90, 60, 80], [0x83, 0x60, 0x80, 62, 0]),
    );
    const r = decodeMidi(f);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.midi.tracks[0]!.notes).toEqual([
      { tick: 0, durationTicks: 480, midi: 60, velocity: 80, channel: 0 },
    ]);
    expect(r.midi.warnings.join(' ')).toMatch(/unknown chunk/);
    expect(r.midi.warnings.join(' ')).toMatch(/no end-of-track/);
    expect(r.midi.warnings.join(' ')).toMatch(/never released/);
  });

  it('reads time and key signatures, and ignores an out-of-range key signature', () => {
    const f = join(
      header(1, 1),
      track(
        [0x00, 0xff, 0x58, 0x04, 6, 3, 36, 8],
        [0x00, 0xff, 0x59, 0x02, 0xfd, 0x01],
        [0x00, 0xff, 0x59, 0x02, 0x0c, 0x00],
        [0x00, 0xff, 0x2f, 0x00],
      ),
    );
    const r = decodeMidi(f);
    expect(r.ok && r.midi.timeSignatures).toEqual([{ tick: 0, numerator: 6, denominator: 8 }]);
    expect(r.ok && r.midi.keySignatures).toEqual([{ tick: 0, fifths: -3, minor: true }]);
    expect(r.ok && r.midi.warnings.join()).toMatch(/key signature/);
  });

  it('unwraps RIFF RMID files', () => {
    const smf = encodeSmf({
      format: 0,
      ppq: 480,
      tracks: [{ events: [tempoEvent(90), trackNameEvent('x')] }],
    });
    const riff = bytes(
      'RIFF',
      u32(4 + 8 + smf.length).reverse(),
      'RMID',
      'data',
      u32(smf.length).reverse(),
      Array.from(smf),
    );
    const r = decodeMidi(riff);
    expect(r.ok && r.midi.tempos[0]!.bpm).toBe(90);
  });

  it('accepts an ArrayBuffer', () => {
    const smf = encodeSmf({ format: 1, ppq: 480, tracks: [{ events: [timeSignatureEvent(3, 4)] }] });
    const r = decodeMidi(smf.slice().buffer);
    expect(r.ok && r.midi.timeSignatures[0]!.numerator).toBe(3);
  });
});

describe('decodeMidi: malformed files give an error quickly', () => {
  it.each([
    ['empty input', bytes(), /missing MThd/],
    ['not MIDI', bytes('RIFF1234WAVE'), /missing MThd/],
    ['truncated header', bytes('MThd', u32(6), [0, 1]), /Truncated header/],
    ['short header length', bytes('MThd', u32(2), [0, 1, 0, 1, 1, 0xe0]), /Invalid header length/],
    ['header longer than the file', bytes('MThd', u32(600), [0, 1, 0, 1, 1, 0xe0]), /Truncated header/],
    ['format 3', header(3, 1), /Unsupported MIDI format 3/],
    ['no tracks', header(1, 0), /no tracks/],
    ['huge track count', header(1, 5000), /Too many tracks \(5000, limit 256\)/],
    ['SMPTE division', bytes('MThd', u32(6), [0, 1, 0, 1, 0xe7, 0x28]), /SMPTE/],
    ['zero division', header(1, 1, 0), /time division/],
    ['missing track chunk', header(1, 1), /No track chunks/],
    ['truncated chunk header', join(header(1, 1), bytes('MTr')), /Truncated chunk header/],
    [
      'bogus chunk length',
      join(header(1, 1), bytes('MTrk', u32(0xffffffff), [0, 0xff, 0x2f, 0])),
      /Truncated track chunk at byte 14/,
    ],
    [
      'running status without a previous status',
      join(header(1, 1), track([0x00, 60, 100])),
      /Running status without a previous status byte/,
    ],
    ['truncated event', join(header(1, 1), track([0x00, 0x90, 60])), /Truncated event/],
    ['truncated delta time', join(header(1, 1), track([0x81])), /Truncated event/],
    [
      'endless variable-length value',
      join(header(1, 1), track([0xff, 0xff, 0xff, 0xff, 0xff, 0x00])),
      /Invalid variable-length value/,
    ],
    [
      'meta longer than the track',
      join(header(1, 1), track([0x00, 0xff, 0x01, 0x8f, 0xff, 0xff, 0x7f, 0x41])),
      /Truncated meta event/,
    ],
    [
      'sysex longer than the track',
      join(header(1, 1), track([0x00, 0xf0, 0x8f, 0xff, 0xff, 0x7f])),
      /Truncated sysex/,
    ],
    ['invalid data byte', join(header(1, 1), track([0x00, 0x90, 0x90, 0x40])), /Invalid data byte/],
    [
      'system real-time byte in a track',
      join(header(1, 1), track([0x00, 0xf8])),
      /Unexpected status byte 0xf8/,
    ],
  ])('%s', (_name, input, message) => {
    expectError(input, message);
  });

  it('caps file size and event count', () => {
    const big = join(
      header(1, 1),
      track(...Array.from({ length: 100 }, () => [0x00, 0x90, 60, 100] as number[])),
    );
    const tooBig = decodeMidi(big, { maxBytes: 100 });
    expect(tooBig.ok || tooBig.error).toMatch(/File too large/);
    const tooMany = decodeMidi(big, { maxEvents: 10 });
    expect(tooMany.ok || tooMany.error).toMatch(/Too many events \(limit 10\)/);
  });

  it('stays fast on a file that claims a huge amount of data in many chunks', () => {
    const chunks: Uint8Array[] = [header(1, 256)];
    for (let i = 0; i < 300; i++) chunks.push(track([0x00, 0xff, 0x2f, 0x00]));
    chunks.push(bytes('MTrk', u32(0x7fffffff)));
    const r = decodeMidi(join(...chunks));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.midi.tracks).toHaveLength(256);
  });

  it('never throws on random bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (data) => {
        const r = decodeMidi(data);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on corrupted valid files (property)', () => {
    const valid = encodeSmf({
      format: 1,
      ppq: 480,
      tracks: [
        { events: [tempoEvent(100), timeSignatureEvent(7, 8), trackNameEvent('t')] },
        {
          events: Array.from({ length: 20 }, (_, i) => [
            { kind: 'noteOn' as const, tick: i * 120, channel: 1, note: 50 + i, velocity: 90 },
            { kind: 'noteOff' as const, tick: i * 120 + 100, channel: 1, note: 50 + i, velocity: 0 },
          ]).flat(),
        },
      ],
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(valid.length - 1), fc.nat(255)), { minLength: 1, maxLength: 8 }),
        fc.nat(valid.length),
        (flips, cut) => {
          const copy = valid.slice(0, Math.max(14, cut));
          for (const [at, value] of flips) if (at < copy.length) copy[at] = value;
          const r = decodeMidi(copy);
          expect(typeof r.ok).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });
});
