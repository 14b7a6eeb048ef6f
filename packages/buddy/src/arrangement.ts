import {
  type CompositionSpec,
  instrumentRange,
  type PartRole,
  type PartSpec,
  type Piece,
} from '@riffmate/music';
import { INSTRUMENT_WORDS, isKeyboard, namesKeyboards, sameInstrumentFamily } from './instruments.ts';
import { type ReplyLanguage, t } from './language/messages/index.ts';
import { instrumentWord, roleWord } from './language/terms.ts';
import { PART_WORDS } from './parts.ts';
import { escapeRegExp, findPhrases } from './text.ts';
import type { ComposeRequest } from './types.ts';

type Entry = PartRole | PartSpec;

const roleOf = (e: Entry): PartRole => (typeof e === 'string' ? e : e.role);
const ADD_RE =
  /\b(?:add|adding|(?:can|could|may) (?:i|we) (?:get|have)|bring (?:back|in)|bring\s+(?:the\s+|an?\s+|some\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:back|in)\b|back in|put in|throw in|bring in|include|layer|give (?:me|it)|put (?:an?|some)|put (?!it\b|the\b|this\b|that\b|them\b|those\b|everything\b|all\b|in\b|on\b|back\b|up\b|down\b)(?=[a-z])|(?:throw|slap|chuck|stick|pop) (?:an?|some|in)|plus|with|w\/?(?= (?:it|that|this)\b))\b|\b(?:on top|under(?:neath)? (?:it|that|this)|underneath|under the|over (?:it|that|this))\b|^(?:(?:ok|okay|cool|nice|great)[,!.]?\s+)?(?:and|plus|also|now)\s+(?:an?\s+|some\s+)?\w/;
const REMOVE_RE =
  /\b(?:no|without|remove|delete|erase|scrap|drop|lose|mute|kill|cut|take out|get rid of|take away|strip out|ditch|no more)\s+(?:the\s+|any\s+|all\s+)?$/;

/**
 * "just piano and bass", "strip it back to drums", "bass only": the words keep only the parts named
 * right after (or before) them; "nah just make it 140" keeps everything.
 */
const STRIP_TO_RE = new RegExp(
  `\\b(?:just|only|nothing but|strip(?:ped)? (?:it )?(?:back|down) to|down to|(?:everything|all|every part|all (?:the )?parts) (?:but|except(?: for)?|apart from|besides|other than|save))\\s+(?:the\\s+|an?\\s+|some\\s+)?(?:${partNames()})\\b|\\b(?:${partNames()})\\s+only\\b`,
);

function partNames(): string {
  return [...INSTRUMENT_WORDS.flatMap((i) => i.names), ...PART_WORDS.flatMap((p) => p.names)]
    .map(escapeRegExp)
    .sort((a, b) => b.length - a.length)
    .join('|');
}

/** Which spec entry plays the piece's part: the k-th entry of that role (the engine keeps their order). */
function entryIndexOf(
  parts: readonly Entry[],
  piece: Piece,
  part: Piece['parts'][number] | undefined,
): number {
  if (!part) return -1;
  const k = piece.parts.filter((p) => p.role === part.role).indexOf(part);
  const indices = parts.map((e, i) => (roleOf(e) === part.role ? i : -1)).filter((i) => i >= 0);
  return indices[k] ?? -1;
}

/**
 * The spec entry an instrument named for removal plays. A role said with it ("the harp melody",
 * "the lead guitar") picks that part of the instrument's family; an instrument the piece lacks
 * names the one of its family that plays ("drop the rhythm guitar" over an overdriven guitar),
 * in the instrument's usual role when the family plays several.
 */
function entryToRemove(
  parts: readonly Entry[],
  piece: Piece,
  hit: { phrase: string; program: number; role: PartRole },
  roleSaid: PartRole | null,
): number {
  const pitched = piece.parts.filter((p) => p.role !== 'drums' && p.role !== 'percussion');
  const kin = pitched.filter((p) =>
    namesKeyboards(hit.phrase) ? isKeyboard(p.program) : sameInstrumentFamily(p.program, hit.program),
  );
  const inRole = (role: PartRole) =>
    kin.find((p) => p.role === role && p.program === hit.program) ?? kin.find((p) => p.role === role);
  const part =
    (roleSaid ? inRole(roleSaid) : undefined) ??
    pitched.find((p) => p.program === hit.program) ??
    (new Set(kin.map((p) => p.program)).size === 1 ? kin[0] : inRole(hit.role)) ??
    // "take the pad out" over a string pad: the part word names the part, whatever plays it.
    (roleSaid ? pitched.find((p) => p.role === roleSaid) : undefined);
  return entryIndexOf(parts, piece, part);
}

/** Every spec entry an instrument plays, in the piece's part order. */
function entryIndicesFor(parts: readonly Entry[], piece: Piece, program: number): number[] {
  const out: number[] = [];
  const playing = piece.parts.filter(
    (p) => p.program === program && p.role !== 'drums' && p.role !== 'percussion',
  );
  for (const part of playing) {
    const k = piece.parts.filter((p) => p.role === part.role).indexOf(part);
    const i = parts.map((e, j) => (roleOf(e) === part.role ? j : -1)).filter((j) => j >= 0)[k];
    if (i !== undefined && !out.includes(i)) out.push(i);
  }
  return out;
}

/** Two instruments of a family that play in the same register (alto and tenor sax, not violin and cello). */
function sameRegister(a: number, b: number): boolean {
  const mid = (p: number) => {
    const [lo, hi] = instrumentRange(p).home;
    return (lo + hi) / 2;
  };
  return Math.abs(mid(a) - mid(b)) < 7;
}

/**
 * Change the line-up of the piece in focus as a message asks: add parts and instruments ("add a
 * string part", "put a pad under it", "melody on top"), remove them ("no drums", "drop the sax"),
 * swap instruments ("swap the flute for a sax") or move a part to another instrument ("the chords
 * on organ"). Every other part stays as it is, note for note. Returns the new parts and why any
 * asked change could not be made.
 * @example editLineUp('add a string part', { partList: [{ role: 'pad', program: 48 }] }, spec, piece).parts // [..., { role: 'pad', program: 48 }]
 */
export function editLineUp(
  lower: string,
  request: ComposeRequest,
  spec: CompositionSpec,
  piece: Piece,
  lang: ReplyLanguage = 'en',
  /** The role a new instrument doubles ("strings doubling the melody"): it plays that role. */
  doubles: PartRole | null = null,
  /** An uploaded file's notes play on beside the line-up, so it may end up empty. */
  fileHeld = false,
): { parts: Entry[]; reasons: string[] } {
  const parts: Entry[] = [...spec.parts];
  const streamsBefore = streamsOf(parts);
  const reasons: string[] = [];
  const swapped = new Set<number>();
  for (const s of request.swaps ?? []) {
    swapped.add(s.to);
    // "swap piano for rhodes": every part the piano plays moves to the Rhodes. "the guitar" names
    // the piece's own guitar (a nylon one too) when no guitar of the word's default sound plays.
    let indices = entryIndicesFor(parts, piece, s.from);
    if (indices.length === 0) {
      const kin = [
        ...new Set(
          piece.parts
            .filter(
              (q) => q.role !== 'drums' && q.role !== 'percussion' && sameInstrumentFamily(q.program, s.from),
            )
            .map((q) => q.program),
        ),
      ];
      if (kin.length === 1) indices = entryIndicesFor(parts, piece, kin[0]!);
    }
    if (indices.length === 0) {
      reasons.push(t(lang, 'reasonNoInstrumentToSwap', instrumentWord(lang, s.from)));
      continue;
    }
    for (const i of indices) {
      const old = parts[i]!;
      parts[i] = { ...(typeof old === 'string' ? { role: old } : old), program: s.to };
    }
  }
  // Instruments named after a removal verb: "drop the sax".
  const removedPrograms = new Set<number>();
  const removedRoles = new Set<PartRole>();
  for (const hit of findPhrases(lower, INSTRUMENT_WORDS)) {
    const before = lower.slice(Math.max(0, hit.start - 24), hit.start);
    const after = lower.slice(hit.end, hit.end + 12);
    // "drop the strings an octave" moves them; it takes nothing out.
    const moving =
      /^\s+(?:(?:part|line|track|sound)\s+)?(?:down\s+|up\s+)?(?:(?:by\s+)?an?\s+(?:octave|\d+(?:st|nd|rd|th)|fifth|fourth|third|step|semitone|tone)|octave|\d|by\b|lower|higher|down\b|to\s+(?:the\s+)?(?:low|lower|bottom))/.test(
        lower.slice(hit.end, hit.end + 24),
      );
    const removing =
      (REMOVE_RE.test(before) && !moving) ||
      (/\b(?:take|pull|leave|cut|drop)\s+(?:the\s+)?$/.test(before) &&
        /^\s+(?:(?:part|line|track|sound)\s+)?(?:out|off)\b/.test(after));
    // ("kill the piano, strings instead": the piano's part is swapped, not taken out.)
    if (!removing || (request.swaps ?? []).some((s) => s.from === hit.value.program)) continue;
    removedPrograms.add(hit.value.program);
    // "the harp melody": the part word right after; "the lead guitar": the phrase's own role word.
    const roleSaid =
      findPhrases(lower.slice(hit.end, hit.end + 20), PART_WORDS).find((p) => p.start <= 1)?.value ??
      (findPhrases(hit.phrase, PART_WORDS).length > 0 || /^(?:pads?|synth pads?)$/.test(hit.phrase)
        ? hit.value.role
        : null);
    const i = entryToRemove(parts, piece, { ...hit.value, phrase: hit.phrase }, roleSaid);
    if (i < 0) reasons.push(t(lang, 'reasonNoInstrumentToRemove', instrumentWord(lang, hit.value.program)));
    else {
      removedRoles.add(roleOf(parts[i]!));
      parts.splice(i, 1);
    }
    // "mute the piano and the bass": the parts listed after the instrument go too.
    const list = /^(?:(?:\s*,\s*|\s+(?:and|&|plus)\s+)(?:the\s+)?[a-z-]+(?: [a-z-]+)?)+/.exec(
      lower.slice(hit.end),
    );
    if (list)
      for (const role of findPhrases(list[0], PART_WORDS)) {
        for (let k = parts.length - 1; k >= 0; k--) if (roleOf(parts[k]!) === role.value) parts.splice(k, 1);
      }
  }
  for (const asked of request.withoutParts ?? []) {
    // "drop the percussion" beside a kit: the percussion part, not the drums.
    const role =
      asked === 'drums' &&
      /\bpercussion\b/.test(lower) &&
      !/\b(?:drums?|kit)\b/.test(lower) &&
      parts.some((e) => roleOf(e) === 'percussion')
        ? 'percussion'
        : asked;
    // "mute the drums and the percussion": both go.
    if (
      role === 'drums' &&
      /\b(?:drums?|kit)\s+(?:and|&|plus|n)\s+(?:the\s+)?percussion\b|\bpercussion\s+(?:and|&|plus|n)\s+(?:the\s+)?(?:drums?|kit)\b/.test(
        lower,
      )
    )
      for (let i = parts.length - 1; i >= 0; i--) if (roleOf(parts[i]!) === 'percussion') parts.splice(i, 1);
    // "lose the lead guitar": the instrument named the part already taken out.
    if (removedRoles.has(role)) continue;
    const before = parts.length;
    for (let i = parts.length - 1; i >= 0; i--) if (roleOf(parts[i]!) === role) parts.splice(i, 1);
    if (parts.length === before) reasons.push(t(lang, 'reasonNoRoleToRemove', roleWord(lang, role)));
  }
  // "strip it back to just piano and bass": the parts named are the ones kept, not ones to add.
  // "put a muted trumpet on the melody": the part moves to that instrument; nothing is added.
  const onPart =
    /\b(?:put|have|get|use)\s+(?:an?\s+|some\s+|the\s+)?[\w ()-]{1,30}?\s+(?:on|for)\s+(?:the\s+)?(?:melody|lead|tune|top ?line|chords|comping|harmony|bass(?: ?line)?)\b/.test(
      lower,
    );
  const addingClauses = ADD_RE.test(lower) && !(onPart && !/\badd\b/.test(lower));
  const only = !addingClauses && STRIP_TO_RE.test(lower);
  const another = /\b(?:second|another|2nd|one more|extra|double)\b/.test(lower);
  // "guitar skanks on the offbeat too", "strings as well": a new instrument joins the one there.
  const joining =
    /\b(?:too|as well|also)\s*[.!]*$/.test(lower) &&
    !/\b(?:\w{3,}er|more|less|octave|up|down|instead|swap|switch|change|replace)\b/.test(lower);
  for (const named of only ? [] : (request.partList ?? [])) {
    // "make the rhodes louder and add a sax": only the parts named in an adding clause are added.
    const adding = (addingClauses && addedInItsClause(lower, named)) || joining;
    // "add a second guitar": the same kind of instrument the piece already has.
    const twin =
      another && named.program !== undefined
        ? piece.parts.find((q) => q.role !== 'drums' && q.program >> 3 === named.program! >> 3)
        : undefined;
    const p = twin ? { ...named, role: twin.role, program: twin.program } : named;
    if (twin) {
      parts.push({ role: p.role, program: p.program });
      continue;
    }
    if (p.program !== undefined && (swapped.has(p.program) || removedPrograms.has(p.program))) continue;
    if ((request.swaps ?? []).some((s) => s.from === p.program)) continue;
    const sameRole = parts.findIndex((e) => roleOf(e) === p.role);
    if (p.program !== undefined) {
      // "add a sax melody" over a tenor sax melody: the piece already has one (a different sax
      // is the same line on the same kind of instrument; "a second melody" adds one).
      const same = piece.parts.find(
        (q) =>
          q.role === p.role &&
          (q.program === p.program ||
            (p.role !== 'chords' &&
              p.role !== 'pad' &&
              q.program >> 3 === p.program! >> 3 &&
              sameRegister(q.program, p.program!))),
      );
      // "strings softer", "piano up an octave": the instrument names the part to change, not a
      // new sound for it.
      const modifying =
        /\b(?:louder|softer|quieter|busier|simpler|sparser|shorter|longer|staccato|legato|higher|lower|octave|up|down|volume)\b/.test(
          lower,
        ) && !/\b(?:on|use|using|instead|swap|switch|change|replace|as)\b/.test(lower);
      if (same && (same.program === p.program || (adding && !another))) {
        // "louder piano" names the piano to change it, not to add one; "swap the bass for an
        // upright" over an upright says it already plays there.
        if (adding || (!modifying && /\b(?:swap|switch|change|use|replace|put|make)\b/.test(lower)))
          reasons.push(
            t(lang, 'reasonAlreadyHasOn', instrumentWord(lang, same.program), roleWord(lang, p.role)),
          );
        continue;
      }
      // "make the keys busier" names the keyboard part, not a new instrument for it.
      const generic =
        /\bkeys\b|\bkeyboards?\b/.test(lower) &&
        piece.parts.some((q) => q.role === p.role && (q.program < 8 || (q.program >= 16 && q.program < 24)));
      if (generic && !adding) continue;
      if (!adding && sameRole >= 0 && modifying) continue;
      if (!adding && sameRole >= 0) {
        // "the chords on organ", "use a fretless bass instead": the part changes instrument.
        const old = parts[sameRole]!;
        parts[sameRole] = { ...(typeof old === 'string' ? { role: old } : old), program: p.program };
        continue;
      }
      // A second line on another instrument answers the melody rather than doubling its job.
      const role = p.role === 'melody' && sameRole >= 0 && doubles !== 'melody' ? 'counter-melody' : p.role;
      parts.push({ role, program: p.program, ...(p.density ? { density: p.density } : {}) });
      continue;
    }
    if (sameRole >= 0) {
      if (adding)
        reasons.push(
          p.role === 'drums'
            ? t(lang, 'reasonAlreadyHasDrums')
            : t(lang, 'reasonAlreadyHasPart', roleWord(lang, p.role)),
        );
      continue;
    }
    if (adding) parts.push(p.density ? { role: p.role, density: p.density } : p.role);
  }
  // "strip it back to just piano and bass": every part not named goes.
  const list = request.partList ?? [];
  if (list.length > 0 && only) {
    // A role string plays the style's instrument for its role: read it from the piece.
    const programOf = (e: Entry) =>
      roleOf(e) === 'drums' || roleOf(e) === 'percussion'
        ? undefined
        : typeof e !== 'string' && e.program !== undefined
          ? e.program
          : piece.parts.find((p) => p.role === roleOf(e))?.program;
    const keep = (e: Entry) =>
      list.some((n) => {
        const program = programOf(e);
        return n.program !== undefined
          ? program !== undefined && sameInstrumentFamily(program, n.program)
          : n.role === roleOf(e);
      });
    const kept = parts.filter(keep);
    if (kept.length > 0) parts.splice(0, parts.length, ...kept);
  }
  if (parts.length === 0 && spec.parts.length > 0 && !fileHeld) {
    reasons.push(t(lang, 'reasonNoPartsLeft'));
    return { parts: [...spec.parts], reasons };
  }
  if (parts.length > 16) {
    reasons.push(t(lang, 'reasonMaxParts'));
    return { parts: [...spec.parts], reasons };
  }
  // A part kept while an earlier part of its role goes keeps its random stream, so it plays as it did.
  const streamsAfter = streamsOf(parts);
  const kept = parts.map((e, i) => {
    const before = streamsBefore.get(e);
    return before !== undefined && before !== streamsAfter.get(e) && typeof e !== 'string'
      ? { ...e, stream: before }
      : before !== undefined && before !== streamsAfter.get(e)
        ? { role: e as PartRole, stream: before }
        : parts[i]!;
  });
  return { parts: kept, reasons };
}

/** Clauses of one message, split where "and" or a comma starts another ask ("…louder and add a sax"). */
const CLAUSE_BREAK_RE =
  /[,;]\s*|\s+(?:and|then|also|plus)\s+(?=(?:then\s+|also\s+)?(?:make|turn|put|bring|add|take|drop|swap|change|move|give|throw|lose|cut|mute|kill|remove|switch|use|get|let|can|could)\b)/;

/**
 * Whether a named part belongs to a clause that adds: a message of one clause adds all it names;
 * in "make the rhodes louder and add a sax" only the sax is added.
 */
function addedInItsClause(lower: string, named: PartSpec): boolean {
  const clauses = lower.split(CLAUSE_BREAK_RE).filter((c) => c.trim() !== '');
  if (clauses.length <= 1) return true;
  const names = (clause: string) => [
    ...findPhrases(clause, INSTRUMENT_WORDS).map((h) => ({ role: h.value.role, program: h.value.program })),
    ...findPhrases(clause, PART_WORDS).map((h) => ({ role: h.value, program: undefined })),
  ];
  const mentioned = clauses.filter((c) =>
    names(c).some((n) => (named.program !== undefined ? n.program === named.program : n.role === named.role)),
  );
  return mentioned.length === 0 || mentioned.some((c) => ADD_RE.test(c));
}

/** The random stream each entry of a line-up plays from (as the engine's `resolveParts` gives it). */
function streamsOf(entries: readonly Entry[]): Map<Entry, string> {
  const counts = new Map<PartRole, number>();
  const out = new Map<Entry, string>();
  for (const e of entries) {
    if (out.has(e)) continue;
    const role = roleOf(e);
    const n = (counts.get(role) ?? 0) + 1;
    counts.set(role, n);
    out.set(e, (typeof e === 'string' ? undefined : e.stream) ?? (n === 1 ? role : `${role}#${n}`));
  }
  return out;
}
