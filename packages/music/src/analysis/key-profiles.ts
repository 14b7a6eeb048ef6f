/**
 * Aarden–Essen key profiles for Krumhansl–Schmuckler key finding, exactly as music21's
 * `AardenEssen` weighting (values from Humdrum's keycor). Index 0 is the tonic.
 * @example AARDEN_ESSEN.major[7] // 22.062 (the dominant weighs most)
 */
export const AARDEN_ESSEN = {
  major: [
    17.7661, 0.145624, 14.9265, 0.160186, 19.8049, 11.3587, 0.291248, 22.062, 0.145624, 8.15494, 0.232998,
    4.95122,
  ],
  minor: [
    18.2648, 0.737619, 14.0499, 16.8599, 0.702494, 14.4362, 0.702494, 18.6161, 4.56621, 1.93186, 7.37619,
    1.75623,
  ],
} as const;
