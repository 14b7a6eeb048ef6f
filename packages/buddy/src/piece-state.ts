import {
  type ChordSegment,
  type CompositionSpec,
  compose,
  DRUM_CHANNEL,
  type Key,
  type NoteEvent,
  type Part,
  type PartNotes,
  type PartRole,
  type Piece,
  transposeChordSymbol,
  transposeKey,
} from '@riffmate/music';

/**
 * A note-level edit applied after the engine writes the piece, so an edit can move the notes that
 * were heard instead of writing new ones.
 * - `shift`: move pitched notes by semitones (all parts, or some roles; all bars, or a range).
 * - `rewrite`: replace a bar range with the same bars of the piece written from another seed.
 * - `tempo`: play the same notes at another tempo (the engine writes for the tempo it is given, so
 *   a tempo change never goes back to the engine).
 */
export type NoteOp =
  | { readonly op: 'tempo'; readonly bpm: number }
  | {
      readonly op: 'shift';
      readonly semitones: number;
      readonly roles?: readonly PartRole[];
      readonly bars?: readonly [number, number];
    }
  | {
      readonly op: 'rewrite';
      readonly seed: number;
      readonly bars: readonly [number, number];
      /** Play those bars busier (1, 2) or sparser (−1, −2) than the rest. */
      readonly density?: number;
    };

/** A section appended after the main piece ("add a chorus"): its own spec, same groove. */
export interface Section {
  readonly label: string;
  readonly spec: CompositionSpec;
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

function applyOp(piece: Piece, op: NoteOp, spec: CompositionSpec, shifted: number): Piece {
  if (op.op === 'tempo') return { ...piece, meta: { ...piece.meta, tempo: op.bpm } };
  const bar = ticksPerBar(piece);
  const [fromBar, toBar] = op.bars ?? [0, piece.meta.bars - 1];
  const from = fromBar * bar;
  const to = (toBar + 1) * bar;
  if (op.op === 'shift') {
    const parts = piece.parts.map((p) =>
      p.channel === DRUM_CHANNEL || (op.roles && !op.roles.includes(p.role))
        ? p
        : { ...p, notes: shiftNotes(p.notes, op.semitones, from, to) },
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
  const other = compose({
    ...spec,
    seed: op.seed,
    bars: Math.max(spec.bars, toBar + 1),
    ...(density ? { density } : {}),
  });
  if (!other.ok) return piece;
  const parts = piece.parts.map((p) => {
    const fresh = other.piece.parts.find((q) => q.role === p.role && q.channel === p.channel);
    if (!fresh) return p;
    const kept = p.notes.filter((n) => n.tick < from || n.tick >= to);
    const bars = fresh.notes
      .filter((n) => n.tick >= from && n.tick < to)
      .map((n) => ({ ...n, durationTicks: Math.min(n.durationTicks, to - n.tick) }));
    // The new bars join the piece where earlier transpositions have moved it.
    const added = p.channel === DRUM_CHANNEL ? bars : shiftNotes(bars, shifted, from, to);
    return { ...p, notes: [...kept, ...added].sort((a, b) => a.tick - b.tick || a.midi - b.midi) };
  });
  const progression = [
    ...piece.meta.progression.filter((s) => s.bar < fromBar || s.bar > toBar),
    ...other.piece.meta.progression
      .filter((s) => s.bar >= fromBar && s.bar <= toBar)
      .map((s) => ({ ...s, symbol: transposeChordSymbol(s.symbol, shifted, piece.meta.key) ?? s.symbol })),
  ].sort((a, b) => a.tick - b.tick);
  return { meta: { ...piece.meta, progression }, parts };
}

/** The k-th part of a role continues as the k-th part of that role (channels move when a section drops a part). */
function sameTrack(parts: readonly Part[], p: Part, from: readonly Part[]): Part | undefined {
  const k = from.filter((x) => x.role === p.role && x.program === p.program).indexOf(p);
  return (
    parts.filter((x) => x.role === p.role && x.program === p.program)[k] ??
    parts.find((x) => x.role === p.role && x.channel === p.channel)
  );
}

function append(piece: Piece, next: Piece): Piece {
  const offset = piece.meta.bars * ticksPerBar(piece);
  const parts: Part[] = piece.parts.map((p) => {
    const q = sameTrack(next.parts, p, piece.parts);
    return q ? { ...p, notes: [...p.notes, ...q.notes.map((n) => ({ ...n, tick: n.tick + offset }))] } : p;
  });
  for (const q of next.parts) {
    if (!sameTrack(piece.parts, q, next.parts))
      parts.push({ ...q, notes: q.notes.map((n) => ({ ...n, tick: n.tick + offset })) });
  }
  const progression = [
    ...piece.meta.progression,
    ...next.meta.progression.map((s) => ({ ...s, bar: s.bar + piece.meta.bars, tick: s.tick + offset })),
  ];
  return { meta: { ...piece.meta, bars: piece.meta.bars + next.meta.bars, progression }, parts };
}

function withKept(piece: Piece, keep: readonly PartNotes[]): Piece {
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
  return { ...piece, parts: [...kept, ...written] };
}

/**
 * Write the piece a state describes: the engine's piece from the spec, each section appended,
 * then the note-level edits in order. Pure and deterministic.
 * @example renderState({ v: 2, spec }).ok // true
 */
export function renderState(state: PieceState): RenderResult {
  const base = compose(state.spec);
  if (!base.ok) return base;
  let piece = state.keep ? withKept(base.piece, state.keep) : base.piece;
  // Intros go before the piece, every other section after it, in the order they were added.
  for (const s of state.sections ?? []) {
    const r = compose({ ...s.spec, tempo: base.piece.meta.tempo, meter: base.piece.meta.meter });
    if (!r.ok) return r;
    if (s.label === 'intro') {
      // The joined piece keeps the main piece's meta (key, style, title), with the intro's bars added.
      const joined = append(r.piece, piece);
      piece = {
        ...joined,
        meta: { ...piece.meta, bars: joined.meta.bars, progression: joined.meta.progression },
      };
    } else piece = append(piece, r.piece);
  }
  let shifted = 0;
  for (const op of state.ops ?? []) {
    piece = applyOp(piece, op, state.spec, shifted);
    if (op.op === 'shift' && !op.roles && !op.bars) shifted += op.semitones;
  }
  return { ok: true, piece };
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

function readOp(value: unknown): NoteOp | null {
  if (!isObject(value)) return null;
  const bars =
    Array.isArray(value.bars) &&
    value.bars.length === 2 &&
    value.bars.every((b) => Number.isInteger(b) && b >= 0)
      ? ([value.bars[0], value.bars[1]] as [number, number])
      : undefined;
  if (value.op === 'tempo' && typeof value.bpm === 'number' && value.bpm >= 20 && value.bpm <= 300)
    return { op: 'tempo', bpm: value.bpm };
  if (
    value.op === 'shift' &&
    Number.isInteger(value.semitones) &&
    Math.abs(value.semitones as number) <= 48
  ) {
    const roles = Array.isArray(value.roles)
      ? (value.roles.filter((r) => typeof r === 'string') as PartRole[])
      : undefined;
    return {
      op: 'shift',
      semitones: value.semitones as number,
      ...(roles ? { roles } : {}),
      ...(bars ? { bars } : {}),
    };
  }
  if (value.op === 'rewrite' && Number.isInteger(value.seed) && bars)
    return { op: 'rewrite', seed: value.seed as number, bars };
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
    if (sSpec && isObject(s))
      sections.push({ label: typeof s.label === 'string' ? s.label : 'section', spec: sSpec });
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
