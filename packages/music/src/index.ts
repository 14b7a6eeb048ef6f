/**
 * @riffmate/music — the Riffmate music engine. Pure and deterministic: no I/O, no clock, randomness
 * only from a seeded PRNG. Four layers: theory (tonal-backed), composition, MIDI, analysis.
 *
 * @example
 * import { compose, pieceToMidi, analyseMidiBytes } from '@riffmate/music';
 * const r = compose({ key: { tonic: 'A', mode: 'minor' }, bars: 8, style: 'lo-fi', parts: ['chords', 'bass', 'drums'], seed: 1 });
 * if (r.ok) analyseMidiBytes(pieceToMidi(r.piece)); // { ok: true, analysis: { key: …, chords: […] } }
 */

// Analysis
export {
  type AnalyseOptions,
  type AnalyseResult,
  analyseMidi,
  analyseMidiBytes,
  type InstrumentInfo,
  keyFromSignature,
  type MidiAnalysis,
} from './analysis/analyse-midi.ts';
export { type BarLayout, barLayout, MAX_ANALYSIS_BARS } from './analysis/bar-grid.ts';
export { type BarChord, chordsPerBar, matchChord } from './analysis/chords-per-bar.ts';
export {
  estimateKey,
  type KeyCorrelation,
  type KeyEstimate,
  pitchClassHistogram,
} from './analysis/estimate-key.ts';
export { AARDEN_ESSEN } from './analysis/key-profiles.ts';
// Composition
export { defaultProgram, isPercussive, partRoleOf } from './compose/arrangement.ts';
export { compose, MAX_BARS, pieceTitle } from './compose/compose.ts';
export { allowedPitchClasses, isScaleLocked, melodicScale } from './compose/harmony.ts';
export { type HeardExample, hearChord, hearIntervalPairs, hearIntervals, hearScale } from './compose/hear.ts';
export { type Beat, type MeterGrid, meterGrid } from './compose/meter-grid.ts';
export { pieceToMidi, pieceToSmf } from './compose/piece-to-midi.ts';
export {
  progressionInMode,
  readChordToken,
  sectionProgression,
  standInChord,
} from './compose/progression.ts';
export {
  type ChordSegment,
  type ChordSpan,
  CORE_PART_ROLES,
  type CompactNote,
  type ComposeResult,
  type CompositionSpec,
  MAX_PARTS,
  type Meter,
  MOODS,
  type Mood,
  type NoteEvent,
  PART_ROLES,
  type Part,
  type PartNotes,
  type PartRole,
  type PartSpec,
  type Piece,
  type PieceMeta,
  PPQ,
  type ProgressionInput,
  STYLE_IDS,
  type StyleId,
} from './compose/types.ts';
// MIDI
export {
  type DecodedMidi,
  type DecodedNote,
  type DecodedTrack,
  type DecodeLimits,
  type DecodeResult,
  decodeMidi,
} from './midi/decode.ts';
export { encodeSmf } from './midi/encode.ts';
export {
  DRUM,
  DRUM_CHANNEL,
  GM_DRUMS,
  GM_FAMILIES,
  GM_PROGRAMS,
  gmDrumName,
  gmFamily,
  gmProgramName,
} from './midi/gm.ts';
export { type InstrumentRange, instrumentRange, octavesToHome } from './midi/instrument-range.ts';
export {
  keySignatureEvent,
  type MetaEvent,
  type MidiEvent,
  type Smf,
  type SmfTrack,
  tempoEvent,
  timeSignatureEvent,
  trackNameEvent,
} from './midi/smf.ts';
// Randomness
export { createRng, deriveSeed, type Rng } from './rng.ts';
// Styles
export {
  findStyle,
  getStyle,
  isKnownStyle,
  STYLE_NAMES,
  STYLES,
  type StyleName,
  styleArrangement,
} from './styles/index.ts';
export type { StyleDef, VoicingKind } from './styles/types.ts';
// Theory
export {
  type ChordInfo,
  type ChordQuality,
  chordChromas,
  chordNotes,
  chordSymbol,
  identifyChord,
  parseChord,
  seventhOverBass,
} from './theory/chord.ts';
export {
  type ChordHome,
  type ChordInContext,
  chordInContext,
  keysWithChord,
} from './theory/chord-in-context.ts';
export { type GuitarShape, guitarShapes, STANDARD_TUNING, tab } from './theory/guitar.ts';
export {
  type IntervalInfo,
  intervalBetween,
  intervalFromSemitones,
  intervalNumberOf,
  parseInterval,
  transposeNote,
} from './theory/interval.ts';
export {
  type DiatonicChord,
  diatonicSevenths,
  diatonicTriads,
  isMinorMode,
  type Key,
  type KeySignature,
  keyChromas,
  keyFifths,
  keyName,
  keyScale,
  keySignature,
  MODES,
  type Mode,
  normaliseKey,
  parallelKey,
  parseKey,
  relativeKey,
} from './theory/key.ts';
export {
  detectKeyFromChords,
  type KeyCandidate,
  type KeyDetection,
  type WeightedChord,
} from './theory/key-detection.ts';
export { chromaOf, enharmonics, midiOf, type NoteInfo, noteName, parseNote } from './theory/note.ts';
export { mod12, parsePitchClass } from './theory/pitch-class.ts';
export {
  analyseProgression,
  chordToRoman,
  type HarmonicFunction,
  type RomanAnalysis,
} from './theory/roman-analysis.ts';
export {
  inversionFigure,
  parseRoman,
  progressionFromRomans,
  type RomanChord,
  type RomanNumeral,
  romanToChord,
} from './theory/roman-numeral.ts';
export {
  parentScale,
  parseScale,
  parseScaleType,
  SCALE_TYPES,
  type ScaleType,
  scaleChromas,
  scaleNotes,
  scaleWithChromas,
} from './theory/scale.ts';
export { spellChroma, spellingTable } from './theory/spelling.ts';
export { transposeChordSymbol, transposeKey } from './theory/transpose.ts';
export { type Voicing, type VoicingOptions, voiceMovement, voiceProgression } from './theory/voicing.ts';
export { articulate } from './transform/articulate.ts';
export { DRUM_DETAILS, type DrumDetail, drumDetail } from './transform/drum-details.ts';
export { kickLockedBassLine, kickOnsets } from './transform/kick-bass.ts';
export { syncopate } from './transform/syncopate.ts';
export {
  bassFromChords,
  type MidiTransform,
  midiNotes,
  reharmonise,
  TRANSFORM_MAX_BARS,
  type TransformedMidi,
  type TransformResult,
  transformMidi,
  transposeLabel,
} from './transform/transform-midi.ts';
export { walkingBassLine } from './transform/walking-bass.ts';
