import {
  type CompositionSpec,
  getStyle,
  type Meter,
  type Mood,
  PART_ROLES,
  type PartRole,
  type PartSpec,
  type StyleId,
} from '@riffmate/music';
import { parseBars } from './bars.ts';
import { findChordSequence } from './chord-sequence.ts';
import { caseFree, findDegreeRun } from './degrees.ts';
import { parseEdits } from './edits.ts';
import { INSTRUMENT_WORDS, type InstrumentWord, sharedInstrumentNoun } from './instruments.ts';
import { keyPlan } from './key-plan.ts';
import { parseKeyMention } from './keys.ts';
import { parseMeter } from './meter.ts';
import { MOOD_WORDS } from './moods.ts';
import { styledParts } from './part-style.ts';
import { PART_WORDS } from './parts.ts';
import { genreHint } from './style-approx.ts';
import { STYLE_WORDS } from './styles.ts';
import { MOOD_TEMPO_WORDS, parseBpm, TEMPO_WORDS } from './tempo.ts';
import { findPhrases, normaliseText, type PhraseHit } from './text.ts';
import { parseTheoryQuestion } from './theory-question.ts';
import type { ComposeRequest, Intent } from './types.ts';

type Role = Exclude<PartRole, 'drums'>;

const PART_ALIASES: Readonly<Record<string, PartRole>> = {
  drum: 'drums',
  drums: 'drums',
  percussion: 'drums',
  beat: 'drums',
  bass: 'bass',
  bassline: 'bass',
  'bass line': 'bass',
  melody: 'melody',
  lead: 'melody',
  tune: 'melody',
  chords: 'chords',
  chord: 'chords',
  harmony: 'chords',
  progression: 'chords',
  keys: 'chords',
  // Hand percussion is the percussion part ("lose the shaker"), not the kit.
  shaker: 'percussion',
  shakers: 'percussion',
  tambourine: 'percussion',
  congas: 'percussion',
  bongos: 'percussion',
  cowbell: 'percussion',
};
const PART_ALIAS_SOURCE = Object.keys(PART_ALIASES)
  .sort((a, b) => b.length - a.length)
  .join('|');
const WITHOUT_RE = new RegExp(
  // ("one drop drums" is reggae's one-drop groove, not "drop the drums".)
  `\\b(?:no|without|minus|skip|leave out|(?<!\\bone[- ])drop|remove|delete|erase|scrap|lose|mute|kill|cut|take out|get rid of|take away|strip out|ditch|no more)\\s+(?:the\\s+|any\\s+|all\\s+)?(${PART_ALIAS_SOURCE})\\b(?!\\s+(?:busier|simpler|on|to|with|line\\s+on|an?\\s+octave|octave|down|lower|up|higher|by\\b|\\d))`,
  'g',
);
// "drums out" takes them out; "chill the drums out", "thin the hats out" shape them instead.
const PART_OFF_RE = new RegExp(
  `(?<!\\b(?:chill|calm|thin|mellow|space|spread|even|smooth|tone|flesh|fill|sort|straighten|bring|stretch|level|cool|ease|lighten)\\s+(?:the\\s+|those\\s+|my\\s+|your\\s+)?)\\b(${PART_ALIAS_SOURCE})\\s+(?:out|off)\\b`,
  'g',
);
/** Instruments that accompany in broken chords when another instrument sings the melody. */
const ARPEGGIATING_PROGRAMS: ReadonlySet<number> = new Set([8, 9, 10, 11, 12, 13, 46]);
const ONLY_RE = new RegExp(
  `\\b(?:just|only)\\s+(?:the\\s+|a\\s+|some\\s+)?(${PART_ALIAS_SOURCE})\\b|\\b(${PART_ALIAS_SOURCE})\\s+only\\b`,
);

/** Between a part word and an instrument that plays it: "chords on Rhodes", "melody played by a flute". */
const PART_THEN_INSTRUMENT =
  /^\s*(?:(?:part|line|instrument|sound|patch|track|voice)\s+)?(?:(?:played|performed|done|be|be played|go|moved?)\s+)?(?:on|with|using|by|via|to|into|as|for|in|is|be)?\s*(?:an?|the|some)?\s*$/;
/** Between an instrument and its part: "Rhodes on the chords", "upright playing the bass", "flute for the melody". */
const INSTRUMENT_THEN_PART = /^\s*(?:(?:on|for|playing|doing|taking|covering|as)\s+(?:the\s+|a\s+)?)?$/;

/** Kit pieces whose names hold another instrument's ("double bass drum" is no double bass). */
const KIT_PHRASES = [
  {
    names: [
      'double bass drum',
      'double bass drums',
      'bass drum',
      'kick drum',
      'kick drums',
      'double kick',
      'double kicks',
      'snare drum',
      'snare drums',
    ],
    value: 'drums' as const,
  },
];
/** Ensembles named as one: each is its line-up. */
const ENSEMBLES: readonly { readonly names: readonly string[]; readonly value: readonly PartSpec[] }[] = [
  {
    names: ['string quartet', 'string quartets'],
    value: [
      { role: 'melody', program: 40, name: 'Violin 1' },
      { role: 'counter-melody', program: 40, name: 'Violin 2' },
      { role: 'chords', program: 41, name: 'Viola' },
      { role: 'bass', program: 42, name: 'Cello' },
    ],
  },
  {
    // What chat users mean by a piano trio: the jazz one (piano, bass, drums).
    names: ['piano trio', 'trio'],
    value: [
      { role: 'chords', program: 0, name: 'Piano' },
      { role: 'bass', program: 32, name: 'Upright bass' },
      { role: 'melody', program: 0, name: 'Piano right hand' },
      { role: 'drums', name: 'Drums' },
    ],
  },
  {
    names: ['power trio'],
    value: [{ role: 'chords', program: 29 }, { role: 'bass', program: 34 }, { role: 'drums' }],
  },
  {
    names: ['brass band', 'brass quintet', 'brass ensemble', 'marching band'],
    value: [
      { role: 'chords', program: 61, name: 'Brass' },
      { role: 'bass', program: 58, name: 'Tuba' },
      { role: 'melody', program: 56, name: 'Trumpet' },
      { role: 'drums', name: 'Snare & bass drum' },
    ],
  },
  {
    names: ['wind quintet', 'woodwind quintet', 'woodwinds'],
    value: [
      { role: 'melody', program: 73, name: 'Flute' },
      { role: 'counter-melody', program: 68, name: 'Oboe' },
      { role: 'chords', program: 71, name: 'Clarinet' },
      { role: 'pad', program: 60, name: 'Horn' },
      { role: 'bass', program: 70, name: 'Bassoon' },
    ],
  },
];

/**
 * Words only a drum part plays: a line-up that names other parts gets drums too ("supersaw chords,
 * four on the floor"). "beat" and "groove" count: producers mean a track with drums, and so does
 * an 808 (a drum machine: its bass is its kick, "sliding 808 + choir" is a drill beat).
 */
const DRUM_WORDS =
  /\b(?:four|4)[- ]on[- ]the[- ]floor\b|\b(?:(?:fast|chopped|choppy|amen|jungle|drum|rolling|funky|hard|crispy|live|dnb|liquid) breaks|amen(?:[- ]ish)?(?= drums| breaks?| break)|blast ?beats?|backbeats?|breakbeats?|break ?beats?|trap hats|hi-?hats?|hats|snares?|kicks?|rimshots?|brushes|ride cymbal|(?:and|,|with|w) ride(?= cymbal|$|[,.!?]| and)|cymbals|toms|drum ?fills?|boom[- ]bap|one[- ]drop|grooves?|808s?)\b|(?<![-\w])beats?\b(?!\s+(?:per|a|to the)\b)/;
/**
 * Styles whose identity is a band's groove: an instrument named alone ("happy ukulele pop", "boom
 * bap beat, dusty piano") takes its part in the band. Elsewhere one keyboard or guitar named alone
 * ("sad piano ballad", "melancholic guitar piece") plays the whole piece. See docs/decisions/0132.
 */
const GROOVE_STYLES: ReadonlySet<StyleId> = new Set<StyleId>([
  'pop',
  'rock',
  'metal',
  'funk',
  'house',
  'techno',
  'trap',
  'hip-hop',
  'drum-and-bass',
  'disco',
  'reggae',
  'afrobeat',
  'salsa',
  'samba',
  'lo-fi',
  'r-and-b',
  'country',
]);
/**
 * Style words whose genre sits away from the style's usual tempo (thrash is metal at a sprint); an
 * approximated genre (punk) brings its tempo in its hint.
 */
const STYLE_WORD_TEMPO: Readonly<Record<string, number>> = {
  thrash: 200,
  'thrash metal': 200,
  'doom metal': 66,
  doom: 66,
  'deep house': 120,
  grunge: 108,
  'viennese waltz': 174,
};
/** A second style word that shapes the first rather than replacing it: "jazz ballad", "jazz waltz". */
const MODIFIER_STYLES: ReadonlySet<StyleId> = new Set<StyleId>(['ballad', 'waltz']);
/** Programs that carry chords and melody on their own: keyboards, organs, guitars, harp. */
const carriesHarmony = (program: number) =>
  program <= 7 || (program >= 16 && program <= 23) || (program >= 24 && program <= 31) || program === 46;
const GENERIC_GUITAR = new Set(['guitar', 'guitars']);

const COMPOSE_VERB =
  /\b(?:write|compose|create|generate|make|give me|produce|build|sketch|come up with|i need|i want|i'd like|id like|can i get|could i get|let's (?:do|try|hear|make)|how about|play me|jam)\b/;
const MUSIC_NOUN =
  /\b(?:song|piece|tune|track|loop|beat|music|something|anything|groove|jam|vibe|idea|instrumental|composition|number|cue|theme|intro|outro|verse|chorus|bridge|midi)\b/;
const FRESH_RE =
  /\b(?:write|compose|create|generate|make me|give me|make a|make an|make some|i need|i want|i'd like|can you (?:write|make|do|give)|could you (?:write|make|do)|let's (?:do|try|make)|how about|new)\b/;
/**
 * "write a little folk tune …", "make me a short bossa …": a new piece asked for by name, even when
 * it points back at "that" (a verse, a melody or a part asked that way belongs to the piece).
 */
const NEW_PIECE_ASK =
  /\b(?:write|compose|make|give)\s+(?:me\s+|us\s+)?(?:a|an|another)\s+(?:(?!(?:for|to|over|under|on|in|with|of|the|it|this|that)\b)[\w-]+\s+){0,3}?(?:song|piece|tune|track|number|instrumental|composition|bossa|waltz|ballad|march|reel|jig|lullaby|anthem|tango|samba|polka|minuet|nocturne)\b/;
/** "over that", "using that sub": the new piece keeps the chords in focus. */
const OVER_THOSE_CHORDS = /\b(?:over|using|with|on|from|out of|of)\s+(?:that|those|it|this|these)\b/;
const EDIT_HINT =
  /\b(?:it|this|that|instead|now|again|variation|version|transpose|faster|slower|busier|simpler|sparser|add|remove|drop|without|more|less|change|switch|swap|replace|use|make the|keep)\b/;

interface InstrumentReading {
  readonly byRole: Partial<Record<PartRole, number>>;
  /** Every instrument named, in text order, with the part it plays. */
  readonly list: { readonly role: Role; readonly program: number; readonly start: number }[];
  /** "swap the flute for a sax": the old instrument's program and the new one's. */
  readonly swaps: { readonly from: number; readonly to: number }[];
}

/** A verb taking a part out, right before the part: "kill the", "lose my", "no". */
const REMOVED_BEFORE_RE =
  /\b(?:kill|lose|drop|ditch|cut|scrap|nix|axe|bin|mute|remove|delete|no|get rid of|take out)\s+(?:the\s+|that\s+|this\s+|those\s+|my\s+)?$/;
/** Between a part taken out and the sound put in its place: ", strings", "and use a rhodes". */
const REPLACEMENT_GAP_RE =
  /^\s*(?:(?:part|line|sound|track)\s*)?(?:,|;|-|–|—|\.{2,3}|\band\b|\s)+\s*(?:(?:use|go with|try|put|get|give me|bring in|have|do)\s+)?(?:an?\s+|the\s+|some\s+)?(?:[a-z'-]+\s+){0,2}$/;

function instrumentRoles(
  lower: string,
  instruments: readonly PhraseHit<InstrumentWord>[],
  parts: readonly PhraseHit<PartRole>[],
  previous: CompositionSpec | null,
): InstrumentReading {
  const out: Partial<Record<PartRole, number>> = {};
  const list: { role: Role; program: number; start: number }[] = [];
  const swaps: { from: number; to: number }[] = [];
  const replaced = new Set<number>();
  // "swap the piano for a Rhodes", "Rhodes instead of piano": the new instrument takes the old one's part.
  const bound = new Map<number, Role>();
  for (let i = 0; i < instruments.length; i++) {
    const a = instruments[i]!;
    const b = instruments[i + 1];
    if (!b) break;
    const gap = lower.slice(a.end, b.start);
    const before = lower.slice(Math.max(0, a.start - 30), a.start);
    const oldThenNew =
      // "swap the choir out for brass", "change the piano part to a rhodes".
      // "for a dark pad", "with some warm strings": a word or two describing the new sound.
      // "for something warmer like a rhodes": the sound described, then the instrument.
      /^\s*(?:(?:part|line|sound|patch|track)\s+)?(?:out\s+)?(?:for|with|w|to|into)\s+(?:(?:something|sth|smth|one|an?)\s+(?:[a-z'-]+,?\s+){0,2}?(?:like|such as|e\.?g\.?,?|maybe|say|perhaps|probably|ideally)\s+)?(?:an?\s+|the\s+|some\s+)?(?:[a-z'-]+\s+){0,2}$/.test(
        gap,
      ) && /\b(?:swap|replace|change|switch|trade|turn)\b[^.]*$/.test(before);
    const newThenOld = /^\s*(?:(?:part|line|sound)\s+)?instead of\s+(?:an?\s+|the\s+)?$/.test(gap);
    // "kill the piano, strings instead", "lose the organ and use a rhodes instead": the part taken
    // out is played by the new sound, not dropped.
    const outThenInstead =
      REMOVED_BEFORE_RE.test(before) &&
      REPLACEMENT_GAP_RE.test(gap) &&
      /^\s*(?:(?:part|line|sound|patch)\s+)?instead\b/.test(lower.slice(b.end));
    // "make the piano sound like a rhodes", "make the keys a wurli": the old sound becomes the new.
    const soundsLike =
      /^\s+(?:sound\s+)?(?:(?:more|a bit more|a little more)\s+)?(?:like\s+)?(?:an?\s+|the\s+|some\s+)$/.test(
        gap,
      ) && /\bmake\s+(?:the\s+|my\s+|that\s+)?$/.test(before);
    if (!oldThenNew && !newThenOld && !soundsLike && !outThenInstead) continue;
    const [oldHit, newHit] = oldThenNew || soundsLike || outThenInstead ? [a, b] : [b, a];
    const prevRole = previous
      ? (Object.entries(previous.instruments ?? {}).find(([, p]) => p === oldHit.value.program)?.[0] as
          | Role
          | undefined)
      : undefined;
    bound.set(newHit.start, prevRole ?? oldHit.value.role);
    replaced.add(oldHit.start);
    swaps.push({ from: oldHit.value.program, to: newHit.value.program });
  }
  for (const hit of instruments) {
    if (replaced.has(hit.start)) continue;
    let role: Role | undefined = bound.get(hit.start);
    if (!role) {
      for (const p of parts) {
        if (p.value === 'drums') continue;
        if (
          p.end <= hit.start &&
          PART_THEN_INSTRUMENT.test(lower.slice(p.end, hit.start)) &&
          hit.start - p.end < 24 &&
          // "bass organ and drums" is a list: a chord instrument right after "bass" plays its own part.
          !(p.value === 'bass' && lower.slice(p.end, hit.start).trim() === '' && hit.value.role === 'chords')
        )
          role = p.value;
        if (
          p.start >= hit.end &&
          INSTRUMENT_THEN_PART.test(lower.slice(hit.end, p.start)) &&
          p.start - hit.end < 20 &&
          // "piano bass drums" is a list; "piano melody" and "Rhodes on the chords" bind.
          // ("harp arpeggios", "string pad": what the instrument plays, said right after it;
          // "pads arp drums" lists: pads are a part of their own.)
          hit.phrase !== 'pads' &&
          (lower.slice(hit.end, p.start).trim() !== '' ||
            p.value === 'melody' ||
            p.value === 'counter-melody' ||
            p.value === 'arpeggio' ||
            p.value === 'pad')
        )
          role = p.value;
      }
    }
    list.push({ role: role ?? hit.value.role, program: hit.value.program, start: hit.start });
    if (!role) {
      role = hit.value.role;
      // Two chord instruments named ("piano and strings"): the second one takes the melody.
      if (out[role] !== undefined)
        role =
          role === 'bass'
            ? 'bass'
            : out.melody === undefined
              ? 'melody'
              : out.chords === undefined
                ? 'chords'
                : role;
    }
    if (out[role] === undefined || bound.has(hit.start)) out[role] = hit.value.program;
  }
  return { byRole: out, list, swaps };
}

/** "quick one, whats…", "real quick:", "a quick question": asking briefly, no tempo. */
function asidePhrase(
  lower: string,
  hit: { readonly start: number; readonly end: number; readonly phrase: string },
) {
  return (
    hit.phrase === 'quick' &&
    (/^\s*(?:theory\s+)?(?:one|q|qs|question|questions|change|thing|fix|edit|tweak|note|tip|check|favou?r)\b/.test(
      lower.slice(hit.end),
    ) ||
      /(?:^|\b(?:real|really|super|just))\s*$/.test(lower.slice(0, hit.start)))
  );
}

function partAlias(word: string | undefined): PartRole | null {
  return word ? (PART_ALIASES[word] ?? null) : null;
}

/**
 * Everything a message states about a piece (see `ComposeRequest`), plus whether it said anything
 * musical at all. Pure; never throws.
 * @example extractRequest('a sad lo-fi beat in F# minor at 80 bpm').request.key // { tonic: 'F#', mode: 'minor' }
 */
export function extractRequest(
  text: string,
  previous: CompositionSpec | null = null,
): { request: ComposeRequest; strong: boolean; weak: boolean; weakCount: number; keyModeStated: boolean } {
  const t = sharedInstrumentNoun(normaliseText(text));
  const lower = t.toLowerCase();
  const taken: boolean[] = [];
  const r: {
    -readonly [K in keyof ComposeRequest]: ComposeRequest[K];
  } = {};
  const keyMention = parseKeyMention(t);
  if (keyMention?.key) r.key = keyMention.key;
  if (keyMention?.key && !keyMention.modeStated) r.tonicOnly = true;
  else if (keyMention?.modeOnly) r.modeOnly = keyMention.modeOnly;
  if (keyMention) for (let i = keyMention.start; i < keyMention.end; i++) taken[i] = true;

  const seq = findChordSequence(t, (s, e) => !!keyMention && s >= keyMention.start && e <= keyMention.end);
  const degrees = seq ? null : findDegreeRun(t.toLowerCase());
  if (seq) {
    r.progression = seq.bars;
    if (seq.kind === 'romans' && caseFree(seq.bars)) r.romansCaseFree = true;
    for (let i = seq.start; i < seq.end; i++) taken[i] = true;
  } else if (degrees) {
    r.progression = degrees.romans;
    r.romansCaseFree = true;
    for (let i = degrees.start; i < degrees.end; i++) taken[i] = true;
  }
  const bpm = parseBpm(lower);
  const meter: Meter | null = parseMeter(lower);
  if (meter) r.meter = meter;
  // "4 bars in C then 4 bars in E": a piece that changes key, every stretch's chords in its key.
  const plan = seq || degrees ? null : keyPlan(lower);
  if (plan) {
    r.key = plan.key;
    r.progression = plan.progression;
  }
  const bars = plan ? plan.bars : parseBars(lower);
  if (bars !== null) r.bars = bars;

  const kit = findPhrases(lower, KIT_PHRASES, taken);
  const ensembles = findPhrases(lower, ENSEMBLES, taken);
  const found = findPhrases(lower, INSTRUMENT_WORDS, taken);
  const styles = findPhrases(lower, STYLE_WORDS, taken);
  const partHits = findPhrases(lower, PART_WORDS, taken);
  // ("add a solo cello countermelody": "solo" says how the cello plays its part, no melody of its own.)
  const parts = partHits.filter(
    (p) =>
      p.phrase !== 'solo' ||
      !found.some(
        (f) => f.start === p.end + 1 && partHits.some((q) => q.start > f.end && q.start <= f.end + 2),
      ),
  );
  // "a punk riff", "riff on distorted guitar, bass and drums": a riff is the band's guitar line, not a
  // lead melody on top; a lead is added only when one is named too.
  const riffWithoutLead =
    !previous && /\briffs?\b/.test(lower) && parts.every((p) => p.value !== 'melody' || p.phrase === 'riff');
  if (riffWithoutLead) parts.splice(0, parts.length, ...parts.filter((p) => p.phrase !== 'riff'));
  // ("the bass is too chill", "not too dark": a mood said after "too" is one to have less of.)
  const moods = findPhrases(lower, MOOD_WORDS, taken).filter(
    (h) => !/\b(?:too|overly)\s+(?:(?:damn|way|kinda|a bit|a little|bit)\s+)?$/.test(lower.slice(0, h.start)),
  );
  const tempoWords = findPhrases(lower, TEMPO_WORDS, taken).filter(
    // "slow it down" is a nudge, not a tempo marking; "a quick question", "the quick change" (the
    // blues' IV in bar 2) are no pace of the music.
    (h) => !/^\s+(?:it\s+|this\s+|things\s+)?down\b/.test(lower.slice(h.end)) && !asidePhrase(lower, h),
  );

  // "a pop song with trap drums", "lofi chords over a house beat": beside another style, a style
  // said of one part is that part's (the first stays the piece's when each names a part).
  const styled = styles.length >= 2 ? styledParts(lower, true) : [];
  const pieceStyles = styles.filter((s) => !styled.some((p) => p.start === s.start));
  const partStyles = styled.filter((p) => p.start !== (pieceStyles[0] ?? styles[0])?.start);
  if (partStyles.length > 0) r.partStyles = partStyles.map(({ role, style }) => ({ role, style }));
  const ownStyles = pieceStyles.length > 0 ? pieceStyles : styles.slice(0, 1);
  // "jazz ballad", "rock waltz": the second word sets the tempo or meter of the first style.
  const mainStyle = ownStyles.find((s) => !MODIFIER_STYLES.has(s.value)) ?? ownStyles[0];
  let style: StyleId | undefined = mainStyle?.value;
  const modifiers = new Set(ownStyles.filter((s) => s !== mainStyle).map((s) => s.value));
  if (modifiers.has('waltz') && !meter) r.meter = { numerator: 3, denominator: 4 };
  // A form ("nocturne", "lullaby") or a genre the engine approximates ("bachata"); a named style wins.
  const hint = genreHint(lower);
  // "pop punk": the approximated genre's name holds the style word, so the genre is what was asked.
  if (hint?.approximated && styles.length === 1 && hint.asked.includes(mainStyle?.phrase ?? '\0'))
    style = undefined;
  if (hint && (!style || !hint.approximated)) r.genreHint = hint;
  const genre = style ?? r.genreHint?.style;
  // "guitar" in a rock or metal request is that genre's electric guitar.
  const genreGuitar = genre
    ? [getStyle(genre).instruments.chords, getStyle(genre).instruments.melody].find((p) => p >= 26 && p <= 31)
    : undefined;
  const instruments = found
    // "…and bass, no strings": an instrument said after "no" or "without" is not asked for.
    .filter((h) => !/\b(?:no|without|minus|except|not)\s+(?:any\s+|the\s+)?$/.test(lower.slice(0, h.start)))
    .map((h) =>
      genreGuitar !== undefined && GENERIC_GUITAR.has(h.phrase)
        ? { ...h, value: { ...h.value, program: genreGuitar } }
        : h,
    );
  const drumsImplied = kit.length > 0 || DRUM_WORDS.test(lower);
  let mood: Mood | undefined = moods[0]?.value;
  if (/\bepic\b/.test(lower) && !mood) mood = 'epic';
  const swingWord = /\b(swing|swung|swinging|shuffle|shuffled)\b/.exec(lower);
  if (/\b(?:straight|no swing|unswung|without swing|remove the swing|lose the swing)\b/.test(lower))
    r.swing = 0;
  else if (swingWord) {
    r.swing =
      /\b(?:heavy|hard|lots of|a lot of|more|full|deep)\s+(?:swing|shuffle)|\bswing (?:it )?(?:hard|more)\b/.test(
        lower,
      )
        ? 0.85
        : /\b(?:light|slight|a (?:bit|little|touch) of|gentle|subtle|less)\s+(?:swing|shuffle)\b/.test(lower)
          ? 0.3
          : 0.6;
    if (!style && !previous) style = 'jazz';
  }
  // "piano trio w/ upright bass", "drums with brushes": a jazz band, unless a style is named (a
  // trio with violin or cello is a classical one).
  if (
    !style &&
    !previous &&
    !r.genreHint &&
    (/\bbrushes\b/.test(lower) ||
      (/\b(?:piano|jazz) trio\b/.test(lower) && !/\b(?:violin|cello)s?\b/.test(lower)))
  )
    style = 'jazz';
  if (
    /\b(?:un-?humani[sz]\w*|no humani[sz]\w*|tight|tighter|quanti[sz]ed?|robotic|mechanical|on the grid|perfectly in time)\b/.test(
      lower,
    )
  )
    r.humanize = 0;
  else if (
    /\b(?:humani[sz]\w*|human feel|human touch|loose|looser|natural feel|live feel|played live|sloppy|laid back feel)\b/.test(
      lower,
    )
  ) {
    r.humanize = /\b(?:very|really|more|lots of|heavily|a lot)\s+(?:humani|loose)/.test(lower) ? 0.8 : 0.5;
  }
  const seed = /\bseed\s*[:#=]?\s*(\d{1,10})\b/.exec(lower);
  if (seed) r.seed = Number(seed[1]);

  if (bpm !== null) r.tempo = bpm;
  else if (tempoWords[0] && modifiers.has('ballad')) {
    r.tempo = tempoWords[0].value;
    r.tempoWord = tempoWords[0].phrase;
  } else if (modifiers.has('ballad')) {
    // A jazz ballad is a slow tune (60–80 BPM), whatever the style's usual tempo.
    r.tempo = style === 'jazz' ? 66 : 72;
  } else if (tempoWords[0]) {
    r.tempo = tempoWords[0].value;
    r.tempoWord = tempoWords[0].phrase;
  } else if (!style && !previous) {
    // "a chill tune" is laid-back; "a chill house track" keeps house's own tempo.
    const m = Object.keys(MOOD_TEMPO_WORDS).find((w) => new RegExp(`\\b${w}\\b`).test(lower));
    if (m) {
      r.tempo = MOOD_TEMPO_WORDS[m];
      r.tempoWord = m;
    }
  }
  const wordTempo =
    (mainStyle ? STYLE_WORD_TEMPO[mainStyle.phrase] : undefined) ??
    (r.genreHint?.approximated ? r.genreHint.tempo : undefined);
  if (wordTempo && bpm === null && (r.tempo === undefined || r.tempo >= 130))
    r.tempo = Math.max(wordTempo, r.tempo ?? 0);
  if (style) r.style = style;
  if (mood) r.mood = mood;

  const without = new Set<PartRole>();
  for (const m of lower.matchAll(WITHOUT_RE)) {
    const p = partAlias(m[1]);
    if (p) without.add(p);
    // "mute the chords and the bass": every part of the list goes ("…, the shaker stays" does not).
    const list = new RegExp(
      `^(?:\\s*,\\s*|\\s+(?:and|&|plus)\\s+)(?:the\\s+)?(${PART_ALIAS_SOURCE})\\b(?!\\s+(?:stays?|remains?|keeps? (?:playing|going)|can stay|plays on)\\b)`,
    );
    let rest = lower.slice(m.index + m[0].length);
    for (let next = list.exec(rest); next; next = list.exec(rest)) {
      const q = partAlias(next[1]);
      if (q) without.add(q);
      rest = rest.slice(next[0].length);
    }
  }
  for (const m of lower.matchAll(PART_OFF_RE)) {
    const p = partAlias(m[1]);
    if (p) without.add(p);
  }
  if (riffWithoutLead && !instruments.some((h) => h.value.role === 'melody')) without.add('melody');
  for (const hit of instruments) {
    // "a fingered bass line", "an organ part": the instrument phrase swallowed the part word.
    if (/^\s*(?:lines?|parts?|tracks?|riffs?)\b/.test(lower.slice(hit.end)))
      parts.push({ value: hit.value.role, start: hit.start, end: hit.end, phrase: hit.phrase });
  }
  const reading = instrumentRoles(lower, instruments, parts, previous);
  const instrumentsByRole = reading.byRole;
  if (Object.keys(instrumentsByRole).length > 0) r.instruments = instrumentsByRole;
  const only = ONLY_RE.exec(lower);
  const named = new Set<PartRole>();
  for (const p of parts) named.add(p.value);
  for (const role of Object.keys(instrumentsByRole) as PartRole[]) named.add(role);
  for (const w of without) named.delete(w);
  if (only && parts.length <= 1) {
    const p = partAlias(only[1] ?? only[2]);
    if (p) {
      named.clear();
      named.add(p);
    }
  }
  // "a piano piece, just piano": one instrument, however often it is named.
  const solo = new Set(instruments.map((h) => h.value.program)).size === 1 ? instruments[0]! : null;
  const additive =
    !!solo &&
    /\b(?:with|plus|featuring|and some|add|adding|backed by)\s+(?:an?\s+|some\s+|the\s+)?$/.test(
      lower.slice(Math.max(0, solo.start - 16), solo.start),
    );
  // One keyboard or guitar and nothing else, outside a band genre, plays the whole piece ("on rhodes
  // w/ a walking bass" names a part in its own style: not alone).
  const leadsAlone =
    !!solo &&
    parts.length === 0 &&
    styledParts(lower).length === 0 &&
    !additive &&
    !only &&
    carriesHarmony(solo.value.program) &&
    !drumsImplied &&
    !(genre && GROOVE_STYLES.has(genre)) &&
    !/\b(?:band|trio|quartet|quintet|combo|ensemble|orchestra|orchestral|full)\b/.test(lower);
  const soloInstrument =
    !!solo &&
    parts.every((p) => p.phrase === 'solo') &&
    (leadsAlone ||
      /\b(?:solo|just|only|unaccompanied|for(?:\s+(?:an?|the))?(?:\s+solo)?)\s+(?:an?\s+|the\s+)?$/.test(
        lower.slice(0, solo.start),
      ) ||
      /^\s+(?:solo|only|alone|on its own|by itself)\b/.test(lower.slice(solo.end)));
  if (solo && soloInstrument && solo.value.role !== 'bass') {
    // "solo piano": the one instrument plays both chords and melody; "flute solo" is a melody.
    const program = solo.value.program;
    const both = solo.value.role === 'chords' || carriesHarmony(program);
    r.parts = both ? ['chords', 'melody'] : ['melody'];
    r.instruments = both ? { chords: program, melody: program } : { melody: program };
  } else if (named.size > 0 && (parts.length > 0 || only)) {
    r.parts = PART_ROLES.filter((p) => named.has(p));
  }
  if (without.size > 0) r.withoutParts = [...without];
  const partList: { role: PartRole; program?: number; start: number }[] = reading.list.filter(
    (p) => !without.has(p.role),
  );
  for (const p of parts)
    if (!without.has(p.value) && !partList.some((l) => l.role === p.value))
      partList.push({ role: p.value, start: p.start });
  // "piano, walking bass, ride": the style word's bass is a part of the line-up too.
  const walking = /\bwalk(?:ing)? ?bass/.exec(lower);
  if (walking && partList.length > 0 && !without.has('bass') && !partList.some((l) => l.role === 'bass'))
    partList.push({ role: 'bass', start: walking.index });
  for (const e of ensembles)
    for (const p of e.value)
      if (!without.has(p.role))
        partList.push(
          p.program === undefined
            ? { role: p.role, start: e.start }
            : { role: p.role, program: p.program, start: e.start },
        );
  if (partList.length > 0) {
    r.partList = partList
      .sort((a, b) => a.start - b.start)
      // "piano ballad … piano + strings": an instrument named twice is one part.
      .filter((p, i, all) => !all.slice(0, i).some((q) => q.role === p.role && q.program === p.program))
      .map((p) => (p.program === undefined ? { role: p.role } : { role: p.role, program: p.program }));
    // "flute w/ harp": beside another melody, a harp (or mallets, a music box) plays arpeggios under it.
    const melodies = r.partList.filter((p) => p.role === 'melody');
    const plucked = melodies.find((p) => p.program !== undefined && ARPEGGIATING_PROGRAMS.has(p.program));
    if (melodies.length >= 2 && plucked && !r.partList.some((p) => p.role === 'arpeggio'))
      r.partList = r.partList.map((p) => (p === plucked ? { ...p, role: 'arpeggio' as const } : p));
    // "harp arpeggios and a flute melody": the harp plays its arpeggios, not a melody as well.
    const list = r.partList;
    const doubled = (p: (typeof list)[number]) =>
      p.role === 'melody' &&
      p.program !== undefined &&
      list.some((q) => q !== p && q.program === p.program && q.role !== 'melody') &&
      list.some((q) => q.role === 'melody' && q.program !== p.program);
    if (list.some(doubled)) r.partList = list.filter((p) => !doubled(p));
    // "… with bass and drums" adds to a full band; "piano, strings and a sax melody" is the line-up.
    const first = partList[0]!.start;
    // One instrument on its own ("funky groove, slap bass") colours the band rather than replacing it.
    const lone = partList.length === 1 && partList[0]!.program !== undefined && parts.length === 0;
    if (lone && !only) r.lone = true;
    // Three or more named parts ("with piano, strings, bass and drums") spell out the whole band.
    r.partsAdded =
      !only &&
      partList.length <= 2 &&
      /\b(?:with|plus|featuring|and some|add|adding|backed by)\s+(?:an?\s+|some\s+|the\s+)?(?:[\w'-]+\s+){0,2}$/.test(
        lower.slice(Math.max(0, first - 32), first),
      );
  }
  if (drumsImplied && !without.has('drums')) r.drumsImplied = true;
  const nearest = instruments
    .filter((h) => h.value.nearest)
    .map((h) => ({ asked: h.phrase, program: h.value.program }));
  if (nearest.length > 0) r.nearest = nearest;
  // A drum General MIDI has no sound for ("add a bodhran") plays on the kit; the reply says so.
  const noKitSound = /\b(bodhr[aá]n|frame drum|caj[oó]n|taiko)s?\b/.exec(lower);
  if (noKitSound && !without.has('drums')) r.nearestKit = noKitSound[1];
  if (reading.swaps.length > 0) r.swaps = reading.swaps;
  if (/\b(?:with |in |as |all |using )?(?:7ths|sevenths|seventh chords|7th chords)\b/.test(lower))
    r.sevenths = true;
  else if (/\btriads?\b/.test(lower)) r.sevenths = false;
  // "using that alt sound on the V": altered dominants live in seventh-chord harmony.
  else if (
    /\balt(?:ered)? (?:sound|chord|dominant|voicing|tension|scale)s?\b|\baltered\b|\bv7?alt\b/.test(lower)
  )
    r.sevenths = true;
  // "minor blues in C": the blues' mode when the key named only its tonic.
  if (/\bminor (?:(?:12|twelve)[- ]bar )?blues\b/.test(lower)) {
    if (r.key && r.tonicOnly) {
      r.key = { tonic: r.key.tonic, mode: 'minor' };
      delete r.tonicOnly;
    } else if (!r.key) r.modeOnly = 'minor';
  }
  // "a 12-bar blues": the form is the progression: dominant sevenths throughout, or in a minor key
  // the minor blues (i7 and iv7, the bVI7–V7 turn in bar 9).
  if (!r.progression && /\b(?:12|twelve)[- ]bar (?:[a-g](?:#|b)?\s+)?(?:minor )?blues\b/.test(lower)) {
    const minor = r.key ? r.key.mode === 'minor' || r.key.mode === 'aeolian' : r.modeOnly === 'minor';
    r.progression = minor
      ? ['i7', 'i7', 'i7', 'i7', 'iv7', 'iv7', 'i7', 'i7', 'bVI7', 'V7', 'i7', 'V7']
      : ['I7', 'I7', 'I7', 'I7', 'IV7', 'IV7', 'I7', 'I7', 'V7', 'IV7', 'I7', 'V7'];
    r.bars ??= 12;
  }
  // "a progression that goes around the circle": roots falling in fifths into the tonic; as
  // dominants ("dominants falling in fifths"), each chord the V7 of the next.
  if (
    !r.progression &&
    /\b(?:circle|cycle) of (?:5ths|fifths)\b|\baround the circle\b|\b(?:falling|descending|down) (?:in )?(?:5ths|fifths)\b/.test(
      lower,
    ) &&
    !/\?\s*$|^(?:what|why|how|explain)\b/.test(lower)
  ) {
    const minor = r.key ? r.key.mode === 'minor' || r.key.mode === 'aeolian' : r.modeOnly === 'minor';
    r.progression = /\bdominants?\b/.test(lower)
      ? minor
        ? ['i', 'iv7', 'VII7', 'III7', 'VI7', 'iiø7', 'V7', 'i']
        : ['I', 'VII7', 'III7', 'VI7', 'II7', 'V7', 'I', 'I']
      : minor
        ? ['i', 'iv', 'VII', 'III', 'VI', 'ii°', 'V', 'i']
        : ['I', 'IV', 'vii°', 'iii', 'vi', 'ii', 'V', 'I'];
  }
  if (soloInstrument && solo) r.solo = { program: solo.value.program, role: solo.value.role };

  const strong =
    !!keyMention?.key ||
    bpm !== null ||
    !!meter ||
    bars !== null ||
    !!style ||
    parts.length > 0 ||
    instruments.length > 0 ||
    ensembles.length > 0 ||
    !!seq ||
    !!degrees ||
    !!plan;
  const weakSignals = [
    !!mood,
    !!keyMention?.modeOnly,
    tempoWords.length > 0,
    r.swing !== undefined,
    r.humanize !== undefined,
  ];
  const weakCount = weakSignals.filter(Boolean).length + Math.max(0, moods.length - 1);
  return {
    request: r,
    strong,
    weak: weakCount > 0,
    weakCount,
    keyModeStated: keyMention?.modeStated ?? false,
  };
}

/**
 * A new piece asked for by name while another is in focus ("write a little folk tune over that",
 * "make me a bossa using that sub"), with the focus's chords when it is laid over them; `null`
 * when the message does not ask for a new piece that way.
 * @example newPieceNamed('write a folk tune over that', { style: 'folk' }, { progression: ['Em', 'C'], … })?.chords // ['Em', 'C']
 */
export function newPieceNamed(
  lower: string,
  request: ComposeRequest,
  previous: CompositionSpec,
): { chords?: readonly string[] } | null {
  if (!NEW_PIECE_ASK.test(lower) || /\b(?:version|variation|again|instead)\b/.test(lower)) return null;
  // Only a progression of plain chord symbols is stated again (timed chord spans are not).
  const progression = previous.progression ?? [];
  const chords = progression.filter((c): c is string => typeof c === 'string');
  return request.progression === undefined &&
    OVER_THOSE_CHORDS.test(lower) &&
    chords.length > 0 &&
    chords.length === progression.length
    ? { chords }
    : {};
}

/**
 * Read one chat message: a theory question, a new piece, an edit of the previous piece (when there
 * is one), or something else (greetings, thanks, off-topic → help). Rule-based and deterministic;
 * never throws.
 * @example parseRequest('What are the chords in G major?').kind // 'theory'
 * @example parseRequest('make it faster', previousSpec).kind // 'edit'
 * @example parseRequest('a sad lo-fi beat in F# minor').kind // 'compose'
 */
export function parseRequest(text: string, previous: CompositionSpec | null = null): Intent {
  const t = normaliseText(typeof text === 'string' ? text : '');
  const lower = t.toLowerCase();
  if (!t) return { kind: 'help', reason: 'empty' };
  const question = parseTheoryQuestion(t);
  if (question) return { kind: 'theory', question };
  const { request, strong, weak, weakCount, keyModeStated } = extractRequest(t, previous);
  const edits = parseEdits(lower, request.withoutParts ?? []);
  if (previous) {
    const fields = [
      request.key,
      request.style,
      request.progression,
      request.parts,
      request.instruments,
      request.tempo,
      request.meter,
      request.bars,
    ].filter((v) => v !== undefined).length;
    const fresh =
      (FRESH_RE.test(lower) &&
        !/\b(?:it|this|that|instead|again|variation|version)\b/.test(lower) &&
        (strong || MUSIC_NOUN.test(lower))) ||
      // A full new description ("Am F C G, upbeat pop with 808 bass") is a new piece, not an edit.
      ((request.style !== undefined || request.progression !== undefined) &&
        fields >= 2 &&
        edits.every((e) => e.op === 'add-part') &&
        !EDIT_HINT.test(lower));
    const named = newPieceNamed(lower, request, previous);
    if (named && !fresh)
      return { kind: 'compose', request: named.chords ? { ...request, progression: named.chords } : request };
    if (!fresh && (edits.length > 0 || strong || weak || EDIT_HINT.test(lower))) {
      if (edits.length > 0 || strong || weak) {
        // "to D" after a piece in E minor keeps the minor mode unless a mode was named.
        const req =
          request.key && !keyModeStated
            ? { ...request, key: { ...request.key, mode: previous.key.mode } }
            : request;
        return { kind: 'edit', edits, request: req };
      }
    }
  }
  // Two vague musical words ("dark and brooding, slow") are a request too.
  const musical =
    strong ||
    weakCount >= 2 ||
    ((weak || MUSIC_NOUN.test(lower)) && COMPOSE_VERB.test(lower)) ||
    (weak && MUSIC_NOUN.test(lower));
  if (musical) return { kind: 'compose', request };
  if (edits.length > 0 && !previous) return { kind: 'compose', request };
  if (/^(?:hi|hello|hey|yo|hiya|howdy|good (?:morning|afternoon|evening)|greetings|sup)\b/.test(lower))
    return { kind: 'help', reason: 'greeting' };
  if (/\b(?:thanks|thank you|cheers|thx|ty|awesome|great|perfect|nice|love it|cool)\b/.test(lower))
    return { kind: 'help', reason: 'thanks' };
  if (/\b(?:what can you do|help|how does this work|who are you|what are you|what do you do)\b/.test(lower))
    return { kind: 'help', reason: 'capabilities' };
  if (
    /\b(?:chord|chords|scale|mode|key|interval|cadence|harmony|note|notes|triad|arpeggio|rhythm|tempo|meter|bpm|voicing|inversion|progression)\b/.test(
      lower,
    )
  ) {
    return { kind: 'help', reason: 'unanswerable-theory' };
  }
  return { kind: 'help', reason: 'off-topic' };
}
