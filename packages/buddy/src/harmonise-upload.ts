import {
  analyseMidi,
  type CompositionSpec,
  DRUM_CHANNEL,
  decodeMidi,
  gmProgramName,
  keyName,
  type PartNotes,
  type PartRole,
  type PartSpec,
  PPQ,
  parsePitchClass,
} from '@riffmate/music';
import { INSTRUMENT_PHRASES } from './instruments.ts';
import { findPhrases } from './text.ts';
import { MIDI_UPLOAD_LIMITS, type MidiSource } from './upload.ts';

const chroma = (tonic: string) => parsePitchClass(tonic)?.chroma ?? -1;

/** Most notes of an uploaded file the brain keeps in a chat's state (the state stores them). */
export const KEEP_MAX_NOTES = 20_000;

// "and drums", "plus a bass line": a follow-up that lists one more part asks to add it.
// ("strings on top pls", "a flute over it": a part laid over or under the file, without a verb.)
const ADD_RE =
  /\b(?:add|put|give (?:it|me)|write|layer|harmoni[sz]e|throw|slap|chuck|stick|bring in|make|gimme|(?:can|could|may) (?:i|we) (?:get|have))\b|^(?:and|plus|also|now)\b|^(?!(?:what|which|whats|what's|how|is|are|does|do|where|why|who)\b)(?=[\w\s,-]{1,40}\b(?:on top|over (?:it|this|that)|under(?:neath)? (?:it|this|that))\b)/;
const ROLE_WORDS: readonly [RegExp, PartRole][] = [
  [/\bcounter[- ]?melody\b/, 'counter-melody'],
  [/\b(?:melody|tune|lead|top ?line|hook)\b/, 'melody'],
  [/\b(?:pad|strings)\b/, 'pad'],
  [/\b(?:chords?|harmony|comping|accompaniment)\b/, 'chords'],
  [/\barpeggios?\b|\barp\b/, 'arpeggio'],
  [/\bhorns?\b|\bbrass\b/, 'horns'],
  [/\bpercussion\b/, 'percussion'],
  [/\bbass(?: ?lines?| part| track)?\b/, 'bass'],
  [/\bdrums?\b|\bbeat\b|\bdrum (?:groove|loop|part|track)\b/, 'drums'],
];

/**
 * The parts a message asks to add to an uploaded file (a melody, chords, a pad, a bass line,
 * drums …); empty when it asks for none.
 * @example partsToAdd('add a melody to it') // ['melody']
 */
export function partsToAdd(lower: string): PartRole[] {
  const verb = ADD_RE.exec(lower);
  if (!verb) return [];
  // "and what chords?", "also which key": a question that follows on asks, it adds nothing.
  if (
    /^(?:and|plus|also|now)$/.test(verb[0]) &&
    /^(?:(?:and|plus|also|now|so)\s+)?(?:what|which|whats|what's|how|is|are|does|do|where|why)\b/.test(lower)
  )
    return [];
  // Only what follows the verb: "here are my chords, write a melody" adds a melody.
  const asked = lower.slice(verb.index);
  return ROLE_WORDS.filter(([re]) => re.test(asked)).map(([, r]) => r);
}

/**
 * The parts to write over an uploaded file, each on the instrument the message names for its
 * role ("put some strings under it" is a string section, not the style's synth pad).
 * @example partsToWrite('put some strings under it') // [{ role: 'pad', program: 48 }]
 */
export function partsToWrite(lower: string): PartSpec[] {
  const roles = partsToAdd(lower);
  const verb = ADD_RE.exec(lower);
  const named = verb ? findPhrases(lower.slice(verb.index), INSTRUMENT_PHRASES) : [];
  // "some keys? like a dusty rhodes": the specific instrument over the generic word.
  const generic = (phrase: string) => /^(?:keys|keyboards?|synths?)$/.test(phrase);
  const out: PartSpec[] = roles.map((role) => {
    const hit =
      named.find((h) => h.value.role === role && !generic(h.phrase)) ??
      named.find((h) => h.value.role === role);
    return hit ? { role, program: hit.value.program } : { role };
  });
  // "add a cello line": an instrument named alone is a part in its own role ("make it piano"
  // is no ask to add one).
  if (verb && verb[0] !== 'make')
    for (const h of named)
      if (
        !out.some((p) => p.role === h.value.role) &&
        !(generic(h.phrase) && named.some((o) => o !== h && o.value.role === h.value.role))
      )
        out.push({ role: h.value.role, program: h.value.program });
  return out;
}

/**
 * A piece state that keeps every note of an uploaded file and adds parts written over its chords:
 * the file's key, tempo, meter and bars, its chords bar by bar as the progression, and its notes
 * (rescaled to the engine's 480 PPQ) kept as they are. `null` when the file cannot be read or is
 * too big to keep.
 * @example harmoniseUpload(source, ['melody'], 7)?.keep.length // the file's tracks
 */
export function harmoniseUpload(
  source: MidiSource,
  roles: readonly (PartRole | PartSpec)[],
  seed: number,
): { spec: CompositionSpec; keep: PartNotes[]; summary: string } | { error: string } {
  const decoded = decodeMidi(source.midi, MIDI_UPLOAD_LIMITS);
  if (!decoded.ok) return { error: decoded.error };
  const midi = decoded.midi;
  const a = analyseMidi(midi);
  const notes = midi.tracks.reduce((n, t) => n + t.notes.length, 0);
  if (notes === 0) return { error: 'the file has no notes to write over' };
  if (notes > KEEP_MAX_NOTES)
    return { error: `the file has ${notes} notes, more than the ${KEEP_MAX_NOTES} I can keep` };
  const bars = Math.max(1, Math.min(512, a.bars));
  // The file's own key signature, when its notes fit it nearly as well as the best guess (a bass
  // and drums alone say little about the key); otherwise the key its notes are heard in.
  const declared = a.declaredKey;
  const fit = declared
    ? a.key?.ranking.find(
        (r) => r.key.mode === declared.mode && chroma(r.key.tonic) === chroma(declared.tonic),
      )
    : undefined;
  const key =
    declared && (!a.key || (fit && fit.correlation >= a.key.correlation - 0.15))
      ? declared
      : (a.key?.key ?? declared ?? { tonic: 'C', mode: 'major' as const });
  // One chord per bar; a bar without a clear chord keeps the previous one.
  let last = a.chords.find((c) => c.symbol)?.symbol ?? key.tonic + (key.mode === 'minor' ? 'm' : '');
  const progression: string[] = [];
  for (let bar = 0; bar < bars; bar++) {
    const c = a.chords.find((x) => x.bar === bar)?.symbol;
    if (c) last = c;
    progression.push(last);
  }
  const scale = PPQ / midi.ppq;
  const keep: PartNotes[] = [];
  const taken = new Set<number>();
  for (const track of midi.tracks) {
    for (const channel of track.channels) {
      const own = track.notes.filter((n) => n.channel === channel);
      if (own.length === 0) continue;
      const drums = channel === DRUM_CHANNEL;
      const program = drums ? 0 : (track.programs.find((p) => p.channel === channel)?.program ?? 0);
      const mean = own.reduce((s, n) => s + n.midi, 0) / own.length;
      // One note at a time above the bass is a melody ("got this melody"), not chords.
      const sorted = [...own].sort((x, y) => x.tick - y.tick);
      const stacked = sorted.filter(
        (n, i) => i > 0 && n.tick < sorted[i - 1]!.tick + sorted[i - 1]!.durationTicks / 2,
      );
      const role: PartRole = drums
        ? 'drums'
        : mean < 52
          ? 'bass'
          : stacked.length <= own.length / 10
            ? 'melody'
            : 'chords';
      taken.add(channel);
      keep.push({
        role,
        name: track.name ?? (drums ? 'Drums' : (gmProgramName(program) ?? 'Part')),
        program,
        channel,
        notes: own.map(
          (n) =>
            [
              Math.round(n.tick * scale),
              Math.max(1, Math.round(n.durationTicks * scale)),
              n.midi,
              n.velocity,
            ] as const,
        ),
      });
    }
  }
  const spec: CompositionSpec = {
    key,
    bars,
    style: 'pop',
    parts: roles.map((r) => (typeof r === 'string' ? { role: r } : r)),
    progression,
    tempo: Math.max(20, Math.min(300, Math.round(a.tempo))),
    meter: a.meter,
    seed,
  };
  const summary = `${keyName(key)}, ${spec.tempo} BPM, ${a.meter.numerator}/${a.meter.denominator}, ${bars} bars`;
  return { spec, keep, summary };
}
