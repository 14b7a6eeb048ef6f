import { MIDI_UPLOAD_MAX_BYTES } from '@riffmate/contract';
import {
  analyseMidi,
  barLayout,
  type DecodedMidi,
  type DecodeLimits,
  decodeMidi,
  type Key,
  keyName,
  type MidiAnalysis,
  type MidiTransform,
  midiNotes,
  type StyleId,
  transformMidi,
  transposeLabel,
} from '@riffmate/music';
import { parseEdits, partsIn } from './edits.ts';
import { type ReplyLanguage, t } from './language/messages/index.ts';
import { instrumentWord, keyWord } from './language/terms.ts';
import { parseMeter } from './meter.ts';
import { extractRequest } from './parse-request.ts';
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
export function chordLine(
  chords: readonly { readonly symbol: string | null }[],
  lang: ReplyLanguage = 'en',
): string {
  if (chords.length === 0) return t(lang, 'uploadChordsNone');
  const shown = chords.slice(0, MAX_CHORD_BARS).map((c) => c.symbol ?? '–');
  const more = chords.length - shown.length;
  return `| ${shown.join(' | ')} |${more > 0 ? ` … (${t(lang, 'uploadMoreBars', more)})` : ''}`;
}

/** A key as the reply language names it ("D minor", "re menor", "d-Moll"). */
const keyText = (lang: ReplyLanguage, key: Key) => (lang === 'en' ? keyName(key) : keyWord(lang, key));

/**
 * The analysis as a friendly, exact reply: key (estimated, and declared if it differs), tempo,
 * meter, length, chords per bar and instruments with GM names and ranges.
 * @example describeMidi(analysis, 'song.mid') // 'Here's what I hear in song.mid:\n- Key: D minor …'
 */
export function describeMidi(a: MidiAnalysis, filename?: string | null, lang: ReplyLanguage = 'en'): string {
  const lines: string[] = [t(lang, 'uploadHeader', filename || null)];
  const declared = a.declaredKey ? keyText(lang, a.declaredKey) : null;
  if (a.key) {
    const matches = !!a.declaredKey && keyName(a.declaredKey) === keyName(a.key.key);
    lines.push(t(lang, 'uploadKey', keyText(lang, a.key.key), declared, matches));
  } else {
    lines.push(t(lang, 'uploadNoKey', declared));
  }
  lines.push(t(lang, 'uploadTempo', round(a.tempo), a.tempos.length));
  lines.push(
    t(lang, 'uploadMeter', `${a.meter.numerator}/${a.meter.denominator}`, Math.max(0, a.meters.length - 1)),
  );
  lines.push(t(lang, 'uploadLength', a.bars, round(a.durationSeconds)));
  lines.push(t(lang, 'uploadChords', chordLine(a.chords, lang)));
  if (a.instruments.length === 0) lines.push(t(lang, 'uploadNoInstruments'));
  else {
    const list = a.instruments.map((i) =>
      t(
        lang,
        'uploadInstrument',
        i.program === null || i.isDrums || lang === 'en' ? i.instrument : instrumentWord(lang, i.program),
        i.trackName,
        i.channel + 1,
        `${i.range.lowName}–${i.range.highName}`,
        i.noteCount,
      ),
    );
    lines.push(t(lang, 'uploadInstruments', list.join('; ')));
  }
  return lines.join('\n');
}

const REHARM_RE =
  /\bre-?harmoni[sz](?:e|ed|ing|ation)\b|\breharm\b|\bnew chords\b|\bdifferent chords\b|\bchord substitut|\bsubstitute (?:the )?chords\b|\bchange the chords\b/;
const ANALYSE_RE =
  /\banaly[sz]|\bwhat(?:'s| is)? (?:the )?(?:key|tempo|meter|chords?)\b|\bwhich key\b|\bwhat key\b|\btell me about\b|\bwhat(?:'s| is) in (?:it|this|there|the file)\b|\b(?:what|which|wat) (?:instruments?|sounds?|parts?|tracks?)\b(?! (?:should|would|could|do i|go|work|fit|to)\b)|\bwhat(?:'s| is) playing\b/;

/**
 * A question the file's analysis answers ("what instruments are in there", "what key is it").
 * @example asksAboutFile('what instruments are in there') // true
 */
export const asksAboutFile = (lower: string): boolean => ANALYSE_RE.test(lower);

/**
 * The transformation a message asks of a MIDI file, or `null`: transpose ("up 2 semitones",
 * "down a fourth"), tempo ("at 100 bpm", "faster", "half time"), add drums / bass, re-harmonise,
 * and a style for the drums. Relative tempo words scale the file's own tempo.
 * @example parseMidiTransform('transpose it up 2 semitones and add drums', 96) // { transpose: 2, addDrums: true }
 */
export function parseMidiTransform(text: string, fileTempo: number): MidiTransform | null {
  const lower = normaliseText(text).toLowerCase();
  // "kill the drums": parts taken out are read where the request reader reads them.
  const edits = parseEdits(lower, extractRequest(lower, null).request.withoutParts ?? []);
  const out: { -readonly [K in keyof MidiTransform]: MidiTransform[K] } = {};
  for (const e of edits) {
    if (e.op === 'transpose') out.transpose = e.semitones;
    else if (e.op === 'add-part' && e.part === 'drums') out.addDrums = true;
    else if (e.op === 'add-part' && e.part === 'bass') out.addBass = true;
    // "the drums are a bit much, simpler pls": the file's own drums, thinned.
    else if (e.op === 'density' && e.part === 'drums' && e.delta < 0) out.simplerDrums = true;
    else if (e.op === 'remove-part' && e.part === 'drums') out.removeDrums = true;
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
  // "make it 6/8", "switch to 12/8": the file between an even and a triplet feel ("my tune in 6/8"
  // only describes it).
  const meter = parseMeter(lower);
  if (
    meter &&
    /\b(?:make|put|turn|switch|change|convert|move|try|redo|rewrite|into|to|as)\b[^.?!]*?\d{1,2}\s*\/\s*\d|\b(?:make|put|turn|switch|change|convert|try)\b.*\b(?:time|feel|meter)\b/.test(
      lower,
    )
  )
    out.meter = meter;
  // "back to a waltz", "make it a waltz": three beats to the bar.
  else if (/\b(?:back to|make it|turn it into|into|as)\s+(?:a\s+)?waltz\b/.test(lower))
    out.meter = { numerator: 3, denominator: 4 };
  // "drums feel stiff, swing them a bit?": swing the off-beats; of the drums alone when only they
  // are named.
  if (
    /\b(?:swing|swung|swingier|shuffle|shuffly)\b/.test(lower) &&
    !/\b(?:no|less|without|lose|remove|kill) (?:the )?(?:swing|shuffle)\b/.test(lower)
  ) {
    out.swing = /\b(?:a (?:little|lil|tad|touch|bit)|slightly|a little bit|subtle|gently)\b/.test(lower)
      ? 0.4
      : 0.7;
    const named = partsIn(lower).map((p) => p.role);
    if (/\b(?:drums?|kit|hats|hi-?hats|groove|beat)\b/.test(lower) && named.every((r) => r === 'drums'))
      out.swingDrumsOnly = true;
  }
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
  if (t.simplerDrums) bits.push('simpler drums');
  if (t.removeDrums) bits.push('without drums');
  if (t.meter) bits.push(`in ${t.meter.numerator}/${t.meter.denominator}`);
  if (t.swing) bits.push(t.swingDrumsOnly ? 'swung drums' : 'swung');
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

function sentence(parts: readonly string[], lang: ReplyLanguage): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} ${t(lang, 'and')} ${parts.at(-1)}`;
}

/**
 * The composer's answer about a MIDI file: for a new attachment, the analysis (and any transform
 * asked in the same message); for a follow-up ("now add drums", "analyse it"), the transform or
 * analysis of the newest file. `null` when the message is about something else.
 * `reply.upload` tells the model layer which tool to call on which stored file.
 * @example respondToMidi('what key is it in?', source)?.text // "Here's what I hear …"
 */
export function respondToMidi(
  message: string,
  source: MidiSource,
  lang: ReplyLanguage = 'en',
): ComposerReply | null {
  const decoded = decodeMidi(source.midi, MIDI_UPLOAD_LIMITS);
  if (!decoded.ok) {
    return source.attachedNow ? { text: t(lang, 'uploadUnreadable', decoded.error), intent: 'upload' } : null;
  }
  const analysis = analyseMidi(decoded.midi);
  const transform = parseMidiTransform(message, analysis.tempo);
  const lower = normaliseText(message).toLowerCase();
  if (!source.attachedNow && !transform && !ANALYSE_RE.test(lower)) return null;
  const paragraphs: string[] = [];
  if (source.attachedNow || !transform) paragraphs.push(describeMidi(analysis, source.filename, lang));
  if (!transform) {
    paragraphs.push(t(lang, 'uploadOffer'));
    return {
      text: paragraphs.join('\n\n'),
      intent: 'upload',
      notes: midiNotes(decoded.midi),
      upload: { fileId: source.fileId, transform: null, title: source.filename ?? 'Your file' },
    };
  }
  const r = transformMidi(source.midi, transform, MIDI_UPLOAD_LIMITS);
  if (!r.ok) {
    paragraphs.push(t(lang, 'uploadCannotChange', r.error));
    return { text: paragraphs.join('\n\n'), intent: 'edit' };
  }
  const { changes, skipped, analysis: after } = r.result;
  // A transform that moved no note ("swing it" over a file with no off-beat eighths) changed
  // nothing a listener hears: say so rather than "Done".
  const same =
    JSON.stringify(midiNotes(decoded.midi).map((p) => p.notes)) ===
      JSON.stringify(r.result.notes.map((p) => p.notes)) &&
    round(after.tempo) === round(analysis.tempo) &&
    after.meter.numerator === analysis.meter.numerator &&
    after.meter.denominator === analysis.meter.denominator;
  if (same && changes.length > 0) {
    paragraphs.push(t(lang, 'unchanged', t(lang, 'reasonNoNoteMoves')));
    return { text: paragraphs.join('\n\n'), intent: 'edit' };
  }
  if (changes.length > 0) {
    paragraphs.push(
      t(
        lang,
        'uploadDone',
        sentence(changes, lang),
        after.key ? keyText(lang, after.key.key) : null,
        round(after.tempo),
        `${after.meter.numerator}/${after.meter.denominator}`,
        after.bars,
      ),
    );
  }
  if (skipped.length > 0) paragraphs.push(t(lang, 'uploadLeftOut', sentence(skipped, lang)));
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
