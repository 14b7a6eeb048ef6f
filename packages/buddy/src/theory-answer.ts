import {
  analyseProgression,
  detectKeyFromChords,
  diatonicSevenths,
  diatonicTriads,
  intervalBetween,
  isMinorMode,
  type Key,
  keyName,
  keySignature,
  parallelKey,
  parseChord,
  parseInterval,
  relativeKey,
  romanToChord,
  scaleNotes,
  transposeNote,
} from '@riffmate/music';
import type { TheoryQuestion } from './types.ts';

const list = (notes: readonly string[]) => notes.join(' – ');

function signatureText(key: Key): string {
  const sig = keySignature(key);
  if (sig.fifths === 0) return 'no sharps or flats';
  const n = Math.abs(sig.fifths);
  const kind = sig.fifths > 0 ? (n === 1 ? 'sharp' : 'sharps') : n === 1 ? 'flat' : 'flats';
  return `${n} ${kind}: ${sig.accidentals.join(', ')}`;
}

/**
 * Answer a theory question exactly from the engine (never from memory). Lists read
 * "Name: A – B – C." so a reader (or the evaluation) can pick the notes out. `null` if the engine
 * cannot answer (e.g. an unreadable chord).
 * @example answerTheory({ type: 'chord-notes', chord: 'Cmaj7' }) // 'Cmaj7 (major seventh): C – E – G – B. …'
 */
export function answerTheory(q: TheoryQuestion): string | null {
  switch (q.type) {
    case 'chords-in-key': {
      const chords = q.sevenths ? diatonicSevenths(q.key) : diatonicTriads(q.key);
      if (chords.length === 0) return null;
      const what = q.sevenths ? 'seventh chords' : 'triads';
      return `The diatonic ${what} in ${keyName(q.key)}: ${chords.map((c) => `${c.roman} ${c.symbol}`).join(' · ')}.\nWant me to build a progression from them?`;
    }
    case 'chord-notes': {
      const c = parseChord(q.chord);
      if (!c) return null;
      const type = c.type ? ` (${c.type})` : '';
      const bass = c.bass ? ` with ${c.bass} in the bass` : '';
      return `${c.symbol}${type}: ${list(c.notes)}${bass}.\nI can voice it in a progression if you like.`;
    }
    case 'scale-notes': {
      const notes = scaleNotes(q.tonic, q.scale);
      if (!notes) return null;
      return `${q.tonic} ${q.scale}: ${list(notes)}.\nWant a melody that uses it?`;
    }
    case 'interval': {
      const i = intervalBetween(q.from, q.to);
      if (!i) return null;
      const up = i.semitones >= 0 ? 'up' : 'down';
      return `From ${q.from} ${up} to ${q.to} is a ${i.fullName.replace(/ down$/, '')} (${i.name.replace(/^-/, '')}, ${Math.abs(i.semitones)} semitone${Math.abs(i.semitones) === 1 ? '' : 's'}).`;
    }
    case 'note-at-interval': {
      const info = parseInterval(q.interval);
      if (!info) return null;
      const to = transposeNote(q.from, q.up ? info.name : `-${info.name}`);
      if (!to) return null;
      return `A ${q.interval} ${q.up ? 'above' : 'below'} ${q.from} is ${to} (${info.semitones} semitones).`;
    }
    case 'relative-key': {
      const r = relativeKey(q.key);
      const which = isMinorMode(r.mode) ? 'minor' : 'major';
      return `The relative ${which} of ${keyName(q.key)} is ${keyName(r)} — same key signature (${signatureText(q.key)}).`;
    }
    case 'parallel-key': {
      const p = parallelKey(q.key);
      const which = isMinorMode(p.mode) ? 'minor' : 'major';
      return `The parallel ${which} of ${keyName(q.key)} is ${keyName(p)} — same tonic, ${signatureText(p)}.`;
    }
    case 'key-signature':
      return `${keyName(q.key)} has ${signatureText(q.key)}.`;
    case 'roman-analysis': {
      const detected = q.key ? null : detectKeyFromChords(q.chords);
      const key = q.key ?? detected?.key;
      if (!key) return null;
      const romans = analyseProgression(q.chords, key);
      if (romans.some((r) => r === null)) return null;
      const chosen = q.key ? '' : ` (you didn't name a key, so I read it in ${keyName(key)})`;
      return `In ${keyName(key)}${chosen}: ${q.chords.map((c, i) => `${c} = ${romans[i]!.roman}`).join(' · ')}.`;
    }
    case 'romans-to-chords': {
      const chords = q.romans.map((r) => romanToChord(r, q.key)?.symbol ?? null);
      if (chords.some((c) => c === null)) return null;
      return `In ${keyName(q.key)}, ${q.romans.join('–')} is: ${list(chords as string[])}.\nShall I write it out as MIDI?`;
    }
    case 'detect-key': {
      const d = detectKeyFromChords(q.chords);
      if (!d) return null;
      const romans = analyseProgression(q.chords, d.key).map((r) => r?.roman ?? '?');
      const runner = d.ranking[1];
      const close = runner && d.confidence < 0.15 ? ` (${keyName(runner.key)} is a close second)` : '';
      return `That progression is in ${keyName(d.key)}${close}: ${q.chords.map((c, i) => `${c} = ${romans[i]}`).join(' · ')}.`;
    }
  }
}
