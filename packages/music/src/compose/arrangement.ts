import { DRUM_CHANNEL, gmProgramName } from '../midi/gm.ts';
import type { StyleDef } from '../styles/types.ts';
import { MAX_PARTS, PART_ROLES, type PartRole, type PartSpec, STYLE_IDS, type StyleId } from './types.ts';

/** A part of the piece once the spec is read: everything the writers and the MIDI track need. */
export interface ResolvedPart {
  readonly role: PartRole;
  readonly program: number;
  readonly name: string;
  readonly channel: number;
  readonly density: number;
  /** The key of the part's random stream: the role for the first part of a role, `role#n` after. */
  readonly stream: string;
  /** The part's own style when it differs from the piece's. */
  readonly style?: StyleId;
  /** A bass line that outlines its chords (`PartSpec.outline`). */
  readonly outline?: boolean;
}

/** Roles that play GM percussion on channel 10 (their program is 0). */
const PERCUSSIVE: ReadonlySet<PartRole> = new Set(['drums', 'percussion']);

const ROLE_NAMES: Readonly<Record<PartRole, string>> = {
  chords: 'Chords',
  pad: 'Pad',
  arpeggio: 'Arpeggio',
  bass: 'Bass',
  melody: 'Melody',
  'counter-melody': 'Counter-melody',
  horns: 'Horns',
  percussion: 'Percussion',
  drums: 'Drums',
};

/** GM programs for roles a style does not set: warm pad, harp, clarinet, brass section. */
const GENERAL_PROGRAMS: Readonly<Record<PartRole, number>> = {
  chords: 0,
  pad: 89,
  arpeggio: 46,
  bass: 33,
  melody: 73,
  'counter-melody': 71,
  horns: 61,
  percussion: 0,
  drums: 0,
};

/**
 * Channels the first chords, bass and melody parts always had; later parts take the lowest free one.
 * Keeping these fixed makes a spec written before parts could repeat give the very same file.
 */
const HOME_CHANNELS: Readonly<Partial<Record<PartRole, number>>> = { chords: 0, bass: 1, melody: 2 };

/**
 * Whether a role plays GM percussion on channel 10.
 * @example isPercussive('percussion') // true
 */
export function isPercussive(role: PartRole): boolean {
  return PERCUSSIVE.has(role);
}

/**
 * The role of a spec's part entry (a role string or a `PartSpec`).
 * @example partRoleOf({ role: 'pad', program: 48 }) // 'pad'
 */
export function partRoleOf(entry: PartRole | PartSpec): PartRole {
  return typeof entry === 'string' ? entry : entry.role;
}

/**
 * The default GM program of a role in a style.
 * @example defaultProgram(getStyle('jazz'), 'bass') // 32
 */
export function defaultProgram(style: StyleDef, role: PartRole): number {
  if (isPercussive(role)) return 0;
  return style.instruments[role] ?? GENERAL_PROGRAMS[role];
}

type Resolved = { ok: true; parts: ResolvedPart[] } | { ok: false; error: string };

const isProgram = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 127;

/**
 * Read a spec's parts: validate them, order them by role (stable inside a role), give each its
 * program, track name, channel (drums and percussion on channel 10; no two pitched parts share one)
 * and random stream. Plain role strings named twice count once, as they always did.
 * @example resolveParts(['bass', { role: 'pad', program: 48 }], getStyle('pop'), {}, {}) // ok: Pad, Bass
 */
export function resolveParts(
  entries: readonly unknown[],
  style: StyleDef,
  instruments: Readonly<Partial<Record<string, unknown>>>,
  density: Readonly<Partial<Record<string, unknown>>>,
): Resolved {
  if (!Array.isArray(entries) || entries.length === 0)
    return { ok: false, error: 'Ask for at least one part' };
  if (entries.length > MAX_PARTS) return { ok: false, error: `A piece has at most ${MAX_PARTS} parts` };
  const seenRoles = new Set<string>();
  const asked: PartSpec[] = [];
  for (const entry of entries) {
    const spec: Partial<PartSpec> | null =
      typeof entry === 'string'
        ? { role: entry as PartRole }
        : entry && typeof entry === 'object'
          ? entry
          : null;
    const role = spec?.role;
    if (!spec || typeof role !== 'string' || !PART_ROLES.includes(role)) {
      const shown = typeof entry === 'string' ? entry : String(spec?.role);
      return { ok: false, error: `Unknown part "${shown}". Parts: ${PART_ROLES.join(', ')}` };
    }
    if (spec.program !== undefined && !isProgram(spec.program))
      return { ok: false, error: `The ${role} part's program must be a GM program from 0 to 127` };
    if (
      spec.name !== undefined &&
      (typeof spec.name !== 'string' || spec.name.trim() === '' || spec.name.length > 60)
    )
      return { ok: false, error: `The ${role} part's name must be 1 to 60 characters` };
    if (spec.density !== undefined && (typeof spec.density !== 'number' || !Number.isFinite(spec.density)))
      return { ok: false, error: `The ${role} part's density must be a number from -2 to 2` };
    if (
      spec.stream !== undefined &&
      (typeof spec.stream !== 'string' || !/^[a-z-]+(?:#\d{1,2})?$/.test(spec.stream))
    )
      return { ok: false, error: `The ${role} part's stream must be a role, optionally with #n` };
    if (spec.style !== undefined && !STYLE_IDS.includes(spec.style))
      return { ok: false, error: `The ${role} part's style must be one of: ${STYLE_IDS.join(', ')}` };
    if (spec.outline !== undefined && typeof spec.outline !== 'boolean')
      return { ok: false, error: `The ${role} part's outline must be true or false` };
    if (typeof entry === 'string') {
      if (seenRoles.has(role)) continue;
      seenRoles.add(role);
    }
    asked.push({ ...spec, role });
  }
  for (const [role, program] of Object.entries(instruments ?? {})) {
    if (program !== undefined && !isProgram(program))
      return { ok: false, error: `The ${role} instrument must be a GM program from 0 to 127` };
  }
  const ordered = PART_ROLES.flatMap((role) => asked.filter((p) => p.role === role));
  const pitched = ordered.filter((p) => !isPercussive(p.role));
  if (pitched.length > 15)
    return {
      ok: false,
      error: 'A piece has at most 15 pitched parts (MIDI has 15 channels besides the drums)',
    };

  const used = new Set<number>([DRUM_CHANNEL]);
  const channels = new Map<PartSpec, number>();
  for (const [role, home] of Object.entries(HOME_CHANNELS)) {
    const first = pitched.find((p) => p.role === role);
    if (first) {
      channels.set(first, home);
      used.add(home);
    }
  }
  let free = 0;
  for (const p of pitched) {
    if (channels.has(p)) continue;
    while (used.has(free)) free++;
    channels.set(p, free);
    used.add(free);
  }

  const counts = new Map<PartRole, number>();
  const parts = ordered.map((p): ResolvedPart => {
    const n = (counts.get(p.role) ?? 0) + 1;
    counts.set(p.role, n);
    const fromSpec = instruments?.[p.role];
    const program = isPercussive(p.role)
      ? 0
      : (p.program ?? (isProgram(fromSpec) ? fromSpec : defaultProgram(style, p.role)));
    const instrument =
      p.role === 'drums'
        ? 'Standard Kit'
        : p.role === 'percussion'
          ? 'GM Percussion'
          : gmProgramName(program);
    const roleDensity = density?.[p.role];
    return {
      role: p.role,
      program,
      name: p.name?.trim() ?? `${ROLE_NAMES[p.role]}${n > 1 ? ` ${n}` : ''} (${instrument})`,
      channel: isPercussive(p.role) ? DRUM_CHANNEL : channels.get(p)!,
      density: p.density ?? (typeof roleDensity === 'number' ? roleDensity : 0),
      stream: p.stream ?? (n === 1 ? p.role : `${p.role}#${n}`),
      ...(p.style && p.style !== style.id ? { style: p.style } : {}),
      ...(p.outline ? { outline: true } : {}),
    };
  });
  return { ok: true, parts };
}
