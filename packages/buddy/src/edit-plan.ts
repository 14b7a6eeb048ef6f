import {
  type CompositionSpec,
  compose,
  DRUM_CHANNEL,
  type DrumDetail,
  deriveSeed,
  diatonicSevenths,
  getStyle,
  instrumentRange,
  isMinorMode,
  type Key,
  keyName,
  kickOnsets,
  MAX_BARS,
  meterGrid,
  noteName,
  type Part,
  type PartNotes,
  type PartRole,
  type Piece,
  PPQ,
  parseChord,
  parsePitchClass,
  partRoleOf,
  progressionFromRomans,
  progressionInMode,
  readChordToken,
  relativeKey,
  type StyleId,
  sectionProgression,
  standInChord,
  transposeChordSymbol,
} from '@riffmate/music';
import { editLineUp } from './arrangement.ts';
import { parseBarsDelta } from './bars.ts';
import { applyEdits } from './build-spec.ts';
import { isRomanNumeral } from './chord-sequence.ts';
import { readDegrees } from './degrees.ts';
import { partsText } from './describe.ts';
import { clausesOf, freshLines, parseEdits, parseTranspose } from './edits.ts';
import { INSTRUMENT_WORDS, namesOneSound, sameInstrumentFamily } from './instruments.ts';
import { composeInKey } from './key-check.ts';
import { type ReplyLanguage, t as say } from './language/messages/index.ts';
import { instrumentWord, keyWord, roleWord, sectionWord, styleWord } from './language/terms.ts';
import { moodMove } from './mood-edit.ts';
import { NUMBER_SOURCE, parseNumber } from './numbers.ts';
import { extractRequest } from './parse-request.ts';
import {
  absentPartNamed,
  guitarsByKind,
  namePartsByRole,
  pronounsNamed,
  withoutKeptParts,
} from './part-reference.ts';
import { type PartStyleAsk, partStyleAsk } from './part-style.ts';
import { PART_WORDS } from './parts.ts';
import {
  heardKey,
  keptSwing,
  type NoteOp,
  type PieceState,
  renderState,
  type Section,
  sectionLayout,
} from './piece-state.ts';
import { livesOnSevenths } from './styles.ts';
import { findPhrases, normaliseText } from './text.ts';
import type { ComposeRequest, Edit } from './types.ts';

/** An edit turned into a new state, with what could not be done (and why) for the reply. */
export interface EditPlan {
  readonly state: PieceState;
  /** Why something asked did not change the file ("It's already in F# minor"). */
  readonly reasons: readonly string[];
  /** Values the brain picked on the user's behalf or substituted. */
  readonly choices: readonly string[];
}

const PART_NAMES: readonly [RegExp, PartRole][] = [
  [/\b(?:counter[- ]?melody|counter ?line)\b/, 'counter-melody'],
  [/(?<!counter[- ]?)\b(?:melody|lead|tune|top ?line|hook)\b/, 'melody'],
  [/\bpads?(?: part)?\b/, 'pad'],
  [/\barp(?:eggio)?s?\b/, 'arpeggio'],
  [/\b(?:bass|bass ?line)\b/, 'bass'],
  [/\b(?:chords?|comping|harmony|keys|piano)\b/, 'chords'],
  [/\b(?:horns|horn part|horn section|brass|stabs)\b/, 'horns'],
];

/**
 * "bridge after it", "and an intro at the start pls": a section named with where it goes asks
 * for it, as "add a bridge after it" would.
 */
function withSectionVerb(text: string): string {
  // "needs a build before it", "a build-up first": the bars that lead in are an intro.
  const said = text
    .trim()
    .replace(
      /\b(?:a |some )?build(?:[- ]?up)?(?= (?:before|at the (?:start|beginning)|first|to start)\b)/i,
      'an intro',
    );
  // ("k now a bridge, somethin that lifts": what it should do, said after the section.)
  return /^(?:(?:and|then|now|ok|okay|k|kk|so|right|maybe|also|cool|nice)[,!.]?\s+)*(?:an?\s+|the\s+)?(?:intro|outro|bridge|chorus|breakdown|ending)(?:(?:\s+(?:after it|after that|after this|at the end|to (?:end|finish)(?: it)?|before it|at the (?:start|beginning)|first|next|too|as well|pls|please|then))+[.!?]*|\s*[,;:-]\s*(?:some\w*|one|like|that|which|to|so|with)\b[^.!?]*[.!?]*)$/i.test(
    said,
  )
    ? `add ${said.replace(/^(?:(?:and|then|now|ok|okay|k|kk|so|right|maybe|also|cool|nice)[,!.]?\s+)+/i, '')}`
    : said;
}

/**
 * "melody", "a pad pls", "strings?": a lone part the piece lacks, said while editing, asks for it
 * as "add a melody" would. (A part it has, said alone, asks nothing.)
 */
function withBareAdd(text: string, piece: Piece): string {
  const bare =
    /^(?:(?:ok|okay|now|and|also|maybe|plus|cool|nice)[,!.]?\s+)*(?:an?\s+|some\s+)?([a-z][a-z -]*?)(?:\s+(?:pls|please|plz|now|next|on top|too|then))*\s*[?!.]*$/i.exec(
      text.trim(),
    );
  if (!bare) return text;
  const name = bare[1]!.toLowerCase();
  const role =
    findPhrases(name, PART_WORDS).find((h) => h.phrase === name)?.value ??
    findPhrases(name, INSTRUMENT_WORDS).find((h) => h.phrase === name)?.value.role;
  return role && !piece.parts.some((p) => p.role === role) ? `add ${text.trim()}` : text;
}

/** Whether a message asks for a new section: "add a chorus", "bridge after it", "make an outro". */
export function sectionAsked(lower: string): boolean {
  return SECTION_RE.test(withSectionVerb(lower));
}

/** An add verb, then a busyness said of the part it brings: "add some sparse piano notes". */
const ADDED_BUSYNESS_RE =
  /\b(?:add|adding|throw in|bring in|put in|layer|lay down|give it|with)\b(?:\s+(?:some|a|an|the|little|lil|bit of))*\s+(sparse|sparser|simple|light|minimal|gentle|subtle|busy|busier|dense|driving|lively)\s+(?:little\s+)?([\w-]+)/;

/** Sung words asked for: lyrics, a singer, a rap verse, "rap on it" (not "a rap beat"). */
const SUNG_RE =
  /\b(?:lyrics?|vocals?|singer|singing|sing|sings|sung|rap verse|words|(?:rap|raps|rapping)(?!\s+(?:beat|instrumental|style|track|song|vibe|type|feel|groove)))\b/;
/**
 * A voice already there, named as context: "my vocal sample sits in F#", "the singer says",
 * "singer says its too low".
 */
const VOICE_CONTEXT_RE =
  /\b(?:my|our|the|his|her|their)\s+(?:vocal(?:ist)?s?|singer'?s?|voice|rapper)(?:\s+(?:sample|track|part|range|line|take))?\b|\b(?:singer|vocalist|rapper)s?\s+(?=(?:says?|said|thinks?|wants?|finds?|can'?t|cannot|struggles?)\b)/g;

/** Whether a message asks for sung (or rapped) words, which MIDI cannot hold. */
function asksSung(lower: string): boolean {
  return SUNG_RE.test(lower.replace(VOICE_CONTEXT_RE, ' '));
}

/**
 * The words of a sung or rapped ask, to read past: "a verse for me to rap on", "a vocal chop",
 * "a vocal track of me singing la la la", "lyrics for the choir to sing".
 */
const SUNG_PHRASE_RE =
  /\b(?:(?:an?|some|the|few)\s+)?(?:verses?|hooks?|bars|rhymes?|lines?|words|lyrics?)\b[^,.!?]{0,30}?\b(?:to|for|i can|we can)\b[^,.!?]{0,25}?\b(?:rap|sing|spit|chant)\w*(?:\s+(?:on|over|to|along)(?:\s+(?:it|this|that))?)?|\b(?:(?:an?|some|the)\s+)?vocal\s+(?:chops?|samples?|tracks?|takes?|recordings?|stems?)\b(?:\s+of\s+[^,.!?]{0,40})?|\b(?:(?:an?|some|the)\s+)?lyrics?\b[^,.!?]{0,40}|(?<!\bfor )\bme\s+(?:singing|rapping|sing|rap)\b[^,.!?]{0,30}|\b(?:someone|somebody|a singer|a rapper|a vocalist)\s+(?:to\s+)?(?:singing|rapping|sing|rap)\b[^,.!?]{0,30}|\b(?:pitched[- ]up|chopped(?:[- ]up)?) (?:vocal )?samples?\b|\b(?:(?:make|have|let|get)\s+(?:the\s+)?[\w-]+\s+(?:actually\s+|really\s+)?)?(?:sing|rap|chant)s?\s+(?:the\s+)?(?:words?|lyrics?|lines?|phrase)\b[^,.!?]{0,30}|\b(?:sing|rap)\s+(?:it|this|that|the (?:melody|tune|hook|song|top ?line))\b|\b(?:guide|scratch|demo|lead|backing)\s+vocals?\b/g;
/**
 * "throw a vocal chop in", "write a verse for me to rap on", "can it have lyrics": an ask for
 * sung or rapped words (or a recorded voice), which instrumental MIDI cannot carry.
 */
export function sungAsk(lower: string): boolean {
  return new RegExp(SUNG_PHRASE_RE.source).test(lower);
}

/**
 * "make it the relative minor", "parallel major": the key named, from the piece's own ("E minor"
 * over G major), when asked as a change. A relative key of the mode the piece already has names
 * nothing and stays.
 */
export function keysNamed(text: string, key: Key): string {
  return text.replace(
    /\b(?:the\s+|its\s+)?(relative|parallel)\s+(major|minor)(?:\s+key)?\b/gi,
    (said, kind: string, mode: string, at: number) => {
      // ("and its relative minor" asks which key that is; a change says where it goes.)
      if (!/\b(?:make|put|turn|switch|change|go|move|take|try|in|to|into|now)\b/i.test(text.slice(0, at)))
        return said;
      const minor = mode.toLowerCase() === 'minor';
      if (kind.toLowerCase() === 'parallel') return `${key.tonic} ${minor ? 'minor' : 'major'}`;
      return isMinorMode(key.mode) === minor ? said : keyName(relativeKey(key));
    },
  );
}

/** Sound lifted from a record: "sample the drums from …", "a real choir sample", "flip a sample off …". */
const SAMPLED_RE =
  /\bsampl\w*\b[^,.!?]{0,40}?\b(?:from|off|out of)\b|\b(?:chop|flip|lift|rip)\w*\s+(?:[\w'-]+\s+){0,3}samples?\b|\b(?:real|actual|recorded|original)\s+(?:[\w-]+\s+)?samples?\b|\bsampl(?:e|ing)\s+(?:a|an|the|that|this|some)\s+(?:record|song|track|tune|vinyl|loop)\b/;

/**
 * A recording asked for: "the actual amen break sample", "sample that aretha loop into it", "a real
 * choir sample from that song". A MIDI file holds notes, never recorded sound.
 */
const SAMPLE_RE =
  /\b(?:samples?|sampled|sampling|chop(?:ped)?(?: up)?)\b[^.!?]{0,50}\b(?:from|off|out of)\s+(?:(?:the|that|this|a|an|my|his|her|their)\s+)?(?:[\w'-]+\s+){0,4}?(?:record|song|track|vinyl|album|tune|loop|break|lp)\b|\b(?:actual|real|original|recorded)\s+(?:[\w-]+\s+){0,3}samples?\b|\bsample\s+(?:the|that|this)\s+(?:[\w'-]+\s+){0,3}?(?:break|loop|record|drums|vocals?|beat|riff|hook)\b/;

/** Whether a message asks for recorded sound (a sample of a record), which MIDI cannot hold. */
export function sampleAsk(lower: string): boolean {
  return SAMPLE_RE.test(lower);
}

/** Taking a part out; with a bar range, out of those bars only. */
// ("build into the drop": "the drop" is the moment a beat lands, not a part taken out.)
const REST_RE =
  /\b(?:no|without|(?<!\b(?:the|a|into|before|to|till|until|for)\s)drop|remove|delete|erase|scrap|mute|kill|cut|take out|take away|lose|silence|ditch|get rid of|strip out|leave out|rest|(?:drops?|dropping|sits?|sitting|lays?|laying) out|tacet)\b|\btake (?:\S+ ){1,6}out\b|\b(?:drums?|bass|brass|horns?|strings|keys|piano|guitars?|melody|lead|pad|chords|synths?|organ|sax|arps?|arpeggio)(?: part| section| line)? out (?:for|in|of|during|until|till)\b/;
/** "the strings come in at bar 5", "bring the drums in for the second half", "only in the chorus". */
const ENTRY_RE =
  /\b(?:come|comes|coming|came|kick|kicks|enter|enters|entering|join|joins|bring (?:\S+ ){0,3}in)\s+(?:in\b|at\b|for\b|only\b|from\b)|\b(?:bring|brings) in\b|\bonly (?:play|plays|be|in|for|from)\b|\bwait\w* (?:until|till|for)\b|\bstarts? (?:playing )?(?:at|from|in)\b/;
const DRUM_WORDS_RE =
  /\b(?:drums?|kit|hats|hi-?hats?|snare|kick|beat|percussion|toms?|cymbals?|ride|crash|clap)\b/;
/** Words for the whole kit, against the kit pieces ("the drums" against "the kick"). */
const WHOLE_KIT_RE = /\b(?:drums?|kit|beat|percussion)\b/;
/** Kit pieces by name, with their GM drum notes. */
const KIT_PIECES: readonly [RegExp, string, readonly number[]][] = [
  [/\bkicks?\b|\bbass drum\b/, 'kick', [35, 36]],
  [/\bsnares?\b|\brim ?shots?\b|\bside ?stick\b/, 'snare', [37, 38, 40]],
  [/\b(?:hi-?hats?|hihats?|hats)\b/, 'hi-hat', [42, 44, 46]],
  [/\bclaps?\b/, 'clap', [39]],
  [/\btoms?\b/, 'toms', [41, 43, 45, 47, 48, 50]],
  [/\bcymbals?\b/, 'cymbals', [49, 51, 52, 53, 55, 57, 59]],
  [/\bride\b/, 'ride', [51, 53, 59]],
  [/\bcrash(?:es)?\b/, 'crash', [49, 57]],
];

/** A length verb and a bare count: "chop it to 8", "trim it down to 4", "stretch it out to 16". */
const BARE_LENGTH_RE =
  /\b(?:chop|cut|trim|shorten|crop|stretch|extend|lengthen)\s+(?:(?:it|this|that|the (?:piece|song|tune|loop|track|thing|whole thing))\s+)?(?:(?:down|back|out)\s+)?to\s+(\d{1,3})\b(?!\s*(?:%|percent|bpm|bars?|measures?|[:/.]\d))/;

/** "come in later", "kick in after that": a part that enters after the bars named. */
const LATE_ENTRY_RE =
  /\b(?:come|comes|coming|kick|kicks|enter|enters|join|joins|bring (?:\S+ ){0,3}in)\s+(?:in\s+)?(?:later|late|after(?:wards?| that| those| them)?)\b/;

/**
 * The pitched parts the instruments a message names play: the instrument itself, else the one
 * part of its family ("the fiddle" over a violin melody, "the electric" guitar).
 */
function partsOfInstrumentsNamed(lower: string, piece: Piece): Piece['parts'][number][] {
  const pitched = piece.parts.filter((p) => p.channel !== DRUM_CHANNEL);
  return findPhrases(lower, INSTRUMENT_WORDS).flatMap((hit) => {
    const exact = pitched.filter((p) => p.program === hit.value.program);
    if (exact.length > 0) return exact;
    const kin = pitched.filter((p) => sameInstrumentFamily(p.program, hit.value.program));
    return kin.length === 1 ? kin : [];
  });
}

/** Every note of General MIDI's drum kit. */
const GM_KIT_NOTES: readonly number[] = Array.from({ length: 61 }, (_, i) => 27 + i);
/** "a soft kick", "some gentle hats": a kit piece brought in quietly. */
const SOFT_KIT_RE =
  /\b(?:soft|softly|gentle|gently|quiet|subtle|light|lite)\s+(?:\w+\s+)?(?:kicks?|snares?|hats|hi-?hats?|hihats?|claps?|toms?|cymbals?|ride|rim ?shots?)\b/;

/** The kit pieces a message names, or `null` for none. */
function kitPiecesNamed(lower: string): { names: string[]; notes: number[] } | null {
  const hits = KIT_PIECES.filter(([re]) => re.test(lower));
  if (hits.length === 0) return null;
  return { names: hits.map(([, name]) => name), notes: [...new Set(hits.flatMap(([, , notes]) => notes))] };
}

/** "doubling the bass", "double the melody with a flute": the part a new instrument doubles. */
/**
 * Sound processing a MIDI file cannot carry ("add vinyl crackle", "more reverb", "sidechain it"):
 * the reply says where it is done instead of claiming a change.
 */
const AUDIO_EFFECT_RE =
  /\b(?:vinyl(?: crackle| noise| hiss)?(?![- ]?(?:ish|y|like|style|sounding)\b)|crackle|tape (?:hiss|saturation|wobble|stop)|hiss|reverb|delay|saturation|bit ?crush(?:er|ing)?|side ?chain(?:ing|ed)?|auto-?tune|eq|compression|compressor|low[- ]?pass(?: filter)?|high[- ]?pass(?: filter)?|filter sweep|phaser|flanger|white noise|rain sounds?)\b/;
/** "fade it out", "the ending should fade out", "a fade at the end". */
const FADE_OUT_RE =
  /\bfad(?:e|es|ed|ing)(?: it| the (?:end|ending|song|track))? out\b|\bfade(?:[- ]out)? at the end\b|\bfade[- ]out ending\b/;

/** Chord voicings asked by name: "rootless voicings", "drop 2 voicings", "open voicings". */
const VOICING_RE =
  /\bpower ?chords\b|\b(?:rootless|drop[- ]?(?:2|3|two|three)|shell|quartal|so what|open|spread|wider|closed?|block|upper[- ]structure|(?:some |more )?(?:jazzy|jazzier|different|better|nicer|fancier))\s+(?:chord\s+)?voicings?\b/;
/** Brushes or mallets on the kit. */
const BRUSHES_RE = /\bbrush(?:es| kit| snare| sweeps?)\b|\b(?:with|use|on) mallets\b/;
/** A comping rhythm asked by name: "a charleston rhythm", "piano only on the 1". */
const COMP_RHYTHM_RE =
  /\bcharleston\b|\b(?:only|just) (?:(?:play|hit|comp|strum)s? )?on (?:the )?(?:1|one|downbeats?|beat one|first beat|off-?beats?|upbeats?|ands?|2 and 4|two and four|backbeats?)\b|\b(?:chords|piano|keys|clav|guitar|stabs|organ|skank|hats|hi-?hats?|open hats?)\s+on (?:the )?(?:off-?beats?|upbeats?|ands?)\b/;
/** A playing technique asked of the piece that its notes cannot carry yet (voicings, brushes, a comping rhythm). */
export function techniqueAsked(lower: string): boolean {
  return VOICING_RE.test(lower) || BRUSHES_RE.test(lower) || COMP_RHYTHM_RE.test(lower);
}

/** "more syncopated", "push the chords", "anticipate the changes", "more off-beat". */
const SYNCOPATE_RE =
  /\bsyncopat\w*|\banticipat\w*|\bpush(?:ed|ing)? (?:the )?(?:chords|changes|bass|beat|rhythm)\b|\bmore off-?beats?\b|\bless on the (?:beat|grid)\b|\bless square\b/;
/**
 * "4 bars of just drums at the start", "open with 2 bars of piano": an intro of some parts only.
 * Groups: the bar count and the parts, in either phrasing.
 */
const PARTS_INTRO_RE = new RegExp(
  `\\b(?:start|open|begin|kick (?:it )?off|intro)\\w* (?:it |the (?:song|track|piece|tune) )?with (?:an? )?${NUMBER_SOURCE}[- ]bars? of (?:just |only )?(?:the )?([a-z][\\w &+-]*?)(?: only| alone| by (?:itself|themselves))?(?=$|[.,!?]| first| then| before| and then)|\\b${NUMBER_SOURCE}[- ]bars? of (?:just |only )?(?:the )?([a-z][\\w &+-]*?)(?: only| alone| by (?:itself|themselves))? (?:at the (?:start|beginning|top|front)|first|up front|to start|before (?:it|everything|the rest|the beat)|as an? intro)\\b`,
);

/** The bar count and parts of a parts-only intro asked for, or `null`. */
function partsIntro(lower: string): { bars: number; roles: PartRole[]; stated: boolean } | null {
  // "add a piano intro", "give it a 2 bar drum intro": an intro of that part alone.
  const partIntro =
    /\b(?:add|give (?:it|me)|put|start (?:it )?with|open (?:it )?with|want|need)\s+(?:an?\s+)?(?:(\d{1,2}|two|four|eight)[- ]bars?\s+)?(?:solo\s+)?([a-z][\w-]*(?: [a-z][\w-]*)?)\s+intro\b/.exec(
      lower,
    );
  const partRoles = partIntro ? partsNamed(partIntro[2]!) : [];
  if (partIntro && partRoles.length > 0) {
    const bars = partIntro[1] ? (parseNumber(partIntro[1]) ?? 4) : 4;
    if (bars >= 1 && bars <= 16) return { bars, roles: [...new Set(partRoles)], stated: !!partIntro[1] };
  }
  // "add an intro - 4 bars, just the low strings alone", "an intro with only the piano".
  const said =
    /(?:\b(\d{1,2}|two|four|eight)[- ]bars?\s+)?\bintro\b(?:[^.!?]*?\b(\d{1,2}|two|four|eight)[- ]bars?\b)?[^.!?]*?\b(?:just|only|with only|with just)\s+(?:the\s+)?([a-z][\w &+-]*?)(?:\s+(?:alone|only|on (?:its|their) own|by (?:itself|themselves)))?(?=$|[.,!?])/.exec(
      lower,
    );
  if (said && !PARTS_INTRO_RE.test(lower)) {
    const roles = partsNamed(said[3]!);
    const count = said[1] ?? said[2];
    const bars = count ? parseNumber(count) : 4;
    if (roles.length > 0 && bars && bars >= 1 && bars <= 16)
      return { bars, roles: [...new Set(roles)], stated: count !== undefined };
  }
  const m = PARTS_INTRO_RE.exec(lower);
  if (!m) return null;
  const bars = parseNumber((m[1] ?? m[3])!);
  const roles = partsNamed((m[2] ?? m[4])!);
  return bars && bars >= 1 && bars <= 16 && roles.length > 0
    ? { bars, roles: [...new Set(roles)], stated: true }
    : null;
}

/** "shorter stabs", "staccato chords", "tighter, choppier horns": notes played shorter. */
const STACCATO_RE =
  /\bstaccato\b|\bpalm-muted\b|\b(?:choppier|more clipped|clipped|bouncier|bouncy|(?:more|some|a bit of|a little) bounce)\b|\b(?:stabs?|notes|hits|chords|horns?|brass|keys|piano|bass|plucks?|strings|guitar|organ|synth|melody|lead|pad|arps?|rhodes|sax|trumpet)(?: part| line| section)?\s+(?:a (?:bit|lot|tad) )?(?:shorter|tighter|snappier|punchier and shorter)\b|\bshorter (?:[\w-]+ ){0,2}(?:notes|stabs|hits|chords)\b|\bcut (?:the )?notes short\b/;
/** "more legato", "let the chords ring", "longer notes on the pad": notes held longer. */
const LEGATO_RE =
  /\blegato\b|\blet (?:the )?(?:\w+ )?(?:chords|notes|pad|piano|keys|strings|it|them) ring\b|\blonger notes\b|\b(?:notes|chords|pad|strings|keys|piano|organ|horns?|brass|guitar|synth|melody|lead|rhodes)(?: part| line| section)?\s+(?:a (?:bit|lot|tad) )?(?:longer|held longer|more sustained)\b|\bsustain (?:the )?(?:notes|chords) (?:more|longer)\b/;
/**
 * Edits made to some bars, moved past an intro joined before them, so they stay on the music they
 * changed ("bring the melody in at bar 5", then "4 bars of drums at the start"). A rewrite keeps
 * the bars it was written from and plays them where they now are.
 */
function movePastIntro(ops: NoteOp[], bars: number): void {
  ops.forEach((o, i) => {
    if (!('bars' in o) || !o.bars) return;
    const moved = [o.bars[0] + bars, o.bars[1] + bars] as const;
    ops[i] =
      o.op === 'rewrite' ? { ...o, bars: moved, source: o.source ?? o.bars[0] } : { ...o, bars: moved };
  });
}

const DOUBLING_RE =
  /\bdoubl(?:e|es|ing)\s+(?:up\s+)?(?:the\s+|its\s+)?(melody|lead|tune|top ?line|hook|bass(?: ?line)?|chords?|piano|keys)\b/;

/** A drummer's detail asked for: hat rolls, fills, ghost notes; `null` when none. */
export function drumDetailAsked(lower: string): DrumDetail | null {
  // "hat rolls", "hats need more rolls n triplets", "triplet rolls on the hats", "rolling hats".
  if (
    /\b(?:hi-?hat|hihat|hat)s?\b[^.;!?]{0,30}\b(?:rolls?|rolling|triplets?|32nds?|stutter\w*)\b|\b(?:rolls?|rolling|triplets?|32nds?|stutter\w*)\b[^.;!?]{0,20}\b(?:hi-?hat|hihat|hat)s?\b|\btrap rolls\b/.test(
      lower,
    )
  )
    return 'hat-rolls';
  if (/\bghost(?:ed)?[- ]notes?\b/.test(lower)) return 'ghost-notes';
  if (
    /\bhalf[- ]?time (?:(?:the|that|this|ur|your) )?(?:feel|groove|drums?|beat|vibe|thing|snare|kit)\b|\b(?:feel|groove|drums?|beat|snare) (?:in )?half[- ]?time\b|\bhalf[- ]?time(?:\s+(?:please|pls|plz))?\s*[.!?]*$/.test(
      lower,
    )
  )
    return 'half-time';
  // "double-time feel" keeps the tempo; "double time" alone doubles it (a tempo edit).
  if (
    /\bdouble[- ]?time (?:(?:the|that|this|ur|your) )?(?:feel|groove|drums?|beat|vibe|thing|kit|hats|hi-?hats)\b|\b(?:feel|groove|drums?|beat) (?:in )?double[- ]?time\b/.test(
      lower,
    )
  )
    return 'double-time';
  if (
    /\bfour[- ]on[- ]the[- ]floor\b|\b4[- ]on[- ]the[- ]floor\b|\bkick (?:(?:is|stays|drum) )?on (?:every|each|all(?: the)?|all four) beats?\b/.test(
      lower,
    )
  )
    return 'four-on-the-floor';
  if (/\bdouble[- ](?:kick|bass drum|pedal)s?\b|\bblast ?beats?\b/.test(lower)) return 'double-kick';
  // "a guitar doing little fills": the fills are that instrument's, not the drummer's.
  const playerFills =
    /\b(?:guitars?|piano|keys|rhodes|organ|sax\w*|horns?|trumpet|strings?|violin|synth|flute|bass)\b[^.,]{0,25}\bfills?\b/.test(
      lower,
    ) && !/\b(?:drum|tom|snare|kit) fills?\b/.test(lower);
  if (
    !playerFills &&
    /\b(?:drum |tom |snare )?fills?\b/.test(lower) &&
    /\b(?:add|more|put|give|throw|want|need|with|some|a)\b/.test(lower) &&
    !/\b(?:fill(?:s)? (?:it|the|out|in)\b)/.test(lower)
  )
    return 'fills';
  return null;
}

const lastBar = (piece: Piece): [number, number] => [piece.meta.bars - 1, piece.meta.bars - 1];

function rolesNamed(lower: string): PartRole[] {
  return PART_NAMES.filter(([re]) => re.test(lower)).map(([, r]) => r);
}

/** The roles the instruments a request names play in the piece ("the guitar" → chords and melody). */
function rolesPlayedBy(request: ComposeRequest, piece: Piece): PartRole[] {
  const roles = (request.partList ?? []).flatMap((n) =>
    n.program === undefined
      ? []
      : piece.parts
          .filter((p) => p.channel !== DRUM_CHANNEL && sameInstrumentFamily(p.program, n.program!))
          .map((p) => p.role),
  );
  return [...new Set(roles)];
}

/**
 * The instruments a request names when each of the roles asked has one of them and shares it with
 * a part on another instrument ("the guitar quieter" beside keys on the chords): only the parts on
 * those instruments change. Empty when the roles alone say which parts.
 */
function namedInstrumentsOnly(
  asked: ComposeRequest['partList'],
  piece: Piece,
  roles: readonly PartRole[],
  /** The words that named them. */
  lower = '',
): number[] {
  const pool = piece.parts.filter((p) => p.channel !== DRUM_CHANNEL && roles.includes(p.role));
  // An instrument named by its kind names its own sound when it plays ("the electric guitar"
  // beside an acoustic one); a family word names the family ("the guitar", "softer pads").
  const sounds = new Set(
    findPhrases(lower, INSTRUMENT_WORDS)
      .filter((h) => namesOneSound(h.phrase))
      .map((h) => h.value.program),
  );
  const named = pool.filter((p) =>
    (asked ?? []).some(
      (n) =>
        n.program !== undefined &&
        (sounds.has(n.program) && pool.some((q) => q.program === n.program)
          ? p.program === n.program
          : sameInstrumentFamily(p.program, n.program)),
    ),
  );
  const everyRole = roles.every((r) => named.some((p) => p.role === r));
  const shared = piece.parts.some((p) => roles.includes(p.role) && !named.includes(p));
  return everyRole && shared ? named.map((p) => p.program) : [];
}

/** The roles a phrase names, the drums among them ("the bass and the hats" → bass, drums). */
function partsNamed(text: string): PartRole[] {
  return [...rolesNamed(text), ...(DRUM_WORDS_RE.test(text) ? (['drums'] as const) : [])];
}

/** A bar or bar range the message points at, 0-based inclusive; `null` when none. */
export function barRange(lower: string, bars: number): readonly [number, number] | null {
  const n = NUMBER_SOURCE;
  // "redo 5-8": a bare span after a verb that rewrites is bars too.
  const range =
    /\bbars?\s+(\d{1,3})\s*(?:-|–|to|through|and)\s*(\d{1,3})\b/.exec(lower) ??
    /\b(?:redo|re-do|rewrite|re-write|rework|regenerate|re-?roll|vary|change up|switch up)\s+(?:the\s+)?(\d{1,3})\s*(?:-|–|to|through)\s*(\d{1,3})\b(?!\s*(?:bpm|\/))/.exec(
      lower,
    );
  if (range) {
    const a = Number(range[1]) - 1;
    const b = Number(range[2]) - 1;
    return a >= 0 && b >= a && b < bars ? [a, b] : null;
  }
  // "a fill before bar 9", "leading into bar 5": the bar before it.
  const before = /\b(?:before|leading (?:in)?to|going into|into)\s+(?:bar|measure)\s+(\d{1,3})\b/.exec(lower);
  if (before) {
    const a = Number(before[1]) - 2;
    return a >= 0 && a < bars ? [a, a] : null;
  }
  const single = /\b(?:bar|measure)\s+(\d{1,3})\b/.exec(lower);
  if (single) {
    const a = Number(single[1]) - 1;
    return a >= 0 && a < bars ? [a, a] : null;
  }
  // "the second half", "the first half of it": half the piece.
  const half = /\b(first|1st|front|second|2nd|back|last)\s+half\b/.exec(lower);
  if (half && bars >= 2) {
    const mid = Math.floor(bars / 2);
    return /^(?:first|1st|front)$/.test(half[1]!) ? [0, mid - 1] : [mid, bars - 1];
  }
  // ("the last four bars build towards the end": the bars counted are the ones meant.)
  const edge = new RegExp(`\\b(last|final|first|opening)\\s+(?:${n}\\s+)?(?:bars?|measures?)\\b`).exec(lower);
  if (edge) {
    const count = edge[2] ? (parseNumber(edge[2]) ?? 1) : 1;
    const k = Math.max(1, Math.min(bars, count));
    return edge[1] === 'first' || edge[1] === 'opening' ? [0, k - 1] : [bars - k, bars - 1];
  }
  // "make the ending softer", "the last bit": the closing two bars.
  if (/\b(?:the (?:ending|last bit|end bit|very end)|(?:at|towards?|near) the end)\b/.test(lower))
    return [Math.max(0, bars - 2), bars - 1];
  return null;
}

/**
 * The note value "add swing" swings: the one named ("16th swing", "dilla" / "shuffle", "triplet
 * feel"), else eighths when the style swings sixteenths but the piece barely plays any (a pop groove
 * in eighths would not move at all). `undefined` keeps the style's own.
 */
function swingUnitAsked(lower: string, piece: Piece): 'eighth' | 'sixteenth' | undefined {
  const named = swingUnitNamed(lower);
  if (named) return named;
  const unit = piece.meta.swingUnit ?? getStyle(piece.meta.style).swingUnit;
  if (unit !== 'sixteenth') return undefined;
  const eighth = (piece.meta.ppq * 2) / piece.meta.meter.denominator;
  let off = 0;
  let all = 0;
  for (const part of piece.parts)
    for (const n of part.notes) {
      const at = (n.tick % eighth) / eighth;
      all++;
      if (at >= 0.4 && at <= 0.75) off++;
    }
  return all > 0 && off / all < 0.1 ? 'eighth' : undefined;
}

/** The note value a swing ask names ("16th swing", "dilla", "shuffle"), if any. */
function swingUnitNamed(lower: string): 'eighth' | 'sixteenth' | undefined {
  if (/\b(?:16ths?|sixteenths?|16th[- ]note|dilla|j ?dilla)\b/.test(lower)) return 'sixteenth';
  if (/\b(?:8ths?|eighths?|8th[- ]note|shuffle|shuffly|triplet feel)\b/.test(lower)) return 'eighth';
  return undefined;
}

// Less swing, not none: "pull the swing back a bit", "tone down the shuffle", "too swung".
const SWING_LESS =
  /\b(?:less\s+(?:of\s+a\s+)?(?:swing|shuffle|swung|swingy|shuffly)|swing less|(?:pull|dial|tone|rein|knock|scale|turn|ease|bring|back)\s+(?:(?:off|up)\s+(?:on\s+)?)?(?:the\s+|that\s+)?(?:swing|shuffle)(?:\s+(?:back|down|off))?|(?:pull|dial|tone|rein|knock|scale|turn|bring)\s+(?:back|down)\s+(?:on\s+)?(?:the\s+|that\s+)?(?:swing|shuffle)|too\s+(?:much\s+)?(?:swing|swung|swingy|shuffly|shuffle)|(?:swing|shuffle)\s+(?:is|'s|s)\s+too\s+(?:much|heavy|strong|hard)|not\s+so\s+(?:swung|swingy))\b/;
/** The bass asked to play with the kick drum ("lock the bass to the kick", "kick and bass tighter"). */
const KICK_LOCK_RE = [
  /\bbass(?! ?drum)(?: ?line)?\b[^,.;!?]{0,30}?\b(?:lock\w*|sit\w*|sync\w*|follow\w*|match\w*|line[sd]? up|lining up|tight\w*|glue\w*|land\w*|together)\b[^,.;!?]{0,20}?\b(?:kick|kik|kick ?drum|bass ?drum)s?\b/,
  /\bbass(?! ?drum)(?: ?line)? (?:(?:should|to|needs? to|must|has to) )?(?:be |play |hit |land )?(?:right )?(?:on|with|w) (?:the )?(?:kick|kik|kick ?drum)s?\b/,
  /\b(?:kick|kik|kick ?drum)s?(?: and| &| n| \+|,)? (?:the )?bass(?! ?drum)\b[^,.;!?]{0,20}?\b(?:lock\w*|sync\w*|tight\w*|together|glue\w*|line[sd]? up|gel\w*)\b/,
  /\b(?:lock|sync|glue|tighten)(?: up)? (?:the )?(?:kick|kick drum)s? (?:and|&|n|\+|with|to) (?:the )?bass\b/,
  /\b(?:lock|sync|glue|tie|pin|match|line up)(?: up)? (?:the )?bass(?! ?drum)(?: ?line)? (?:up )?(?:to|with|on|onto|into) (?:the )?(?:kick|kik|kick ?drum|bass ?drum)s?\b/,
  /\b(?:kick|kik|kick ?drum)s? (?:lock\w*|sync\w*|glue\w*|tight\w*)(?: up)? (?:to|with|w|and|&) (?:the )?bass(?! ?drum)\b/,
];

// ("make a chorus" writes one; "make the chorus bigger" changes the one there.)
const SECTION_RE =
  /\b(?:(?:add|write|give (?:it|me)|put|tack on|tack|append|with|w\/?|and|plus|also|throw in|throw|stick|slap on|slap|bolt on|bolt|pop|bring in|need|needs|want|could use|how about|(?:end|finish|close|start|open|round)(?: it| this| things)?(?: off)? (?:with|on))\s+(?:an?\s+|another\s+|the\s+|some\s+)?|(?:make|do|create|compose|build|whip up|come up with)\s+(?:me\s+|us\s+)?(?:an?|another|some)\s+)(?:(?:proper|real|nice|good|strong|clean|sparse|sparser|busy|busier|big|bigger|huge|epic|short|shorter|long|longer|quiet|quieter|soft|softer|gentle|simple|simpler|minimal|stripped[- ](?:back|down)|new|second|different|full|fuller|calm|calmer|dramatic|catchy|catchier|slow|slower|fast|faster|little|quick|mellow|chill|dark|darker|bright|brighter|happy|sad|uplifting|\d+[- ]bar|(?:two|four|eight)[- ]bar)\s+)?(chorus|bridge|intro|outro|verse|ending|b[- ](?:section|part)|section)\b/;

function sectionSpec(
  label: string,
  spec: CompositionSpec,
  seed: number,
  piece: Piece,
  length: number | null = null,
): CompositionSpec {
  const base: { -readonly [K in keyof CompositionSpec]: CompositionSpec[K] } = { ...spec, seed };
  delete base.progression;
  // (Every part heard, an uploaded file's own among them.)
  const all = (d: number) =>
    Object.fromEntries([...spec.parts.map(partRoleOf), ...piece.parts.map((p) => p.role)].map((r) => [r, d]));
  // A section speaks the piece's harmonic language: seventh chords where the piece plays them.
  const chords = piece.meta.progression;
  const sevenths = chords.filter((c) => /\d/.test(c.symbol)).length * 2 > chords.length;
  switch (label) {
    case 'intro':
    case 'outro':
    case 'ending':
      base.bars = length ?? 4;
      base.density = all(-1);
      base.progression = sectionProgression(
        label === 'intro' ? 'intro' : 'outro',
        spec.key,
        base.bars,
        sevenths,
      );
      if (spec.parts.length > 1) base.parts = spec.parts.filter((p) => partRoleOf(p) !== 'melody');
      return base;
    case 'bridge':
      // A bridge stays in the home key, leaves the tonic and leads back on the dominant.
      base.bars = length ?? Math.min(8, spec.bars);
      base.progression = sectionProgression('bridge', spec.key, base.bars, sevenths);
      return base;
    case 'new bars':
      // Plain more bars: as busy as the piece, over its stated chords (when it has some) again.
      base.bars = length ?? Math.min(8, spec.bars);
      if (spec.progression && spec.progression.length > 0)
        base.progression = Array.from(
          { length: base.bars },
          (_, i) => spec.progression![i % spec.progression!.length]!,
        );
      return base;
    default:
      base.bars = length ?? Math.min(8, spec.bars);
      base.density = all(1);
      return base;
  }
}

/** The first and last chords of a bridge as heard (in the key the piece sounds in). */
function bridgeEnds(section: CompositionSpec, heard: Key): [string, string] {
  const bars = (section.progression ?? []).filter((b): b is string => typeof b === 'string');
  const shift = nearestShift(section.key.tonic, heard.tonic);
  const name = (roman: string | undefined) => {
    const symbol = roman ? readChordToken(roman, section.key)?.symbol : undefined;
    return symbol ? (transposeChordSymbol(symbol, shift, heard) ?? symbol) : '';
  };
  return [name(bars[0]), name(bars.at(-1))];
}

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
// A chord symbol; typed in lower case ("am", "g7", "bb") only when it cannot be a word ("a", "bit").
const CHORD_TOKEN =
  '([A-G][#b♯♭]?[A-Za-z0-9#b♭♯+°ø()/]*|[a-g][#b]?(?:maj|min|m|dim|aug|sus|add)\\d*|[a-g][#b]?\\d+|[b-g][#b]?)';
const BAR_CHORD_RE = new RegExp(
  `\\b(?:make|change|turn|set|put|switch)\\s+(?:(?:bar|measure)\\s+(\\d{1,3})|the\\s+(last|final|first|opening)\\s+(?:bar|measure))\\s+(?:(?:into|to|as|a|an|be|with|in)\\s+)*${CHORD_TOKEN}(?:\\s+chord)?(?![\\w#])`,
);
const CHORD_IN_BAR_RE = new RegExp(
  `\\b${CHORD_TOKEN}\\s+(?:in|on|for|at)\\s+(?:bar|measure)\\s+(\\d{1,3})\\b|\\b(?:bar|measure)\\s+(\\d{1,3})\\s+(?:should be|is|as)\\s+(?:an?\\s+)?${CHORD_TOKEN}(?![\\w#])`,
);
const NTH_CHORD_RE = new RegExp(
  `\\b(first|second|third|fourth|fifth|sixth|seventh|eighth|last|\\d{1,2}(?:st|nd|rd|th))\\s+chord\\s+(?:(?:to|into|as|be|with|for|is|should be|a|an)\\s+)*${CHORD_TOKEN}(?![\\w#])`,
);
const RANGE_CHORDS_RE = new RegExp(
  `\\b(?:bars?|measures?)\\s+(\\d{1,3})\\s*(?:and|-|–|to|through|thru)\\s*(\\d{1,3})\\s+(?:(?:should be|should have|are|is|as|to|=|become|into|with|:)\\s+)?((?:${CHORD_TOKEN}[\\s,|–-]*)+)[.!?]*$`,
);
const END_CHORD_RE = new RegExp(`\\b(?:end|finish|close) (?:on|with) (?:an?\\s+)?${CHORD_TOKEN}(?![\\w#])`);
const UNRESOLVED_RE =
  /\b(?:unresolved|less (?:resolved|final|conclusive)|open[- ]ended|hanging|up in the air|not (?:to )?resolve|(?:doesn'?t|don'?t|shouldn'?t|never) resolve|without resolving|half cadence|unfinished|inconclusive|end on (?:the |a )?(?:v|five|dominant)(?: chord)?)\b/;
const RESOLVE_RE =
  /\bresolv(?:e|ed|es|ing)\b|\bend (?:on|with) (?:the )?(?:tonic|home chord|root chord|(?:one|i|1) chord)\b|\b(?:proper|stronger|real|clearer|perfect) (?:ending|cadence)\b|\bcadence\b/;
const SOFTER_RE =
  /\b(?:softer|quieter|gentler|more gently|less loud|not so loud|(?:turn|tone) (?:it|this|that|them|em|'em|the \w+(?:[- ]\w+)?) down|volume down|lower the volume|down in the mix)\b/;
const LOUDER_RE =
  /\b(?:louder|more volume|turn (?:it|this|that|the \w+(?:[- ]\w+)?) up|volume up|up in the mix|stronger|more punch|punchier|(?:kick|snare|drums?|hats|hits?|hitting|play(?:ing)?) harder|harder (?:kick|snare|hits?))\b/;

/** The chords a spec's own piece plays bar by bar, or `null` when it cannot be written. */
function chordsWritten(spec: CompositionSpec): string[] | null {
  const r = compose(spec);
  return r.ok ? chordsByBar(r.piece) : null;
}

/** The chords bar by bar as a piece plays them ("C G" for a bar with two), or `null` for none. */
function chordsByBar(piece: Piece): string[] {
  const m = piece.meta.meter;
  const tpb = Math.round((piece.meta.ppq * 4 * m.numerator) / m.denominator);
  const segs = [...piece.meta.progression].sort((a, b) => a.tick - b.tick);
  const out: string[] = [];
  for (let bar = 0; bar < piece.meta.bars; bar++) {
    const from = bar * tpb;
    const inBar = segs.filter((s) => s.tick < from + tpb && s.tick + s.durationTicks > from);
    const names = inBar.map((s) => s.symbol).filter((c, i, all) => c !== all[i - 1]);
    out.push(names.join(' ') || (out.at(-1) ?? piece.meta.key.tonic));
  }
  return out;
}

/** The bars "the 3rd chord", "the last chord" plays in, by the chord's place in the progression. */
export function nthChordBars(ordinal: string, piece: Piece): [number, number] | null {
  const word = ordinal.toLowerCase();
  const segs = [...piece.meta.progression].sort((a, b) => a.tick - b.tick);
  const index =
    word === 'last'
      ? segs.length - 1
      : ORDINAL_WORDS.includes(word)
        ? ORDINAL_WORDS.indexOf(word)
        : parseInt(word, 10) - 1;
  const seg = segs[index];
  if (!seg) return null;
  const m = piece.meta.meter;
  const tpb = Math.round((piece.meta.ppq * 4 * m.numerator) / m.denominator);
  return [seg.bar, Math.max(seg.bar, Math.floor((seg.tick + seg.durationTicks - 1) / tpb))];
}

/** The bars a section of the piece plays, 0-based inclusive ("the chorus" → 8–15), or `null`. */
function sectionBars(state: PieceState, label: string): [number, number] | null {
  let at = 0;
  for (const s of sectionLayout(state)) {
    if (s.label === label) return [at, at + s.bars - 1];
    at += s.bars;
  }
  return null;
}

/** "the 3rd chord", "the last chord": a chord named by its place in the progression. */
export const CHORD_NAMED_RE =
  /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|last|\d{1,2}(?:st|nd|rd|th))\s+chord\b/;

const SPELLED_CHORD_RE =
  /(?<![\w#])([A-G]|[a-g](?=\s*(?:#|sharp|flat)))\s*(#|b|-?sharp|-?flat)?\s+(minor|min|major|maj|dominant|dom)(?:\s*(7|9|11|13)(?:th)?)?(?![\w#/])/g;

/** Chords spelled out as words written as symbols: "A minor 7" → "Am7", "F sharp major" → "F#". */
function spelledChords(text: string): string {
  return text.replace(SPELLED_CHORD_RE, (_, letter: string, acc = '', quality: string, ext = '') => {
    const root = letter.toUpperCase() + (/sharp|#/.test(acc) ? '#' : /flat|b/.test(acc) ? 'b' : '');
    if (/^min/.test(quality)) return `${root}m${ext}`;
    if (/^maj/.test(quality)) return ext ? `${root}maj${ext}` : root;
    return `${root}${ext || '7'}`;
  });
}

/** The bars' chords with `typed` spread over bars `from`–`to` in order (two to a bar when they are more). */
function spreadOverBars(
  typed: readonly string[],
  from: number,
  to: number,
  heard: readonly string[],
): string[] {
  const count = to - from + 1;
  const perBar = Array.from({ length: count }, (_, k) =>
    typed.length >= count
      ? typed
          .slice(Math.floor((k * typed.length) / count), Math.floor(((k + 1) * typed.length) / count))
          .join(' ')
      : typed[Math.floor((k * typed.length) / count)]!,
  );
  return heard.map((c, i) => (i >= from && i <= to ? perBar[i - from]! : c));
}

/**
 * "reharm bars 3-4 with iii-VI-ii-V", "use ii V I vi in the last 4 bars": a progression said with
 * some bars goes into those bars only, its numerals read in the piece's key.
 */
function progressionInBars(
  request: ComposeRequest,
  range: readonly [number, number] | null,
  piece: Piece,
  key: Key,
): { range: [number, number]; chords: string[] } | { bad: string } | null {
  if (!request.progression || !range) return null;
  const romans = request.romansCaseFree
    ? readDegrees(request.progression, key, { caseFree: true, sevenths: request.sevenths ?? false })
    : request.progression;
  const typed: string[] = [];
  for (const token of romans.flatMap((bar) => bar.split(/\s+/)).filter(Boolean)) {
    const symbol = parseChord(token) ? token : progressionFromRomans([token], key)?.[0];
    if (!symbol) return { bad: token };
    typed.push(symbol);
  }
  const [from, to] = range;
  return { range: [from, to], chords: spreadOverBars(typed, from, to, chordsByBar(piece)) };
}

const SWAP_CHORD_RE =
  /\b(?:swap|replace|change|switch|turn|trade)\s+(?:out\s+)?(?:the|that|every|each|all the|all|any)?\s*([A-Za-z#♯♭][\w#♯♭°ø+]*)(?:\s+chords?)?\s+(?:out\s+)?(?:for|with|to|into)\s+(?:an?\s+)?(?:borrowed\s+)?([A-Za-z#♯♭][\w#♯♭°ø+]*)(?![\w#])/;

/** A chord typed as a symbol ("Gm", "bb7") or as a numeral of the key ("iv", "bVII"). */
function chordOfToken(token: string, key: Key): string | null {
  if (isRomanNumeral(token)) return progressionFromRomans([token], key)?.[0] ?? null;
  const symbol = token.charAt(0).toUpperCase() + token.slice(1);
  return /^[A-G]/.test(symbol) && parseChord(symbol) ? symbol : null;
}

/**
 * "swap the IV for a borrowed iv", "replace the G with Gm": every chord of that root and third
 * in the piece becomes the one asked, the other chords of those bars kept.
 */
function swappedChords(
  text: string,
  heard: readonly string[],
  key: Key,
): { range: [number, number]; chords: string[] } | null {
  const m = SWAP_CHORD_RE.exec(text);
  const from = m ? chordOfToken(m[1]!, key) : null;
  const to = m ? chordOfToken(m[2]!, key) : null;
  const was = from ? parseChord(from) : null;
  if (!was || !to || from === to) return null;
  const minor = (c: { readonly semitones: readonly number[] }) => c.semitones.includes(3);
  const same = (symbol: string) => {
    const c = parseChord(symbol);
    return !!c && c.rootChroma === was.rootChroma && minor(c) === minor(was);
  };
  const chords = heard.map((bar) =>
    bar
      .split(' ')
      .map((c) => (same(c) ? to : c))
      .join(' '),
  );
  const changed = chords.flatMap((c, i) => (c !== heard[i] ? [i] : []));
  return changed.length > 0 ? { range: [changed[0]!, changed.at(-1)!], chords } : null;
}

/**
 * Chord changes a message asks for: "make bar 3 a G7", "change the 2nd chord to Am", "last two
 * bars more resolved" (V7 then the tonic). Bars are 0-based; `chords` are per bar, as heard.
 */
function chordEdit(
  text: string,
  lower: string,
  piece: Piece,
  key: Key,
): { range: [number, number]; chords: string[] } | { bad: string } | { noBar: true } | null {
  text = spelledChords(text);
  const bars = piece.meta.bars;
  const heard = chordsByBar(piece);
  const withChord = (from: number, to: number, typed: string) => {
    const symbol = typed.charAt(0).toUpperCase() + typed.slice(1);
    if (!parseChord(symbol)) return { bad: typed };
    if (from < 0 || to >= bars || to < from) return { noBar: true as const };
    const chords = heard.map((c, i) => (i >= from && i <= to ? symbol : c));
    return { range: [from, to] as [number, number], chords };
  };
  // "bars 3 and 4 should be Bbm7 Eb7": the chords spread over the bars, in order.
  const swapped = swappedChords(text, heard, key);
  if (swapped) return swapped;
  const ranged = RANGE_CHORDS_RE.exec(text);
  if (ranged) {
    const [from, to] = [Number(ranged[1]) - 1, Number(ranged[2]) - 1];
    const typed = ranged[3]!
      .split(/[\s,|–-]+/)
      .filter(Boolean)
      .map((c) => c.charAt(0).toUpperCase() + c.slice(1));
    const bad = typed.find((c) => !parseChord(c));
    if (bad) return { bad };
    if (from < 0 || to >= bars || to < from || typed.length === 0) return { noBar: true };
    return { range: [from, to], chords: spreadOverBars(typed, from, to, heard) };
  }
  const bar = BAR_CHORD_RE.exec(text);
  if (bar) {
    // "make the last bar a D major chord": the edge bar, counted from the piece.
    const n = bar[1] ? Number(bar[1]) - 1 : /^(?:last|final)$/.test(bar[2]!) ? bars - 1 : 0;
    return withChord(n, n, bar[3]!);
  }
  const inBar = CHORD_IN_BAR_RE.exec(text);
  if (inBar) {
    const n = Number(inBar[2] ?? inBar[3]) - 1;
    return withChord(n, n, (inBar[1] ?? inBar[4])!);
  }
  const nth = NTH_CHORD_RE.exec(text);
  if (nth) {
    const at = nthChordBars(nth[1]!, piece);
    return at ? withChord(at[0], at[1], nth[2]!) : { noBar: true };
  }
  // "end on a major chord" (a Picardy third in minor), "end on a minor chord": the last chord's
  // root, in the quality asked; "finish with a picardy third" names the major one.
  const endQuality =
    /\b(?:end|finish|close)\s+(?:it\s+)?(?:on|with|w)\s+(?:an?\s+)?(?:(major|minor)\s+chord|(picardy)(?:\s+(?:third|3rd))?)\b/.exec(
      lower,
    );
  if (endQuality) {
    const root = parseChord(heard[bars - 1]!.split(' ').at(-1)!)?.root;
    const major = endQuality[1] === 'major' || !!endQuality[2];
    if (root) return withChord(bars - 1, bars - 1, major ? root : `${root}m`);
  }
  const end = END_CHORD_RE.exec(text);
  if (end) return withChord(bars - 1, bars - 1, end[1]!);
  // "bar 2 — make that a tritone sub": each dominant there (a dominant seventh, or the major
  // triad on the fifth) becomes the dominant seventh a tritone away.
  if (/\btritone sub(?:s|stitut\w*)?\b/.test(lower)) {
    const named = CHORD_NAMED_RE.exec(lower);
    const [from, to] = (named ? nthChordBars(named[1]!, piece) : null) ??
      barRange(lower, bars) ?? [0, bars - 1];
    const fifth = ((parsePitchClass(key.tonic)?.chroma ?? 0) + 7) % 12;
    // A dominant already falling a semitone to the next chord is a substitute itself.
    const seq = heard.flatMap((bar, i) => bar.split(' ').map((symbol) => ({ symbol, bar: i })));
    const subbed = seq.map(({ symbol, bar }, k) => {
      const c = parseChord(symbol);
      const next = parseChord(seq[(k + 1) % seq.length]!.symbol);
      const dominant =
        c &&
        ((c.intervals.includes('3M') && c.intervals.includes('7m')) ||
          (c.suffix === '' && c.rootChroma === fifth));
      const already = !!next && !!c && (c.rootChroma - next.rootChroma + 12) % 12 === 1;
      return bar < from || bar > to || !dominant || already
        ? symbol
        : (transposeChordSymbol(`${c.root}7`, 6, key) ?? symbol);
    });
    const chords = heard.map((_, i) => subbed.filter((_, k) => seq[k]!.bar === i).join(' '));
    // Only the bars that change are written again.
    const changed = chords.flatMap((c, i) => (c !== heard[i] ? [i] : []));
    return changed.length > 0 ? { range: [changed[0]!, changed.at(-1)!], chords } : null;
  }
  // "bars 7-8 something more unresolved", "leave the ending hanging": a half cadence, the
  // subdominant into the dominant, so the phrase stops on V and asks to go on.
  if (UNRESOLVED_RE.test(lower)) {
    const range = barRange(lower, bars) ?? [Math.max(0, bars - 2), bars - 1];
    const minor = isMinorMode(key.mode);
    const dominant = transposeChordSymbol(`${key.tonic}`, 7, key) ?? key.tonic;
    const subdominant = transposeChordSymbol(`${key.tonic}${minor ? 'm' : ''}`, 5, key) ?? key.tonic;
    // Already on the dominant there: hang on its suspension instead.
    const last = heard[range[1]]?.split(' ').at(-1);
    const end =
      last && parseChord(last)?.rootChroma === parseChord(dominant)?.rootChroma
        ? `${dominant}sus4`
        : dominant;
    const chords = heard.map((c, i) =>
      i === range[1] ? end : i === range[1] - 1 && i >= range[0] ? subdominant : c,
    );
    return { range: [range[0], range[1]], chords };
  }
  // "end with a plagal cadence" (IV–I, the amen), "a deceptive cadence" (V7–vi): the last two bars.
  const cadence = /\b(plagal|amen|deceptive|interrupted) cadence\b/.exec(lower)?.[1];
  if (cadence) {
    const range = barRange(lower, bars) ?? [Math.max(0, bars - 2), bars - 1];
    const minor = isMinorMode(key.mode);
    const tonic = `${key.tonic}${minor ? 'm' : ''}`;
    const plagal = cadence === 'plagal' || cadence === 'amen';
    const before = plagal
      ? (transposeChordSymbol(`${key.tonic}${minor ? 'm' : ''}`, 5, key) ?? tonic)
      : (transposeChordSymbol(`${key.tonic}7`, 7, key) ?? tonic);
    const last = plagal
      ? tonic
      : (transposeChordSymbol(minor ? key.tonic : `${key.tonic}m`, minor ? 8 : 9, key) ?? tonic);
    const chords = heard.map((c, i) =>
      i === range[1] ? last : i === range[1] - 1 && i >= range[0] ? before : c,
    );
    return { range: [range[0], range[1]], chords };
  }
  if (RESOLVE_RE.test(lower)) {
    const range = barRange(lower, bars) ?? [Math.max(0, bars - 2), bars - 1];
    const minor = isMinorMode(key.mode);
    const tonic = `${key.tonic}${minor ? 'm' : ''}`;
    // Spelled in the key: G#7 in C# minor, never Ab7 (which reads as bbVI7 there).
    const dominant = transposeChordSymbol(`${key.tonic}7`, 7, key) ?? `${key.tonic}7`;
    const chords = heard.map((c, i) =>
      i === range[1] ? tonic : i === range[1] - 1 && i >= range[0] ? dominant : c,
    );
    return { range: [range[0], range[1]], chords };
  }
  return null;
}

/** "a guitar riff", "a punk riff", "a power chord riff": a riff the band's guitar plays. */
const GUITAR_RIFF_RE =
  /\b(?:(power[- ]?chords?)|((?:[\w-]+ )?guitar)|(punk|rock|metal|grunge|hardcore|stoner|garage|surf)) riffs?\b/gi;

/**
 * A guitar's riff is the rhythm part: chords on the guitar (power chords when asked), not a lead
 * line over the piece. "add a punk guitar riff" reads "add a punk guitar chords".
 * @example guitarRiffAsChords('now a power chord riff in A', drums) // 'now a power chords in A'
 */
function guitarRiffAsChords(text: string, piece: Piece): string {
  // (A riff said of a guitar already there is that part, whatever it plays.)
  if (piece.parts.some((p) => p.program >= 24 && p.program < 32)) return text;
  return text.replace(GUITAR_RIFF_RE, (_, power: string | undefined, guitar: string | undefined, style) =>
    power ? 'power chords' : guitar ? `${guitar} chords` : `${style} guitar chords`,
  );
}

/** "make the chords more jazzy", "richer chords", "add 7ths": the same harmony, one colour up. */
/** An add verb, then a few words (a style among them), then the part added: "add some funky drums". */
/** "… over it", "… under this", "… on top": a part laid onto the piece in focus. */
const ADDED_OVER_RE = /\b(?:over|under|underneath|on top of|onto) (?:it|this|that)\b|\bon top\b/;
const STYLED_PART_RE =
  /\b(?:add|put|throw|bring in|give it|layer|stick|chuck|lay|slap|pop)\b(?:\s+(?:some|a|an|the|in|on|me))*(?:\s+[\w-]+){1,3}?\s+(?:drums?|beat|kit|bass(?: ?line)?|guitars?|keys|piano|horns?|brass|strings?|pad|melody|lead|line|percussion|organ|synth|rhodes|sax|flute|arps?|arpeggios?|stabs|chords)\b/;
const RICHER_CHORDS_RE =
  /\b(?:chords?|harmony|voicings?|progression|changes)\b.*\b(?:jazzier|more jazzy|jazzy|richer|spicier|fancier|lusher|more colou?rful|more sophisticated|more interesting|less boring|less basic|extended)\b|\b(?:jazzier|jazzy|richer|spicier|fancier|lusher|more colou?rful|extended)\s+(?:chords|harmony|voicings|changes)\b|\b(?:add|use|with)\s+(?:some\s+)?(?:7ths|sevenths|extensions|9ths|ninths)\b/;

/**
 * Each chord one colour richer, spelled in the key: a triad becomes its diatonic seventh (a chord
 * from outside the key a dominant or minor seventh), a seventh its ninth, a dominant ninth a 13th.
 * @example richerChord('Dm', C major) // 'Dm7'
 * @example richerChord('G7', C major) // 'G9'
 */
function richerChord(symbol: string, key: Key): string {
  const c = parseChord(symbol);
  if (!c || c.bass) return symbol;
  const root = c.root;
  const up: Readonly<Record<string, string>> = {
    maj7: 'maj9',
    m7: 'm9',
    '7': '9',
    '9': '13',
    '6': '6/9',
    m6: 'm9',
  };
  if (c.suffix in up) return `${root}${up[c.suffix]}`;
  if (c.suffix === '' || c.suffix === 'm') {
    const diatonic = diatonicSevenths(key).find((d) => parseChord(d.symbol)?.rootChroma === c.rootChroma);
    const triad = parseChord(diatonic?.symbol ?? '');
    if (
      diatonic &&
      triad &&
      (triad.quality === c.quality || (c.quality === 'major' && triad.quality === 'dominant'))
    )
      return `${root}${triad.suffix}`;
    return `${root}${c.suffix === 'm' ? 'm7' : '7'}`;
  }
  return symbol;
}

/**
 * New bars written again ("make the chords more jazzy", "change the last two bars") go before the
 * earlier edits that shape notes (louder bass, drums out of bars 1–2, hat rolls, an octave move), so
 * those apply to the new bars too and are not lost; never before an earlier rewrite or a whole-piece
 * transposition, whose order decides what the bars hold and in which key their chords are read.
 */
function keepEarlierEdits(ops: NoteOp[], earlier: ReadonlySet<NoteOp>): void {
  // Earlier ops may have been dropped by this edit (a new tempo replaces the old): what is left of
  // them comes first, in order, then what this edit added.
  const added = ops.filter((o) => !earlier.has(o));
  const kept = ops.filter((o) => earlier.has(o));
  ops.splice(0, ops.length, ...kept);
  let at = kept.length;
  while (at > 0) {
    const o = ops[at - 1]!;
    if (o.op === 'rewrite' || (o.op === 'shift' && !o.roles && !o.bars)) break;
    at--;
  }
  ops.splice(at, 0, ...added.filter((o) => o.op === 'rewrite'));
  ops.push(...added.filter((o) => o.op !== 'rewrite'));
}

/** Why moving some parts by octaves would take one out of its instrument's range, or `null`. */
function outOfRange(
  piece: Piece,
  semitones: number,
  roles: readonly PartRole[] | undefined,
  bars: readonly [number, number] | undefined,
  key: Key,
  lang: ReplyLanguage,
): string | null {
  const m = piece.meta.meter;
  const tpb = Math.round((piece.meta.ppq * 4 * m.numerator) / m.denominator);
  for (const part of piece.parts) {
    if (part.channel === DRUM_CHANNEL || (roles && !roles.includes(part.role))) continue;
    const notes = part.notes.filter(
      (n) => !bars || (Math.floor(n.tick / tpb) >= bars[0] && Math.floor(n.tick / tpb) <= bars[1]),
    );
    if (notes.length === 0) continue;
    const range = instrumentRange(part.program);
    const down = semitones < 0;
    const edge = down
      ? Math.min(...notes.map((n) => n.midi)) + semitones
      : Math.max(...notes.map((n) => n.midi)) + semitones;
    if (down ? edge >= range.low : edge <= range.high) continue;
    return say(
      lang,
      'choiceOutOfRange',
      roleWord(lang, part.role),
      noteName(Math.max(0, Math.min(127, edge)), key) ?? String(edge),
      instrumentWord(lang, part.program),
      noteName(down ? range.low : range.high, key) ?? '',
      down,
    );
  }
  return null;
}

/** The nearest shift (−6…+5 semitones) from one tonic to another. */
function nearestShift(from: string, to: string): number {
  const a = parsePitchClass(from)?.chroma ?? 0;
  const b = parsePitchClass(to)?.chroma ?? 0;
  const d = (((b - a) % 12) + 12) % 12;
  return d > 5 ? d - 12 : d;
}

/**
 * Plan an edit of the piece in focus: what the message asks, as a new state (spec changes,
 * sections, note-level moves), plus why any part of it cannot change the file. Transpositions and
 * octave moves shift the notes that were heard; everything not mentioned stays as it was.
 * @example planEdit('play it an octave lower', state, piece, 2).state.ops // [{ op: 'shift', semitones: -12 }]
 */
/**
 * "change bars 5-8 into a breakdown, just the strings there": in those bars only the parts named
 * play (the drums and bass drop out when none is named); every other bar stays note for note.
 * `null` when the message asks no breakdown of named bars.
 */
function breakdownInBars(
  lower: string,
  piece: Piece,
  state: PieceState,
  lang: ReplyLanguage,
): { state: PieceState; choices: string[] } | null {
  if (!/\bbreak ?downs?\b/.test(lower) || !/\b(?:bars?|measures?)\s+\d/.test(lower)) return null;
  const bars = barRange(lower, piece.meta.bars);
  if (!bars) return null;
  const request = extractRequest(lower, null).request;
  const kept = new Set<PartRole>(rolesNamed(lower));
  for (const asked of request.partList ?? [])
    for (const p of piece.parts)
      if (
        p.role === asked.role ||
        (asked.program !== undefined &&
          p.channel !== DRUM_CHANNEL &&
          sameInstrumentFamily(p.program, asked.program))
      )
        kept.add(p.role);
  const roles = [...new Set(piece.parts.map((p) => p.role))].filter((r) =>
    kept.size > 0 ? !kept.has(r) : r === 'drums' || r === 'bass' || r === 'percussion',
  );
  if (roles.length === 0) return null;
  const ops: NoteOp[] = [...(state.ops ?? []), { op: 'rest', roles, bars }];
  return {
    state: { ...state, ops },
    choices: [
      say(
        lang,
        'choiceBreakdownParts',
        bars[0] + 1,
        bars[1] + 1,
        roles.map((r) => roleWord(lang, r)).join(` ${say(lang, 'and')} `),
      ),
    ],
  };
}

/**
 * The kick on every beat of (nearly) every bar asked about: a fill bar or two at phrase ends
 * still counts as four on the floor.
 */
export function fourOnTheFloor(piece: Piece, range: readonly [number, number] | null): boolean {
  const meter = piece.meta.meter;
  const beat = (PPQ * 4) / meter.denominator;
  const barTicks = beat * meter.numerator;
  // (Onsets a little off the grid, played by a human, still land on the beat.)
  const slack = PPQ / 8;
  const kicks = piece.parts
    .filter((p) => p.channel === DRUM_CHANNEL)
    .flatMap((p) => p.notes.filter((n) => n.midi === 35 || n.midi === 36).map((n) => n.tick));
  const onBeat = (tick: number) => kicks.some((k) => Math.abs(k - tick) <= slack);
  const [from, to] = range ?? [0, piece.meta.bars - 1];
  let full = 0;
  for (let bar = from; bar <= to; bar++) {
    let all = true;
    for (let b = 0; b < meter.numerator && all; b++) all = onBeat(bar * barTicks + b * beat);
    if (all) full++;
  }
  const bars = to - from + 1;
  return full === bars || (bars >= 4 && full >= bars * 0.75);
}

/** An eighth note at the engine's resolution. */
const EIGHTH = PPQ / 2;

/**
 * A kept line played busier: every note of a quarter or longer split into eighths; a bass leaps
 * an octave up on the off-beats (the disco octave bass), any other part repeats its note.
 */
function busierLine(part: PartNotes): PartNotes {
  // A line already moving in eighths goes to sixteenths.
  const lengths = part.notes.map(([, length]) => length).sort((a, b) => a - b);
  const median = lengths[Math.floor(lengths.length / 2)] ?? PPQ;
  const unit = median >= PPQ * 0.9 ? EIGHTH : EIGHTH / 2;
  const notes: PartNotes['notes'][number][] = [];
  for (const [tick, length, midi, velocity] of part.notes) {
    const pieces = length >= unit * 1.8 ? Math.floor((length + unit * 0.2) / unit) : 1;
    for (let i = 0; i < pieces; i++) {
      const up = part.role === 'bass' && i % 2 === 1 && midi + 12 <= 64;
      const soft = i % 2 === 1 ? Math.max(1, Math.round(velocity * 0.85)) : velocity;
      notes.push([tick + i * unit, pieces > 1 ? unit - 10 : length, up ? midi + 12 : midi, soft]);
    }
  }
  return { ...part, notes };
}

/** A kept line played sparser: only the notes on a beat stay, each held to the next one kept. */
function sparserLine(part: PartNotes): PartNotes {
  const onBeat = part.notes.filter(([tick]) => tick % PPQ < PPQ / 8 || tick % PPQ > PPQ - PPQ / 8);
  const kept =
    onBeat.length > 0 && onBeat.length < part.notes.length
      ? onBeat
      : part.notes.filter((_, i) => i % 2 === 0);
  return {
    ...part,
    notes: kept.map(([tick, length, midi, velocity], i) => {
      const next = kept[i + 1]?.[0];
      return [
        tick,
        next === undefined ? length : Math.max(length, Math.min(next - tick, PPQ * 2) - 10),
        midi,
        velocity,
      ];
    }),
  };
}

/**
 * A kept line swung from one amount to another (0 straight, 1 triplet): each note on an off-beat
 * of `unit` moves by the difference, a third of the unit at most, as the engine swings.
 */
function swungLine(part: PartNotes, from: number, to: number, unit: number): PartNotes {
  const delay = (amount: number) => Math.round((amount * unit) / 3);
  const slack = unit / 6;
  return {
    ...part,
    notes: part.notes.map(([tick, length, midi, velocity]) => {
      const at = (tick - delay(from)) % (unit * 2);
      if (Math.abs(at - unit) > slack) return [tick, length, midi, velocity];
      const moved = tick + delay(to) - delay(from);
      return [moved, Math.max(10, length - (delay(to) - delay(from))), midi, velocity];
    }),
  };
}

/** Notes a role plays in a piece. */
const notesOfRole = (piece: Piece, role: PartRole) =>
  piece.parts.filter((p) => p.role === role).reduce((n, p) => n + p.notes.length, 0);

/**
 * "drums busier, bass simpler": each part asked busier (sparser) plays at least a tenth more
 * (fewer) notes than before. A new density level can land on a pattern with about as many notes,
 * so the level goes one step further, then the part is written afresh from other seeds at the
 * asked level until it reads as asked; the reply then tells a change that is heard.
 */
function busynessHeard(state: PieceState, before: Piece, parsed: readonly Edit[], turn: number): PieceState {
  let out = state;
  for (const e of parsed) {
    if (e.op !== 'density' || e.part === 'all') continue;
    const role = e.part;
    const was = notesOfRole(before, role);
    if (was === 0) continue;
    const sign = Math.sign(e.delta);
    const holds = (s: PieceState) => {
      const r = renderState(s);
      if (!r.ok) return false;
      const now = notesOfRole(r.piece, role);
      return sign > 0 ? now >= was * 1.1 : now <= was * 0.9;
    };
    if (holds(out)) continue;
    const level = out.spec.density?.[role] ?? 0;
    const further = Math.max(-2, Math.min(2, level + sign));
    const stronger: PieceState = {
      ...out,
      spec: { ...out.spec, density: { ...out.spec.density, [role]: further } },
    };
    if (further !== level && holds(stronger)) {
      out = stronger;
      continue;
    }
    const bars = before.meta.bars;
    for (let i = 1; i <= 6; i++) {
      const take: PieceState = {
        ...out,
        ops: [
          ...(out.ops ?? []),
          {
            op: 'rewrite',
            seed: deriveSeed(out.spec.seed, `busyness:${role}:${turn}:${i}`),
            bars: [0, bars - 1],
            density: Math.max(-2, Math.min(2, sign * Math.max(1, Math.abs(further)))),
            roles: [role],
            chords: chordsByBar(before),
          },
        ],
      };
      if (holds(take)) {
        out = take;
        break;
      }
    }
  }
  return out;
}

/** Bars asked to sound different, not only played again: "make the last 2 bars different", "bar 6 is boring". */
const DIFFERENT_BARS_RE =
  /\b(?:different|differently|vary|change|switch (?:it |them |those |that )?up|mix (?:it |them |those |that )?up|boring|dull|bland|samey|same-y|repetitive|meh|lame|stale|generic)\b/;

/** Share of a part's notes in some bars that a new version still plays (same onset, same pitch). */
function notesKeptIn(before: Part, after: Part | undefined, from: number, to: number): number {
  const inBars = (p: Part) => p.notes.filter((n) => n.tick >= from && n.tick < to);
  const was = inBars(before);
  if (was.length === 0) return 0;
  const now = new Set(after ? inBars(after).map((n) => `${n.tick}:${n.midi}`) : []);
  return was.filter((n) => now.has(`${n.tick}:${n.midi}`)).length / was.length;
}

/**
 * Bars asked afresh ("make the last 2 bars different", "redo bar 4"), written so the change is
 * heard. Asked to differ, they get stand-in chords (the piece's final tonic stays, so it still
 * ends home) with new lines over them; otherwise, or when no chord there has a stand-in, new lines
 * from the first of a few seeds under which every pitched part there keeps under half its notes
 * (one seed alone can land on a pattern that differs only in its timing or its velocities).
 */
function barsAfresh(
  state: PieceState,
  before: Piece,
  bars: readonly [number, number],
  differ: boolean,
  turn: number,
): NoteOp {
  const seedOf = (i: number) =>
    deriveSeed(state.spec.seed, `bars:${turn}:${bars[0]}-${bars[1]}${i === 0 ? '' : `:${i}`}`);
  if (differ) {
    const heard = chordsByBar(before);
    const key = before.meta.key;
    const tonic = parsePitchClass(key.tonic)?.chroma;
    const last = before.meta.bars - 1;
    const chords = heard.map((bar, i) => {
      if (i < bars[0] || i > bars[1]) return bar;
      if (i === last && bars[1] > bars[0] && parseChord(bar)?.rootChroma === tonic) return bar;
      return bar
        .split(' ')
        .map((c) => standInChord(c, key) ?? c)
        .join(' ');
    });
    if (chords.some((c, i) => c !== heard[i])) return { op: 'rewrite', seed: seedOf(0), bars, chords };
  }
  return clearlyNewRewrite(
    state,
    before,
    Array.from({ length: 6 }, (_, i) => ({ op: 'rewrite', seed: seedOf(i), bars })),
  );
}

type Rewrite = Extract<NoteOp, { op: 'rewrite' }>;

/**
 * The first of some rewrites (the same ask under other seeds) under which every pitched part it
 * writes keeps under half its notes in its bars; the first when none does. One seed alone can land
 * on the same line again, differing only in its timing or velocities, and "a new bass line" should
 * sound new.
 */
function clearlyNewRewrite(state: PieceState, before: Piece, rewrites: readonly Rewrite[]): Rewrite {
  const m = before.meta.meter;
  const tpb = Math.round((before.meta.ppq * 4 * m.numerator) / m.denominator);
  for (const op of rewrites) {
    const r = renderState({ ...state, ops: [...(state.ops ?? []), op] });
    if (!r.ok) break;
    const [from, to] = [op.bars[0] * tpb, (op.bars[1] + 1) * tpb];
    const clearlyNew = before.parts.every(
      (p) =>
        p.channel === DRUM_CHANNEL ||
        (op.roles && !op.roles.includes(p.role)) ||
        notesKeptIn(
          p,
          r.piece.parts.find((q) => q.role === p.role && q.channel === p.channel),
          from,
          to,
        ) < 0.5,
    );
    if (clearlyNew) return op;
  }
  return rewrites[0]!;
}

/** Asking for bars written again: "rewrite those", "redo bar 4", "write them again". */
const REWRITE_RE =
  /\b(?:rewrite|re-write|redo|re-do|rework|write (?:it|them|those|that) (?:again|afresh|over)|fix)\b/;

/** Words that bring a new part in ("add", "throw in", "another"). */
const ADD_VERB_RE = /\b(?:add|adding|throw in|bring in|put in|layer|another|second|extra|one more)\b/;

/**
 * Asides that name no change: "make it 7/8 for fun" asks no fun mood; "twice as long, it loops
 * too fast" asks a longer loop, not a slower tempo.
 */
function asidesOut(text: string, melody: boolean): string {
  // "chorus after it", "a bridge next": a section named with where it goes asks for it.
  text = text.replace(
    /^((?:(?:ok|okay|now|and|then|so|maybe|cool|nice)[,!.]?\s+)*)((?:an?\s+|another\s+)?(?:chorus|bridge|verse|outro|intro|breakdown)\s+(?:after|before|next|then|at the end|on the end|to (?:end|finish|start|open)))\b/i,
    '$1add $2',
  );
  // "make the last 2 bars bigger", "the last bar a big ending", "bars 7-8 should build": those
  // bars play more and harder.
  const bars = /\b(?:bars?|measures?)\b/i.test(text) && !/\b(?:chorus|bridge|verse|section)\b/i.test(text);
  // "too high for my vocalist" (read as "lower for my vocalist"): a singer sings the melody; with
  // no melody the singer sings over the whole piece, which moves a whole step (unless the message
  // says by how much).
  const forSinger =
    /\b(?:(?:it'?s|its|is|it is)\s+)?(too (?:high|low)|lower|higher)\s+for\s+(?:my|the|our|her|his|a)\s+(?:singer|vocalist|vocals?|voice|range)\b|\b(?:(?:my|the|our)\s+)?(?:singer|vocalist)\s+(?:says|said|finds|thinks|feels)\s+(?:that\s+)?(?:it'?s|its|it is|it|this is|this)?\s*(too (?:high|low)|lower|higher)\b/gi;
  text = text.replace(forSinger, (_, said: string | undefined, told: string | undefined) => {
    const how = (said ?? told)!.toLowerCase();
    return melody
      ? `melody ${how}`
      : parseTranspose(text)
        ? ' '
        : how === 'too high' || how === 'lower'
          ? 'down a whole step'
          : 'up a whole step';
  });
  // "too high for me to sing over", "so my singer can sing it": why, not a voice asked for.
  text = text.replace(
    /(?<!\b(?:verses?|hooks?|lyrics?|words|bars|lines?|rhymes?|something|smth|stuff)\s)\b(?:for (?:me|us|my singer|the singer|my vocalist|her|him) to|so (?:i|we|my singer|the singer|she|he) can)\s+(?:sing|rap)\b(?:\s+(?:over|along|to|on)(?:\s+(?:it|this|that))?)?/gi,
    ' ',
  );
  return (
    bars
      ? text.replace(
          /\b(?:bigger|huger|fuller|more epic|grander|more intense|more massive|more powerful|(?:more )?climactic|more of a climax|build(?:s|ing)?(?: (?:it |things )?up)?|(?:an? )?(?:big|huge|epic|massive|grand)(?: ending| finish| finale| climax)?)\b/gi,
          'busier and louder',
        )
      : text
  )
    .replace(/\b(?:just\s+)?for (?:fun|kicks|laughs|a laugh|the (?:fun|hell|heck) of it)\b/gi, ' ')
    .replace(
      /\b(?:it\s+|the\s+(?:loop|beat|track|piece|song)\s+)?(?:loops?|repeats?|cycles?|comes around)\s+(?:way\s+|a bit\s+|kinda\s+)?(?:too|so)\s+(?:fast|quick(?:ly)?|soon|often)\b/gi,
      ' ',
    );
}

/**
 * "swap the flute for something softer, say a rhodes": the words describing the new sound go, so
 * "softer" softens nothing and the swap reads "swap the flute for a rhodes".
 */
function withoutSoundDescribed(text: string): string {
  return text.replace(
    /\b((?:swap|trade|replace|switch|change|turn)\b[^.]*?\b(?:for|with|w|to|into))\s+(?:something|sth|smth|one)\s+(?:[a-z'-]+,?\s+){0,3}?(?:like|such as|e\.?g\.?,?|maybe|say|perhaps|probably|ideally)\s+/gi,
    '$1 ',
  );
}

/**
 * "the pad is too much, take it out": the complaint is why the part goes, not an ask to thin it;
 * the message without it.
 */
function complaintOfRemoval(text: string): string {
  const removes =
    /\b(?:take|pull|cut|drop|lose|kill|ditch|remove|delete|scrap|mute|get rid of)\b[^,.;!?]*?\b(?:out|off|away)\b|\b(?:lose|kill|ditch|remove|delete|scrap|mute|get rid of|drop|cut)\s+(?:the|it|them|em|that|those)\b/i;
  const clauses = text.split(/(?<=[,;.!?])/);
  if (clauses.length < 2 || !clauses.some((c) => removes.test(c))) return text;
  // A clause that says how a part is ("strings r too busy", "the pad is a lot") and asks nothing.
  const saying = /\b(?:is|are|'s|’s|r|sounds?|feels?|gets?|getting)\b/i;
  return clauses.filter((c) => removes.test(c) || !saying.test(c)).join('');
}

export function planEdit(
  message: string,
  state: PieceState,
  piece: Piece,
  turn: number,
  lang: ReplyLanguage = 'en',
): EditPlan {
  const said = guitarsByKind(
    withBareAdd(
      withSectionVerb(
        complaintOfRemoval(
          withoutKeptParts(
            pronounsNamed(
              asidesOut(
                normaliseText(message),
                piece.parts.some((p) => p.role === 'melody'),
              ),
            ),
          ),
        ),
      ),
      piece,
    ),
    piece,
  );
  const typed = guitarRiffAsChords(said, piece);
  // ("a metal guitar riff": a riff on a driven guitar is played in power chords.)
  const riffAsked = typed !== said;
  const reasons: string[] = [];
  const choices: string[] = [];
  // "have someone sing 'never back down' over the breakdown": sung words are all it asks (the
  // quoted words ask nothing of the notes), so nothing changes and the reply says why.
  const unquoted = typed
    .toLowerCase()
    .replace(/(["'‘’“”])(?:(?!\1).){1,80}\1/g, ' ')
    .replace(/\b(?:over|on|under|above|across|in) (?:the|this|that|my) [\w-]+/g, ' ');
  if (asksSung(unquoted) || sungAsk(unquoted)) {
    // What is left once the sung words are read past ("a verse for me to rap on" is no verse
    // section, no rap style).
    const rest = unquoted.replace(SUNG_PHRASE_RE, ' ');
    const sung = extractRequest(rest, null).request;
    if (
      parseEdits(rest).length === 0 &&
      !sung.partList?.length &&
      !sung.key &&
      sung.tempo === undefined &&
      !sung.meter &&
      sung.bars === undefined
    )
      return { state, reasons: [say(lang, 'reasonNoLyrics')], choices };
  }
  // "sample the drums from sleng teng", "use the actual amen break sample": sound taken from a
  // recording, which notes cannot hold.
  if (SAMPLED_RE.test(unquoted) || (sampleAsk(unquoted) && parseEdits(unquoted).length === 0))
    return { state, reasons: [say(lang, 'reasonNoSample')], choices };
  // "flute up an octave" without a flute points at nothing: moving another part would be a change
  // not asked for, so the piece stays and the reply names the parts it has.
  const absent = absentPartNamed(typed.toLowerCase(), piece);
  if (absent) {
    // The user's own word in English ("sax"); the catalogue's name in a translated reply.
    const word =
      lang === 'en'
        ? absent.phrase
        : absent.program !== undefined
          ? instrumentWord(lang, absent.program)
          : roleWord(lang, absent.role!);
    return { state, reasons: [say(lang, 'reasonNotInPiece', word, partsText(piece, lang))], choices };
  }
  // "make the bridge darker" without a bridge points at nothing either.
  const typedLower = typed.toLowerCase();
  const breakdown = breakdownInBars(typedLower, piece, state, lang);
  if (breakdown) return { ...breakdown, reasons };
  const sectionAsked = /\b(chorus|bridge|intro|outro)\b/.exec(typedLower)?.[1];
  if (
    sectionAsked &&
    !SECTION_RE.test(typedLower) &&
    !/\b(?:add|write|give|put|need|want|with|w)\b/.test(typedLower) &&
    !(state.sections ?? []).some((s) => s.label === sectionAsked)
  )
    return { state, reasons: [say(lang, 'reasonNoSection', sectionWord(lang, sectionAsked))], choices };
  // "sax louder" is the part the sax plays: from here on it reads "melody louder".
  // "palm mute the guitar" plays it short and chugging; it takes nothing out.
  const t = keysNamed(
    namePartsByRole(withoutSoundDescribed(typed), piece).replace(
      /\bpalm[- ]?mut(?:e|ed|ing)\b/gi,
      'palm-muted',
    ),
    heardKey(state),
  );
  const lower = t.toLowerCase();
  // "put a walking bass under that" asks for a bass line, not for jazz: the style stays.
  const walking =
    /\bwalking[- ]?bass(?: ?line)?\b|\b(?:walk|walking) (?:the|a) bass\b|\bbass (?:line )?(?:that )?walks?\b|\bmake the bass walk\b/.test(
      t.toLowerCase(),
    );
  // "bass should sit with the kick", "lock the kick and bass together": the bass plays on the kick.
  const lockToKick = KICK_LOCK_RE.some((re) => re.test(lower));
  const { request: read, keyModeStated } = extractRequest(
    walking
      ? t.replace(/\bwalking[- ]?(bass)/gi, '$1').replace(/\bwalk(?:ing)? (?:the|a) bass\b/gi, 'bass')
      : t,
    state.spec,
  );
  const request: { -readonly [K in keyof ComposeRequest]: ComposeRequest[K] } = { ...read };
  // "kick lock with bass": the bass named is the one there, not one to add.
  if (lockToKick && request.partList) request.partList = request.partList.filter((p) => p.role !== 'bass');
  // "minor instead", "major pls": a bare mode word while editing asks for that mode.
  const bareMode =
    /^(?:(?:go|try|switch to|switch back to|go back to|back to|make it|make this|in|more|a bit more|bit more|a little more|kinda)\s+)*(?:a\s+)?(major|minor)(?:\s+key)?(?:\s+(?:instead|please|pls|plz|now))*[.!]*$/.exec(
      lower.trim(),
    );
  if (bareMode && !request.key && !request.modeOnly) request.modeOnly = bareMode[1] as 'major' | 'minor';
  const parsed = parseEdits(lower, request.withoutParts ?? []);
  // "more chugs": the guitar's palm-muted riff plays more notes.
  const guitars = [
    ...new Set(piece.parts.filter((p) => p.program >= 24 && p.program < 32).map((p) => p.role)),
  ];
  if (/\bchug/.test(lower) && guitars.length > 0)
    for (let i = parsed.length - 1; i >= 0; i--) {
      const e = parsed[i]!;
      if (e.op === 'density' && e.part === 'all')
        parsed.splice(i, 1, ...guitars.map((part) => ({ ...e, part })));
    }
  // "add some sparse piano notes", "throw in a busy shaker": the busyness is the new part's own;
  // the parts already there keep every note.
  const describedAdd = ADDED_BUSYNESS_RE.exec(lower);
  const describedRoles = describedAdd
    ? (request.partList ?? []).filter(
        (p) =>
          !piece.parts.some(
            (q) => q.role === p.role && (p.program === undefined || q.program === p.program),
          ) && lower.slice(describedAdd.index).includes(describedAdd[2]!),
      )
    : [];
  if (describedAdd && describedRoles.length > 0) {
    const delta = /^(?:busy|busier|dense|driving|lively)$/.test(describedAdd[1]!) ? 1 : -1;
    request.partList = request.partList?.map((p) =>
      describedRoles.includes(p) ? { ...p, density: delta } : p,
    );
    for (let i = parsed.length - 1; i >= 0; i--) if (parsed[i]!.op === 'density') parsed.splice(i, 1);
  }
  // "busier drums, more percussion stuff", "less percussion" over a kit without a percussion part:
  // the drums play it ("add some percussion", "more percussion" still bring a part in).
  if (
    !piece.parts.some((p) => p.role === 'percussion') &&
    piece.parts.some((p) => p.role === 'drums') &&
    !/\b(?:add|adding|bring in|throw in|put in|layer|some (?:congas?|shakers?|bongos?|tambourine))\b/.test(
      lower,
    )
  ) {
    for (let i = parsed.length - 1; i >= 0; i--) {
      const e = parsed[i]!;
      if (e.op !== 'density' || e.part !== 'percussion') continue;
      // ("more percussion" alone brings a percussion part in; "busier percussion" asks the kit
      // there to play more.)
      if (parsed.some((d) => d.op === 'density' && d.part === 'drums')) parsed.splice(i, 1);
      else if (e.delta < 0 || !/\bmore percussion\b/.test(lower)) parsed[i] = { ...e, part: 'drums' };
    }
    if (parsed.some((e) => e.op === 'density' && e.part === 'drums'))
      request.partList = request.partList?.filter((p) => p.role !== 'percussion');
  }
  // "slower hats", "faster bass line": that part plays fewer or more notes; the tempo stays.
  const partPace =
    /\b(slower|faster|quicker)\s+(?:the\s+)?(hi-?hats?|hats|hihats?|drums|kick|snare|bass(?: ?line)?|chords|melody|piano|keys|arp(?:eggio)?s?)\b/.exec(
      lower,
    );
  const paceRole = partPace
    ? DRUM_WORDS_RE.test(partPace[2]!)
      ? 'drums'
      : rolesNamed(partPace[2]!)[0]
    : undefined;
  if (partPace && paceRole) {
    for (let i = parsed.length - 1; i >= 0; i--) if (parsed[i]!.op === 'tempo-scale') parsed.splice(i, 1);
    parsed.push({ op: 'density', part: paceRole, delta: partPace[1] === 'slower' ? -1 : 1 });
  }
  // "4 bars longer", "add 8 bars", "cut 2 bars": a length counted from the piece's own, not a new
  // length of 4 bars ("a 4-bar intro" is a section, read below).
  const barsDelta = SECTION_RE.test(lower) ? null : parseBarsDelta(lower);
  // "add an intro - 4 bars", "a 4 bar outro": the count is the new section's length; the piece
  // keeps its own.
  // "make it 16 bars with a bridge": the count is the whole piece's, so the section fills the bars
  // the piece lacks.
  const totalBars =
    request.bars !== undefined &&
    new RegExp(
      String.raw`\b(?:(?:make|get|take|bring|extend|stretch|grow)\s+(?:it|this|that|the (?:song|piece|track|tune|beat|loop))\s+(?:to\s+|up to\s+)?|(?:it|this)\s+(?:is|should be)\s+)${request.bars}[- ]?(?:bars?|measures?)\b|\b${request.bars}[- ]?(?:bars?|measures?)\s+(?:long|total|in total|overall|altogether)\b`,
    ).test(lower);
  const sectionBarsTotal = totalBars ? request.bars! - piece.meta.bars : null;
  const sectionLength =
    !SECTION_RE.test(lower) || request.bars === undefined
      ? null
      : sectionBarsTotal === null
        ? Math.max(1, Math.min(16, request.bars))
        : sectionBarsTotal >= 2
          ? Math.min(16, sectionBarsTotal)
          : null;
  const sectionSaysTotal = sectionBarsTotal !== null && SECTION_RE.test(lower);
  if (sectionSaysTotal && sectionBarsTotal !== sectionLength)
    reasons.push(say(lang, 'reasonSectionMissesTotal', request.bars!));
  if (sectionLength !== null || sectionSaysTotal) delete request.bars;
  // "tack on 4 more bars", "make it 2 bars longer": new bars after the piece, whose own bars stay
  // note for note (a new section, as "add a verse" writes it); "cut 2 bars" shortens the body.
  // "add a breakdown at the end", "tack a breakdown on": new bars after the piece (drums and bass
  // drop out there, or fall to half time in a heavy style); "a breakdown in the middle" and
  // "bars 5-8 into a breakdown" rework bars the piece has.
  const breakdownAfter =
    barsDelta === null &&
    /\bbreak ?downs?\b/.test(lower) &&
    !(barRange(lower, piece.meta.bars) && /\b(?:bars?|measures?)\b/.test(lower)) &&
    !/\b(?:middle|halfway|half way|what|explain)\b/.test(lower) &&
    (/\b(?:at|on|to|by) the end\b|\bafter (?:it|that|this)\b|\b(?:end|finish|close)(?: it| things)? (?:with|on)\b/.test(
      lower,
    ) ||
      /\b(?:add|tack|append|put|throw|stick|slap|give (?:it|me)|need|want|could use)\b/.test(lower));
  const appendBars =
    barsDelta !== null && barsDelta > 0 && !/\b(?:start|beginning|front|before)\b/.test(lower)
      ? Math.min(16, barsDelta)
      : breakdownAfter
        ? Math.max(2, Math.min(8, Math.floor(state.spec.bars / 2)))
        : null;
  if (barsDelta !== null) {
    if (appendBars === null) request.bars = Math.max(1, Math.min(MAX_BARS, state.spec.bars + barsDelta));
    else delete request.bars;
    for (let i = parsed.length - 1; i >= 0; i--) if (parsed[i]!.op === 'bars-scale') parsed.splice(i, 1);
  }
  // "chop it to 8", "trim it down to 4": a length verb with a bare count names the bars.
  const bareLength =
    request.bars === undefined && barsDelta === null && !/\b(?:bpm|tempo|speed|pace)\b/.test(lower)
      ? BARE_LENGTH_RE.exec(lower)
      : null;
  if (bareLength && Number(bareLength[1]) >= 1 && Number(bareLength[1]) <= MAX_BARS) {
    request.bars = Number(bareLength[1]);
    // ("down to 4" is that count of bars, not a meter in 4.)
    if (!/\d\s*\/\s*\d/.test(lower)) delete request.meter;
  }
  // "too long, cut it to 8 bars": the count stated is the length asked, not half of it.
  if (request.bars !== undefined)
    for (let i = parsed.length - 1; i >= 0; i--) if (parsed[i]!.op === 'bars-scale') parsed.splice(i, 1);
  // "make the piano comp sparser": an instrument the piece has names the part to change.
  const density = parsed.findIndex((e) => e.op === 'density' && e.part === 'all');
  const namedParts = (request.partList ?? []).flatMap((p) => {
    const part = p.program === undefined ? undefined : piece.parts.find((q) => q.program === p.program);
    return part && part.role !== 'drums' ? [part] : [];
  });
  const busyness = parsed[density];
  const instrumentsAsked = request.partList;
  if (busyness?.op === 'density' && namedParts.length > 0) {
    const roles = [...new Set(namedParts.map((p) => p.role))];
    parsed.splice(density, 1, ...roles.map((part) => ({ ...busyness, part })));
    const used = new Set(namedParts.map((p) => p.program));
    request.partList = (request.partList ?? []).filter(
      (p) => p.program === undefined || !used.has(p.program),
    );
  }
  const ops: NoteOp[] = [...(state.ops ?? [])];
  let sections: Section[] = [...(state.sections ?? [])];
  const key = heardKey(state);
  let spec: CompositionSpec = state.spec;
  // "make the chorus more uplifting": a mood said of a section the piece has is that section's;
  // the rest of the piece stays as it is.
  const sectionSaid = SECTION_RE.test(lower)
    ? undefined
    : sections.find((s) => new RegExp(`\\b${s.label}\\b`).test(lower));
  const sectionMoodSaid = !!sectionSaid && !!request.mood;
  if (sectionSaid && request.mood) {
    const sectionMood = request.mood;
    // "make the bridge darker": the section moves to the mode the mood asks (the parallel minor)
    // and plays a touch softer or louder; the rest of the piece stays.
    const move = moodMove(lower, piece, key, sectionMood);
    const modeOf = (s: CompositionSpec): CompositionSpec => {
      if (!move?.mode) return s;
      const moved: Key = { tonic: s.key.tonic, mode: move.mode };
      return s.progression
        ? { ...s, key: moved, progression: progressionInMode(s.progression, s.key, moved) }
        : { ...s, key: moved };
    };
    sections = sections.map((s) =>
      s === sectionSaid ? { ...s, spec: { ...modeOf(s.spec), mood: sectionMood } } : s,
    );
    const bars = sectionBars(state, sectionSaid.label);
    if (move?.velocity && bars) ops.push({ op: 'velocity', factor: move.velocity, bars });
    delete request.mood;
  }
  // "add a bell melody, something eerie", "swap the piano for a dark pad", "dark pad under it": a
  // mood beside a part being brought in describes that part, not the piece, which keeps its key,
  // tempo and dynamics.
  if (
    request.mood &&
    /\b(?:add|put|throw|bring|give|swap|switch|replace|layer)\b|\b(?:on top|under(?:neath)? (?:it|this|that)|over (?:it|this|that))\b/.test(
      lower,
    ) &&
    !/\b(?:make|turn|change|get)\s+(?:it|this|the (?:whole|song|track|beat|piece|vibe)|everything)\b/.test(
      lower,
    ) &&
    (freshLines(lower).roles.some((r) => !piece.parts.some((p) => p.role === r)) ||
      (request.swaps?.length ?? 0) > 0 ||
      (request.partList?.length ?? 0) > 0)
  )
    delete request.mood;
  // "make it darker": a mood is heard as a new mode, tempo or busyness, not velocities alone.
  // "add some rain sounds": a sound effect the file cannot carry is no mood to play.
  const effectOnly = AUDIO_EFFECT_RE.test(lower) && !/\band\b|,|\+|\bplus\b/.test(lower);
  if (effectOnly) delete request.mood;
  const mood =
    sectionMoodSaid ||
    effectOnly ||
    request.key ||
    request.modeOnly ||
    /\b(?:swing|shuffle|chorus)\b/.test(lower)
      ? null
      : moodMove(lower, piece, key, request.mood);
  // "make the rhodes dreamier": a mood said of one part colours that part only (its busyness and
  // dynamics); the key and tempo are the whole piece's.
  const moodClause = mood ? clausesOf(lower).find((c) => mood.at >= c.start && mood.at < c.end) : undefined;
  const moodText = moodClause ? lower.slice(moodClause.start, moodClause.end) : '';
  const rolesIn = (text: string) =>
    [
      ...rolesNamed(text),
      ...(/\b(?:drums?|kit|hats|hi-?hats|snare|kick)\b/.test(text) ? (['drums'] as const) : []),
    ].filter((r) => piece.parts.some((p) => p.role === r));
  // "drums r a bit busy, chill them out": "them" points back at the parts named before; "bass is
  // too busy, calm it down": so does "it", when one part alone was named before.
  const before = moodClause ? rolesIn(lower.slice(0, moodClause.start)) : [];
  const pointsBack =
    /\b(?:them|em|'em|those|they)\b/.test(moodText) ||
    (before.length === 1 &&
      /\bit\b/.test(moodText) &&
      /\b(?:busy|simpler|sparser|too much|a bit much|way much|cluttered|hectic|overpowering)\b/.test(
        lower.slice(0, moodClause!.start),
      ) &&
      !/\b(?:whole|everything|all)\b/.test(lower));
  const partsSaid = moodClause
    ? rolesIn(moodText).length === 0 && pointsBack
      ? rolesIn(lower)
      : rolesIn(moodText)
    : [];
  // "add a melody on top, something dreamy": a mood beside a line asked afresh describes that
  // line, unless it points at the whole piece ("and make it dreamy").
  const wholePiece = /\b(?:it|this|everything|whole|piece|song|track|tune|beat|vibe)\b/.test(moodText);
  const moodParts =
    partsSaid.length > 0 || !mood || wholePiece
      ? partsSaid
      : freshLines(lower).roles.filter((r) => piece.parts.some((p) => p.role === r));
  // "bar 4 needs to be more aggressive": a mood said of some bars colours those bars (busyness,
  // dynamics); the key and tempo are the whole piece's.
  const moodBars = mood ? barRange(lower, piece.meta.bars) : null;
  if (mood) {
    if (mood.mode && moodParts.length === 0 && !moodBars) request.modeOnly = mood.mode;
    for (const e of moodParts.length > 0 ? [...mood.edits, ...(mood.partEdits ?? [])] : mood.edits) {
      if (parsed.some((p) => p.op === e.op) || (moodBars && e.op !== 'density')) continue;
      if (moodParts.length === 0) parsed.push(e);
      else if (e.op === 'density') for (const part of moodParts) parsed.push({ ...e, part });
    }
    delete request.mood;
  }

  // Bar-level edits: "make bar 5 go higher", "change the last two bars".
  const octave = /\boctave\b/.test(lower);
  // "build it up", "speed up", "switch up": an "up" that moves no pitch.
  const pitchWords = lower
    .replace(VOICING_RE, ' ')
    .replace(
      /\b(?:build|speed|pick|mix|switch|change|liven|open|fill|beef|jazz|spice|shake|break|warm|heat|amp|pump)(?:s|ed|ing)?\s+(?:it\s+|things\s+|them\s+)?up\b/g,
      ' ',
    )
    // ("calm it down", "tone the hats down", "slow it down": a "down" that moves no pitch.)
    .replace(
      /\b(?:calm|tone|settle|chill|slow|quiet|quieten|water|dial|strip|thin|pare|simmer|wind|cool|mellow|hush|scale)(?:s|ed|ing)?\s+(?:it\s+|things\s+|them\s+|(?:the|that|those|these|my)\s+[\w-]+\s+|(?:bars?|measures?)\s+\d+(?:\s*(?:-|to)\s*\d+)?\s+)?down\b/g,
      ' ',
    )
    // ("build into the drop": the drop is where the beat lands.)
    .replace(/\b(?:the|a|into|before|to|till|until|for)\s+drop\b/g, ' ');
  const up = /\b(?:up|higher|raise|lift)\b/.test(pitchWords);
  const down = /\b(?:down|lower|drop)\b/.test(pitchWords) && !up;
  // "lose the bass in the intro", "bass up an octave in the chorus": the bars that section plays.
  const range =
    barRange(lower, piece.meta.bars) ??
    (sectionSaid && !sectionMoodSaid && (REST_RE.test(lower) || up || down)
      ? sectionBars(state, sectionSaid.label)
      : null);
  // "make the guitar busier" beside keys on the chords: the role's density would rewrite both, so
  // only the guitar is written afresh, busier, over the same chords.
  const densityRoles = parsed.flatMap((e) =>
    e.op === 'density' && e.part !== 'all' && piece.parts.some((p) => p.role === e.part) ? [e.part] : [],
  );
  const densityPrograms = namedInstrumentsOnly(instrumentsAsked, piece, densityRoles, lower);
  const busier = parsed.find((e) => e.op === 'density');
  if (densityPrograms.length > 0 && !range && busier?.op === 'density') {
    ops.push({
      op: 'rewrite',
      seed: spec.seed,
      bars: [0, piece.meta.bars - 1],
      density: busier.delta,
      roles: densityRoles,
      programs: densityPrograms,
      chords: chordsByBar(piece),
    });
    for (let i = parsed.length - 1; i >= 0; i--) if (parsed[i]!.op === 'density') parsed.splice(i, 1);
  }
  for (const role of DOUBLING_RE.test(lower) ? [] : rolesNamed(lower))
    if (
      (up || down || octave) &&
      !piece.parts.some((p) => p.role === role) &&
      !/\b(?:add|give|put)\b/.test(lower)
    )
      reasons.push(say(lang, 'reasonNoPartToMove', roleWord(lang, role)));
  const soloIntro = partsIntro(lower);
  // "4 bars of just drums at the start" asks for an intro, not a 4-bar piece.
  if (soloIntro) {
    delete request.bars;
    delete request.partList;
  }
  // "the last two bars" points at bars; it does not ask for a two-bar piece.
  // ("cut the last 2 bars" is a length counted from the piece's own.)
  if (
    barsDelta === null &&
    /\b(?:last|final|first|opening)\s+\S+\s+(?:bars?|measures?)\b|\bbars?\s+\d/.test(lower)
  )
    delete request.bars;
  // "half time in the last 2 bars": the tempo is the whole piece's; say so rather than slow it all.
  if (range && parsed.some((e) => e.op === 'tempo-scale')) {
    const [a, b] = range;
    reasons.push(
      say(
        lang,
        'reasonTempoWholePiece',
        say(lang, 'bars', b - a + 1, a === b ? `${a + 1}` : `${a + 1}–${b + 1}`),
      ),
    );
    for (let i = parsed.length - 1; i >= 0; i--) if (parsed[i]!.op === 'tempo-scale') parsed.splice(i, 1);
  }
  const named = rolesNamed(lower);
  let handledPitch = false;
  // "make it 87 bpm, wanna hear it halftime" over 174: the half time is the tempo asked, not a
  // drum groove over the old one.
  const bpmSaid = /\b(\d{2,3})\s*bpm\b/.exec(lower);
  const halvedTempo = !!bpmSaid && Math.abs(Number(bpmSaid[1]) - piece.meta.tempo / 2) <= 3;
  const detail = drumDetailAsked(lower);
  const drumAsk = halvedTempo && detail === 'half-time' ? null : detail;
  // "half time feel", "double-time feel": the groove changes at the same tempo, not the tempo.
  if (drumAsk === 'half-time' || drumAsk === 'double-time')
    for (let i = parsed.length - 1; i >= 0; i--) if (parsed[i]!.op === 'tempo-scale') parsed.splice(i, 1);
  /** Parts silenced in some bars: the line-up stays as it is. */
  let rested = false;
  // "a cello doubling the bass an octave up": the new instrument plays that part's line, and the
  // octave is its register, not a move of the parts already there.
  const doubled = DOUBLING_RE.exec(lower);
  const doubling = doubled ? (rolesNamed(doubled[1]!)[0] ?? null) : null;
  const doubler = doubling
    ? (request.partList ?? []).find(
        (p) => p.program !== undefined && p.role !== 'drums' && p.role !== 'percussion',
      )
    : undefined;
  if (doubling && doubler?.program !== undefined) {
    // "the bass" there names the line doubled, not a bass part to add.
    request.partList = (request.partList ?? []).flatMap((p) =>
      p === doubler ? [{ ...p, role: doubling }] : p.role === doubling && p.program === undefined ? [] : [p],
    );
    const octaves =
      /\boctave (?:up|above|higher)\b|\b(?:up|higher) an octave\b|\ban octave (?:up|above|higher)\b/.test(
        lower,
      )
        ? 12
        : /\boctave (?:down|below|lower)\b|\b(?:down|lower) an octave\b|\ban octave (?:down|below|lower)\b/.test(
              lower,
            )
          ? -12
          : 0;
    ops.push({ op: 'double', role: doubling, program: doubler.program, semitones: octaves });
    handledPitch = true;
  }
  // "up" and "down" said of the volume ("turn the drums down") move no notes.
  let volumeDirection = false;
  // "make the chords more jazzy": richer chords over the same groove, not a new style.
  const richer = RICHER_CHORDS_RE.test(lower) && !/\b(?:piece|song|tune|style|genre|groove)\b/.test(lower);
  if (richer) {
    delete request.style;
    delete request.mood;
    // "the 3rd chord jazzier", "bar 5 richer": those bars only.
    const named = CHORD_NAMED_RE.exec(lower);
    const [from, to] = (named ? nthChordBars(named[1]!, piece) : null) ?? range ?? [0, piece.meta.bars - 1];
    const heard = chordsByBar(piece);
    const chords = heard.map((bar, i) =>
      i < from || i > to
        ? bar
        : bar
            .split(' ')
            .map((c) => richerChord(c, key))
            .join(' '),
    );
    const changed = chords.flatMap((c, i) => (c !== heard[i] ? [i] : []));
    if (changed.length > 0)
      ops.push({ op: 'rewrite', seed: spec.seed, bars: [changed[0]!, changed.at(-1)!], chords });
    else reasons.push(say(lang, 'reasonAlreadyRich'));
    handledPitch = true;
  }
  // "throw some trap drums on it", "make the bass more reggae": a style said of one part restyles
  // that part (or the part added); the others keep every note, the tempo and the piece's style.
  const partStyle = request.style ? partStyleAsk(lower) : null;
  if (partStyle) {
    delete request.style;
    if (piece.parts.some((p) => p.role === partStyle.role))
      request.partList = request.partList?.filter(
        (p) => p.role !== partStyle.role || p.program !== undefined,
      );
    // "throw a trap beat under it" over a piece without drums: the part comes in, in that style.
    else if (
      !(request.partList ?? []).some((p) => p.role === partStyle.role) &&
      /\b(?:add|throw|put|give|bring|lay|layer|slap|chuck|stick|under|underneath|with)\b/.test(lower)
    )
      request.partList = [...(request.partList ?? []), { role: partStyle.role }];
  }
  // "put some lazy boom bap drums under it", "add a funky bass line", "a punk guitar riff over it":
  // a style said of a part being added is that part's own (its patterns and voicing); the parts
  // already there keep every note, the tempo and the groove.
  const styleSaid = request.style ?? request.genreHint?.style;
  let addedStyle: StyleId | undefined;
  if (
    styleSaid &&
    (STYLED_PART_RE.test(lower) || (!partStyle && ADDED_OVER_RE.test(lower))) &&
    !/\b(?:make|turn|whole|everything|style|genre)\b/.test(lower)
  ) {
    addedStyle = partStyle ? undefined : styleSaid;
    delete request.style;
    delete request.genreHint;
    // (The genre's usual tempo is no tempo asked: "a punk guitar" over a groove at 90 stays at 90.)
    if (!request.tempoWord && !/\b\d{2,3}\s*(?:bpm)?\b/.test(lower)) delete request.tempo;
  }
  // "add a soft kick on every beat", "throw some hats on it" over a piece without drums: a kit
  // comes in playing only the pieces named (softly when asked soft).
  const kitNamed = kitPiecesNamed(lower);
  const kitAdded =
    !!kitNamed &&
    !range &&
    // ("on every beat" says where the kick plays, not a whole beat.)
    !WHOLE_KIT_RE.test(lower.replace(/\b(?:on|every|each|per|off|the) beats?\b/g, ' ')) &&
    !REST_RE.test(lower) &&
    parsed.some((e) => e.op === 'add-part' && e.part === 'drums') &&
    !piece.parts.some((p) => p.role === 'drums');
  if (kitAdded) {
    request.partList = [...(request.partList ?? []).filter((p) => p.role !== 'drums'), { role: 'drums' }];
    const others = GM_KIT_NOTES.filter((n) => !kitNamed.notes.includes(n));
    ops.push({ op: 'rest', roles: ['drums'], bars: [0, piece.meta.bars - 1], kit: others });
    if (SOFT_KIT_RE.test(lower)) ops.push({ op: 'velocity', factor: 0.6, roles: ['drums'] });
    choices.push(say(lang, 'choiceKitOnly', kitNamed.names.join(' + ')));
  }
  // A chord named for a bar is that bar's chord, not a new key ("change the 2nd chord to Am").
  // "ditch the hats", "no snare": those kit pieces leave the whole piece; the rest of the kit plays.
  const kitPiecesOut =
    !range &&
    REST_RE.test(lower) &&
    !WHOLE_KIT_RE.test(lower) &&
    kitNamed !== null &&
    piece.parts.some((p) => p.channel === DRUM_CHANNEL);
  // "take the kick back out" of drums that play only the kick: the drum part goes.
  const wholeKitOut =
    kitPiecesOut &&
    piece.parts
      .filter((p) => p.role === 'drums')
      .every((p) => p.notes.every((n) => kitNamed.notes.includes(n.midi)));
  if (wholeKitOut) request.withoutParts = [...(request.withoutParts ?? []), 'drums'];
  const kitOut = kitPiecesOut && !wholeKitOut;
  /**
   * "make the first bar simpler": only those bars get sparser (or busier); "the drums are too busy
   * in bar 3": only the drums there, over the same chords.
   */
  const densityInBars = (bars: readonly [number, number]) => {
    const d = parsed.find((e) => e.op === 'density');
    const roles = parsed.flatMap((e) =>
      e.op === 'density' && e.part !== 'all' && piece.parts.some((p) => p.role === e.part) ? [e.part] : [],
    );
    ops.push({
      op: 'rewrite',
      seed: spec.seed,
      bars,
      density: d?.op === 'density' ? d.delta : 0,
      ...(roles.length > 0 ? { roles, chords: chordsByBar(piece) } : {}),
      ...(densityPrograms.length > 0 ? { programs: densityPrograms } : {}),
    });
    for (let i = parsed.length - 1; i >= 0; i--) if (parsed[i]!.op === 'density') parsed.splice(i, 1);
  };
  const chordAsk = richer
    ? null
    : (chordEdit(t, lower, piece, key) ?? progressionInBars(request, range, piece, key));
  if (chordAsk) {
    delete request.key;
    delete request.modeOnly;
    delete request.bars;
    // The chords named are those bars' chords, not a new progression for the whole piece.
    delete request.progression;
    handledPitch = true;
    if ('bad' in chordAsk) reasons.push(say(lang, 'reasonUnknownChord', chordAsk.bad));
    else if ('noBar' in chordAsk) reasons.push(say(lang, 'reasonNoSuchBar', piece.meta.bars));
    else {
      const [a, b] = chordAsk.range;
      const heard = chordsByBar(piece).slice(a, b + 1);
      const asked = chordAsk.chords.slice(a, b + 1);
      const barsWord = say(lang, 'bars', b - a + 1, a === b ? `${a + 1}` : `${a + 1}–${b + 1}`);
      // "bars 7-8 need a proper cadence, rewrite those": the chords are right; the notes are new.
      if (asked.every((c, k) => c === heard[k]) && REWRITE_RE.test(lower)) {
        ops.push({
          op: 'rewrite',
          seed: deriveSeed(spec.seed, `rewrite:${turn}`),
          bars: chordAsk.range,
          chords: chordAsk.chords,
        });
        choices.push(say(lang, 'choiceSameChordsAfresh', barsWord, asked.join(' – ')));
      } else if (asked.every((c, k) => c === heard[k]))
        reasons.push(
          say(
            lang,
            'reasonAlreadyChords',
            say(lang, 'bars', b - a + 1, a === b ? `${a + 1}` : `${a + 1}–${b + 1}`),
            asked.join(' – '),
          ),
        );
      else ops.push({ op: 'rewrite', seed: spec.seed, bars: chordAsk.range, chords: chordAsk.chords });
    }
  } else if (STACCATO_RE.test(lower) || LEGATO_RE.test(lower) || STACCATO_RE.test(typedLower)) {
    // "make the horn stabs shorter", "more legato strings": the same notes, played shorter or
    // longer — not a shorter piece.
    // "palm mute the guitar": the parts that instrument plays.
    const roles = [...new Set([...named, ...rolesPlayedBy(request, piece)])].filter(
      (r) => r !== 'drums' && piece.parts.some((p) => p.role === r),
    );
    const factor = STACCATO_RE.test(lower) || STACCATO_RE.test(typedLower) ? 0.5 : 1.8;
    ops.push({ op: 'articulate', factor, ...(roles.length > 0 ? { roles } : {}) });
    choices.push(say(lang, factor < 1 ? 'choiceStaccato' : 'choiceLegato'));
    delete request.partList;
    delete request.bars;
    for (let i = parsed.length - 1; i >= 0; i--) if (parsed[i]!.op === 'bars-scale') parsed.splice(i, 1);
    handledPitch = true;
  } else if (SYNCOPATE_RE.test(lower) && !/\b(?:less|fewer|not so|too)\b/.test(lower)) {
    // "more syncopated", "push the chords": the strong-beat notes come an eighth early.
    const roles = named.filter((r) => r !== 'drums' && piece.parts.some((p) => p.role === r));
    ops.push({ op: 'syncopate', ...(roles.length > 0 ? { roles } : {}), ...(range ? { bars: range } : {}) });
    choices.push(say(lang, 'choiceSyncopate'));
    delete request.partList;
    handledPitch = true;
  } else if (drumAsk === 'four-on-the-floor' && !kitAdded && fourOnTheFloor(piece, range)) {
    // "keep it 4 on the floor", "make sure the kick is on every beat": it already is.
    reasons.push(say(lang, 'reasonAlreadyFourOnFloor'));
    handledPitch = true;
  } else if (drumAsk) {
    // "add some hi hat rolls", "a fill at the end", "ghost notes on the snare": the drummer's
    // detail goes into the groove that is there.
    if (kitAdded || piece.parts.some((p) => p.channel === DRUM_CHANNEL)) {
      // "the last 4 bars busier, building into a fill": those bars play busier, the fill on top.
      if (range && parsed.some((e) => e.op === 'density')) densityInBars(range);
      const bars = range ?? (/\b(?:at|in|for) the end\b|\bending\b/.test(lower) ? lastBar(piece) : undefined);
      // "more fills" over fills at every phrase end: a fill every other bar too.
      const again =
        !bars &&
        (drumAsk === 'fills' || drumAsk === 'hat-rolls') &&
        (state.ops ?? []).some((o) => o.op === 'drum-detail' && o.detail === drumAsk && !o.bars);
      const seed = deriveSeed(spec.seed, `drums:${turn}`);
      if (again)
        for (let b = 1; b < piece.meta.bars; b += 2)
          ops.push({ op: 'drum-detail', detail: drumAsk, seed: deriveSeed(seed, `bar:${b}`), bars: [b, b] });
      else ops.push({ op: 'drum-detail', detail: drumAsk, seed, ...(bars ? { bars } : {}) });
      choices.push(say(lang, 'choiceDrumDetail', drumAsk));
      if (request.partList && !kitAdded)
        request.partList = request.partList.filter((p) => p.role !== 'drums');
      for (let i = parsed.length - 1; i >= 0; i--) {
        const e = parsed[i]!;
        // "more fills" is the detail, not a busier piece; "busier with fills" is both.
        const busier = /\b(?:busier|busy|denser|more notes|more active|livelier)\b/.test(lower);
        if (
          (e.op === 'add-part' && e.part === 'drums') ||
          (e.op === 'density' && (e.part === 'drums' || (e.part === 'all' && !busier)))
        )
          parsed.splice(i, 1);
      }
      handledPitch = true;
    }
  } else if (
    (range || kitOut) &&
    (REST_RE.test(lower) || ENTRY_RE.test(lower)) &&
    !(barsDelta !== null && partsNamed(lower).length === 0)
  ) {
    // "no drums in the first two bars", "mute the bass in bar 3", "drop the cello in bars 1-4":
    // silent there, kept elsewhere. "the strings come in only in the second half", "bring the
    // drums in at bar 5": silent in the bars before (and after) the ones named.
    // ("bars 1-4, so the horns come in later": they sit out the bars named.)
    const entry = !REST_RE.test(lower) && !LATE_ENTRY_RE.test(lower);
    const last = piece.meta.bars - 1;
    const restBars: (readonly [number, number])[] =
      entry && range
        ? [
            ...(range[0] > 0 ? [[0, range[0] - 1] as const] : []),
            ...(range[1] < last &&
            (range[0] === 0 || /\bonly\b|\bjust\b/.test(lower)) &&
            range[0] !== range[1]
              ? [[range[1] + 1, last] as const]
              : []),
          ]
        : [range ?? [0, last]];
    const asked = partsNamed(lower);
    const instruments = (request.partList ?? []).flatMap((p) => {
      const part = p.program === undefined ? undefined : piece.parts.find((q) => q.program === p.program);
      return part ? [part] : [];
    });
    // "no fiddle in the first 2 bars": an instrument said after "no" is no part asked for, but it
    // names the part that rests.
    if (instruments.length === 0) instruments.push(...partsOfInstrumentsNamed(lower, piece));
    const roles = asked.filter((r) => piece.parts.some((p) => p.role === r));
    for (const r of asked)
      if (!roles.includes(r)) reasons.push(say(lang, 'reasonNoRoleToRemove', roleWord(lang, r)));
    // "no kick in bar 7": only those kit pieces leave the drums there.
    const kit = roles.includes('drums') && !WHOLE_KIT_RE.test(lower) ? kitPiecesNamed(lower) : null;
    if (kit) choices.push(say(lang, range ? 'choiceKitRest' : 'choiceKitOut', kit.names.join(' + ')));
    for (const bars of restBars)
      if (instruments.length > 0 && (roles.length === 0 || entry))
        ops.push({
          op: 'rest',
          roles: [...new Set(instruments.map((p) => p.role))],
          bars,
          programs: instruments.map((p) => p.program),
        });
      else if (roles.length > 0) ops.push({ op: 'rest', roles, bars, ...(kit ? { kit: kit.notes } : {}) });
    delete request.withoutParts;
    delete request.partList;
    for (let i = parsed.length - 1; i >= 0; i--) if (parsed[i]!.op === 'remove-part') parsed.splice(i, 1);
    handledPitch = true;
    rested = true;
  } else if (range && (up || down)) {
    const roles: PartRole[] = named.length > 0 ? named : ['melody'];
    ops.push({ op: 'shift', semitones: up ? 12 : -12, roles, bars: range });
    handledPitch = true;
  } else if (range && parsed.some((e) => e.op === 'density')) {
    densityInBars(range);
    handledPitch = true;
  } else if (
    range &&
    // "bar 6 is boring", "bars 3-4 feel samey": a complaint about those bars asks them afresh.
    /\b(?:change|rewrite|redo|different|vary|new|another|fresh|remake|switch up|boring|dull|bland|samey|same-y|repetitive|meh|lame|stale|generic)\b/.test(
      lower,
    )
  ) {
    const differ = DIFFERENT_BARS_RE.test(lower) && named.every((r) => r === 'chords');
    ops.push(barsAfresh({ ...state, spec, ops }, piece, range, differ, turn));
    handledPitch = true;
  } else if (/\b(?:bar|measure)\s+\d/.test(lower) && !range) {
    reasons.push(say(lang, 'reasonNoSuchBar', piece.meta.bars));
  }

  // "new melody pls", "add a melody, smth catchy" over one, "redo the bass": that line is written
  // afresh over the same chords, every other part kept note for note; "another melody" adds a
  // counter-melody beside it.
  const lines = range || chordAsk ? { roles: [], counter: false } : freshLines(lower);
  const instrumentNamed = (request.partList ?? []).some((p) => p.program !== undefined);
  const has = (role: PartRole) => piece.parts.some((p) => p.role === role);
  const rewritten = instrumentNamed ? [] : lines.roles.filter(has);
  if (rewritten.length > 0) {
    const seed = (i: number) =>
      deriveSeed(spec.seed, `lines:${turn}:${rewritten.join(',')}${i === 0 ? '' : `:${i}`}`);
    ops.push(
      clearlyNewRewrite(
        { ...state, spec, ops },
        piece,
        Array.from({ length: 6 }, (_, i) => ({
          op: 'rewrite',
          seed: seed(i),
          bars: [0, piece.meta.bars - 1],
          chords: chordsByBar(piece),
          roles: rewritten,
        })),
      ),
    );
    request.partList = (request.partList ?? []).filter((p) => !rewritten.includes(p.role));
    if (rewritten.includes('melody') && /\b(?:add|write|give (?:me|it))\b/.test(lower))
      choices.push(say(lang, 'choiceReplacedMelody'));
  }
  // "new melody pls" with no melody brings one in; "the bassline is boring" with no bass has
  // nothing to rewrite.
  const missingLines = instrumentNamed ? [] : lines.roles.filter((r) => !has(r));
  const bringIn = /\b(?:new|another|different|fresh|add|write|give)\b/.test(lower);
  if (missingLines.length > 0 && !bringIn)
    return {
      state,
      reasons: [say(lang, 'reasonNotInPiece', roleWord(lang, missingLines[0]!), partsText(piece, lang))],
      choices,
    };
  if (lines.counter && has('melody') && !has('counter-melody'))
    request.partList = [
      ...(request.partList ?? []).filter((p) => p.role !== 'melody'),
      { role: 'counter-melody' },
    ];

  // "make the chorus bigger": the chorus plays busier; without a chorus, say so.
  const chorusBigger =
    /\bchorus\b/.test(lower) &&
    /\b(?:bigger|busier|fuller|more energy|lift|huge|larger|punchier|more intense|more going on)\b/.test(
      lower,
    ) &&
    !SECTION_RE.test(lower);
  if (chorusBigger) {
    // "drums busier in the chorus": only the parts named; "make the chorus bigger": every part.
    const busier = parsed.flatMap((e) => (e.op === 'density' && e.part !== 'all' ? [e.part] : []));
    const lifts = (role: PartRole) => busier.length === 0 || busier.includes(role);
    if (sections.some((s) => s.label === 'chorus'))
      sections = sections.map((s) => {
        if (s.label !== 'chorus') return s;
        const density = Object.fromEntries(
          s.spec.parts.map((p) => {
            const role = partRoleOf(p);
            return [role, Math.min(2, (s.spec.density?.[role] ?? 0) + (lifts(role) ? 1 : 0))];
          }),
        );
        return { ...s, spec: { ...s.spec, density } };
      });
    else reasons.push(say(lang, 'reasonNoChorus'));
    for (let i = parsed.length - 1; i >= 0; i--) if (parsed[i]!.op === 'density') parsed.splice(i, 1);
  }

  // Dynamics: "softer", "louder melody", "turn the drums down a bit" scale the velocities.
  const dynamics = SOFTER_RE.exec(lower) ?? LOUDER_RE.exec(lower);
  const softer = !!dynamics && SOFTER_RE.test(dynamics[0]);
  const louder = !!dynamics && !softer;
  if ((softer || louder) && !chordAsk && !chorusBigger) {
    // "turn the bass up" is louder, not an octave; "bass down an octave and louder" is both.
    volumeDirection = !octave;
    const amount = /\b(?:a (?:little|bit|touch|tad)|slightly|bit)\b/.test(lower)
      ? 0.12
      : /\b(?:much|way|a lot|lots|really|very)\b/.test(lower)
        ? 0.4
        : 0.25;
    // The parts named in the dynamics word's own clause ("the sax softer and the drums busier").
    const clause = clausesOf(lower).find((c) => dynamics!.index >= c.start && dynamics!.index < c.end);
    const inClause = clause ? partsNamed(lower.slice(clause.start, clause.end)) : [];
    // "everything quieter except the melody": every part but the ones named after "except".
    const except = /\b(?:except|but|apart from|other than|besides|not)\b(?:\s+for)?\s+(?:the\s+)?(.*)$/.exec(
      lower,
    );
    const spared = except ? partsNamed(except[1]!) : [];
    // "louder strings" over strings on two parts: the parts the instrument plays.
    const asked =
      spared.length > 0
        ? [...new Set(piece.parts.map((p) => p.role))].filter((r) => !spared.includes(r))
        : inClause.length > 0
          ? inClause
          : partsNamed(lower).length > 0
            ? partsNamed(lower)
            : rolesPlayedBy(request, piece);
    const roles = asked.filter((r) => piece.parts.some((p) => p.role === r));
    // "make the chorus quieter": the bars that section plays.
    const dynamicsBars = range ?? (sectionSaid ? sectionBars(state, sectionSaid.label) : null);
    const programs = spared.length > 0 ? [] : namedInstrumentsOnly(request.partList, piece, roles, lower);
    const whole = asked.length === 0 || roles.length > 0;
    if (whole)
      ops.push({
        op: 'velocity',
        factor: softer ? 1 - amount : 1 + amount,
        ...(roles.length > 0 ? { roles } : {}),
        ...(dynamicsBars ? { bars: dynamicsBars } : {}),
        ...(programs.length > 0 ? { programs } : {}),
      });
    // "the keys quieter and the bass louder", "guitar softer, keys louder": each phrase with its
    // own dynamics word and parts changes those parts its own way; "the piano and the bass
    // louder": parts named just before a phrase share its word.
    let listed: PartRole[] = [];
    let shared = false;
    const phrases = lower.split(/[,;]|\b(?:and|but|then|while)\b/).flatMap((text) => {
      const word = SOFTER_RE.exec(text) ?? LOUDER_RE.exec(text);
      const asked = extractRequest(text, null).request;
      const named = [...new Set([...partsNamed(text), ...rolesPlayedBy(asked, piece)])].filter((r) =>
        piece.parts.some((p) => p.role === r),
      );
      if (!word) {
        listed = text.trim().split(/\s+/).length <= 3 ? [...listed, ...named] : [];
        return [];
      }
      shared ||= listed.length > 0;
      const parts = [...new Set([...listed, ...named])];
      listed = [];
      return parts.length > 0 ? [{ softer: SOFTER_RE.test(word[0]), parts, asked }] : [];
    });
    if ((phrases.length > 1 || shared) && spared.length === 0) {
      if (whole) ops.pop();
      for (const x of phrases) {
        const only = namedInstrumentsOnly(x.asked.partList, piece, x.parts);
        ops.push({
          op: 'velocity',
          factor: x.softer ? 1 - amount : 1 + amount,
          roles: x.parts,
          ...(dynamicsBars ? { bars: dynamicsBars } : {}),
          ...(only.length > 0 ? { programs: only } : {}),
        });
      }
    }
  }

  if (mood?.velocity && !softer && !louder)
    ops.push({
      op: 'velocity',
      factor: mood.velocity,
      ...(moodParts.length > 0 ? { roles: moodParts } : {}),
      ...(moodBars ? { bars: moodBars } : {}),
    });

  // Asks the engine cannot do: say so plainly, with what it can do instead.
  if (asksSung(lower)) reasons.push(say(lang, 'reasonNoLyrics'));
  const meterAsked = /\b(\d{1,2})\s*\/\s*(\d{1,2})\b/.exec(lower);
  if (meterAsked && !request.meter)
    reasons.push(say(lang, 'reasonBadMeter', `${meterAsked[1]}/${meterAsked[2]}`));
  const bpmAsked = /\b(\d{2,4})\s*bpm\b/.exec(lower);
  if (bpmAsked && (Number(bpmAsked[1]) < 20 || Number(bpmAsked[1]) > 300))
    reasons.push(say(lang, 'reasonBadTempo', bpmAsked[1]!));
  // A recorded sound ("like a real Strat through a Fender amp") is audio: no MIDI instrument is it,
  // so the piece stays as it was rather than swapping to the nearest program.
  const recordedSound =
    /\b(?:real|actual|recorded|live|miked|mic'?d)\b.*\b(?:through|into|amp|amplifier|cab|cabinet|pedal|studio)\b|\b(?:through|thru|into) (?:an?|my|the|your|our|his|her|their) (?:[\w-]+ ){0,2}(?:amp|amplifier|cab|cabinet|pedal|pedalboard|stomp ?box)\b|\b(?:big muff|fuzz pedal|distortion pedal|overdrive pedal|wah pedal)\b/.test(
      lower,
    );
  if (recordedSound) {
    delete request.partList;
    delete request.instruments;
    delete request.swaps;
  }
  // "guitar's too clean, more distorted", "dirtier guitars": each guitar moves one step up General
  // MIDI's gain ladder (clean → overdriven → distortion); one already on distortion cannot go further.
  if (
    !recordedSound &&
    !request.swaps?.length &&
    /\b(?:more |heavier )?(?:distort(?:ed|ion)|overdriven|dirtier|grittier|crunchier|fuzzier|more (?:gain|grit|crunch|drive|dirt|fuzz))\b|\btoo clean\b/.test(
      lower,
    )
  ) {
    const guitars = [
      ...new Set(piece.parts.filter((p) => p.program >= 24 && p.program < 32).map((p) => p.program)),
    ];
    const swaps = guitars.flatMap((from) =>
      from < 29 || from === 31 ? [{ from, to: 29 }] : from === 29 ? [{ from, to: 30 }] : [],
    );
    if (guitars.length > 0) {
      delete request.partList;
      delete request.instruments;
      if (swaps.length > 0) request.swaps = swaps;
      else reasons.push(say(lang, 'reasonMostDistorted', instrumentWord(lang, 30)));
    }
  }
  // "bounce it to wav" is an export; "more bounce on the bass" is a feel (short notes).
  const bounceOut =
    /\bbounce\s+(?:it|this|that|the\s+(?:track|song|beat|stems?|mix|project|file)|(?:it\s+)?(?:out|down)|to\s+(?:wav|mp3|audio|stems?))\b/.test(
      lower,
    );
  if (recordedSound || bounceOut || /\b(?:mp3|wav|audio|render|master(?:ing)? it|mix it down)\b/.test(lower))
    reasons.push(say(lang, 'reasonNoAudio'));
  const effect = AUDIO_EFFECT_RE.exec(lower)?.[0];
  // "forget the slide", "no slides then": the glide is no longer asked for.
  const glide =
    /\b(?:slides?|glides?|slid(?:e|ing)|portamento|pitch ?bends?)\b/.test(lower) &&
    !/\b(?:forget|skip|never ?mind|nvm|drop|no|without|ignore|leave)\s+(?:about\s+)?(?:the\s+|those\s+|any\s+)?(?:808\s+)?(?:slides?|glides?)\b/.test(
      lower,
    );
  if (glide) {
    reasons.push(say(lang, 'reasonNoGlide'));
    // "make the 808 slide": the 808 is the bass that is there, not one to add.
    if (request.partList) request.partList = request.partList.filter((p) => p.role !== 'bass');
  }
  if (effect || glide) {
    if (effect) reasons.push(say(lang, 'reasonNoEffect', effect));
    // "more reverb on the keys", "sidechain the pad to the kick": the parts named are where the
    // effect goes, not parts to add; "add a pad and some reverb" still adds the pad.
    if (!/\band\b|,|\+|\bplus\b/.test(lower)) {
      delete request.partList;
      delete request.instruments;
      delete request.swaps;
    }
  }
  // Playing techniques the notes cannot carry yet ("rootless voicings", "use brushes", "a charleston
  // rhythm on the piano"): the reply says so and what it can do instead, never a silent "Done".
  // (Read in the words typed: "power chords" is also a guitar sound the part names replace.)
  // ("a power chord riff over it": the chords part brought in plays power chords, in its style.)
  const powerChordsIn =
    (/\bpower ?chords?\b/.test(typedLower) ||
      (riffAsked &&
        !!request.partList?.some((p) => p.role === 'chords' && (p.program === 29 || p.program === 30)))) &&
    !piece.parts.some((p) => p.role === 'chords') &&
    !!request.partList?.some((p) => p.role === 'chords');
  const voicing = powerChordsIn ? undefined : VOICING_RE.exec(typedLower)?.[0];
  const compRhythm = COMP_RHYTHM_RE.exec(typedLower)?.[0];
  // "add some brushes" to a piece without drums: a soft kit comes in (General MIDI has no brush
  // kit to pick); brushes asked of drums that are there cannot be.
  const brushesIn = BRUSHES_RE.test(typedLower) && !piece.parts.some((p) => p.channel === DRUM_CHANNEL);
  const brushes = BRUSHES_RE.test(typedLower) && !brushesIn;
  if (voicing) reasons.push(say(lang, 'reasonNoVoicing', voicing));
  if (brushes) reasons.push(say(lang, 'reasonNoBrushes'));
  if (compRhythm)
    reasons.push(
      say(
        lang,
        'reasonNoCompRhythm',
        /charleston/.test(compRhythm)
          ? 'a Charleston'
          : /off|up|and|2|two|back/.test(compRhythm)
            ? 'an off-beat'
            : 'a hits-on-the-one',
      ),
    );
  // "charleston on the piano": the piano names where the rhythm goes, not an instrument to use.
  if ((voicing || brushes || compRhythm) && !/\band\b|,|\+|\bplus\b/.test(lower)) {
    delete request.partList;
    delete request.instruments;
    delete request.swaps;
  }
  if (brushesIn) {
    if (!request.partList?.some((p) => p.role === 'drums'))
      request.partList = [...(request.partList ?? []), { role: 'drums' }];
    ops.push({ op: 'velocity', factor: 0.6, roles: ['drums'] });
    choices.push(say(lang, 'choiceSoftKit'));
  }
  // "fade it out at the end": the last bars get softer step by step (the notes' own fade; a real
  // fade-out is the track's volume in a DAW).
  if (FADE_OUT_RE.test(lower)) {
    const last = piece.meta.bars - 1;
    const from = Math.max(0, last - 1);
    ops.push({ op: 'velocity', factor: 0.75, bars: [from, last] });
    if (last > from) ops.push({ op: 'velocity', factor: 0.7, bars: [last, last] });
    choices.push(say(lang, 'choiceFadeOut'));
  }
  const edits: Edit[] = [];
  // "piano higher", "bass lower": the part named moves an octave.
  // "bass is fighting the guitar, put the bass down an octave": the parts of the clause that moves.
  const octaveClause = lower.split(/[,;.!?]|\b(?:but|so|then)\b/).find((c) => /\boctave\b/.test(c));
  const clauseRoles = octaveClause ? rolesNamed(octaveClause) : [];
  const octaveRoles = new Set<PartRole>(clauseRoles.length > 0 ? clauseRoles : named);
  const octavePrograms: number[] = [];
  for (const p of request.partList ?? [])
    if (p.program !== undefined) {
      // "the piano down an octave" with the piano on chords and melody: both move.
      for (const part of piece.parts.filter((q) => q.program === p.program && q.channel !== DRUM_CHANNEL)) {
        octaveRoles.add(part.role);
        if (!octavePrograms.includes(part.program)) octavePrograms.push(part.program);
      }
    }
  // "banjo up an octave" beside a guitar on the chords: only the banjo moves.
  const byInstrument = octavePrograms.length > 0 && named.length === 0 ? { programs: octavePrograms } : {};
  if (
    !handledPitch &&
    !volumeDirection &&
    (up || down) &&
    octaveRoles.size > 0 &&
    !parsed.some((e) => e.op === 'transpose')
  ) {
    const roles = [...octaveRoles].filter((r) => piece.parts.some((p) => p.role === r));
    if (roles.length > 0) {
      ops.push({ op: 'shift', semitones: up ? 12 : -12, roles, ...byInstrument });
      handledPitch = true;
      delete request.partList;
    }
  }
  let namedShiftWay = 0;
  for (const e of parsed) {
    if (e.op !== 'transpose') {
      edits.push(e);
      continue;
    }
    if (handledPitch) continue;
    // Octave moves of one part ("the melody an octave higher", "flute up an octave") leave the key
    // and every other part alone.
    const targets = [...octaveRoles].filter((r) => piece.parts.some((p) => p.role === r));
    // "bring the melody down a step": that part moves, against the same chords; the key stays.
    const partOnly =
      targets.length > 0 && piece.parts.some((p) => p.channel !== DRUM_CHANNEL && !targets.includes(p.role));
    if ((Math.abs(e.semitones) % 12 === 0 && octave) || partOnly) {
      ops.push({
        op: 'shift',
        semitones: e.semitones,
        ...(targets.length > 0 ? { roles: targets, ...byInstrument } : {}),
      });
      if (targets.length > 0) delete request.partList;
      if (partOnly && e.semitones % 12 !== 0)
        choices.push(
          say(
            lang,
            'choicePartShift',
            targets.map((r) => roleWord(lang, r)).join(` ${say(lang, 'and')} `),
            keyWord(lang, key),
          ),
        );
    } else if (
      request.key &&
      parsePitchClass(request.key.tonic)?.chroma !== parsePitchClass(key.tonic)?.chroma
    )
      // "up a step to F# minor", "a half step up to A": the key named is where it goes, the step
      // says only which way (counted once, not twice).
      namedShiftWay = Math.sign(e.semitones);
    else ops.push({ op: 'shift', semitones: e.semitones });
  }

  // An octave move past an instrument's range is still made, with a warning.
  for (let i = ops.length - 1; i >= (state.ops ?? []).length; i--) {
    const o = ops[i]!;
    if (o.op !== 'shift' || o.semitones % 12 !== 0) continue;
    // The move is made (MIDI goes to a DAW, where any sound may play it); the reply warns when a
    // part leaves what a player of its instrument could reach.
    const beyond = outOfRange(piece, o.semitones, o.roles, o.bars, key, lang);
    if (beyond) choices.push(beyond);
  }

  // A new key moves the notes when the mode stays; a new mode rewrites them in the new scale.
  const wantedKey: Key | null = request.key
    ? keyModeStated
      ? request.key
      : { tonic: request.key.tonic, mode: key.mode }
    : request.modeOnly
      ? { tonic: key.tonic, mode: request.modeOnly }
      : null;
  if (wantedKey) {
    if (keyName(wantedKey) === keyName(key))
      reasons.push(say(lang, 'reasonAlreadyInKey', keyWord(lang, key)));
    else {
      if (wantedKey.mode !== key.mode) {
        // Every chord is heard in the new mode, on its own degree, the engine's chords as well as
        // stated ones: I–V–vi–IV in C minor is i–v–VI–iv, and the piece keeps its chords and bars
        // (C#m–A–G#–C#m in major is C#–A#m–G#–C#, never a new, shorter progression).
        const moved: Key = { tonic: spec.key.tonic, mode: wantedKey.mode };
        const reRead = (s: CompositionSpec): CompositionSpec => {
          const chords = s.progression ?? chordsWritten({ ...s, meter: spec.meter });
          return chords
            ? { ...s, key: moved, progression: progressionInMode(chords, s.key, moved) }
            : { ...s, key: moved };
        };
        spec = reRead(spec);
        sections = sections.map((s) => ({ ...s, spec: reRead(s.spec) }));
        // Bars written over chords of their own ("bar 7 a Bbm7") keep them, in the new mode too.
        const heardMoved: Key = { tonic: key.tonic, mode: wantedKey.mode };
        for (const [i, o] of ops.entries())
          if (o.op === 'rewrite' && o.chords)
            ops[i] = { ...o, chords: progressionInMode(o.chords, key, heardMoved) as string[] };
      }
      // "drop it to D", "raise it to E": the way the user said; otherwise the nearest way.
      const nearest = nearestShift(key.tonic, wantedKey.tonic);
      const shift =
        namedShiftWay !== 0 && nearest !== 0 && Math.sign(nearest) !== namedShiftWay
          ? nearest + 12 * namedShiftWay
          : nearest > 0 && /\b(?:drop|lower|down)\b/.test(lower) && !up
            ? nearest - 12
            : nearest < 0 && /\b(?:raise|up|higher)\b/.test(pitchWords) && !down
              ? nearest + 12
              : nearest;
      if (shift !== 0) ops.push({ op: 'shift', semitones: shift });
    }
  }

  // Swing is relative to what is heard; compound meters have no straight eighths to swing. A step
  // is a third of a triplet's delay, enough to hear; straight puts every onset on the grid.
  let swing: number | undefined;
  let swingUnit: 'eighth' | 'sixteenth' | undefined;
  // The note value already swinging (an earlier swing's, or an uploaded file's own) goes on
  // swinging unless another is named.
  const filePlays = state.spec.swing === undefined && state.keep ? keptSwing(state.keep) : null;
  const swingingUnit = state.spec.swingUnit ?? filePlays?.unit;
  const current = piece.meta.swing;
  const compound = meterGrid(piece.meta.meter)?.compound ?? false;
  let straight = false;
  if (
    /\b(?:straight|straighten|no swing|unswung|without swing|remove the swing|lose the swing|less swing|swing less|not swung|(?:lose|kill|drop|take out|remove) the shuffle|no shuffle)\b/.test(
      lower,
    ) ||
    SWING_LESS.test(lower)
  ) {
    // "pull the swing back a bit" eases it; "straight" or "no swing" removes it.
    // ("too swingy, straighten it out": straight, however the complaint began.)
    const less =
      SWING_LESS.test(lower) &&
      !/\bstraighten\b|\b(?:dead|fully|totally|completely) straight\b|\bno swing\b/.test(lower);
    const step = /\b(?:a (?:little|lil|tad|touch|bit)|slightly|a little bit)\b/.test(lower) ? 0.15 : 0.3;
    const target = less ? Math.max(0, Math.round((current - step) * 100) / 100) : 0;
    if (current <= 0.001) reasons.push(say(lang, 'reasonAlreadyStraight'));
    else {
      swing = target;
      straight = target === 0;
      swingUnit = swingingUnit;
    }
  } else if (/\b(?:swing|swung|swinging|shuffle|swingier|shuffly)\b/.test(lower)) {
    const more = /\b(?:more|harder|heavier|deeper|extra|swingier)\b/.test(lower);
    // "swing it a little" over a swung groove is a nudge, not the hardest shuffle.
    const step = /\b(?:a (?:little|lil|tad|touch|bit)|slightly|a little bit|subtle)\b/.test(lower)
      ? 0.12
      : 0.3;
    const little = step < 0.3;
    // "more swing" on a nearly straight groove is a real swing, not a third of one.
    // A Dilla feel is sixteenths pushed nearly to triplets.
    const target = Math.max(
      current >= 0.5
        ? Math.min(1, Math.round((current + step) * 100) / 100)
        : Math.max(Math.round((current + step) * 100) / 100, more || !little ? 0.66 : 0.4),
      /\bdilla\b/.test(lower) ? 0.9 : 0,
    );
    if (target < current + step / 3) reasons.push(say(lang, 'reasonMaxSwing', Math.round(current * 100)));
    else {
      swing = target;
      swingUnit = swingingUnit && !swingUnitNamed(lower) ? swingingUnit : swingUnitAsked(lower, piece);
    }
  }
  // "try it in 3/4, like a slow waltz": a waltz said beside the meter asked names that meter; the
  // piece keeps its style, tempo and instruments (a pace word describes the waltz, not a new tempo).
  if (request.style === 'waltz' && request.meter && piece.meta.style !== 'waltz') {
    delete request.style;
    delete request.genreHint;
    if (request.tempoWord) {
      delete request.tempo;
      delete request.tempoWord;
    }
  }
  // "less swing, more straight rock n roll", "straight, no swing, more of a rock thing": the style
  // named beside the swing says which feel; the piece keeps its tempo, instruments and parts.
  const swingAsked = swing !== undefined || reasons.includes(say(lang, 'reasonAlreadyStraight'));
  if (
    swingAsked &&
    request.style &&
    !/\b(?:(?:make|turn) (?:it|this)(?! (?:straight|straighter|swing|swung|less|more|a bit|a little|a lil|kinda))|turn it into|switch (?:it )?to|change (?:it )?to|as an?|into an?)\s+\w/.test(
      lower,
    )
  ) {
    delete request.style;
    delete request.genreHint;
    if (!/\b\d{2,3}\s*(?:bpm)?\b/.test(lower)) {
      delete request.tempo;
      delete request.tempoWord;
    }
  }
  if (swing !== undefined && compound) {
    reasons.push(
      say(lang, 'reasonCompoundSwing', `${piece.meta.meter.numerator}/${piece.meta.meter.denominator}`),
    );
    swing = undefined;
    straight = false;
  }
  if (swing !== undefined) {
    // A new swing replaces an earlier straightening; "straight" adds one.
    for (let i = ops.length - 1; i >= 0; i--) if (ops[i]!.op === 'straighten') ops.splice(i, 1);
    if (straight) ops.push({ op: 'straighten' });
  }

  // "a guitar doing little fills", "sax licks between the phrases": a line that answers the
  // melody, not another comping part.
  if (/\b(?:fills?|licks?|answer(?:s|ing)?|call and response|noodl\w*|runs)\b/.test(lower) && !drumAsk)
    request.partList = request.partList?.map((p) =>
      p.program !== undefined && p.role !== 'drums' && p.role !== 'bass' && p.role !== 'percussion'
        ? { ...p, role: 'counter-melody' }
        : p,
    );
  // The line-up: parts and instruments added, removed or swapped; the rest stay note for note.
  if (walking)
    request.partList = (request.partList ?? []).filter((p) => p.role !== 'bass' || p.program !== undefined);
  // "mute the drums" over a kit and hand percussion: everything on the drum channel goes, unless
  // the kit alone is meant ("just the kit", "keep the congas").
  if (
    request.withoutParts?.includes('drums') &&
    !request.withoutParts.includes('percussion') &&
    piece.parts.some((p) => p.role === 'percussion') &&
    !/\b(?:kit|drum ?kit|just the drums|only the drums)\b|\b(?:keep|leave|except|but not|not the)\b[^,.;]*\b(?:percussion|perc|congas?|shakers?|bongos?|tambourine)\b|\b(?:percussion|perc|congas?|shakers?|bongos?|tambourine) (?:stays?|can stay|plays? on)\b/.test(
      lower,
    )
  )
    request.withoutParts = [...request.withoutParts, 'percussion'];
  // "take the drums out" of a piece holding an uploaded file's notes: the file's own part goes.
  // (Unless nothing would be left to play.)
  const fileOut = (request.withoutParts ?? []).filter(
    (r) => !spec.parts.some((p) => partRoleOf(p) === r) && (state.keep ?? []).some((k) => k.role === r),
  );
  const nothingLeft =
    (state.keep ?? []).every((k) => fileOut.includes(k.role as PartRole)) &&
    spec.parts.every((p) => (request.withoutParts ?? []).includes(partRoleOf(p)));
  if (nothingLeft && fileOut.length > 0) reasons.push(say(lang, 'reasonNoPartsLeft'));
  const keptOut = nothingLeft ? [] : fileOut;
  if (keptOut.length > 0) request.withoutParts = request.withoutParts?.filter((r) => !keptOut.includes(r));
  // A doubling always adds its instrument ("cello doubling the bass" names no add verb).
  const lineUp = rested
    ? { parts: [...spec.parts], reasons: [] }
    : editLineUp(
        doubler ? `add ${lower}` : lower,
        request,
        spec,
        piece,
        lang,
        doubler ? doubling : null,
        (state.keep ?? []).some((k) => !keptOut.includes(k.role)),
      );
  // The parts brought in play the style said of them (power chords asked: a power-chord style).
  const powerStyle = addedStyle && getStyle(addedStyle).voicing === 'power' ? addedStyle : 'rock';
  const broughtIn = lineUp.parts.map((p) => {
    const role = partRoleOf(p);
    const style = role === 'chords' && powerChordsIn ? powerStyle : addedStyle;
    if (spec.parts.includes(p) || !style || style === spec.style || role === 'drums') return p;
    return { ...(typeof p === 'string' ? { role: p } : p), style };
  });
  spec = { ...spec, parts: broughtIn };
  // Over drums alone, the pitched part brought in sets the harmony too: a punk riff plays rock's
  // changes, jazzy piano jazz changes, not the chords the groove's own style would have written.
  const harmonyStyle = broughtIn.find(
    (p) => typeof p !== 'string' && p.style && p.role !== 'drums' && p.role !== 'percussion',
  );
  if (
    typeof harmonyStyle === 'object' &&
    harmonyStyle.style &&
    piece.parts.every((p) => p.channel === DRUM_CHANNEL) &&
    !spec.progression &&
    !request.progression
  ) {
    const written = compose({ ...spec, style: harmonyStyle.style, parts: ['chords'] });
    // (A power-chord part plays its chords as power chords, named so: "E5 – A5 – B5".)
    const fifths = getStyle(harmonyStyle.style).voicing === 'power';
    const asPlayed = (bar: string) =>
      fifths ? bar.replace(/\b([A-G](?:#|b)?)\S*/g, (_, root: string) => `${root}5`) : bar;
    if (written.ok) spec = { ...spec, progression: chordsByBar(written.piece).map(asPlayed) };
  }
  if (partStyle) {
    const restyled = restyleParts(spec, partStyle);
    spec = restyled.spec;
    const role = roleWord(lang, partStyle.role);
    if (restyled.changed) choices.push(say(lang, 'choicePartStyle', role, styleWord(lang, partStyle.style)));
    else if (restyled.already)
      reasons.push(say(lang, 'reasonPartAlreadyStyled', role, styleWord(lang, partStyle.style)));
  }
  // "mute the kit" over a kit and hand percussion: the kit goes; say the percussion plays on.
  if (
    piece.parts.some((p) => p.role === 'drums') &&
    !spec.parts.some((p) => partRoleOf(p) === 'drums') &&
    spec.parts.some((p) => partRoleOf(p) === 'percussion') &&
    !/\bpercussion|congas?|shakers?|bongos?\b/.test(lower)
  )
    choices.push(say(lang, 'choicePercussionStays'));
  if (brushesIn && !spec.parts.some((p) => partRoleOf(p) === 'drums'))
    spec = { ...spec, parts: [...spec.parts, 'drums'] };
  for (const role of missingLines)
    if (!spec.parts.some((p) => partRoleOf(p) === role)) spec = { ...spec, parts: [...spec.parts, role] };
  reasons.push(...lineUp.reasons);
  if (walking && !(request.withoutParts ?? []).includes('bass')) {
    // A walking bass is an upright's line: a piece without a bass gets one.
    if (!spec.parts.some((p) => partRoleOf(p) === 'bass'))
      spec = { ...spec, parts: [...spec.parts, { role: 'bass', program: 32 }] };
    // "walk the bass more, it's just sitting on roots": a busier walk, with skips into the changes.
    const more =
      /\b(?:more|busier|livelier|harder|further)\b|\bjust (?:sitting|sits|sat|stuck|playing|plays|on)\b/.test(
        lower,
      );
    const walks = ops.filter((o) => o.op === 'walking-bass');
    if (walks.some((o) => o.skips === true || !more)) reasons.push(say(lang, 'reasonAlreadyWalking'));
    else {
      for (let i = ops.length - 1; i >= 0; i--)
        if (ops[i]!.op === 'walking-bass' || ops[i]!.op === 'kick-bass') ops.splice(i, 1);
      ops.push(more ? { op: 'walking-bass', skips: true } : { op: 'walking-bass' });
      choices.push(say(lang, more ? 'choiceWalkingSkips' : 'choiceWalkingBass'));
    }
  }
  // A bass locked to the kick keeps the rhythm it was heard with once the drums leave.
  if (!spec.parts.some((p) => partRoleOf(p) === 'drums'))
    for (let i = 0; i < ops.length; i++)
      if (ops[i]!.op === 'kick-bass' && !('kicks' in ops[i]!))
        ops[i] = { op: 'kick-bass', kicks: kickOnsets(piece) };
  if (lockToKick && !walking) {
    // "bass should lock w the kick": the bass's rhythm becomes the kick's, on the chord roots.
    const kick = piece.parts.some(
      (p) => p.role === 'drums' && p.notes.some((n) => n.midi === 35 || n.midi === 36),
    );
    if (!kick) reasons.push(say(lang, 'reasonNoKick'));
    else if (ops.at(-1)?.op === 'kick-bass') reasons.push(say(lang, 'reasonAlreadyKickBass'));
    else {
      if (!spec.parts.some((p) => partRoleOf(p) === 'bass'))
        spec = { ...spec, parts: [...spec.parts, 'bass'] };
      for (let i = ops.length - 1; i >= 0; i--) if (ops[i]!.op === 'walking-bass') ops.splice(i, 1);
      ops.push({ op: 'kick-bass' });
      choices.push(say(lang, 'choiceKickBass'));
    }
  }
  // "speed it up like 5 bpm", "10 bpm slower": the tempo moves by that many beats a minute.
  // ("push it up like 8 bpm": the way said in words when no tempo nudge was read.)
  const nudge = edits.find((e) => e.op === 'tempo-scale');
  const way = nudge
    ? Math.sign(nudge.factor - 1)
    : /\b(?:up|faster|quicker)\b/.test(lower)
      ? 1
      : /\b(?:down|slower|back)\b/.test(lower)
        ? -1
        : 0;
  const by =
    way !== 0 && nudge?.factor !== 2 && nudge?.factor !== 0.5 && !/\bto\s+\d/.test(lower)
      ? /\b(\d{1,2})\s*(?:bpm|beats (?:per|a) minute|clicks?)\b/.exec(lower)
      : null;
  if (by && Number(by[1]) > 0) {
    request.tempo = Math.max(20, Math.min(300, piece.meta.tempo + way * Number(by[1])));
    for (let i = edits.length - 1; i >= 0; i--) if (edits[i]!.op === 'tempo-scale') edits.splice(i, 1);
  }
  // "slow it down to 70": the number is the tempo; a mood's tempo word does not override a nudge.
  const to = by
    ? null
    : /(?:^|\b(?:to|at|like|,)\s*)(\d{2,3})\b(?!\s*(?:bars?|measures?|semitones?|\/|st\b|nd\b|rd\b|th\b))/.exec(
        lower,
      );
  if (
    to &&
    (edits.some((e) => e.op === 'tempo-scale') || /\b(?:tempo|speed|bpm|back to|up to|down to)\b/.test(lower))
  ) {
    const bpm = Number(to[1]);
    if (bpm >= 20 && bpm <= 300) {
      request.tempo = bpm;
      for (let i = edits.length - 1; i >= 0; i--) if (edits[i]!.op === 'tempo-scale') edits.splice(i, 1);
    }
  } else if (
    request.tempoWord &&
    (edits.some((e) => e.op === 'tempo-scale') ||
      /laid|chill|relax|lazy|easy|mellow/.test(request.tempoWord) ||
      // "make the bass more bouncy" describes the bass, not the tempo.
      (named.length > 0 && !/\b(?:tempo|bpm|speed|pace)\b/.test(lower)) ||
      // "add an intro, slow build", "a slow outro": how the new section unfolds.
      (SECTION_RE.test(lower) && !/\b(?:tempo|bpm|speed|pace)\b/.test(lower)))
  )
    // A feel word ("laid back") while editing is about groove, not a new tempo.
    delete request.tempo;
  // "double the tempo for the punk part": the tempo moves from the one heard; a style word's own
  // tempo does not replace it.
  else if (edits.some((e) => e.op === 'tempo-scale') && (request.style || request.genreHint))
    delete request.tempo;
  // "set it to 120" at 120: say it already is.
  if (request.tempo === piece.meta.tempo && !edits.some((e) => e.op === 'tempo-scale'))
    reasons.push(say(lang, 'reasonAlreadyTempo', piece.meta.tempo));
  if (request.bars === piece.meta.bars && !edits.some((e) => e.op === 'bars-scale'))
    reasons.push(say(lang, 'reasonAlreadyBars', piece.meta.bars));
  // "make sure it's in 3/4" on a waltz: say it already is.
  const meterNow = piece.meta.meter;
  if (
    request.meter &&
    request.meter.numerator === meterNow.numerator &&
    request.meter.denominator === meterNow.denominator
  )
    reasons.push(say(lang, 'reasonAlreadyMeter', `${meterNow.numerator}/${meterNow.denominator}`));
  const specRequest: ComposeRequest = {
    ...request,
    key: undefined,
    modeOnly: undefined,
    swing,
    ...(swingUnit ? { swingUnit } : {}),
    instruments: undefined,
    parts: undefined,
    withoutParts: undefined,
  };
  // "add an intro, something more stripped back": busyness said of the whole beside a new section
  // describes that section; the music already there keeps its notes.
  // Only what is said from the section on ("add an intro, something sparse", "a sparse intro"):
  // "simplify it and add an outro" still simplifies the piece.
  const sectionAt = SECTION_RE.exec(lower)?.index;
  const saidOfSection =
    sectionAt === undefined ? false : parseEdits(lower.slice(sectionAt)).some((e) => e.op === 'density');
  const sectionDensity = saidOfSection
    ? edits.filter(
        (e) => e.op === 'density' && e.part === 'all' && !/\b(?:whole|everything|all of it)\b/.test(lower),
      )
    : [];
  const specEdits = edits.filter(
    (e) => e.op !== 'add-part' && e.op !== 'remove-part' && !sectionDensity.includes(e),
  );
  // Tempo nudges start from the tempo heard (an earlier tempo edit may have changed it).
  const heardTempo = piece.meta.tempo;
  const built = applyEdits(
    { ...spec, tempo: heardTempo },
    specEdits,
    specRequest,
    deriveSeed(spec.seed, `variation:${turn}`),
  );
  spec = built.spec;
  // "double the tempo" at 176: the tempo stops at the engine's limit, and the reply says so.
  const scaled = specEdits.find((e) => e.op === 'tempo-scale');
  if (scaled?.op === 'tempo-scale' && request.tempo === undefined) {
    const wanted = Math.round(heardTempo * scaled.factor);
    const set = spec.tempo;
    if (set !== undefined && wanted !== set && (wanted > 300 || wanted < 20))
      reasons.push(say(lang, 'reasonTempoLimit', wanted, set));
  }
  for (const c of built.choices) reasons.push(c);
  // A new tempo plays the same notes faster or slower: a note-level edit, not a new spec (a new
  // style instead brings its own groove and tempo).
  const newTempo = spec.tempo;
  const restored: { -readonly [K in keyof CompositionSpec]: CompositionSpec[K] } = { ...spec };
  if (state.spec.tempo === undefined) delete restored.tempo;
  else restored.tempo = state.spec.tempo;
  if (spec.style === state.spec.style) {
    spec = restored;
    if (newTempo !== undefined && newTempo !== heardTempo) {
      for (let i = ops.length - 1; i >= 0; i--) if (ops[i]!.op === 'tempo') ops.splice(i, 1);
      ops.push({ op: 'tempo', bpm: newTempo });
    }
  } else {
    // "try it as a waltz": a tempo the new style plays too stays (nobody asked for another one).
    const range = getStyle(spec.style).tempo;
    if (
      request.tempo === undefined &&
      !edits.some((e) => e.op === 'tempo-scale') &&
      heardTempo >= range.min &&
      heardTempo <= range.max
    )
      spec = { ...spec, tempo: heardTempo };
    // A new style for the piece is every part's: a part's own groove ("trap drums") goes with it.
    spec = {
      ...spec,
      parts: spec.parts.map((p) => {
        if (typeof p === 'string' || p.style === undefined) return p;
        const { style: _, ...rest } = p;
        return rest;
      }),
    };
    for (let i = ops.length - 1; i >= 0; i--) {
      const o = ops[i]!;
      // A new style brings its own drums: the old groove's rolls and fills go with it.
      if ((o.op === 'tempo' && newTempo === undefined) || o.op === 'drum-detail') ops.splice(i, 1);
    }
    // "switch it up: boom bap": the same song in a new groove keeps its chords, unless new chords
    // were asked for or the new style is a form of its own (a 12-bar blues).
    if (
      !spec.progression &&
      !state.spec.progression &&
      sections.length === 0 &&
      getStyle(spec.style).harmony?.form === undefined
    ) {
      // A style that lives on sevenths (jazz, lo-fi, R&B) hears the key's own triads as sevenths.
      const seventhStyle = livesOnSevenths(spec.style);
      const asSeventh = (symbol: string) => {
        const c = parseChord(symbol);
        if (!seventhStyle || !c || c.chromas.length > 3) return symbol;
        const diatonic = diatonicSevenths(spec.key).find(
          (d) => parseChord(d.symbol)?.rootChroma === c.rootChroma,
        );
        const triad = diatonic && parseChord(diatonic.symbol);
        // Only where the key's seventh chord holds the triad played (C → Cmaj7, not C → Cm7).
        return triad && c.chromas.every((ch) => triad.chromas.includes(ch)) ? diatonic.symbol : symbol;
      };
      spec = {
        ...spec,
        progression: chordsByBar(piece).map((bar) => bar.split(' ').map(asSeventh).join(' ')),
      };
    }
  }
  // "another take but keep the chords": the new take plays over the chords heard.
  const keepChords =
    edits.some((e) => e.op === 'variation') &&
    /\b(?:keep(?:ing)?|same|leave|leaving)\s+(?:the\s+|my\s+)?(?:same\s+)?(?:chords|progression|harmony|changes)\b/.test(
      normaliseText(message).toLowerCase(),
    );
  if (keepChords) spec = { ...spec, progression: chordsByBar(piece) };
  else if (edits.some((e) => e.op === 'variation') && !state.keep && sections.length === 0) {
    // A fresh take is heard in its key too (the same check as a new piece).
    const drafted = composeInKey(spec);
    if (drafted) spec = drafted.spec;
  }
  if (edits.some((e) => e.op === 'variation')) {
    // A fresh take is a new piece in the same frame: earlier bar edits belonged to the old notes.
    for (let i = ops.length - 1; i >= 0; i--) {
      const o = ops[i]!;
      if (o.op === 'rewrite' || (o.op === 'shift' && o.bars)) ops.splice(i, 1);
    }
  }

  const section = SECTION_RE.exec(lower) ?? (appendBars !== null ? (['', 'new bars'] as const) : null);
  // A piece that is an uploaded file's notes alone: its new sections play the file's parts.
  const played: CompositionSpec['parts'] =
    spec.parts.length > 0 || !state.keep
      ? spec.parts
      : state.keep
          .filter((k) => !keptOut.includes(k.role))
          .map((k) => (k.channel === DRUM_CHANNEL ? 'drums' : { role: k.role, program: k.program }));
  if (soloIntro) {
    const playing = soloIntro.roles.filter((r) => spec.parts.some((p) => partRoleOf(p) === r));
    if (playing.length > 0) {
      const base = sectionSpec('intro', spec, deriveSeed(spec.seed, `section:intro:${turn}`), piece);
      const sSpec: CompositionSpec = {
        ...base,
        bars: soloIntro.bars,
        ...(base.progression ? { progression: [...base.progression].slice(0, soloIntro.bars) } : {}),
        parts: spec.parts.filter((p) => playing.includes(partRoleOf(p))),
      };
      // "make the intro just keys" over an intro there: that intro keeps those parts only.
      const intro = sections.findIndex((s) => s.label === 'intro');
      const reworked = intro >= 0 && !/\b(?:add|another|new|second|extra)\b/.test(lower) && !soloIntro.stated;
      if (reworked)
        sections = sections.map((s, i) =>
          i === intro ? { ...s, only: playing, spec: { ...s.spec, parts: sSpec.parts } } : s,
        );
      else {
        sections = [...sections, { label: 'intro', spec: sSpec, only: playing }];
        movePastIntro(ops, sSpec.bars);
      }
      choices.push(
        say(
          lang,
          'choicePartsIntro',
          reworked ? (sections[intro]?.spec.bars ?? soloIntro.bars) : soloIntro.bars,
          playing.map((r) => roleWord(lang, r)).join(` ${say(lang, 'and')} `),
        ),
      );
    } else reasons.push(say(lang, 'reasonNoRoleToRemove', roleWord(lang, soloIntro.roles[0]!)));
  } else if (section) {
    const label =
      section[1] === 'ending'
        ? 'outro'
        : /^b[- ]/.test(section[1]!) || section[1] === 'section'
          ? 'bridge'
          : section[1]!;
    let sSpec = sectionSpec(
      label,
      { ...spec, parts: played },
      deriveSeed(spec.seed, `section:${label}:${turn}`),
      piece,
      sectionLength ?? appendBars,
    );
    for (const e of sectionDensity)
      if (e.op === 'density')
        sSpec = {
          ...sSpec,
          density: Object.fromEntries(
            sSpec.parts.map((p) => {
              const role = partRoleOf(p);
              return [role, Math.max(-2, Math.min(2, (sSpec.density?.[role] ?? 0) + e.delta))];
            }),
          ),
        };
    sections = [...sections, { label, spec: sSpec }];
    if (label === 'intro') movePastIntro(ops, sSpec.bars);
    choices.push(
      label === 'intro'
        ? say(lang, 'choiceIntro')
        : label === 'outro'
          ? say(lang, 'choiceOutro')
          : label === 'bridge'
            ? say(lang, 'choiceBridge', ...bridgeEnds(sSpec, key))
            : label === 'new bars'
              ? say(lang, 'choiceMoreBars', sSpec.bars)
              : say(lang, 'choiceSection', sectionWord(lang, label)),
    );
  }
  // Later spec edits (tempo is global; parts, style, swing and instruments) apply to every section.
  sections = sections.map((s) => ({
    ...s,
    spec: {
      ...s.spec,
      style: spec.style,
      ...(spec.swing !== undefined ? { swing: spec.swing } : {}),
      ...(spec.swingUnit ? { swingUnit: spec.swingUnit } : {}),
      ...(spec.humanize !== undefined ? { humanize: spec.humanize } : {}),
      ...(spec.instruments ? { instruments: spec.instruments } : {}),
      parts: s.only
        ? played.filter((p) => s.only!.includes(partRoleOf(p)))
        : (s.label === 'intro' || s.label === 'outro') && played.some((p) => partRoleOf(p) !== 'melody')
          ? played.filter((p) => partRoleOf(p) !== 'melody')
          : played,
    },
  }));
  // "with a breakdown in the middle": drums and bass drop out for a few bars from the midpoint.
  // "lose the drums for a breakdown" names what drops out: that removal is the breakdown.
  if (
    /\bbreak ?downs?\b/.test(lower) &&
    !/\b(?:what|explain)\b/.test(lower) &&
    (read.withoutParts ?? []).length === 0
  ) {
    const total = spec.bars + sections.reduce((n, s) => n + s.spec.bars, 0);
    const roles = (['drums', 'bass', 'percussion'] as const).filter((r) =>
      spec.parts.some((p) => partRoleOf(p) === r),
    );
    // "tack on 4 bars, like a breakdown": the new bars are the breakdown, over the parts that stay.
    const othersPlay = spec.parts.some((p) => !(roles as readonly string[]).includes(partRoleOf(p)));
    const heavy = /^(?:metal|rock|punk|hardcore)$/.test(spec.style);
    if (breakdownAfter && appendBars !== null && heavy && roles.includes('drums')) {
      // A metal breakdown is the band slamming at half time, not the drums dropping out.
      ops.push({
        op: 'drum-detail',
        detail: 'half-time',
        seed: deriveSeed(spec.seed, `breakdown:${turn}`),
        bars: [total - appendBars, total - 1],
      });
      choices.push(say(lang, 'choiceBreakdownHalfTime', total - appendBars + 1, total));
    } else if (appendBars !== null && othersPlay && roles.length > 0) {
      ops.push({ op: 'rest', roles, bars: [total - appendBars, total - 1] });
      choices.push(say(lang, 'choiceBreakdown', total - appendBars + 1, total));
    } else if (appendBars === null && total >= 8 && roles.length > 0) {
      const from = Math.floor(total / 2);
      const to = Math.min(total - 2, from + Math.max(2, Math.min(4, Math.floor(total / 4))) - 1);
      ops.push({ op: 'rest', roles, bars: [from, to] });
      choices.push(say(lang, 'choiceBreakdown', from + 1, to + 1));
    }
  }
  // "swap the rhodes for a wurli": a sound General MIDI lacks plays on its nearest program; say which.
  const programs = (x: CompositionSpec) => [
    ...x.parts.flatMap((p) => (typeof p === 'string' || p.program === undefined ? [] : [p.program])),
    ...Object.values(x.instruments ?? {}),
  ];
  for (const n of read.nearest ?? [])
    if (programs(spec).includes(n.program) && !programs(state.spec).includes(n.program))
      choices.push(say(lang, 'choiceNearest', n.asked, instrumentWord(lang, n.program)));
  if (
    read.nearestKit &&
    spec.parts.some((p) => partRoleOf(p) === 'drums') &&
    !state.spec.parts.some((p) => partRoleOf(p) === 'drums')
  )
    choices.push(say(lang, 'choiceNearest', read.nearestKit, roleWord(lang, 'drums')));
  keepEarlierEdits(ops, new Set(state.ops ?? []));
  // "make the bass busier" over an uploaded file's bass: that part is written afresh, on the file's
  // instrument over the file's chords, rather than a second bass beside it.
  let keep = state.keep?.filter((k) => !keptOut.includes(k.role));
  if (keep && !ADD_VERB_RE.test(lower)) {
    const had = new Set(state.spec.parts.map(partRoleOf));
    for (const entry of [...spec.parts]) {
      const role = partRoleOf(entry);
      const kept: PartNotes | undefined = keep.find((k) => k.role === role && k.channel !== DRUM_CHANNEL);
      // (A new instrument named for the role, "a cello line", is a part brought in.)
      const program = typeof entry === 'string' ? undefined : entry.program;
      if (had.has(role) || !kept || (program !== undefined && program !== kept.program)) continue;
      // Busier or sparser: the file's own line, its notes split into eighths (octave leaps in a
      // bass) or thinned to the beats; any other ask writes the part afresh on its instrument.
      const busy = parsed.find((e) => e.op === 'density' && e.part === role);
      const reworked: PartNotes | null =
        busy?.op === 'density' ? (busy.delta > 0 ? busierLine(kept) : sparserLine(kept)) : null;
      keep = keep
        .map((k): PartNotes => (k === kept ? (reworked ?? k) : k))
        .filter((k) => reworked !== null || k !== kept);
      spec = {
        ...spec,
        parts: reworked
          ? spec.parts.filter((p) => p !== entry)
          : spec.parts.map((p) => (p === entry ? { role, program: kept.program } : p)),
        ...(reworked && spec.density ? { density: { ...spec.density, [role]: 0 } } : {}),
      };
    }
  }
  // "swing it a bit more" over an uploaded file: its own notes swing as much as the parts written.
  const swingBefore = state.spec.swing ?? filePlays?.amount ?? 0;
  const swingAfter = spec.swing ?? swingBefore;
  if (keep && swingAfter !== swingBefore && !(meterGrid(piece.meta.meter)?.compound ?? false))
    keep = keep.map((k) =>
      swungLine(k, swingBefore, swingAfter, spec.swingUnit === 'sixteenth' ? PPQ / 4 : PPQ / 2),
    );
  const planned: PieceState = {
    v: 2,
    spec,
    ...(sections.length > 0 ? { sections } : {}),
    ...(ops.length > 0 ? { ops } : {}),
    // An uploaded file's notes stay in every later version of the piece.
    ...(keep?.length ? { keep } : {}),
  };
  return {
    state: busynessHeard(planned, piece, parsed, turn),
    reasons,
    choices,
  };
}

/**
 * The spec with every part of the asked role playing in the asked style ("trap drums" under a pop
 * piece); `already` when each of them plays it already, `changed` when one now plays it.
 */
function restyleParts(
  spec: CompositionSpec,
  ask: PartStyleAsk,
): { spec: CompositionSpec; changed: boolean; already: boolean } {
  let changed = false;
  let found = false;
  const parts = spec.parts.map((p) => {
    if (partRoleOf(p) !== ask.role) return p;
    found = true;
    const entry = typeof p === 'string' ? { role: p } : p;
    if ((entry.style ?? spec.style) === ask.style) return p;
    changed = true;
    return { ...entry, style: ask.style };
  });
  return { spec: { ...spec, parts }, changed, already: found && !changed };
}
