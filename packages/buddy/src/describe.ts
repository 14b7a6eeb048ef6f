import { type CompositionSpec, DRUM_CHANNEL, type PartRole, type Piece, partRoleOf } from '@riffmate/music';
import type { PartRef, PieceChange } from './diff.ts';
import { type ReplyLanguage, t } from './language/messages/index.ts';
import { instrumentWord, keyWord, roleWord, sectionWord, styleWord } from './language/terms.ts';

/**
 * The progression as a musician reads it: the first cycle of chords with their numerals.
 * @example progressionText(piece) // 'Am – F – C – G (i – VI – III – VII)'
 */
export function progressionText(
  piece: Piece,
  layout: readonly { readonly label: string; readonly bars: number }[] = [],
  lang: ReplyLanguage = 'en',
): string {
  const chordsOf = (segs: Piece['meta']['progression']) => {
    // No chords there (an intro of drums alone): "N.C.", as a chart writes it.
    if (segs.length === 0) return 'N.C.';
    const shown = segs.slice(0, Math.min(segs.length, 8));
    const symbols = shown.map((s) => s.symbol).join(' – ');
    const romans = shown.every((s) => s.roman) ? ` (${shown.map((s) => s.roman).join(' – ')})` : '';
    return `${symbols}${segs.length > shown.length ? ' …' : ''}${romans}`;
  };
  if (layout.length < 2) return chordsOf(piece.meta.progression);
  // A piece with sections: each one's chords under its name, numerals all in the home key.
  let bar = 0;
  return layout
    .map((section) => {
      const from = bar;
      bar += section.bars;
      const segs = piece.meta.progression.filter((s) => s.bar >= from && s.bar < bar);
      return `${sectionWord(lang, section.label)}: ${chordsOf(segs)}`;
    })
    .join('; ');
}

/** A part's label in a change: "bass (Electric Bass (finger))", "drums". */
function partLabel(lang: ReplyLanguage, p: PartRef): string {
  if (p.channel === DRUM_CHANNEL) return roleWord(lang, p.role === 'percussion' ? 'percussion' : 'drums');
  return t(lang, 'partWithInstrument', roleWord(lang, p.role), instrumentWord(lang, p.program));
}

/** "a, b and c" in the reply's language. */
function listText(lang: ReplyLanguage, items: readonly string[]): string {
  return items.length > 1
    ? t(lang, 'listAnd', items.slice(0, -1).join(', '), items[items.length - 1]!)
    : (items[0] ?? '');
}

/**
 * One line saying what was made: length, style, key, tempo, meter, and each part with its instrument.
 * @example pieceSummary(piece) // 'an 8-bar lo-fi piece in F# minor at 80 BPM in 4/4 — chords on Electric Piano 1, …'
 */
export function pieceSummary(piece: Piece, lang: ReplyLanguage = 'en'): string {
  const m = piece.meta;
  const style = styleWord(lang, m.style);
  const meter = `${m.meter.numerator}/${m.meter.denominator}`;
  // A groove of drums alone has no harmony: no key is named for it.
  if (drumsAlone(piece))
    return t(
      lang,
      'summary',
      t(lang, 'summaryHeadDrums', m.bars, style, m.tempo, meter),
      partsText(piece, lang),
    );
  const head = t(lang, 'summaryHead', m.bars, style, keyWord(lang, m.key), m.tempo, meter);
  return t(lang, 'summary', head, partsText(piece, lang));
}

/**
 * "Now it's …" after an edit, with the chords as the piece plays them (a groove of drums alone has
 * none to list).
 */
export function nowIsText(
  piece: Piece,
  layout: readonly { readonly label: string; readonly bars: number }[] = [],
  lang: ReplyLanguage = 'en',
): string {
  const line = t(lang, 'nowIs', pieceSummary(piece, lang), progressionText(piece, layout, lang));
  return drumsAlone(piece) ? line.split('\n')[0]! : line;
}

/** Every part plays on the drum channel: a groove with no harmony. */
export const drumsAlone = (piece: Piece): boolean =>
  piece.parts.length > 0 && piece.parts.every((p) => p.channel === DRUM_CHANNEL);

/** Each part with its instrument, and the feel: "chords on Electric Piano 1, bass on … and drums (swung)". */
export function partsText(piece: Piece, lang: ReplyLanguage = 'en'): string {
  const m = piece.meta;
  const extras = [m.swing > 0.05 ? t(lang, 'swung') : '', m.humanize >= 0.45 ? t(lang, 'humanized') : ''];
  const feel = extras.filter(Boolean).join(', ');
  const parts = listText(
    lang,
    piece.parts.map((p) =>
      p.role === 'drums'
        ? roleWord(lang, 'drums')
        : // Percussion on the drum channel plays kit sounds: program 0 there is no piano.
          p.channel === DRUM_CHANNEL
          ? roleWord(lang, p.role)
          : t(lang, 'partOn', roleWord(lang, p.role), instrumentWord(lang, p.program)),
    ),
  );
  return feel ? `${parts} (${feel})` : parts;
}

const DRUMLESS_STYLES: ReadonlySet<string> = new Set(['classical-piano', 'chorale', 'ambient']);

const IDEAS = ['nextIdea1', 'nextIdea2', 'nextIdea3', 'nextIdea4', 'nextIdea5'] as const;
/** The ideas that fit drums alone (no key to move, no bass or chords to change). */
const GROOVE_IDEAS = ['nextIdea3', 'nextIdea4'] as const;

/** The part an idea names ("make the bass busier", "the chords on Rhodes"). */
const IDEA_NEEDS: Readonly<Partial<Record<(typeof IDEAS)[number], PartRole>>> = {
  nextIdea2: 'bass',
  nextIdea5: 'chords',
};

/**
 * One next step to suggest, picked from what the piece lacks (deterministic by seed).
 * @example nextStep(spec) // 'Want me to add drums?'
 */
export function nextStep(
  spec: CompositionSpec,
  lang: ReplyLanguage = 'en',
  piece?: Piece,
  /** The chat's turn: edits of one piece offer a different idea each time, not the same one again. */
  turn = 0,
  /** Parts the user just took out: offering them back would ignore what was asked. */
  removed: ReadonlySet<PartRole> = new Set(),
): string {
  // The parts heard, when the piece is at hand: a style's line-up can add parts the spec never named.
  const roles = new Set(piece ? piece.parts.map((p) => p.role) : spec.parts.map(partRoleOf));
  // Drums are no next step for a chorale, a piano piece or one instrument playing alone.
  const programs = new Set(piece?.parts.filter((p) => p.role !== 'drums').map((p) => p.program));
  const drumless = DRUMLESS_STYLES.has(spec.style) || programs.size === 1;
  const missing = (role: PartRole) => !roles.has(role) && !removed.has(role);
  // A groove of drums alone: the parts it lacks, or ideas that need no key, bass or chords.
  if (piece && drumsAlone(piece)) {
    if (missing('bass') && missing('chords')) return t(lang, 'nextGrooveParts');
    return t(lang, GROOVE_IDEAS[(Math.abs(spec.seed) + turn) % GROOVE_IDEAS.length]!);
  }
  if (missing('drums') && roles.size > 1 && !drumless) return t(lang, 'nextDrums');
  if (missing('melody') && roles.has('chords')) return t(lang, 'nextMelody');
  if (missing('bass') && roles.has('chords') && !drumless) return t(lang, 'nextBass');
  // An idea names only parts the piece plays: no "busier bass" without a bass, no chords moved to
  // another instrument without a chords part.
  const ideas = IDEAS.filter((idea) => IDEA_NEEDS[idea] === undefined || roles.has(IDEA_NEEDS[idea]));
  return t(lang, ideas[(Math.abs(spec.seed) + turn) % ideas.length]!);
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The reply for a new piece: what was made, the progression, any choices made for the user, and
 * one next step.
 * @example composeReply(piece, spec, ["you didn't name a key, so I went with D minor"]) // 'Here's an 8-bar …'
 */
export function composeReply(
  piece: Piece,
  spec: CompositionSpec,
  choices: readonly string[],
  lang: ReplyLanguage = 'en',
): string {
  const composed = t(lang, 'composed', pieceSummary(piece, lang), progressionText(piece));
  const lines = [drumsAlone(piece) ? composed.split('\n')[0]! : composed];
  if (choices.length > 0) lines.push(t(lang, 'filledIn', capitalise(choices.join('; '))));
  lines.push(nextStep(spec, lang, piece));
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
  lang: ReplyLanguage = 'en',
): string {
  const lines = [
    t(lang, 'done', lang === 'en' ? `I ${changes.join(', ')}` : changes.join(', ')),
    nowIsText(piece, [], lang),
  ];
  if (choices.length > 0) lines.push(t(lang, 'filledIn', capitalise(choices.join('; '))));
  lines.push(nextStep(spec, lang, piece));
  return lines.join('\n');
}

function semitoneWords(lang: ReplyLanguage, n: number): string {
  const abs = Math.abs(n);
  const amount =
    abs === 12
      ? t(lang, 'anOctave')
      : abs === 24
        ? t(lang, 'twoOctaves')
        : abs === 1
          ? t(lang, 'aSemitone')
          : abs === 2
            ? t(lang, 'aWholeStep')
            : t(lang, 'semitones', abs);
  return t(lang, n > 0 ? 'shiftUp' : 'shiftDown', amount);
}

/** Bar indices (0-based) as runs: "bar 3", "bars 1–4, 7". */
function barsText(lang: ReplyLanguage, bars: readonly number[] | null): string {
  if (!bars) return t(lang, 'everyBar');
  if (bars.length === 0) return '';
  const runs: string[] = [];
  let start = bars[0]!;
  let prev = start;
  for (const b of [...bars.slice(1), Number.NaN]) {
    if (b === prev + 1) {
      prev = b;
      continue;
    }
    runs.push(start === prev ? `${start + 1}` : `${start + 1}–${prev + 1}`);
    start = b;
    prev = b;
  }
  return t(lang, 'bars', bars.length, runs.join(', '));
}

/**
 * The changes an edit made, in words, from the diff of the two files (never from what was meant).
 * @example changesText([{ kind: 'tempo', from: 90, to: 106 }]) // 'the tempo went from 90 to 106 BPM'
 */
export function changesText(changes: readonly PieceChange[], lang: ReplyLanguage = 'en'): string {
  const keyChange = changes.find((c) => c.kind === 'key');
  const moved = changes.filter((c) => c.kind === 'moved');
  // "every note moved" only when no part changed in another way (a part left as it was, or only
  // played softer, did not move).
  const otherPartChange = changes.some(
    (c) =>
      c.kind === 'rewritten' ||
      c.kind === 'altered' ||
      c.kind === 'feel' ||
      c.kind === 'chords' ||
      c.kind === 'dynamics',
  );
  const allMovedTogether =
    !!keyChange &&
    !otherPartChange &&
    moved.length > 0 &&
    moved.every(
      (m) => m.kind === 'moved' && !m.bars && m.semitones === (moved[0] as { semitones: number }).semitones,
    );
  const out: string[] = [];
  for (const c of changes) {
    switch (c.kind) {
      case 'tempo':
        out.push(t(lang, 'changedTempo', c.from, c.to));
        break;
      case 'key':
        out.push(
          allMovedTogether
            ? t(
                lang,
                'changedKeyMoved',
                keyWord(lang, c.from),
                keyWord(lang, c.to),
                semitoneWords(lang, (moved[0] as { semitones: number }).semitones),
              )
            : t(lang, 'changedKey', keyWord(lang, c.to), keyWord(lang, c.from)),
        );
        break;
      case 'meter':
        out.push(t(lang, 'changedMeter', c.to, c.from));
        break;
      case 'bars':
        out.push(t(lang, 'changedBars', c.to, c.from));
        break;
      case 'swing':
        out.push(
          c.to < 0.1
            ? t(lang, 'changedStraight')
            : t(lang, 'changedSwing', Math.round(c.from * 100), Math.round(c.to * 100)),
        );
        break;
      case 'part-added':
        out.push(
          c.part.channel === DRUM_CHANNEL && c.part.role !== 'percussion'
            ? t(lang, 'addedDrums')
            : t(lang, 'addedPart', partLabel(lang, c.part)),
        );
        break;
      case 'part-removed':
        out.push(t(lang, 'removedPart', partLabel(lang, c.part)));
        break;
      case 'instrument':
        out.push(
          t(
            lang,
            'changedInstrument',
            roleWord(lang, c.role),
            instrumentWord(lang, c.to),
            instrumentWord(lang, c.from),
          ),
        );
        break;
      case 'moved':
        if (!allMovedTogether)
          out.push(
            t(
              lang,
              'movedPart',
              partLabel(lang, c.part),
              semitoneWords(lang, c.semitones),
              c.bars ? barsText(lang, c.bars) : '',
            ),
          );
        break;
      case 'rewritten': {
        // "bass is too busy": a rewrite with clearly fewer or more notes says so, with the count.
        const [from, to] = c.notes;
        const busier = Math.abs(to - from) >= Math.max(2, from * 0.15);
        out.push(
          busier
            ? t(lang, 'rewrotePartCount', partLabel(lang, c.part), barsText(lang, c.bars), from, to)
            : t(lang, 'rewrotePart', partLabel(lang, c.part), barsText(lang, c.bars)),
        );
        break;
      }
      case 'silenced':
        out.push(t(lang, 'silencedPart', partLabel(lang, c.part), barsText(lang, c.bars)));
        break;
      case 'altered':
        out.push(t(lang, 'alteredPart', partLabel(lang, c.part), barsText(lang, c.bars)));
        break;
      case 'feel':
        out.push(t(lang, 'changedFeel', partLabel(lang, c.part), c.bars ? barsText(lang, c.bars) : ''));
        break;
      case 'chords':
        out.push(t(lang, 'changedChords', barsText(lang, c.bars), c.to.join(' – '), c.from.join(' – ')));
        break;
      case 'dynamics':
        out.push(
          t(
            lang,
            'changedDynamics',
            partLabel(lang, c.part),
            c.to > c.from,
            c.from,
            c.to,
            c.bars ? barsText(lang, c.bars) : '',
          ),
        );
        break;
    }
  }
  return out.join(', ');
}
