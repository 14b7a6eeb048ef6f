/** A note found in a MIDI file. */
export interface DecodedNote {
  readonly tick: number;
  readonly durationTicks: number;
  readonly midi: number;
  readonly velocity: number;
  readonly channel: number;
}

/** A program change found in a MIDI file. */
export interface DecodedProgram {
  readonly tick: number;
  readonly channel: number;
  readonly program: number;
}

/** One track chunk of a MIDI file. */
export interface DecodedTrack {
  readonly index: number;
  readonly name: string | null;
  /** Channels that carry notes in this track, ascending. */
  readonly channels: readonly number[];
  readonly programs: readonly DecodedProgram[];
  readonly notes: readonly DecodedNote[];
  readonly eventCount: number;
  /** Tick of the track's last event. */
  readonly endTick: number;
}

/** A decoded file: everything the analyser needs, as plain data. */
export interface DecodedMidi {
  readonly format: number;
  readonly ppq: number;
  readonly tracks: readonly DecodedTrack[];
  readonly tempos: readonly {
    readonly tick: number;
    readonly bpm: number;
    readonly microsecondsPerQuarter: number;
  }[];
  readonly timeSignatures: readonly {
    readonly tick: number;
    readonly numerator: number;
    readonly denominator: number;
  }[];
  readonly keySignatures: readonly {
    readonly tick: number;
    readonly fifths: number;
    readonly minor: boolean;
  }[];
  readonly durationTicks: number;
  /** Problems that were tolerated (missing end-of-track, fewer tracks than declared, …). */
  readonly warnings: readonly string[];
}

/** `{ ok: true, midi }` or a readable error; `decodeMidi` never throws. */
export type DecodeResult =
  | { readonly ok: true; readonly midi: DecodedMidi }
  | { readonly ok: false; readonly error: string };

/** Limits that keep decoding fast and bounded on hostile input. */
export interface DecodeLimits {
  /** Largest accepted file in bytes (default 8 MiB). */
  readonly maxBytes?: number;
  /** Most track chunks (default 256). */
  readonly maxTracks?: number;
  /** Most events across all tracks (default 2,000,000). */
  readonly maxEvents?: number;
}

class DecodeError extends Error {}

const fail = (message: string): never => {
  throw new DecodeError(message);
};

const text = new TextDecoder('utf-8', { fatal: false });

function ascii(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

function u32(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

function u16(bytes: Uint8Array, at: number): number {
  return (bytes[at]! << 8) | bytes[at + 1]!;
}

function le32(bytes: Uint8Array, at: number): number {
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
}

/** Unwrap a RIFF RMID container if present. */
function unwrapRiff(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 20 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'RMID') return bytes;
  let p = 12;
  while (p + 8 <= bytes.length) {
    const id = ascii(bytes, p);
    const len = le32(bytes, p + 4);
    if (id === 'data') {
      if (len > bytes.length - p - 8) fail(`Truncated RIFF data chunk at byte ${p}`);
      return bytes.subarray(p + 8, p + 8 + len);
    }
    p += 8 + len + (len & 1);
  }
  return fail('RIFF file without a MIDI data chunk');
}

interface Shared {
  events: number;
  readonly maxEvents: number;
  readonly tempos: { tick: number; bpm: number; microsecondsPerQuarter: number }[];
  readonly timeSignatures: { tick: number; numerator: number; denominator: number }[];
  readonly keySignatures: { tick: number; fifths: number; minor: boolean }[];
  readonly warnings: string[];
}

function parseTrack(
  bytes: Uint8Array,
  start: number,
  end: number,
  index: number,
  shared: Shared,
): DecodedTrack {
  let p = start;
  let tick = 0;
  let running = -1;
  let name: string | null = null;
  let count = 0;
  let sawEnd = false;
  const notes: DecodedNote[] = [];
  const programs: DecodedProgram[] = [];
  const open = new Map<number, { tick: number; velocity: number }[]>();
  const channels = new Set<number>();

  const vlq = (): number => {
    let value = 0;
    for (let i = 0; i < 4; i++) {
      if (p >= end) fail(`Truncated event in track ${index} at byte ${p}`);
      const b = bytes[p++]!;
      value = (value << 7) | (b & 0x7f);
      if ((b & 0x80) === 0) return value;
    }
    return fail(`Invalid variable-length value in track ${index} at byte ${p - 4}`);
  };
  const close = (channel: number, note: number, at: number) => {
    const key = (channel << 7) | note;
    const stack = open.get(key);
    const on = stack?.shift();
    if (!on) return;
    notes.push({ tick: on.tick, durationTicks: at - on.tick, midi: note, velocity: on.velocity, channel });
  };

  while (p < end) {
    tick += vlq();
    if (p >= end) fail(`Truncated event in track ${index} at byte ${p}`);
    let status = bytes[p]!;
    if (status & 0x80) {
      p++;
      if (status < 0xf0) running = status;
      else running = -1;
    } else {
      if (running < 0) fail(`Running status without a previous status byte in track ${index} at byte ${p}`);
      status = running;
    }
    if (++shared.events > shared.maxEvents)
      fail(`Too many events (limit ${shared.maxEvents.toLocaleString('en-US')})`);
    count++;
    if (status < 0xf0) {
      const type = status & 0xf0;
      const channel = status & 0x0f;
      const size = type === 0xc0 || type === 0xd0 ? 1 : 2;
      if (p + size > end) fail(`Truncated event in track ${index} at byte ${p}`);
      const a = bytes[p]!;
      const b = size === 2 ? bytes[p + 1]! : 0;
      if (a & 0x80 || b & 0x80) fail(`Invalid data byte in track ${index} at byte ${p}`);
      p += size;
      if (type === 0x90 && b > 0) {
        const key = (channel << 7) | a;
        let stack = open.get(key);
        if (!stack) {
          stack = [];
          open.set(key, stack);
        }
        stack.push({ tick, velocity: b });
        channels.add(channel);
      } else if (type === 0x80 || type === 0x90) {
        close(channel, a, tick);
      } else if (type === 0xc0) {
        programs.push({ tick, channel, program: a });
      }
    } else if (status === 0xff) {
      if (p >= end) fail(`Truncated meta event in track ${index} at byte ${p}`);
      const type = bytes[p++]!;
      const len = vlq();
      if (len > end - p)
        fail(`Truncated meta event in track ${index} at byte ${p}: declares ${len} bytes, ${end - p} left`);
      const data = bytes.subarray(p, p + len);
      p += len;
      if (type === 0x2f) {
        sawEnd = true;
        break;
      }
      if (type === 0x03 && name === null) name = text.decode(data);
      else if (type === 0x51) {
        if (len === 3) {
          const us = (data[0]! << 16) | (data[1]! << 8) | data[2]!;
          if (us > 0)
            shared.tempos.push({
              tick,
              microsecondsPerQuarter: us,
              bpm: Math.round((60_000_000 / us) * 1000) / 1000,
            });
        } else shared.warnings.push(`Ignored a tempo event with ${len} bytes in track ${index}`);
      } else if (type === 0x58) {
        if (len >= 2 && data[0]! > 0 && data[1]! <= 6) {
          shared.timeSignatures.push({ tick, numerator: data[0]!, denominator: 2 ** data[1]! });
        } else shared.warnings.push(`Ignored an invalid time signature in track ${index}`);
      } else if (type === 0x59) {
        const sf = len >= 2 ? (data[0]! << 24) >> 24 : 99;
        if (sf >= -7 && sf <= 7 && (data[1] === 0 || data[1] === 1)) {
          shared.keySignatures.push({ tick, fifths: sf, minor: data[1] === 1 });
        } else shared.warnings.push(`Ignored an out-of-range key signature in track ${index}`);
      }
    } else if (status === 0xf0 || status === 0xf7) {
      const len = vlq();
      if (len > end - p)
        fail(`Truncated sysex event in track ${index} at byte ${p}: declares ${len} bytes, ${end - p} left`);
      p += len;
    } else {
      fail(`Unexpected status byte 0x${status.toString(16)} in track ${index} at byte ${p - 1}`);
    }
  }
  if (!sawEnd) shared.warnings.push(`Track ${index} has no end-of-track event`);
  let dangling = 0;
  for (const [key, stack] of open) {
    for (const on of stack) {
      notes.push({
        tick: on.tick,
        durationTicks: tick - on.tick,
        midi: key & 0x7f,
        velocity: on.velocity,
        channel: key >> 7,
      });
      dangling++;
    }
  }
  if (dangling > 0) shared.warnings.push(`${dangling} note(s) in track ${index} were never released`);
  notes.sort((x, y) => x.tick - y.tick || x.midi - y.midi);
  return {
    index,
    name,
    channels: [...channels].sort((x, y) => x - y),
    programs,
    notes,
    eventCount: count,
    endTick: tick,
  };
}

function decodeOrThrow(input: Uint8Array, limits: DecodeLimits): DecodedMidi {
  const maxBytes = limits.maxBytes ?? 8 * 1024 * 1024;
  const maxTracks = limits.maxTracks ?? 256;
  if (input.length > maxBytes) fail(`File too large (${input.length} bytes, limit ${maxBytes})`);
  const bytes = unwrapRiff(input);
  if (bytes.length < 4 || ascii(bytes, 0) !== 'MThd') fail('Not a MIDI file (missing MThd header)');
  if (bytes.length < 14) fail(`Truncated header: ${bytes.length} bytes, need 14`);
  const headerLen = u32(bytes, 4);
  if (headerLen < 6) fail(`Invalid header length ${headerLen}`);
  if (headerLen > bytes.length - 8)
    fail(`Truncated header: declares ${headerLen} bytes, ${bytes.length - 8} left`);
  const format = u16(bytes, 8);
  const ntracks = u16(bytes, 10);
  const division = u16(bytes, 12);
  if (format > 2) fail(`Unsupported MIDI format ${format}`);
  if (ntracks === 0) fail('The header declares no tracks');
  if (ntracks > maxTracks) fail(`Too many tracks (${ntracks}, limit ${maxTracks})`);
  if (division & 0x8000) fail('SMPTE time division is not supported');
  if (division === 0) fail('Invalid time division 0');
  const shared: Shared = {
    events: 0,
    maxEvents: limits.maxEvents ?? 2_000_000,
    tempos: [],
    timeSignatures: [],
    keySignatures: [],
    warnings: [],
  };
  const tracks: DecodedTrack[] = [];
  let p = 8 + headerLen;
  let chunks = 0;
  while (p < bytes.length && tracks.length < ntracks) {
    if (++chunks > maxTracks * 4) fail('Too many chunks');
    if (bytes.length - p < 8) {
      if (tracks.length === 0) fail(`Truncated chunk header at byte ${p}`);
      shared.warnings.push(`Ignored ${bytes.length - p} trailing byte(s)`);
      break;
    }
    const id = ascii(bytes, p);
    const len = u32(bytes, p + 4);
    const avail = bytes.length - p - 8;
    if (len > avail) fail(`Truncated track chunk at byte ${p}: declares ${len} bytes, ${avail} left`);
    if (id === 'MTrk') tracks.push(parseTrack(bytes, p + 8, p + 8 + len, tracks.length, shared));
    else shared.warnings.push(`Skipped unknown chunk "${id.replace(/[^\x20-\x7e]/g, '?')}" at byte ${p}`);
    p += 8 + len;
  }
  if (tracks.length === 0) fail('No track chunks found');
  if (tracks.length < ntracks)
    shared.warnings.push(`Header declares ${ntracks} tracks, found ${tracks.length}`);
  const byTick = <T extends { tick: number }>(xs: T[]) => xs.sort((a, b) => a.tick - b.tick);
  let duration = 0;
  for (const t of tracks) {
    duration = Math.max(duration, t.endTick);
    for (const n of t.notes) duration = Math.max(duration, n.tick + n.durationTicks);
  }
  return {
    format,
    ppq: division,
    tracks,
    tempos: byTick(shared.tempos),
    timeSignatures: byTick(shared.timeSignatures),
    keySignatures: byTick(shared.keySignatures),
    durationTicks: duration,
    warnings: shared.warnings,
  };
}

/**
 * Decode a Standard MIDI File (type 0, 1 or 2; running status, sysex, meta events, tempo changes,
 * RIFF/RMID wrapping). Robust to malformed input: every length is checked against the bytes that
 * remain, sizes and counts are capped, and problems come back as `{ ok: false, error }` — it never
 * throws and always finishes in time linear in the input.
 * @example decodeMidi(new Uint8Array([0x4d, 0x54])) // { ok: false, error: 'Not a MIDI file (missing MThd header)' }
 */
export function decodeMidi(input: Uint8Array | ArrayBuffer, limits: DecodeLimits = {}): DecodeResult {
  try {
    const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
    return { ok: true, midi: decodeOrThrow(bytes, limits) };
  } catch (e) {
    if (e instanceof DecodeError) return { ok: false, error: e.message };
    return { ok: false, error: 'Could not read the MIDI file' };
  }
}
