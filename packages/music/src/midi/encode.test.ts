import { describe, expect, it } from 'vitest';
import { encodeSmf } from './encode.ts';
import { clocksPerClick, keySignatureEvent, tempoEvent, timeSignatureEvent, trackNameEvent } from './smf.ts';

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join(' ');

function deltas(value: number): string {
  // encode a single meta event at `value` ticks and read back the first delta's bytes
  const file = encodeSmf({
    format: 0,
    ppq: 480,
    tracks: [{ events: [{ kind: 'meta', tick: value, type: 1, data: new Uint8Array() }] }],
  });
  const body = file.subarray(22);
  const out: number[] = [];
  for (const b of body) {
    out.push(b);
    if (!(b & 0x80)) break;
  }
  return hex(new Uint8Array(out));
}

describe('encodeSmf', () => {
  it.each([
    [0, '00'],
    [0x40, '40'],
    [0x7f, '7f'],
    [0x80, '81 00'],
    [0x2000, 'c0 00'],
    [0x3fff, 'ff 7f'],
    [0x4000, '81 80 00'],
    [0x1fffff, 'ff ff 7f'],
    [0x200000, '81 80 80 00'],
    [0x0fffffff, 'ff ff ff 7f'],
  ])('writes delta %i as variable-length %s', (v, expected) => {
    expect(deltas(v)).toBe(expected);
  });

  it('writes the header and an empty track with end-of-track', () => {
    const f = encodeSmf({ format: 1, ppq: 480, tracks: [{ events: [] }] });
    expect(hex(f)).toBe('4d 54 68 64 00 00 00 06 00 01 00 01 01 e0 4d 54 72 6b 00 00 00 04 00 ff 2f 00');
  });

  it('orders events at a tick: meta, program, note-off, note-on; and ends the track at endTick', () => {
    const f = encodeSmf({
      format: 1,
      ppq: 96,
      tracks: [
        {
          events: [
            { kind: 'noteOn', tick: 0, channel: 9, note: 36, velocity: 100 },
            { kind: 'noteOff', tick: 96, channel: 9, note: 36, velocity: 0 },
            { kind: 'noteOn', tick: 96, channel: 9, note: 38, velocity: 90 },
            { kind: 'programChange', tick: 0, channel: 9, program: 0 },
            trackNameEvent('D'),
          ],
          endTick: 192,
        },
      ],
    });
    expect(hex(f.subarray(22))).toBe(
      ['00 ff 03 01 44', '00 c9 00', '00 99 24 64', '60 89 24 00', '00 99 26 5a', '60 ff 2f 00'].join(' '),
    );
  });

  it('clamps out-of-range values', () => {
    const f = encodeSmf({
      format: 0,
      ppq: 480,
      tracks: [{ events: [{ kind: 'noteOn', tick: -5, channel: 20, note: 200, velocity: 0 }] }],
    });
    expect(hex(f.subarray(22, 26))).toBe('00 9f 7f 01');
  });
});

describe('meta events', () => {
  it('encodes tempo as microseconds per quarter', () => {
    expect(hex(tempoEvent(120).data)).toBe('07 a1 20');
    expect(hex(tempoEvent(60).data)).toBe('0f 42 40');
  });

  it.each([
    [4, 4, '04 02 18 08'],
    [3, 4, '03 02 18 08'],
    [2, 4, '02 02 18 08'],
    [6, 8, '06 03 24 08'],
    [12, 8, '0c 03 24 08'],
    [7, 8, '07 03 0c 08'],
    [5, 4, '05 02 18 08'],
    [2, 2, '02 01 30 08'],
  ])('time signature %i/%i', (n, d, bytes) => {
    expect(hex(timeSignatureEvent(n, d).data)).toBe(bytes);
  });

  it('uses dotted-quarter clicks in compound time', () => {
    expect(clocksPerClick(6, 8)).toBe(36);
    expect(clocksPerClick(9, 8)).toBe(36);
    expect(clocksPerClick(3, 8)).toBe(12);
  });

  it.each([
    [0, false, '00 00'],
    [-3, false, 'fd 00'],
    [3, true, '03 01'],
    [-7, false, 'f9 00'],
    [7, true, '07 01'],
    [-12, false, 'f9 00'],
  ])('key signature sf=%i minor=%s', (sf, minor, bytes) => {
    expect(hex(keySignatureEvent(sf, minor).data)).toBe(bytes);
  });
});
