import {
  type CompositionSpec,
  type Meter,
  type Mode,
  type PartSpec,
  type ProgressionInput,
  STYLE_IDS,
  type StyleId,
} from '@riffmate/music';

/** A case of the musicality eval: a spec for `compose`, the genre it must sound like, and what it states. */
export interface MusicalityCase {
  readonly id: string;
  readonly genre: StyleId;
  readonly spec: CompositionSpec;
}

/** The genres the eval covers (every style of the engine). */
export const GENRES: readonly StyleId[] = STYLE_IDS;

const TONICS = ['C', 'D', 'Eb', 'E', 'F', 'G', 'A', 'Bb', 'B', 'F#', 'Ab', 'C#'];

/**
 * The cases: every genre three times (major and minor keys spread over the twelve tonics, 16, 24 and
 * 32 bars — 24 for the 12-bar blues' two choruses — different seeds), each with the genre's own
 * line-up from `arrangement`, plus controllability cases that state key, tempo, meter, bars,
 * instruments and chords (sevenths included).
 */
export function musicalityCases(
  arrangement: (id: StyleId) => readonly (string | PartSpec)[],
): MusicalityCase[] {
  const out: MusicalityCase[] = [];
  GENRES.forEach((genre, g) => {
    for (let v = 0; v < 3; v++) {
      const mode: Mode = (g + v) % 2 === 0 ? 'major' : 'minor';
      const bars = genre === 'blues' ? [12, 24, 24][v]! : [16, 24, 32][v]!;
      out.push({
        id: `${genre}-${v + 1}`,
        genre,
        spec: {
          key: { tonic: TONICS[(g * 5 + v * 7) % 12]!, mode },
          bars,
          style: genre,
          parts: arrangement(genre) as CompositionSpec['parts'],
          seed: 1000 + g * 31 + v * 7,
        },
      });
    }
  });
  const stated = (
    id: string,
    genre: StyleId,
    tonic: string,
    mode: Mode,
    extra: {
      tempo?: number;
      meter?: Meter;
      bars?: number;
      progression?: ProgressionInput;
      parts?: CompositionSpec['parts'];
    },
  ) =>
    out.push({
      id,
      genre,
      spec: {
        key: { tonic, mode },
        bars: extra.bars ?? 16,
        style: genre,
        parts: extra.parts ?? ['chords', 'bass', 'melody', 'drums'],
        seed: 77,
        ...extra,
      },
    });
  stated('ctl-jazz-251', 'jazz', 'C', 'major', { progression: ['Dm7', 'G7', 'Cmaj7', 'A7'], tempo: 132 });
  stated('ctl-pop-tempo', 'pop', 'E', 'major', { progression: ['E', 'B', 'C#m', 'A'], tempo: 104 });
  stated('ctl-waltz-34', 'waltz', 'G', 'major', { meter: { numerator: 3, denominator: 4 }, bars: 24 });
  stated('ctl-rock-54', 'rock', 'E', 'minor', { meter: { numerator: 5, denominator: 4 }, tempo: 140 });
  stated('ctl-folk-68', 'folk', 'D', 'dorian', { meter: { numerator: 6, denominator: 8 } });
  stated('ctl-instruments', 'pop', 'F', 'major', {
    parts: [
      { role: 'chords', program: 0 },
      { role: 'pad', program: 48 },
      { role: 'bass', program: 33 },
      { role: 'melody', program: 65 },
      'drums',
    ],
  });
  stated('ctl-gospel-9ths', 'gospel', 'Ab', 'major', { progression: ['Abmaj9', 'Fm9', 'Bbm9', 'Eb9'] });
  stated('ctl-blues-sevenths', 'blues', 'A', 'major', {
    progression: ['A7', 'D7', 'A7', 'A7', 'D7', 'D7', 'A7', 'A7', 'E7', 'D7', 'A7', 'E7'],
    bars: 12,
  });
  return out;
}
