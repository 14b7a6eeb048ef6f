import { type CompositionSpec, gmProgramName, keyName, type Piece, partRoleOf } from '@riffmate/music';
import type { PieceChange } from './diff.ts';

const STYLE_NAMES: Readonly<Record<string, string>> = {
  pop: 'pop',
  rock: 'rock',
  'lo-fi': 'lo-fi',
  jazz: 'jazz',
  'bossa-nova': 'bossa nova',
  funk: 'funk',
  house: 'house',
  'hip-hop': 'hip-hop',
  ballad: 'ballad',
  waltz: 'waltz',
  folk: 'folk',
  cinematic: 'cinematic',
};

const article = (word: string) => (/^(?:8|11|18|[aeio])/i.test(word) ? 'an' : 'a');

/**
 * The progression as a musician reads it: the first cycle of chords with their numerals.
 * @example progressionText(piece) // 'Am – F – C – G (i – VI – III – VII)'
 */
export function progressionText(piece: Piece): string {
  const segs = piece.meta.progression;
  const shown = segs.slice(0, Math.min(segs.length, 8));
  const symbols = shown.map((s) => s.symbol).join(' – ');
  const romans = shown.every((s) => s.roman) ? ` (${shown.map((s) => s.roman).join(' – ')})` : '';
  return `${symbols}${segs.length > shown.length ? ' …' : ''}${romans}`;
}

/**
 * One line saying what was made: length, style, key, tempo, meter, and each part with its instrument.
 * @example pieceSummary(piece) // 'an 8-bar lo-fi piece in F# minor at 80 BPM in 4/4 — chords on Electric Piano 1, …'
 */
export function pieceSummary(piece: Piece): string {
  const m = piece.meta;
  const style = STYLE_NAMES[m.style] ?? m.style;
  const head = `${article(String(m.bars))} ${m.bars}-bar ${style} piece in ${keyName(m.key)} at ${m.tempo} BPM in ${m.meter.numerator}/${m.meter.denominator}`;
  const parts = piece.parts.map((p) =>
    p.role === 'drums'
      ? 'drums'
      : `${p.role === 'chords' ? 'chords' : p.role} on ${gmProgramName(p.program) ?? 'piano'}`,
  );
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');
  const extras = [m.swing > 0.05 ? 'swung' : '', m.humanize >= 0.45 ? 'humanized' : ''].filter(Boolean);
  return `${head} — ${list}${extras.length > 0 ? ` (${extras.join(', ')})` : ''}`;
}

/**
 * One next step to suggest, picked from what the piece lacks (deterministic by seed).
 * @example nextStep(spec) // 'Want me to add drums?'
 */
export function nextStep(spec: CompositionSpec): string {
  const roles = new Set(spec.parts.map(partRoleOf));
  if (!roles.has('drums') && roles.size > 1) return 'Want me to add drums?';
  if (!roles.has('melody') && roles.has('chords')) return 'Shall I put a melody on top?';
  if (!roles.has('bass') && roles.has('chords')) return 'Want a bass line under it?';
  const ideas = [
    'Want it faster, or transposed to another key?',
    'Try "make the bass busier" or "another variation".',
    'I can put it in 3/4, swap instruments, or write 8 more bars.',
    'Say "another variation" for a fresh take, or "add swing" for a looser feel.',
    'Want the chords on a different instrument — Rhodes, strings, nylon guitar?',
  ];
  return ideas[Math.abs(spec.seed) % ideas.length]!;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The reply for a new piece: what was made, the progression, any choices made for the user, and
 * one next step.
 * @example composeReply(piece, spec, ["you didn't name a key, so I went with D minor"]) // 'Here's an 8-bar …'
 */
export function composeReply(piece: Piece, spec: CompositionSpec, choices: readonly string[]): string {
  const lines = [`Here's ${pieceSummary(piece)}.`, `Progression: ${progressionText(piece)}.`];
  if (choices.length > 0) lines.push(`${capitalise(choices.join('; '))}.`);
  lines.push(nextStep(spec));
  return lines.join('\n');
}

/**
 * The reply for an edit: what changed, then what the piece is now, then one next step.
 * @example editReply(piece, spec, ['sped it up from 110 to 130 BPM'], []) // 'Done — I sped it up …'
 */
export function editReply(
  piece: Piece,
  spec: CompositionSpec,
  changes: readonly string[],
  choices: readonly string[],
): string {
  const lines = [
    `Done — I ${changes.join(', ')}.`,
    `Now it's ${pieceSummary(piece)}.`,
    `Progression: ${progressionText(piece)}.`,
  ];
  if (choices.length > 0) lines.push(`${capitalise(choices.join('; '))}.`);
  lines.push(nextStep(spec));
  return lines.join('\n');
}

function semitoneWords(n: number): string {
  const abs = Math.abs(n);
  const names: Record<number, string> = {
    12: 'an octave',
    24: 'two octaves',
    1: 'a semitone',
    2: 'a whole step',
  };
  return `${n > 0 ? 'up' : 'down'} ${names[abs] ?? `${abs} semitones`}`;
}

/**
 * The changes an edit made, in words, from the diff of the two files (never from what was meant).
 * @example changesText([{ kind: 'tempo', from: 90, to: 106 }]) // 'the tempo went from 90 to 106 BPM'
 */
export function changesText(changes: readonly PieceChange[]): string {
  const keyChange = changes.find((c) => c.kind === 'key');
  const moved = changes.filter((c) => c.kind === 'moved');
  const allMovedTogether =
    !!keyChange && moved.length > 0 && moved.every((m) => m.kind === 'moved' && !m.bars);
  const out: string[] = [];
  for (const c of changes) {
    switch (c.kind) {
      case 'tempo':
        out.push(`the tempo went from ${c.from} to ${c.to} BPM`);
        break;
      case 'key':
        out.push(
          allMovedTogether
            ? `moved it from ${c.from} to ${c.to} (every note ${semitoneWords((moved[0] as { semitones: number }).semitones)})`
            : `it's now in ${c.to} (was ${c.from})`,
        );
        break;
      case 'meter':
        out.push(`it's now in ${c.to} (was ${c.from})`);
        break;
      case 'bars':
        out.push(`it's now ${c.to} bars (was ${c.from})`);
        break;
      case 'swing':
        out.push(
          c.to <= 0.001
            ? 'it plays straight now'
            : `the swing went from ${Math.round(c.from * 100)}% to ${Math.round(c.to * 100)}%`,
        );
        break;
      case 'part-added':
        out.push(`added ${c.part === 'drums' ? 'drums' : `a ${c.part} part`}`);
        break;
      case 'part-removed':
        out.push(`took out the ${c.part}`);
        break;
      case 'instrument':
        out.push(`the ${c.part} is now on ${c.to} (was ${c.from})`);
        break;
      case 'moved':
        if (!allMovedTogether)
          out.push(`moved the ${c.part} ${semitoneWords(c.semitones)}${c.bars ? ` in ${c.bars}` : ''}`);
        break;
      case 'rewritten':
        out.push(`rewrote the ${c.part} in ${c.bars}`);
        break;
      case 'feel':
        out.push(`changed the feel of the ${c.part}`);
        break;
    }
  }
  return out.join(', ');
}
