import { MIDI_UPLOAD_MAX_BYTES } from '@riffmate/contract';
import {
  analyseMidi,
  barLayout,
  type DecodedMidi,
  type DecodeLimits,
  decodeMidi,
  keyName,
  type MidiAnalysis,
  type MidiTransform,
  midiNotes,
  type StyleId,
  transformMidi,
  transposeLabel,
} from '@riffmate/music';
import { parseEdits } from './edits.ts';
import { STYLE_WORDS } from './styles.ts';
import { parseBpm } from './tempo.ts';
import { findPhrases, normaliseText } from './text.ts';
import type { ChatTurn, ComposerReply } from './types.ts';

/** Most bars an uploaded file may last (a "huge delta" makes a file hours long). */
export const MIDI_UPLOAD_MAX_BARS = 2048;

/**
 * Strict decoding limits for uploads: 1 MiB (the contract's limit, which the web app checks too), 64
 * tracks, 250,000 events. The decoder is linear in the input, so with these limits any file is read
 * (or refused) in well under a second.
 * @example MIDI_UPLOAD_LIMITS.maxTracks // 64
 */
export const MIDI_UPLOAD_LIMITS: Required<DecodeLimits> = {
  maxBytes: MIDI_UPLOAD_MAX_BYTES,
  maxTracks: 64,
  maxEvents: 250_000,
};

/** `{ ok: true, midi }` or why the upload is refused (a sentence fragment, no final period). */
export type UploadCheck =
  | { readonly ok: true; readonly midi: DecodedMidi }
  | { readonly ok: false; readonly error: string };

/**
 * Decode an uploaded file under `MIDI_UPLOAD_LIMITS` and refuse what no one could mean: a file
 * without notes is fine, one longer than `MIDI_UPLOAD_MAX_BARS` bars (huge delta times) is not.
 * @example checkMidiUpload(new Uint8Array([1, 2, 3])) // { ok: false, error: 'Not a MIDI file (missing MThd header)' }
 */
export function checkMidiUpload(bytes: Uint8Array): UploadCheck {
  const decoded = decodeMidi(bytes, MIDI_UPLOAD_LIMITS);
  if (!decoded.ok) return decoded;
  const midi = decoded.midi;
  const layout = barLayout(midi.timeSignatures, midi.ppq, midi.durationTicks);
  if (layout.truncated || layout.starts.length > MIDI_UPLOAD_MAX_BARS) {
    return {
      ok: false,
      error: `It lasts more than ${MIDI_UPLOAD_MAX_BARS.toLocaleString('en-US')} bars (a corrupt delta time?)`,
    };
  }
  return { ok: true, midi };
}

const round = (n: number) => Math.round(n * 100) / 100;
const MAX_CHORD_BARS = 16;

/**
 * The chords per bar as a musician writes them: `| Dm | Gm | A7 | Dm |` (`–` for an empty bar),
 * the first 16 bars and a count of the rest.
 * @example chordLine([{ symbol: 'Dm' }, { symbol: 'A7' }]) // '| Dm | A7 |'
 */
export function chordLine(chords: readonly { readonly symbol: string | null }[]): string {
  if (chords.length === 0) return '(none)';
  const shown = chords.slice(0, MAX_CHORD_BARS).map((c) => c.symbol ?? '–');
  const more = chords.length - shown.length;
  return `| ${shown.join(' | ')} |${more > 0 ? ` … (${more} more bar${more === 1 ? '' : 's'})` : ''}`;
}

/**
 * The analysis as a friendly, exact reply: key (estimated, and declared if it differs), tempo,
 * meter, length, chords per bar and instruments with GM names and ranges.
 * @example describeMidi(analysis, 'song.mid') // 'Here's what I hear in song.mid:\n- Key: D minor …'
 */
export function describeMidi(a: MidiAnalysis, filename?: string | null): string {
  const lines: string[] = [`Here's what I hear in ${filename ? `**${filename}**` : 'your file'}:`];
  if (a.key) {
    const declared =
      a.declaredKey && keyName(a.declaredKey) !== keyName(a.key.key)
        ? `; the file's key signature says ${keyName(a.declaredKey)}`
        : a.declaredKey
          ? ', matching its key signature'
          : '';
    lines.push(`- Key: ${keyName(a.key.key)} (estimated from the notes${declared})`);
  } else {
    lines.push(
      `- Key: no pitched notes to tell${a.declaredKey ? ` (its key signature says ${keyName(a.declaredKey)})` : ''}`,
    );
  }
  const changes =
    a.tempos.length > 1
      ? ` (${a.tempos.length - 1} tempo change${a.tempos.length === 2 ? '' : 's'} later)`
      : '';
  lines.push(
    `- Tempo: ${round(a.tempo)} BPM${a.tempos.length === 0 ? ' (no tempo set, so the MIDI default)' : changes}`,
  );
  const meters =
    a.meters.length > 1 ? ` (changes ${a.meters.length - 1} time${a.meters.length === 2 ? '' : 's'})` : '';
  lines.push(`- Meter: ${a.meter.numerator}/${a.meter.denominator}${meters}`);
  lines.push(`- Length: ${a.bars} bar${a.bars === 1 ? '' : 's'} (${round(a.durationSeconds)} s)`);
  lines.push(`- Chords per bar: ${chordLine(a.chords)}`);
  if (a.instruments.length === 0) lines.push('- Instruments: none — the file has no notes');
  else {
    const list = a.instruments.map(
      (i) =>
        `${i.instrument}${i.trackName ? ` ("${i.trackName}")` : ''} on channel ${i.channel + 1}, ${i.range.lowName}–${i.range.highName}, ${i.noteCount} note${i.noteCount === 1 ? '' : 's'}`,
    );
    lines.push(`- Instruments: ${list.join('; ')}`);
  }
  return lines.join('\n');
}

const REHARM_RE =
  /\bre-?harmoni[sz](?:e|ed|ing|ation)\b|\breharm\b|\bnew chords\b|\bdifferent chords\b|\bchord substitut|\bsubstitute (?:the )?chords\b|\bchange the chords\b/;
const ANALYSE_RE =
  /\banaly[sz]|\bwhat(?:'s| is)? (?:the )?(?:key|tempo|meter|chords?)\b|\bwhich key\b|\bwhat key\b|\btell me about\b|\bwhat(?:'s| is) in (?:it|this|the file)\b/;

/**
 * The transformation a message asks of a MIDI file, or `null`: transpose ("up 2 semitones",
 * "down a fourth"), tempo ("at 100 bpm", "faster", "half time"), add drums / bass, re-harmonise,
 * and a style for the drums. Relative tempo words scale the file's own tempo.
 * @example parseMidiTransform('transpose it up 2 semitones and add drums', 96) // { transpose: 2, addDrums: true }
 */
export function parseMidiTransform(text: string, fileTempo: number): MidiTransform | null {
  const lower = normaliseText(text).toLowerCase();
  const edits = parseEdits(lower);
  const out: { -readonly [K in keyof MidiTransform]: MidiTransform[K] } = {};
  for (const e of edits) {
    if (e.op === 'transpose') out.transpose = e.semitones;
    else if (e.op === 'add-part' && e.part === 'drums') out.addDrums = true;
    else if (e.op === 'add-part' && e.part === 'bass') out.addBass = true;
    else if (e.op === 'tempo-scale')
      out.tempo = Math.round(Math.max(20, Math.min(300, fileTempo * e.factor)));
  }
  const bpm = parseBpm(lower);
  // "slow this down to 70", "faster, like 120": the number is the new tempo.
  const target = /\b(?:to|like|at|around)\s+(\d{2,3})\b(?!\s*(?:bars?|semitones?|%))/.exec(lower);
  if (bpm !== null) out.tempo = bpm;
  else if (target && (out.tempo !== undefined || /\b(?:tempo|speed)\b/.test(lower)))
    out.tempo = Math.max(20, Math.min(300, Number(target[1])));
  if (REHARM_RE.test(lower)) out.reharmonise = true;
  const style = findPhrases(lower, STYLE_WORDS)[0]?.value as StyleId | undefined;
  if (Object.keys(out).length === 0) return null;
  if (style && out.addDrums) out.style = style;
  return out;
}

/**
 * The card title of a transformed file, e.g. "Your file, transposed up a fourth, with drums".
 * @example transformTitle({ transpose: 5, addDrums: true }) // 'Your file, transposed up a fourth, with drums'
 */
export function transformTitle(t: MidiTransform): string {
  const bits: string[] = [];
  if (t.transpose) bits.push(`transposed ${transposeLabel(t.transpose)}`);
  if (t.tempo !== undefined) bits.push(`at ${round(t.tempo)} BPM`);
  if (t.reharmonise) bits.push('re-harmonised');
  const withs = [t.addDrums ? 'drums' : '', t.addBass ? 'bass' : ''].filter(Boolean);
  if (withs.length > 0) bits.push(`with ${withs.join(' and ')}`);
  return bits.length > 0 ? `Your file, ${bits.join(', ')}` : 'Your file';
}

/** The MIDI file a turn works on: the newest upload or transformed file in the chat. */
export interface MidiSource {
  readonly fileId: string | null;
  readonly midi: Uint8Array;
  readonly filename: string | null;
  /** Attached to the message being answered. */
  readonly attachedNow: boolean;
}

/**
 * The newest MIDI file at or before the user turn `last`, unless a composed piece came later
 * (then follow-ups edit that piece instead).
 * @example latestMidi([{ role: 'user', text: 'hi', midi }], 0)?.attachedNow // true
 */
export function latestMidi(history: readonly ChatTurn[], last: number): MidiSource | null {
  for (let i = last; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role === 'user' && turn.midi) {
      return {
        fileId: turn.fileId ?? null,
        midi: turn.midi,
        filename: turn.filename ?? null,
        attachedNow: i === last,
      };
    }
    if (turn.role === 'assistant') {
      if (turn.file)
        return { fileId: turn.file.fileId, midi: turn.file.midi, filename: null, attachedNow: false };
      if (turn.state) return null;
    }
  }
  return null;
}

function sentence(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * The composer's answer about a MIDI file: for a new attachment, the analysis (and any transform
 * asked in the same message); for a follow-up ("now add drums", "analyse it"), the transform or
 * analysis of the newest file. `null` when the message is about something else.
 * `reply.upload` tells the model layer which tool to call on which stored file.
 * @example respondToMidi('what key is it in?', source)?.text // "Here's what I hear …"
 */
export function respondToMidi(message: string, source: MidiSource): ComposerReply | null {
  const decoded = decodeMidi(source.midi, MIDI_UPLOAD_LIMITS);
  if (!decoded.ok) {
    return source.attachedNow
      ? { text: `That file isn't a MIDI file I can read: ${decoded.error}.`, intent: 'upload' }
      : null;
  }
  const analysis = analyseMidi(decoded.midi);
  const transform = parseMidiTransform(message, analysis.tempo);
  const lower = normaliseText(message).toLowerCase();
  if (!source.attachedNow && !transform && !ANALYSE_RE.test(lower)) return null;
  const paragraphs: string[] = [];
  if (source.attachedNow || !transform) paragraphs.push(describeMidi(analysis, source.filename));
  if (!transform) {
    paragraphs.push(
      'Want me to change it? Try "transpose it up a fourth", "make it 100 BPM", "add drums", "add a bass line" or "re-harmonise it".',
    );
    return {
      text: paragraphs.join('\n\n'),
      intent: 'upload',
      notes: midiNotes(decoded.midi),
      upload: { fileId: source.fileId, transform: null, title: source.filename ?? 'Your file' },
    };
  }
  const r = transformMidi(source.midi, transform, MIDI_UPLOAD_LIMITS);
  if (!r.ok) {
    paragraphs.push(`I couldn't change it: ${r.error}.`);
    return { text: paragraphs.join('\n\n'), intent: 'edit' };
  }
  const { changes, skipped, analysis: after } = r.result;
  if (changes.length > 0) {
    paragraphs.push(
      `Done — ${sentence(changes)}. It's now ${after.key ? keyName(after.key.key) : 'without a clear key'} at ${round(after.tempo)} BPM in ${after.meter.numerator}/${after.meter.denominator}, ${after.bars} bar${after.bars === 1 ? '' : 's'}; play it or download the .mid below.`,
    );
  }
  if (skipped.length > 0) paragraphs.push(`I left out one thing: ${sentence(skipped)}.`);
  return {
    text: paragraphs.join('\n\n'),
    intent: 'edit',
    midi: r.result.midi,
    notes: r.result.notes,
    upload: {
      fileId: source.fileId,
      transform: changes.length > 0 ? transform : null,
      title: transformTitle(transform),
    },
  };
}
