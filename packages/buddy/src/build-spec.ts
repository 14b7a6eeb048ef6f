import {
  type CompositionSpec,
  createRng,
  defaultProgram,
  detectKeyFromChords,
  getStyle,
  gmProgramName,
  isMinorMode,
  isPercussive,
  type Key,
  keyName,
  MAX_BARS,
  type Mode,
  type Mood,
  PART_ROLES,
  type PartRole,
  type PartSpec,
  parseChord,
  parsePitchClass,
  partRoleOf,
  type StyleId,
  styleArrangement,
  transposeChordSymbol,
  transposeKey,
} from '@riffmate/music';
import { isChordSymbol } from './chord-sequence.ts';
import { readDegrees } from './degrees.ts';
import { type ReplyLanguage, t } from './language/messages/index.ts';
import { instrumentWord, keyWord, roleWord, styleWord } from './language/terms.ts';
import { tempoForWord } from './tempo.ts';
import type { ComposeRequest, Edit } from './types.ts';

/** The style a mood suggests when none is named. */
const MOOD_STYLE: Readonly<Record<Mood, StyleId>> = {
  happy: 'pop',
  sad: 'ballad',
  chill: 'lo-fi',
  energetic: 'rock',
  dark: 'cinematic',
  romantic: 'ballad',
  epic: 'cinematic',
  dreamy: 'lo-fi',
  tense: 'cinematic',
};
/** The mode a genre is played in when only a tonic is named ("metal in D" is D minor). */
const GENRE_MODE: Partial<Record<StyleId, Mode>> = {
  metal: 'minor',
  trap: 'minor',
  'drum-and-bass': 'minor',
  techno: 'minor',
};
const MINOR_MOODS: ReadonlySet<Mood> = new Set<Mood>(['sad', 'dark', 'tense', 'epic']);
/**
 * Triads as seventh chords, the way the key builds them: "I vi ii V with 7ths" → Imaj7 vi7 ii7 V7,
 * "C Am Dm G" in C → Cmaj7 Am7 Dm7 G7. Chords that already have a seventh (or more) stay.
 */
function withSevenths(bars: readonly string[], key: Key): string[] {
  const fifth = ((parsePitchClass(key.tonic)?.chroma ?? 0) + 7) % 12;
  return bars.map((bar) =>
    bar
      .split(/\s+/)
      .map((c) => {
        if (/\d/.test(c)) return c;
        if (!isChordSymbol(c)) {
          // Roman numerals: upper case I and IV take a major 7th, V (and others) a dominant 7th.
          if (/^[b#]?(?:I|IV)$/.test(c)) return `${c}maj7`;
          if (/^[b#]?(?:VII|VI|V|III|II|iii|ii|vi|iv|i|v)$/.test(c)) return `${c}7`;
          return c;
        }
        const info = parseChord(c);
        if (!info) return c;
        if (info.quality === 'minor') return `${c}7`;
        if (info.quality === 'major') return info.rootChroma === fifth ? `${c}7` : `${c}maj7`;
        return c;
      })
      .join(' '),
  );
}

/** Styles whose harmony is seventh chords, so numerals stated in them mean sevenths. */
const SEVENTH_STYLES: ReadonlySet<StyleId> = new Set<StyleId>(['jazz', 'bossa-nova', 'r-and-b', 'lo-fi']);
/** Parts that sound a stated progression's chords. */
const HARMONY_ROLES: ReadonlySet<PartRole> = new Set<PartRole>(['chords', 'pad', 'arpeggio', 'horns']);
/** Friendly default tonics: keys that sit well on guitar and keyboard. */
const MAJOR_TONICS = ['C', 'G', 'D', 'F', 'A', 'Bb', 'Eb', 'E'];
const MINOR_TONICS = ['A', 'E', 'D', 'C', 'G', 'B', 'F#', 'F'];
/** The tonic that makes a mode sound like itself on the white keys. */
const MODE_TONIC: Partial<Record<Mode, string>> = {
  dorian: 'D',
  phrygian: 'E',
  lydian: 'F',
  mixolydian: 'G',
  locrian: 'B',
};

/** A composed spec and the choices the composer made on the user's behalf (to say in the reply). */
export interface BuiltSpec {
  readonly spec: CompositionSpec;
  readonly choices: readonly string[];
  readonly changes: readonly string[];
}

/**
 * The key a chord-symbol progression implies: its first chord's own key when the chords fit it
 * (musicians usually start on the tonic), otherwise the best key by chord-tone fit.
 * @example keyFromProgression(['Am', 'F', 'C', 'G']) // { tonic: 'A', mode: 'minor' }
 */
export function keyFromProgression(bars: readonly string[]): Key | null {
  const chords = bars.flatMap((b) => b.split(/\s+/)).filter((c) => isChordSymbol(c));
  if (chords.length === 0) return null;
  const cadence = twoFiveOneHome(chords);
  if (cadence) return cadence;
  const detected = detectKeyFromChords(chords);
  // Musicians usually start or end on the tonic: of the first and last chords' own keys, take the
  // one that fits the chords best, if it fits nearly as well as the best key overall.
  let best: { key: Key; score: number } | null = null;
  for (const symbol of [chords[0]!, chords[chords.length - 1]!]) {
    const c = parseChord(symbol);
    if (!c) continue;
    const mode: Mode = c.quality === 'minor' || c.quality === 'half-diminished' ? 'minor' : 'major';
    const pc = parsePitchClass(c.root)?.chroma;
    const hit = detected?.ranking.find(
      (k) => parsePitchClass(k.key.tonic)?.chroma === pc && k.key.mode === mode,
    );
    if (!detected) return { tonic: c.root, mode };
    if (hit && hit.score >= detected.score - 0.15 && (!best || hit.score > best.score)) best = hit;
  }
  return best?.key ?? detected?.key ?? null;
}

/**
 * The home a full ii–V–I in the progression lands on (Dm7 G7 Cmaj7 A7 is in C, whatever chord
 * it starts on), read around the loop; `null` when it has none.
 */
function twoFiveOneHome(chords: readonly string[]): Key | null {
  if (chords.length < 3) return null;
  const read = chords.map((c) => parseChord(c));
  const fourthUp = (a: number, b: number) => (((b - a) % 12) + 12) % 12 === 5;
  for (let i = 0; i < read.length; i++) {
    const [ii, v, one] = [read[i], read[(i + 1) % read.length], read[(i + 2) % read.length]];
    if (!ii || !v || !one) continue;
    // A major ii–V–I (ii7 to a major I), or a minor one (iiø to a minor i); ii7–V7 into a minor
    // chord is a passing ii–V (Am7 D7 Gm7 in F), not the home.
    const major = ii.quality === 'minor' && one.quality === 'major';
    const minor = ii.quality === 'half-diminished' && one.quality === 'minor';
    if (
      (major || minor) &&
      v.quality === 'dominant' &&
      fourthUp(ii.rootChroma, v.rootChroma) &&
      fourthUp(v.rootChroma, one.rootChroma)
    )
      return { tonic: one.root, mode: one.quality === 'minor' ? 'minor' : 'major' };
  }
  return null;
}

function pick<T>(items: readonly T[], seed: number): T {
  return items[createRng(seed).int(0, items.length - 1)]!;
}

function orderParts(parts: Iterable<PartRole>): PartRole[] {
  const set = new Set(parts);
  return PART_ROLES.filter((r) => set.has(r));
}

/** Moods whose ballads are sparse: no drums unless asked for. */
const SPARSE_MOODS: ReadonlySet<Mood> = new Set<Mood>(['sad', 'dreamy']);

/**
 * The named parts laid into a genre's line-up: a named instrument takes over the first part of its
 * role (an instrument already there stays), a part the line-up lacks is added.
 */
function mergeLineUp(base: readonly PartSpec[], named: readonly PartSpec[], style: StyleId): PartSpec[] {
  const out = base.map((p) => ({ ...p }));
  const programOf = (p: PartSpec) => p.program ?? defaultProgram(getStyle(style), p.role);
  const taken = new Set<number>();
  for (const n of named) {
    // "cinematic strings": the strings are there already (on the chords). A part named before
    // ("a harp melody and harp arpeggios") is another line on the same instrument.
    if (
      n.program !== undefined &&
      out.some(
        (p, j) => j < base.length && !taken.has(j) && !isPercussive(p.role) && programOf(p) === n.program,
      )
    )
      continue;
    const i = out.findIndex((p, j) => p.role === n.role && !taken.has(j));
    if (i < 0) out.push({ ...n });
    else if (n.program !== undefined) {
      // The style's track name ("Skank guitar") would misname the new instrument.
      out[i] = { role: n.role, program: n.program };
      taken.add(i);
    } else taken.add(i);
  }
  return out;
}

/** "piano", "a bass line": what the user named, for the reply. */
function namedWord(lang: ReplyLanguage, p: PartSpec): string {
  return p.program !== undefined ? instrumentWord(lang, p.program) : roleWord(lang, p.role);
}

/** "a, b and c" (the message catalogue's list joiner). */
function listWords(lang: ReplyLanguage, items: readonly string[]): string {
  return items.length > 1
    ? t(lang, 'listAnd', items.slice(0, -1).join(', '), items[items.length - 1]!)
    : (items[0] ?? '');
}

/**
 * Turn a fresh request into a full spec, filling every gap with a musical default and recording
 * each choice so the reply can say it ("You didn't name a key, so I went with D minor").
 * @example buildSpec({ mood: 'sad' }, 1).spec.style // 'ballad'
 */
export function buildSpec(request: ComposeRequest, seed: number, lang: ReplyLanguage = 'en'): BuiltSpec {
  const choices: string[] = [];
  // A form ("nocturne") or an approximated genre ("bachata") plays through a style of the engine.
  const hint = request.genreHint;
  const mood = request.mood ?? hint?.mood;
  const meter = request.meter ?? hint?.meter;
  let style: StyleId | undefined = request.style ?? hint?.style;
  if (!style && meter && meter.numerator === 3 && meter.denominator === 4) style = 'waltz';
  if (!style && mood) style = MOOD_STYLE[mood];
  if (!style) {
    style = 'pop';
    if (!request.progression) choices.push(t(lang, 'choiceNoStyle'));
  }
  if (hint && !request.style)
    choices.push(
      hint.approximated
        ? t(lang, 'styleApproximated', hint.asked, styleWord(lang, hint.style))
        : t(lang, 'choiceForm', hint.asked, styleWord(lang, hint.style)),
    );
  // "slow house" is slow for house; a stated BPM stands as it is, and "slow" alone is just slow.
  let tempo = request.tempo;
  if (tempo !== undefined && request.tempoWord && (request.style || hint))
    tempo = tempoForWord(request.tempoWord, tempo, getStyle(style).tempo);
  tempo ??= hint?.tempo;
  let key = request.key ?? null;
  const genreMode = GENRE_MODE[style];
  if (key && request.tonicOnly && genreMode && key.mode !== genreMode && !(mood && !MINOR_MOODS.has(mood))) {
    key = { tonic: key.tonic, mode: genreMode };
    choices.push(t(lang, 'choiceGenreMode', keyWord(lang, key), styleWord(lang, style)));
  } else if (
    key &&
    request.tonicOnly &&
    key.mode === 'major' &&
    request.mood &&
    MINOR_MOODS.has(request.mood)
  ) {
    // "sad r&b in Ab": a sad, dark or tense mood with a bare tonic means its minor key. Only a
    // mood typed: a form's own ("stadium anthem" is epic) leaves the key as named.
    key = { tonic: key.tonic, mode: 'minor' };
    choices.push(t(lang, 'choiceMoodMode', keyWord(lang, key)));
  }
  if (!key && request.progression) {
    const romans = request.progression.every((b) => b.split(/\s+/).every((c) => !isChordSymbol(c)));
    if (romans) {
      // "ii v i" typed in lower case names degrees, not a minor key.
      const minor =
        !request.romansCaseFree &&
        /^[b#]?(?:i|iv|v|vi|ii|iii|vii)(?![IV])/.test(request.progression[0] ?? '') &&
        !/^[b#]?(?:I|V)/.test(request.progression[0] ?? '');
      key = {
        tonic: minor ? pick(MINOR_TONICS, seed) : pick(MAJOR_TONICS, seed),
        mode: minor ? 'minor' : 'major',
      };
      choices.push(t(lang, 'choiceRomansKey', keyWord(lang, key)));
    } else {
      key = keyFromProgression(request.progression);
      if (key) choices.push(t(lang, 'choiceChordsKey', keyWord(lang, key)));
    }
  }
  if (!key && request.modeOnly) {
    const mode = request.modeOnly;
    const tonic =
      MODE_TONIC[mode] ?? (isMinorMode(mode) ? pick(MINOR_TONICS, seed) : pick(MAJOR_TONICS, seed));
    key = { tonic, mode };
    choices.push(t(lang, 'choiceNoTonic', keyWord(lang, key)));
  }
  if (!key) {
    const minor = mood ? MINOR_MOODS.has(mood) : false;
    key = {
      tonic: minor ? pick(MINOR_TONICS, seed) : pick(MAJOR_TONICS, seed),
      mode: minor ? 'minor' : 'major',
    };
    choices.push(t(lang, 'choiceNoKey', keyWord(lang, key)));
  }
  let progression = request.progression;
  const romans = progression?.every((b) => b.split(/\s+/).every((c) => !isChordSymbol(c)));
  // Jazz players read "a ii-V-I" as ii7 V7 Imaj7: numerals in a seventh-chord style get sevenths.
  const sevenths = request.sevenths ?? (!!romans && SEVENTH_STYLES.has(style));
  if (progression && romans)
    progression = readDegrees(progression, key, {
      caseFree: request.romansCaseFree ?? false,
      sevenths,
    });
  if (progression && sevenths) progression = withSevenths(progression, key);
  // Three chords (ii–V–I) hold the last one for a bar so the loop is four bars, as players do.
  if (progression?.length === 3) progression = [...progression, progression[2]!];
  let bars = request.bars;
  if (bars === undefined) {
    const len = progression?.length ?? 0;
    // A blues is twelve bars unless asked otherwise: one pass of its form.
    const form = !progression && getStyle(style).harmony?.form === 'twelve-bar' ? 12 : 8;
    bars = len >= 8 ? len : len > 0 ? len * Math.ceil(8 / len) : form;
  }
  const without = new Set(request.withoutParts ?? []);
  const instruments: Partial<Record<PartRole, number>> = {};
  // The line-up (docs/decisions/0132): nothing named → the genre's own band; "solo piano", "just
  // strings", one keyboard or guitar alone outside a band genre → that instrument alone; a list of
  // parts → exactly those (drums too when drum words were used); "with a sax" or one instrument in a
  // band genre → the genre's band with it. The reply names what was filled in.
  let lineUp: (PartRole | PartSpec)[];
  // Tracks keep the engine's role names ("Chords (Overdriven Guitar)"): players and tools read
  // the part from them.
  const base = (hint?.parts && !request.style ? hint.parts : styleArrangement(style))
    .filter((p) => !without.has(p.role))
    .map(({ name: _name, ...p }) => p);
  const named = (request.partList ?? []).filter((p) => !without.has(p.role));
  if (request.solo || (request.parts && named.length === 0)) {
    let parts = orderParts((request.parts ?? []).filter((p) => !without.has(p)));
    if (parts.length === 0) parts = ['chords'];
    for (const [role, program] of Object.entries(request.instruments ?? {}) as [PartRole, number][])
      if (parts.includes(role) && role !== 'drums') instruments[role] = program;
    lineUp = parts;
  } else if (named.length === 0) {
    lineUp = base.length > 0 ? base.map((p) => ({ ...p })) : ['chords'];
    if (style === 'ballad' && mood && SPARSE_MOODS.has(mood) && !request.drumsImplied) {
      const sparse = lineUp.filter((p) => partRoleOf(p) !== 'drums');
      if (sparse.length < lineUp.length) {
        lineUp = sparse;
        choices.push(t(lang, 'choiceSparse'));
      }
    }
  } else if (request.partsAdded || request.lone) {
    const merged = mergeLineUp(base, named, style);
    const namedRoles = new Set(named.map((p) => p.role));
    const namedPrograms = new Set(named.map((p) => p.program));
    const added = [
      ...new Set(
        merged
          .filter(
            (p) =>
              !namedRoles.has(p.role) &&
              !namedPrograms.has(p.program ?? defaultProgram(getStyle(style), p.role)),
          )
          .map((p) => p.role),
      ),
    ];
    if (added.length > 0)
      choices.push(
        t(
          lang,
          'choiceAddedParts',
          listWords(
            lang,
            named.map((p) => namedWord(lang, p)),
          ),
          listWords(
            lang,
            added.map((r) => roleWord(lang, r)),
          ),
          styleWord(lang, style),
        ),
      );
    lineUp = merged;
  } else {
    lineUp = [...named];
    if (request.drumsImplied && !named.some((p) => p.role === 'drums')) lineUp.push({ role: 'drums' });
  }
  // "a pop song with trap drums": those parts play their own style's groove under the piece's.
  for (const ps of request.partStyles ?? []) {
    if (ps.style === style || without.has(ps.role)) continue;
    if (!lineUp.some((p) => partRoleOf(p) === ps.role)) lineUp.push({ role: ps.role });
    lineUp = lineUp.map((p) =>
      partRoleOf(p) === ps.role ? { ...(typeof p === 'string' ? { role: p } : p), style: ps.style } : p,
    );
    choices.push(t(lang, 'choicePartStyleNew', roleWord(lang, ps.role), styleWord(lang, ps.style)));
  }
  if (request.progression && !lineUp.some((p) => HARMONY_ROLES.has(partRoleOf(p)))) {
    lineUp = [{ role: 'chords' }, ...lineUp];
    choices.push(t(lang, 'choiceChordsPart'));
  }
  // A bass with no chords part beside it carries the harmony, and outlines it so the key is heard
  // (set once here: a later edit that adds or removes a part leaves the line as it is).
  if (!lineUp.some((p) => HARMONY_ROLES.has(partRoleOf(p))))
    lineUp = lineUp.map((p) =>
      partRoleOf(p) === 'bass' ? { ...(typeof p === 'string' ? { role: p } : p), outline: true } : p,
    );
  for (const n of request.nearest ?? [])
    if (
      lineUp.some((p) => typeof p !== 'string' && p.program === n.program) ||
      Object.values(instruments).includes(n.program)
    )
      choices.push(t(lang, 'choiceNearest', n.asked, instrumentWord(lang, n.program)));
  if (request.nearestKit && lineUp.some((p) => partRoleOf(p) === 'drums'))
    choices.push(t(lang, 'choiceNearest', request.nearestKit, roleWord(lang, 'drums')));
  const spec: CompositionSpec = {
    key,
    bars: Math.min(MAX_BARS, Math.max(1, bars)),
    style,
    parts: lineUp,
    seed,
    ...(tempo !== undefined ? { tempo } : {}),
    ...(meter ? { meter } : {}),
    ...(mood ? { mood } : {}),
    ...(Object.keys(instruments).length > 0 ? { instruments } : {}),
    ...(progression ? { progression } : {}),
    ...(request.swing !== undefined ? { swing: request.swing } : {}),
    ...(request.humanize !== undefined ? { humanize: request.humanize } : {}),
  };
  return { spec, choices, changes: [] };
}

function transposeProgression(progression: CompositionSpec['progression'], semitones: number, key: Key) {
  if (!progression) return progression;
  return progression.map((bar) =>
    typeof bar === 'string'
      ? bar
          .split(/(\s+|\|)/)
          .map((tok) => (isChordSymbol(tok) ? (transposeChordSymbol(tok, semitones, key) ?? tok) : tok))
          .join('')
      : bar,
  );
}

const clampTempo = (bpm: number) => Math.max(20, Math.min(300, Math.round(bpm)));

/**
 * Apply a follow-up to the previous spec: explicit edits first (tempo nudges, transposition,
 * length, parts, density, a new seed), then any newly stated values. Everything not mentioned stays
 * as it was, including the seed, so "add drums" keeps the same chords, bass and melody.
 * @example applyEdits(prev, [{ op: 'tempo-scale', factor: 1.18 }], {}, 2).spec.tempo // prev.tempo × 1.18, rounded
 */
export function applyEdits(
  previous: CompositionSpec,
  edits: readonly Edit[],
  request: ComposeRequest,
  variationSeed: number,
): BuiltSpec {
  const changes: string[] = [];
  const choices: string[] = [];
  let spec: { -readonly [K in keyof CompositionSpec]: CompositionSpec[K] } = { ...previous };
  const parts = new Set<PartRole>(previous.parts.map(partRoleOf));
  const density: Partial<Record<PartRole, number>> = { ...(previous.density ?? {}) };
  for (const e of edits) {
    switch (e.op) {
      case 'tempo-scale': {
        const from = previous.tempo ?? 110;
        spec.tempo = clampTempo(from * e.factor);
        changes.push(`${e.factor > 1 ? 'sped it up' : 'slowed it down'} from ${from} to ${spec.tempo} BPM`);
        break;
      }
      case 'transpose': {
        const key = transposeKey(spec.key, e.semitones);
        if (!key) break;
        spec.progression = transposeProgression(spec.progression, e.semitones, key);
        spec.key = key;
        changes.push(`transposed ${e.label} to ${keyName(key)}`);
        break;
      }
      case 'bars-scale': {
        spec.bars = Math.max(1, Math.min(MAX_BARS, Math.round(spec.bars * e.factor)));
        changes.push(`made it ${spec.bars} bars long`);
        break;
      }
      case 'add-part':
        if (parts.has(e.part))
          choices.push(
            `it already had ${e.part === 'drums' ? 'drums' : `a ${e.part} part`}, so I left that as it was`,
          );
        else
          changes.push(
            `added ${e.part === 'drums' ? 'drums' : `a ${e.part === 'chords' ? 'chord part' : e.part === 'bass' ? 'bass line' : 'melody'}`}`,
          );
        parts.add(e.part);
        break;
      case 'remove-part':
        if (parts.has(e.part) && parts.size > 1) {
          parts.delete(e.part);
          changes.push(`took out the ${e.part}`);
        } else if (parts.size <= 1) choices.push(`the ${e.part} is the only part, so I kept it`);
        break;
      case 'density': {
        const targets = e.part === 'all' ? [...parts] : [e.part];
        for (const p of targets) density[p] = Math.max(-2, Math.min(2, (density[p] ?? 0) + e.delta));
        const what = e.part === 'all' ? 'everything' : `the ${e.part}`;
        changes.push(`made ${what} ${e.delta > 0 ? 'busier' : 'simpler'}`);
        if (e.part !== 'all' && !parts.has(e.part)) {
          parts.add(e.part);
          changes.push(`added the ${e.part} (there wasn't one yet)`);
        }
        break;
      }
      case 'variation':
        spec.seed = variationSeed;
        changes.push('wrote a fresh variation');
        break;
    }
  }
  if (request.key) {
    const from = parsePitchClass(spec.key.tonic)?.chroma ?? 0;
    const to = parsePitchClass(request.key.tonic)?.chroma ?? 0;
    spec.progression = transposeProgression(spec.progression, to - from, request.key);
    spec.key = request.key;
    changes.push(`moved it to ${keyName(request.key)}`);
  } else if (request.modeOnly) {
    spec.key = { tonic: spec.key.tonic, mode: request.modeOnly };
    changes.push(`switched to ${keyName(spec.key)}`);
  }
  if (request.style && request.style !== spec.style) {
    spec.style = request.style;
    // A new style brings its own groove: its tempo and meter, unless the user states them.
    delete spec.tempo;
    delete spec.meter;
    changes.push(`switched the style to ${request.style}`);
  }
  if (request.mood && request.mood !== spec.mood) {
    spec.mood = request.mood;
    changes.push(`gave it a ${request.mood} mood`);
  }
  if (request.tempo !== undefined) {
    spec.tempo = request.tempo;
    changes.push(`set the tempo to ${request.tempo} BPM`);
  }
  if (request.meter) {
    spec.meter = request.meter;
    changes.push(`put it in ${request.meter.numerator}/${request.meter.denominator}`);
  }
  if (request.bars !== undefined) {
    spec.bars = request.bars;
    changes.push(`made it ${request.bars} bars`);
  }
  if (request.progression) {
    spec.progression = request.romansCaseFree
      ? readDegrees(request.progression, spec.key, {
          caseFree: true,
          sevenths: request.sevenths ?? false,
        })
      : request.progression;
    changes.push(`used your chords ${request.progression.join(' | ')}`);
  }
  if (request.swingUnit) spec.swingUnit = request.swingUnit;
  if (request.swing !== undefined) {
    spec.swing = request.swing;
    changes.push(request.swing > 0 ? 'swung it' : 'straightened the feel');
  }
  if (request.humanize !== undefined) {
    spec.humanize = request.humanize;
    changes.push(request.humanize > 0 ? 'loosened the timing' : 'tightened the timing');
  }
  if (request.seed !== undefined) spec.seed = request.seed;
  if (request.instruments) {
    const instruments = { ...(spec.instruments ?? {}) };
    for (const [role, program] of Object.entries(request.instruments) as [PartRole, number][]) {
      if (role === 'drums') continue;
      instruments[role] = program;
      changes.push(
        `${parts.has(role) ? 'put' : 'added'} the ${role} on ${gmProgramName(program) ?? `program ${program}`}`,
      );
      parts.add(role);
    }
    spec.instruments = instruments;
  }
  for (const w of request.withoutParts ?? []) if (parts.size > 1) parts.delete(w);
  // A new style brings its own instruments to the parts the old style's line-up chose; parts the
  // user named keep theirs: an instrument the old line-up did not spell out was the user's ("a pop
  // song with a flute melody" keeps its flute when it turns into jazz).
  const oldLineUp = styleArrangement(previous.style);
  const entries =
    spec.style === previous.style
      ? previous.parts
      : previous.parts.map((e) =>
          typeof e !== 'string' &&
          (e.program === undefined || oldLineUp.some((a) => a.role === e.role && a.program === e.program))
            ? e.role
            : e,
        );
  spec.parts = [
    ...entries.filter((e) => parts.has(partRoleOf(e))),
    ...orderParts(parts).filter((r) => !entries.some((e) => partRoleOf(e) === r)),
  ];
  const keptDensity = Object.fromEntries(
    Object.entries(density).filter(([r, v]) => v !== 0 && parts.has(r as PartRole)),
  );
  if (Object.keys(keptDensity).length > 0) spec.density = keptDensity;
  else delete spec.density;
  if (changes.length === 0) changes.push('kept everything as it was');
  spec = { ...spec };
  return { spec, choices, changes };
}
