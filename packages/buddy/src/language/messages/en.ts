/**
 * The brain's reply texts in English: the catalogue's keys. Each entry is a function of its
 * variables so that translations can reorder them. Other languages live beside this file.
 */
/** A double sharp or flat said as the white or black key it lands on: "F##" is "G on the keyboard". */
function plainKey(note: string): string {
  const m = /^([A-G])(##|bb)$/.exec(note);
  if (!m) return '';
  const letters = 'CDEFGAB';
  const chroma = [0, 2, 4, 5, 7, 9, 11][letters.indexOf(m[1]!)]! + (m[2] === '##' ? 2 : -2);
  const names = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
  return ` — ${names[(chroma + 12) % 12]} on the keyboard`;
}

/** Chord degrees as charts write them ("b7"), in words. */
const DEGREE_WORDS: Readonly<Record<string, string>> = {
  '1': 'root',
  '2': '2nd',
  b3: 'minor 3rd',
  '3': 'major 3rd',
  '4': '4th',
  b5: 'flat 5th',
  '5': '5th',
  '#5': 'sharp 5th',
  '6': '6th',
  bb7: 'diminished 7th',
  b7: 'flat (minor) 7th',
  '7': 'major 7th',
  b9: 'flat 9th',
  '9': '9th',
  '#9': 'sharp 9th',
  '11': '11th',
  '#11': 'sharp 11th',
  '13': '13th',
};

/** Instruments by their tuning key, in words. */
const INSTRUMENT_WORDS: Readonly<Record<string, string>> = {
  guitar: 'guitar',
  bass: '4-string bass',
  bass5: '5-string bass',
  ukulele: 'ukulele',
  violin: 'violin',
  viola: 'viola',
  cello: 'cello',
  mandolin: 'mandolin',
};

/** A melodic or root step in semitones, in words. */
const STEP_WORDS: readonly string[] = [
  '',
  'a half step',
  'a whole step',
  'a minor third',
  'a major third',
  'a fourth',
  'a tritone',
];

export const en = {
  notUnderstood: (): string =>
    'I didn\'t catch that. Ask me for a piece ("a chill lo-fi beat in F minor"), an edit ("make it faster") or a theory question ("what notes are in Cmaj7?").',
  greeting: (): string =>
    'Hey! I\'m your music buddy. Ask me for chords, a bass line, a melody or a drum groove — e.g. "a chill lo-fi beat in F minor at 80 BPM" — or a theory question like "why does a ii-V-I resolve?".',
  thanks: (): string =>
    'Any time! Want another idea — maybe "a bossa nova on nylon guitar" or "the same thing in 6/8"?',
  bye: (): string => 'See you — your pieces stay in this chat whenever you come back.',
  capabilities: (styles: number): string =>
    `I write chord progressions, bass lines, melodies and drum grooves as MIDI (${styles} styles, any key or mode, meters like 3/4, 6/8, 7/8, your own chords or roman numerals), edit them ("faster", "transpose up a fourth", "add drums", "make bar 5 go higher", "add a chorus"), answer questions about the piece, and explain theory with the actual notes. Try "a sad ballad in C# minor on Rhodes".`,
  offTopic: (): string =>
    'That one is outside music, so I can\'t help there. I can write chord progressions, bass lines, melodies and drum grooves as MIDI, edit them, or explain theory — try "an upbeat funk groove in E" or "what is a tritone substitution?".',
  practicalUnknown: (): string =>
    'That\'s a good practical question, but I can\'t answer it well yet. What I can do: write or edit MIDI to practise with (e.g. "a slow 12-bar blues in A at 70 BPM"), explain the theory behind it, or answer questions about a piece in this chat.',
  song: (): string =>
    "I don't have the chords or tab of existing songs, and I won't invent them and call them the original. If you type the chords you know (e.g. \"G D Em C\"), I'll play them back, analyse them or write a part over them.",
  theoryUnknown: (topics: string): string =>
    `I can answer these exactly: chords in a key, notes of a chord, scale or mode, intervals, relative and parallel keys, key signatures, enharmonic spellings, roman-numeral analysis, what key a progression is in, transposing chords and capo keys — and explain ${topics}.`,
  explainChordScale: (chord: string, notes: string, scales: string): string =>
    `Over ${chord} (${notes}) reach for ${scales}. Land on the chord tones (${notes}) on strong beats; the other notes of the scale pass between them.`,
  explainParallelFifths: (from: string, to: string): string =>
    `Parallel fifths are two voices a perfect fifth apart that move in the same direction to another fifth — ${from} to ${to}. Classical part-writing avoids them because the two voices fuse into one and lose their independence. In pop, rock and metal they're fine and everywhere: every power-chord riff is parallel fifths. Keep them out of the bass against the melody (and out of choir or string lines) when you want the voices independent; anywhere else, use them freely.`,
  explainTimeSignatures: (): string =>
    'A time signature gives the beats in a bar (top number) and the note value that gets one beat (bottom number: 4 is a quarter note). 4/4, "common time", counts 1 2 3 4 with the strongest accent on 1 and a lighter one on 3 — most pop, rock, hip-hop and dance music. 3/4 counts 1 2 3, the waltz; 2/4 counts 1 2, marches and polkas.',
  explainTriplets: (): string =>
    'A triplet fits three even notes in the time of two. Eighth-note triplets put three notes on each beat, counted "1-trip-let 2-trip-let" (or "1-and-a 2-and-a"); quarter-note triplets spread three notes over two beats. Swing is a triplet feel: the first and last note of each triplet, long-short.',
  explainTurnaround: (key: string, plain: string, jazz: string): string =>
    `A turnaround is the chord run at the end of a section that leads back to its start. In ${key}: ${plain} (I–vi–ii–V), so the V pulls back to the top. Jazz makes it stronger with a secondary dominant: ${jazz}.`,
  explainPassingChords: (key: string, chords: string, bass: string): string =>
    `A passing chord sits between two chords to smooth the way, usually on a weak beat, with the bass moving by step. The classic one is a diminished seventh a semitone below the target: in ${key}, ${chords}, the bass rising ${bass}. Any chord can pass if its voices move by small steps into the next one.`,
  exampleAbove: (): string =>
    'It\'s the card just above — press Play to hear it. Say "slower", "in another key" or "another take" and I\'ll change it.',

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
  explainBorrowedChords: (
    major: string,
    minor: string,
    list: string,
    iv: string,
    IV: string,
    lowered: string,
    third: string,
    fifth: string,
    I: string,
  ): string =>
    `Borrowed chords come from the parallel key — in ${major}, from ${minor}, which has the same tonic but lowered 3rd, 6th and 7th. The common ones: ${list}. They darken a major-key progression for a moment; ${iv} in place of ${IV} is the classic bittersweet move: its ${lowered} is the ${third} of ${IV} lowered a semitone, and it falls on to ${fifth}, the 5th of ${I}.`,
  explainChordFunctions: (
    key: string,
    I: string,
    vi: string,
    iii: string,
    IV: string,
    ii: string,
    V: string,
    vii: string,
    leading: string,
    shared: string,
  ): string =>
    `Chord functions in ${key}: tonic (rest) — ${I}, ${vi}, ${iii}; subdominant or pre-dominant (moving away) — ${IV}, ${ii}; dominant (tension that wants home) — ${V} and ${vii}, which hold the leading tone ${leading}. Chords of one function share notes (${I} and ${vi} share ${shared}), so they can stand in for each other; progressions usually run tonic → subdominant → dominant → tonic.`,
  explainSlashBetween: (
    slash: string,
    from: string,
    to: string,
    bass: string,
    chordName: string,
    third: string,
  ): string =>
    `${slash} between ${from} and ${to} turns the chord change into a bass line that walks by step: ${bass}. ${slash} is ${chordName} with ${third} in the bass instead of its root — a passing chord, lighter than root-position ${chordName}, so the ear follows the descending (or rising) line rather than a jump.`,
  explainInversions: (symbol: string, r: string, t: string, f: string): string =>
    `An inversion puts a note other than the root in the bass. ${symbol}: root position ${r}–${t}–${f}; first inversion ${t}–${f}–${r} (${symbol}/${t}); second inversion ${f}–${r}–${t} (${symbol}/${f}). Same chord, different weight: first inversion is lighter and lets the bass walk by step, second inversion sounds unstable and usually passes or sits before a cadence.`,
  explainSuspended: (
    s4: string,
    s4Notes: string,
    s2: string,
    s2Notes: string,
    fourth: string,
    third: string,
    I: string,
  ): string =>
    `A suspended chord replaces the 3rd with the 4th (sus4) or the 2nd (sus2), so it is neither major nor minor. ${s4}: ${s4Notes}; ${s2}: ${s2Notes}. The ${fourth} of ${s4} leans down a step to ${third}, the 3rd of ${I} — the suspension and its resolution — so ${s4} → ${I} sounds like a sigh that settles.`,
  explainAnacrusis: (meter: string, pickup: number, start: number, last: number): string =>
    `An anacrusis (a pickup or upbeat) is one or more notes before the first full bar: the melody starts early and lands on the downbeat of bar 1, the first strong beat. In ${meter}, a pickup of ${pickup} beat${pickup === 1 ? '' : 's'} starts on beat ${start} of an incomplete bar, and the last bar is traditionally shortened to ${last} beat${last === 1 ? '' : 's'}, so the pickup and the last bar add up to one whole bar.`,
  explainHemiola: (): string =>
    'A hemiola regroups the beats so three groups of two are heard where two groups of three belong. In 3/4, two bars counted 1 2 3 | 1 2 3 are accented as three half notes — 1 2 | 3 1 | 2 3 — so for a moment the two bars feel like one bar of 3/2: three against two. It usually comes just before a cadence and makes the music feel like it broadens. In 6/8 the same trick turns two dotted-quarter beats into three quarter-note beats (the feel of 3/4).',
  explainSonataForm: (home: string, second: string): string =>
    `Sonata form is one movement in three parts, a story told in keys. Exposition: the first theme in the home key (${home}), a transition, then a contrasting second theme in a new key (${second}); it is often repeated. Development: the themes are broken into pieces and pushed through other keys — the unstable middle — until a long stretch on the dominant prepares the return. Recapitulation: both themes come back, the second now in the home key, so the conflict resolves; a coda may round it off.`,
  explainSatb: (): string =>
    'SATB stands for Soprano, Alto, Tenor, Bass: the four voice parts of a mixed choir, highest to lowest, and the four voices of classic four-part harmony. Rough ranges: soprano C4–G5, alto G3–D5, tenor C3–G4 (written an octave higher, in a treble clef with an 8 under it), bass E2–C4 (C4 is middle C). The sopranos usually sing the melody; the other three fill in the chord, with the bass on the root or the lowest note of the inversion.',
  explainFermata: (): string =>
    'A fermata (𝄐, the arc with a dot under it that looks like an eye) means hold: sustain that note, chord or rest longer than written, then carry on. How long is up to the conductor or performer — about one and a half to two times the written value is typical. In a choir, hold until the director cuts you off, and watch for the breath and the next entry. In Bach chorales a fermata marks the end of a phrase rather than a long hold.',
  explainAlteredScale: (
    dominant: string,
    notes: string,
    alterations: string,
    third: string,
    seventh: string,
    target: string,
  ): string =>
    `The altered scale (super locrian) is the 7th mode of the melodic minor a half step up. On ${dominant}: ${notes}. Over ${dominant}7 it keeps the root, the 3rd (${third}) and the 7th (${seventh}) and alters every other note: ${alterations}. Jazz players use it on a V7 that resolves — ${dominant}7alt → ${target}, especially into a minor chord — for the most tension right before the resolution, since the altered notes sit a half step from notes of ${target}.`,
  explainBackdoor: (
    key: string,
    iv: string,
    bVII: string,
    I: string,
    b6: string,
    five: string,
    b7: string,
    tonic: string,
  ): string =>
    `The backdoor ii–V reaches the tonic from a whole step below instead of from the V: in ${key}, ${iv} → ${bVII} → ${I} (iv7 – bVII7 – I), both borrowed from the parallel minor. ${b6} falls a half step to ${five} and ${b7} rises a whole step to ${tonic}, a softer, more soulful arrival than V7 → I; it turns up in jazz standards, gospel and soul, and works as a turnaround too.`,
  explainConsonance: (bass: string, third: string, fifth: string, sixth: string, fourth: string): string =>
    `In first-species counterpoint (note against note) the consonances are the perfect unison, 5th and octave and the imperfect 3rds and 6ths, major or minor — above ${bass}: ${third} (3rd), ${fifth} (5th), ${sixth} (6th) and ${bass} (octave). Everything else is a dissonance: 2nds, 7ths, the tritone, and the perfect 4th. The 4th counts as dissonant against the bass (the lowest voice): ${fourth} over ${bass} sounds like a suspension that wants to fall to ${third}, and it makes the upper note sound like the root, so the bass stops sounding like the foundation. Between two upper voices a 4th is fine (${fifth}–${bass} on top of a ${bass} chord). Begin and end on a perfect consonance, with mostly 3rds and 6ths between.`,
  explainCounterpoint: (): string =>
    'Counterpoint is writing two or more independent lines that sound good together. Start with two voices, note against note (first species), over a short given melody. Two voices can move four ways: contrary motion (one up, one down — the most independent), oblique (one holds, one moves), similar (same direction, different intervals) and parallel (same direction, same interval). Favour contrary and oblique motion, use 3rds and 6ths freely, begin and end on a unison, octave or 5th, and avoid parallel (consecutive) 5ths and octaves — they make the two voices fuse into one.',
  explainCatchyMelody: (): string =>
    'From a theory point of view, catchy melodies share a few things: repetition (a short motif heard again, exact or varied, so the ear can predict it), a clear rhythm that repeats even when the notes change, mostly stepwise motion with one or two leaps for the hook, a simple contour (rise to a high point, then come down), a small range you can sing (about an octave) and chord tones on the strong beats, with the hook landing on the title line.',
  explainAugmentedSixth: (
    key: string,
    b6: string,
    raised4: string,
    five: string,
    it: string,
    fr: string,
    ger: string,
    V: string,
  ): string =>
    `An augmented sixth chord is a pre-dominant built on the lowered 6th with the raised 4th above it. In ${key}, ${b6} and ${raised4} are an augmented sixth apart and both move by a semitone out to ${five} (${b6} down, ${raised4} up), the root of ${V}. It comes in three flavours: Italian ${it}, French ${fr} and German ${ger} (which sounds like a dominant 7th but resolves to ${V}).`,
  explainPentatonic: (
    major: string,
    majorNotes: string,
    minor: string,
    minorNotes: string,
    relative: string,
    blue: string,
  ): string =>
    `Both pentatonics are five-note scales without the semitone steps. ${major}: ${majorNotes} — the major scale without its 4th and 7th, bright and open (pop, country). ${minor}: ${minorNotes} — the natural minor without its 2nd and 6th, the rock and blues sound. The major one has the same notes as its relative ${relative}, just starting elsewhere; add the flat 5th (${blue}) to the minor one and you get the blues scale.`,
  cadencePhrygian: (minorKey: string, iv6: string, ivNotes: string, V: string): string =>
    `Phrygian half cadence: iv6 → V in a minor key — in ${minorKey}, ${iv6} (${ivNotes}, its 3rd in the bass) → ${V}. The bass falls a semitone onto the 5th while the top voice rises a step, the half-step descent of the phrygian mode; a Baroque way to end a slow movement on a question (major keys borrow it from their parallel minor).`,
  cadenceImperfect: (): string =>
    'Half cadence and imperfect cadence are the same thing: “imperfect cadence” is the British name — both stop on V.',
  cadenceBeforeV: (I: string, ii: string, IV: string, vi: string, V: string): string =>
    `Almost any chord of the key can come before the V: most often the pre-dominants IV (${IV}) and ii (${ii}), also I (${I}) or vi (${vi}) — e.g. ${ii} → ${V} or ${IV} → ${V}.`,
  guideToneMoves: (
    ii: string,
    a: string,
    V: string,
    b: string,
    c: string,
    I: string,
    d: string,
    e: string,
  ): string =>
    `Voice by voice: ${a}, the 7th of ${ii}, falls a step to ${b}, the 3rd of ${V}, while ${c}, its 3rd, holds as the 7th of ${V}; then ${c} falls a step to ${d}, the 3rd of ${I}, and ${b} → ${e}, the 7th of ${I}. The roots leap; these two voices barely move.`,
  explainResolution: (
    from: string,
    to: string,
    key: string,
    root: string,
    moves: string,
    held: string,
    tritone: string,
    target: string,
  ): string =>
    `In ${key}, ${from} → ${to}: ${root}.${moves ? ` Voice by voice, ${moves}.` : ''}${held ? ` ${held}` : ''}${tritone ? ` ${tritone}` : ''} Every note that moves takes the shortest way into a note of ${target}, so ${target} sounds like the answer to the chord before it.`,
  resolutionRoot: (semitones: number, from: string, to: string): string =>
    semitones === 0
      ? `both stand on ${from}`
      : semitones === 5
        ? `the root falls a fifth (${from} → ${to}), the strongest root motion there is`
        : semitones === 7
          ? `the root rises a fifth (${from} → ${to}), a softer, plagal pull`
          : `the root ${semitones < 6 ? 'rises' : 'falls'} ${STEP_WORDS[Math.min(semitones, 12 - semitones)]} (${from} → ${to})`,
  resolutionMove: (note: string, step: number, target: string, role: string): string =>
    `${note} ${step > 0 ? 'rises' : 'falls'} ${STEP_WORDS[Math.abs(step)]} to ${target}${role === 'leading' ? ` (the leading tone of ${target})` : role === 'seventh' ? ' (the 7th, which resolves down)' : ''}`,
  resolutionHeld: (notes: string, count: number): string =>
    `${notes} ${count === 1 ? 'stays as a common tone' : 'stay as common tones'}.`,
  resolutionTritone: (from: string, to: string, contrary: boolean): string =>
    `The tritone ${from}, the most unstable interval, resolves ${contrary ? 'in contrary motion ' : ''}to ${to}.`,
  explainTension: (
    key: string,
    V: string,
    VNotes: string,
    leading: string,
    seventh: string,
    tonic: string,
    I: string,
    third: string,
  ): string =>
    `Tension comes from unstable intervals; release is their resolution. In ${key}, ${V} (${VNotes}) holds the tritone ${leading}–${seventh}: ${leading} is the leading tone, a semitone under ${tonic}, and ${seventh} sits a step above ${third}, the 3rd — both resolve by the smallest step into the tonic chord ${I}, which is why V7 → I (dominant to tonic) sounds like coming home.`,
  explainIntervals: (
    tonic: string,
    s2: string,
    s3: string,
    s4: string,
    s5: string,
    s6: string,
    s7: string,
  ): string =>
    `An interval is the distance between two notes, named by letter count and quality. From ${tonic}: major 2nd ${s2} (2 semitones), major 3rd ${s3} (4), perfect 4th ${s4} (5), perfect 5th ${s5} (7), major 6th ${s6} (9), major 7th ${s7} (11), octave (12). Lower a major interval a semitone for minor (minor 3rd = 3 semitones); the tritone (6) splits the octave in half and is the tension inside every dominant seventh.`,
  explainFourPart: (chords: string, soprano: string, alto: string, tenor: string, bass: string): string =>
    `Four-part voice leading of ${chords}, each voice moving as little as it can — Soprano: ${soprano}. Alto: ${alto}. Tenor: ${tenor}. Bass: ${bass}. The bass takes the roots; the upper three keep the notes two chords share and move the others by the smallest step, in contrary motion to the bass where they can, with no parallel fifths or octaves.`,
  explainVoiceLeading: (
    key: string,
    I: string,
    INotes: string,
    IV: string,
    IVNotes: string,
    common: string,
    third: string,
    to1: string,
    fifth: string,
    to2: string,
    V: string,
    VNotes: string,
  ): string =>
    `Voice leading is moving each note of one chord to the nearest note of the next, keeping common tones. In ${key}: ${I} (${INotes}) to ${IV} (${IVNotes}) keeps ${common}, moves ${third} up a semitone to ${to1} and ${fifth} up a step to ${to2} — instead of jumping the whole shape up a fourth. ${IV} to ${V} (${VNotes}) has no common tone, so the upper voices move down by step against a rising bass. Small steps make the parts singable and the changes smooth.`,
  explainModesFamily: (key: string, modes: string): string =>
    `The modes are the major scale started from each of its degrees. With the notes of ${key}: ${modes}. Same notes, a different home note — so each mode has its own colour. Compare a mode with major or natural minor on the same tonic and the one note that differs is its sound: dorian's raised 6th, mixolydian's flat 7th, lydian's sharp 4th, phrygian's flat 2nd.`,
  explainTwelveBar: (key: string, bars: string, I: string, IV: string, V: string, tonic: string): string =>
    `The 12-bar blues is three 4-bar lines on the I, IV and V chords, usually all dominant sevenths. In ${key}: | ${bars} |. Line 1 sits on ${I}, line 2 moves to ${IV} and back, and line 3 is the turnaround: ${V} – ${IV} – ${I} – ${V} sends you back to the top. A "quick change" puts ${IV} in bar 2. Over all 12 bars you can solo with the ${tonic} minor pentatonic or blues scale.`,
  explainEnharmonicKeys: (
    a: string,
    sigA: string,
    b: string,
    sigB: string,
    pick: string,
    tie: boolean,
  ): string =>
    tie
      ? `${a} has ${sigA} and ${b} has ${sigB} — a tie, so both turn up: sharp-friendly players (guitar, strings) tend to write the sharp one, horn and piano charts the flat one. They sound exactly the same.`
      : `${a} has ${sigA}; ${b} has ${sigB}. They sound exactly the same, so people almost always write ${pick}: fewer accidentals to read, and fewer double sharps or flats in its chords. Rule of thumb: pick the spelling with fewer sharps or flats.`,
  explainNoteSpelling: (
    key: string,
    scale: string,
    asked: string,
    other: string,
    askedLetter: string,
    otherLetter: string,
    triad: string,
  ): string =>
    `A scale uses each letter A–G exactly once. ${key}: ${scale}. Calling ${asked} "${other}" would give two notes on the letter ${otherLetter} and none on ${askedLetter}, so it's written ${asked} — the same pitch as ${other}, on the letter the scale needs. That keeps the key signature all sharps or all flats, and the chords stacking letters in thirds (${triad}).`,
  explainTruckDriver: (
    key: string,
    halfUp: string,
    wholeUp: string,
    progression: string,
    lift: string,
  ): string =>
    `A truck driver modulation (a "gear change") shoves the whole song up a half step or a whole step — usually for the last chorus — with no pivot chord: from ${key} straight to ${halfUp} (or ${wholeUp}). The smoothest version slips in the new key's V7 first: ${progression}, where ${lift} is the bump. It's an instant lift, all over 80s and 90s pop ballads — and it can sound cheesy if the song leans on it.`,
  explainColtrane: (tonics: string, cycle: string, iiVI: string, key: string): string =>
    `Coltrane changes (Giant Steps, Countdown) split the octave into three keys a major third apart — ${tonics} — and move between them, reaching each new tonic through its own V7: ${cycle}. Each jump is a major 3rd (4 semitones), so three jumps bring you home, and the V7s make every landing feel like a cadence. He also laid the cycle over a plain ii–V–I (${iiVI} in ${key}) as a substitution: start on the ii, run through the three keys, land on the I.`,
  explainPedalPoint: (key: string, pedal: string, chords: string): string =>
    `A pedal point holds one note — usually in the bass — while the chords above it change. In ${key}, keep ${pedal} in the bass under ${chords}: some chords agree with ${pedal} and some rub against it, so tension builds and releases over a note that never moves. A tonic pedal feels grounded; a dominant pedal (on the 5th) feels like waiting for the return home.`,
  explainPowerChords: (
    five: string,
    fiveNotes: string,
    majorThird: string,
    minorThird: string,
    riff: string,
  ): string =>
    `A power chord is just the root and the 5th, often with the root doubled on top: ${five} = ${fiveNotes}. With no 3rd (neither ${majorThird} nor ${minorThird}) it is neither major nor minor, so it fits either — and under heavy distortion a 3rd turns to mud while a bare 5th stays tight and huge. That's why rock and metal riffs are built from them, like ${riff}.`,
  explainSeventhChords: (
    list: string,
    maj7: string,
    dom7: string,
    seventh: string,
    flatSeventh: string,
  ): string =>
    `The seventh-chord qualities, on one root: ${list}. Major 7th = major triad + major 7th (lush, at rest). Dominant 7th = major triad + minor 7th (bluesy, wants to resolve: its 3rd and 7th form a tritone). Minor 7th = minor triad + minor 7th (mellow). Half-diminished = diminished triad + minor 7th (the ii of a minor key); diminished 7th stacks minor 3rds all the way. ${maj7} and ${dom7} differ only in the 7th: ${seventh} versus ${flatSeventh}.`,
  explainExtensions: (root: string, chords: string, ninth: string, progression: string): string =>
    `Extensions keep stacking thirds above a seventh chord: the 9th, 11th and 13th (the 2nd, 4th and 6th an octave up). On ${root}: ${chords} — the 9th is ${ninth}. They add colour without changing what the chord does; on dominants you can alter them (b9, #9, #11, b13) for extra tension. Players usually drop the 5th, and often the root, to keep voicings clear. A ii–V–I with extensions: ${progression}.`,
  explainTriadQualities: (
    root: string,
    major: string,
    minor: string,
    dim: string,
    aug: string,
    third: string,
    flatThird: string,
  ): string =>
    `A triad's quality comes from its two stacked thirds. On ${root}: ${major} is a major 3rd + a minor 3rd (bright); ${minor} is a minor 3rd + a major 3rd (darker); ${dim} is two minor 3rds, so its 5th is diminished (tense, it wants to move); ${aug} is two major 3rds, so its 5th is augmented (unsettled, dreamy). Only the 3rd separates major from minor: ${third} versus ${flatThird}.`,
  explainOddMeters: (): string =>
    'An odd meter groups its beats unevenly, in 2s and 3s. 5/4 is 3+2 or 2+3 ("Take Five"); 7/8 is usually 2+2+3 (or 3+2+2): count "1-2, 1-2, 1-2-3" and accent the first note of each group. The longer group feels like a limp or an extra push — that is the appeal. Tap the groups before you play over them; I can write a piece in 5/4 or 7/8 if you want to hear one.',
  explainCompoundMeter: (): string =>
    '3/4 and 6/8 both hold six eighth notes, grouped differently. 3/4 is three beats of two eighths ("1 & 2 & 3 &"): a waltz, felt in three. 6/8 is two beats of three eighths ("1-2-3 4-5-6"): it rocks in two, like a lilting ballad or a jig. Same bar length, different pulse — in 6/8 your foot taps twice per bar, in 3/4 three times. 12/8 is four groups of three, the slow-blues feel.',
  explainSyncopation: (): string =>
    'Syncopation puts accents where the beat doesn\'t expect them — on the off-beats (the "&"s) or tied across a beat — instead of on 1, 2, 3 and 4. Count "1 & 2 & 3 & 4 &": a straight rhythm lands on the numbers; a syncopated one hits the "&" of 2 and holds over beat 3. Funk, reggae, Latin and pop hooks live on it: the steady beat underneath is what makes the off-beat accent feel like a push.',
  explainSwing: (): string =>
    'Swing plays pairs of eighth notes long–short instead of even: each beat is felt as a triplet, the first eighth taking two thirds of it and the second one third (about 66 %; light swing is nearer 55–60 %, straight is 50 %). Count "1-trip-let" and play on "1" and "let". Jazz, shuffles and a lot of hip-hop use it. Ask for "more swing" or "straight" on any piece here and you\'ll hear the difference.',
  explainPolyrhythm: (): string =>
    'A polyrhythm plays two different pulses over the same span at once. The classic is 3 against 2: in one bar one part plays 3 even notes while another plays 2, meeting only on the downbeat. Count six subdivisions: the 3-part hits 1, 3 and 5, the 2-part hits 1 and 4 ("nice cup of tea"). 4 against 3 works the same over twelve. You hear it in West African drumming, jazz, and Afrobeat.',
  explainPicardy: (
    minor: string,
    i: string,
    iNotes: string,
    I: string,
    INotes: string,
    from: string,
    to: string,
  ): string =>
    `A Picardy third ends a minor-key piece on the major tonic: in ${minor}, the last ${i} (${iNotes}) becomes ${I} (${INotes}) — only the 3rd moves, ${from} up to ${to}. After a dark piece, that one raised note sounds like light breaking through.`,
  explainNeapolitan: (
    key: string,
    N: string,
    NNotes: string,
    third: string,
    root: string,
    V: string,
    VNotes: string,
    leading: string,
    i: string,
  ): string =>
    `The Neapolitan (bII) is the major chord on the lowered 2nd degree, usually in first inversion (N6). In ${key}: ${N} (${NNotes}), played as ${N}/${third}. It is dramatic because its root ${root} is a semitone above the tonic and outside the key: it falls by step into the dominant ${V} (${VNotes}), where ${root} drops to ${leading} — a diminished-third squeeze — before ${i}.`,
  explainPivot: (
    from: string,
    to: string,
    pivot: string,
    pivotNotes: string,
    home: string,
    target: string,
    V7: string,
    I: string,
    homeNumeral: string,
    targetNumeral: string,
  ): string =>
    `A pivot-chord modulation moves to a new key through a chord both keys share. From ${from} to ${to}: ${pivot} (${pivotNotes}) is ${homeNumeral} in ${home} and ${targetNumeral} in ${target}, so the progression can treat it as ${targetNumeral} of the new key and go on to ${V7} → ${I}.`,
  explainDirectModulation: (
    from: string,
    to: string,
    V7: string,
    V7Notes: string,
    I: string,
    leading: string,
  ): string =>
    `${from} and ${to} share no chord, so there is no pivot: the smooth way in is the new key's dominant. End a phrase in ${from}, then play ${V7} (${V7Notes}) → ${I} — its leading tone ${leading} tells the ear where home is now — and stay in ${to} for a cadence or two so it settles.`,
  explainJazzHarmony: (
    key: string,
    plain: string,
    sevenths: string,
    roots: string,
    sub: string,
    V7: string,
  ): string =>
    `Jazz harmony sounds "jazzy" mostly from sevenths and extensions on every chord and from ii–V motion. In ${key}: instead of ${plain}, play ${sevenths}; each 7th adds a soft dissonance, and the roots falling in fifths (${roots}) keep pulling forward. Add 9ths on top and a tritone sub (${sub} for ${V7}) for more colour.`,
  explainMinorScales: (
    tonic: string,
    nat: string,
    nat7: string,
    harm7: string,
    harm: string,
    V7: string,
    V7Notes: string,
    aug: string,
    nat6: string,
    mel6: string,
    mel: string,
  ): string =>
    `${tonic} natural minor: ${nat}. Harmonic minor raises the 7th (${nat7} → ${harm7}): ${harm} — that gives a major V chord, ${V7} (${V7Notes}), with a leading tone that pulls to ${tonic}, at the cost of an augmented second (${aug}). Melodic minor also raises the 6th (${nat6} → ${mel6}): ${mel} — smoothing that gap for melodies going up (classically it falls back to natural minor coming down).`,
  circleStep: (key: string, fifths: number): string =>
    `${key} (${fifths === 0 ? 'no sharps or flats' : `${Math.abs(fifths)} ${fifths > 0 ? 'sharp' : 'flat'}${Math.abs(fifths) === 1 ? '' : 's'}`})`,
  explainCircleOfFifths: (steps: string, vi: string, ii: string, V: string, I: string): string =>
    `The circle of fifths orders the keys a perfect fifth apart; keys next to each other differ by one sharp or flat, so they are the most closely related. Each step clockwise adds one sharp (or removes a flat): ${steps}. Neighbours share all but one note, so they are the closest keys to modulate to, and roots falling round it the other way (${vi} → ${ii} → ${V} → ${I}) make the strongest progressions.`,
  // Answers about an uploaded MIDI file (upload.ts).
  uploadUnreadable: (error: string): string => `That file isn't a MIDI file I can read: ${error}.`,
  uploadHeader: (filename: string | null): string =>
    `Here's what I hear in ${filename ? `**${filename}**` : 'your file'}:`,
  uploadKey: (key: string, declared: string | null, matches: boolean): string =>
    `- Key: ${key} (estimated from the notes${declared === null ? '' : matches ? ', matching its key signature' : `; the file's key signature says ${declared}`})`,
  uploadNoKey: (declared: string | null): string =>
    `- Key: no pitched notes to tell${declared ? ` (its key signature says ${declared})` : ''}`,
  uploadTempo: (bpm: number, tempoEvents: number): string =>
    `- Tempo: ${bpm} BPM${tempoEvents === 0 ? ' (no tempo set, so the MIDI default)' : tempoEvents > 1 ? ` (${tempoEvents - 1} tempo change${tempoEvents === 2 ? '' : 's'} later)` : ''}`,
  uploadMeter: (meter: string, changes: number): string =>
    `- Meter: ${meter}${changes > 0 ? ` (changes ${changes} time${changes === 1 ? '' : 's'})` : ''}`,
  uploadLength: (bars: number, seconds: number): string =>
    `- Length: ${bars} bar${bars === 1 ? '' : 's'} (${seconds} s)`,
  uploadChords: (line: string): string => `- Chords per bar: ${line}`,
  uploadChordsNone: (): string => '(none)',
  uploadMoreBars: (n: number): string => `${n} more bar${n === 1 ? '' : 's'}`,
  uploadNoInstruments: (): string => '- Instruments: none — the file has no notes',
  uploadInstrument: (
    instrument: string,
    trackName: string | null,
    channel: number,
    range: string,
    notes: number,
  ): string =>
    `${instrument}${trackName ? ` ("${trackName}")` : ''} on channel ${channel}, ${range}, ${notes} note${notes === 1 ? '' : 's'}`,
  uploadInstruments: (list: string): string => `- Instruments: ${list}`,
  uploadOffer: (): string =>
    'Want me to change it? Try "transpose it up a fourth", "make it 100 BPM", "add drums", "add a bass line" or "re-harmonise it".',
  uploadCannotChange: (error: string): string => `I couldn't change it: ${error}.`,
  uploadDone: (changes: string, key: string | null, bpm: number, meter: string, bars: number): string =>
    `Done — ${changes}. It's now ${key ?? 'without a clear key'} at ${bpm} BPM in ${meter}, ${bars} bar${bars === 1 ? '' : 's'}; play it or download the .mid below.`,
  uploadLeftOut: (skipped: string): string => `I left out one thing: ${skipped}.`,
  noPiece: (): string =>
    'There\'s no piece in this chat yet, so there\'s nothing to read that from. Ask me for one — e.g. "a chill lo-fi beat in F minor" — and then ask away.',
  editWithoutPiece: (): string => "I don't have an earlier piece in this chat, so I wrote a new one",
  composed: (summary: string, progression: string): string =>
    `Here's ${summary}.\nProgression: ${progression}.`,
  filledIn: (choices: string): string => `${choices}.`,
  done: (changes: string): string => `Done — ${changes}.`,
  undoneTo: (changes: string): string => `back to the version before: ${changes}`,
  reasonNothingToUndo: (): string => "there's no earlier version of this piece to go back to",
  restoredVersion: (version: string, changes: string): string => `back to ${version}: ${changes}`,
  reasonSectionMissesTotal: (bars: number): string =>
    `a new section alone can't bring it to exactly ${bars} bars, so the section has its own length`,
  reasonAlreadyThatVersion: (version: string): string => `this is already ${version}`,
  reasonNoVersionFits: (version: string): string =>
    `I can't find ${version} among this piece's earlier versions in this chat`,
  nowIs: (summary: string, progression: string): string =>
    `Now it's ${summary}.\nProgression: ${progression}.`,
  unchanged: (reason: string): string => `Nothing changed: ${reason}.`,
  // A listening card played downwards ("now descending").
  cardScaleDownwards: (label: string): string =>
    `the ${label} now runs downwards, from the top note down to the tonic`,
  cardChordDownwards: (label: string): string => `the ${label} is now broken from the top note down`,
  cardIntervalsDownwards: (): string => 'each interval now plays its upper note first, going down',
  reasonAlreadyDownwards: (): string => 'it already goes downwards',
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
  pieceChordLeadsTo: (bar: number, later: boolean, resolution: string): string =>
    `Into bar ${bar}${later ? '' : ' (back at the top)'}: ${resolution}`,
  pieceChordsIn: (from: number, to: number, chords: string): string => `Bars ${from}–${to}: ${chords}.`,
  pieceParts: (parts: string): string => `It has ${parts}.`,
  pieceStyle: (style: string): string => `It's written in a ${style} style.`,
  pieceScale: (key: string, scales: string): string => `Over ${key}, these work: ${scales}.`,
  pieceSummary: (summary: string): string => `It's ${summary}.`,
  // A piece summary: "an 8-bar lo-fi piece in F minor at 80 BPM in 4/4 — chords on …, bass on … and drums".
  summaryHead: (bars: number, style: string, key: string, tempo: number, meter: string): string =>
    `${/^(?:8|11|18)/.test(String(bars)) ? 'an' : 'a'} ${bars}-bar ${style} piece in ${key} at ${tempo} BPM in ${meter}`,
  // A groove of drums alone names no key: "an 8-bar hip-hop drum groove at 90 BPM in 4/4".
  summaryHeadDrums: (bars: number, style: string, tempo: number, meter: string): string =>
    `${/^(?:8|11|18)/.test(String(bars)) ? 'an' : 'a'} ${bars}-bar ${style} drum groove at ${tempo} BPM in ${meter}`,
  summary: (head: string, parts: string): string => `${head} — ${parts}`,
  partOn: (role: string, instrument: string): string => `${role} on ${instrument}`,
  listAnd: (first: string, last: string): string => `${first} and ${last}`,
  swung: (): string => 'swung',
  humanized: (): string => 'humanized',
  // One next step after a compose or an edit.
  nextDrums: (): string => 'Want me to add drums?',
  nextMelody: (): string => 'Shall I put a melody on top?',
  nextBass: (): string => 'Want a bass line under it?',
  nextGrooveParts: (): string => 'Want a bass line or some chords over the groove?',
  nextIdea1: (): string => 'Want it faster, or transposed to another key?',
  nextIdea2: (): string => 'Try "make the bass busier" or "another variation".',
  nextIdea3: (): string => 'I can put it in 3/4, swap instruments, or write 8 more bars.',
  nextIdea4: (): string => 'Say "another variation" for a fresh take, or "add swing" for a looser feel.',
  nextIdea5: (): string => 'Want the chords on a different instrument — Rhodes, strings, nylon guitar?',
  // What an edit changed, read from the two files.
  changedTempo: (from: number, to: number): string => `the tempo went from ${from} to ${to} BPM`,
  changedKeyMoved: (from: string, to: string, shift: string): string =>
    `moved it from ${from} to ${to} (every note ${shift})`,
  changedKey: (to: string, from: string): string => `it's now in ${to} (was ${from})`,
  changedMeter: (to: string, from: string): string => `it's now in ${to} (was ${from})`,
  changedBars: (to: number, from: number): string => `it's now ${to} bars (was ${from})`,
  changedStraight: (): string => 'it plays straight now',
  changedSwing: (from: number, to: number): string => `the swing went from ${from}% to ${to}%`,
  addedDrums: (): string => 'added drums',
  addedPart: (part: string): string => `added ${/^[aeiou]/i.test(part) ? 'an' : 'a'} ${part} part`,
  removedPart: (part: string): string => `took out the ${part}`,
  changedInstrument: (role: string, to: string, from: string): string =>
    `the ${role} ${role.endsWith('s') && role !== 'bass' ? 'are' : 'is'} now on ${to} (was ${from})`,
  movedPart: (part: string, shift: string, bars: string): string =>
    `moved the ${part} ${shift}${bars ? ` in ${bars}` : ''}`,
  rewrotePart: (part: string, bars: string): string => `rewrote the ${part} in ${bars}`,
  rewrotePartCount: (part: string, bars: string, from: number, to: number): string =>
    `rewrote the ${part} in ${bars} with ${to < from ? 'fewer' : 'more'} notes (${from} → ${to})`,
  alteredPart: (part: string, bars: string): string =>
    `re-pitched the ${part} to fit the new chords in ${bars}, same rhythm`,
  silencedPart: (part: string, bars: string): string => `took the ${part} out of ${bars}`,

  changedDynamics: (part: string, louder: boolean, from: number, to: number, bars: string): string =>
    `made the ${part} ${louder ? 'louder' : 'softer'}${bars ? ` (${bars})` : ''} (average velocity ${from} → ${to})`,
  changedChords: (bars: string, to: string, from: string): string =>
    `${bars} now ${to.includes(' – ') ? 'play' : 'plays'} ${to} (was ${from}), every part following the new chords there`,
  changedFeel: (part: string, bars: string): string =>
    `changed the feel of the ${part}${bars ? ` in ${bars}` : ''}`,
  partWithInstrument: (role: string, instrument: string): string => `${role} (${instrument})`,
  bars: (count: number, runs: string): string => `${count === 1 ? 'bar' : 'bars'} ${runs}`,
  everyBar: (): string => 'every bar',
  shiftUp: (amount: string): string => `up ${amount}`,
  shiftDown: (amount: string): string => `down ${amount}`,
  anOctave: (): string => 'an octave',
  twoOctaves: (): string => 'two octaves',
  aSemitone: (): string => 'a semitone',
  aWholeStep: (): string => 'a whole step',
  semitones: (n: number): string => `${n} semitones`,
  // Exact theory answers (note lists read "A – B – C").
  factChordsOfQuality: (quality: string, key: string, chords: string): string =>
    chords ? `The ${quality} triads in ${key}: ${chords}.` : `${key} has no ${quality} triad.`,
  factChordsInKey: (sevenths: boolean, key: string, chords: string): string =>
    `The diatonic ${sevenths ? 'seventh chords' : 'triads'} in ${key}: ${chords}.\nWant me to build a progression from them?`,
  factChordNotes: (symbol: string, type: string, notes: string, bass: string, inversion = ''): string =>
    `${symbol}${type ? ` (${type})` : ''}: ${notes}${bass ? ` with ${bass} in the bass` : ''}${inversion ? ` — ${inversion}` : ''}.\nI can voice it in a progression if you like.`,
  factScaleNotes: (scale: string, notes: string): string =>
    `${scale}: ${notes}.\nWant a melody that uses it?`,
  factInterval: (
    from: string,
    up: boolean,
    to: string,
    name: string,
    short: string,
    semitones: number,
  ): string =>
    `From ${from} ${up ? 'up' : 'down'} to ${to} is ${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name} (${short}, ${semitones} semitone${semitones === 1 ? '' : 's'}).`,
  factNoteAtInterval: (interval: string, up: boolean, from: string, to: string, semitones: number): string =>
    `${/^[aeiou]/.test(interval) ? 'An' : 'A'} ${interval} ${up ? 'above' : 'below'} ${from} is ${to} (${semitones} semitone${semitones === 1 ? '' : 's'})${plainKey(to)}.`,
  factRelative: (minor: boolean, key: string, relative: string, signature: string): string =>
    `The relative ${minor ? 'minor' : 'major'} of ${key} is ${relative} — same key signature (${signature}).`,
  factParallel: (minor: boolean, key: string, parallel: string, signature: string): string =>
    `The parallel ${minor ? 'minor' : 'major'} of ${key} is ${parallel} — same tonic, ${signature}.`,
  factSignature: (key: string, signature: string): string => `${key} has ${signature}.`,
  signatureNone: (): string => 'no sharps or flats',
  signatureSharps: (n: number, accidentals: string): string =>
    `${n} ${n === 1 ? 'sharp' : 'sharps'}: ${accidentals}`,
  signatureFlats: (n: number, accidentals: string): string =>
    `${n} ${n === 1 ? 'flat' : 'flats'}: ${accidentals}`,
  factRomanAnalysis: (key: string, chosen: boolean, analysis: string): string =>
    `In ${key}${chosen ? ` (you didn't name a key, so I read it in ${key})` : ''}: ${analysis}.`,
  factRomansToChords: (key: string, romans: string, chords: string): string =>
    `In ${key}, ${romans} is: ${chords}.\nShall I write it out as MIDI?`,
  factEnharmonic: (note: string, names: string): string =>
    `${note} is the same pitch as ${names} — enharmonic spellings of one key on the piano; the key you're in decides which name you write.`,
  factSamePitch: (a: string, b: string): string =>
    `Yes — ${a} and ${b} are the same pitch, two spellings of one key on the piano (enharmonic); the key you're in decides which name you write.`,
  factNotSamePitch: (a: string, b: string, semitones: number): string =>
    `No — ${a} and ${b} are different pitches: ${b} is ${Math.abs(semitones)} ${Math.abs(semitones) === 1 ? 'semitone' : 'semitones'} ${semitones > 0 ? 'above' : 'below'} ${a}.`,
  factKeyForSignature: (signature: string, major: string, minor: string): string =>
    `${signature.charAt(0).toUpperCase()}${signature.slice(1)} is the key signature of ${major} and of its relative minor, ${minor}.`,
  factTransposed: (chords: string, shift: string, result: string): string => `${chords} ${shift}: ${result}.`,
  factChordName: (notes: string, symbol: string, type: string): string =>
    `${notes} spell ${symbol}${type ? ` (${type})` : ''}.`,
  factChordTone: (tone: string, symbol: string, note: string, notes: string): string =>
    `The ${tone} of ${symbol} is ${note} (${symbol}: ${notes}).`,
  factDegreeRole: (key: string, role: string, note: string, chord: string, roman: string): string =>
    `In ${key}, ${role} is ${note}; its chord is ${chord} (${roman}).`,
  degreeInKey: (roman: string, key: string): string => `${roman} in ${key}`,
  factNotesInKeys: (notes: string, symbol: string, type: string, homes: string): string =>
    `As notes, ${notes} spell ${symbol}${type ? ` (${type})` : ''}, a chord of several keys: ${homes}. If you meant chords, write them with their qualities (e.g. "F#m A C#").`,
  factScaleDegree: (degree: string, scale: string, note: string, notes: string): string =>
    `The ${degree} degree of ${scale} is ${note} (${notes}).`,
  factTritoneSub: (
    chord: string,
    sub: string,
    notes: string,
    from: string,
    tritone: string,
    target: string,
  ): string =>
    `The tritone sub for ${chord} is ${sub} (${notes}): its root is a tritone (6 semitones) from ${from}, and both chords hold the same tritone, ${tritone}, so ${sub} pulls to ${target} just like ${chord} does — with the bass sliding down a half step.`,
  factTuning: (instrument: string, strings: string): string =>
    `Standard ${INSTRUMENT_WORDS[instrument] ?? instrument} tuning, from the lowest-pitched string: ${strings}${instrument === 'ukulele' ? ' (the G is tuned above the C: "re-entrant" tuning)' : ''}.`,
  factAlternateTuning: (name: string, strings: string, moved: string): string =>
    `${name.replace(/^(?:dadgad|[a-z])/, (w) => (w === 'dadgad' ? 'DADGAD' : w.toUpperCase())).replace(/\b([a-g])(#|b)?\b(?=\s|$)/g, (n) => n.toUpperCase())} tuning, guitar strings from the lowest: ${strings}${moved ? ` — from standard E A D G B E: ${moved}` : ''}.`,
  factFretEachString: (fret: number, instrument: string, open: string, notes: string): string =>
    `On the ${fret}${fret === 1 ? 'st' : fret === 2 ? 'nd' : fret === 3 ? 'rd' : 'th'} fret, the strings of a ${INSTRUMENT_WORDS[instrument] ?? instrument} in standard tuning (${open}, low to high) sound ${notes} — each ${fret} semitone${fret === 1 ? '' : 's'} above its open string.`,
  factFretNote: (fret: number, string: string, note: string): string =>
    `The ${fret}${fret === 1 ? 'st' : fret === 2 ? 'nd' : fret === 3 ? 'rd' : 'th'} fret of the ${string} string is ${note} (${fret} semitone${fret === 1 ? '' : 's'} above the open string, in standard tuning; the 12th fret is the octave).`,
  factCapo: (fret: number, shape: string, sounding: string, key: string): string =>
    `With a capo on fret ${fret}, ${shape} shapes sound as ${sounding} — you're in ${key}.`,
  factCapoChords: (fret: number, shapes: string, sounding: string, key: string): string =>
    `With a capo on fret ${fret}, the shapes ${shapes} sound as ${sounding} — you're really in ${key}. Each fret raises everything a semitone, so the capo on ${fret} moves every chord up ${fret} semitone${fret === 1 ? '' : 's'}.`,
  factBluesForm: (bars: number, key: string, grid: string, numerals: string, quickChange: string): string =>
    `${bars === 8 || bars === 11 ? 'An' : 'A'} ${bars}-bar blues in ${key}, bar by bar:\n${grid}\nThat's ${numerals}${quickChange ? `; a "quick change" puts ${quickChange} in bar 2` : ''}, and the last bar turns it around to the top.\nWant me to play one? Say a feel or tempo too, e.g. "play one, shuffle, 100 bpm".`,
  factChordFormula: (name: string, numbers: string, symbol: string, notes: string): string => {
    const words = numbers.split(' – ').map((d) => DEGREE_WORDS[d] ?? d);
    const said = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0];
    return `${/^[aeiou]/.test(name) ? 'An' : 'A'} ${name} is built from the ${said} (${numbers}): ${symbol} = ${notes}.\nI can voice it in a progression if you like.`;
  },
  factKeyOfChord: (chord: string, roman: string, keys: string, cadence: string): string =>
    `${chord} is the ${roman} of ${keys}: ${cadence}.`,
  factKeyOfChordNone: (
    chord: string,
    roman: string,
    majorChord: string,
    majorKey: string,
    minorChord: string,
    minorKey: string,
  ): string =>
    `${chord} isn't the ${roman} chord of any major or minor key: in ${majorKey} the ${roman} is ${majorChord}, in ${minorKey} it's ${minorChord}.`,
  intoKey: (key: string): string => `in ${key}`,
  factDetectKey: (key: string, runnerUp: string, analysis: string): string =>
    `That progression is in ${key}${runnerUp ? ` (${runnerUp} is a close second)` : ''}: ${analysis}.`,
  // Piece questions: scales to solo with.
  scaleOption: (scale: string, notes: string): string => `${scale} (${notes})`,
  // Theory explanations.
  explainModeDegree: (degree: string, noteA: string, a: string, noteB: string, b: string): string =>
    // "the 4th degree", so the answer names the degree the way musicians say it ("the #4 of lydian").
    `the ${degree}${degree === '1' ? 'st' : degree === '2' ? 'nd' : degree === '3' ? 'rd' : 'th'} degree: ${noteA} in ${a}, ${noteB} in ${b}`,
  explainModeCompare: (
    a: string,
    notesA: string,
    b: string,
    notesB: string,
    diffs: string,
    count: number,
  ): string =>
    `${a}: ${notesA}. ${b}: ${notesB}.${diffs ? (count === 1 ? ` They differ only at ${diffs} — that one note is the whole colour difference between them.` : ` They differ at ${diffs} — those ${count} notes are the whole colour difference between them.`) : ' They are the same notes.'}`,
  explainModeParent: (degree: number, parent: string, notes: string, tonic: string): string =>
    `It is the ${degree}${degree === 1 ? 'st' : degree === 2 ? 'nd' : degree === 3 ? 'rd' : 'th'} mode of ${parent}: ${notes}, started on ${tonic}.`,
  explainModeAgainst: (mode: string, other: string, comparison: string): string =>
    `${mode.charAt(0).toUpperCase()}${mode.slice(1)} compared with ${other}: ${comparison}`,
  explainIiVI: (
    key: string,
    chain: string,
    dominant: string,
    third: string,
    seventh: string,
    root: string,
    tonicThird: string,
    tonic: string,
    roots: string,
  ): string =>
    `In ${key} the ii–V–I is ${chain}. It sounds resolved because of the dominant: ${dominant} holds the tritone ${third}–${seventh} (its 3rd and 7th), the most unstable interval in the key, and it resolves by step — ${third}, the leading tone, rises a semitone to ${root}, and ${seventh} falls to ${tonicThird}, the 3rd of ${tonic}. Those 3rds and 7ths are the guide tones: each chord's 7th falls a step to become the next chord's 3rd, so the line moves smoothly while the roots fall in fifths (${roots}).`,
  explainCadences: (key: string, lines: string): string => `Cadences in ${key} — ${lines}`,
  cadenceAuthentic: (
    V: string,
    vNotes: string,
    I: string,
    iNotes: string,
    leading: string,
    tonic: string,
  ): string =>
    `Authentic (perfect) cadence: V → I, ${V} (${vNotes}) → ${I} (${iNotes}). The leading tone ${leading} rises to ${tonic} and the bass falls a fifth: the strongest sense of arrival.`,
  cadencePlagal: (IV: string, ivNotes: string, I: string, tonic: string): string =>
    `Plagal cadence: IV → I, ${IV} (${ivNotes}) → ${I}. No leading tone, just the common tone ${tonic} held over: the softer "amen" ending of hymns.`,
  cadenceHalf: (IV: string, V: string, vNotes: string): string =>
    `Half cadence: any chord → V, e.g. ${IV} → ${V} (${vNotes}). It stops on the dominant, so it sounds like a question or a comma.`,
  cadenceDeceptive: (V: string, vi: string, viNotes: string, I: string, VNotes = ''): string =>
    `Deceptive cadence: V → vi, ${V} → ${vi} (${viNotes}). The ear expects ${I} after ${V}${VNotes ? ` (${VNotes})` : ''}; ${vi} shares two of its notes, so it resolves the tension but not to home.`,
  explainMajorMinor: (
    major: string,
    majorNotes: string,
    minor: string,
    minorNotes: string,
    lowered: string,
    relative: string,
  ): string =>
    `${major}: ${majorNotes}. ${minor}: ${minorNotes}. The minor scale lowers the 3rd, 6th and 7th (${lowered}); the lowered 3rd above the tonic is what makes it sound sad or dark. ${relative} shares ${major}'s notes (its relative minor).`,
  // Choices made for the user when a request leaves a gap.
  choiceNoStyle: (): string => 'no style was named, so I went with a pop feel',
  choiceRomansKey: (key: string): string =>
    `roman numerals need a key and you didn't name one, so I put it in ${key}`,
  choiceChordsKey: (key: string): string => `those chords point to ${key}, so that's the key`,
  choiceNoTonic: (key: string): string => `you didn't name a tonic, so I went with ${key}`,
  choiceGenreMode: (key: string, style: string): string =>
    `you named no mode, so I took ${key}, the usual for ${style}`,
  choiceMoodMode: (key: string): string => `you named no mode and the mood is a minor one, so I took ${key}`,
  choiceNoKey: (key: string): string => `you didn't name a key, so I went with ${key}`,
  choiceGrooveKey: (key: string): string => `the drums had no key of their own, so I went with ${key}`,
  choiceGrooveKeyAsked: (key: string): string =>
    `the drums had no key of their own; it's in ${key}, as asked`,
  choiceForm: (form: string, style: string): string =>
    `for ${/^[aeiou]/.test(form) ? 'an' : 'a'} ${form} I used a ${style} feel`,
  choiceSparse: (): string => 'I left the drums out to keep it sparse (say "add drums" if you want them)',
  choiceAddedParts: (named: string, added: string, style: string): string =>
    `besides the ${named} you named, I filled in ${added} from a ${style} line-up (say "just" the parts you want for fewer)`,
  choiceNearest: (asked: string, used: string): string =>
    `General MIDI has no ${asked}, so it plays on ${used}, the nearest sound`,
  choiceChordsPart: (): string => 'you gave chords, so I added a chords part to play them',
  // Why (part of) an edit could not change the file, and what a section adds.
  choiceOutOfRange: (role: string, note: string, instrument: string, limit: string, down: boolean): string =>
    `the ${role} now goes ${down ? 'down' : 'up'} to ${note}, ${down ? 'below the lowest' : 'above the highest'} note of the ${instrument} (${limit}): fine for a synth or a sampler, out of reach for a player`,
  pieceVoicing: (bar: number, chord: string, instrument: string, notes: string, position: number): string =>
    `In bar ${bar} the ${instrument} voices ${chord} as ${notes}, low to high — ${
      [
        'root position',
        'first inversion (3rd in the bass)',
        'second inversion (5th in the bass)',
        'third inversion (7th in the bass)',
      ][position] ?? 'an extension in the bass'
    }.`,
  pieceNoSuchChord: (chord: string, chords: string): string =>
    `There's no ${chord} chord in it — its chords are ${chords}.`,
  piecePartInBar: (bar: number, role: string, instrument: string, beats: string): string =>
    `In bar ${bar} the ${role} (${instrument}) plays ${beats}.`,
  piecePartRests: (bar: number, role: string): string => `The ${role} rests in bar ${bar}.`,
  piecePartNotes: (role: string, instrument: string, notes: string, low: string, high: string): string =>
    `The ${role} (${instrument}) uses ${notes}, from ${low} up to ${high}.`,
  pieceNoPart: (role: string, parts: string): string => `There's no ${role} in it — it has ${parts}.`,
  pieceDrumSounds: (sounds: string): string => `The drums play ${sounds}.`,
  pieceYes: (): string => 'Yes.',
  pieceNo: (): string => 'No.',
  pieceBeat: (n: number): string => `beat ${n}`,
  reasonNoPartToMove: (role: string): string => `there's no ${role} part in it to move`,
  reasonNotInPiece: (named: string, has: string): string =>
    `there${/[^s]s$/.test(named) ? ' are' : "'s"} no ${named} in it — it has ${has}`,
  reasonNoSection: (section: string): string =>
    `there is no ${section} yet (say "add ${/^[aeiou]/.test(section) ? 'an' : 'a'} ${section}" and I'll write one)`,
  reasonNoChorus: (): string => 'there is no chorus yet (say "add a chorus" and I\'ll write one)',
  reasonUnknownChord: (chord: string): string => `I can't read "${chord}" as a chord`,
  choiceSameChordsAfresh: (bars: string, chords: string): string =>
    `${bars} already ${chords.includes(' – ') ? 'play' : 'plays'} ${chords}, so those chords stay and the notes there are written afresh`,
  reasonAlreadyChords: (bars: string, chords: string): string =>
    `${bars} already ${chords.includes(' – ') ? 'play' : 'plays'} ${chords}`,
  reasonTempoWholePiece: (bars: string): string =>
    `the tempo is the whole piece's, so I can't change it in ${bars} alone`,
  reasonNoSuchBar: (bars: number): string =>
    `the piece has ${bars} bars, so I can't change a bar past bar ${bars}`,
  reasonNoLyrics: (): string =>
    "I can't write lyrics or sing — I write instrumental MIDI; I can give the melody a voice-like sound (choir or oohs) instead",
  reasonNoSample: (): string =>
    "I can't use a recorded sample: the card is MIDI, which holds notes only; I can write a pattern like it in notes, and you can load the sample itself in your DAW",
  reasonBadMeter: (meter: string): string =>
    `I can't write in ${meter}: the bottom number must be 2, 4, 8 or 16 and the top 1 to 16 (e.g. 5/4 or 7/8)`,
  reasonTempoLimit: (wanted: number, set: number): string =>
    `${wanted} BPM is outside the 20–300 BPM I write, so it's at ${set} BPM`,
  reasonBadTempo: (bpm: string): string => `I can't set ${bpm} BPM: the tempo must be between 20 and 300 BPM`,
  reasonNoEffect: (effect: string): string =>
    `I can't add ${effect}: it's an effect on the sound, and the card is MIDI, which holds notes only; put it on the track in your DAW`,
  reasonNoGlide: (): string =>
    "I can't write slides: a glide is a pitch bend, and I only write plain notes so far; in your DAW, turn on glide (portamento) on the 808 or bass and overlap the notes you want to slide",
  choiceFadeOut: (): string =>
    'The last two bars get softer step by step, a fade in the notes themselves (a smooth fade-out is the track volume in your DAW)',
  choicePartShift: (parts: string, key: string): string =>
    `Only the ${parts} moved; the chords and the key (${key}) stay, so say "transpose the whole thing" to move everything`,
  reasonNoVoicing: (voicing: string): string =>
    `I can't write ${voicing} yet: the chord part is voiced by the style, not to order; I can make the chords richer (sevenths, ninths), move them up or down an octave, or play them shorter or longer`,
  choiceSoftKit: (): string =>
    'General MIDI has no brush kit, so the drums play softly, the way brushes would sit',
  reasonNoBrushes: (): string =>
    "I can't switch the kit to brushes: the drums are a General MIDI kit, which has no brush sound I can pick in the file; I can make the drums softer or sparser, or take the snare out",
  reasonNoCompRhythm: (pattern: string): string =>
    `I can't write ${pattern} rhythm for one part yet: a part's rhythm comes from the style; I can make it sparser or busier, play it shorter or longer, or push it ahead of the beat (syncopated)`,
  reasonNoNoteMoves: (): string => 'the notes already play that way, so that edit moves none of them',
  cannotMix: (): string =>
    'I can\'t mix it: levels, EQ and compression work on the audio, and this is MIDI, which holds notes only — do that on the tracks in your DAW. What I can do in the notes: make the kick hit harder (louder velocities), or thin the bass where it sits on the kick so the kick has room. Say "kick louder" or "bass simpler".',
  cannotMaster: (): string =>
    "I can't master it myself: mastering works on the audio, and the card is MIDI, which holds notes only. Render it to audio in your DAW, then master that.",
  reasonNoAudio: (): string =>
    "I can't make audio — the card is MIDI, which your DAW or the player turns into sound",
  reasonAlreadyBars: (bars: number): string => `it's already ${bars} bars long`,
  reasonAlreadyInKey: (key: string): string => `it's already in ${key}`,
  reasonAlreadyTempo: (bpm: number): string => `it's already at ${bpm} BPM`,
  reasonAlreadyMeter: (meter: string): string => `it's already in ${meter}`,
  reasonPartAlreadyStyled: (role: string, style: string): string =>
    `the ${role} already play${/[^s]s$/.test(role) ? '' : 's'} a ${style} groove`,
  sameKeyEnharmonic: (asked: string, piece: string): string =>
    `Yes — ${asked} is ${piece} spelled another way (enharmonic): the same notes, the same sound. The piece is written in ${piece}.`,
  notSameKey: (asked: string, piece: string): string =>
    `No — ${asked} is not ${piece}: its home note is a different pitch. Say "put it in ${asked}" to move it there.`,
  reasonAlreadyWalking: (): string => 'the bass already walks',
  reasonAlreadyFourOnFloor: (): string => 'the kick already plays four on the floor',
  reasonAlreadyKickBass: (): string => 'the bass already plays on the kick',
  reasonNoKick: (): string => 'there is no kick drum to lock the bass to — add drums first',
  reasonAlreadyStraight: (): string => "it's already played straight",
  reasonMaxSwing: (percent: number): string => `it already swings as hard as I can make it (${percent}%)`,
  reasonCompoundSwing: (meter: string): string =>
    `in ${meter} the beat is already in threes, so there are no straight eighths to swing`,
  reasonNoInstrumentToSwap: (instrument: string): string =>
    `there's no ${instrument} in it to swap, so I left the parts as they were`,
  reasonNoInstrumentToRemove: (instrument: string): string => `there's no ${instrument} in it to take out`,
  reasonNoRoleToRemove: (role: string): string => `there's no ${role} part to take out`,
  reasonAlreadyHasOn: (instrument: string, role: string): string =>
    `it already has ${instrument} on the ${role}`,
  reasonMostDistorted: (instrument: string): string =>
    `the guitars are already on ${instrument}, General MIDI's most distorted guitar`,
  reasonAlreadyHasDrums: (): string => 'it already has drums',
  reasonAlreadyHasPart: (role: string): string =>
    `it already has ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role} part`,
  reasonAlreadyRich: (): string => 'the chords are already as rich as I voice them (ninths and thirteenths)',
  reasonNoPartsLeft: (): string => "that would leave no parts at all, so I kept what's there",
  reasonMaxParts: (): string => 'a piece holds at most 16 parts',
  choiceStaccato: (): string => 'every note starts where it did and lasts half as long (staccato)',
  choiceLegato: (): string =>
    'every note starts where it did and is held longer, up to the next one (legato)',
  choiceSyncopate: (): string =>
    'The notes on the strong beats now come an eighth early and hold over (anticipations), so the part pushes into the beat',
  choiceDrumDetail: (detail: string): string =>
    detail === 'double-time'
      ? 'The drums play their groove twice as fast and the bass doubles its notes: a double-time feel at the same tempo'
      : detail === 'half-time'
        ? 'The snare now lands on beat 3 instead of 2 and 4: a half-time feel at the same tempo'
        : detail === 'four-on-the-floor'
          ? 'A kick now lands on every beat of the bar'
          : detail === 'double-kick'
            ? 'The double kick runs sixteenth notes under every bar, a touch softer between the beats'
            : detail === 'hat-rolls'
              ? 'The hi-hat rolls are thirty-second notes or triplets on the last beat, rising in volume'
              : detail === 'fills'
                ? 'Each fill runs down the toms on the last beat and lands on a crash'
                : 'The ghost notes are soft snare hits a sixteenth before each backbeat',
  choiceBreakdownHalfTime: (from: number, to: number): string =>
    `the breakdown is bars ${from}–${to}: the drums drop to half time there`,
  choiceBreakdownParts: (from: number, to: number, parts: string): string =>
    `the breakdown is bars ${from}–${to}: the ${parts} drop out there`,
  choiceBreakdown: (from: number, to: number): string =>
    `the breakdown is bars ${from}–${to}: the drums and bass drop out there`,
  choiceKitRest: (pieces: string): string => `the ${pieces} sits out there; the rest of the kit plays on`,
  choiceKitOut: (pieces: string): string => `the ${pieces} is out; the rest of the kit plays on`,
  choiceKitOnly: (pieces: string): string => `the drums play only the ${pieces}, as you named it`,
  choiceKickBass: (): string => 'the bass now plays the chord roots on every kick, so the two hit together',
  choiceWalkingSkips: (): string =>
    'the bass walks in quarter notes through the chords, with a ghosted skip and a chromatic approach into each change',
  choicePartStyle: (role: string, style: string): string =>
    `the ${role} now play${/[^s]s$/.test(role) ? '' : 's'} a ${style} groove under the rest, which is note for note as it was`,
  choicePartStyleNew: (role: string, style: string): string =>
    `the ${role} play${/[^s]s$/.test(role) ? '' : 's'} a ${style} groove under the rest`,
  choicePercussionStays: (): string =>
    'the hand percussion plays on (say "and the percussion" to take it out too)',
  choiceWalkingBass: (): string =>
    'the bass walks in quarter notes through the chords, with a chromatic approach into each change',
  choiceReplacedMelody: (): string =>
    'it already had a melody, so I replaced it with a new one over the same chords (say "add a second melody" to keep both)',
  choicePartsIntro: (bars: number, parts: string): string =>
    `the intro is ${bars} bar${bars === 1 ? '' : 's'} of the ${parts} alone, then the piece comes in`,
  choiceIntro: (): string => 'the intro goes before the piece, sparser and without the melody',
  choiceOutro: (): string => 'the outro goes after the piece, sparser and without the melody',
  choiceBridge: (from: string, back: string): string =>
    `the bridge comes after the piece, in the same key: it leaves home on ${from} and leads back on ${back}`,
  choiceMoreBars: (bars: number): string =>
    `the ${bars} new bars follow the piece in its key and style, on the same parts; what was there stays note for note`,
  choiceSection: (section: string): string =>
    `the ${section} comes after the piece, busier than what came before`,
  and: (): string => 'and',
  or: (): string => 'or',
  withSevenths: (): string => 'with sevenths, as jazz plays it',
  explainTritoneSub: (
    key: string,
    V: string,
    sub: string,
    shared: string,
    spelledSub: string,
    subSymbol: string,
    I: string,
    slide: string,
  ): string =>
    `A tritone substitution replaces a dominant seventh with the dominant seventh a tritone away. In ${key}: ${V} becomes ${sub}. They share the same tritone — ${shared}, the 3rd and 7th of each, swapping roles (spelled ${spelledSub} in ${subSymbol}) — so ${subSymbol} pulls to ${I} just as strongly, and its root slides down a semitone (${slide}) instead of falling a fifth.`,
  explainSecondaryDominants: (key: string, list: string): string =>
    `A secondary dominant is the V of a chord other than the tonic (usually as a V7): it borrows that chord's leading tone to make it sound like a temporary home. In ${key}: ${list}. Each contains a note outside the key — the leading tone of its target.`,
  secondaryTo: (numeral: string, chord: string, target: string): string =>
    `${numeral} is ${chord}, resolving to ${target}`,
  uploadAnotherTake: (file: string, progression: string): string =>
    `Here's another take on your file: the same key, tempo, meter, chords and instruments (${file}), every part written afresh.\nChords I followed: ${progression}.`,
  uploadHarmonised: (added: string, file: string, progression: string): string =>
    `Done — I wrote ${added} over your file's own chords and kept every note of it (${file}).\nChords I followed: ${progression}.`,
  uploadCannotAdd: (reason: string): string =>
    `I can't add that to your file: ${reason}. I can still transpose it, change its tempo, or add drums or a bass line.`,
};

/** The catalogue's shape: every language provides (some of) these keys. */
export type Messages = typeof en;
/** A message key. */
export type MessageKey = keyof Messages;
