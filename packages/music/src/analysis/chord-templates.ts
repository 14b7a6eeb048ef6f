/** A chord template: semitones above the root, a suffix, and a small penalty for rarer readings. */
export interface ChordTemplate {
  readonly suffix: string;
  readonly semitones: readonly number[];
  readonly penalty: number;
}

/**
 * Templates in order of preference (earlier wins ties).
 * @example CHORD_TEMPLATES[0] // { suffix: '', semitones: [0, 4, 7], penalty: 0 }
 */
export const CHORD_TEMPLATES: readonly ChordTemplate[] = [
  { suffix: '', semitones: [0, 4, 7], penalty: 0 },
  { suffix: 'm', semitones: [0, 3, 7], penalty: 0 },
  { suffix: '7', semitones: [0, 4, 7, 10], penalty: 0.03 },
  { suffix: 'm7', semitones: [0, 3, 7, 10], penalty: 0.03 },
  { suffix: 'maj7', semitones: [0, 4, 7, 11], penalty: 0.03 },
  { suffix: 'dim', semitones: [0, 3, 6], penalty: 0.02 },
  { suffix: 'm7b5', semitones: [0, 3, 6, 10], penalty: 0.04 },
  { suffix: 'sus4', semitones: [0, 5, 7], penalty: 0.04 },
  { suffix: 'aug', semitones: [0, 4, 8], penalty: 0.06 },
  { suffix: 'dim7', semitones: [0, 3, 6, 9], penalty: 0.05 },
  { suffix: 'sus2', semitones: [0, 2, 7], penalty: 0.12 },
  { suffix: '6', semitones: [0, 4, 7, 9], penalty: 0.12 },
  { suffix: 'm6', semitones: [0, 3, 7, 9], penalty: 0.12 },
];
