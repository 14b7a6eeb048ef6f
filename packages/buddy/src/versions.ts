import { isMinorMode, MODES, type Mode, type Piece, parsePitchClass } from '@riffmate/music';
import { INSTRUMENT_WORDS, sameInstrumentFamily } from './instruments.ts';
import { parseKeyMention } from './keys.ts';
import { extractRequest } from './parse-request.ts';
import { findPhrases } from './text.ts';

/**
 * An earlier version of the piece asked back by how it sounded: "go back to the minor version",
 * "back to the 90 bpm one", "i liked the flute version better". `description` is what names it
 * ("minor", "90 bpm"); `original` asks for the first version in the chat.
 */
export interface VersionAsk {
  readonly description: string;
  /** The version as the reply names it: "the minor version", "the version without the flute". */
  readonly name: string;
  readonly original: boolean;
  /** Said as "go back to …": a description the figures cannot check still asks for the version before. */
  readonly goBack: boolean;
  /** "the version before the intro": the newest version without a section of this label. */
  readonly before?: string;
}

/** The word that makes a description a version of the piece: "the minor version", "the one with flute". */
const VERSION_NOUN = '(?:version|one|take|mix|edit|draft|variant|variation)';
const FILLER = String.raw`(?:(?:pls|please|plz|ok|okay|hmm+|nah|no|ugh|actually|yeah|yea|ya|honestly|wait|sorry)[,.!]?\s+)*`;
const POLITE = String.raw`(?:(?:can|could) (?:you|u|we)\s+|let'?s\s+|i (?:wanna|want to)\s+)?`;
/** The words a version is asked back with; the rest of the message names it. */
const GO_BACK_RE = new RegExp(
  String.raw`^${FILLER}${POLITE}(?:(?:go|switch|change it|put it|take (?:it|me|us)|turn it|flip it|roll it|get|bring it|jump)\s+back\s+to|back\s+to|revert(?:\s+it)?(?:\s+back)?\s+to|return\s+to|restore|roll\s+back\s+to|bring\s+back)\s+(.+)$`,
);
/** "can i have the minor version back", "give me the 90 bpm one again". */
const HAVE_AGAIN_RE = new RegExp(
  String.raw`^${FILLER}${POLITE}(?:(?:can|could|may) (?:i|we) (?:have|get)|give (?:me|us)|i want|i'?d like)\s+(.+?)\s+(?:back|again)\b`,
);
/** "i liked the minor version better", "i prefer the flute take", "the 90 bpm one was better". */
const PREFERRED_RES: readonly RegExp[] = [
  new RegExp(
    String.raw`^${FILLER}i\s+(?:liked|like|prefer(?:red)?|loved|love)\s+(.+?)(?:\s+(?:(?:way|much|a lot)\s+)?(?:better|more|instead))?\s*[.!?]*$`,
  ),
  new RegExp(
    String.raw`^${FILLER}(.+?)\s+(?:was|sounded)\s+(?:(?:way|much|a lot|so much)\s+)?(?:better|nicer)\b`,
  ),
];
/** A version named before its noun ("the minor version") or after it ("the one with the flute"). */
const NAMED_BEFORE_RE = new RegExp(String.raw`^(?:the\s+|that\s+|my\s+)?(.+?)\s+${VERSION_NOUN}\b`);
const NAMED_AFTER_RE = new RegExp(
  String.raw`^(?:the\s+|that\s+|my\s+)?${VERSION_NOUN}\s+((?:with|without|w|w/o|in|at|where|that (?:had|was|has))\b.*?)(?:\s+(?:back|again|instead|pls|please|plz|thanks|thx))*\s*[.!?]*$`,
);
const ORIGINAL_RE = new RegExp(
  String.raw`^(?:the\s+|my\s+)?(?:very\s+)?(?:original|first|initial|starting|start|beginning)(?:\s+${VERSION_NOUN})?\s*(?:back|again|pls|please|plz)?\s*[.!?]*$`,
);

/** Words that name no version of their own: "the previous one" is plain undo. */
const PLAIN_PREVIOUS_RE =
  /^(?:previous|last|old|older|earlier|other|prior|one before|before|former|good|better|nice|best)$/;

/** "the version before the intro", "the one before i added the bridge": a section added since. */
const BEFORE_SECTION_RE = new RegExp(
  String.raw`^(?:the\s+|that\s+)?${VERSION_NOUN}\s+(?:from\s+)?before\s+(?:(?:i|we|you|u)\s+(?:added|put in|tacked on|wrote)\s+|adding\s+)?(?:the\s+|an?\s+|that\s+)?(intro|outro|bridge|chorus|verse|ending|breakdown|build)\b`,
);

/** What a description of a version says, or `null` when it names none. */
function versionNamed(text: string): Omit<VersionAsk, 'goBack'> | null {
  if (ORIGINAL_RE.test(text)) return { description: 'first', name: 'the first version', original: true };
  const section = BEFORE_SECTION_RE.exec(text)?.[1];
  if (section)
    return {
      description: `before the ${section}`,
      name: `the version before the ${section}`,
      original: false,
      before: section,
    };
  const after = NAMED_AFTER_RE.exec(text);
  const m = after ?? NAMED_BEFORE_RE.exec(text);
  if (!m) return null;
  const description = m[1]!.trim();
  // ("the version in d" is named "the version in D".)
  const key = parseKeyMention(description);
  const shown = key?.key
    ? `${description.slice(0, key.start)}${description
        .slice(key.start, key.end)
        .replace(/\b[a-g](?=(?:#|b)?(?:\s|$|m\b))/, (l) => l.toUpperCase())}${description.slice(key.end)}`
    : description;
  const name = after ? `the version ${shown}` : `the ${shown} version`;
  if (PLAIN_PREVIOUS_RE.test(description)) return null;
  // "the one before that", "go back to the chorus one": no description the piece's figures can check.
  if (/^(?:before|after)\b|\b(?:it|this|which|what)\b/.test(description)) return null;
  return { description, name, original: false };
}

/**
 * The earlier version a message asks back by description, or `null` when it names none (plain
 * "undo" and "the previous one was better" are for the undo reader).
 * @example versionAsked('hmm go back to the minor version') // { description: 'minor', original: false, goBack: true }
 */
export function versionAsked(lower: string): VersionAsk | null {
  const text = lower.trim();
  const back = GO_BACK_RE.exec(text);
  const named = back ?? HAVE_AGAIN_RE.exec(text) ?? PREFERRED_RES.map((re) => re.exec(text)).find(Boolean);
  // "go back to a minor key" asks for a key, not a version.
  if (!named || /^(?:an?|another|new|some)\b/.test(named[1]!)) return null;
  const version = versionNamed(named[1]!);
  return version ? { ...version, goBack: back !== null } : null;
}

const MODE_WORD_RE = new RegExp(String.raw`\b(${MODES.join('|')})\b`);

const sameMode = (a: Mode, b: Mode) =>
  a === b ||
  (isMinorMode(a) &&
    isMinorMode(b) &&
    (a === 'minor' || a === 'aeolian') === (b === 'minor' || b === 'aeolian')) ||
  ((a === 'major' || a === 'ionian') && (b === 'major' || b === 'ionian'));

/**
 * Whether a version fits what a description says of it (key, mode, tempo, meter, length, style,
 * swing, instruments and parts), read against the piece heard now for "slower" and "faster".
 * `null` when the description states nothing that can be checked.
 */
export function fitsDescription(description: string, version: Piece, now: Piece): boolean | null {
  const checks: boolean[] = [];
  const { request } = extractRequest(description, null);
  const meta = version.meta;
  if (request.key) {
    checks.push(parsePitchClass(request.key.tonic)?.chroma === parsePitchClass(meta.key.tonic)?.chroma);
    if (!request.tonicOnly) checks.push(sameMode(request.key.mode, meta.key.mode));
  } else {
    const mode = MODE_WORD_RE.exec(description)?.[1] as Mode | undefined;
    if (mode) checks.push(sameMode(mode, meta.key.mode));
  }
  if (request.tempo !== undefined) checks.push(Math.abs(meta.tempo - request.tempo) <= 1);
  if (/\b(?:slow|slower|chill(?:er)?|laid[- ]?back)\b/.test(description))
    checks.push(meta.tempo < now.meta.tempo);
  if (/\b(?:fast|faster|quick|quicker|upbeat)\b/.test(description)) checks.push(meta.tempo > now.meta.tempo);
  if (request.meter)
    checks.push(
      meta.meter.numerator === request.meter.numerator &&
        meta.meter.denominator === request.meter.denominator,
    );
  if (request.bars !== undefined) checks.push(meta.bars === request.bars);
  const swingSaid = /\b(?:swung|swing(?:ing|y)?|shuffle)\b/.test(description);
  if (swingSaid) checks.push(meta.swing > 0);
  else if (/\bstraight\b/.test(description)) checks.push(meta.swing === 0);
  else if (request.style) checks.push(meta.style === request.style);
  const pitched = version.parts.filter((p) => p.role !== 'drums' && p.role !== 'percussion');
  const without = /\b(?:without|no|minus)\b/.test(description);
  for (const hit of findPhrases(description, INSTRUMENT_WORDS)) {
    const has = pitched.some((p) => sameInstrumentFamily(p.program, hit.value.program));
    checks.push(without ? !has : has);
  }
  for (const role of request.withoutParts ?? []) checks.push(!version.parts.some((p) => p.role === role));
  if (!without && /\bdrums?\b/.test(description)) checks.push(version.parts.some((p) => p.role === 'drums'));
  return checks.length > 0 ? checks.every(Boolean) : null;
}
