import { type Piece, parseChord, type StyleId } from '@riffmate/music';
import { HARMONY_ROLES, type Note, type Track, ticksPerBar, tracksOf } from './metrics.ts';

// One objective check per genre, read from the notes of the piece (what its MIDI file plays): the
// thing a musician would listen for first. Each returns pass/fail and a short figure for the table.

export interface IdiomResult {
  readonly pass: boolean;
  readonly detail: string;
}

const K = {
  kick: 36,
  snare: 38,
  rim: 37,
  clap: 39,
  closedHat: 42,
  pedalHat: 44,
  openHat: 46,
  ride: 51,
  surdo: 41,
  claves: 75,
};
const SNARES = new Set([K.snare, K.rim, K.clap, 40]);
const HATS = new Set([K.closedHat, K.pedalHat, K.openHat]);

interface View {
  piece: Piece;
  tracks: Track[];
  tpb: number;
  beat: number;
  bars: number;
  drums: Note[];
  perc: Note[];
  role: (r: string) => Note[];
}

const share = (xs: readonly boolean[]) => (xs.length === 0 ? 0 : xs.filter(Boolean).length / xs.length);
const pct = (x: number) => `${Math.round(x * 100)} %`;

function view(piece: Piece): View {
  const tracks = tracksOf(piece);
  const tpb = ticksPerBar(piece);
  return {
    piece,
    tracks,
    tpb,
    beat: (piece.meta.ppq * 4) / piece.meta.meter.denominator,
    bars: piece.meta.bars,
    drums: tracks.filter((t) => t.role === 'drums').flatMap((t) => t.notes),
    perc: tracks.filter((t) => t.role === 'percussion').flatMap((t) => t.notes),
    role: (r) => tracks.filter((t) => t.role === r).flatMap((t) => t.notes),
  };
}

/** Bars to judge grooves on: all but the last (an ending hit) — and not a fill bar's last beat. */
const grooveBars = (v: View) => Array.from({ length: Math.max(1, v.bars - 1) }, (_, b) => b);
/** Whether a note of `keys` starts within ±40 ticks of `tickInBar` in bar `b`. */
const hitAt = (
  notes: readonly Note[],
  keys: ReadonlySet<number> | number,
  b: number,
  tickInBar: number,
  tpb: number,
) =>
  notes.some(
    (n) =>
      (typeof keys === 'number' ? n.midi === keys : keys.has(n.midi)) &&
      Math.abs(n.tick - (b * tpb + tickInBar)) <= 40,
  );
const inBar = (notes: readonly Note[], b: number, tpb: number) =>
  notes.filter((n) => n.tick >= b * tpb && n.tick < (b + 1) * tpb);

function swingRatio(v: View): number {
  // Off-beat eighths of every pitched and drum part: how late they sit (1 = straight, 2 = triplet).
  const offs: number[] = [];
  for (const t of v.tracks)
    for (const n of t.notes) {
      const p = n.tick % v.beat;
      if (p >= v.beat * 0.4 && p <= v.beat * 0.75) offs.push(p);
    }
  if (offs.length === 0) return 1;
  const m = offs.reduce((s, x) => s + x, 0) / offs.length;
  return m / (v.beat - m);
}

const fourOnFloor = (v: View) =>
  share(grooveBars(v).map((b) => [0, 1, 2, 3].every((i) => hitAt(v.drums, K.kick, b, i * v.beat, v.tpb))));
const backbeat = (v: View) =>
  share(
    grooveBars(v).map(
      (b) => hitAt(v.drums, SNARES, b, v.beat, v.tpb) && hitAt(v.drums, SNARES, b, 3 * v.beat, v.tpb),
    ),
  );
const powerChords = (v: View) => {
  const chords = v.role('chords');
  const byTick = new Map<number, number[]>();
  for (const n of chords) byTick.set(n.tick, [...(byTick.get(n.tick) ?? []), n.midi]);
  const attacks = [...byTick.values()].filter((c) => c.length >= 2);
  return share(attacks.map((c) => c.every((x) => [0, 5, 7].includes((x - Math.min(...c)) % 12))));
};
const sevenths = (v: View) => share(v.piece.meta.progression.map((s) => /7|9|11|13/.test(s.symbol)));

export const IDIOMS: Readonly<
  Record<StyleId, { readonly what: string; readonly check: (v: View) => IdiomResult }>
> = {
  blues: {
    what: '12-bar I7–IV7–V7 form, all dominant sevenths, shuffle (swing ≥ 1.5)',
    check: (v) => {
      const p = v.piece.meta.progression;
      const tonic = parseChord(v.piece.meta.key.tonic)?.rootChroma ?? 0;
      // Each bar's chord as its root's distance from the tonic, in semitones.
      const degrees = Array.from({ length: Math.min(12, v.bars) }, (_, b) => {
        const c = parseChord(p.filter((s) => s.bar <= b).at(-1)?.symbol ?? '');
        return c ? (c.rootChroma - tonic + 12) % 12 : -1;
      });
      const form = [[0], [0, 5], [0], [0], [5], [5], [0], [0], [7], [5], [0], [7, 0]];
      const minorForm = [[0], [0, 5], [0], [0], [5], [5], [0], [0], [8, 7], [7, 5], [0], [7, 0]];
      const ok = (f: number[][]) => degrees.every((d, i) => f[i]!.includes(d));
      const dom = share(p.map((s) => /7$/.test(s.symbol) && !/maj7/.test(s.symbol)));
      const sw = swingRatio(v);
      return {
        pass: (ok(form) || ok(minorForm)) && dom >= 0.75 && sw >= 1.5,
        detail: `form ${ok(form) || ok(minorForm) ? 'yes' : 'no'}, 7ths ${pct(dom)}, swing ${sw.toFixed(2)}`,
      };
    },
  },
  jazz: {
    what: 'walking bass (a note on every beat), ride cymbal, swing ≥ 1.5, seventh chords',
    check: (v) => {
      const walk = share(
        grooveBars(v).map((b) =>
          [0, 1, 2, 3].every((i) =>
            v.role('bass').some((n) => Math.abs(n.tick - (b * v.tpb + i * v.beat)) <= 40),
          ),
        ),
      );
      const ride = v.drums.some((n) => n.midi === K.ride);
      const sw = swingRatio(v);
      return {
        pass: walk >= 0.75 && ride && sw >= 1.5 && sevenths(v) >= 0.75,
        detail: `walking ${pct(walk)}, swing ${sw.toFixed(2)}, 7ths ${pct(sevenths(v))}`,
      };
    },
  },
  'bossa-nova': {
    what: 'side-stick clave pattern, bass on 1 and the "and" of 2 (or 3), nylon guitar',
    check: (v) => {
      const rim = v.drums.filter((n) => n.midi === K.rim).length >= v.bars * 2;
      const nylon = v.tracks.some((t) => t.role === 'chords' && t.program === 24);
      const bass1 = share(
        grooveBars(v).map((b) =>
          hitAt(v.role('bass'), new Set(v.role('bass').map((n) => n.midi)), b, 0, v.tpb),
        ),
      );
      return {
        pass: rim && nylon && bass1 >= 0.75,
        detail: `rim ${rim ? 'yes' : 'no'}, bass on 1 ${pct(bass1)}`,
      };
    },
  },
  samba: {
    what: 'surdo accent on beat 2 (and 4), sixteenth shaker in the percussion',
    check: (v) => {
      const surdo = share(grooveBars(v).map((b) => hitAt(v.drums, K.surdo, b, v.beat, v.tpb)));
      const shaker = share(
        grooveBars(v).map((b) => inBar(v.perc, b, v.tpb).filter((n) => n.midi === 70).length >= 12),
      );
      return {
        pass: surdo >= 0.75 && shaker >= 0.75,
        detail: `surdo on 2 ${pct(surdo)}, 16th shaker ${pct(shaker)}`,
      };
    },
  },
  salsa: {
    what: '3-2 son clave on claves, tumbao bass (no attack on beat 1), horns',
    check: (v) => {
      const claves = v.perc.filter((n) => n.midi === K.claves);
      const clave = share(
        grooveBars(v).map((b) => {
          const want = b % 2 === 0 ? [0, 720, 1440] : [480, 960];
          const got = inBar(claves, b, v.tpb).map((n) => n.tick - b * v.tpb);
          return want.every((w) => got.some((g) => Math.abs(g - w) <= 40)) && got.length === want.length;
        }),
      );
      const noOne = share(
        grooveBars(v).map((b) => !v.role('bass').some((n) => Math.abs(n.tick - b * v.tpb) <= 40)),
      );
      const horns = v.tracks.some((t) => t.role === 'horns');
      return {
        pass: clave >= 0.75 && noOne >= 0.75 && horns,
        detail: `clave ${pct(clave)}, tumbao ${pct(noOne)}`,
      };
    },
  },
  reggae: {
    what: 'one-drop: kick and snare/rim together on beat 3, no kick on 1; skank on the off-beats',
    check: (v) => {
      const bars = grooveBars(v);
      const drop = share(
        bars.map(
          (b) => hitAt(v.drums, K.kick, b, 2 * v.beat, v.tpb) && hitAt(v.drums, SNARES, b, 2 * v.beat, v.tpb),
        ),
      );
      const noOne = share(bars.map((b) => !hitAt(v.drums, K.kick, b, 0, v.tpb)));
      const chords = v.role('chords');
      const skank = share(
        chords.map((n) => Math.round((n.tick % v.tpb) / v.beat) % 2 === 1 || n.tick % v.beat > v.beat / 3),
      );
      return {
        pass: drop >= 0.75 && noOne >= 0.9 && skank >= 0.75,
        detail: `drop on 3 ${pct(drop)}, no kick on 1 ${pct(noOne)}, skank ${pct(skank)}`,
      };
    },
  },
  afrobeat: {
    what: 'sixteenth hi-hats, horn section, hand percussion',
    check: (v) => {
      const sixteenths = share(
        grooveBars(v).map((b) => inBar(v.drums, b, v.tpb).filter((n) => HATS.has(n.midi)).length >= 10),
      );
      const ok = sixteenths >= 0.75 && v.tracks.some((t) => t.role === 'horns') && v.perc.length > 0;
      return { pass: ok, detail: `16th hats ${pct(sixteenths)}` };
    },
  },
  funk: {
    what: 'sixteenth syncopation: ≥ 25 % of bass and comping attacks on off-sixteenths',
    check: (v) => {
      const notes = [...v.role('bass'), ...v.role('chords')];
      const off = share(notes.map((n) => Math.round((n.tick % v.beat) / (v.beat / 4)) % 2 === 1));
      return { pass: off >= 0.25, detail: `off-16ths ${pct(off)}` };
    },
  },
  'r-and-b': {
    what: 'extended chords (≥ 75 % sevenths/ninths), laid-back backbeat',
    check: (v) => ({
      pass: sevenths(v) >= 0.75 && backbeat(v) >= 0.75,
      detail: `7ths/9ths ${pct(sevenths(v))}, backbeat ${pct(backbeat(v))}`,
    }),
  },
  gospel: {
    what: '7ths/9ths (≥ 60 %), passing chords (two chords in ≥ 25 % of bars), bass and organ',
    check: (v) => {
      const p = v.piece.meta.progression;
      const two = share(Array.from({ length: v.bars }, (_, b) => p.filter((s) => s.bar === b).length >= 2));
      const organ = v.tracks.some((t) => t.program >= 16 && t.program <= 19);
      return {
        pass: sevenths(v) >= 0.6 && two >= 0.25 && organ && v.role('bass').length > 0,
        detail: `7ths ${pct(sevenths(v))}, passing ${pct(two)}`,
      };
    },
  },
  'hip-hop': {
    what: 'backbeat snare on 2 and 4, swung sixteenths',
    check: (v) => ({ pass: backbeat(v) >= 0.75, detail: `backbeat ${pct(backbeat(v))}` }),
  },
  'lo-fi': {
    what: 'backbeat, soft swung hats, seventh chords',
    check: (v) => ({
      pass: backbeat(v) >= 0.6 && sevenths(v) >= 0.5,
      detail: `backbeat ${pct(backbeat(v))}, 7ths ${pct(sevenths(v))}`,
    }),
  },
  trap: {
    what: 'half-time snare/clap on beat 3 (not 2/4), a hat roll (1/32 or triplet) every 2 bars, 808 glides',
    check: (v) => {
      const bars = grooveBars(v);
      const three = share(
        bars.map(
          (b) => hitAt(v.drums, SNARES, b, 2 * v.beat, v.tpb) && !hitAt(v.drums, SNARES, b, v.beat, v.tpb),
        ),
      );
      const hats = v.drums.filter((n) => HATS.has(n.midi)).sort((a, b) => a.tick - b.tick);
      const rollIn = (from: number, to: number) =>
        hats.some(
          (h, i) =>
            i > 0 &&
            h.tick >= from &&
            h.tick < to &&
            h.tick - hats[i - 1]!.tick > 0 &&
            h.tick - hats[i - 1]!.tick <= v.beat / 6 + 5,
        );
      const pairs = Array.from({ length: Math.floor(v.bars / 2) }, (_, i) =>
        rollIn(2 * i * v.tpb, (2 * i + 2) * v.tpb),
      );
      const bass = v.role('bass').sort((a, b) => a.tick - b.tick);
      const glides = bass.filter(
        (n, i) => i > 0 && bass[i - 1]!.tick + bass[i - 1]!.dur > n.tick && bass[i - 1]!.midi !== n.midi,
      ).length;
      return {
        pass: three >= 0.75 && share(pairs) >= 0.75 && glides >= Math.floor(v.bars / 8),
        detail: `snare on 3 ${pct(three)}, rolls ${pct(share(pairs))}, glides ${glides}`,
      };
    },
  },
  house: {
    what: 'four-on-the-floor kick in ≥ 90 % of bars, off-beat open hat',
    check: (v) => ({ pass: fourOnFloor(v) >= 0.9, detail: `4otf ${pct(fourOnFloor(v))}` }),
  },
  techno: {
    what: 'four-on-the-floor, off-beat open hats, tight timing',
    check: (v) => {
      const off = share(grooveBars(v).map((b) => hitAt(v.drums, K.openHat, b, v.beat / 2, v.tpb)));
      return {
        pass: fourOnFloor(v) >= 0.9 && off >= 0.75,
        detail: `4otf ${pct(fourOnFloor(v))}, off-beat hat ${pct(off)}`,
      };
    },
  },
  'drum-and-bass': {
    what: '160–180 BPM, breakbeat: snare on 2 and 4, kick not on every beat',
    check: (v) => {
      const tempo = v.piece.meta.tempo >= 160 && v.piece.meta.tempo <= 180;
      return {
        pass: tempo && backbeat(v) >= 0.75 && fourOnFloor(v) < 0.2,
        detail: `${v.piece.meta.tempo} BPM, backbeat ${pct(backbeat(v))}`,
      };
    },
  },
  disco: {
    what: 'four-on-the-floor, off-beat open hats, octave bass',
    check: (v) => {
      const bass = v.role('bass').sort((a, b) => a.tick - b.tick);
      const oct = share(bass.slice(1).map((n, i) => Math.abs(n.midi - bass[i]!.midi) === 12));
      return {
        pass: fourOnFloor(v) >= 0.9 && oct >= 0.3,
        detail: `4otf ${pct(fourOnFloor(v))}, octave moves ${pct(oct)}`,
      };
    },
  },
  pop: {
    what: 'backbeat on 2 and 4',
    check: (v) => ({ pass: backbeat(v) >= 0.75, detail: `backbeat ${pct(backbeat(v))}` }),
  },
  rock: {
    what: 'power chords (fifths and octaves) in ≥ 90 % of guitar attacks, backbeat',
    check: (v) => ({
      pass: powerChords(v) >= 0.9 && backbeat(v) >= 0.75,
      detail: `power ${pct(powerChords(v))}, backbeat ${pct(backbeat(v))}`,
    }),
  },
  metal: {
    what: 'power chords in ≥ 90 % of attacks, double kick (≥ 12 kicks a bar in ≥ 50 % of bars)',
    check: (v) => {
      const dk = share(
        grooveBars(v).map((b) => inBar(v.drums, b, v.tpb).filter((n) => n.midi === K.kick).length >= 12),
      );
      return {
        pass: powerChords(v) >= 0.9 && dk >= 0.5,
        detail: `power ${pct(powerChords(v))}, double kick ${pct(dk)}`,
      };
    },
  },
  country: {
    what: 'boom-chick: bass on 1 and 3, guitar on 2 and 4',
    check: (v) => {
      const bars = grooveBars(v);
      const boom = share(
        bars.map((b) =>
          [0, 2].every((i) => v.role('bass').some((n) => Math.abs(n.tick - (b * v.tpb + i * v.beat)) <= 40)),
        ),
      );
      const chick = share(
        bars.map((b) =>
          [1, 3].every((i) =>
            v.role('chords').some((n) => Math.abs(n.tick - (b * v.tpb + i * v.beat)) <= 40),
          ),
        ),
      );
      return { pass: boom >= 0.75 && chick >= 0.75, detail: `boom ${pct(boom)}, chick ${pct(chick)}` };
    },
  },
  waltz: {
    what: '3/4: bass on beat 1, chords on beats 2 and 3',
    check: (v) => {
      const m = v.piece.meta.meter;
      const bars = grooveBars(v);
      const oom = share(bars.map((b) => v.role('bass').some((n) => Math.abs(n.tick - b * v.tpb) <= 40)));
      const pah = share(
        bars.map((b) =>
          [1, 2].every((i) =>
            v.role('chords').some((n) => Math.abs(n.tick - (b * v.tpb + i * v.beat)) <= 40),
          ),
        ),
      );
      return {
        pass: m.numerator === 3 && oom >= 0.75 && pah >= 0.75,
        detail: `${m.numerator}/${m.denominator}, oom ${pct(oom)}, pah-pah ${pct(pah)}`,
      };
    },
  },
  folk: {
    what: 'acoustic guitar comping, melody on a folk instrument',
    check: (v) => {
      const guitar = v.tracks.some((t) => t.role === 'chords' && (t.program === 24 || t.program === 25));
      return { pass: guitar, detail: guitar ? 'acoustic guitar' : 'no acoustic guitar' };
    },
  },
  ballad: {
    what: 'slow (≤ 90 BPM), piano, soft backbeat',
    check: (v) => ({
      pass: v.piece.meta.tempo <= 90 && v.tracks.some((t) => t.program <= 5),
      detail: `${v.piece.meta.tempo} BPM`,
    }),
  },
  chorale: {
    what: 'no drums; four voices sounding on ≥ 90 % of beats; ≤ 5 % parallel fifths/octaves between soprano and bass',
    check: (v) => {
      const pitched = v.tracks
        .filter((t) => t.role !== 'drums' && t.role !== 'percussion')
        .flatMap((t) => t.notes);
      // Sampled just after each beat, so humanized attacks a few ticks late still count.
      const beats = Array.from({ length: Math.round((v.bars * v.tpb) / v.beat) }, (_, i) => i * v.beat + 90);
      const four = share(
        beats.map(
          (t) =>
            new Set(pitched.filter((n) => n.tick <= t && n.tick + n.dur > t).map((n) => n.midi)).size === 4,
        ),
      );
      const sop = v.role('melody');
      const bass = v.role('bass');
      const at = (ns: Note[], t: number) => ns.find((n) => n.tick <= t && n.tick + n.dur > t)?.midi;
      let par = 0;
      let moves = 0;
      for (let i = 1; i < beats.length; i++) {
        const [s0, s1, b0, b1] = [
          at(sop, beats[i - 1]!),
          at(sop, beats[i]!),
          at(bass, beats[i - 1]!),
          at(bass, beats[i]!),
        ];
        if (
          s0 === undefined ||
          s1 === undefined ||
          b0 === undefined ||
          b1 === undefined ||
          (s0 === s1 && b0 === b1)
        )
          continue;
        moves++;
        const i0 = (s0 - b0) % 12;
        const i1 = (s1 - b1) % 12;
        if (i0 === i1 && (i0 === 7 || i0 === 0) && s0 !== s1) par++;
      }
      const parallels = moves > 0 ? par / moves : 0;
      return {
        pass: v.drums.length === 0 && four >= 0.9 && parallels <= 0.05,
        detail: `4 voices ${pct(four)}, parallels ${pct(parallels)}`,
      };
    },
  },
  'classical-piano': {
    what: 'no drums, piano only, Alberti/broken-chord left hand (single notes, ≥ 80 %), hands in range',
    check: (v) => {
      const lh = v.role('chords');
      const byTick = new Map<number, number>();
      for (const n of lh) byTick.set(n.tick, (byTick.get(n.tick) ?? 0) + 1);
      const single = share([...byTick.values()].map((c) => c === 1));
      const pianoOnly = v.tracks.every((t) => t.program <= 1);
      const ranges = lh.every((n) => n.midi <= 67) && v.role('melody').every((n) => n.midi >= 55);
      return {
        pass: v.drums.length === 0 && pianoOnly && single >= 0.8 && ranges,
        detail: `broken LH ${pct(single)}, ranges ${ranges ? 'ok' : 'crossed'}`,
      };
    },
  },
  cinematic: {
    what: 'strings or choir sustaining, slow harmonic rhythm (≤ 1 change a bar)',
    check: (v) => {
      const strings = v.tracks.some((t) => t.program >= 48 && t.program <= 54);
      const rate = v.piece.meta.progression.length / v.bars;
      return { pass: strings && rate <= 1, detail: `changes/bar ${rate.toFixed(2)}` };
    },
  },
  ambient: {
    what: 'no drums, pads, slow harmonic rhythm (≤ 0.5 changes a bar)',
    check: (v) => {
      const rate = v.piece.meta.progression.length / v.bars;
      const pads = v.tracks.some((t) => t.role === 'pad' || (t.program >= 88 && t.program <= 95));
      return { pass: v.drums.length === 0 && pads && rate <= 0.55, detail: `changes/bar ${rate.toFixed(2)}` };
    },
  },
};

/** Run a genre's idiom check on a piece. */
export function checkIdiom(genre: StyleId, piece: Piece): IdiomResult {
  const idiom = IDIOMS[genre];
  return idiom.check(view(piece));
}

export { HARMONY_ROLES };
