import type { MidiEvent, Smf } from './smf.ts';

/** A growable byte buffer. */
class ByteWriter {
  private buf = new Uint8Array(1024);
  length = 0;
  private ensure(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }
  byte(b: number): void {
    this.ensure(1);
    this.buf[this.length++] = b & 0xff;
  }
  bytes(data: Uint8Array): void {
    this.ensure(data.length);
    this.buf.set(data, this.length);
    this.length += data.length;
  }
  ascii(text: string): void {
    for (let i = 0; i < text.length; i++) this.byte(text.charCodeAt(i));
  }
  u16(v: number): void {
    this.byte(v >> 8);
    this.byte(v);
  }
  u32(v: number): void {
    this.byte(v >>> 24);
    this.byte(v >>> 16);
    this.byte(v >>> 8);
    this.byte(v);
  }
  vlq(value: number): void {
    const v = Math.max(0, Math.min(0x0fffffff, Math.floor(value)));
    const stack = [v & 0x7f];
    let rest = v >>> 7;
    while (rest > 0) {
      stack.push((rest & 0x7f) | 0x80);
      rest >>>= 7;
    }
    for (let i = stack.length - 1; i >= 0; i--) this.byte(stack[i]!);
  }
  setU32(at: number, v: number): void {
    this.buf[at] = (v >>> 24) & 0xff;
    this.buf[at + 1] = (v >>> 16) & 0xff;
    this.buf[at + 2] = (v >>> 8) & 0xff;
    this.buf[at + 3] = v & 0xff;
  }
  result(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

/** Order of events that share a tick: meta first, then program/controller, note-offs, note-ons. */
function rank(e: MidiEvent): number {
  switch (e.kind) {
    case 'meta':
    case 'sysex':
      return 0;
    case 'programChange':
    case 'controlChange':
    case 'pitchBend':
      return 1;
    case 'noteOff':
      return 2;
    case 'noteOn':
      return 3;
  }
}

const d7 = (v: number) => Math.max(0, Math.min(127, Math.round(v)));
const ch = (c: number) => Math.max(0, Math.min(15, Math.round(c)));

function writeEvent(w: ByteWriter, e: MidiEvent): void {
  switch (e.kind) {
    case 'noteOn':
      w.byte(0x90 | ch(e.channel));
      w.byte(d7(e.note));
      w.byte(Math.max(1, d7(e.velocity)));
      return;
    case 'noteOff':
      w.byte(0x80 | ch(e.channel));
      w.byte(d7(e.note));
      w.byte(d7(e.velocity));
      return;
    case 'programChange':
      w.byte(0xc0 | ch(e.channel));
      w.byte(d7(e.program));
      return;
    case 'controlChange':
      w.byte(0xb0 | ch(e.channel));
      w.byte(d7(e.controller));
      w.byte(d7(e.value));
      return;
    case 'pitchBend': {
      const v = Math.max(0, Math.min(16383, Math.round(e.value)));
      w.byte(0xe0 | ch(e.channel));
      w.byte(v & 0x7f);
      w.byte(v >> 7);
      return;
    }
    case 'meta':
      w.byte(0xff);
      w.byte(e.type & 0x7f);
      w.vlq(e.data.length);
      w.bytes(e.data);
      return;
    case 'sysex':
      w.byte(0xf0);
      w.vlq(e.data.length);
      w.bytes(e.data);
      return;
  }
}

/**
 * Encode a Standard MIDI File. Events are sorted by tick (stable; at equal ticks meta, then
 * program/controller changes, note-offs, note-ons); full status bytes are written (no running
 * status) and every track gets exactly one end-of-track event. Values are clamped to MIDI ranges.
 * @example encodeSmf({ format: 1, ppq: 480, tracks: [{ events: [] }] }).length // 14 + 12
 */
export function encodeSmf(smf: Smf): Uint8Array {
  const w = new ByteWriter();
  w.ascii('MThd');
  w.u32(6);
  w.u16(smf.format);
  w.u16(smf.tracks.length);
  w.u16(Math.max(1, Math.min(0x7fff, Math.round(smf.ppq))));
  for (const track of smf.tracks) {
    w.ascii('MTrk');
    const lengthAt = w.length;
    w.u32(0);
    const start = w.length;
    const events = track.events
      .filter((e) => !(e.kind === 'meta' && e.type === 0x2f))
      .map((e, i) => ({ e, i, t: Math.max(0, Math.round(e.tick)) }))
      .sort((a, b) => a.t - b.t || rank(a.e) - rank(b.e) || a.i - b.i);
    let now = 0;
    for (const { e, t } of events) {
      w.vlq(t - now);
      now = t;
      writeEvent(w, e);
    }
    const end = Math.max(now, Math.round(track.endTick ?? now));
    w.vlq(end - now);
    w.byte(0xff);
    w.byte(0x2f);
    w.byte(0);
    w.setU32(lengthAt, w.length - start);
  }
  return w.result();
}
