import {
  gmDrumName,
  isMinorMode,
  type Key,
  MODES,
  noteName,
  type Piece,
  parseChord,
  parsePitchClass,
  scaleNotes,
  spellChroma,
} from '@riffmate/music';
import { partsText, pieceSummary } from './describe.ts';
import { barRange, CHORD_NAMED_RE, nthChordBars } from './edit-plan.ts';
import { explain } from './explain.ts';
import type { ReplyLanguage } from './language/messages/index.ts';
import { t } from './language/messages/index.ts';
import { instrumentWord, keyWord, roleWord, scaleWord, styleWord, tonicWord } from './language/terms.ts';
import { numberOf } from './numbers.ts';

function soloScales(piece: Piece, lang: ReplyLanguage): string {
  const { tonic, mode } = piece.meta.key;
  // Over a blues in a major key (dominant I7), players reach for the minor pentatonic and blues
  // scale first, then the major pentatonic and mixolydian.
  const bluesy =
    !isMinorMode(mode) &&
    (/blues/.test(piece.meta.style) || /^I7/.test(piece.meta.progression[0]?.roman ?? ''));
  const options: [string, string][] = bluesy
    ? [
        ['minor pentatonic', 'minor pentatonic'],
        ['blues', 'minor blues'],
        ['major pentatonic', 'major pentatonic'],
        ['mixolydian', 'mixolydian'],
      ]
    : isMinorMode(mode)
      ? [
          ['minor pentatonic', 'minor pentatonic'],
          [
            mode === 'minor' || mode === 'aeolian' ? 'natural minor' : mode,
            mode === 'minor' ? 'aeolian' : mode,
          ],
          ['blues', 'minor blues'],
        ]
      : [
          ['major pentatonic', 'major pentatonic'],
          [mode === 'major' || mode === 'ionian' ? 'major' : mode, mode === 'major' ? 'ionian' : mode],
          ['blues', 'major blues'],
        ];
  return options
    .map(([label, type]) =>
      t(
        lang,
        'scaleOption',
        `${tonicWord(lang, tonic)} ${scaleWord(lang, label)}`,
        (scaleNotes(tonic, type) ?? []).join(' '),
      ),
    )
    .join(', ');
}

/** "why does it work", "how come it works", "what does it do there": the reason for a chord asked. */
const WHY_CHORD_RE =
  /\bwhy\b|\bhow come\b|\bwhat makes (?:it|that|this)\b|\bhow does (?:it|that|this) work\b|\bwhat(?:'s| is| does)? (?:it|that|this) (?:do|doing)\b|\b(?:function|role)\b/;

/**
 * Why the chord of one bar works: its notes and function in the piece's key, then how it moves
 * into the next chord (the first one again after the last), voice by voice.
 */
function whyChordWorks(
  seg: Piece['meta']['progression'][number],
  piece: Piece,
  lang: ReplyLanguage,
): string[] {
  const key = `${piece.meta.key.tonic} ${piece.meta.key.mode}`;
  const out: string[] = [];
  const own = explain(`why does ${seg.symbol} work in ${key}`, {});
  if (own?.topic === 'chord in key') out.push(own.text);
  const chords = piece.meta.progression;
  const at = chords.indexOf(seg);
  const next =
    chords.slice(at + 1).find((c) => c.symbol !== seg.symbol) ?? chords.find((c) => c.symbol !== seg.symbol);
  if (next) {
    const move = explain(`why does ${seg.symbol} go to ${next.symbol} in ${key}`, {});
    if (move?.topic === 'chord resolution')
      out.push(t(lang, 'pieceChordLeadsTo', next.bar + 1, next.bar > seg.bar, move.text));
  }
  return out;
}

/**
 * Answer a question about the piece in focus from the piece itself: tempo, key, meter, length,
 * chords (or the chord in one bar), parts, style, and scales to solo with.
 * @example answerPieceQuestion('what tempo is this?', piece, 'en') // "It's at 92 BPM."
 */
export function answerPieceQuestion(text: string, piece: Piece, lang: ReplyLanguage): string {
  const lower = text.toLowerCase();
  const m = piece.meta;
  const out: string[] = [];
  // "is this 4/4?", "so it's in minor right?": yes or no, then the fact.
  const checkedKey = keyChecked(lower);
  const confirmed = checkedKey
    ? { yes: sameKey(checkedKey[1]!, checkedKey[2], m.key), fact: 'key' as const }
    : CONFIRM_RE.test(lower) && !/\bor\b/.test(lower)
      ? confirmation(lower, piece)
      : null;
  if (confirmed) out.push(t(lang, confirmed.yes ? 'pieceYes' : 'pieceNo'));
  // "what's the bass doing in bar 3": that part's notes there, beat by beat.
  const voicing = VOICING_RE.test(lower) ? voicingOf(text, piece, lang) : null;
  if (voicing) return voicing;
  const inBar = /\bchords?\b/.test(lower) ? null : partInBar(lower, piece, lang);
  if (inBar) return inBar;
  const bar = barRange(lower, m.bars);
  // "is there a melody", "does it have drums": whether the part is there, and what is.
  const partAsked = PART_THERE_RE.exec(lower)?.[1];
  if (partAsked) {
    const role = partAsked.startsWith('bass') ? 'bass' : partAsked === 'chord' ? 'chords' : partAsked;
    const there = piece.parts.some((p) => p.role === role);
    return `${t(lang, there ? 'pieceYes' : 'pieceNo')} ${t(lang, 'pieceParts', partsText(piece, lang))}`;
  }
  // "what notes does the melody use", "whats the bass playing", "highest note in the melody".
  const partNotes = /\bchords?\b/.test(lower) || bar ? null : notesOfPart(lower, piece, lang);
  if (partNotes) return partNotes;
  const scales = /\b(?:scale|solo|improvi[sz]e|jam (?:over|in|with)|pentatonic|noodle)\b/.test(lower);
  if (scales) out.push(t(lang, 'pieceScale', keyWord(lang, m.key), soloScales(piece, lang)));
  if (/\b(?:tempo|bpm|fast|slow|speed)\b/.test(lower) || confirmed?.fact === 'tempo')
    out.push(t(lang, 'pieceTempo', m.tempo));
  if (
    (/\b(?:key|major or minor|minor or major|mode|tonic|modulat\w*)\b/.test(lower) && !scales) ||
    KEY_WE_ARE_IN_RE.test(lower) ||
    confirmed?.fact === 'key'
  ) {
    out.push(t(lang, 'pieceKey', keyWord(lang, m.key)));
    // "what key is bar 3 in": the piece keeps its key; that bar's chord in it.
    const seg =
      bar && bar[0] === bar[1] ? [...m.progression].reverse().find((s) => s.bar <= bar[0]) : undefined;
    if (seg && !/\bchords?\b/.test(lower))
      out.push(t(lang, 'pieceChordAt', bar![0] + 1, `${seg.symbol}${seg.roman ? ` (${seg.roman})` : ''}`));
  }
  const beatsPerBar = /\bbeats? (?:per|in an?|an?|each|in each) (?:bar|measure)\b/.test(lower);
  if (
    /\b(?:time sig(?:nature)?|meter|metre|feel|count)\b|\b\d{1,2}\/\d{1,2}\b/.test(lower) ||
    beatsPerBar ||
    confirmed?.fact === 'meter'
  )
    out.push(t(lang, 'pieceMeter', `${m.meter.numerator}/${m.meter.denominator}`));
  if (
    (/\b(?:bars?|measures?|long|length)\b/.test(lower) &&
      !/\b(?:chords?|in bar)\b/.test(lower) &&
      !beatsPerBar &&
      !bar) ||
    confirmed?.fact === 'bars'
  ) {
    const seconds = Math.round((m.bars * m.meter.numerator * (4 / m.meter.denominator) * 60) / m.tempo);
    out.push(t(lang, 'pieceBars', m.bars, seconds));
  }
  const ends = ENDS_ON_RE.test(lower) ? 'last' : STARTS_ON_RE.test(lower) ? 'first' : null;
  // ("why does bar 7 work": the chord there, and why.)
  const barWhy = !!bar && bar[0] === bar[1] && WHY_CHORD_RE.test(lower) && !inBar && !partNotes;
  if (/\b(?:chords?|progression|harmony|changes|roman|numerals?)\b/.test(lower) || ends || barWhy) {
    // "whats the 2nd chord": the chord at that place in the progression, and the bar it starts in;
    // "what does it end on": the last one.
    const named = CHORD_NAMED_RE.exec(lower)?.[1] ?? NTH_ONE_RE.exec(lower)?.[1] ?? ends;
    const at = named ? nthChordBars(named, piece) : null;
    const range = at ? ([at[0], at[0]] as const) : barRange(lower, m.bars);
    if (range && range[0] === range[1]) {
      const seg = [...m.progression].reverse().find((s) => s.bar <= range[0]);
      if (seg)
        out.push(t(lang, 'pieceChordAt', range[0] + 1, `${seg.symbol}${seg.roman ? ` (${seg.roman})` : ''}`));
      // "…and why does it work": what the chord does in the key and how it leads on.
      if (seg && WHY_CHORD_RE.test(lower)) out.push(...whyChordWorks(seg, piece, lang));
    } else if (range) {
      const inRange = m.progression.filter((s) => s.bar >= range[0] && s.bar <= range[1]);
      // The chord held into the range from before it is what its first bar plays.
      const held = [...m.progression].reverse().find((s) => s.bar < range[0]);
      const first = inRange[0]?.bar === range[0] || !held ? [] : [{ ...held, bar: range[0] }];
      const byBar = new Map<number, string[]>();
      for (const s of [...first, ...inRange]) byBar.set(s.bar, [...(byBar.get(s.bar) ?? []), s.symbol]);
      const bars = [...byBar.values()].map((c) => c.join(' '));
      const romans = [...first, ...inRange].map((s) => s.roman ?? '?').join(' – ');
      out.push(t(lang, 'pieceChordsIn', range[0] + 1, range[1] + 1, `| ${bars.join(' | ')} | (${romans})`));
    } else {
      const byBar = new Map<number, string[]>();
      for (const s of m.progression) byBar.set(s.bar, [...(byBar.get(s.bar) ?? []), s.symbol]);
      // One cell a bar, as a chart reads: a chord held on fills the bars it lasts.
      const bars: string[] = [];
      for (let bar = 0; bar < m.bars; bar++)
        bars.push(byBar.get(bar)?.join(' ') ?? (bars.at(-1)?.split(' ').at(-1) || 'N.C.'));
      const romans = m.progression
        .slice(0, 8)
        .map((s) => s.roman ?? '?')
        .join(' – ');
      out.push(
        t(lang, 'pieceChords', `| ${bars.join(' | ')} | (${romans}${m.progression.length > 8 ? ' …' : ''})`),
      );
    }
  }
  if (/\b(?:instruments?|parts?|playing|tracks?|who plays|what plays|sounds?)\b/.test(lower)) {
    out.push(t(lang, 'pieceParts', partsText(piece, lang)));
  }
  if (/\b(?:style|genre)\b/.test(lower)) out.push(t(lang, 'pieceStyle', styleWord(lang, m.style)));
  if (out.length === 0) out.push(t(lang, 'pieceSummary', pieceSummary(piece, lang)));
  return out.join(' ');
}

/** "is this in minor?", "it's 4/4 right?", "isn't it 90 bpm": a fact put forward to confirm. */
const CONFIRM_RE =
  /^(?:(?:so|wait|and|ok|okay|hmm|oh|just to check)[,]?\s+)*(?:is|isn'?t|was) (?:it|this|that|the (?:piece|song|tune|track|file|loop))\b|\b(?:right|correct|yeah|innit|isn'?t it|yes)\s*\?+\s*$/;

/** "is there a melody", "does it have drums", "any bass in it". */
const PART_THERE_RE =
  /\b(?:is there|are there|does (?:it|this|the (?:piece|song|track)) (?:have|use)|has it got|got any|any)\s+(?:a |an |any |some )?(melody|bass(?:line| line)?|drums|chord|pad)s?\b/;

/** "which chord is the 3rd one": a chord by its place, said as "one". */
const NTH_ONE_RE =
  /\bchord (?:is|was|comes) the (first|second|third|fourth|fifth|sixth|seventh|eighth|last|\d{1,2}(?:st|nd|rd|th))(?: one)?\b/;
/** "which chord does it end on", "what does it finish on": the last chord. */
const ENDS_ON_RE = /\b(?:end|ends|ending|finish|finishes|land|lands|resolve|resolves) (?:on|with)\b/;
/** "what chord does it start on", "what does it open with": the first chord. */
const STARTS_ON_RE = /\b(?:start|starts|begin|begins|open|opens) (?:on|with)\b/;

/**
 * Whether the fact put forward ("in minor", "4/4", "90 bpm", "in Eb") holds for the piece, and
 * which fact it is; `null` when the message names none.
 */
/** Whether a tonic typed ("f", "bb", "c sharp") and a mode word, if any, name the piece's key. */
function sameKey(tonic: string, mode: string | undefined, key: Key): boolean {
  const typed = tonic.replace(/\s+flat$/, 'b').replace(/\s+sharp$/, '#');
  const pc = parsePitchClass(typed.charAt(0).toUpperCase() + typed.slice(1));
  if (!pc || pc.chroma !== parsePitchClass(key.tonic)?.chroma) return false;
  if (!mode) return true;
  const said = mode === 'm' ? 'minor' : mode;
  return said === 'minor'
    ? isMinorMode(key.mode)
    : said === 'major'
      ? !isMinorMode(key.mode)
      : key.mode === said ||
        (said === 'aeolian' && key.mode === 'minor') ||
        (said === 'ionian' && key.mode === 'major');
}

function confirmation(
  lower: string,
  piece: Piece,
): { yes: boolean; fact: 'meter' | 'tempo' | 'key' | 'bars' } | null {
  const m = piece.meta;
  const meter = /\b(\d{1,2})\s*\/\s*(\d{1,2})\b/.exec(lower);
  if (meter)
    return {
      yes: Number(meter[1]) === m.meter.numerator && Number(meter[2]) === m.meter.denominator,
      fact: 'meter',
    };
  // "so it's in 4 now right?": counted in that many beats (6/8 is also "in 2", "in 6").
  const count =
    /\bin (\d{1,2}|two|three|four|five|six|seven)(?![\w/])(?!\s*(?:bars?|measures?|bpm|beats))/.exec(lower);
  if (count) {
    const n = numberOf(count[1]!) ?? Number(count[1]);
    const compound = m.meter.denominator === 8 && m.meter.numerator % 3 === 0 && m.meter.numerator > 3;
    return { yes: m.meter.numerator === n || (compound && m.meter.numerator / 3 === n), fact: 'meter' };
  }
  const bars = /\b(\d{1,3})\s*(?:-\s*)?(?:bars?|measures?)\b/.exec(lower);
  if (bars) return { yes: Number(bars[1]) === m.bars, fact: 'bars' };
  // "is it 140?": a bare number of that size is the tempo.
  const bpm = /\b(\d{2,3})\s*(?:bpm|beats per minute)\b/.exec(lower) ?? /\b(\d{2,3})\s*\?*$/.exec(lower);
  if (bpm) return { yes: Number(bpm[1]) === m.tempo, fact: 'tempo' };
  const sameMode = (mode: string) =>
    mode === 'minor'
      ? isMinorMode(m.key.mode)
      : mode === 'major'
        ? !isMinorMode(m.key.mode)
        : m.key.mode === mode ||
          (mode === 'aeolian' && m.key.mode === 'minor') ||
          (mode === 'ionian' && m.key.mode === 'major');
  // "in a minor key" asks the mode, not A minor.
  const key = new RegExp(`\\bin ([a-g](?:#|b)?)(?: (${MODES.join('|')}))?(?![\\w#])(?! key)`).exec(lower);
  const tonic = key ? parsePitchClass(key[1]!.toUpperCase()) : null;
  if (key && tonic) {
    const sameTonic = tonic.chroma === parsePitchClass(m.key.tonic)?.chroma;
    return { yes: sameTonic && (!key[2] || sameMode(key[2])), fact: 'key' };
  }
  const mode = new RegExp(`\\b(${MODES.join('|')})\\b`).exec(lower)?.[1];
  return mode ? { yes: sameMode(mode), fact: 'key' } : null;
}

/**
 * The notes one part uses over the whole piece, in scale order from the tonic, and its range
 * ("what notes does the melody use", "whats the bass playing"); `null` when the message names no
 * part or asks nothing of its notes.
 */
function notesOfPart(lower: string, piece: Piece, lang: ReplyLanguage): string | null {
  const role = /\b(?:melody|lead|tune|top ?line)\b/.test(lower)
    ? 'melody'
    : /\bbass(?:line| line)?\b/.test(lower)
      ? 'bass'
      : /\b(?:pad)\b/.test(lower)
        ? 'pad'
        : /\b(?:drums?|beat|kit)\b/.test(lower)
          ? 'drums'
          : null;
  if (!role || !/\b(?:notes?|sounds?|play(?:ing|s)?|doing|range|highest|lowest|high|low)\b/.test(lower))
    return null;
  const part = piece.parts.find((p) => p.role === role);
  if (!part) return t(lang, 'pieceNoPart', roleWord(lang, role), partsText(piece, lang));
  if (part.notes.length === 0) return null;
  if (role === 'drums') {
    // Drum notes are sounds of the kit, not pitches: name them, lowest key first.
    const keys = [...new Set(part.notes.map((n) => n.midi))].sort((a, b) => a - b);
    const sounds = keys.map((k) => gmDrumName(k) ?? String(k));
    const listed =
      sounds.length > 1 ? t(lang, 'listAnd', sounds.slice(0, -1).join(', '), sounds.at(-1)!) : sounds[0]!;
    return t(lang, 'pieceDrumSounds', listed);
  }
  const key = piece.meta.key;
  const tonic = parsePitchClass(key.tonic)?.chroma ?? 0;
  const chromas = [...new Set(part.notes.map((n) => n.midi % 12))].sort(
    (a, b) => ((a - tonic + 12) % 12) - ((b - tonic + 12) % 12),
  );
  const pitches = part.notes.map((n) => n.midi);
  const name = (midi: number) => noteName(midi, key) ?? String(midi);
  return t(
    lang,
    'piecePartNotes',
    roleWord(lang, role),
    instrumentWord(lang, part.program),
    chromas.map((c) => spellChroma(c, key)).join(' '),
    name(Math.min(...pitches)),
    name(Math.max(...pitches)),
  );
}

/**
 * The notes one part plays in one bar, beat by beat, read from the piece ("what's the bass doing
 * in bar 3"); `null` when the message names no part and bar, or the piece has no such part.
 */
function partInBar(lower: string, piece: Piece, lang: ReplyLanguage): string | null {
  const role = /\b(?:melody|lead|tune|top ?line)\b/.test(lower)
    ? 'melody'
    : /\bbass\b/.test(lower)
      ? 'bass'
      : /\b(?:chords?|piano|keys|comping)\b/.test(lower)
        ? 'chords'
        : null;
  const range = barRange(lower, piece.meta.bars);
  const part = role ? piece.parts.find((p) => p.role === role) : undefined;
  if (!part || !range || range[0] !== range[1]) return null;
  const m = piece.meta;
  const beat = (m.ppq * 4) / m.meter.denominator;
  const from = range[0] * beat * m.meter.numerator;
  const inBar = part.notes.filter((n) => n.tick >= from && n.tick < from + beat * m.meter.numerator);
  if (inBar.length === 0) return t(lang, 'piecePartRests', range[0] + 1, roleWord(lang, part.role));
  const byBeat = new Map<number, string[]>();
  for (const n of inBar) {
    const b = Math.floor((n.tick - from) / beat) + 1;
    const name = noteName(n.midi, m.key) ?? String(n.midi);
    const list = byBeat.get(b) ?? [];
    if (!list.includes(name)) list.push(name);
    byBeat.set(b, list);
  }
  const beats = [...byBeat.entries()]
    .map(([b, names]) => `${t(lang, 'pieceBeat', b)}: ${names.join(' ')}`)
    .join('; ');
  return t(
    lang,
    'piecePartInBar',
    range[0] + 1,
    roleWord(lang, part.role),
    instrumentWord(lang, part.program),
    beats,
  );
}

/** "what's the voicing on the V chord", "how is the ii voiced", "which inversion is bar 3". */
/** "are we in G or E minor here", "is it in Bb?": which key the piece is in, asked by naming one. */
export const KEY_WE_ARE_IN_RE =
  /^(?:(?:so|wait|and|ok|okay|hmm|oh)[,]?\s+)*(?:are we|is (?:it|this|that))(?: (?:still|now|actually|really))? in [a-g](?:#|b)?\b/;

/**
 * "wait so thats F now?", "still A minor?", "so we in C now yeah": a key put forward to be
 * confirmed, no verb asking for a change. Group 1 is the tonic, group 2 the mode word, if any.
 */
export const KEY_CHECKED_RE = new RegExp(
  String.raw`^(?:(?:so|wait|and|ok|okay|hmm|oh|just to check|sorry|hold on|hang on)[,]?\s+)*(?:(?:that'?s|thats|that is|it'?s|its|it is|this is|we'?re|were|we are|we)\s+)?(?:(?:still|now)\s+)?(?:in\s+)?([a-g](?:#|b|\s+flat|\s+sharp)?)(?:\s*(${MODES.join('|')}|m))?(?:\s+(?:still|now|then))?(?:\s*,?\s*(?:yeah|yea|ya|right|correct|innit|yes|then))?\s*(\?*)\s*$`,
);

/**
 * Whether a message checks the key (see KEY_CHECKED_RE): "still", "now" or "that's" with a "?", or a
 * tag ("yeah", "right"). A key alone, "in Eb?", asks for the piece in that key.
 */
export function keyChecked(lower: string): RegExpExecArray | null {
  const m = KEY_CHECKED_RE.exec(lower);
  if (!m) return null;
  const tagged = /\b(?:yeah|yea|ya|right|correct|innit|yes)\s*$/.test(lower);
  const put = /\b(?:that'?s|thats|that is|it'?s|its|it is|this is|we'?re|were|we are|we|still|now)\b/.test(
    lower,
  );
  return tagged || (put && !!m[3]) ? m : null;
}

export const VOICING_RE = /\b(?:voic(?:ing|ings|ed)|inversions?|voice leading)\b/;

/** The numeral a roman label or a typed ask starts with, accidentals as b and #: "bVII7" → "bVII". */
const leadingNumeral = (roman: string) =>
  (/^[b#♭♯]?(?:iii|ii|iv|vii|vi|v|i)/i.exec(roman)?.[0] ?? '').replace('♭', 'b').replace('♯', '#');

/**
 * The chord a question points at: by roman numeral, by symbol, by place or bar; else the first
 * (or `null` when `firstWhenUnnamed` is false). `undefined` when the chord named is not in the piece.
 */
export function chordAsked(text: string, piece: Piece, firstWhenUnnamed = true) {
  const m = piece.meta;
  const lower = text.toLowerCase();
  const numeral = /\bthe\s+(b|#|♭|♯)?(iii|ii|iv|vii|vi|v|i)\b/i.exec(text);
  if (numeral) {
    // "the V" is the major V7 before the minor v; "the ii" the minor ii before a major II.
    const typed = leadingNumeral(`${numeral[1] ?? ''}${numeral[2]!}`);
    const hit =
      m.progression.find((s) => s.roman && leadingNumeral(s.roman) === typed) ??
      m.progression.find((s) => s.roman && leadingNumeral(s.roman).toLowerCase() === typed.toLowerCase());
    if (hit) return hit;
  }
  const symbol = /\bthe\s+([A-G](?:#|b)?[\w#]*)(?![\w#])/.exec(text)?.[1];
  const bySymbol = symbol ? m.progression.find((s) => s.symbol === symbol) : undefined;
  if (bySymbol) return bySymbol;
  const named = CHORD_NAMED_RE.exec(lower);
  const at = named ? nthChordBars(named[1]!, piece) : null;
  const range = at ?? barRange(lower, m.bars);
  if (range) return [...m.progression].reverse().find((s) => s.bar <= range[0]) ?? null;
  if (numeral || symbol) return undefined;
  return firstWhenUnnamed ? (m.progression[0] ?? null) : null;
}

/**
 * How the chords part voices one chord of the piece: its notes low to high where the chord starts,
 * spelled as the chord spells them, and which inversion that is. `null` when no chord is found or
 * nothing voices it there.
 */
function voicingOf(text: string, piece: Piece, lang: ReplyLanguage): string | null {
  const seg = chordAsked(text, piece);
  if (seg === null) return null;
  if (!seg) {
    // "how is the ii voiced" over a piece with no ii: say so, with the chords it has.
    const asked =
      /\bthe\s+((?:b|#)?(?:iii|ii|iv|vii|vi|v|i)|[A-G](?:#|b)?[\w#]*)(?![\w#])/i.exec(text)?.[1] ?? '';
    const chords = [...new Set(piece.meta.progression.map((s) => s.symbol))].join(' – ');
    return t(lang, 'pieceNoSuchChord', asked, chords);
  }
  const part =
    piece.parts.find((p) => p.role === 'chords') ??
    piece.parts.find((p) => p.role === 'pad' || p.role === 'arpeggio');
  const chord = seg ? parseChord(seg.symbol) : null;
  if (!seg || !part || !chord) return null;
  const beat = (piece.meta.ppq * 4) / piece.meta.meter.denominator;
  // A pushed chord (syncopated, anticipated) starts up to an eighth before its bar.
  const sounding = part.notes.filter((n) => n.tick >= seg.tick - beat / 2 && n.tick < seg.tick + beat);
  const pitches = [...new Set(sounding.map((n) => n.midi))].sort((a, b) => a - b);
  if (pitches.length < 2) return null;
  const spelled = (midi: number) => {
    const tone = chord.notes.find((n) => parsePitchClass(n)?.chroma === midi % 12);
    return tone ? `${tone}${Math.floor(midi / 12) - 1}` : (noteName(midi, piece.meta.key) ?? String(midi));
  };
  const lowest = pitches[0]! % 12;
  const position = chord.chromas.indexOf(lowest);
  return t(
    lang,
    'pieceVoicing',
    seg.bar + 1,
    `${seg.symbol}${seg.roman ? ` (${seg.roman})` : ''}`,
    instrumentWord(lang, part.program),
    pitches.map(spelled).join(' – '),
    position,
  );
}

const ORDINAL = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th'];

/**
 * "if i wanna play this w/ C shapes where do i put the capo", "song's in Eb, capo for D shapes?":
 * the fret that makes the shapes sound in the key (the one named, or the piece's). Shapes of the
 * other mode count from the relative key (G shapes for E minor). `null` when it is not that ask.
 * @example capoForShapes('where do i put the capo for C shapes', { tonic: 'D', mode: 'major' }) // "Capo on the 2nd fret: …"
 */
export function capoForShapes(text: string, pieceKey: Key | null): string | null {
  const s = text.toLowerCase();
  if (!/\bcapo\b/.test(s) || !/\b(?:where|which|what|how high|how far|fret|capo (?:for|to))\b/.test(s))
    return null;
  const letter = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
  const shape =
    /\b([a-g](?:#|b)?)(m|min|minor)?\s*(?:-|\s)?(?:shapes?|chords? shapes?|forms?|positions?)\b/.exec(s) ??
    /\b(?:play(?:ing)?|use|using)\s+(?:it\s+|this\s+|them\s+)?(?:with\s+|w\/\s*|in\s+)?([a-g](?:#|b)?)(m|min|minor)?\s+(?:shapes?|chords?)\b/.exec(
      s,
    );
  if (!shape) return null;
  const named =
    /\b(?:in|key of|song'?s in|song is in|its in|it's in)\s+([a-g](?:#|b)?)\s*(m\b|min\b|minor\b|major\b)?/.exec(
      s.slice(0, shape.index) + ' '.repeat(shape[0].length) + s.slice(shape.index + shape[0].length),
    );
  const key: Key | null = named
    ? { tonic: letter(named[1]!), mode: named[2] && named[2] !== 'major' ? 'minor' : 'major' }
    : pieceKey;
  const shapePc = parsePitchClass(letter(shape[1]!))?.chroma;
  const tonicPc = key ? parsePitchClass(key.tonic)?.chroma : undefined;
  if (!key || shapePc === undefined || tonicPc === undefined) return null;
  const shapeMinor = !!shape[2];
  const keyMinor = isMinorMode(key.mode);
  // Shapes of the other mode play the relative key: G shapes for E minor, Em shapes for G major.
  const target = shapeMinor === keyMinor ? tonicPc : keyMinor ? tonicPc + 3 : tonicPc + 9;
  const fret = (((target - shapePc) % 12) + 12) % 12;
  const shapeName = `${letter(shape[1]!)}${shapeMinor ? 'm' : ''}`;
  const sounding = `${spellChroma(target % 12, key)}${shapeMinor ? 'm' : ''}`;
  if (fret === 0) return `No capo needed: ${shapeName} shapes are already in ${key.tonic} ${key.mode}.`;
  return `Capo on the ${ORDINAL[fret]} fret (fret ${fret}): ${shapeName} shapes there sound as ${sounding}, so you play in ${key.tonic} ${key.mode} with the ${shapeName}-shape fingerings.`;
}
