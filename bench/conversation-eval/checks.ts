import { keyFromSignature, parseKey } from '@riffmate/music';
import {
  allNotes,
  chordsByBar,
  chroma,
  density,
  hasClass,
  keyMatches,
  type MidiFacts,
  mod12,
  noteKey,
  notesKept,
  register,
  sameList,
  sameMusic,
  statedChordsHeard,
  swingAmount,
  type Track,
  trackKept,
  tracksOf,
} from './measure.ts';
import {
  CANNOT,
  CLAIM,
  chordRootsIn,
  HONEST_SONG,
  keyNamed,
  mentions,
  NOTHING_CHANGED,
  REFUSAL,
  replyLanguage,
} from './text.ts';
import type { Change, Keep, PieceFact, Turn } from './types.ts';

/** The figures the evaluation reports (each check counts toward one). */
export const METRICS = [
  'intent',
  'music made',
  'no stray MIDI',
  'key',
  'tempo',
  'meter',
  'bars',
  'parts & instruments',
  'stated chords',
  'edit applied',
  'context kept',
  'no false claim',
  'says unchanged / cannot',
  'piece answers',
  'theory facts',
  'explanations',
  'practical answered',
  'songs honest',
  'variety',
  'reply language',
] as const;
export type Metric = (typeof METRICS)[number];

export interface Check {
  readonly metric: Metric;
  readonly ok: boolean;
  readonly detail: string;
}

/** What the scorer saw for one turn. */
export interface Observed {
  readonly text: string;
  readonly intent: string;
  /** The reply's MIDI, measured (null: the reply has none). */
  readonly now: MidiFacts | null;
  /** The MIDI of the piece in focus before this turn (null: none yet). */
  readonly prev: MidiFacts | null;
  /** The key the chat last asked for (for "what key?" about a modal piece). */
  readonly statedKey: string | null;
}

const list = <T>(x: T | readonly T[] | undefined): readonly T[] =>
  x === undefined ? [] : Array.isArray(x) ? (x as readonly T[]) : [x as T];

/** What each kind of change alters (everything else it keeps unless the turn says otherwise). */
const ALTERS: Readonly<Record<Change['kind'], readonly Keep[]>> = {
  transpose: ['key', 'notes'],
  'part-octave': ['notes'],
  tempo: ['tempo'],
  key: ['key', 'notes'],
  meter: ['meter', 'notes', 'bars'],
  bars: ['bars', 'notes'],
  add: ['notes', 'instruments'],
  remove: ['notes', 'instruments'],
  swap: ['notes', 'instruments'],
  swing: ['notes'],
  density: ['notes'],
  register: ['notes'],
  section: ['bars', 'notes'],
  'bar-range': ['notes'],
  variation: ['notes'],
};

/** What an edit keeps: the turn's own list, or everything its changes do not alter. */
export function keepsOf(turn: Turn): Keep[] {
  if (turn.expect.keep) return [...turn.expect.keep];
  const changes = list(turn.expect.change);
  if (changes.length === 0) return [];
  const altered = new Set(changes.flatMap((c) => ALTERS[c.kind]));
  return (['tempo', 'key', 'meter', 'bars', 'notes', 'instruments'] as const).filter((k) => !altered.has(k));
}

function keepHolds(k: Keep, prev: MidiFacts, now: MidiFacts): boolean {
  switch (k) {
    case 'tempo':
      return prev.tempo === now.tempo;
    case 'meter':
      return prev.meter[0] === now.meter[0] && prev.meter[1] === now.meter[1];
    case 'bars':
      return prev.bars === now.bars;
    case 'key':
      return prev.declared && now.declared
        ? prev.declared.fifths === now.declared.fifths && prev.declared.minor === now.declared.minor
        : prev.heard?.pc === now.heard?.pc && prev.heard?.minor === now.heard?.minor;
    case 'notes':
      return (
        sameList(allNotes(prev, false), allNotes(now, false)) &&
        sameList(allNotes(prev, true), allNotes(now, true))
      );
    case 'instruments':
      return sameList(
        prev.tracks.map((t) => String(t.program)).sort(),
        now.tracks.map((t) => String(t.program)).sort(),
      );
  }
}

const shifted = (notes: readonly string[], semitones: number) =>
  notes
    .map((s) => {
      const [tick, dur, midi] = s.split(':');
      return `${tick}:${dur}:${Number(midi) + semitones}`;
    })
    .sort();

const keptBut = (prev: MidiFacts, now: MidiFacts, skip: (t: Track) => boolean) =>
  prev.tracks.filter((t) => !skip(t)).every((t) => trackKept(t, now));

/** The tracks of `prev` a change moves or takes out (the others must stay note for note). */
function touchedBy(c: Change, prev: MidiFacts): (t: Track) => boolean {
  if (c.kind === 'remove' || c.kind === 'part-octave') return inClass(prev, c.part);
  if (c.kind === 'swap') return inClass(prev, c.from);
  return () => false;
}

const inClass = (prev: MidiFacts, cls: Parameters<typeof tracksOf>[1]) => {
  const set = new Set(tracksOf(prev, cls));
  return (t: Track) => set.has(t);
};

/** Bars [from, to] (1-based; negative counts from the end) as a tick range of `facts`. */
function barTicks(facts: MidiFacts, from: number, to: number): [number, number] {
  const a = from < 0 ? facts.bars + from + 1 : from;
  const b = to < 0 ? facts.bars + to + 1 : to;
  return [(a - 1) * facts.ticksPerBar, b * facts.ticksPerBar];
}

const notesIn = (facts: MidiFacts, lo: number, hi: number) =>
  facts.tracks.flatMap((t) => t.notes.filter((n) => n.tick >= lo && n.tick < hi).map(noteKey)).sort();

/** Whether one change holds between the previous and the new MIDI (and why not). */
export function changeHolds(
  c: Change,
  prev: MidiFacts,
  now: MidiFacts,
  /** Tracks other changes of the same turn move or take out ("strip it back to piano and bass"). */
  touched: (t: Track) => boolean = () => false,
): string | null {
  const othersKept = (skip: (t: Track) => boolean) => keptBut(prev, now, (t) => skip(t) || touched(t));
  switch (c.kind) {
    case 'transpose': {
      const before = allNotes(prev, false);
      const after = allNotes(now, false);
      const ok = c.semitones.some(
        (s) => notesKept(shifted(before, s), after) >= 0.98 && after.length === before.length,
      );
      const drums = notesKept(allNotes(prev, true), allNotes(now, true)) >= 0.98;
      return ok && drums ? null : `notes not moved by ${c.semitones.join(' or ')}`;
    }
    case 'part-octave': {
      const moved = tracksOf(prev, c.part);
      if (moved.length === 0) return `no ${c.part} before`;
      const ok = moved.every((t) =>
        now.tracks.some(
          (u) =>
            notesKept(shifted(t.notes.map(noteKey), c.semitones), u.notes.map(noteKey)) >= 0.98 &&
            u.notes.length === t.notes.length,
        ),
      );
      if (!ok) return `${c.part} not moved by ${c.semitones}`;
      return othersKept(inClass(prev, c.part)) ? null : 'other parts changed';
    }
    case 'tempo':
      if (c.bpm !== undefined)
        return Math.abs(now.tempo - c.bpm) < 0.01 ? null : `tempo ${now.tempo}, want ${c.bpm}`;
      if (c.direction === 'up') return now.tempo > prev.tempo ? null : `tempo ${prev.tempo} → ${now.tempo}`;
      return now.tempo < prev.tempo ? null : `tempo ${prev.tempo} → ${now.tempo}`;
    case 'key': {
      const k = keyMatches(now, c.key);
      return k?.declared && k.heard ? null : `not in ${c.key} (declared ${k?.declared}, heard ${k?.heard})`;
    }
    case 'meter':
      return now.meter[0] === c.meter[0] && now.meter[1] === c.meter[1]
        ? null
        : `meter ${now.meter.join('/')}`;
    case 'bars':
      if (c.bars !== undefined) return now.bars === c.bars ? null : `${now.bars} bars, want ${c.bars}`;
      return (c.direction === 'up' ? now.bars > prev.bars : now.bars < prev.bars)
        ? null
        : `${prev.bars} → ${now.bars} bars`;
    case 'add': {
      const grew = tracksOf(now, c.part).length > tracksOf(prev, c.part).length;
      if (!grew) return `no new ${c.part} part`;
      return othersKept(() => false) ? null : 'existing parts not kept note for note';
    }
    case 'remove':
      if (hasClass(now, c.part)) return `${c.part} still there`;
      return othersKept(inClass(prev, c.part)) ? null : 'other parts changed';
    case 'swap':
      // Classes nest (a Rhodes is a piano, a string pad is a pad): "piano → rhodes" leaves no piano
      // that is not a Rhodes.
      if (tracksOf(now, c.from).some((t) => !tracksOf(now, c.to).includes(t))) return `${c.from} still there`;
      if (!hasClass(now, c.to)) return `no ${c.to}`;
      return othersKept(inClass(prev, c.from)) ? null : 'other parts changed';
    case 'swing': {
      // Straight allows the few hundredths that humanised timing leaves (triplet swing is ~0.17).
      const a = swingAmount(prev);
      const b = swingAmount(now);
      const ok = c.direction === 'more' ? b >= a + 0.02 : c.direction === 'less' ? b <= a - 0.02 : b <= 0.03;
      return ok ? null : `swing ${a.toFixed(3)} → ${b.toFixed(3)}`;
    }
    case 'density': {
      const a = density(prev, c.part);
      const b = density(now, c.part);
      const ok = c.direction === 'more' ? b >= a * 1.1 : b <= a * 0.9;
      return ok ? null : `notes/bar ${a.toFixed(1)} → ${b.toFixed(1)}`;
    }
    case 'register': {
      const a = register(prev, c.part);
      const b = register(now, c.part);
      const ok = c.direction === 'up' ? b >= a + 1 : b <= a - 1;
      return ok ? null : `mean pitch ${a.toFixed(1)} → ${b.toFixed(1)}`;
    }
    case 'section': {
      if (now.bars <= prev.bars) return `${prev.bars} → ${now.bars} bars`;
      const shift = c.where === 'start' ? (now.bars - prev.bars) * now.ticksPerBar : 0;
      const before = prev.tracks.flatMap((t) => t.notes.map((n) => noteKey({ ...n, tick: n.tick + shift })));
      if (notesKept(before, allNotes(now, false).concat(allNotes(now, true))) < 0.9)
        return 'old music not kept';
      const added = now.bars - prev.bars;
      const newFrom = c.where === 'start' ? 0 : prev.bars;
      const chordsNow = chordsByBar(now).map((x) => `${x.root}${x.suffix}`);
      const fresh = chordsNow.slice(newFrom, newFrom + added).join(' ');
      const old = chordsByBar(prev)
        .slice(0, added)
        .map((x) => `${x.root}${x.suffix}`)
        .join(' ');
      const lo = newFrom * now.ticksPerBar;
      const hi = (newFrom + added) * now.ticksPerBar;
      const newNotes = notesIn(now, lo, hi).length / added;
      const oldNotes = allNotes(prev, false).concat(allNotes(prev, true)).length / prev.bars;
      const contrast = fresh !== old || Math.abs(newNotes - oldNotes) >= 0.2 * oldNotes;
      return contrast ? null : 'the new section repeats the old one';
    }
    case 'bar-range': {
      const [lo, hi] = barTicks(prev, c.from, c.to);
      const inBefore = notesIn(prev, lo, hi);
      const inAfter = notesIn(now, lo, hi);
      if (sameList(inBefore, inAfter)) return 'those bars did not change';
      const outside = (f: MidiFacts) => [...notesIn(f, 0, lo), ...notesIn(f, hi, Number.POSITIVE_INFINITY)];
      return notesKept(outside(prev), outside(now)) >= 0.95 ? null : 'bars outside the range changed';
    }
    case 'variation':
      return !sameMusic(prev, now) && notesKept(allNotes(prev, false), allNotes(now, false)) < 0.9
        ? null
        : 'the same music';
  }
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
];
const FAMILY_WORDS: readonly [Parameters<typeof tracksOf>[1], string][] = [
  ['piano', 'piano|keys|clavinet|clav|harpsichord'],
  ['bass', 'bass'],
  ['drums', 'drum|beat|percussion'],
  ['strings', 'string|violin|cello|viola'],
  ['guitar', 'guitar'],
  ['sax', 'sax'],
  ['organ', 'organ'],
  ['flute', 'flute'],
  ['brass', 'brass|trumpet|trombone|horn'],
];

/** Spellings of a pitch class as a note token alternative list (`C#|Db`). */
const spellings = (pc: number) =>
  [
    ['C', 'B#'],
    ['C#', 'Db'],
    ['D'],
    ['D#', 'Eb'],
    ['E', 'Fb'],
    ['F', 'E#'],
    ['F#', 'Gb'],
    ['G'],
    ['G#', 'Ab'],
    ['A'],
    ['A#', 'Bb'],
    ['B', 'Cb'],
  ][pc]!;

function keyStated(text: string, keyText: string): boolean {
  const key = parseKey(keyText);
  return key !== null && keyNamed(text, chroma(key.tonic), key.mode);
}

/** Whether a reply states a fact of the piece in focus, measured from its MIDI. */
export function answerHolds(
  fact: PieceFact,
  text: string,
  prev: MidiFacts,
  statedKey: string | null,
): string | null {
  switch (fact) {
    case 'tempo':
      return new RegExp(`(?<![0-9.])${Math.round(prev.tempo)}(?![0-9])`).test(text)
        ? null
        : `no ${Math.round(prev.tempo)} BPM`;
    case 'meter':
      return text.includes(`${prev.meter[0]}/${prev.meter[1]}`) ? null : `no ${prev.meter.join('/')}`;
    case 'bars': {
      const word = NUMBER_WORDS[prev.bars];
      const ok = new RegExp(`(?<![0-9])${prev.bars}(?![0-9])${word ? `|\\b${word}\\b` : ''}`, 'i').test(text);
      return ok ? null : `no ${prev.bars} bars`;
    }
    case 'key': {
      const declared = prev.declared ? keyFromSignature(prev.declared.fifths, prev.declared.minor) : null;
      const candidates = [statedKey, declared ? `${declared.tonic} ${declared.mode}` : null].filter(
        (k): k is string => k !== null,
      );
      return candidates.some((k) => keyStated(text, k)) ? null : `no ${candidates.join(' / ')}`;
    }
    case 'chords': {
      const heard = [
        ...new Set(
          chordsByBar(prev)
            .slice(0, 8)
            .map((c) => c.root),
        ),
      ];
      const said = chordRootsIn(text);
      const named = heard.filter((r) => said.has(r)).length;
      return named >= Math.min(3, heard.length) && said.size > 0
        ? null
        : `names ${named} of ${heard.length} chord roots`;
    }
    case 'scale': {
      const tonicPc = statedKey ? chroma(parseKey(statedKey)?.tonic ?? '') : (prev.heard?.pc ?? -1);
      const tonic = spellings(mod12(tonicPc)).join('|');
      return mentions(text, tonic) &&
        /scale|pentatonic|dorian|aeolian|mixolydian|ionian|blues|major|minor/i.test(text)
        ? null
        : 'no scale on the tonic';
    }
    case 'instruments': {
      const missing = FAMILY_WORDS.filter(([cls, words]) => hasClass(prev, cls) && !mentions(text, words));
      return missing.length === 0 ? null : `does not name ${missing.map(([c]) => c).join(', ')}`;
    }
  }
}

/**
 * Every check of one turn: intent, MIDI presence, musical facts, edit truth, text facts. `null`
 * facts mean the reply has no MIDI (or there was no piece before).
 */
export function checkTurn(turn: Turn, seen: Observed): Check[] {
  const e = turn.expect;
  const out: Check[] = [];
  const add = (metric: Metric, ok: boolean, detail: string) => out.push({ metric, ok, detail });
  const { now, prev, text } = seen;
  const intents = list(e.intent);
  add('intent', intents.includes(seen.intent as never), `intent ${seen.intent}, want ${intents.join('/')}`);
  const changed = now !== null && (prev === null || !sameMusic(prev, now));

  if (e.midi === true) add('music made', now !== null, 'no MIDI');
  if (e.midi === false)
    add('no stray MIDI', now === null || (prev !== null && !changed), 'a MIDI file came back');

  // A turn that changes nothing (already so, or impossible) leaves the piece in focus as it was:
  // its facts are that piece's (the reply sends no new file, decision 0116).
  const measured = now ?? (e.noop || e.impossible ? prev : null);
  if (measured) {
    const now = measured;
    if (e.key) {
      const k = keyMatches(now, e.key);
      add('key', !!k?.declared && !!k.heard, `key ${e.key}: declared ${k?.declared}, heard ${k?.heard}`);
    }
    if (e.tempo !== undefined)
      add('tempo', Math.abs(now.tempo - e.tempo) < 0.01, `tempo ${now.tempo}, want ${e.tempo}`);
    if (e.tempoRange) {
      const [lo, hi] = e.tempoRange;
      add('tempo', now.tempo >= lo && now.tempo <= hi, `tempo ${now.tempo}, want ${lo}–${hi}`);
    }
    if (e.meter)
      add(
        'meter',
        now.meter[0] === e.meter[0] && now.meter[1] === e.meter[1],
        `meter ${now.meter.join('/')}, want ${e.meter.join('/')}`,
      );
    if (e.bars !== undefined) add('bars', now.bars === e.bars, `${now.bars} bars, want ${e.bars}`);
    for (const p of e.parts ?? []) add('parts & instruments', hasClass(now, p), `no ${p}`);
    for (const p of e.absent ?? []) add('parts & instruments', !hasClass(now, p), `${p} present`);
    if (e.only) {
      const stray = now.tracks.filter((t) => !e.only!.some((c) => tracksOf(now, c).includes(t)));
      add(
        'parts & instruments',
        stray.length === 0,
        `also programs ${stray.map((t) => (t.isDrums ? 'drums' : t.program)).join(', ')}`,
      );
    }
    if (e.chords) {
      const share = statedChordsHeard(now, e.chords);
      add(
        'stated chords',
        share >= 0.9,
        `${Math.round(share * 100)} % of spans heard as ${e.chords.join(' ')}`,
      );
    }
  } else {
    // No MIDI where the turn wanted facts of one: each of those checks fails.
    if (e.key) add('key', false, 'no MIDI');
    if (e.tempo !== undefined || e.tempoRange) add('tempo', false, 'no MIDI');
    if (e.meter) add('meter', false, 'no MIDI');
    if (e.bars !== undefined) add('bars', false, 'no MIDI');
    for (const _ of [...(e.parts ?? []), ...(e.only ? ['only'] : [])])
      add('parts & instruments', false, 'no MIDI');
    if (e.chords) add('stated chords', false, 'no MIDI');
  }

  const followUp =
    prev !== null &&
    ['edit', 'no-op-edit', 'impossible-edit', 'piece-question', 'upload'].includes(turn.category);
  let contextOk = intents.includes(seen.intent as never);

  const changes = list(e.change);
  // Each change may leave alone what the turn's other changes move or take out.
  const siblingsTouch = (c: Change) => {
    const others = prev ? changes.filter((d) => d !== c).map((d) => touchedBy(d, prev)) : [];
    return (t: Track) => others.some((f) => f(t));
  };
  if (changes.length > 0) {
    if (!prev) add('edit applied', false, 'no piece before this edit');
    else if (!now) {
      add('edit applied', false, 'no MIDI');
      contextOk = false;
    } else {
      const why = changes
        .map((c) => changeHolds(c, prev, now, siblingsTouch(c)))
        .filter((w): w is string => w !== null);
      add('edit applied', why.length === 0, why.join('; '));
    }
  }
  if (prev && now) {
    for (const k of keepsOf(turn)) {
      const ok = keepHolds(k, prev, now);
      if (!ok) contextOk = false;
      if (!ok) add('edit applied', false, `${k} changed`);
    }
  }
  if (e.noop || e.impossible) {
    if (changed) contextOk = false;
    const said = e.noop ? NOTHING_CHANGED.test(text) : CANNOT.test(text);
    add(
      'says unchanged / cannot',
      said && !changed,
      changed ? 'the music changed' : 'the reply does not say so',
    );
  }
  if (e.answer) {
    const why = prev ? answerHolds(e.answer, text, prev, seen.statedKey) : 'no piece in focus';
    if (why) contextOk = false;
    add('piece answers', why === null, why ?? '');
  }
  if (followUp) add('context kept', contextOk, 'follow-up not applied to the piece in focus');

  // A claim of change must be backed by the MIDI: changed, and changed as asked.
  if (prev && CLAIM.test(text)) {
    // Over unchanged MIDI it is a plain false "Done"; over MIDI without the asked change, a claim
    // the file does not back either.
    const asked =
      changes.length === 0 ||
      changes.every((c) => now !== null && changeHolds(c, prev, now, siblingsTouch(c)) === null);
    const noClaimWanted = e.noop || e.impossible;
    const why = !changed ? 'MIDI unchanged' : !asked || noClaimWanted ? 'not the change asked for' : '';
    add('no false claim', why === '', `claims a change (${why}): "${text.slice(0, 80)}"`);
  } else if (prev && (changes.length > 0 || e.noop || e.impossible)) add('no false claim', true, '');

  const termMetric: Metric | null =
    turn.category === 'theory-fact'
      ? 'theory facts'
      : turn.category === 'theory-explanation'
        ? 'explanations'
        : turn.category === 'practical'
          ? 'practical answered'
          : null;
  const missing = (e.mentions ?? []).filter((m) => !mentions(text, m));
  const present = (e.notMentions ?? []).filter((m) => mentions(text, m));
  if (termMetric) {
    // An answer, not a piece: a question that wants no MIDI is not answered by a new file.
    const refused = REFUSAL.test(text);
    const strayMidi = e.midi === false && changed;
    add(
      termMetric,
      missing.length === 0 && present.length === 0 && !refused && !strayMidi,
      [
        refused ? 'refused' : '',
        strayMidi ? 'made a piece' : '',
        missing.length ? `missing ${missing.join(', ')}` : '',
        present.length ? `says ${present.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    );
  } else if (missing.length || present.length || e.mentions?.length) {
    add(
      'piece answers',
      missing.length === 0 && present.length === 0,
      `missing ${missing.join(', ')} ${present.join(', ')}`,
    );
  }
  if (e.honestSong)
    add('songs honest', HONEST_SONG.test(text) && !changed, 'presents chords as the song’s or makes a piece');
  if (e.differs) add('variety', changed, 'the same music as before');
  if (e.replyLanguage) {
    const lang = replyLanguage(text);
    add('reply language', lang === e.replyLanguage, `reply reads as ${lang}`);
  }
  return out;
}
