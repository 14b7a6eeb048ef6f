import {
  analyseProgression,
  articulate,
  type ChordSegment,
  type CompositionSpec,
  compose,
  DRUM_CHANNEL,
  DRUM_DETAILS,
  type DrumDetail,
  drumDetail,
  type Key,
  kickLockedBassLine,
  type NoteEvent,
  PART_ROLES,
  type Part,
  type PartNotes,
  type PartRole,
  type PartSpec,
  type Piece,
  PPQ,
  pieceTitle,
  syncopate,
  transposeChordSymbol,
  transposeKey,
  walkingBassLine,
} from '@riffmate/music';

/**
 * A note-level edit applied after the engine writes the piece, so an edit can move the notes that
 * were heard instead of writing new ones.
 * - `shift`: move pitched notes by semitones (all parts, or some roles; all bars, or a range).
 * - `rewrite`: replace a bar range with the same bars of the piece written from another seed.
 * - `tempo`: play the same notes at another tempo (the engine writes for the tempo it is given, so
 *   a tempo change never goes back to the engine).
 * - `straighten`: every note starts on the straight sixteenth grid ("no swing": swung off-beats,
 *   triplet fills and laid-back timing all land on the grid), in every part and section.
 * - `walking-bass`: the bass parts walk in quarter notes through the chords, whatever the style;
 *   `skips` adds a ghosted eighth into each change ("walk the bass more").
 * - `kick-bass`: the bass parts play the chord roots on the kick's onsets ("lock the bass with the
 *   kick"); `kicks` keeps the onsets once the drums are gone; a piece without a kick keeps its bass.
 * - `velocity`: every note of some roles (or all) plays louder or softer by a factor.
 * - `drum-detail`: the drums get hat rolls, fills or ghost notes (in some bars, or where they fit).
 * - `double`: the part on `program` plays the first other part of its role note for note, moved
 *   by `semitones` ("a cello doubling the bass an octave up").
 * - `rest`: some roles fall silent in a bar range ("no drums in the first two bars"); the part stays.
 * - `syncopate`: the strong-beat notes of some pitched roles (or all) come an eighth early.
 * - `articulate`: notes of some pitched roles (or all) play shorter (staccato) or longer (legato).
 */
export type NoteOp =
  | { readonly op: 'tempo'; readonly bpm: number }
  | { readonly op: 'straighten' }
  | { readonly op: 'walking-bass'; readonly skips?: boolean }
  | { readonly op: 'kick-bass'; readonly kicks?: readonly number[] }
  | {
      readonly op: 'velocity';
      readonly factor: number;
      readonly roles?: readonly PartRole[];
      readonly bars?: readonly [number, number];
      /** Only the parts on these instruments ("the guitar quieter" beside keys on the chords). */
      readonly programs?: readonly number[];
    }
  | {
      readonly op: 'drum-detail';
      readonly detail: DrumDetail;
      readonly seed: number;
      readonly bars?: readonly [number, number];
    }
  | { readonly op: 'double'; readonly role: PartRole; readonly program: number; readonly semitones: number }
  | {
      readonly op: 'syncopate';
      readonly roles?: readonly PartRole[];
      readonly bars?: readonly [number, number];
    }
  | { readonly op: 'articulate'; readonly factor: number; readonly roles?: readonly PartRole[] }
  | {
      readonly op: 'rest';
      readonly roles: readonly PartRole[];
      readonly bars: readonly [number, number];
      /** Only the parts on these instruments ("drop the cello in bars 1-4"). */
      readonly programs?: readonly number[];
      /** In drum parts, only these kit pieces (GM notes: "no kick in bar 7"). */
      readonly kit?: readonly number[];
    }
  | {
      readonly op: 'shift';
      readonly semitones: number;
      readonly roles?: readonly PartRole[];
      readonly bars?: readonly [number, number];
      /** Only the parts on these instruments ("banjo up an octave" beside a guitar on the chords). */
      readonly programs?: readonly number[];
    }
  | {
      readonly op: 'rewrite';
      readonly seed: number;
      readonly bars: readonly [number, number];
      /** Play those bars busier (1, 2) or sparser (−1, −2) than the rest. */
      readonly density?: number;
      /**
       * The chords bar by bar, as heard, to write those bars over ("make bar 3 a G7"); the piece is
       * then written from its own seed so the new bars sound like the old ones.
       */
      readonly chords?: readonly string[];
      /**
       * Only these parts take the new bars ("a new melody": the melody written afresh over the
       * same chords), and only in bars where they played before.
       */
      readonly roles?: readonly PartRole[];
      /** Only the parts on these instruments ("the guitar busier" beside keys on the chords). */
      readonly programs?: readonly number[];
      /**
       * The first bar of the freshly written piece the new bars are taken from, when it is not
       * `bars[0]`: an intro joined later moved the bars, and they keep the music they had.
       */
      readonly source?: number;
    };

/**
 * A double-time bass: each note that has an eighth or more before the next one, in bars `bars`,
 * played twice on the same pitch, the second halfway there, so the line moves twice as fast over
 * the same chords.
 */
function doubledNotes(
  piece: Piece,
  notes: readonly NoteEvent[],
  bars?: readonly [number, number],
): NoteEvent[] {
  const bar = ticksPerBar(piece);
  const [from, to] = bars ?? [0, piece.meta.bars - 1];
  const eighth = piece.meta.ppq / 2;
  const sorted = [...notes].sort((a, b) => a.tick - b.tick);
  return sorted.flatMap((n, i) => {
    const next = sorted.slice(i + 1).find((m) => m.tick > n.tick)?.tick ?? n.tick + n.durationTicks;
    const slot = next - n.tick;
    if (n.tick < from * bar || n.tick >= (to + 1) * bar || slot < eighth) return [n];
    const half = Math.round(slot / 2);
    const length = Math.max(1, Math.min(n.durationTicks, half));
    return [
      { ...n, durationTicks: length },
      { ...n, tick: n.tick + half, durationTicks: length },
    ];
  });
}

/** A section appended after the main piece ("add a chorus"): its own spec, same groove. */
export interface Section {
  readonly label: string;
  readonly spec: CompositionSpec;
  /** The only roles it plays, whatever parts the piece gains later ("4 bars of just drums"). */
  readonly only?: readonly PartRole[];
}

/**
 * What an assistant turn stores so follow-ups reproduce the exact previous piece: the spec the
 * engine writes from, the sections appended to it and the note-level edits applied after it.
 * Version 1 (`{ v: 1, spec }`) is read as a version 2 state without sections or edits.
 */
export interface PieceState {
  readonly v: 2;
  readonly spec: CompositionSpec;
  readonly sections?: readonly Section[];
  readonly ops?: readonly NoteOp[];
  /**
   * Parts kept note for note (an uploaded file's tracks, at 480 PPQ); the spec's parts are written
   * over them on channels they leave free.
   */
  readonly keep?: readonly PartNotes[];
}

/** A rendered piece, or why it could not be. */
export type RenderResult =
  | { readonly ok: true; readonly piece: Piece }
  | { readonly ok: false; readonly error: string };

/**
 * Whole-piece transposition in semitones: the sum of the shifts that apply to every part and bar
 * (octave moves of single parts do not change the key).
 * @example totalShift({ v: 2, spec, ops: [{ op: 'shift', semitones: 2 }] }) // 2
 */
export function totalShift(state: PieceState): number {
  return (state.ops ?? []).reduce(
    (n, o) => (o.op === 'shift' && !o.roles && !o.bars ? n + o.semitones : n),
    0,
  );
}

/**
 * The key the listener hears: the spec's key moved by the whole-piece shifts.
 * @example heardKey({ v: 2, spec: { …, key: { tonic: 'C', mode: 'major' } }, ops: [{ op: 'shift', semitones: 2 }] }) // D major
 */
export function heardKey(state: PieceState): Key {
  const shift = ((totalShift(state) % 12) + 12) % 12;
  return shift === 0 ? state.spec.key : (transposeKey(state.spec.key, shift) ?? state.spec.key);
}

function shiftNotes(notes: readonly NoteEvent[], semitones: number, from: number, to: number): NoteEvent[] {
  return notes.map((n) => {
    if (n.tick < from || n.tick >= to) return n;
    let midi = n.midi + semitones;
    while (midi > 127) midi -= 12;
    while (midi < 0) midi += 12;
    return { ...n, midi };
  });
}

function ticksPerBar(piece: Piece): number {
  const m = piece.meta.meter;
  return Math.round((piece.meta.ppq * 4 * m.numerator) / m.denominator);
}

/** Every onset moved to the nearest straight sixteenth; each part stays in its order. */
function straighten(piece: Piece): Piece {
  const grid = piece.meta.ppq / 4;
  const total = piece.meta.bars * ticksPerBar(piece);
  const parts = piece.parts.map((p) => ({
    ...p,
    notes: p.notes
      .map((n) => {
        const tick = Math.min(total - grid, Math.round(n.tick / grid) * grid);
        return { ...n, tick, durationTicks: Math.max(1, Math.min(n.durationTicks, total - tick)) };
      })
      .sort((a, b) => a.tick - b.tick || a.midi - b.midi),
  }));
  return { meta: { ...piece.meta, swing: 0 }, parts };
}

/** The pitched parts of some roles (or all) with their notes changed; drums and the rest as they were. */
function mapPitched(
  piece: Piece,
  roles: readonly PartRole[] | undefined,
  change: (notes: readonly NoteEvent[]) => NoteEvent[],
  programs?: readonly number[],
): Part[] {
  return piece.parts.map((p) =>
    p.channel === DRUM_CHANNEL ||
    (roles && !roles.includes(p.role)) ||
    (programs && !programs.includes(p.program))
      ? p
      : { ...p, notes: change(p.notes) },
  );
}

function applyOp(piece: Piece, op: NoteOp, spec: CompositionSpec, shifted: number): Piece {
  if (op.op === 'tempo') return { ...piece, meta: { ...piece.meta, tempo: op.bpm } };
  if (op.op === 'straighten') return straighten(piece);
  if (op.op === 'velocity') {
    const bar = ticksPerBar(piece);
    const [fromBar, toBar] = op.bars ?? [0, piece.meta.bars - 1];
    const scale = (n: NoteEvent) =>
      n.tick < fromBar * bar || n.tick >= (toBar + 1) * bar
        ? n
        : { ...n, velocity: Math.max(1, Math.min(127, Math.round(n.velocity * op.factor))) };
    const parts = piece.parts.map((p) =>
      (op.roles && !op.roles.includes(p.role)) || (op.programs && !op.programs.includes(p.program))
        ? p
        : { ...p, notes: p.notes.map(scale) },
    );
    return { ...piece, parts };
  }
  if (op.op === 'drum-detail') {
    const parts = piece.parts.map((p) =>
      p.channel === DRUM_CHANNEL
        ? { ...p, notes: drumDetail(piece, p.notes, op.detail, op.seed, op.bars) }
        : op.detail === 'double-time' && p.role === 'bass'
          ? { ...p, notes: doubledNotes(piece, p.notes, op.bars) }
          : p,
    );
    return { ...piece, parts };
  }
  if (op.op === 'double') {
    const source = piece.parts.find((p) => p.role === op.role && p.program !== op.program);
    if (!source) return piece;
    const total = piece.meta.bars * ticksPerBar(piece);
    const parts = piece.parts.map((p) =>
      p.role === op.role && p.program === op.program
        ? { ...p, notes: shiftNotes(source.notes, op.semitones, 0, total) }
        : p,
    );
    return { ...piece, parts };
  }
  if (op.op === 'rest') {
    const bar = ticksPerBar(piece);
    const [from, to] = [op.bars[0] * bar, (op.bars[1] + 1) * bar];
    // A note sounding into the silent bars stops where they start.
    const silence = (notes: readonly NoteEvent[], kit?: readonly number[]) =>
      notes
        .filter((n) => n.tick < from || n.tick >= to || (kit !== undefined && !kit.includes(n.midi)))
        .map((n) =>
          n.tick < from && n.tick + n.durationTicks > from ? { ...n, durationTicks: from - n.tick } : n,
        );
    const parts = piece.parts.map((p) =>
      op.roles.includes(p.role) && (!op.programs || op.programs.includes(p.program))
        ? { ...p, notes: silence(p.notes, p.channel === DRUM_CHANNEL ? op.kit : undefined) }
        : p,
    );
    return { ...piece, parts };
  }
  if (op.op === 'articulate')
    return { ...piece, parts: mapPitched(piece, op.roles, (notes) => articulate(notes, op.factor)) };
  if (op.op === 'syncopate')
    return { ...piece, parts: mapPitched(piece, op.roles, (notes) => syncopate(piece, notes, op.bars)) };
  if (op.op === 'walking-bass') {
    const line = walkingBassLine(piece, op.skips === true);
    return { ...piece, parts: piece.parts.map((p) => (p.role === 'bass' ? { ...p, notes: line } : p)) };
  }
  if (op.op === 'kick-bass') {
    const line = op.kicks ? kickLockedBassLine(piece, op.kicks) : kickLockedBassLine(piece);
    if (line.length === 0) return piece;
    return { ...piece, parts: piece.parts.map((p) => (p.role === 'bass' ? { ...p, notes: line } : p)) };
  }
  const bar = ticksPerBar(piece);
  const [fromBar, toBar] = op.bars ?? [0, piece.meta.bars - 1];
  const from = fromBar * bar;
  const to = (toBar + 1) * bar;
  if (op.op === 'shift') {
    const parts = mapPitched(
      piece,
      op.roles,
      (notes) => shiftNotes(notes, op.semitones, from, to),
      op.programs,
    );
    const whole = !op.roles && !op.bars;
    const key = whole ? (transposeKey(piece.meta.key, op.semitones) ?? piece.meta.key) : piece.meta.key;
    const progression: ChordSegment[] = whole
      ? piece.meta.progression.map((s) => ({
          ...s,
          symbol: transposeChordSymbol(s.symbol, op.semitones, key) ?? s.symbol,
        }))
      : [...piece.meta.progression];
    return { meta: { ...piece.meta, key, progression }, parts };
  }
  const density =
    op.density === undefined
      ? spec.density
      : Object.fromEntries(
          piece.parts.map((p) => [
            p.role,
            Math.max(-2, Math.min(2, (spec.density?.[p.role] ?? 0) + op.density!)),
          ]),
        );
  // The bars are written where they were first asked and played where they are now.
  const lead = (op.source ?? fromBar) - fromBar;
  const length = Math.max(spec.bars, toBar + lead + 1);
  // Back into the spec's key, spelled in it (an unmoved G#7 stays G#7, never Ab7).
  const chords = op.chords?.map((c) =>
    shifted === 0
      ? c
      : c
          .split(' ')
          .map((x) => transposeChordSymbol(x, -shifted, spec.key) ?? x)
          .join(' '),
  );
  // A piece holding an uploaded file's notes: the file's parts are written afresh there too, on
  // their own instruments.
  const written = new Set(spec.parts.map((e) => (typeof e === 'string' ? e : e.role)));
  const fileParts = piece.parts.flatMap((p) =>
    written.has(p.role)
      ? []
      : [p.channel === DRUM_CHANNEL ? ('drums' as const) : { role: p.role, program: p.program }],
  );
  const other = compose({
    ...spec,
    parts: [...spec.parts, ...fileParts],
    seed: op.seed,
    bars: length,
    ...(density ? { density } : {}),
    ...(chords ? { progression: chords.slice(0, length) } : {}),
  });
  if (!other.ok) return piece;
  const parts = piece.parts.map((p) => {
    if (op.roles && !op.roles.includes(p.role)) return p;
    if (op.programs && !op.programs.includes(p.program)) return p;
    // New chords change what is played over them, never the drums (which keep their own edits).
    if (op.chords && !op.roles && p.channel === DRUM_CHANNEL) return p;
    const fresh =
      other.piece.parts.find((q) => q.role === p.role && q.channel === p.channel) ??
      (fileParts.length > 0
        ? other.piece.parts.find((q) => q.role === p.role && q.program === p.program)
        : undefined);
    if (!fresh) return p;
    // A part rewritten alone keeps its silences (an intro without the melody stays without it).
    const played = new Set(p.notes.map((n) => Math.floor(n.tick / bar)));
    const kept = p.notes.filter((n) => n.tick < from || n.tick >= to);
    const bars = fresh.notes
      .map((n) => ({ ...n, tick: n.tick - lead * bar }))
      .filter((n) => n.tick >= from && n.tick < to && (!op.roles || played.has(Math.floor(n.tick / bar))))
      .map((n) => ({ ...n, durationTicks: Math.min(n.durationTicks, to - n.tick) }));
    // The new bars join the piece where earlier transpositions have moved it.
    const added = p.channel === DRUM_CHANNEL ? bars : shiftNotes(bars, shifted, from, to);
    return { ...p, notes: [...kept, ...added].sort((a, b) => a.tick - b.tick || a.midi - b.midi) };
  });
  // A chord held into the rewritten bars stops where they start; one held on past them goes on
  // from where they end.
  const progression = [
    ...piece.meta.progression.flatMap((s) => {
      const end = s.tick + s.durationTicks;
      const head = s.tick < from ? [{ ...s, durationTicks: Math.min(end, from) - s.tick }] : [];
      const tail =
        end > to
          ? [{ ...s, bar: toBar + 1, tick: Math.max(s.tick, to), durationTicks: end - Math.max(s.tick, to) }]
          : [];
      return s.tick >= to ? [s] : [...head, ...tail];
    }),
    ...other.piece.meta.progression
      .map((s) => ({ ...s, bar: s.bar - lead, tick: s.tick - lead * bar }))
      .filter((s) => s.tick < to && s.tick + s.durationTicks > from)
      .map((s) => ({
        ...s,
        bar: Math.max(s.bar, fromBar),
        tick: Math.max(s.tick, from),
        durationTicks: Math.min(s.tick + s.durationTicks, to) - Math.max(s.tick, from),
        // Unmoved, a chord keeps the spelling it was asked in (F#m in Eb stays F#m, never Gbm).
        symbol:
          shifted === 0 ? s.symbol : (transposeChordSymbol(s.symbol, shifted, piece.meta.key) ?? s.symbol),
      })),
  ].sort((a, b) => a.tick - b.tick);
  return { meta: { ...piece.meta, progression }, parts };
}

/**
 * A section joined to the piece, before it (an intro) or after it. The piece's parts keep their
 * order, names and channels; each takes the notes of the section's part with the same role and
 * instrument (the k-th such part for the k-th), so parts added by edits line up too.
 */
function joinSection(piece: Piece, section: Piece, before: boolean): Piece {
  const tpb = ticksPerBar(piece);
  const pieceOffset = before ? section.meta.bars * tpb : 0;
  const sectionOffset = before ? 0 : piece.meta.bars * tpb;
  const move = (notes: readonly NoteEvent[], by: number) => notes.map((n) => ({ ...n, tick: n.tick + by }));
  const used = new Set<Part>();
  const twin = (p: Part): Part | undefined => {
    const k = piece.parts.filter((x) => x.role === p.role && x.program === p.program).indexOf(p);
    // A restyled section may play the role on another instrument: then the same channel continues it.
    const match =
      section.parts.filter((x) => x.role === p.role && x.program === p.program)[k] ??
      section.parts.find((x) => x.role === p.role && x.channel === p.channel && !used.has(x));
    if (match) used.add(match);
    return match;
  };
  const parts: Part[] = piece.parts.map((p) => {
    const q = twin(p);
    const own = move(p.notes, pieceOffset);
    const added = q ? move(q.notes, sectionOffset) : [];
    return { ...p, notes: before ? [...added, ...own] : [...own, ...added] };
  });
  const channels = new Set(parts.map((p) => p.channel));
  for (const q of section.parts) {
    if (used.has(q)) continue;
    const channel = channels.has(q.channel)
      ? (Array.from({ length: 16 }, (_, c) => c).find((c) => c !== DRUM_CHANNEL && !channels.has(c)) ??
        q.channel)
      : q.channel;
    channels.add(channel);
    parts.push({ ...q, channel, notes: move(q.notes, sectionOffset) });
  }
  // Every chord's numeral is read in the piece's home key, so one roman line describes the whole.
  // A section of drums alone plays no chords: the chord lane stays empty there.
  const harmonic = section.parts.some((q) => q.channel !== DRUM_CHANNEL && q.notes.length > 0);
  const home = (segs: Piece['meta']['progression']) => {
    const romans = analyseProgression(
      segs.map((s) => s.symbol),
      piece.meta.key,
    );
    return harmonic ? segs.map((s, i) => ({ ...s, roman: romans[i]?.roman ?? null })) : [];
  };
  const shiftSegments = (segs: Piece['meta']['progression'], bars: number, ticks: number) =>
    segs.map((s) => ({ ...s, bar: s.bar + bars, tick: s.tick + ticks }));
  const progression = before
    ? [
        ...home(section.meta.progression),
        ...shiftSegments(piece.meta.progression, section.meta.bars, pieceOffset),
      ]
    : [
        ...piece.meta.progression,
        ...shiftSegments(home(section.meta.progression), piece.meta.bars, sectionOffset),
      ];
  return { meta: { ...piece.meta, bars: piece.meta.bars + section.meta.bars, progression }, parts };
}

/**
 * The swing an uploaded file's notes play (0 straight, 1 triplet) and the note value that swings:
 * the one whose off-beats land later on average. `null` when the file plays straight.
 * @example keptSwing(state.keep) // { amount: 0.66, unit: 'eighth' }
 */
export function keptSwing(
  keep: readonly PartNotes[],
): { amount: number; unit: 'eighth' | 'sixteenth' } | null {
  const heard = (unit: number) => {
    let sum = 0;
    let count = 0;
    for (const part of keep)
      for (const [tick] of part.notes) {
        const at = (tick % (unit * 2)) / (unit * 2);
        if (at >= 0.45 && at <= 0.7) {
          sum += at - 0.5;
          count++;
        }
      }
    return count === 0 ? 0 : Math.max(0, Math.min(1, (sum / count) * 6));
  };
  const eighth = heard(PPQ / 2);
  const sixteenth = heard(PPQ / 4);
  const best =
    sixteenth > eighth
      ? { amount: sixteenth, unit: 'sixteenth' as const }
      : { amount: eighth, unit: 'eighth' as const };
  return best.amount >= 0.1 ? best : null;
}

/** The piece with the file's own parts; until a swing is asked it swings as the file's notes do. */
function withKept(piece: Piece, keep: readonly PartNotes[], fileFeel: boolean): Piece {
  const used = new Set(keep.map((k) => k.channel));
  const free = Array.from({ length: 16 }, (_, c) => c).filter((c) => c !== DRUM_CHANNEL && !used.has(c));
  const kept: Part[] = keep.map((k) => ({
    name: k.name,
    role: k.role,
    program: k.program,
    channel: k.channel,
    notes: k.notes.map(([tick, durationTicks, midi, velocity]) => ({ tick, durationTicks, midi, velocity })),
  }));
  let next = 0;
  const written = piece.parts.map((p) =>
    p.channel === DRUM_CHANNEL
      ? p
      : { ...p, channel: used.has(p.channel) ? (free[next++] ?? p.channel) : p.channel },
  );
  const feel = fileFeel ? keptSwing(keep) : null;
  const meta = feel ? { ...piece.meta, swing: feel.amount, swingUnit: feel.unit } : piece.meta;
  return { meta, parts: [...kept, ...written] };
}

/** The order sections are joined in: all but the outros as added, then the outros (the ending). */
function playingOrder(sections: readonly Section[]): Section[] {
  return [...sections.filter((s) => s.label !== 'outro'), ...sections.filter((s) => s.label === 'outro')];
}

/**
 * The piece's sections as heard, with their lengths in bars; the piece itself is the 'main part'.
 * Each intro is joined before everything joined so far.
 * @example sectionLayout({ v: 2, spec, sections: [{ label: 'bridge', spec: bridge }] }) // [{ label: 'main part', bars: 8 }, { label: 'bridge', bars: 8 }]
 */
export function sectionLayout(state: PieceState): { label: string; bars: number }[] {
  const out = [{ label: 'main part', bars: state.spec.bars }];
  for (const s of playingOrder(state.sections ?? [])) {
    const block = { label: s.label, bars: s.spec.bars };
    if (s.label === 'intro') out.unshift(block);
    else out.push(block);
  }
  return out;
}

/**
 * Write the piece a state describes: the engine's piece from the spec, each section appended,
 * then the note-level edits in order. Pure and deterministic.
 * @example renderState({ v: 2, spec }).ok // true
 */
export function renderState(state: PieceState): RenderResult {
  // A file kept as it is, with nothing written over it, is the file alone (its questions answered
  // from its own notes).
  const fileOnly = !!state.keep?.length && (state.spec.parts?.length ?? 0) === 0;
  const base = compose(fileOnly ? { ...state.spec, parts: ['chords'] } : state.spec);
  if (!base.ok) return base;
  let piece = state.keep
    ? withKept(
        fileOnly ? { ...base.piece, parts: [] } : base.piece,
        state.keep,
        state.spec.swing === undefined,
      )
    : base.piece;
  // Intros go before the piece, every other section after it, outros last; the joined piece keeps
  // the main piece's meta (key, style, title).
  // A section of a file plays the file's own parts too, beside any written over it.
  const fileLineUp: PartSpec[] = (state.keep ?? []).map((k) =>
    k.channel === DRUM_CHANNEL ? { role: 'drums' } : { role: k.role, program: k.program },
  );
  for (const s of playingOrder(state.sections ?? [])) {
    const written = new Set(s.spec.parts.map((p) => (typeof p === 'string' ? p : p.role)));
    // (An intro or an ending leaves the melody out, the file's as well.)
    const plain = s.label === 'intro' || s.label === 'outro' || s.label === 'ending';
    const parts = [
      ...s.spec.parts,
      ...fileLineUp.filter((p) => !written.has(p.role) && !(plain && p.role === 'melody')),
    ];
    const r = compose({ ...s.spec, parts, tempo: base.piece.meta.tempo, meter: base.piece.meta.meter });
    if (!r.ok) return r;
    piece = joinSection(piece, r.piece, s.label === 'intro');
  }
  let shifted = 0;
  for (const asked of state.ops ?? []) {
    const op = opWithinPiece(asked, piece.meta.bars);
    if (!op) continue;
    piece = applyOp(piece, op, state.spec, shifted);
    if (op.op === 'shift' && !op.roles && !op.bars) shifted += op.semitones;
  }
  // The file is named after the piece as it now is ("Lo-fi in Eb minor" once dropped a step).
  return { ok: true, piece: { ...piece, meta: { ...piece.meta, title: pieceTitle(piece.meta) } } };
}

/**
 * An edit of some bars, held to the bars the piece has: "bars 9-16 only, new bassline", then "cut
 * it down to 8 bars", leaves no notes written past the new end.
 */
function opWithinPiece(op: NoteOp, bars: number): NoteOp | null {
  if (!('bars' in op) || !op.bars) return op;
  if (op.bars[0] >= bars) return null;
  return op.bars[1] < bars ? op : { ...op, bars: [op.bars[0], bars - 1] };
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

function readSpec(value: unknown): CompositionSpec | null {
  if (!isObject(value)) return null;
  const spec = value as Partial<CompositionSpec>;
  if (!spec.key || typeof spec.bars !== 'number' || !spec.style || !Array.isArray(spec.parts)) return null;
  return spec as CompositionSpec;
}

const isInt = (v: unknown, lo: number, hi: number) =>
  Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;

function isKeptPart(value: unknown): value is PartNotes {
  if (!isObject(value) || typeof value.role !== 'string' || typeof value.name !== 'string') return false;
  if (!isInt(value.program, 0, 127) || !isInt(value.channel, 0, 15) || !Array.isArray(value.notes))
    return false;
  return value.notes.every(
    (n) =>
      Array.isArray(n) &&
      n.length === 4 &&
      isInt(n[0], 0, 2 ** 31) &&
      isInt(n[1], 1, 2 ** 31) &&
      isInt(n[2], 0, 127) &&
      isInt(n[3], 1, 127),
  );
}

/** The MIDI numbers (0–127) in a stored list, or `undefined` when it is no list. */
function midiNumbers(value: unknown): number[] | undefined {
  return Array.isArray(value)
    ? value.filter((n): n is number => Number.isInteger(n) && n >= 0 && n <= 127)
    : undefined;
}

function readOp(value: unknown): NoteOp | null {
  if (!isObject(value)) return null;
  const bars =
    Array.isArray(value.bars) &&
    value.bars.length === 2 &&
    value.bars.every((b) => Number.isInteger(b) && b >= 0)
      ? ([value.bars[0], value.bars[1]] as [number, number])
      : undefined;
  // Roles the engine does not know name no part: dropping them changes nothing.
  const roles = Array.isArray(value.roles)
    ? (value.roles.filter((r) => (PART_ROLES as readonly unknown[]).includes(r)) as PartRole[])
    : undefined;
  if (value.op === 'tempo' && typeof value.bpm === 'number' && value.bpm >= 20 && value.bpm <= 300)
    return { op: 'tempo', bpm: value.bpm };
  if (value.op === 'straighten') return { op: 'straighten' };
  if (value.op === 'walking-bass')
    return { op: 'walking-bass', ...(value.skips === true ? { skips: true } : {}) };
  if (value.op === 'kick-bass') {
    const kicks = Array.isArray(value.kicks)
      ? value.kicks.filter((t): t is number => Number.isInteger(t) && (t as number) >= 0).slice(0, 4096)
      : undefined;
    return { op: 'kick-bass', ...(kicks ? { kicks } : {}) };
  }
  if (
    value.op === 'articulate' &&
    typeof value.factor === 'number' &&
    value.factor >= 0.1 &&
    value.factor <= 4
  )
    return { op: 'articulate', factor: value.factor, ...(roles && roles.length > 0 ? { roles } : {}) };
  if (value.op === 'syncopate')
    return { op: 'syncopate', ...(roles && roles.length > 0 ? { roles } : {}), ...(bars ? { bars } : {}) };
  if (
    value.op === 'velocity' &&
    typeof value.factor === 'number' &&
    value.factor >= 0.25 &&
    value.factor <= 4
  ) {
    const programs = midiNumbers(value.programs);
    return {
      op: 'velocity',
      factor: value.factor,
      ...(roles ? { roles } : {}),
      ...(bars ? { bars } : {}),
      ...(programs ? { programs } : {}),
    };
  }
  if (
    value.op === 'shift' &&
    Number.isInteger(value.semitones) &&
    Math.abs(value.semitones as number) <= 48
  ) {
    const programs = midiNumbers(value.programs);
    return {
      op: 'shift',
      semitones: value.semitones as number,
      ...(roles ? { roles } : {}),
      ...(bars ? { bars } : {}),
      ...(programs ? { programs } : {}),
    };
  }
  if (value.op === 'rewrite' && Number.isInteger(value.seed) && bars) {
    const programs = midiNumbers(value.programs);
    return {
      op: 'rewrite',
      seed: value.seed as number,
      bars,
      ...(Number.isInteger(value.density) ? { density: value.density as number } : {}),
      ...(Array.isArray(value.chords) && value.chords.every((c) => typeof c === 'string')
        ? { chords: value.chords as string[] }
        : {}),
      ...(roles ? { roles } : {}),
      ...(programs ? { programs } : {}),
      ...(isInt(value.source, 0, 10_000) ? { source: value.source as number } : {}),
    };
  }
  if (value.op === 'rest' && bars && roles && roles.length > 0) {
    const programs = midiNumbers(value.programs);
    const kit = midiNumbers(value.kit);
    return {
      op: 'rest',
      roles,
      bars,
      ...(programs ? { programs } : {}),
      ...(kit && kit.length > 0 ? { kit } : {}),
    };
  }
  if (
    value.op === 'drum-detail' &&
    (DRUM_DETAILS as readonly unknown[]).includes(value.detail) &&
    Number.isInteger(value.seed)
  )
    return {
      op: 'drum-detail',
      detail: value.detail as DrumDetail,
      seed: value.seed as number,
      ...(bars ? { bars } : {}),
    };
  const program = midiNumbers([value.program])?.[0];
  if (
    value.op === 'double' &&
    (PART_ROLES as readonly unknown[]).includes(value.role) &&
    program !== undefined &&
    Number.isInteger(value.semitones) &&
    Math.abs(value.semitones as number) <= 24
  )
    return { op: 'double', role: value.role as PartRole, program, semitones: value.semitones as number };
  return null;
}

/**
 * Read the state an assistant turn stored (tolerates missing or malformed data; reads version 1).
 * @example readPieceState({ v: 1, spec }) // { v: 2, spec }
 */
export function readPieceState(value: unknown): PieceState | null {
  if (!isObject(value) || (value.v !== 1 && value.v !== 2)) return null;
  const spec = readSpec(value.spec);
  if (!spec) return null;
  if (value.v === 1) return { v: 2, spec };
  const sections: Section[] = [];
  for (const s of Array.isArray(value.sections) ? value.sections : []) {
    const sSpec = isObject(s) ? readSpec(s.spec) : null;
    if (sSpec && isObject(s)) {
      const only = Array.isArray(s.only)
        ? (s.only.filter((r) => (PART_ROLES as readonly unknown[]).includes(r)) as PartRole[])
        : [];
      sections.push({
        label: typeof s.label === 'string' ? s.label : 'section',
        spec: sSpec,
        ...(only.length > 0 ? { only } : {}),
      });
    }
  }
  const ops = (Array.isArray(value.ops) ? value.ops : []).map(readOp).filter((o): o is NoteOp => o !== null);
  const keep = (Array.isArray(value.keep) ? value.keep : []).filter(isKeptPart);
  return {
    v: 2,
    spec,
    ...(sections.length > 0 ? { sections } : {}),
    ...(ops.length > 0 ? { ops } : {}),
    ...(keep.length > 0 ? { keep } : {}),
  };
}
