import {
  chordInContext,
  chromaOf,
  diatonicTriads,
  enharmonics,
  intervalBetween,
  type Key,
  keyFifths,
  keySignature,
  keysWithChord,
  midiOf,
  mod12,
  noteName,
  parentScale,
  parseChord,
  parseInterval,
  relativeKey,
  scaleNotes,
  scaleWithChromas,
  transposeKey,
  transposeNote,
} from '@riffmate/music';
import { chordSymbolsIn } from './fact-reader.ts';
import { parseKeyMention } from './keys.ts';
import { parseNumber } from './numbers.ts';

/**
 * Theory concepts musicians ask about by name that no engine topic explains ("whats the order of
 * sharps", "if i write C for alto sax what comes out", "modes of melodic minor", "inversion of a
 * major 3rd"): a few sentences with the notes computed by the engine, in the key or on the note the
 * message names. English only, like the basic definitions; other languages keep their answers.
 */
export interface ConceptAnswer {
  readonly text: string;
  readonly intent: 'theory-fact' | 'theory-explanation';
}

interface Concept {
  readonly match: RegExp;
  /** Answers even when a plain fact is read too ("modes of A harmonic minor" names a scale). */
  readonly overFact?: boolean;
  readonly intent: ConceptAnswer['intent'];
  /** Asked this way, the concept's answer is a fact ("flip a major 3rd, what do i get"). */
  readonly factIf?: RegExp;
  /**
   * `pieceKey`: the key of the piece in focus, for asks about it ("what key would that be written
   * in"); `earlier`: the chat's earlier questions, newest first, for what "that scale" was.
   */
  readonly answer: (lower: string, pieceKey?: Key, earlier?: readonly string[]) => string | null;
}

const dash = (notes: readonly string[]) => notes.join(' – ');
const chordNotes = (symbol: string) => dash(parseChord(symbol)?.notes ?? []);
const pitch = (note: string) => note.replace(/\d+$/, '');

/** The first note the message names ("on E", "of Bb", "for f#"), capitalised; `null` when none. */
function noteIn(lower: string): string | null {
  const m = /(?:^|[\s(])([a-g])(#|b)?(?=[\s?.,!)]|$)/.exec(lower.replace(/\b(?:a|an)\s+(?=[a-z]{2})/g, ''));
  return m ? m[1]!.toUpperCase() + (m[2] ?? '') : null;
}

/** The tonic the message names as a key ("in A minor", "of E"), else C. */
function tonicIn(lower: string): string {
  return parseKeyMention(lower)?.key?.tonic ?? noteIn(lower) ?? 'C';
}

const QUALITY = '(perfect|major|minor|augmented|aug|diminished|dim)';
const NUMBER =
  '(unison|octave|(?:2|3|4|5|6|7|9|10|11|12|13)(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|ninth|tenth|eleventh|twelfth|thirteenth)';
const INTERVAL_NAME = new RegExp(`\\b${QUALITY}\\s+${NUMBER}\\b|\\b(tritone|octave|unison)\\b`, 'g');

/** The intervals a message names, in order ("a minor 3rd and an augmented 2nd"). */
function intervalsIn(lower: string) {
  return [...lower.matchAll(INTERVAL_NAME)].flatMap((m) => {
    const iv = parseInterval(m[3] ?? `${m[1]} ${m[2]}`);
    return iv ? [iv] : [];
  });
}

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

function intervalInversion(lower: string): string {
  // ("those two add up to an octave": the octave is the sum, not the interval inverted.)
  const iv =
    intervalsIn(lower.replace(/\b(?:add|adds|sum|sums) (?:up )?to (?:an |one |a full )?octave\b/g, ''))[0] ??
    parseInterval('major third')!;
  const simple = iv.number > 8 ? parseInterval(`${iv.quality}${((iv.number - 1) % 7) + 1}`)! : iv;
  const top = transposeNote('C', simple.name)!;
  const back = intervalBetween(top, 'C')!;
  // ("a tritone flipped is still a tritone?": yes, 6 + 6 semitones, though the spelling changes.)
  if (simple.semitones === 6 && /\btritone\b/.test(lower))
    return `Yes — a tritone flipped is still a tritone, 6 semitones either way, but its name flips: ${article(simple.fullName)} inverts to ${article(back.fullName)} (C up to ${top}, then ${top} up to C). The usual rule holds — the numbers add up to 9 (${simple.number} + ${back.number}), the semitones to 12 (6 + 6), augmented becomes diminished — and the tritone is the one interval that splits the octave exactly in half.`;
  return `${article(simple.fullName).replace(/^./, (c) => c.toUpperCase())} inverts to ${article(back.fullName)}: C up to ${top} is ${article(simple.fullName)} (${simple.semitones} semitones); flip it, ${top} up to C, and it is ${article(back.fullName)} (${back.semitones}). The two numbers always add up to 9 and the semitones to 12; major becomes minor, augmented becomes diminished, and perfect stays perfect.`;
}

const nth = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** The open strings of a guitar in standard tuning, low to high, with their octaves. */
const GUITAR_STRINGS = ['E2', 'A2', 'D3', 'G3', 'B3', 'E4'];
const STRING_NAME = String.raw`(?:(low|bottom|thick|high|top|thin)(?:est)? )?([a-g]) string`;

/** "interval between the low E string and the A string": the strings' open notes, as an interval. */
function guitarStringInterval(lower: string): string | null {
  const named = [...lower.matchAll(new RegExp(`\\b${STRING_NAME}\\b`, 'g'))];
  if (named.length !== 2) return null;
  const at = named.map(([, side, letter]) => {
    const found = GUITAR_STRINGS.flatMap((n, i) => (n[0]!.toLowerCase() === letter ? [i] : []));
    if (side) return /low|bottom|thick/.test(side) ? found[0] : found.at(-1);
    return found.length === 1 ? found[0] : undefined;
  });
  // A bare "E string" is the E next to the other string named.
  const other = (i: number) => at[1 - i];
  const strings = at.map((s, i) => {
    if (s !== undefined) return s;
    const o = other(i);
    return o === undefined ? undefined : o <= 2 ? 0 : 5;
  });
  if (strings.some((s) => s === undefined) || strings[0] === strings[1]) return null;
  const [lo, hi] = (strings as number[]).sort((a, b) => a - b) as [number, number];
  const [from, to] = [GUITAR_STRINGS[lo]!, GUITAR_STRINGS[hi]!];
  const iv = intervalBetween(from, to);
  if (!iv) return null;
  const label = (i: number) => `${i === 0 ? 'low ' : i === 5 ? 'high ' : ''}${pitch(GUITAR_STRINGS[i]!)}`;
  const rule =
    'In standard tuning (E A D G B E) each string is a perfect 4th above the one below it, except G up to B, a major 3rd.';
  const said = `${label(lo)} up to ${label(hi)} is ${article(iv.fullName)} (${iv.semitones} semitones).`;
  return `${said.replace(/^./, (c) => c.toUpperCase())} ${rule}`;
}

/** "A minor but with F# instead of F": the scale the swapped note makes, named and spelled. */
function scaleWithNoteSwapped(lower: string): string | null {
  const swap = /\b([a-g](?:#|b)?) instead of (?:an? |the )?([a-g](?:#|b)?)(?![\w#])/.exec(lower);
  // (The notes swapped are no key: the key is the one named around them.)
  const key = swap && parseKeyMention(lower.replace(swap[0], ' '))?.key;
  if (!key || !swap) return null;
  const [put, out] = [swap[1]!, swap[2]!].map((n) => n[0]!.toUpperCase() + n.slice(1)) as [string, string];
  const base = key.mode === 'major' ? 'major' : key.mode === 'minor' ? 'natural minor' : key.mode;
  const notes = scaleNotes(key.tonic, base);
  const at = notes?.findIndex((n) => chromaOf(n) === chromaOf(out)) ?? -1;
  const step = mod12((chromaOf(put) ?? 0) - (chromaOf(out) ?? 0));
  if (!notes || at < 0 || (step !== 1 && step !== 11)) return null;
  const type = scaleWithChromas(
    key.tonic,
    notes.map((n, i) => (i === at ? chromaOf(put)! : chromaOf(n)!)),
  );
  if (!type) return null;
  const degree = `${step === 1 ? 'raised' : 'lowered'} ${nth(at + 1)}`;
  return `${key.tonic} ${base} with ${put} instead of ${out} is ${key.tonic} ${type}: ${dash(scaleNotes(key.tonic, type)!)} — ${base} with a ${degree}.`;
}

/** Why a m7b5 is "half" diminished: a diminished triad with a minor 7th, beside the full dim7. */
function halfDiminished(lower: string): string | null {
  // ("why is a m7b5 called half diminished": "a" there is the article.)
  const symbol = /(?<![\w#])([a-g](?:#|b)?)(?:m7b5|ø|min7b5|-7b5)/.exec(lower)?.[1];
  const named = symbol ? symbol[0]!.toUpperCase() + symbol.slice(1) : null;
  const root = named ?? noteIn(lower.replace(/\ba (?=m7b5|half|ø)/g, '')) ?? 'B';
  const half = parseChord(`${root}m7b5`);
  const full = parseChord(`${root}dim7`);
  if (!half || !full) return null;
  const [r, third, fifth, seventh] = half.notes;
  return `${root}m7b5 (${root}ø7, half-diminished): ${dash(half.notes)}. It is only "half" diminished because the triad ${r}–${third}–${fifth} is diminished but the 7th, ${seventh}, is a minor 7th above the root. Stack one more minor 3rd instead — ${full.notes[3]}, a diminished 7th — and you get the fully diminished ${root}dim7: ${dash(full.notes)}.`;
}

function intervalComparison(lower: string): string | null {
  const [a, b] = intervalsIn(lower);
  if (!a || !b) return null;
  const [na, nb] = [transposeNote('C', a.name)!, transposeNote('C', b.name)!];
  if (a.semitones === b.semitones)
    return `They sound the same — both are ${a.semitones} semitones — but are spelled differently: C up to ${na} is ${article(a.fullName)} (${a.number} letter names counted), C up to ${nb} ${article(b.fullName)} (${b.number}). Intervals like these are enharmonic; the spelling says what the notes do. In A harmonic minor (${dash(scaleNotes('A', 'harmonic minor')!)}) the step F–G# is an augmented 2nd, not a minor 3rd, because it goes from one letter to the next.`;
  return `${article(a.fullName).replace(/^./, (c) => c.toUpperCase())} is ${a.semitones} semitones (C up to ${na}); ${article(b.fullName)} is ${b.semitones} (C up to ${nb}). The number counts letter names, the quality fine-tunes the size.`;
}

function compoundIntervals(): string {
  const rows = ['major ninth', 'major tenth', 'perfect eleventh', 'perfect twelfth', 'major thirteenth'].map(
    (name) => {
      const iv = parseInterval(name)!;
      return `${iv.number}th = octave + ${iv.number - 7 === 2 ? '2nd' : iv.number - 7 === 3 ? '3rd' : `${iv.number - 7}th`} (C up to ${pitch(transposeNote('C4', iv.name)!)} an octave higher, ${iv.semitones} semitones for the ${name})`;
    },
  );
  return `A compound interval is wider than an octave: a simple interval plus an octave, numbered 7 higher. ${rows.join('; ')}. They keep the simple interval's quality — a major 10th is a major 3rd an octave up — and in chord names 9, 11 and 13 are the 2nd, 4th and 6th stacked above the 7th (C9: ${chordNotes('C9')}).`;
}

function tritoneSpellings(): string {
  const a4 = transposeNote('C', 'A4')!;
  const d5 = transposeNote('C', 'd5')!;
  const g7 = parseChord('G7')!.notes;
  return `Both — it depends on the spelling; either way it is 6 semitones, half an octave. C up to ${a4} is an augmented 4th (four letter names, C D E F); C up to ${d5} is a diminished 5th (five letters, C D E F G). In G7 (${dash(g7)}) ${g7[1]} up to ${g7[3]} is a diminished 5th, which closes in to ${transposeNote(g7[1]!, 'm2')}–${transposeNote(g7[3]!, '-m2')}; ${g7[3]} up to ${g7[1]} is an augmented 4th, which opens out to ${transposeNote(g7[3]!, '-m2')}–${transposeNote(g7[1]!, 'm2')}.`;
}

function orderOfAccidentals(lower: string): string {
  const sharps = keySignature({ tonic: 'C#', mode: 'major' }).accidentals;
  const flats = keySignature({ tonic: 'Cb', mode: 'major' }).accidentals;
  const sharpText = `Sharps are always added in the order ${sharps.join(' ')} ("Father Charles Goes Down And Ends Battle"), each a fifth above the last; the major key is a semitone above the last sharp (${sharps.slice(0, 3).join(' ')} → ${transposeNote(sharps[2]!, 'm2')} major).`;
  const flatText = `Flats go the other way, in fourths: ${flats.join(' ')} ("Battle Ends And Down Goes Charles' Father"); the major key is the second-to-last flat (${flats.slice(0, 3).join(' ')} → ${flats[1]} major), and one flat alone is F major.`;
  if (/\bflats?\b/.test(lower) && !/\bsharps?\b/.test(lower))
    return `${flatText} ${sharpText.replace(/^Sharps are always added/, 'Sharps are added')}`;
  return `${sharpText} ${flatText}`;
}

function enharmonicNotes(): string {
  return `Enharmonic notes are one pitch with two names: G# and Ab, E# and F, Cb and B are the same key on the piano. Which name you write depends on the key, because a scale uses each letter once: E major's 3rd is ${scaleNotes('E', 'major')![2]} (${dash(scaleNotes('E', 'major')!)}), F minor's 6th is ${scaleNotes('F', 'minor')![5]} (${dash(scaleNotes('F', 'minor')!)}). Keys can be enharmonic too: F# major and Gb major sound the same.`;
}

function doubleAccidentals(): string {
  const gsharp = scaleNotes('G#', 'harmonic minor')!;
  const dim7 = parseChord('Cdim7')!.notes;
  return `A double sharp (written x or ##) raises a note two semitones: ${gsharp[6]} sounds as ${noteName(midiOf(`${gsharp[6]}4`)!)!.replace(/\d+$/, '')}. It appears when a note that is already sharp has to rise again — G# harmonic minor raises its 7th, F#, to ${gsharp[6]} (${dash(gsharp)}). A double flat (bb) lowers two semitones: the 7th of Cdim7 (${dash(dim7)}) is ${dim7[3]}, which sounds as A but keeps the chord a stack of thirds.`;
}

/** Written-to-sounding intervals of the common transposing instruments. */
const TRANSPOSING: readonly { re: RegExp; name: string; sounds: string; key: string }[] = [
  { re: /\btenors?(?: sax(?:ophone)?s?)?\b/, name: 'tenor sax (in Bb)', sounds: '-M9', key: 'Bb' },
  { re: /\b(?:bari(?:tone)? sax(?:ophone)?)\b/, name: 'baritone sax (in Eb)', sounds: '-M13', key: 'Eb' },
  { re: /\balto sax(?:ophone)?s?\b|\baltos?\b/, name: 'alto sax (in Eb)', sounds: '-M6', key: 'Eb' },
  { re: /\bsoprano sax(?:ophone)?\b/, name: 'soprano sax (in Bb)', sounds: '-M2', key: 'Bb' },
  { re: /\ba clarinet\b|\bclarinet in a\b/, name: 'A clarinet', sounds: '-m3', key: 'A' },
  { re: /\bclarinets?\b/, name: 'Bb clarinet', sounds: '-M2', key: 'Bb' },
  {
    re: /\b(?:french )?horn in f\b|\bf horn\b|\bfrench horn\b|\bhorn\b/,
    name: 'horn in F',
    sounds: '-P5',
    key: 'F',
  },
  { re: /\benglish horn\b|\bcor anglais\b/, name: 'English horn (in F)', sounds: '-P5', key: 'F' },
  { re: /\btrumpets?\b|\bcornets?\b|\bflugel ?horns?\b/, name: 'Bb trumpet', sounds: '-M2', key: 'Bb' },
  { re: /\bguitar\b|\bbass\b/, name: 'guitar (and bass)', sounds: '-P8', key: 'C' },
];

function transposingInstrument(lower: string, pieceKey?: Key): string {
  // ("for a Bb clarinet": the article goes with the key it names, so no A clarinet is read.)
  const plain = lower.replace(
    /\b(?:an? )?(?:bb|eb|b flat|e flat)\s+(?=trumpet|clarinet|tenor|alto|sax|bari|soprano|instrument)/g,
    '',
  );
  // The instrument named first: "alto sax same deal? write for Bb clarinet…" asks the alto.
  const named = TRANSPOSING.map((i) => ({ i, at: plain.search(i.re) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)[0]?.i;
  const inst = named ?? TRANSPOSING.find((i) => i.name === 'Bb trumpet')!;
  const down = parseInterval(inst.sounds)!;
  const up = down.name.replace('-', '');
  const distance = down.fullName.replace(/ down$/, '');
  const upper = (n: string) => n[0]!.toUpperCase() + n.slice(1);
  // "concert Eb", "to hear an Eb": the sounding note asked; "write C", "a written G": the written one.
  const heard =
    /\bconcert ([a-g](?:#|b)?)(?![\w#])|\bto (?:sound|hear|get) (?:an? )?([a-g](?:#|b)?)(?=\s*(?:[?.,!]|$|on\b|from\b))/.exec(
      plain,
    );
  if (heard) {
    const concert = upper(heard[1] ?? heard[2]!);
    const written = pitch(transposeNote(`${concert}4`, up)!);
    return `For a concert ${concert}, write ${written} for the ${inst.name}: it sounds a ${distance} lower than written, so its part is written a ${distance} higher than concert pitch. A piece in concert ${concert} major goes in ${written} major on its part.`;
  }
  const asked =
    /\b(?:write|written|writing|play|plays|playing|read|reads|finger|fingers)\s+(?:an? |the note )?([a-g](?:#|b)?)(?![\w#])/.exec(
      plain,
    );
  const written = asked ? upper(asked[1]!) : 'C';
  const sounds = pitch(transposeNote(`${written}4`, inst.sounds)!);
  const forC = pitch(transposeNote('C4', up)!);
  const definition = 'Concert pitch is the real sounding note — what a piano plays.';
  // "what key would that be written in": a key named with its mode, or the piece's, written out.
  const mention = parseKeyMention(plain);
  const concertKey = mention?.modeStated
    ? mention.key
    : /\b(?:that|this|it|the (?:piece|song|tune|melody|part))\b/.test(plain)
      ? pieceKey
      : undefined;
  const writtenKey = concertKey && transposeKey(concertKey, mod12(-parseInterval(inst.sounds)!.semitones));
  if (concertKey && writtenKey)
    return `On the ${inst.name}, concert ${concertKey.tonic} ${concertKey.mode} is written in ${writtenKey.tonic} ${writtenKey.mode}: the instrument sounds a ${distance} lower than written, so its part goes a ${distance} higher. ${definition}`;
  const rule = `A written ${written} on the ${inst.name} sounds ${sounds}, a ${distance} lower${inst.key === 'C' ? '' : ` — the instrument is named for the concert note its written C gives (${inst.key})`}. So to hear concert C, write ${forC}; a part in concert C major is written in ${forC} major.`;
  return named || !/\bconcert pitch\b/.test(lower)
    ? `${rule} ${definition}`
    : `${definition} Transposing instruments read other notes: ${rule.replace(/^A/, 'a')}`;
}

/** Harmonics 1–8 over the fundamental, with how far the equal-tempered note is from each. */
function harmonicSeries(lower: string): string | null {
  const nth = /\b(\d+)(st|nd|rd|th) (?:harmonic|partial|overtone)\b/.exec(lower);
  const root = noteIn(lower.replace(/\b\d+(?:st|nd|rd|th)\b/g, '')) ?? 'C';
  const base = midiOf(`${root}2`)!;
  const harmonic = (n: number) => {
    const cents = 1200 * Math.log2(n);
    const semis = Math.round(cents / 100);
    // The 7th harmonic is a flat minor 7th: spelled as one (Bb over C), not as A#.
    const spelling = { tonic: n === 7 ? transposeNote(root, 'P4')! : root, mode: 'major' as const };
    return { name: noteName(base + semis, spelling)!, off: Math.round(cents - semis * 100) };
  };
  const tuning = (off: number) =>
    off === 0 ? '' : ` (${Math.abs(off)} cents ${off < 0 ? 'flatter' : 'sharper'} than on a piano)`;
  const series = [1, 2, 3, 4, 5, 6, 7, 8].map((k) => harmonic(k).name).join(' – ');
  if (nth) {
    const n = Number(nth[1]);
    if (n < 1 || n > 32) return null;
    const h = harmonic(n);
    return `The ${n}${nth[2]} harmonic of ${root}2 is ${h.name}${tuning(h.off)}: ${n} times the fundamental's frequency. The series over ${root}2 runs ${series}.`;
  }
  const odd = [5, 7].map((k) => `${harmonic(k).name}${tuning(harmonic(k).off)}`);
  return `The harmonic series is the set of frequencies a vibrating string or air column makes at once: the fundamental and its whole-number multiples (2×, 3×, 4×…). Over ${root}2: ${series} — the 5th harmonic ${odd[0]} and the 7th ${odd[1]}. The first intervals are an octave, a fifth, a fourth, a major third and a minor third, which is why the octave, 5th and major triad sound so stable; an instrument's timbre is the balance of these harmonics.`;
}

function temperament(): string {
  const cents = (ratio: number) => 1200 * Math.log2(ratio);
  const third = cents(5 / 4);
  const fifth = cents(3 / 2);
  const e = transposeNote('C', 'M3')!;
  return `Just intonation tunes intervals to whole-number ratios from the harmonic series: a pure 5th is 3:2 (${fifth.toFixed(0)} cents), a pure major 3rd 5:4 (${third.toFixed(0)} cents). Equal temperament splits the octave into 12 equal semitones of 100 cents, so every key works the same: its 5th (700 cents) is only ${(fifth - 700).toFixed(0)} cents narrow, but its major 3rd (400) is ${(400 - third).toFixed(0)} cents wide — why C–${e} on a piano beats slightly and a choir or string quartet tunes its 3rds lower. A4 = 440 Hz is the usual reference; middle C is then ${(440 * 2 ** (-9 / 12)).toFixed(2)} Hz.`;
}

function a440(): string {
  const at = (midi: number) => (440 * 2 ** ((midi - 69) / 12)).toFixed(2);
  return `A440 is the tuning standard: the A above middle C (A4) at 440 Hz. Every other note follows from it in equal temperament — middle C is ${at(60)} Hz, the A an octave lower 220 Hz, one semitone up (Bb4) ${at(70)} Hz. Some orchestras tune a little higher (442–443 Hz), and baroque players lower (415 Hz).`;
}

const MELODIC_MODES = [
  'melodic minor',
  'dorian b2',
  'lydian augmented',
  'lydian dominant',
  'mixolydian b6',
  'locrian #2',
  'altered',
];
const HARMONIC_MODES = [
  'harmonic minor',
  'locrian #6',
  'ionian #5',
  'dorian #4',
  'phrygian dominant',
  'lydian #2',
  'altered bb7 (ultralocrian)',
];

function minorModes(lower: string): string {
  const harmonic = /\bharmonic\b/.test(lower);
  const named = /\b([a-g](?:#|b)?) (?:melodic|harmonic|jazz) minor\b/.exec(lower)?.[1];
  const tonic = named ? named[0]!.toUpperCase() + named.slice(1) : 'C';
  const scale = harmonic ? 'harmonic minor' : 'melodic minor';
  const notes = scaleNotes(tonic, scale)!;
  const names = harmonic ? HARMONIC_MODES : MELODIC_MODES;
  const modes = notes.map((n, i) => `${n} ${names[i]}`);
  const tail = harmonic
    ? `The one jazz and metal use most is the 5th, phrygian dominant (${dash(notes.slice(4).concat(notes.slice(0, 4)))}), over the V7 of a minor key.`
    : `The most used are lydian dominant (the 4th, over a 7#11 chord) and the altered scale (the 7th, over an altered dominant: ${notes[6]}7alt resolving to ${transposeNote(notes[6]!, 'P4')}).`;
  return `The modes of ${tonic} ${scale} (${dash(notes)}) are the same seven notes started on each degree: ${modes.join(', ')}. ${tail}`;
}

const BRIGHTNESS = ['lydian', 'ionian', 'mixolydian', 'dorian', 'aeolian', 'phrygian', 'locrian'];

function modeBrightness(lower: string): string {
  const tonic = tonicIn(lower);
  const darkest = scaleNotes(tonic, 'locrian')!;
  const brightest = scaleNotes(tonic, 'lydian')!;
  // "darkest to brightest": the order asked.
  const order = /\bdark\w* (?:to|->|→) bright/.test(lower)
    ? `From darkest to brightest: ${[...BRIGHTNESS].reverse().join(', ')} — each step raises one more note.`
    : `From brightest to darkest: ${BRIGHTNESS.join(', ')} — each step lowers one more note.`;
  return `${order} Locrian is the darkest (${tonic} locrian: ${dash(darkest)}, even its 5th is flat, so the tonic chord is diminished); phrygian (with its b2) is the darkest one that still has a stable tonic chord. Lydian is the brightest (${dash(brightest)}, with the #4). The first three have a major 3rd and sound major (happy); dorian, aeolian, phrygian and locrian have a minor 3rd and sound minor.`;
}

/** Major keys around the circle from C: sharps clockwise, flats counterclockwise (the usual spellings). */
const SHARP_SIDE = ['C', 'G', 'D', 'A', 'E', 'B', 'F#', 'C#'];
const FLAT_SIDE = ['C', 'F', 'Bb', 'Eb', 'Ab', 'Db', 'Gb', 'Cb'];
const WALK_AROUND = ['C', 'G', 'D', 'A', 'E', 'B', 'F#', 'Db', 'Ab', 'Eb', 'Bb', 'F'];

const COUNTERCLOCKWISE =
  /\b(?:counter[- ]?clockwise|anti[- ]?clockwise|other (?:way|direction)|flat side|going (?:down|backwards?)|(?:in|by|up (?:in|by)) (?:4ths|fourths)|left)\b/;

/**
 * "what keys are next to D on the circle of fifths": the keys a fifth either side, and the
 * relative minors among them — the closely related keys.
 */
function circleNeighbours(lower: string): string | null {
  const m =
    /\b(?:next to|neighbou?rs? (?:of|to)|either side of|beside|around|near)\s+([a-g](?:#|b)?)(?![\w#])(?:\s+(major|minor))?/.exec(
      lower,
    );
  if (!m) return null;
  const tonic = m[1]![0]!.toUpperCase() + m[1]!.slice(1);
  const key: Key = { tonic, mode: m[2] === 'minor' ? 'minor' : 'major' };
  const major = key.mode === 'minor' ? relativeKey(key).tonic : tonic;
  const below = transposeNote(major, '-5P')!;
  const above = transposeNote(major, '5P')!;
  const name = (t: string) => `${t} major (${signature(majorKey(t))})`;
  const minors = [below, major, above].map((t) => `${relativeKey(majorKey(t)).tonic} minor`);
  return `On the circle of fifths ${name(major)} sits between ${name(below)}, a fifth below (counterclockwise), and ${name(above)}, a fifth above (clockwise); their relative minors sit inside the circle: ${minors.join(', ')}. Those neighbours differ by one sharp or flat, so they are the closely related keys — the easiest places to modulate to.`;
}

/**
 * "going clockwise from C, whats the next 5 keys", "counterclockwise from C the first 4 keys", "and
 * the other way round?": the keys a fifth apart in that direction, each with its key signature.
 */
function circleWalk(lower: string): string | null {
  const flats = COUNTERCLOCKWISE.test(lower);
  const from = /\bfrom ([a-g](?:#|b)?)(?![\w#])/.exec(lower)?.[1];
  const start = from ? from[0]!.toUpperCase() + from.slice(1) : 'C';
  const count =
    /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?! (?:sharps?|flats?|yr|year))/.exec(
      lower,
    );
  const n = Math.min(count ? (parseNumber(count[1]!) ?? 6) : 6, 12);
  const i = WALK_AROUND.indexOf(start);
  if (i < 0) return null;
  const keys: string[] = [];
  for (let k = 1; k <= n; k++) {
    const step = flats ? i - k : i + k;
    const tonic = WALK_AROUND[((step % 12) + 12) % 12]!;
    // Stay on the side walked: past six steps the sharp keys are spelled as sharps, the flat ones as flats.
    const side = flats ? FLAT_SIDE : SHARP_SIDE;
    const spelled = start === 'C' && k < side.length ? side[k]! : tonic;
    keys.push(spelled);
  }
  const each = keys.map((k) => {
    const sig = keySignature(majorKey(k));
    return `${k} major (${signature(majorKey(k))}${sig.accidentals.length ? `: ${sig.accidentals.join(' ')}` : ''}, relative minor ${relativeKey(majorKey(k)).tonic}m)`;
  });
  const way = flats
    ? 'Counterclockwise (down a fifth, or up a fourth, each step — one flat more, or one sharp fewer)'
    : 'Clockwise (up a fifth each step — one sharp more, or one flat fewer)';
  return `${way} from ${start}: ${each.join(' → ')}.`;
}

/** The 15 major keys of the key signatures, sharps then flats. */
const MAJOR_KEYS = ['C', 'G', 'D', 'A', 'E', 'B', 'F#', 'C#', 'F', 'Bb', 'Eb', 'Ab', 'Db', 'Gb', 'Cb'];

/**
 * "what key would actually have an E# in it", "which keys use Cb": the major keys whose scale
 * spells that note, with their relative minors, and the minor keys that meet it only as the raised
 * leading tone of harmonic minor.
 */
function keysWithNote(lower: string): string | null {
  const m = /\b(?:an?|the)?\s*([a-g])(#|b|x|##|bb)(?![\w#])/.exec(
    lower.replace(
      /\b([a-g])[\s-]+(sharp|flat)\b/g,
      (_, l: string, a: string) => l + (a === 'sharp' ? '#' : 'b'),
    ),
  );
  if (!m) return null;
  const asked = m[1]!.toUpperCase() + m[2]!;
  const majors = MAJOR_KEYS.filter((k) => scaleNotes(k, 'major')!.includes(asked));
  const leading = MAJOR_KEYS.map((k) => relativeKey(majorKey(k)).tonic).filter(
    (t) => scaleNotes(t, 'harmonic minor')![6] === asked && !scaleNotes(t, 'natural minor')!.includes(asked),
  );
  if (majors.length === 0 && leading.length === 0)
    return `No major or minor key in the key signatures spells ${asked}; it only turns up as an accidental.`;
  const listed = majors.map(
    (k) =>
      `${k} major (${signature(majorKey(k))}) and its relative minor, ${relativeKey(majorKey(k)).tonic} minor`,
  );
  const raised = leading.length
    ? ` It also appears as the raised 7th, the leading tone, of ${leading.map((t) => `${t} minor, whose V chord is ${scaleNotes(t, 'harmonic minor')![4]} (${chordNotes(scaleNotes(t, 'harmonic minor')![4]!)})`).join(' and ')}.`
    : '';
  return `${asked} is written in ${listed.join('; ')}${majors.length ? '.' : ''}${raised} The scale uses each letter once, so where ${asked[0]} has to carry that pitch, it is spelled ${asked}.`;
}

/**
 * "why do people say there's only 3 dim7 chords", "only 4 augmented chords": chords that split
 * the octave evenly, so each inversion is the same chord on another root.
 */
function symmetricChords(lower: string): string {
  const spell = (symbol: string) => parseChord(symbol)!.notes.join('–');
  const dim = ['Cdim7', 'C#dim7', 'Ddim7'].map((c) => `${c} (${spell(c)})`).join(', ');
  const aug = ['Caug', 'Dbaug', 'Daug', 'Ebaug'].map((c) => `${c} (${spell(c)})`).join(', ');
  const dimText = `A diminished 7th chord is stacked minor thirds, 3 semitones each: Cdim7 is ${spell('Cdim7')}, and one more minor third lands back on C — it splits the octave evenly into four, a symmetrical chord. So any of its notes can be heard as the root: Cdim7, Ebdim7, Gbdim7 and Adim7 are the same four notes, respelled. Twelve notes shared four to a chord leaves only 3 different dim7 chords: ${dim}; every other dim7 is one of these.`;
  const augText = `An augmented triad is stacked major thirds, 4 semitones each, splitting the octave into three: Caug, Eaug and G#aug are the same notes, so there are only 4 different augmented triads: ${aug}.`;
  return /\baug/.test(lower) && !/\bdim/.test(lower)
    ? `${augText} ${dimText.split('. ')[0]}.`
    : `${dimText} ${augText}`;
}

function leadingTone(lower: string): string {
  const tonic = tonicIn(lower);
  const major = scaleNotes(tonic, 'major')!;
  const natural = scaleNotes(tonic, 'natural minor')!;
  const harmonic = scaleNotes(tonic, 'harmonic minor')!;
  return `The leading tone is the 7th degree a semitone below the tonic — in ${tonic} major ${major[6]} — called that because it leads the ear up into ${tonic}: a semitone is the smallest, strongest pull. In natural minor the 7th (${natural[6]}) is a whole step down, the subtonic, which doesn't pull as hard; harmonic minor raises it to ${harmonic[6]} to get a leading tone back, which is why the V chord in ${tonic} minor is major, ${major[4]} (${chordNotes(major[4]!)}).`;
}

const majorKey = (tonic: string): Key => ({ tonic, mode: 'major' });
const signature = (key: Key) => {
  const sig = keySignature(key);
  if (sig.sharps) return `${sig.sharps} sharp${sig.sharps === 1 ? '' : 's'}`;
  return sig.flats ? `${sig.flats} flat${sig.flats === 1 ? '' : 's'}` : 'no sharps or flats';
};

function relativeOrParallel(lower: string, pieceKey?: Key): string {
  // "ok whats the relative major" beside a piece asks for its key's, which the fact answers.
  if (
    pieceKey &&
    /\bthe (?:relative|parallel)\b/.test(lower) &&
    !/\b(?:mean|means|define|explain)\b/.test(lower)
  )
    return '';
  const c = scaleNotes('C', 'major')!;
  const cMinor = scaleNotes('C', 'natural minor')!;
  if (/\bparallel\b/.test(lower))
    return `Parallel keys share a tonic but not a key signature: C major (${dash(c)}, ${signature(majorKey('C'))}) and C minor (${dash(cMinor)}, ${signature({ tonic: 'C', mode: 'minor' })}). Going to the parallel minor lowers the 3rd, 6th and 7th — that is where borrowed chords come from.`;
  const a = relativeKey(majorKey('C'));
  const g = relativeKey(majorKey('G'));
  return `Relative keys share a key signature and all their notes but start on a different tonic. A major key's relative minor starts on its 6th degree: C major's is ${a.tonic} minor (${dash(scaleNotes(a.tonic, 'natural minor')!)}), both with ${signature(majorKey('C'))}; G major's is ${g.tonic} minor (${signature(majorKey('G'))}). The other way, a minor key's relative major starts on its 3rd: ${a.tonic} minor → C major.`;
}

/**
 * "why does C minor feel so related to Eb", "C minor and Eb major sound alike": a minor key and its
 * relative major named together; the reason is what they share. Null for any other two keys.
 */
function relatedKeys(lower: string): string | null {
  // (A bare "a" is the article: "is a relative key …".)
  const tonics = [...lower.matchAll(/(?<![\w#])([a-g])(#|b)?(?:(m)|\s+(major|minor|maj|min))?(?![\w#])/g)]
    .filter((m) => m[0] !== 'a')
    .map((m) => {
      const quality = m[3] ?? m[4];
      return {
        tonic: m[1]!.toUpperCase() + (m[2] ?? ''),
        minor: quality ? /^m(?:in(?:or)?)?$/.test(quality) : null,
      };
    });
  if (tonics.length !== 2) return null;
  for (const [minor, major] of [tonics, [...tonics].reverse()] as const) {
    if (minor!.minor === false || major!.minor === true) continue;
    const key: Key = { tonic: minor!.tonic, mode: 'minor' } as Key;
    const relative = relativeKey(key);
    if (chromaOf(relative.tonic) !== chromaOf(major!.tonic)) continue;
    const notes = scaleNotes(key.tonic, 'natural minor')!;
    return `${key.tonic} minor is the relative minor of ${relative.tonic} major: they share a key signature (${signature(key)}) and all seven notes — ${dash(notes)} — and ${key.tonic} is the 6th degree of ${relative.tonic} major, ${relative.tonic} the 3rd of ${key.tonic} minor. Same notes, different home: that is why moving between them feels so natural, and why ${relative.tonic} (${chordNotes(relative.tonic)}) sits inside ${key.tonic} minor as its III chord.`;
  }
  return null;
}

function whatMakesMinor(): string {
  const major = scaleNotes('C', 'major')!;
  const minor = scaleNotes('C', 'natural minor')!;
  return `The 3rd above the tonic: a minor key or chord has a minor 3rd (3 semitones, C up to ${minor[2]}), a major one a major 3rd (4 semitones, C up to ${major[2]}). C minor's scale also lowers the 6th and 7th — ${dash(minor)} against C major's ${dash(major)} — but the 3rd alone already turns C (${chordNotes('C')}) into Cm (${chordNotes('Cm')}).`;
}

function keySignatureMeaning(): string {
  const g = keySignature(majorKey('G')).accidentals;
  const eb = keySignature(majorKey('Eb')).accidentals;
  return `A key signature is the set of sharps or flats written at the start of every staff: they apply to every note of that letter, in every octave, unless an accidental changes it. G major has ${g.join(', ')}, so every F is played F#; Eb major has ${eb.join(', ')}. Each signature belongs to one major key and its relative minor — ${g.length} sharp is G major or E minor.`;
}

function nonChordTones(lower: string): string {
  const tonic = tonicIn(lower);
  const s = scaleNotes(tonic, 'major')!;
  const chord = `${s[0]} (${chordNotes(s[0]!)})`;
  const kinds = [
    {
      re: /passing/,
      text: `a passing tone fills the step between two chord notes: ${s[0]}–${s[1]}–${s[2]}, with ${s[1]} passing`,
    },
    {
      re: /neighbou?r|auxiliary/,
      text: `a neighbour tone steps away and back: ${s[2]}–${s[3]}–${s[2]} (upper neighbour ${s[3]}) or ${s[0]}–${s[6]}–${s[0]} (lower neighbour ${s[6]})`,
    },
    {
      re: /appoggiatura/,
      text: `an appoggiatura leaps to a dissonance on the strong beat and resolves by step: ${s[3]} over ${s[0]}, falling to ${s[2]}`,
    },
    {
      re: /escape|echappee|échappée/,
      text: `an escape tone steps away then leaps back the other way: ${s[1]}–${s[2]}–${s[0]}, with ${s[2]} the escape tone`,
    },
    {
      re: /anticipation/,
      text: `an anticipation plays a note of the next chord early: over ${s[4]} (${chordNotes(s[4]!)}), the melody's ${s[0]} arrives just before the ${s[0]} chord`,
    },
  ];
  const asked = kinds.find((k) => k.re.test(lower));
  if (asked)
    return `A non-chord tone is a melody note outside the chord under it. Over ${chord}, ${asked.text}. It sounds as a brief tension the line passes through, not a wrong note, because it moves by step into a chord tone.`;
  return `Non-chord tones are melody notes outside the chord under it, heard as passing tension. Over ${chord}: ${kinds.map((k) => k.text).join('; ')}. Suspensions hold a note over from the chord before.`;
}

function inversionFigures(lower: string): string {
  const key = majorKey(tonicIn(lower));
  const v = parseChord(diatonicTriads(key)[4]!.symbol)!;
  const v7 = parseChord(`${v.root}7`)!;
  const over = (c: typeof v, i: number) => (i === 0 ? c.symbol : `${c.symbol}/${c.notes[i]}`);
  return `The figures say which intervals sit above the bass, so they name the inversion. Triads: root position (5/3, usually left out), 6 for first inversion, 6/4 for second inversion — in ${key.tonic} major V = ${over(v, 0)}, V6 = ${over(v, 1)}, V6/4 = ${over(v, 2)}. Seventh chords: 7, 6/5, 4/3 and 4/2 (or 2) — V7 = ${over(v7, 0)}, V6/5 = ${over(v7, 1)}, V4/3 = ${over(v7, 2)}, V4/2 = ${over(v7, 3)}. Figured bass is the baroque shorthand that writes just these numbers under a bass line for the keyboard player to fill in.`;
}

function ostinato(): string {
  const d = diatonicTriads(majorKey('D'));
  const bass = [0, 4, 5, 2, 3, 0, 3, 4].map((i) => parseChord(d[i]!.symbol)!.root);
  return `An ostinato is a short pattern repeated over and over while other parts change above it: Pachelbel's Canon repeats the bass ${bass.join(' – ')} all the way through, and every riff that loops under a song (the bass of "Seven Nation Army", a repeating synth arpeggio) is one. It gives a piece a hypnotic, driving floor.`;
}

const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
};
const MAJOR_MODES = ['ionian', 'dorian', 'phrygian', 'lydian', 'mixolydian', 'aeolian', 'locrian'];

/** "the 4th mode of the major scale", "what mode starts on the 6th degree", "2nd mode of melodic minor". */
function nthMode(lower: string): string | null {
  const m =
    /\b([1-7]|first|second|third|fourth|fifth|sixth|seventh)(?:st|nd|rd|th)?\s+(?:mode|degree|note)\b/.exec(
      lower,
    );
  const n = m ? (ORDINALS[m[1]!] ?? Number(m[1])) : null;
  if (!n) return null;
  const parent = /\bmelodic\b|\bjazz minor\b/.test(lower)
    ? 'melodic minor'
    : /\bharmonic\b/.test(lower)
      ? 'harmonic minor'
      : 'major';
  const names =
    parent === 'melodic minor' ? MELODIC_MODES : parent === 'harmonic minor' ? HARMONIC_MODES : MAJOR_MODES;
  const home = scaleNotes('C', parent)!;
  const rotated = home.slice(n - 1).concat(home.slice(0, n - 1));
  const name = names[n - 1]!;
  const onC = parent === 'major' ? scaleNotes('C', name) : null;
  const tail = onC ? ` On C it is C ${name}: ${dash(onC)}.` : '';
  return `The ${m![1]}${/^\d$/.test(m![1]!) ? (n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th') : ''} mode of the ${parent} scale is ${name}: the notes of C ${parent} started on its ${n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`} degree, ${rotated[0]} — ${dash(rotated)}.${tail}`;
}

function addNineVersusNine(): string {
  const add9 = parseChord('Cadd9')!.notes;
  const nine = parseChord('C9')!.notes;
  const maj9 = parseChord('Cmaj9')!.notes;
  return `An add9 is a triad with the 9th added and no 7th: Cadd9 = ${dash(add9)}, bright and open. A 9 chord has the 7th too — a dominant 7th with the 9th on top: C9 = ${dash(nine)}, bluesy and restless; Cmaj9 (${dash(maj9)}) uses the major 7th. The ${nine[3]} is the whole difference: with it the chord wants to move, without it it can rest.`;
}

const NOTE_BEATS: Readonly<Record<string, number>> = {
  whole: 4,
  semibreve: 4,
  half: 2,
  minim: 2,
  quarter: 1,
  crotchet: 1,
  eighth: 0.5,
  quaver: 0.5,
  sixteenth: 0.25,
  semiquaver: 0.25,
};
const beatsText = (n: number) =>
  n === 1
    ? '1 beat'
    : `${Number.isInteger(n) ? n : n.toString().replace(/\.5$/, '½').replace(/\.75$/, '¾').replace(/\.25$/, '¼').replace(/^0/, '')} beats`;

/** "how many beats does a dotted half note get": counted in 4/4, a quarter note to the beat. */
function noteBeats(lower: string): string | null {
  const m =
    /\b(double[- ]dotted |dotted )?(whole|semibreve|half|minim|quarter|crotchet|eighth|quaver|sixteenth|semiquaver)(?:[- ]notes?|s)?\b/.exec(
      lower,
    );
  if (!m) return null;
  const plain = NOTE_BEATS[m[2]!]!;
  const dots = m[1] ? (/double/.test(m[1]) ? 2 : 1) : 0;
  const total = plain * (dots === 2 ? 1.75 : dots === 1 ? 1.5 : 1);
  const how =
    dots === 2
      ? ` (${beatsText(plain)} + half of that + a quarter of it: the second dot adds half of what the first added)`
      : dots === 1
        ? ` (${beatsText(plain)} + half of that again)`
        : '';
  return `In 4/4, where a quarter note gets the beat, a ${m[1] ?? ''}${m[2]} note lasts ${beatsText(total)}${how}. In 6/8 or 12/8 the beat is a dotted quarter, so count eighth notes there: three to the beat.`;
}

/** "how do you spell a major scale", "whole half pattern of the dorian mode": its steps, on C. */
function scaleSteps(lower: string): string | null {
  const m = new RegExp(`\\b(${STEP_SCALES})(?: scale| mode)?\\b`).exec(lower);
  if (!m) return null;
  const type = m[1] === 'pentatonic' ? 'major pentatonic' : m[1] === 'minor' ? 'natural minor' : m[1]!;
  const notes = scaleNotes('C', type);
  if (!notes) return null;
  const steps = notes.map((n, i) => {
    const next = notes[(i + 1) % notes.length]!;
    const size = (((midiOf(`${next}4`)! - midiOf(`${n}4`)!) % 12) + 12) % 12;
    return size === 1 ? 'H' : size === 2 ? 'W' : size === 3 ? 'W+H' : `${size}`;
  });
  return `The ${type} scale has ${notes.length} notes, in the steps ${steps.join('–')} (W a whole step, H a half step${steps.includes('W+H') ? ', W+H a step and a half' : ''}) back to the octave. On C: ${dash(notes)}; start the same pattern on any note for that key.`;
}
const STEP_SCALES =
  'major pentatonic|minor pentatonic|pentatonic|harmonic minor|melodic minor|natural minor|major|minor|dorian|phrygian|lydian|mixolydian|aeolian|locrian|blues|whole tone';

function diatonic(): string {
  const key = majorKey('C');
  return `Diatonic means belonging to the key's scale. In C major the diatonic notes are ${dash(scaleNotes('C', 'major')!)} and the diatonic chords ${diatonicTriads(
    key,
  )
    .map((c) => c.symbol)
    .join(
      ', ',
    )}; anything else — an F#, a Bb, a D7 (${chordNotes('D7')}) — is chromatic, borrowed from outside the key.`;
}

function chromatic(): string {
  // Spelled with sharps going up: each letter of C major, then its sharp where a whole step follows.
  const naturals = scaleNotes('C', 'major')!;
  const scale = naturals.flatMap((n, i) => {
    const gap = (midiOf(`${naturals[(i + 1) % 7]}5`)! - midiOf(`${n}4`)!) % 12;
    return gap === 2 ? [n, transposeNote(n, 'A1')!] : [n];
  });
  return `Chromatic means moving by semitones or using notes outside the key. The chromatic scale is all 12 notes: ${dash(scale)}. In C major, the F# of a D7 (${chordNotes('D7')}) is a chromatic note, and a line like G – G# – A is a chromatic passing line.`;
}

function perfectIntervals(lower: string): string {
  const unison = /\bunison\b/.test(lower)
    ? 'A unison is two notes at the same pitch — C and C, 0 semitones. '
    : '';
  return `${unison}The unison, 4th, 5th and octave are the perfect intervals: from the tonic of a major scale and from its octave down they come out the same (C up to F is a 4th, F up to C a 5th), and they are the simplest frequency ratios — 2:1, 3:2, 4:3 — so they sound hollow and stable. Moved a semitone they become augmented or diminished (C–F# an augmented 4th, C–Gb a diminished 5th); 2nds, 3rds, 6ths and 7ths come in major and minor instead.`;
}

function degreeNames(lower: string): string {
  const tonic = tonicIn(lower);
  const s = scaleNotes(tonic, 'major')!;
  const names = ['tonic', 'supertonic', 'mediant', 'subdominant', 'dominant', 'submediant', 'leading tone'];
  return `The scale degrees have names: ${s.map((n, i) => `${names[i]} ${n}`).join(', ')} (in ${tonic} major). The dominant is the 5th, the strongest note after the tonic — it dominates the harmony and its chord pulls home. The subdominant is a 5th below the tonic (hence "sub"), the mediant halfway between tonic and dominant, the supertonic just above the tonic and the leading tone leads up into it.`;
}

function diminishedSevenths(): string {
  const cSharp = parseChord('C#dim7')!.notes;
  const b = parseChord('Bdim7')!.notes;
  return `A diminished 7th chord is stacked minor 3rds, so it splits the octave into four equal parts and any note can act as its root. Its uses: as vii°7, a dominant without the root — Bdim7 (${dash(b)}) → C or Cm; as a passing chord between chords a whole step apart — C – C#dim7 (${dash(cSharp)}) – Dm; and for sudden modulations, since each of its four notes can be heard as a leading tone into a different key.`;
}

function chordQualitiesInKey(lower: string): string {
  const minorAsked =
    /\bin (?:a )?minor(?: key)?\b/.test(lower) && !/\bin (?:a )?major(?: key)?\b/.test(lower);
  const key: Key = { tonic: minorAsked ? 'A' : 'C', mode: minorAsked ? 'minor' : 'major' };
  const triads = diatonicTriads(key);
  const of = (re: RegExp) => triads.filter((c) => re.test(c.roman)).map((c) => `${c.roman} ${c.symbol}`);
  const minorOnes = of(/^[iv]+$/);
  const majorOnes = of(/^[IV]+$/);
  const dim = of(/°/);
  return `In a ${key.mode} key the chords on the scale come out: major ${majorOnes.join(', ')}; minor ${minorOnes.join(', ')}; diminished ${dim.join(', ')} (in ${key.tonic} ${key.mode}). Capital numerals are major chords, lower case minor, ° diminished.${minorAsked ? ' In practice the v is usually made major (E, with G#) from harmonic minor, for a leading tone.' : ''}`;
}

function majorDominantInMinor(lower: string): string {
  const tonic = parseKeyMention(lower)?.key?.tonic ?? 'A';
  const natural = scaleNotes(tonic, 'natural minor')!;
  const harmonic = scaleNotes(tonic, 'harmonic minor')!;
  const v = `${natural[4]}m`;
  const V = natural[4]!;
  return `In ${tonic} natural minor the chord on the 5th is minor, v = ${v} (${chordNotes(v)}): its ${natural[6]} is a whole step below ${tonic}, so it doesn't pull home. Raising the 7th to ${harmonic[6]} (harmonic minor) makes it major, V = ${V} (${chordNotes(V)}) or ${V}7 (${chordNotes(`${V}7`)}), whose leading tone ${harmonic[6]} rises a semitone into ${tonic} — that is why minor-key cadences use the major V.`;
}

function melodicMinorBothWays(lower: string): string {
  // A bare "a" before it is the article ("does a melodic minor go down…").
  const named = /\b([b-g](?:#|b)?|a(?:#|b)) melodic minor\b/.exec(lower)?.[1];
  const tonic = named
    ? named[0]!.toUpperCase() + named.slice(1)
    : (parseKeyMention(lower)?.key?.tonic ?? 'C');
  const up = scaleNotes(tonic, 'melodic minor')!;
  const down = [...scaleNotes(tonic, 'natural minor')!].reverse();
  return `Melodic minor raises the 6th and 7th on the way up — ${tonic} – ${dash(up.slice(1))} – ${tonic} — so the line climbs smoothly by step into the tonic through a leading tone (${up[6]}). On the way down those raised notes would pull back up, so classical practice comes down the natural minor: ${tonic} – ${dash(down.slice(0, 6))} – ${tonic}. Jazz uses the rising form both ways and calls it the jazz minor.`;
}

function bluesScale(lower: string): string {
  const tonic = noteIn(lower.replace(/\bblues\b.*$/, '')) ?? 'C';
  const minorPent = scaleNotes(tonic, 'minor pentatonic')!;
  const blues = scaleNotes(tonic, 'blues')!;
  const blueNote = blues.find((n) => !minorPent.includes(n))!;
  return `The blues scale is the minor pentatonic with one note added, the flat 5th (the "blue note"): ${tonic} minor pentatonic ${dash(minorPent)} plus ${blueNote} gives ${tonic} blues ${dash(blues)} — 1, b3, 4, b5, 5, b7. The ${blueNote} is a passing tension between the 4th and 5th; the major blues scale adds the b3 to the major pentatonic instead (${dash(scaleNotes(tonic, 'major blues')!)}).`;
}

/** "A up to the next C", "from E up to C": the two notes of each interval a message names, in order. */
const NOTE_PAIR =
  /\b(?:from )?([a-g])(#|b)? (?:up |down )?to (?:the )?(?:next |nearest |higher |upper )?([a-g])(#|b)?(?![\w#])/g;

/**
 * "if C up to A is a major 6th, what is A up to the next C": the interval asked, computed, and
 * named as the inversion of the one given when the notes are the same two swapped.
 */
function intervalGivenAnother(lower: string): string | null {
  const pairs = [...lower.matchAll(NOTE_PAIR)].map((m) => [
    m[1]!.toUpperCase() + (m[2] ?? ''),
    m[3]!.toUpperCase() + (m[4] ?? ''),
  ]);
  if (pairs.length !== 2) return null;
  const [[a, b], [c, d]] = pairs as [[string, string], [string, string]];
  const given = intervalBetween(a, b);
  const asked = intervalBetween(c, d);
  if (!given || !asked) return null;
  const said = `${c} up to ${d} is ${article(asked.fullName)} (${asked.semitones} semitones).`;
  if (chromaOf(a) !== chromaOf(d) || chromaOf(b) !== chromaOf(c)) return said;
  return `${said} It is the inversion of ${a} up to ${b}, ${article(given.fullName)}: the numbers add up to 9 (${given.number} + ${asked.number}), the semitones to 12 (${given.semitones} + ${asked.semitones}), and major flips to minor, augmented to diminished, perfect stays perfect.`;
}

/** "why does the dot add half": what the dot is for, on note values that halve each other. */
function whyDotAddsHalf(): string {
  return "Note values come in halves — a whole note is two halves, a half two quarters — so each value is already twice the next one down. A dot adds half the note's value (the next value down): a dotted half is 2 + 1 = 3 beats, a dotted quarter 1 + ½ = 1½. Adding a whole extra would just double the note, and that length already has its own symbol (a half note doubled is a whole note); the dot fills the gap between two values, giving the 3-beat and 1½-beat lengths that 3/4 and 6/8 need. A second dot adds half of what the first added.";
}

/** "m7b5 vs dim7": one note apart, the 7th. */
function halfVersusFullyDiminished(lower: string): string | null {
  const symbol = /(?<![\w#])([a-g](?:#|b)?)(?:m7b5|min7b5|ø|dim7|°)/.exec(lower)?.[1];
  const root = symbol ? symbol[0]!.toUpperCase() + symbol.slice(1) : 'C';
  const half = parseChord(`${root}m7b5`);
  const full = parseChord(`${root}dim7`);
  if (!half || !full) return null;
  return `No — they share the diminished triad but not the 7th. ${root}m7b5 (${root}ø7, half-diminished) = ${dash(half.notes)}: 1, b3, b5 and a minor 7th (${half.notes[3]}). ${root}dim7 (${root}°7, fully diminished) = ${dash(full.notes)}: the 7th lowered once more to a diminished 7th (${full.notes[3]}, the same key as ${enharmonicOf(full.notes[3]!)}), so it is all minor 3rds. The m7b5 is the ii of a minor key and the vii of a major one; the dim7 is the vii°7 of harmonic minor, pulling harder to the tonic.`;
}

const SHARP_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
/** The note's name on the keyboard, spelled with sharps (Bbb is A, Bb is A#). */
const enharmonicOf = (note: string) => SHARP_NAMES[chromaOf(note) ?? 0]!;

/** "spell C melodic minor going up", then "and coming down": the scale the way the line moves. */
function melodicMinorOneWay(lower: string): string | null {
  const dir = /\b(up|down|ascend\w*|descend\w*|rising|falling)\b/.exec(lower)?.[1];
  if (!dir) return null;
  // ("spell A melodic minor": after a verb, "a" is the tonic; "is a melodic minor …" the article.)
  // The first tonic named wins: a follow-up's own ("and going up again in A") comes before the
  // earlier question's.
  const named = [
    /\b(?:spell|of|in|notes?|play)\s+(?:the\s+)?([a-g](?:#|b)?) melodic minor\b/.exec(lower),
    /\b([b-g](?:#|b)?|a(?:#|b)) melodic minor\b/.exec(lower),
    /\b(?:in|on|from)\s+([a-g](?:#|b)?)(?: minor)?(?=[\s?!.,]|$)(?! melodic)/.exec(lower),
  ]
    .filter((m) => m !== null)
    .sort((a, b) => a.index - b.index)[0]?.[1];
  const tonic = named ? named[0]!.toUpperCase() + named.slice(1) : tonicIn(lower);
  const down = /^(?:down|descend|falling)/.test(dir);
  if (!down) {
    const up = scaleNotes(tonic, 'melodic minor')!;
    return `${tonic} melodic minor going up: ${dash([...up, tonic])} — the 6th and 7th raised (${up[5]}, ${up[6]}).`;
  }
  const natural = scaleNotes(tonic, 'natural minor')!;
  return `${tonic} melodic minor coming down is the natural minor: ${dash([tonic, ...[...natural].reverse()])} — the 7th and 6th lowered back to ${natural[6]} and ${natural[5]}.`;
}

/** "why raise the 6th too, not only the 7th": the augmented 2nd a raised 7th alone leaves. */
function whyMelodicRaisesSixth(lower: string, _key?: Key, earlier: readonly string[] = []): string {
  const tonic = scaleNamed(lower, earlier)?.tonic ?? tonicIn(lower);
  const harmonic = scaleNotes(tonic, 'harmonic minor')!;
  const melodic = scaleNotes(tonic, 'melodic minor')!;
  return `Raising only the 7th gives harmonic minor (${dash(harmonic)}), and its step from the 6th to the raised 7th, ${harmonic[5]} – ${harmonic[6]}, is an augmented 2nd: 3 semitones, an awkward leap in a line that should move by step. Raising the 6th as well (${melodic[5]}) closes the gap, so the top climbs ${dash([melodic[4]!, melodic[5]!, melodic[6]!, tonic])} in whole and half steps like a major scale. Harmony needs only the raised 7th (for the major V); a melody needs both — hence "melodic" minor.`;
}

const MODE_NAMES =
  'phrygian dominant|lydian dominant|major pentatonic|minor pentatonic|natural minor|harmonic minor|melodic minor|ionian|dorian|phrygian|lydian|mixolydian|aeolian|locrian|major|minor';
const MODE_NAMED = new RegExp(`(?<![\\w#])([a-g])(#|b)? (${MODE_NAMES})\\b`);

/** The first scale a message (or else an earlier one, newest first) names on a tonic. */
function scaleNamed(lower: string, earlier: readonly string[] = []) {
  for (const text of [lower, ...earlier]) {
    const m = MODE_NAMED.exec(text.toLowerCase());
    if (m) return { tonic: m[1]!.toUpperCase() + (m[2] ?? ''), type: m[3]! };
  }
  return null;
}

/**
 * "which major scale shares those notes" after Bb lydian, "the 5th mode of which harmonic minor" after
 * E phrygian dominant, "what major pentatonic has the same notes" after E minor pentatonic: the
 * scale of that family holding the same notes, and the degree the first one starts on.
 */
function parentOf(lower: string, _key?: Key, earlier: readonly string[] = []): string | null {
  const family =
    /\b(major pentatonic|minor pentatonic|harmonic minor|melodic minor|natural minor|major|minor)\b/.exec(
      lower.replace(MODE_NAMED, ''),
    )?.[1];
  const scale = scaleNamed(lower, earlier);
  if (!scale) return null;
  const defaultFamily = /pentatonic/.test(scale.type)
    ? scale.type === 'major pentatonic'
      ? 'minor pentatonic'
      : 'major pentatonic'
    : /dominant$/.test(scale.type)
      ? scale.type === 'phrygian dominant'
        ? 'harmonic minor'
        : 'melodic minor'
      : 'major';
  const parent = family === 'minor' ? 'natural minor' : (family ?? defaultFamily);
  const found = parentScale(scale.tonic, scale.type, parent);
  const own = scaleNotes(scale.tonic, scale.type);
  if (!found || !own) return null;
  // (A scale that is its own parent asks nothing this answers.)
  if (found.degree === 1) return null;
  return `${found.tonic} ${parent} — ${scale.tonic} ${scale.type} is its ${nth(found.degree)} mode: the same notes, ${dash(found.notes)}, started on ${scale.tonic} (${dash(own)}).`;
}

const NATURALS = new Set(['C', 'D', 'E', 'F', 'G', 'A', 'B']);

/** "F lydian is just all the white keys from F, right": checked note by note. */
function whiteKeysScale(lower: string): string | null {
  const scale = scaleNamed(lower);
  const notes = scale ? scaleNotes(scale.tonic, scale.type) : null;
  if (!scale || !notes) return null;
  const black = notes.filter((n) => !NATURALS.has(n));
  const name = `${scale.tonic} ${scale.type}`;
  if (black.length === 0) {
    const parent = parentScale(scale.tonic, scale.type, 'major');
    const mode = parent && parent.degree > 1 ? `, the notes of C major started on ${scale.tonic}` : '';
    const marker = scale.type === 'lydian' ? ` Its B is the raised 4th (#4) that makes it lydian.` : '';
    return `Yes — ${name} is ${dash(notes)}: all white keys${mode}.${marker}`;
  }
  return `No — ${name} is ${dash(notes)}: ${black.join(', ')} ${black.length === 1 ? 'is a black key' : 'are black keys'}.`;
}

/** "whats the blue note in that": the flat 5th of the blues on the tonic in talk. */
function blueNote(lower: string, _key?: Key, earlier: readonly string[] = []): string {
  const tonic = scaleNamed(lower, earlier)?.tonic ?? noteIn(lower) ?? 'C';
  const minorPent = scaleNotes(tonic, 'minor pentatonic')!;
  const blues = scaleNotes(tonic, 'blues')!;
  const flatFive = blues.find((n) => !minorPent.includes(n))!;
  const flatThree = scaleNotes(tonic, 'natural minor')![2]!;
  return `The blue note in ${tonic} is the flat 5th, ${flatFive} (${enharmonicOf(flatFive) === flatFive ? flatFive : `= ${enharmonicOf(flatFive)}`}), squeezed between ${minorPent[2]} and ${minorPent[3]}: add it to ${tonic} minor pentatonic and you get the ${tonic} blues scale, ${dash(blues)}. Players also bend the minor 3rd (${flatThree}) up toward the major 3rd and lean on the b7 (${minorPent[4]}) — the "blue" notes between major and minor.`;
}

/** "how come a capo works": a movable nut, each fret a semitone. */
function capoWorks(lower: string): string {
  const fret = Number(/\bcapo (?:on |at )?(?:the )?(?:fret )?(\d{1,2})\b/.exec(lower)?.[1] ?? 2);
  // Keys as guitarists name them: flats, but F#.
  const sounding = ['G', 'Ab', 'A', 'Bb', 'B', 'C', 'Db', 'D', 'Eb', 'E', 'F', 'F#'][fret % 12]!;
  return `A capo is a movable nut: clamped at a fret it shortens every string by that many frets, and each fret is a semitone, so every open string — and every shape you play above it — sounds that many semitones higher. With the capo on ${fret}, a G shape sounds ${sounding} (G + ${fret} semitone${fret === 1 ? '' : 's'}); to find the fret for a key, count semitones from the shape's key up to the key you want (G → Ab → A → Bb is 3, so capo 3 for Bb with G shapes). The fingerings stay the same; only the pitch moves.`;
}

/** The chord a message names ("where does F#m7b5 show up"), else the newest an earlier one named. */
function chordNamed(lower: string, earlier: readonly string[]): string | null {
  // (The message is lower-cased: a letter before a chord suffix is read as a chord's root.)
  for (const text of [chordNamesUp(lower), ...earlier]) {
    const found = chordSymbolsIn(text)[0];
    if (found) return found;
  }
  return null;
}

const ORDINAL_DEGREE = [
  '',
  'root',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '',
  '9th',
  '',
  '11th',
  '',
  '13th',
];

/**
 * "how come the top note is D in one and Db in the other" after Ebmaj7 and Ebm7: the two chords
 * asked last, degree by degree, each note that differs named by its interval above the root.
 */
function chordsCompared(lower: string, _key?: Key, earlier: readonly string[] = []): string | null {
  // (How they sound, "why does one sound dreamy", the chord comparison explains.)
  if (/\b(?:sounds?|feels?|mood|dreamy|bluesy|happy|sad|bright|dark)\b/.test(lower)) return null;
  const named: string[] = [];
  for (const text of [chordNamesUp(lower), ...earlier.slice(0, 3)])
    for (const symbol of chordSymbolsIn(text))
      if (!named.includes(symbol) && named.length < 2) named.push(symbol);
  const [b, a] = named.map((symbol) => parseChord(symbol));
  if (!a || !b || a.notes.length < 3 || b.notes.length < 3) return null;
  // Each chord's notes by degree (3 for the 3rd, 7 for the 7th), with the interval above its root.
  const degrees = (c: NonNullable<typeof a>) =>
    new Map(
      c.notes.map((note, i) => [
        Number.parseInt(c.intervals[i]!, 10),
        { note, name: intervalBetween(c.root, note)?.fullName ?? '' },
      ]),
    );
  const da = degrees(a);
  const db = degrees(b);
  const differ = [...new Set([...da.keys(), ...db.keys()])]
    .sort((x, y) => y - x)
    .filter((d) => da.get(d)?.note !== db.get(d)?.note);
  if (differ.length === 0 || a.root !== b.root) return null;
  const said = differ.map((d) => {
    const x = da.get(d);
    const y = db.get(d);
    const side = (c: string, n?: { note: string; name: string }) =>
      n ? `${n.note} in ${c} is a ${n.name}` : `${c} has none`;
    return `the ${ORDINAL_DEGREE[d] ?? `${d}th`}: ${side(a.symbol, x)}, ${side(b.symbol, y)} above ${a.root}`;
  });
  return `Both are built on ${a.root}, so the difference is in the intervals above it — ${said.join('; ')}. ${a.symbol} = ${dash(a.notes)}, ${b.symbol} = ${dash(b.notes)}: each note that changes is a half step apart, and that is the whole difference in sound.`;
}

/** A lower-cased message with each chord-like word's root letter capitalised ("ebm7" → "Ebm7"). */
function chordNamesUp(lower: string): string {
  return lower.replace(/(?<![\w#])([a-g])(?=(?:#|b)?(?:maj|min|m|dim|aug|sus|add|\d|ø|°))/g, (l) =>
    l.toUpperCase(),
  );
}

/**
 * "where does that chord usually show up" after F#m7b5, "which keys have Bm7b5": the keys whose own
 * chords include it, with its numeral there, and the move it is heard in most.
 */
function chordHomes(lower: string, _key?: Key, earlier: readonly string[] = []): string | null {
  // ("which key has Am as its vi": one degree asked, which the fact reader answers.)
  if (/\bas (?:its|the|a|an)\b|\bthe \w+ (?:chord )?(?:of|in)\b/.test(lower)) return null;
  const symbol = chordNamed(lower, earlier);
  const c = symbol ? parseChord(symbol) : null;
  const homes = symbol ? keysWithChord(symbol) : [];
  if (!symbol || !c || homes.length === 0) return null;
  // A half-diminished chord is met first as the ii of a minor key.
  const ordered = c.quality === 'half-diminished' ? [...homes].reverse() : homes;
  const where = ordered.map(
    (h) => `the ${h.roman} of ${h.key.tonic} ${h.key.mode}${h.harmonic ? ' (from its harmonic minor)' : ''}`,
  );
  const listed = where.length > 1 ? `${where.slice(0, -1).join(', ')} and ${where.at(-1)}` : where[0]!;
  const count = homes.length === 1 ? 'one key' : `${homes.length} keys`;
  const usual = chordInContext(symbol);
  const heard = usual
    ? ` You hear it most in ${usual.key.tonic} ${usual.key.mode}, as ${usual.chords.filter((x, i, all) => x !== all[i - 1]).join(' → ')}${c.quality === 'half-diminished' ? ' — the ii of a minor ii–V–i' : c.quality === 'dominant' ? ' — the V resolving home' : ''}.`
    : '';
  return `${symbol} belongs to ${count}: it is ${listed}.${heard}`;
}

/**
 * "whats the same key written with flats" after C# major: the enharmonic key, its signature
 * counted against the one asked about.
 */
function enharmonicKey(lower: string, _key?: Key, earlier: readonly string[] = []): string | null {
  const key = [lower, ...earlier].map((text) => parseKeyMention(text)?.key).find(Boolean);
  if (!key) return null;
  const own = keyFifths(key);
  // Asked with neither word ("the enharmonic key of C# major"), the other spelling's side.
  const wantsFlats = /\bflats?\b/.test(lower)
    ? !/\bsharps?\b/.test(lower)
    : !/\bsharps?\b/.test(lower) && own > 0;
  const other = enharmonics(key.tonic)
    .filter((n) => n.length <= 2)
    .map((tonic) => ({ tonic, mode: key.mode }))
    .find((k) => (wantsFlats ? keyFifths(k) < own : keyFifths(k) > own));
  const count = (fifths: number) =>
    fifths === 0
      ? 'no sharps or flats'
      : `${Math.abs(fifths)} ${fifths > 0 ? 'sharp' : 'flat'}${Math.abs(fifths) === 1 ? '' : 's'}`;
  const name = (k: Key) => `${k.tonic} ${k.mode}`;
  if (!other) return null;
  const theirs = keyFifths(other);
  if (Math.abs(theirs) > 7)
    return `${name(key)} has no practical ${wantsFlats ? 'flat' : 'sharp'} spelling: as ${name(other)} it would need ${count(theirs)}, double ${wantsFlats ? 'flats' : 'sharps'} included, so it stays ${name(key)} with ${count(own)}.`;
  const accidentals = keySignature(other).accidentals;
  const easier =
    Math.abs(theirs) === Math.abs(own)
      ? 'with as many accidentals either way, both spellings are in use'
      : `${Math.abs(theirs) < Math.abs(own) ? name(other) : name(key)}, with fewer accidentals, is the one most music is written in`;
  return `Written with ${wantsFlats ? 'flats' : 'sharps'}, ${name(key)} is ${name(other)}: ${count(theirs)} (${accidentals.join(', ')}) instead of ${count(own)}. Same pitches, enharmonic keys — ${easier}.`;
}

const CONCEPTS: readonly Concept[] = [
  {
    // "how come the top note is D in one and Db in the other", "why is the 3rd different in the other one".
    match:
      /\b(?:why|how come|what makes|difference)\b.*\b(?:in one|the other(?: one)?|each one|both|the two|between (?:them|those|these|the two))\b/,
    intent: 'theory-explanation',
    overFact: true,
    answer: chordsCompared,
  },
  {
    // "whats the same key written with flats", "C# major in flats?", "enharmonic key of Gb major".
    match:
      /^(?=.*\b(?:flats|sharps)\b)(?=.*\b(?:same key|enharmonic|written|spelled|spelt|spell it|instead|other way)\b)|\benharmonic (?:key|equivalent)s? (?:of|for|to)\b|\b[a-g](?:#|b)? (?:major|minor) (?:in|with|using) (?:flats|sharps)\b/,
    intent: 'theory-fact',
    overFact: true,
    answer: enharmonicKey,
  },
  {
    // "where does that chord usually show up" after F#m7b5, "which keys have a Bm7b5 in them".
    match:
      /\bwhere (?:does|do|would|will|might|can|could|is|are)\b.*\b(?:show(?:s)? up|appears?|turns? up|comes? up|occurs?|lives?|belongs?|pops? up|found|used|come from)\b|\b(?:which|what) (?:major |minor )?keys? (?:is|are|does|do|has|have|contains?|includes?|uses?)\b.*\bchords?\b|\b(?:which|what) (?:major |minor )?keys? (?:ha(?:s|ve)|contains?|includes?|uses?) (?:an? )?[a-g](?:#|b)?(?:maj|min|m|dim|aug|sus|\d|ø|°)/,
    intent: 'theory-explanation',
    // ("which keys have Bm7b5": the keys listed are a fact.)
    factIf: /\b(?:which|what) (?:major |minor )?keys?\b/,
    overFact: true,
    answer: chordHomes,
  },
  {
    // "if C up to A is a major 6th then what is A up to the next C".
    match: /\bif\b.*\bup to\b.*\bup to\b/,
    intent: 'theory-fact',
    overFact: true,
    answer: intervalGivenAnother,
  },
  {
    // "which major scale shares those notes", "5th mode of which harmonic minor", "parent scale of D dorian".
    match:
      /\b(?:which|what)\b.*\b(?:same notes|shares?|sharing)\b|\b(?:which|what) (?:mode|scale)\b.*\bmode\b.*\b(?:comes? from|derived from)\b|\bparent (?:major |minor )?(?:scale|key)\b|\bmode of which\b|\bof which (?:major|minor|harmonic minor|melodic minor)\b/,
    intent: 'theory-fact',
    overFact: true,
    answer: parentOf,
  },
  {
    match: /\b(?:all|only|just)(?: the)? white (?:keys|notes)\b/,
    intent: 'theory-fact',
    overFact: true,
    answer: whiteKeysScale,
  },
  {
    match: /^(?=.*\bcapos?\b)(?=.*\b(?:how come|why|how (?:does|do) (?:it|that|this|a capo|capos) work)\b)/,
    intent: 'theory-explanation',
    answer: capoWorks,
  },
  {
    // ("with the blue note" adds it to the scale: the blues scale answers.)
    match: /^(?!.*\b(?:with|add|plus)\b(?: the)? blue ?note).*\bblue ?notes?\b/,
    intent: 'theory-fact',
    overFact: true,
    answer: blueNote,
  },
  {
    match:
      /^(?=.*\b(?:why|how come|reason)\b)(?=.*\bdot(?:s|ted)?\b)(?=.*\b(?:adds?|half|worth|extra|longer)\b)/,
    intent: 'theory-explanation',
    answer: whyDotAddsHalf,
  },
  {
    // "m7b5 vs dim7, aren't they the same", "half diminished or fully diminished".
    match:
      /^(?=.*(?:m7b5|m7\(b5\)|min7b5|ø|half[- ]?dim))(?=.*(?:dim7|°7|dim(?:inished)? (?:7th|seventh)|fully[- ]dim))/,
    intent: 'theory-explanation',
    overFact: true,
    answer: halfVersusFullyDiminished,
  },
  {
    // "why raise the 6th too, why not only the 7th" of melodic minor.
    match:
      /\b(?:raise|raised|raising|sharpen\w*)\b.*\b(?:6th|sixth|6)\b.*\b(?:7th|seventh|7)\b|\b(?:6th|sixth)\b.*\b(?:raised|raise)\b.*\bmelodic\b/,
    intent: 'theory-explanation',
    answer: whyMelodicRaisesSixth,
  },
  {
    match: /\bmelodic minor\b.*\b(?:down|descend\w*|two ways|both ways)\b/,
    intent: 'theory-explanation',
    overFact: true,
    answer: melodicMinorBothWays,
  },
  {
    // "spell C melodic minor going up", then "and coming down".
    match: /\bmelodic minor\b.*\b(?:up|down|ascend\w*|descend\w*|rising|falling)\b/,
    intent: 'theory-fact',
    answer: melodicMinorOneWay,
  },
  {
    match:
      /\bblues scale\b.*\b(?:made|built|formula|consist\w*|come from)\b|^(?:so |ok |and )?(?:what(?:'s| is)?|whats|explain)\s+(?:the |a )?blues scale\s*[?.!]*$/,
    intent: 'theory-explanation',
    answer: bluesScale,
  },
  {
    match:
      /\b(?:pattern|formula|steps?|whole[- ]half|w[- ]w[- ]h|intervals|how many notes|how do (?:you|i|u) (?:spell|build|make|form)|built|made up)\b.*\b(?:an? |the |for |of )?(?:major pentatonic|minor pentatonic|pentatonic|harmonic minor|melodic minor|natural minor|major|minor|dorian|phrygian|lydian|mixolydian|aeolian|locrian|blues|whole tone) (?:scales?|modes?|keys?)\b/,
    intent: 'theory-fact',
    overFact: true,
    answer: scaleSteps,
  },
  {
    match:
      /^(?:so |ok |and )?(?:what(?:'s| is| does)?|whats|define|explain)\s+(?:the word |the term )?diatonic(?: mean| means)?(?: in music)?\s*[?.!]*$/,
    intent: 'theory-explanation',
    answer: diatonic,
  },
  {
    match:
      /^(?:so |ok |and )?(?:what(?:'s| is| does)?|whats|define|explain)\s+(?:the word |the term )?chromatic(?: mean| means)?(?: in music)?\s*[?.!]*$/,
    intent: 'theory-explanation',
    answer: chromatic,
  },
  {
    match:
      /\bperfect intervals?\b|\bwhy (?:is|are) (?:the |a )?(?:4th|fourth|5th|fifth|octave|unison)s? (?:called )?perfect\b|\bwhat(?:'s| is|s)? (?:a |the )?unison\b/,
    intent: 'theory-explanation',
    answer: perfectIntervals,
  },
  {
    match:
      /\bhow many (?:semitones|half ?steps) (?:are )?(?:in|is) an octave\b|\boctave in (?:semitones|half ?steps)\b/,
    intent: 'theory-fact',
    answer: () =>
      'An octave is 12 semitones (6 whole steps): C up to the next C passes C# D D# E F F# G G# A A# B. The higher note has twice the frequency, which is why the two sound like the same note.',
  },
  {
    match:
      /\b(?:why|y) (?:is it|is the \w+|are they) called (?:the |a )?(?:dominant|subdominant|mediant|submediant|supertonic|tonic)\b|\bscale degree names\b|\bnames? (?:of|for) (?:the )?scale degrees\b/,
    intent: 'theory-explanation',
    answer: degreeNames,
  },
  {
    match: /\b(?:dim7|diminished 7th|diminished seventh)s?\b.*\b(?:used|use|for|do|does)\b/,
    intent: 'theory-explanation',
    answer: diminishedSevenths,
  },
  {
    match:
      /\bwhich chords (?:are|r) (?:minor|major|diminished)\b|\bwhat chords (?:are|r) (?:minor|major|diminished) in\b/,
    intent: 'theory-explanation',
    answer: chordQualitiesInKey,
  },
  {
    match:
      /\bwhy is (?:the )?(?:v|five|dominant)(?: chord)? major in (?:a )?minor\b|\bwhat chord is (?:the )?v in (?:a )?minor\b|\bminor v (?:or|vs) major v\b/,
    intent: 'theory-explanation',
    answer: majorDominantInMinor,
  },
  {
    match:
      /\b(?:[1-7]|first|second|third|fourth|fifth|sixth|seventh)(?:st|nd|rd|th)? mode\b|\bmode (?:that |which )?(?:starts|begins|is built) on the (?:[1-7]|first|second|third|fourth|fifth|sixth|seventh)(?:st|nd|rd|th)?\b/,
    intent: 'theory-fact',
    overFact: true,
    answer: nthMode,
  },
  {
    match:
      /\badd ?9\b.*\b(?:9|ninth|9th)(?: chords?)?\b|\b(?:9|ninth|9th)(?: chords?)? (?:vs\.?|versus|and|or) (?:an? )?add ?9\b/,
    intent: 'theory-explanation',
    answer: (lower) =>
      /\b(?:difference|vs|versus|same|compare|or)\b/.test(lower) ? addNineVersusNine() : null,
  },
  {
    match:
      /\bhow (?:many|long)\b.*\b(?:beats?|counts?|long)\b.*\b(?:whole|semibreve|half|minim|quarter|crotchet|eighth|quaver|sixteenth|semiquaver)(?:[- ]notes?|s)?\b|\bhow long (?:is|does) an? (?:double[- ]dotted |dotted )?\w+ note\b/,
    intent: 'theory-fact',
    answer: noteBeats,
  },
  {
    match: /\bdouble[- ]dott(?:ed|s)\b/,
    intent: 'theory-explanation',
    // "what about a double dotted half then": that note's length, a fact.
    factIf:
      /^(?!.*\b(?:why|how come|what does|mean)\b).*\bdouble[- ]dotted (?:whole|half|quarter|eighth|sixteenth|minim|crotchet|quaver|semibreve)\b/,
    answer: (lower) =>
      (/\bdouble[- ]dotted (?:whole|half|quarter|eighth|sixteenth|minim|crotchet|quaver|semibreve)\b/.test(
        lower,
      )
        ? noteBeats(lower)
        : null) ??
      `A double dot adds half the note's value, then half of that again: a double-dotted half note lasts 2 + 1 + ½ = 3½ beats, a double-dotted quarter 1 + ½ + ¼ = 1¾. It is usually followed by a short note that fills out the beat — a double-dotted quarter and a sixteenth make two beats.`,
  },
  {
    match: /\b(?:tuplets?|quintuplets?|sextuplets?|septuplets?|duplets?)\b/,
    intent: 'theory-explanation',
    answer: () =>
      'A tuplet squeezes a number of even notes into the time normally taken by another: a triplet fits 3 in the time of 2, a quintuplet 5 in the time of 4 (five sixteenths across one beat), a sextuplet 6 in the time of 4, and in 6/8 a duplet fits 2 eighths in the time of 3. The number is written over the bracketed group; count them evenly across the span, not in the usual subdivisions.',
  },
  {
    match: /\b(?:related|relatives?|similar|alike|connected|close|same notes|share|sharing)\b/,
    intent: 'theory-explanation',
    overFact: true,
    answer: relatedKeys,
  },
  {
    match:
      /^(?:so |ok |and )?(?:what(?:'s| is| does)?|whats|define|explain)\s+(?:an? |the )?(?:relative|parallel)\s+(?:minor|major|key)s?(?: keys?)?(?: mean| means)?\s*[?.!]*$/,
    intent: 'theory-explanation',
    overFact: true,
    answer: relativeOrParallel,
  },
  {
    match:
      /\bwhat makes (?:a |the |it )?(?:key|scale|chord|song|mode)?s? ?(?:minor|major|sad|happy)\b|\bdifference between (?:a )?major and minor (?:keys?|chords?)\b/,
    intent: 'theory-explanation',
    answer: whatMakesMinor,
  },
  {
    match:
      /^(?:so |ok |and )?(?:what(?:'s| is| are)?|whats|define|explain)\s+(?:an? |the )?key signatures?(?: mean| means| for| do| does)?\s*[?.!]*$/,
    intent: 'theory-explanation',
    overFact: true,
    answer: keySignatureMeaning,
  },
  {
    match:
      /\b(?:non[- ]?chord|non[- ]?harmonic) (?:tones?|notes?)\b|\bpassing (?:tones?|notes?)\b|\bneighbou?r(?:ing)? (?:tones?|notes?)\b|\bauxiliary notes?\b|\bappoggiaturas?\b|\bescape (?:tones?|notes?)\b|\b(?:é|e)chapp(?:é|e)e\b|\banticipations?\b/,
    intent: 'theory-explanation',
    answer: nonChordTones,
  },
  {
    match:
      /\bfigured bass\b|\b(?:6\/4|6\/5|4\/3|4\/2|six[- ]four|six[- ]five|four[- ]three|four[- ]two)\b.*\b(?:roman|numerals?|chords?|inversions?|figures?)\b|\b(?:roman numerals?|inversions?)\b.*\b(?:6\/4|6\/5|4\/3|4\/2)\b|\binversion (?:numbers|figures|symbols)\b|\b6 (?:and|&|or) 6[ /-]?4\b|\b(?:little|small) (?:6|numbers)\b.*\b(?:chords?|harmony|book|mean)\b/,
    intent: 'theory-explanation',
    answer: inversionFigures,
  },
  { match: /\bostinato(?:s|es)?\b/, intent: 'theory-explanation', answer: ostinato },
  {
    match: /\brubato\b/,
    intent: 'theory-explanation',
    answer: () =>
      'Rubato ("robbed time") lets the tempo bend for expression: the player pushes ahead through a phrase and holds back at its peak or end, then makes up the time, while the accompaniment often keeps steady. It belongs to Romantic piano music — Chopin above all — and to singers; a score marks it "rubato" or "tempo rubato" where it is wanted.',
  },
  {
    match:
      /\bonly (?:3|three|4|four) (?:different )?(?:dim(?:inished)?\s*7(?:th)?|diminished (?:7th|seventh)|fully diminished|aug(?:mented)?)(?: chords?| triads?)?\b|^(?=.*\bsymmetr)(?=.*\b(?:dim|diminished|aug|augmented))|\bsymmetr\w* (?:chords?|triads?)\b/,
    intent: 'theory-explanation',
    answer: symmetricChords,
  },
  {
    // "what key would actually have an E# in it", "which keys have a Cb".
    match:
      /\b(?:what|which) (?:major |minor )?keys? (?:would |does |do |could |might |will )?(?:actually |even |ever )?(?:ha(?:ve|s)|contains?|uses?|includes?|needs?) (?:an? |the )?[a-g](?:#|b|x|##|bb| sharp| flat)(?![\w#])/,
    intent: 'theory-fact',
    answer: keysWithNote,
  },
  {
    match:
      /\b(?:next to|neighbou?rs? (?:of|to)|either side of|beside)\s+[a-g](?:#|b)?(?![\w#]).*\bcircle\b|\bcircle\b.*\b(?:next to|neighbou?rs? (?:of|to)|either side of|beside)\s+[a-g](?:#|b)?(?![\w#])/,
    intent: 'theory-fact',
    // ("neighbours of E minor on the circle": the key named is the subject, not its scale.)
    overFact: true,
    answer: circleNeighbours,
  },
  {
    // "going clockwise from C, whats the next 5 keys", "counterclockwise from C the first 4 keys".
    match:
      /\b(?:counter[- ]?clockwise|anti[- ]?clockwise|clockwise)\b|\bcircle of (?:fifths|5ths|fourths|4ths)\b.*\b(?:next|first|following) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) keys\b/,
    intent: 'theory-fact',
    answer: circleWalk,
  },
  {
    match:
      /\b(?:order|sequence) of (?:the )?(?:sharps|flats)\b|\b(?:sharps|flats) order\b|\bfather charles\b/,
    intent: 'theory-fact',
    answer: orderOfAccidentals,
  },
  {
    match:
      /\bmodes? of (?:the )?(?:[a-g](?:#|b)? )?(?:melodic|harmonic|jazz) minor\b|\b(?:melodic|harmonic|jazz) minor modes\b/,
    intent: 'theory-explanation',
    overFact: true,
    answer: minorModes,
  },
  {
    match:
      /\b(?:darkest|brightest|saddest|happiest|happy|sad|bright|dark)\b.*\bmodes?\b|\bmodes?\b.*\b(?:darkest|brightest|saddest|happiest|happy|sad|bright to dark|dark to bright|brightness|darkness)\b|\bwhich modes? (?:are|is|sound) (?:major|minor)\b/,
    intent: 'theory-explanation',
    answer: modeBrightness,
  },
  {
    match:
      /\b(?:inver(?:sion|t|ted|ting)|flip\w*|upside down|turn\w* (?:it |that )?(?:over|around))\b.*\b(?:interval|perfect|major|minor|augmented|diminished) (?:\w+)\b|\b(?:perfect|major|minor|augmented|diminished) \w+\b.*\b(?:flip\w*|upside down)\b|\b(?:perfect|major|minor|augmented|diminished) \w+ invert|\binterval inversions?\b|\binver(?:sions?|t|ting) (?:of )?(?:an? )?intervals?\b|\btritone\b.*\b(?:flip\w*|invert\w*|inversion|upside down)\b|\b(?:flip\w*|invert\w*)\b.*\btritone\b|\b(?:add|adds|sum|sums) (?:up )?to (?:an |one |a full )?(?:octave|9|nine|12|twelve)\b|\bcomplementary intervals?\b/,
    intent: 'theory-explanation',
    // "flip a major 3rd, what do i get": the interval it becomes is a fact.
    factIf:
      /\bwhat (?:do|does|would|will)\b.{0,30}\b(?:get|become|turn into|make)\b|\binverts? to what\b|\bwhat(?:'?s| is) the inversion of\b/,
    answer: (lower) =>
      /\bchords?\b|\btriads?\b/.test(lower) && !/\binterval/.test(lower) ? null : intervalInversion(lower),
  },
  {
    // "interval between the low E string and the A string", "how far apart are the G and B strings".
    match: /\b[a-g] string\b.*\b[a-g] string\b|\b[a-g] and (?:the )?[a-g] strings\b/,
    intent: 'theory-fact',
    answer: (lower) =>
      guitarStringInterval(
        lower.replace(/\b([a-g]) and (?:the )?([a-g]) strings\b/, '$1 string and $2 string'),
      ),
  },
  {
    // "A minor but w an F# instead of F, what mode is that", "C major with F# instead of F?".
    match: /\b[a-g](?:#|b)? instead of (?:an? |the )?[a-g](?:#|b)?(?![\w#])/,
    intent: 'theory-fact',
    // ("A minor but …" names a scale too: the swap is what is asked.)
    overFact: true,
    answer: scaleWithNoteSwapped,
  },
  {
    // "B half diminished, why is it called half", "why half diminished and not diminished".
    match:
      // ("why is the ii half diminished in minor": the degree's reason, which `explain` gives.)
      /^(?!.*\b(?:ii|vii|the 2|the 7)\b)(?:(?=.*\bhalf[- ]?dim)(?=.*\b(?:why|called|named|name|mean|means|difference|vs|versus)\b)|(?=.*\bhalf\b)(?=.*\bwhy\b.*\bcalled\b)(?=.*\bdim))/,
    intent: 'theory-explanation',
    overFact: true,
    answer: halfDiminished,
  },
  {
    match:
      /\btritone\b.*\b(?:aug(?:mented)? (?:4|fourth)|dim(?:inished)? (?:5|fifth))|\b(?:aug(?:mented)? (?:4th|fourth)|dim(?:inished)? (?:5th|fifth))\b.*\b(?:aug(?:mented)? (?:4th|fourth)|dim(?:inished)? (?:5th|fifth)|tritone)\b/,
    intent: 'theory-explanation',
    answer: tritoneSpellings,
  },
  {
    match: /\b(?:difference|vs|versus|same)\b/,
    intent: 'theory-explanation',
    answer: (lower) => (intervalsIn(lower).length === 2 ? intervalComparison(lower) : null),
  },
  {
    match:
      /\bcompound intervals?\b|\b(?:9th|10th|11th|12th|13th|ninth|tenth|eleventh|twelfth|thirteenth) (?:interval)\b|\bintervals? (?:bigger|wider|larger) than an octave\b/,
    intent: 'theory-explanation',
    answer: compoundIntervals,
  },
  {
    match:
      /^(?:so |ok |and )?(?:what(?:'s| is| does| are)?|whats|define|explain)\s+(?:an? |the )?(?:word )?enharmonics?(?: notes?| equivalents?| spellings?)?(?: mean| means)?\s*[?.!]*$/,
    intent: 'theory-explanation',
    answer: enharmonicNotes,
  },
  {
    match: /\bdouble[- ]?(?:sharps?|flats?)\b|\bdoubly sharp/,
    intent: 'theory-explanation',
    answer: doubleAccidentals,
  },
  {
    match:
      /\btranspos\w* (?:for|to) (?:the )?(?:bb |eb |b flat |e flat )?(?:trumpet|clarinet|(?:alto|tenor|bari(?:tone)?|soprano) sax|horn|french horn)\b|\b(?:bb|eb|b flat|e flat|f) (?:trumpet|clarinet|horn|instruments?)\b|\btransposing instruments?\b|\bconcert pitch\b|\bconcert\b.*\b(?:trumpets?|clarinets?|sax|saxophones?|horns?|altos?|tenors?)\b|\b(?:write|written|play|plays|finger)\b.*\bfor (?:the |a |an |my )?(?:trumpet|clarinet|(?:alto|tenor|bari(?:tone)?|soprano) sax(?:ophone)?|horn)\b|\b(?:trumpet|clarinet|(?:alto|tenor|bari(?:tone)?|soprano) sax(?:ophone)?|french horn|horn in f)\b.*\b(?:sound|sounds|comes out|concert|transpos\w*)\b|\bwhat key\b.*\b(?:trumpets?|clarinets?|sax(?:ophone)?s?|horns?)\b|\b(?:trumpets?|clarinets?|sax(?:ophone)?s?|horns?)\b.*\bwhat key\b/,
    intent: 'theory-fact',
    // ("horn in F, concert Bb major is written in what key": the key named is the concert one.)
    overFact: true,
    answer: transposingInstrument,
  },
  {
    match:
      /\bharmonic series\b|\bovertone series\b|\b(?:\d+(?:st|nd|rd|th)) (?:harmonic|partial|overtone)\b|\bwhat (?:are|is) (?:an? )?(?:harmonics|overtones|partials)\b/,
    intent: 'theory-explanation',
    answer: harmonicSeries,
  },
  {
    match:
      /\bequal temperament\b|\bjust intonation\b|\btemperament\b|\b(?:thirds?|3rds?) (?:are |is )?out of tune\b|\bout of tune on (?:the |a )?piano\b|\bwhy (?:is|are) (?:the )?piano\b.*\bout of tune\b/,
    intent: 'theory-explanation',
    answer: temperament,
  },
  {
    match: /\ba ?440\b|\b440 ?hz\b|\btuning standard\b|\bstandard pitch\b/,
    intent: 'theory-explanation',
    answer: a440,
  },
  {
    match:
      /\bleading (?:tone|note)\b(?! (?:diminished |half[- ]diminished )?(?:7th|seventh|chord|triad))|\bsubtonic\b/,
    intent: 'theory-explanation',
    answer: leadingTone,
  },
  {
    match: /\bpolymeters?\b|\bpoly ?meter\b/,
    intent: 'theory-explanation',
    answer: () =>
      'A polyrhythm fits two pulses into the same span — 3 against 2: three even notes against two in one bar, meeting on every downbeat. A polymeter keeps the same pulse but groups it differently in each part — one part in 4/4 and another in 3/4 over the same beats, so their bar lines drift apart and meet again every 12 beats (3 bars of 4, 4 bars of 3). Polyrhythm splits a span; polymeter shifts where the bars start.',
  },
  {
    match: /\bcut time\b|\balla breve\b|\b2\/2\b/,
    intent: 'theory-explanation',
    answer: () =>
      'Cut time (alla breve, 2/2, written as a C with a line through it) has two half-note beats per bar: the same notes as 4/4, felt in two — "1 and 2 and" instead of "1 2 3 4". Marches, fast show tunes and many polkas are in it; it tells the player to count the half note, so a fast tempo reads easily.',
  },
];

/** Whether the message asks rather than commissions or edits. */
const ASKING =
  /\b(?:right|correct|isn'?t it|aren'?t they|innit)\s*[?!.]*$|\b(?:what|whats|what's|why|how|which|where|explain|define|tell me|difference|vs|versus|mean|means)\b|^(?:so |ok |and |but )*(?:y|is|are|does|do|if|rank|list|order|sort|name|spell|(?:the )?(?:interval|distance) (?:between|from))\b|\b(?:counter[- ]?clockwise|anti[- ]?clockwise|clockwise)\b|\?\s*$/;
/**
 * "rank the modes brightest to darkest", "list the …", "the degree names in order pls": a list
 * asked, a fact rather than an idea.
 */
const LISTING =
  /^(?:(?:so|ok|okay|now|and|pls|please|can you|could you)[,]?\s+)*(?:rank|list|order|sort|name)\b|\bin order\s*(?:pls|please)?\s*[?.!]*$/;
const MAKING = /\b(?:write|compose|generate|create|make|add|change|put|give me a|use|turn|switch)\b/;

/**
 * The concept a message asks about, answered; `null` when it asks none of them, or when `factRead`
 * and the fact answers it better ("the leading tone in Bb major" is a note). `earlier`: the chat's
 * earlier questions, newest first ("which major scale shares those notes" after Bb lydian).
 */
export function conceptAsked(
  lower: string,
  factRead = false,
  pieceKey?: Key,
  earlier: readonly string[] = [],
): ConceptAnswer | null {
  const found = conceptOf(lower, factRead, pieceKey, earlier);
  return (
    found && {
      text: found.text,
      intent: LISTING.test(lower) || found.concept.factIf?.test(lower) ? 'theory-fact' : found.concept.intent,
    }
  );
}

function conceptOf(lower: string, factRead = false, pieceKey?: Key, earlier: readonly string[] = []) {
  // A bare name ("order of flats", "modes of melodic minor") asks too.
  const short = lower.split(/\s+/).length <= 5;
  // "if i write C for alto sax what comes out", "where does that chord turn up" ask, though they
  // say "write", "turn".
  const making = MAKING.test(lower) && !/\b(?:what|why|how|which|where)\b/.test(lower);
  if ((!ASKING.test(lower) && !LISTING.test(lower) && !short) || making) return null;
  for (const concept of CONCEPTS) {
    if (!concept.match.test(lower) || (factRead && !concept.overFact)) continue;
    const text = concept.answer(lower, pieceKey, earlier);
    if (text) return { concept, text };
  }
  return null;
}

// "and horn in F", "alto sax same deal?", "tenor?": a short message leaning on the question before.
const LEANS_ON_BEFORE =
  /^(?:and|what about|how about|same|now|also|ok and|so|then)\b|\bsame (?:deal|thing|question|for)\b|^\S+(?: \S+){0,2}$|^(?:so |ok |and )?(?:is there|any|what is the|whats the) (?:a |an )?(?:rule|trick|pattern|shortcut|formula)\b/;

/** "how come that works", "why does that happen": why, of what was just talked about. */
const WHY_THAT =
  /^(?:so |ok |and |but )?(?:how come|why|how does|how do)\b.*\b(?:that|this|it|those|these)\b/;

/**
 * "alto sax same deal?" or "and concert F?" after "write for Bb clarinet, concert C is what": the
 * same concept asked again, what the follow-up names coming before what the earlier question said.
 */
export function conceptFollowUp(lower: string, earlier: string): ConceptAnswer | null {
  const asked = lower.replace(/[?!.]+\s*$/, '').trim();
  // "why do those have the same notes" after Caug and Abaug (or two dim7s): the chord is symmetrical.
  if (
    /\bsame notes\b/.test(asked) &&
    /\b(?:why|how)\b/.test(asked) &&
    /aug|dim ?7|diminished 7/.test(earlier)
  )
    return { text: symmetricChords(earlier), intent: 'theory-explanation' };
  // "how come that works" after a capo question: the concept the two say together, explained.
  if (WHY_THAT.test(asked) && asked.split(/\s+/).length <= 6) {
    const found = conceptOf(`${asked} ${earlier}`);
    if (found?.concept.intent === 'theory-explanation')
      return { text: found.text, intent: 'theory-explanation' };
  }
  // "and how many flats does each of those have": asked of every thing just listed.
  const ofEach = /\beach (?:of (?:those|them|these)|one)\b/.test(asked);
  if (!(LEANS_ON_BEFORE.test(asked) || ofEach) || asked.split(/\s+/).length > (ofEach ? 10 : 6)) return null;
  const before = conceptOf(earlier);
  if (!before) return null;
  const again = before.concept.answer(`${asked} ${earlier}`);
  // "is there a rule for that": the answer already gives it; said again, as the explanation it is.
  const rule = /\b(?:rule|trick|pattern|shortcut|formula)\b/.test(asked);
  return again && (again !== before.text || ofEach || rule)
    ? { text: again, intent: before.concept.intent }
    : null;
}

/**
 * A concept with chords to play: explained in the key asked (C major when none), with an example
 * progression, so the reply offers to play it and "and in G?", "play me one" follow on. Matched in
 * English only, like the concepts above.
 */
export interface PlayableConcept {
  readonly id: string;
  readonly match: RegExp;
  readonly build: (key: Key) => { text: string; example: readonly string[] };
}

/** The tonic, dominant and scale of a key, minor keys with the harmonic minor's major V. */
function homeOf(key: Key) {
  const minor = key.mode === 'minor' || key.mode === 'aeolian';
  const scale = scaleNotes(key.tonic, minor ? 'harmonic minor' : 'major')!;
  return {
    name: `${key.tonic} ${minor ? 'minor' : 'major'}`,
    scale,
    I: minor ? `${key.tonic}m` : key.tonic,
    IV: minor ? `${scale[3]}m` : scale[3]!,
    V: scale[4]!,
    V7: `${scale[4]}7`,
    minor,
  };
}

export const PLAYABLE_CONCEPTS: readonly PlayableConcept[] = [
  {
    id: 'suspension',
    match: /\bsuspensions?\b(?! chord)|\b(?:4-3|7-6|9-8|2-3) (?:suspension|sus)\b/,
    build: (key) => {
      const h = homeOf(key);
      return {
        text: `A suspension holds a note over from one chord while the next chord arrives, so it clashes on the strong beat, then resolves down by step to a chord tone: preparation, suspension, resolution. The classic is the 4–3: in ${h.name}, going from ${h.I} (${chordNotes(h.I)}) to ${h.V} (${chordNotes(h.V)}), keep the ${h.scale[0]} — a 4th above ${h.V} — then let it fall to ${h.scale[6]}, the 3rd. The others are named the same way: 7–6, 9–8, and 2–3 in the bass. A sus4 chord is the same sound, left unresolved.`,
        example: [h.I, `${h.V}sus4`, h.V, h.I],
      };
    },
  },
  {
    id: 'leading-tone sevenths',
    match:
      /\bleading[- ](?:tone|note) (?:diminished |half[- ]diminished )?(?:7th|seventh)s?\b|\bvii(?:°|o|ø|dim)7\b/,
    build: (key) => {
      const h = homeOf(key);
      const lt = h.scale[6]!;
      const chord = h.minor ? `${lt}dim7` : `${lt}m7b5`;
      const other = h.minor ? `${lt}m7b5` : `${lt}dim7`;
      const [mine, theirs] = h.minor
        ? ['fully diminished, vii°7', 'half-diminished, viiø7']
        : ['half-diminished, viiø7', 'fully diminished, vii°7'];
      return {
        text: `The leading-tone seventh is the 7th chord built on the leading tone. In ${h.name} it is ${mine}: ${chord} (${chordNotes(chord)}); in the ${h.minor ? 'major' : 'minor'} key on ${key.tonic} it is ${theirs}: ${other} (${chordNotes(other)}). Both act as dominants — they are ${h.V}7b9 and ${h.V}9 without the root — and resolve to ${key.tonic}, the leading tone ${lt} rising to ${key.tonic}.`,
        example: [h.I, chord, h.I, h.V7, h.I],
      };
    },
  },
  {
    id: 'leading-tone chord',
    match: /\b(?:vii|7)(?:°|o|dim)?\b.*\bdominant (?:function|chord)\b|\bleading[- ]tone (?:chord|triad)\b/,
    build: (key) => {
      const h = homeOf(key);
      const vii = `${h.scale[6]}dim`;
      return {
        text: `The vii° chord, ${vii} (${chordNotes(vii)}) in ${h.name}, is ${h.V7} (${chordNotes(h.V7)}) without its root: it holds the same tritone, ${h.scale[6]}–${h.scale[3]} — the leading tone and the 4th — which resolves inward to ${h.scale[0]}–${h.scale[2]}. So it does the dominant's job: ${vii} → ${h.I} pulls home just like ${h.V7} → ${h.I}, only lighter.`,
        example: [h.I, h.IV, vii, h.I],
      };
    },
  },
  {
    id: 'tonicization',
    match: /\btonici[sz](?:ation|e|ing)\b/,
    build: (key) => {
      const h = homeOf(key);
      const target = h.minor ? h.IV : h.V;
      const root = parseChord(target)!.root;
      const applied = `${transposeNote(root, 'P5')}7`;
      return {
        text: `Tonicization makes a chord other than the tonic sound like home for a moment, by putting its own dominant in front of it: in ${h.name}, ${applied} (${chordNotes(applied)}) → ${target} makes ${target} a brief tonic — the ${parseChord(applied)!.notes[1]} is ${root}'s leading tone. It lasts a chord or two and the key stays ${h.name}; stay in ${target} with a cadence there and it becomes a modulation.`,
        example: [h.I, applied, target, h.V7, h.I],
      };
    },
  },
  {
    id: 'common-tone modulation',
    match: /\bcommon[- ]tone modulat/,
    build: (key) => {
      const home = key.tonic;
      const far = transposeNote(home, '-M3')!;
      const up = transposeNote(home, 'M3')!;
      return {
        text: `A common-tone modulation reaches a distant key through one held note that both chords share, with no pivot chord: ${home} (${chordNotes(home)}) → ${far} (${chordNotes(far)}) keeps the ${home} and moves everything else, landing in ${far} major; ${home} → ${up} (${chordNotes(up)}) keeps the ${parseChord(home)!.notes[1]}. The held note glues the jump together, so even a far key sounds smooth — a film-score favourite.`,
        example: [home, far, `${transposeNote(far, 'P5')}7`, far],
      };
    },
  },
  {
    id: 'chromatic mediants',
    match: /\bchromatic (?:mediants?|third relations?)\b|\bthird[- ]related chords?\b/,
    build: (key) => {
      const home = parseChord(key.tonic)!;
      const roots = ['M3', '-M3', 'm3', '-m3'].map((iv) => transposeNote(key.tonic, iv)!);
      const mediants = roots.map((root) => {
        const c = parseChord(root)!;
        return `${root} (${dash(c.notes)}, sharing ${c.notes.filter((n) => home.notes.includes(n)).join(' and ')})`;
      });
      return {
        text: `Chromatic mediants are chords whose roots are a 3rd apart and share the same quality, so only one note is common and at least one other moves chromatically, outside the key: from ${key.tonic} (${dash(home.notes)}) they are ${mediants.join(', ')}. The shift sounds bright and magical rather than functional — film scores and Romantic music love it.`,
        example: [key.tonic, roots[0]!, key.tonic, roots[1]!],
      };
    },
  },
  {
    id: 'circle progression',
    match:
      /\bcircle (?:of fifths )?progressions?\b|\b(?:descending|falling) fifths\b|\bdiatonic (?:circle|cycle) of fifths\b/,
    build: (key) => {
      const triads = diatonicTriads(key);
      const order = [0, 3, 6, 2, 5, 1, 4, 0].map((d) => triads[d]!);
      return {
        text: `A circle progression moves the roots down a fifth (or up a fourth) each time, through the key: in ${homeOf(key).name} ${order.map((c) => c.symbol).join(' – ')} (${order.map((c) => c.roman).join(' – ')}). Falling fifths are the strongest root motion, so every chord sounds like it leads into the next; one step has to be a diminished fifth (${order[1]!.symbol} → ${order[2]!.symbol}) to stay in the key. "Autumn Leaves" and "Fly Me to the Moon" run on it.`,
        example: order.map((c) => c.symbol),
      };
    },
  },
  {
    id: 'cadential 6/4',
    match: /\bcadential (?:6[ /-]?4|six[- ]four)\b|\bi ?6\/4 (?:chord|before)\b/,
    build: (key) => {
      const h = homeOf(key);
      const sixFour = `${h.I}/${h.V}`;
      const upper = parseChord(h.I)!.notes;
      return {
        text: `The cadential 6/4 is the tonic chord over the dominant bass just before V: in ${h.name} ${sixFour} (${h.V}–${upper[0]}–${upper[1]}) → ${h.V7} (${chordNotes(h.V7)}) → ${h.I}. Over the bass ${h.V}, the ${upper[0]} and ${upper[1]} are a 4th and a 6th that fall to ${h.scale[6]} and ${h.scale[1]} — so it is really the V with a double suspension, written V6/4–5/3, and it makes the final cadence sound grand and inevitable.`,
        example: [h.IV, sixFour, h.V7, h.I],
      };
    },
  },
];
