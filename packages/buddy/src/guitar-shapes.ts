import {
  type GuitarShape,
  guitarShapes,
  type Piece,
  parseChord,
  tab,
  transposeChordSymbol,
} from '@riffmate/music';
import { chordAsked } from './piece-question.ts';

// "how do i play Bm7 on guitar", "fingering for F#m", "how do i voice that 3rd chord on guitar",
// "how do i play these chords on guitar": fret-by-fret shapes from the engine's fretboard search.

const ORDINAL = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];

/** The ask is about the fretting hand: a guitar, a shape, a fingering, a barre. */
const GUITAR_RE =
  /\b(?:guitar|gtr|acoustic|fretboard|frets?|fingerings?|finger|shapes?|grip|barre|bar chord)\b/;
/** How to play, voice or finger something (not "play me a …", which asks for music). */
const HOW_RE =
  /\bhow (?:do (?:i|u|you)|to|can i|would i|should i|do we)\b|\b(?:fingerings?|shapes?|grip|chord chart|diagram)\b|\bwhere do (?:i|my fingers) go\b/;
/** Lines rather than chords: a scale, a riff or a part is not a chord shape. */
const NOT_CHORDS_RE =
  /\b(?:scales?|arpeggios?|solo|melody|riff|lick|bass ?line|strum(?:ming)? pattern|capo|tune|tuning|song|modes?)\b/;
/** A chord symbol as typed: "Bm7", "F#m", "Cadd9", "D/F#", "Bbmaj7". */
const SYMBOL_RE = /(?<![\w#])([A-G](?:#|b)?(?:[a-z0-9#+°ø()]*)(?:\/[A-G](?:#|b)?)?)(?![\w#])/g;
/** The piece's chords all at once: "these chords", "the chords in it", "this on guitar". */
const ALL_CHORDS_RE = /\b(?:these|those|the|its|all the|all of the|all) chords\b|\bplay (?:this|it)\b/;

/**
 * Guitar shapes for the chord (or chords) asked: a symbol in the message, else a chord of the piece
 * in focus, rendered only when needed ("that 3rd chord", "the V", "bar 3", "these chords"). `null` when it is not that ask.
 */
export function guitarShapeAnswer(text: string, pieceInFocus: () => Piece | null): string | null {
  const lower = text.toLowerCase();
  const capoShape = capoed(text);
  if (capoShape) return capoShape;
  if (!GUITAR_RE.test(lower) || !HOW_RE.test(lower) || NOT_CHORDS_RE.test(lower)) return null;
  const symbols = [...text.matchAll(SYMBOL_RE)]
    .map((m) => m[1]!)
    .filter((s) => s !== 'I' && parseChord(s) && guitarShapes(s).length > 0);
  if (symbols.length > 0) return [...new Set(symbols)].map(oneChord).join('\n');
  const piece = pieceInFocus();
  if (!piece) return null;
  const chords = [...new Set(piece.meta.progression.map((s) => s.symbol))];
  if (ALL_CHORDS_RE.test(lower) && !/\b(?:chord|bar)\s+\d|\b\w+(?:st|nd|rd|th) chord\b/.test(lower))
    return `On guitar (${LEGEND}): ${chords.map((c) => `${c} ${shapeText(guitarShapes(c, 1)[0]!)}`).join(' · ')}.`;
  const seg = chordAsked(text, piece, false);
  if (!seg) return null;
  return `Bar ${seg.bar + 1} is ${seg.symbol}${seg.roman ? ` (${seg.roman})` : ''}. ${oneChord(seg.symbol)}`;
}

const CAPO_RE =
  /\bcapo(?:'?d)?\s+(?:on\s+|at\s+)?(?:the\s+)?(?:fret\s+)?(\d{1,2}|first|second|third|fourth|fifth|sixth|seventh)\b/;
/** The chords named are the shapes; what they sound as is asked. */
const SOUNDING_RE =
  /\b(?:real|actual|concert|sounding) (?:chords?|key)\b|\bsounds? (?:like|as)\b|\b[A-G](?:#|b)?m?\d*\s+shapes?\b|\bwhat (?:key|chords) (?:is|are) (?:it|that|they|we)\b/i;
const FRET_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];

/**
 * "if i put a capo on 2 what shape do i play for the F#m": the shape that sounds as the chord with
 * the capo on, i.e. the chord moved down by the capo's frets, with its fingering.
 */
function capoed(text: string): string | null {
  const lower = text.toLowerCase();
  const capo = CAPO_RE.exec(lower);
  // ("capo 2 playing G shapes what key is that": a key, which the fact answers.)
  if (!capo || !/\b(?:shapes?|play|finger|grip|chord)\b/.test(lower) || /\bkey\b/.test(lower)) return null;
  const fret = /\d/.test(capo[1]!) ? Number(capo[1]) : FRET_WORDS.indexOf(capo[1]!) + 1;
  const symbols = [...text.matchAll(SYMBOL_RE)].map((m) => m[1]!).filter((s) => s !== 'I' && parseChord(s));
  if (fret < 1 || fret > 11 || symbols.length === 0) return null;
  const unique = [...new Set(symbols)];
  // "capo 2 on those G C D shapes, what are the real chords": the shapes named, the sound asked.
  if (SOUNDING_RE.test(lower)) {
    const sounding = unique.map((symbol) => transposeChordSymbol(symbol, fret) ?? symbol);
    return `With the capo on the ${ORDINAL[fret]} fret, ${unique.join(' – ')} shapes sound as ${sounding.join(' – ')} (every shape ${fret} semitone${fret > 1 ? 's' : ''} higher).`;
  }
  const shapes = unique.map((symbol) => {
    const shape = transposeChordSymbol(symbol, -fret) ?? symbol;
    const first = guitarShapes(shape, 1)[0];
    return `${symbol} → ${shape} shape${first ? ` (${shapeText(first)})` : ''}`;
  });
  return `With the capo on the ${ORDINAL[fret]} fret, every shape sounds ${fret} semitone${fret > 1 ? 's' : ''} higher, so play: ${shapes.join(' · ')} (${LEGEND}, counted from the capo).`;
}

const LEGEND = 'strings low E to high E; x = not played, 0 = open, numbers are frets';

const movable = (shape: GuitarShape) => !shape.frets.includes(0);
const lowestFret = (shape: GuitarShape) =>
  Math.min(99, ...shape.frets.filter((f): f is number => f !== null && f > 0));

function shapeText(shape: GuitarShape): string {
  return shape.barre ? `${tab(shape)} (barre at the ${ORDINAL[shape.barre]} fret)` : tab(shape);
}

function oneChord(symbol: string): string {
  const [first, ...rest] = guitarShapes(symbol, 24);
  // The second shape worth learning is another kind of grip: a movable one (no open strings) for
  // an open chord, or the other way round, or one further up the neck.
  const second = rest.find((s) => movable(s) !== movable(first!) || lowestFret(s) - lowestFret(first!) >= 3);
  const chord = parseChord(symbol)!;
  const bass = chord.bass ?? chord.root;
  const other = second ? ` — or ${shapeText(second)}` : '';
  return `${chord.symbol} on guitar: ${shapeText(first!)}${other} (${LEGEND}; ${bass} is the lowest note, notes ${chord.notes.join(' – ')}).`;
}
