import { GM_DRUMS } from '../midi/gm.ts';
import type { Rng } from '../rng.ts';
import { type ComposeContext, clampVelocity, type RawNote } from './context.ts';
import { STEP_TICKS } from './meter-grid.ts';
import { parseSteps } from './step-pattern.ts';

/** GM percussion keys hand percussion uses (channel 10). */
const KEY = {
  hiBongo: 60,
  muteConga: 62,
  openConga: 63,
  lowConga: 64,
  tambourine: 54,
  shaker: 70,
  claves: 75,
  cabasa: 69,
};

interface Line {
  readonly note: number;
  readonly steps: string;
}

/** Conga tumbao (slaps, open tones on 4 and 4-and) with a shaker: Latin and Afro styles. */
const CONGAS: readonly Line[] = [
  { note: KEY.muteConga, steps: 'x...g...x...g...' },
  { note: KEY.openConga, steps: '......X.......XX' },
  { note: KEY.lowConga, steps: '...........x....' },
  { note: KEY.shaker, steps: 'xgxgxgxgxgxgxgxg' },
];
/** Shaker sixteenths and tambourine on the backbeat: pop, soul, funk, rock. */
const SHAKER: readonly Line[] = [
  { note: KEY.shaker, steps: 'Xgxg' + 'xgxg' + 'Xgxg' + 'xgxg' },
  { note: KEY.tambourine, steps: '....x.......x...' },
];
/** Samba: ganzá in sixteenths (accent on the last of each beat) and the tamborim's syncopation. */
const SAMBA: readonly Line[] = [
  { note: KEY.shaker, steps: 'gxgXgxgXgxgXgxgX' },
  { note: KEY.hiBongo, steps: 'x.xx.x.x.xx.x.x.' },
];

/** Two-bar lines (32 sixteenths): the 3-2 son clave over the conga tumbao. */
const SALSA: readonly Line[] = [
  { note: KEY.claves, steps: 'X.....x.....x.......x...x.......' },
  { note: KEY.muteConga, steps: 'x...g...x...g...x...g...x...g...' },
  { note: KEY.openConga, steps: '......X.......XX......X.......XX' },
];

const VEL: Readonly<Record<string, number>> = { X: 1.1, x: 0.85, g: 0.5 };

const BY_STYLE: Readonly<Partial<Record<string, readonly Line[]>>> = {
  salsa: SALSA,
  samba: SAMBA,
  'bossa-nova': CONGAS,
  afrobeat: CONGAS,
};

/**
 * Write hand percussion on channel 10 beside the kit: the 3-2 son clave and congas in salsa, ganzá
 * and tamborim in samba, congas with a shaker in bossa nova and afrobeat, shaker and tambourine
 * otherwise; in meters other than 4/4 a shaker on every subdivision, accented on
 * the beats. Velocities rise through each phrase so it breathes with the band.
 * @example writePercussion(ctx, createRng(1)).every((n) => n.midi >= 35 && n.midi <= 81) // true
 */
export function writePercussion(ctx: ComposeContext, rng: Rng): RawNote[] {
  const { grid } = ctx;
  const out: RawNote[] = [];
  const lines: readonly Line[] =
    grid.id === '4/4'
      ? (BY_STYLE[ctx.style.id] ?? SHAKER)
      : [
          {
            note: KEY.shaker,
            steps: grid.beats
              .map((b) => {
                const subs = b.ticks / grid.subTicks;
                const per = grid.subTicks / STEP_TICKS;
                return Array.from(
                  { length: subs },
                  (_, i) => (i === 0 ? 'X' : 'g') + '.'.repeat(per - 1),
                ).join('');
              })
              .join(''),
          },
        ];
  const parsed = lines.map((l) => ({ note: l.note, hits: parseSteps(l.steps).hits }));
  const base = 72 * ctx.dynamics;
  const last = ctx.ending ? ctx.bars - 1 : ctx.bars;
  for (let bar = 0; bar < last; bar++) {
    const barStart = bar * grid.ticksPerBar;
    const phrase = ctx.phrases.find((p) => bar >= p.start && bar < p.start + p.length)!;
    const lift = 0.9 + (0.15 * (bar - phrase.start)) / Math.max(1, phrase.length - 1);
    for (const line of parsed) {
      if (!(line.note in GM_DRUMS)) continue;
      // Lines longer than a bar (the clave) run across bar pairs.
      const span = Math.max(1, Math.round(parseSteps(lines[0]!.steps).steps / grid.steps));
      const offset = (bar % span) * grid.ticksPerBar;
      for (const h of line.hits) {
        const t = h.step * STEP_TICKS - offset;
        if (t < 0 || t >= grid.ticksPerBar) continue;
        const vel = base * (VEL[h.char] ?? 0.85) * lift * (1 + rng.signed() * 0.06);
        out.push({
          tick: barStart + t,
          dur: 60,
          midi: line.note,
          vel: clampVelocity(vel),
          lo: barStart,
          hi: barStart + grid.ticksPerBar,
        });
      }
    }
  }
  return out;
}
