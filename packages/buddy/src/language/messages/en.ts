/**
 * The brain's reply texts in English: the catalogue's keys. Each entry is a function of its
 * variables so that translations can reorder them. Other languages live beside this file.
 */
export const en = {
  notUnderstood: (): string =>
    'I didn\'t catch that. Ask me for a piece ("a chill lo-fi beat in F minor"), an edit ("make it faster") or a theory question ("what notes are in Cmaj7?").',
  greeting: (): string =>
    'Hey! I\'m your music buddy. Ask me for chords, a bass line, a melody or a drum groove — e.g. "a chill lo-fi beat in F minor at 80 BPM" — or a theory question like "why does a ii-V-I resolve?".',
  thanks: (): string =>
    'Any time! Want another idea — maybe "a bossa nova on nylon guitar" or "the same thing in 6/8"?',
  bye: (): string => 'See you — your pieces stay in this chat whenever you come back.',
  capabilities: (): string =>
    'I write chord progressions, bass lines, melodies and drum grooves as MIDI (12 styles, any key or mode, meters like 3/4, 6/8, 7/8, your own chords or roman numerals), edit them ("faster", "transpose up a fourth", "add drums", "make bar 5 go higher", "add a chorus"), answer questions about the piece, and explain theory with the actual notes. Try "a sad ballad in C# minor on Rhodes".',
  offTopic: (): string =>
    'That one is outside music, so I can\'t help there. I can write chord progressions, bass lines, melodies and drum grooves as MIDI, edit them, or explain theory — try "an upbeat funk groove in E" or "what is a tritone substitution?".',
  practicalUnknown: (): string =>
    'That\'s a good practical question, but I can\'t answer it well yet. What I can do: write or edit MIDI to practise with (e.g. "a slow 12-bar blues in A at 70 BPM"), explain the theory behind it, or answer questions about a piece in this chat.',
  song: (): string =>
    "I don't have the chords or tab of existing songs, and I won't invent them and call them the original. If you type the chords you know (e.g. \"G D Em C\"), I'll play them back, analyse them or write a part over them.",
  theoryUnknown: (): string =>
    'I can answer these exactly: chords in a key, notes of a chord, scale or mode, intervals, relative and parallel keys, key signatures, roman-numeral analysis, what key a progression is in — and explain cadences, ii–V–I, secondary dominants, tritone subs, modes, borrowed chords, harmonic/melodic minor, the circle of fifths, voice leading, chord functions and inversions.',
  explanation: (text: string, offer: boolean): string =>
    offer ? `${text}\nWant me to play an example?` : text,
  explanationWithExample: (text: string, chords: string): string =>
    `${text}\nHere it is as a short example: ${chords}.`,
  explainRelativeParallel: (
    key: string,
    signature: string,
    relative: string,
    parallel: string,
    parallelSignature: string,
    changed: string,
  ): string =>
    `Relative keys share a key signature; parallel keys share a tonic. ${relative} is the relative key of ${key}: both have ${signature}, so they use the same notes, but ${relative} makes a different note home. ${parallel} is the parallel key: the same tonic, with ${parallelSignature} — the notes that change are ${changed}. Moving to the relative key is the smoothest modulation; borrowing chords from the parallel key is modal interchange.`,
  explainChordRole: (symbol: string, notes: string, roman: string, key: string): string =>
    `${symbol} (${notes}) is ${roman} in ${key}.`,
  explainChordBorrowed: (parallel: string, outside: string, replaced: string): string =>
    `It is not in the key: it is borrowed from the parallel ${parallel}, and its ${outside} stands where the key has ${replaced}. That one altered note changes the colour for a moment without leaving home — the bittersweet sound you hear.`,
  explainChordLeans: (note: string, target: string, tonic: string): string =>
    `Its ${note} sits a semitone from ${target} of the tonic chord ${tonic}, so it leans straight back home.`,
  explainChordShares: (shared: string, tonic: string, tonicNotes: string): string =>
    `It shares ${shared} with the tonic chord ${tonic} (${tonicNotes}), so it sounds close to home while the bass moves.`,
  explainChordBrightInMinor: (): string =>
    'It is a major chord in a minor key: the music brightens for a moment, hopeful and aching at once — the emotional lift of i → VI in so many ballads.',
  explainChordDarkInMajor: (): string =>
    'It is a minor chord in a major key: a softer, darker shade of the key that makes the major chords around it feel warmer.',
  explainChordFunction: (fn: 'tonic' | 'subdominant' | 'dominant'): string =>
    fn === 'tonic'
      ? 'Its function is tonic: a place to rest.'
      : fn === 'subdominant'
        ? 'Its function is subdominant: it moves away from home and sets up the dominant.'
        : 'Its function is dominant: tension that wants to resolve to the tonic.',
  explainChordSecondary: (target: string, leading: string): string =>
    `It is the dominant of ${target}: its ${leading} lies outside the key and is the leading tone of ${target}, so for a moment ${target} sounds like home and the chord pulls there.`,
  explainChordChromatic: (outside: string): string =>
    `Its ${outside} lies outside the key, so it stands out as a chromatic colour.`,
  explainChordCompare: (a: string, aNotes: string, b: string, bNotes: string, shared: string): string =>
    `${a}: ${aNotes}. ${b}: ${bNotes}. ${shared ? `They share ${shared}.` : 'They share no notes.'}`,
  explainChordDegreeDiff: (
    degree: string,
    a: string,
    aNote: string,
    aInterval: string,
    b: string,
    bNote: string,
    bInterval: string,
  ): string =>
    `The difference is the ${degree}: ${aNote} in ${a} (a ${aInterval} above the root), ${bNote} in ${b} (a ${bInterval}).`,
  explainChordThirdColour: (): string =>
    'That one semitone in the 3rd is what makes a major chord sound bright and a minor chord sound dark.',
  explainChordNotesDiff: (a: string, aOnly: string, b: string, bOnly: string): string =>
    `${a} has ${aOnly || 'no note'} that ${b} lacks; ${b} has ${bOnly || 'no note'} that ${a} lacks.`,
  noPiece: (): string =>
    'There\'s no piece in this chat yet, so there\'s nothing to read that from. Ask me for one — e.g. "a chill lo-fi beat in F minor" — and then ask away.',
  editWithoutPiece: (): string => "I don't have an earlier piece in this chat, so I wrote a new one",
  composed: (summary: string, progression: string): string =>
    `Here's ${summary}.\nProgression: ${progression}.`,
  filledIn: (choices: string): string => `${choices}.`,
  done: (changes: string): string => `Done — ${changes}.`,
  nowIs: (summary: string, progression: string): string =>
    `Now it's ${summary}.\nProgression: ${progression}.`,
  unchanged: (reason: string): string => `Nothing changed: ${reason}.`,
  unchangedGeneric: (): string =>
    "Nothing changed — I can't find anything in that message that I know how to change in this piece. I can change tempo, key, mode, meter, length, parts, instruments, swing, density, a bar or bar range, or add a chorus, bridge, intro or outro.",
  partly: (reasons: string): string => `Not done: ${reasons}.`,
  composeFailed: (error: string): string =>
    `I couldn't write that one: ${error}. Try another meter or length — e.g. "8 bars in 4/4".`,
  styleApproximated: (asked: string, used: string): string =>
    `I don't have a ${asked} style, so I approximated it with ${used}`,
  pieceTempo: (tempo: number): string => `It's at ${tempo} BPM.`,
  pieceKey: (key: string): string => `It's in ${key}.`,
  pieceMeter: (meter: string): string => `It's in ${meter}.`,
  pieceBars: (bars: number, seconds: number): string =>
    `It's ${bars} bar${bars === 1 ? '' : 's'} long (about ${seconds} seconds at this tempo).`,
  pieceChords: (chords: string): string => `The chords: ${chords}.`,
  pieceChordAt: (bar: number, chord: string): string => `Bar ${bar} is ${chord}.`,
  pieceParts: (parts: string): string => `It has ${parts}.`,
  pieceStyle: (style: string): string => `It's written in a ${style} style.`,
  pieceScale: (key: string, scales: string): string => `Over ${key}, these work: ${scales}.`,
  pieceSummary: (summary: string): string => `It's ${summary}.`,
  uploadHarmonised: (added: string, file: string, progression: string): string =>
    `Done — I wrote ${added} over your file's own chords and kept every note of it (${file}).\nChords I followed: ${progression}.`,
  uploadCannotAdd: (reason: string): string =>
    `I can't add that to your file: ${reason}. I can still transpose it, change its tempo, or add drums or a bass line.`,
};

/** The catalogue's shape: every language provides (some of) these keys. */
export type Messages = typeof en;
/** A message key. */
export type MessageKey = keyof Messages;
