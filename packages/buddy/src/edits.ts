import { type PartRole, parseInterval } from '@riffmate/music';
import { NUMBER_SOURCE, parseNumber } from './numbers.ts';
import { KIT_PIECE_WORDS, PART_WORDS } from './parts.ts';
import { findPhrases } from './text.ts';
import type { Edit } from './types.ts';

/** Tempo nudges: [pattern, factor]. Checked in order; the first match wins. */
const TEMPO_EDITS: readonly [RegExp, number][] = [
  [
    /\bdouble(?:[- ]?time|[- ]speed| (?:the|its|it'?s|ur|your) (?:tempo|speed|bpm))\b|\btwice (?:as (?:fast|quick)|the (?:tempo|speed|bpm))\b|\b(?:tempo|speed|bpm) (?:doubled|x ?2|times two)\b/,
    2,
  ],
  [
    /\bhalf[- ]?(?:time|speed|tempo)\b|\bhalve (?:the|its|it'?s|ur|your) (?:tempo|speed|bpm)\b|\bhalf (?:the|its|ur|your) (?:tempo|speed|bpm)\b|\bhalf as fast\b|\btwice as slow\b|\b(?:tempo|speed|bpm)\s+(?:down\s+)?(?:in|by)\s+half\b|\b(?:tempo|speed|bpm) halved\b/,
    0.5,
  ],
  [/\b(?:much|way|a lot|lots|loads|significantly) (?:faster|quicker)\b/, 1.35],
  [/\b(?:much|way|a lot|lots|loads|significantly) slower\b/, 1 / 1.35],
  [
    /\b(?:a (?:little|bit|touch|tad)(?: bit)?|slightly|bit) (?:faster|quicker)\b|\bnudge (?:it|the tempo) up\b/,
    1.08,
  ],
  [
    /\b(?:a (?:little|bit|touch|tad)(?: bit)?|slightly|bit) slower\b|\bnudge (?:it|the tempo) down\b/,
    1 / 1.08,
  ],
  [
    /\b(?:a (?:little|bit|touch|tad)(?: bit)?|slightly|bit)\b.*\b(?:tempo|bpm|speed|pace) up\b|\b(?:tempo|bpm|speed|pace) up (?:a (?:little|bit|touch|tad)|slightly)\b/,
    1.08,
  ],
  [
    /\b(?:a (?:little|bit|touch|tad)(?: bit)?|slightly|bit)\b.*\b(?:(?:drop|lower|reduce|decrease|ease|bring|take|pull|turn|knock) (?:the )?(?:tempo|bpm|speed|pace)|(?:tempo|bpm|speed|pace) down)\b|\b(?:(?:drop|lower|reduce|decrease|ease|bring|take|pull|turn|knock) (?:down |back )?(?:the )?(?:tempo|bpm|speed|pace)(?: down| back)?) (?:a (?:little|bit|touch|tad)|slightly)\b/,
    1 / 1.08,
  ],
  [
    /\bfaster\b|\bquicker\b|\bspeed (?:it |this |that |things )?up\b|\bpick up the (?:pace|tempo)\b|\bmore tempo\b|\b(?:increase|raise|bump(?: up)?|push|lift) the (?:tempo|bpm|speed|pace)\b|\b(?:tempo|bpm|speed|pace) up\b|\bup the (?:tempo|bpm|speed|pace)\b/,
    1.18,
  ],
  [
    /\bslower\b|\bslow (?:it |this |that |things )?down\b|\b(?:drop|lower|reduce|decrease|ease|bring|take|pull|turn|knock) (?:down |back )?(?:the )?(?:tempo|bpm|speed|pace)\b|\b(?:tempo|bpm|speed|pace) down\b|\bless fast\b/,
    1 / 1.18,
  ],
];

const STEP_WORDS: readonly [RegExp, number][] = [
  [/\bhalf[- ]?steps?\b|\bsemi-?tones?\b|\bhalf[- ]?tones?\b/, 1],
  [/\bwhole[- ]?steps?\b|\bwhole[- ]?tones?\b|\b(?:a|one) (?:step|tone)\b/, 2],
];
// "the second harp melody", "the third chord" count parts or chords, not an interval to move by.
const INTERVAL_WORDS =
  /(?<!\b(?:the|that|this|my|your)\s)\b(?:(minor|major|perfect|augmented|diminished|aug|dim)\s+)?(second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|seventh|7th|octave|tritone)\b(?!\s+(?:half|halves|bars?|measures?|chords?|verses?|chorus|sections?|parts?|times?|beats?|notes?|ones?|lines?|phrases?|takes?|versions?|loops?))/;
const DEFAULT_QUALITY: Readonly<Record<string, string>> = {
  second: 'major',
  third: 'major',
  fourth: 'perfect',
  fifth: 'perfect',
  sixth: 'major',
  seventh: 'minor',
  octave: 'perfect',
};
/** Ordinal numbers as words: "3rd" is "third". */
export const ORDINAL: Readonly<Record<string, string>> = {
  '2nd': 'second',
  '3rd': 'third',
  '4th': 'fourth',
  '5th': 'fifth',
  '6th': 'sixth',
  '7th': 'seventh',
};

/**
 * A transposition in the text: "transpose up a fourth", "down 2 semitones", "up a whole step",
 * "a minor third lower". Semitones are signed; `null` when there is none.
 * @example parseTranspose('transpose up a fourth') // { semitones: 5, label: 'up a perfect fourth' }
 * @example parseTranspose('down 2 semitones') // { semitones: -2, label: 'down 2 semitones' }
 */
export function parseTranspose(text: string): { semitones: number; label: string } | null {
  // "down a semitone, not up": the direction denied is no direction.
  const lower = text.replace(/\bnot (?:up|down|higher|lower)\b/g, '');
  const transposing = /\btranspos|\bshift\b|\bmove\b|\b(?:up|down|higher|lower|raise|drop)\b/.test(lower);
  if (!transposing) return null;
  const down = /\bdown\b|\blower\b|\bdrop\b/.test(lower) && !/\bup\b|\bhigher\b|\braise\b/.test(lower);
  const sign = down ? -1 : 1;
  const dir = down ? 'down' : 'up';
  const count = new RegExp(
    `${NUMBER_SOURCE}\\s*(?:semi-?tones?|half[- ]?steps?|half[- ]?tones?|frets?)\\b`,
  ).exec(lower);
  if (count) {
    const n = parseNumber(count[1]!);
    if (n !== null && n > 0 && n <= 24)
      return { semitones: sign * n, label: `${dir} ${n} semitone${n === 1 ? '' : 's'}` };
  }
  const wholeCount = new RegExp(
    `${NUMBER_SOURCE}\\s*(?:whole[- ]?steps?|whole[- ]?tones?|tones|steps)\\b`,
  ).exec(lower);
  if (wholeCount) {
    const n = parseNumber(wholeCount[1]!);
    if (n !== null && n > 0 && n <= 12)
      return { semitones: sign * 2 * n, label: `${dir} ${n} whole step${n === 1 ? '' : 's'}` };
  }
  for (const [re, n] of STEP_WORDS) {
    if (re.test(lower))
      return { semitones: sign * n, label: `${dir} a ${n === 1 ? 'semitone' : 'whole step'}` };
  }
  const m = INTERVAL_WORDS.exec(lower);
  if (m && /\btranspos|\bup\b|\bdown\b|\bhigher\b|\blower\b|\bshift|\bmove|\braise|\bdrop/.test(lower)) {
    const number = ORDINAL[m[2]!] ?? m[2]!;
    if (number === 'tritone') return { semitones: sign * 6, label: `${dir} a tritone` };
    const quality = (m[1] ?? DEFAULT_QUALITY[number] ?? 'perfect')
      .replace(/^aug$/, 'augmented')
      .replace(/^dim$/, 'diminished');
    const info = parseInterval(`${quality} ${number}`);
    if (info) return { semitones: sign * Math.abs(info.semitones), label: `${dir} a ${quality} ${number}` };
  }
  return null;
}

// ("now a bassline under that": a part laid under or over the piece is added to it.)
const ADD_RE =
  /\b(?:add|adding|put in|throw in|bring in|include|layer(?: in)?|plus|and some|give it|now with|with)\b|\bput (?!it\b|the\b|this\b|that\b|them\b|those\b|everything\b|all\b|in\b|on\b|back\b|up\b|down\b)(?=[a-z])|\b(?:an?|some)\b(?=[\w\s-]{1,30}\b(?:under|underneath|beneath|on top of|over) (?:it|that|this)\b)/;
const BUSIER_RE =
  /(?<!\bless |\bnot so |\bnot as |\btoo )\b(busier|(?<!\b(?:is|are|r|'s|sounds?|feels?|kinda|bit|little|tad|way|so|pretty|quite|rather|overly|really|very|getting)\s+)busy|more active|more notes|more movement|denser|more complex|livelier|more going on|more intricate|fuller|more fills|more chug(?:s|ging)?|chug(?:s|ging)? more|chuggier|chuggy|(?<!\bswing(?:ing|y)? (?:the |on (?:the )?)?)(?:16ths|sixteenths|16th notes|sixteenth notes)(?! (?:swing|feel|shuffle))|build(?:s|ing)? (?:it |things )?up|more (?:drums|bass|chords|percussion|hats|hi-?hats?|hihats?|cymbals|kick|snare)|too (?:chill|relaxed|laid[- ]?back|lazy|sleepy|mellow|calm|tame|static|bare|empty|plain|simple|sparse))\b/;
const SIMPLER_RE =
  /\b((?:is|are|r|'s|sounds?|feels?|getting)\s+(?:(?:a bit|a little|a tad|kinda|kind of|bit|way|so|pretty|quite|rather|really|very|overly|too)\s+)*(?:busy|cluttered|crowded|hectic|frantic|full[- ]on)|simpler|simple|sparser|sparse|less busy|too busy|too cluttered|too many notes|(?:fewer|less) notes|lazier|play(?:s|ing)? less|thin(?: \S+){0,2} out|fewer notes|more minimal|minimal|stripped[- ]back|stripped[- ]down|strip(?:s|ping)?(?: (?!to\b)\S+){0,3} (?:back|down)(?! to\b)|thinner|less going on|simplify|less complex|calmer|(?:more|some) (?:space|room|air|breathing room)|breathe more|let it breathe|(?:less|fewer) (?:drums|hats|hi-?hats?|hi hats?|hihats?|cymbals|kicks?|snares?|percussion))\b/;
const MUCH_RE =
  /\b(?:is|are|r|'s|s|getting|feel|feels|sound|sounds)\s+(?:(?:a bit|a little|a tad|way|kinda|just|bit|really|so)\s+)?(?:too\s+)?much\b(?!\s+(?:louder|softer|quieter|faster|slower|higher|lower|better|more|less))/g;
const VARIATION_RE =
  /\b(?:another (?:variation|version|one|take|go|try|idea)|(?:a )?new one|(?:a )?diff(?:erent)? (?:vibe|feel|mood|flavou?r)|(?:a )?different (?:one|take|idea)|variations?|different version|try (?:it )?again|regenerate|re-?roll|something else|new version|one more|do it again|shuffle it|mix it up|different take|new idea|fresh idea|not feeling it|something different|fresh take|start over|(?:a )?new (?:take|spin|attempt)|(?:take|try) (?:two|2|#2)|alt(?:ernate)? take)\b|^(?:(?:ok|okay|and|now|so)\s+)?(?:once )?again(?:\s+(?:pls|please|plz))?[.!]*$/;

/** The part words in text, in order, as roles. */
/** Part names, and kit pieces standing for the drums. */
const EDIT_PART_WORDS = [...PART_WORDS, ...KIT_PIECE_WORDS];

export function partsIn(lower: string): { role: PartRole; start: number; end: number }[] {
  return findPhrases(lower, EDIT_PART_WORDS).map((h) => ({
    role: h.value,
    start: h.start,
    end: h.end,
  }));
}

/** Words that carry an ask of their own: a comparative, a verb, a direction. */
const ASK_WORD_RE =
  /\b(?:\w{3,}er|more|less|up|down|octave|add|remove|drop|mute|kill|lose|take|put|make|turn|swap|change|no|without|simpler|busier|louder|softer)\b/;

/**
 * The clauses of a message as character ranges: split at commas and at "and", "but", "then",
 * except where what follows has no ask of its own ("the drums and the bass louder" is one clause,
 * "the drums busier and the bass simpler" two).
 * @example clausesOf('make the drums busier and the bass simpler').length // 2
 */
export function clausesOf(lower: string): { readonly start: number; readonly end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const c of lower.matchAll(/[^,;]+?(?=\s+(?:and|but|then|&)\s+|[,;]|$)/g)) {
    const clause = { start: c.index, end: c.index + c[0].length };
    const last = out.at(-1);
    if (last && !ASK_WORD_RE.test(c[0])) last.end = clause.end;
    else out.push(clause);
  }
  return out;
}

/**
 * The edits a follow-up asks for, in reading order: tempo nudges, transposition, length scaling,
 * parts added or removed, busier/simpler per part, another variation. Explicitly stated values
 * ("at 90 bpm", "in 3/4", "on Rhodes") are read by the request extractor, not here.
 * @example parseEdits('make the bass busier') // [{ op: 'density', part: 'bass', delta: 1 }]
 * @example parseEdits('add drums') // [{ op: 'add-part', part: 'drums' }]
 */
export function parseEdits(text: string, removed: readonly PartRole[] = []): Edit[] {
  // "slower, not faster": the word denied asks for nothing.
  const lower = text.replace(
    /[,;]?\s*\bnot (?:any |too |so )?(?:faster|quicker|slower|louder|softer|quieter|busier|simpler|higher|lower|up|down)\b/g,
    '',
  );
  const edits: Edit[] = [];
  for (const [re, factor] of TEMPO_EDITS) {
    if (re.test(lower)) {
      edits.push({ op: 'tempo-scale', factor });
      break;
    }
  }
  const t = parseTranspose(lower);
  if (t) edits.push({ op: 'transpose', semitones: t.semitones, label: t.label });
  if (
    /\b(?:longer|double (?:the |its )?(?:length|bars)|double (?:it|this|that)(?! (?:with|on|in|an?|at|up an)\b)|twice (?:as long|the length|the bars|as many bars)|extend it|make it long|(?:loop|repeat|play) it (?:twice|2x|two times))\b/.test(
      lower,
    )
  )
    edits.push({ op: 'bars-scale', factor: 2 });
  else if (/\b(?:shorter|half (?:the |its )?length|half as long|cut it down|trim it)\b/.test(lower))
    edits.push({ op: 'bars-scale', factor: 0.5 });
  const parts = partsIn(lower);
  const add = ADD_RE.exec(lower);
  if (add) {
    for (const p of parts) {
      if (
        p.start > add.index &&
        !removed.includes(p.role) &&
        !edits.some((e) => e.op === 'add-part' && e.part === p.role)
      ) {
        edits.push({ op: 'add-part', part: p.role });
      }
    }
  }
  for (const role of removed) edits.push({ op: 'remove-part', part: role });
  // Each density word goes with the part in its own clause ("the drums busier and the bass
  // simpler"), else the nearest part word, else the whole piece.
  const clauses = clausesOf(lower);
  const hits = [
    ...[...lower.matchAll(new RegExp(BUSIER_RE.source, 'g'))].map((m) => ({ m, sign: 1 })),
    ...[...lower.matchAll(new RegExp(SIMPLER_RE.source, 'g'))].map((m) => ({ m, sign: -1 })),
  ];
  for (const { m, sign } of hits) {
    const at = m.index;
    const strong = /\b(?:much|way|a lot|lots|really|very|super)\s+$/.test(
      lower.slice(Math.max(0, at - 12), at),
    )
      ? 2
      : 1;
    const clause = clauses.find((c) => at >= c.start && at < c.end);
    const inClause = clause ? parts.filter((p) => p.start >= clause.start && p.end <= clause.end) : [];
    let nearest: { role: PartRole; d: number } | null = null;
    for (const p of inClause.length > 0 ? inClause : parts) {
      const d = Math.min(Math.abs(p.start - at), Math.abs(p.end - at));
      if (!nearest || d < nearest.d) nearest = { role: p.role, d };
    }
    // "thin out the drums n perc": parts named together in a list take the change together.
    const listed: (PartRole | 'all')[] =
      nearest && (inClause.length > 0 || nearest.d < 40)
        ? partsListedWith(lower, parts, nearest.role)
        : ['all'];
    for (const role of listed)
      if (!edits.some((e) => e.op === 'density' && e.part === role))
        edits.push({ op: 'density', part: role, delta: sign * strong });
  }
  // "the drums are a bit much": said right after a part, "much" is a complaint about that part.
  // "the hats r too much, turn em down" asks for less volume, not fewer notes; "tone em down"
  // asks for less of them: softer and fewer.
  const volume = /\b(?:softer|quieter|louder|volume|turn (?:\S+ )?down|down in the mix)\b/.test(lower);
  // "the horns r too much, cut em": the part goes, rather than playing less.
  const removing =
    /\b(?:cut|lose|kill|ditch|remove|mute|get rid of|scrap|delete|drop) (?:the |them|em|'em|it|those)/.test(
      lower,
    );
  for (const m of volume || removing ? [] : lower.matchAll(MUCH_RE)) {
    const part = parts.find((p) => p.end <= m.index && m.index - p.end <= 2);
    if (part && !edits.some((e) => e.op === 'density' && e.part === part.role))
      edits.push({ op: 'density', part: part.role, delta: -1 });
  }
  if (VARIATION_RE.test(lower)) edits.push({ op: 'variation' });
  return edits;
}

/** What joins parts into one list: "drums and perc", "bass n drums", "keys, pad & strings". */
const LIST_JOIN_RE = /^\s*(?:,|\+|&|and|n|'n'|plus)\s*(?:(?:the|some)\s+)?$/;

/** The part `role` and every part chained to it by a list join, in text order. */
function partsListedWith(
  lower: string,
  parts: readonly { role: PartRole; start: number; end: number }[],
  role: PartRole,
): PartRole[] {
  const at = parts.findIndex((p) => p.role === role);
  let first = at;
  while (first > 0 && LIST_JOIN_RE.test(lower.slice(parts[first - 1]!.end, parts[first]!.start))) first--;
  let last = at;
  while (last < parts.length - 1 && LIST_JOIN_RE.test(lower.slice(parts[last]!.end, parts[last + 1]!.start)))
    last++;
  return [...new Set(parts.slice(first, last + 1).map((p) => p.role))];
}

/**
 * Words before a line that ask for it afresh ("a new melody", "redo the bass", "a catchier tune");
 * an adding verb counts for the melody only ("add a melody" over one means a new one).
 */
const FRESH_BEFORE_RE =
  /\b(new|different|fresh|another|other|rewrite|re-?write|redo|re-?do|regenerate|re-?roll|reroll|change up|switch up|change|vary|better|catchier|catchy|more catchy|more memorable|memorable|hookier|nicer|cooler|prettier|add|write|give (?:me|it))\s+(?:(?:a|an|the|me|it|us|some|up)\s+){0,2}(?:(?:new|different|fresh|catchy|catchier|better|nicer|memorable|cool|pretty)\s+){0,2}$/;
const ADDING_VERB = /^(?:add|write|give (?:me|it))$/;
const LINES: readonly [RegExp, PartRole][] = [
  [/\b(?:melody|tune|top ?line|hook|lead line|solo)\b/, 'melody'],
  [/\b(?:bass ?line|bass)\b/, 'bass'],
  [/\b(?:drum (?:part|pattern|groove|beat)|drums)\b/, 'drums'],
];
/** Words after a line that find it dull or ask it better ("the bass is boring", "the melody catchier"). */
const DULL_AFTER_RE =
  /^\s*(?:(?:is|'s|are|sounds?|feels?)\s+(?:kinda |a bit |so |too |really |pretty )?(?:boring|meh|bland|weak|lame|dull|generic|forgettable)|(?:a (?:bit|little) )?(?:catchier|hookier|less boring|more (?:catchy|memorable|interesting|singable|hooky)))\b/;
/** A second line beside the melody: "another melody", "a countermelody", "a 2nd melody". */
const COUNTER_RE =
  /\b(?:counter[- ]?melod(?:y|ies)|counter ?line|(?:second|2nd|extra|another|additional) (?:melody|melodic line)|two melodies|harmony line)\b/;

/**
 * Lines a message asks to hear afresh over the same chords ("new melody pls", "add a melody, smth
 * catchy", "redo the bass line", "the melody is boring"), and whether it asks for a counter-melody
 * beside the melody instead ("another melody", "a countermelody"). Whether there is a line to
 * rewrite is the caller's question.
 * @example freshLines('add a melody, smth catchy') // { roles: ['melody'], counter: false }
 */
export function freshLines(lower: string): {
  readonly roles: readonly PartRole[];
  readonly counter: boolean;
} {
  const counter = COUNTER_RE.test(lower) && !/\btry (?:a |an )?(?:another|other|different)\b/.test(lower);
  const roles: PartRole[] = [];
  for (const [re, role] of LINES) {
    const m = re.exec(lower);
    if (!m || (counter && role === 'melody')) continue;
    const verb = FRESH_BEFORE_RE.exec(lower.slice(Math.max(0, m.index - 48), m.index))?.[1];
    const dull = DULL_AFTER_RE.test(lower.slice(m.index + m[0].length));
    if ((verb && (role === 'melody' || !ADDING_VERB.test(verb))) || dull) roles.push(role);
  }
  return { roles, counter };
}
