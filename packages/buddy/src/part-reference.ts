import { DRUM_CHANNEL, type PartRole, type Piece } from '@riffmate/music';
import { INSTRUMENT_WORDS, isKeyboard, namesKeyboards, sameInstrumentFamily } from './instruments.ts';
import { KIT_PIECE_WORDS, PART_WORDS } from './parts.ts';
import { findPhrases } from './text.ts';

/** Words that change a part already there: louder, an octave up, busier, muted, soloed. */
const MODIFY_RE =
  /\b(?:louder|softer|quieter|volume|turn|boost|up|down|higher|lower|octave|raise|drop|busier|busy|simpler|sparser|denser|fewer|less|more|mute|remove|cut|kill|lose|take|get rid|ditch|no|without|pan|solo|swing|straight|quantize|humani[sz]e|double|transpose|shift|move|shorter|longer|staccato|legato|choppier|tighter|snappier)\b/;
/**
 * Words right before a part or instrument that bring it in as a new sound ("add a flute", "the
 * melody on flute", "swap it for a sax", "try a cello"): then it need not be in the piece yet.
 */
const NEW_SOUND_BEFORE_RE =
  /\b(?:add|adding|bring(?: back| in)?|back in|put in|throw in|include|layer|lay(?: down| in)?|give (?:me|it|us)|plus|with|w|on|onto|to|for|as|into|use|using|try|want|need|new|another|second|extra)\s+(?:(?:a|an|the|some|any|more)\s+)?(?:[\w-]+\s+){0,2}$/;
/** Swaps name an instrument the piece may not have on either side ("swap the banjo for a sax"). */
const SWAP_RE =
  /\b(?:swap|replace|instead|switch|change|changing|turn (?:it|the \w+) into|sounds? (?:(?:a bit |a little )?more )?like)\b/;

/**
 * "make the piano a rhodes", "make the bass sound like an upright": a swap said with "make", the
 * old instrument then the new one (the new one may not be in the piece, nor the old one named by
 * its part).
 */
function madeInto(lower: string, hits: readonly { start: number; end: number }[]): boolean {
  return hits.some(
    (a, i) =>
      i + 1 < hits.length &&
      /\bmake\s+(?:the\s+|my\s+|that\s+|this\s+)?$/.test(lower.slice(0, a.start)) &&
      /^\s+(?:sound\s+)?(?:(?:more\s+)?like\s+|into\s+)?(?:an?\s+|the\s+|some\s+)$/.test(
        lower.slice(a.end, hits[i + 1]!.start),
      ),
  );
}

/** Whether a part plays the instrument a word names (its program, or its family for a generic word). */
function plays(piece: Piece, program: number, phrase: string): boolean {
  const pitched = piece.parts.filter((p) => p.channel !== DRUM_CHANNEL);
  if (namesKeyboards(phrase)) return pitched.some((p) => isKeyboard(p.program));
  return pitched.some((p) => sameInstrumentFamily(p.program, program));
}

/**
 * The word for a part or instrument a message asks to change ("flute up an octave", "mute the
 * sax", "louder strings") when the piece has no such part; `null` when every part named is there
 * or is brought in as a new sound. Changing another part instead would be a change not asked for.
 * @example absentPartNamed('flute up an octave', pieceWithoutFlute) // { phrase: 'flute', program: 73 }
 * @example absentPartNamed('add a flute', pieceWithoutFlute) // null
 */
export function absentPartNamed(
  lower: string,
  piece: Piece,
): { readonly phrase: string; readonly program?: number; readonly role?: PartRole } | null {
  if (!MODIFY_RE.test(lower) || SWAP_RE.test(lower)) return null;
  const taken: boolean[] = [];
  const named: { phrase: string; start: number; present: boolean; program?: number; role?: PartRole }[] = [];
  for (const hit of findPhrases(lower, INSTRUMENT_WORDS, taken)) {
    // ("piano higher, music box register": a register said by the instrument it sounds like.)
    if (/^\s+(?:register|range)\b/.test(lower.slice(hit.end))) continue;
    named.push({
      phrase: hit.phrase,
      start: hit.start,
      program: hit.value.program,
      present: plays(piece, hit.value.program, hit.phrase),
    });
  }
  const roles: { names: readonly string[]; value: PartRole }[] = [...PART_WORDS, ...KIT_PIECE_WORDS];
  for (const hit of findPhrases(lower, roles, taken)) {
    // "solo the bass": the verb, not the melody.
    if (hit.phrase === 'solo' && /^\s+(?:the|it|that)\b/.test(lower.slice(hit.end))) continue;
    // "more chord changes", "change the progression": the harmony every piece has.
    if (hit.value === 'chords' && /^(?:changes|progressions?)$/.test(hit.phrase)) continue;
    named.push({
      phrase: hit.phrase,
      start: hit.start,
      role: hit.value,
      present: piece.parts.some(
        (p) =>
          p.role === hit.value ||
          (hit.value === 'melody' && p.role === 'counter-melody') ||
          (hit.value === 'drums' && p.role === 'percussion') ||
          // "more percussion stuff going on" over a kit: the drums play it.
          (hit.value === 'percussion' && p.role === 'drums'),
      ),
    });
  }
  for (const n of named.sort((a, b) => a.start - b.start)) {
    if (n.present) continue;
    if (NEW_SOUND_BEFORE_RE.test(lower.slice(Math.max(0, n.start - 32), n.start))) continue;
    return n.program !== undefined
      ? { phrase: n.phrase, program: n.program }
      : { phrase: n.phrase, role: n.role! };
  }
  return null;
}

/** "keep the guitar", "leave the drums as they are": a part named only to stay as it is. */
const KEEP_BEFORE_RE =
  /\b(?:keep|keeping|leave|leaving)\s+(?:the\s+|my\s+|that\s+|this\s+|those\s+)?(?:[\w-]+\s+)?$/;
const KEEP_AFTER_RE =
  /^(?:\s+(?:as (?:is|it is|they are)|the same|how it is|alone|though|too|pls|please))*\s*(?=$|[,.;!?]|\s(?:and|but|n|then|just)\b)/;

/**
 * The text without the parts it keeps ("keep the guitar, add drums" reads "add drums"): a part
 * named to stay is no part to bring in or swap to.
 * @example withoutKeptParts('keep the guitar but add drums') // ' but add drums'
 */
export function withoutKeptParts(text: string): string {
  const lower = text.toLowerCase();
  if (!/\b(?:keep|keeping|leave|leaving)\b/.test(lower) || lower.length !== text.length) return text;
  const roles: { names: readonly string[]; value: unknown }[] = [...INSTRUMENT_WORDS, ...PART_WORDS];
  let out = text;
  for (const hit of findPhrases(lower, roles).reverse()) {
    const keep = KEEP_BEFORE_RE.exec(lower.slice(0, hit.start));
    const after = KEEP_AFTER_RE.exec(lower.slice(hit.end));
    if (keep && after) out = `${out.slice(0, keep.index)}${out.slice(hit.end + after[0].length)}`;
  }
  return out;
}

/** Verbs that take out the instrument named after them: it is named so that only it goes. */
const REMOVE_BEFORE_RE =
  /\b(?:no|without|remove|delete|erase|scrap|drop|lose|mute|kill|cut|take out|get rid of|take away|strip out|ditch|no more)\s+(?:the\s+|any\s+|all\s+)?$/;

/**
 * The text with each instrument the piece plays, named to change its part ("sax louder", "the
 * piano an octave down", "make the sax softer and the drums busier"), put as that part's name
 * ("melody louder"), so every reader of parts hears which part is meant. An instrument brought in
 * ("on trumpet", "add vibes", "swap … for …") or taken out by name stays as written.
 * @example namePartsByRole('sax louder pls', pieceWithAltoSaxMelody) // 'melody louder pls'
 */
export function namePartsByRole(text: string, piece: Piece): string {
  const lower = text.toLowerCase();
  if (SWAP_RE.test(lower) || lower.length !== text.length) return text;
  const hits = findPhrases(lower, INSTRUMENT_WORDS);
  if (madeInto(lower, hits)) return text;
  let out = text;
  for (const hit of [...hits].reverse()) {
    const before = lower.slice(Math.max(0, hit.start - 32), hit.start);
    // ("drop the guitar down an octave" moves it: the guitar is named by its part all the same.)
    const moved = /^\s+(?:down|up|an? octave|lower|higher|by\b)/.test(lower.slice(hit.end));
    if (NEW_SOUND_BEFORE_RE.test(before) || (REMOVE_BEFORE_RE.test(before) && !moved)) continue;
    // "synth lead on top", "a pad underneath", "strings w it": a new line laid on the piece.
    if (
      /^\s+(?:on top|over (?:it|that|this|the top)|under(?:neath)? (?:it|that|this)|underneath|(?:w\/?|with) (?:it|that|this))\b/.test(
        lower.slice(hit.end),
      )
    )
      continue;
    const pitched = piece.parts.filter((p) => p.channel !== DRUM_CHANNEL);
    const exact = pitched.filter((p) => p.program === hit.value.program);
    const players =
      exact.length > 0
        ? exact
        : namesKeyboards(hit.phrase)
          ? pitched.filter((p) => isKeyboard(p.program))
          : pitched.filter((p) => sameInstrumentFamily(p.program, hit.value.program));
    const part = players[0];
    // "the horn stabs" already names the part.
    if (PART_WORDS.some((w) => w.value === part?.role && w.names.includes(hit.phrase))) continue;
    // An instrument playing two parts, or a role two parts share, is named by the instrument only.
    if (!part || players.length > 1 || pitched.filter((p) => p.role === part.role).length > 1) continue;
    const word = PART_WORDS.find((w) => w.value === part.role)?.names[0] ?? part.role;
    out = `${out.slice(0, hit.start)}${word}${out.slice(hit.end)}`;
  }
  return out;
}

/** A verb that acts on a part, then a pronoun standing for it: "cut em", "swap them for a …". */
const PRONOUN_OBJECT_RE =
  /\b(cut|kill|lose|drop|ditch|mute|remove|delete|scrap|get rid of|take out|swap|switch|replace|put|move|take|bring|push|pull|shift)\s+(em|'em|them|those|it)\b/g;
/** After "it", what makes the verb act on a part: a move in pitch, or taking it out. */
const IT_MOVE_RE = /^\s+(?:down|up|an? octave|lower|higher|out\b|away\b)/;

/**
 * "horns r too much, cut em", "bass is fighting the guitar, put it down an octave": a pronoun after
 * an edit verb, in a later clause, names the parts said before it ("them" all of them, "it" the
 * first, the clause's subject), so the edit reads "cut the horns", "put the bass down an octave".
 * @example pronounsNamed('horns r too much, cut em') // 'horns r too much, cut the horns'
 */
export function pronounsNamed(text: string): string {
  const lower = text.toLowerCase();
  const taken: boolean[] = [];
  const hits = [
    ...findPhrases(lower, INSTRUMENT_WORDS, taken),
    ...findPhrases(lower, [...PART_WORDS, ...KIT_PIECE_WORDS], taken),
  ].sort((a, b) => a.start - b.start);
  return text.replace(PRONOUN_OBJECT_RE, (whole, verb: string, pronoun: string, at: number) => {
    const before = hits.filter((h) => h.end <= at);
    const last = before.at(-1);
    if (!last || !/[,;.!?]|\b(?:so|and|then|pls|please|just)\b/.test(lower.slice(last.end, at))) return whole;
    const after = lower.slice(at + whole.length);
    // "sax is too much, lose it": a verb that can only take a part out needs nothing after "it".
    const takesOut =
      /^(?:kill|lose|ditch|mute|remove|delete|scrap|get rid of)$/.test(verb) &&
      /^\s*(?:$|[,.;!?]|\b(?:pls|please|again|too|then|for now)\b)/.test(after);
    // "is the piano still in there? swap it for a guitar": "it" is the part that was asked about.
    const swapsOut =
      /^(?:swap|switch|replace)$/.test(verb) && /^\s+(?:for|with|to|into|out for)\b/.test(after);
    if (pronoun === 'it' && !IT_MOVE_RE.test(after) && !takesOut && !swapsOut) return whole;
    if (pronoun === 'it' && /^(?:cut|take)$/.test(verb) && /^\s+(?:down|short|in half)\b/.test(after))
      return whole;
    const named = pronoun === 'it' ? [before[0]!] : before;
    const parts = named.map((h) => `the ${lower.slice(h.start, h.end)}`).join(' and ');
    // "drop them an octave" moves them: said with "move", it cannot read as taking them out.
    const moving = IT_MOVE_RE.test(after) && !/^\s+(?:out|away)\b/.test(after);
    if (moving && /^(?:drop|cut|kill|lose|ditch|take)$/.test(verb))
      return `move ${parts}${/^\s+(?:down|up|lower|higher)\b/.test(after) ? '' : ' down'}`;
    return `${verb} ${parts}`;
  });
}

/** Guitars a player tells apart by one word: "the electric", "acoustic only". */
const GUITAR_KINDS: readonly { readonly word: string; readonly plays: (program: number) => boolean }[] = [
  { word: 'acoustic', plays: (p) => p === 24 || p === 25 },
  { word: 'electric', plays: (p) => p >= 26 && p <= 31 },
];
/** What may follow a kind word that makes it another instrument or no instrument at all. */
const KIND_NOUN_AFTER = String.raw`(?!\s+(?:guitars?|pianos?|bass(?:es)?|drums?|kit|strum\w*|set|version|feel|vibe|sound|style|ballad|blues|rock|folk|pop|cover|arrangement|take)\b)`;

/**
 * The text with a guitar named by its kind alone put in full ("take the electric out" reads "take
 * the electric guitar out") over a piece with such a guitar; "acoustic only", "just the electric"
 * keep that guitar among the guitars (the others go), not among every part.
 * @example guitarsByKind('take the electric out, acoustic only', pieceWithBothGuitars) // 'take the electric guitar out, '
 */
export function guitarsByKind(text: string, piece: Piece): string {
  const guitars = piece.parts.filter((p) => p.channel !== DRUM_CHANNEL && p.program >= 24 && p.program <= 31);
  if (guitars.length === 0 || text.toLowerCase().length !== text.length) return text;
  let out = text;
  for (const kind of GUITAR_KINDS) {
    if (!guitars.some((g) => kind.plays(g.program))) continue;
    const only = new RegExp(
      String.raw`\b(?:just|only)\s+(?:the\s+)?${kind.word}\b${KIND_NOUN_AFTER}|\b${kind.word}\s+(?:only|alone)\b`,
      'i',
    );
    const m = only.exec(out);
    // (Beside no guitar of another kind, "acoustic only" keeps that guitar among every part.)
    const others = GUITAR_KINDS.filter((k) => k !== kind && guitars.some((g) => k.plays(g.program)));
    if (m && others.length > 0) {
      // The other guitars go, unless the message already says what becomes of them.
      const instead = others
        .filter((k) => !new RegExp(String.raw`\b${k.word}\b`, 'i').test(out))
        .map((k) => `no ${k.word} guitar`)
        .join(', ');
      out = `${out.slice(0, m.index)}${instead}${out.slice(m.index + m[0].length)}`;
    }
  }
  for (const kind of GUITAR_KINDS) {
    if (!guitars.some((g) => kind.plays(g.program))) continue;
    out = out.replace(
      new RegExp(
        String.raw`\b(?:the|that|this|my|no)\s+${kind.word}\b${KIND_NOUN_AFTER}|\b${kind.word}(?=\s+(?:out|off|part|line|louder|softer|quieter|up|down|higher|lower|busier|simpler|sparser|an? octave)\b)`,
        'gi',
      ),
      (all: string) => `${all} guitar`,
    );
  }
  return out;
}
