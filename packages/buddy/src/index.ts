/**
 * The built-in composer: chat text in, a friendly reply (and a piece of MIDI) out. Rule-based,
 * pure and seeded — the same chat always gives the same answer.
 * @example respond([{ role: 'user', text: 'a sad waltz in D minor' }]).midi // Uint8Array [0x4d, 0x54, …]
 */
export { applyEdits, type BuiltSpec, buildSpec, keyFromProgression } from './build-spec.ts';
export { findChordSequence, isChordSymbol, isRomanNumeral } from './chord-sequence.ts';
export { changesText, composeReply, editReply, nextStep, pieceSummary, progressionText } from './describe.ts';
export { diffPieces, type PieceChange } from './diff.ts';
export { parseEdits, parseTranspose } from './edits.ts';
export { explain, explanationTopic } from './explain.ts';
export { INSTRUMENTS } from './instruments.ts';
export { composeInKey, KEY_CHECK_TRIES, soundsInKey } from './key-check.ts';
export { parseKeyMention } from './keys.ts';
export { detectLanguage, normaliseForeign } from './language/index.ts';
export { parseMeter } from './meter.ts';
export { MOOD_WORDS } from './moods.ts';
export { extractRequest, parseRequest } from './parse-request.ts';
export { PART_WORDS } from './parts.ts';
export { type NoteOp, type PieceState, readPieceState, renderState, type Section } from './piece-state.ts';
export { pieceNotes, type RespondOptions, readState, respond } from './respond.ts';
export { STYLE_WORDS } from './styles.ts';
export { parseBpm, TEMPO_WORDS } from './tempo.ts';
export { answerTheory } from './theory-answer.ts';
export { parseTheoryQuestion } from './theory-question.ts';
export type * from './types.ts';
export { classify, knownShare, trainClassifier } from './understand/classifier.ts';
export {
  checkMidiUpload,
  chordLine,
  describeMidi,
  latestMidi,
  MIDI_UPLOAD_LIMITS,
  MIDI_UPLOAD_MAX_BARS,
  type MidiSource,
  parseMidiTransform,
  respondToMidi,
  transformTitle,
  type UploadCheck,
} from './upload.ts';
