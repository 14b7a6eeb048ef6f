import { parseChord, scaleNotes } from '@riffmate/music';

/**
 * What a basic term means, for someone new to music ("what is a chord even", "what does bpm
 * mean"): a sentence or three with real notes from the engine. English only; other languages keep
 * their explanations and knowledge answers.
 */
const notes = (symbol: string) => parseChord(symbol)?.notes.join(' – ') ?? symbol;
const scale = (tonic: string) => (scaleNotes(tonic, 'major') ?? []).join(' – ');

const DEFINITIONS: readonly [RegExp, () => string][] = [
  [
    /^chords?$/,
    () =>
      `A chord is three or more notes played together. The basic one, a triad, stacks every other note: C major is ${notes('C')} (root, third, fifth); C minor lowers the third: ${notes('Cm')}. On a keyboard, put fingers on C, skip D, play E, skip F, play G.`,
  ],
  [
    /^scales?$/,
    () =>
      `A scale is a set of notes in order that a piece draws its melody and chords from. C major is ${scale('C')}: whole, whole, half, whole, whole, whole, half steps. Start the same pattern on G and you get G major: ${scale('G')}.`,
  ],
  [
    /^(?:key|keys|musical key)$/,
    () =>
      `The key is a piece's home note and the scale around it: in C major the music keeps coming back to C and mostly uses ${scale('C')}. The key signature shows its sharps or flats — G major has one sharp (F#), F major one flat (Bb).`,
  ],
  [
    /^(?:bpm|tempo|beats per minute)$/,
    () =>
      'BPM means beats per minute: the tempo. At 60 BPM there is one beat every second, at 120 BPM two. Ballads sit around 60–80, pop around 100–130, house about 124, drum and bass about 174.',
  ],
  [
    /^intervals?$/,
    () =>
      'An interval is the distance between two notes, named by counting letter names and measured in semitones: C to E is a major third (4 semitones), C to G a perfect fifth (7), C up to the next C an octave (12).',
  ],
  [
    /^octaves?$/,
    () =>
      'An octave is the distance from a note to the next one with the same name: C4 to C5, 12 semitones up, twice the frequency. The two sound like the same note, one higher.',
  ],
  [
    /^(?:bars?|measures?)$/,
    () =>
      'A bar (or measure) is a group of beats. In 4/4 each bar has four beats, counted 1 2 3 4, and the bar lines in the music mark where each group starts. Songs are built from 4- and 8-bar phrases.',
  ],
  [
    /^(?:beats?|the beat)$/,
    () =>
      'The beat is the steady pulse you tap your foot to. The tempo (BPM) says how fast it goes, and the time signature how many beats make a bar.',
  ],
  [
    /^(?:time signatures?|meter|metre)$/,
    () =>
      'A time signature says how beats are grouped into bars: the top number is how many beats, the bottom which note gets the beat. 4/4 is four quarter notes (1 2 3 4), 3/4 three (a waltz), 6/8 two groups of three eighths (1-2-3 4-5-6).',
  ],
  [
    /^(?:melody|melodies|tune)$/,
    () =>
      'A melody is a line of single notes one after another — the part you would sing or hum. The chords and bass sit under it and support it.',
  ],
  [
    /^harmony$/,
    () =>
      `Harmony is notes sounding together and the way those chords move: C – F – G – C (${notes('C')}, then ${notes('F')}, then ${notes('G')}) is a harmony of three chords under a melody.`,
  ],
  [
    /^(?:chord progressions?|progressions?)$/,
    () =>
      'A chord progression is a series of chords in order. I – V – vi – IV in C is C – G – Am – F, the loop under countless pop songs; ii – V – I (Dm7 – G7 – Cmaj7) is the heart of jazz.',
  ],
  [
    /^(?:arpeggios?|arpeggiated chords?)$/,
    () =>
      `An arpeggio is a chord played one note at a time instead of all at once: C major (${notes('C')}) as C, E, G, E, C… Harps, guitars picking and Alberti bass on piano play chords this way.`,
  ],
  [
    /^triads?$/,
    () =>
      `A triad is a three-note chord built in thirds: root, third and fifth. C major: ${notes('C')}; C minor: ${notes('Cm')}; C diminished: ${notes('Cdim')}; C augmented: ${notes('Caug')}.`,
  ],
  [
    /^rhythm$/,
    () =>
      'Rhythm is when notes happen and how long they last against the beat: long and short notes, rests, notes on the beat or between beats (syncopation). The same two notes played with different rhythms make different grooves.',
  ],
  [
    /^(?:semitones?|half ?steps?)$/,
    () =>
      'A semitone (half step) is the smallest step in Western music: from one piano key to the very next, black or white — C to C#, E to F. Two semitones make a whole step (tone).',
  ],
  [
    /^(?:sharps?|flats?|sharps and flats)$/,
    () =>
      'A sharp (#) raises a note by a semitone and a flat (b) lowers it by one: C# is the black key just right of C, Bb the black key just left of B. C# and Db are the same key, spelled two ways.',
  ],
  [
    /^(?:note values?|note lengths?|whole notes?|half notes?|quarter notes?|eighth notes?|sixteenth notes?|crotchets?|quavers?|minims?|semibreves?)$/,
    () =>
      'Note values say how long a note lasts. In 4/4 a whole note (semibreve) lasts 4 beats, a half note (minim) 2, a quarter note (crotchet) 1, an eighth note (quaver) half a beat and a sixteenth (semiquaver) a quarter of a beat. Each rest has the same length in silence.',
  ],
  [
    /^(?:dotted notes?|a dot after a note|dots?|dots? (?:after|next to|on|behind) (?:a |the )?notes?|dotted (?:rhythms?|quarters?|halfs?|eighths?)(?: notes?)?)$/,
    () =>
      'A dot after a note adds half its value again: a dotted half note lasts 3 beats (2 + 1), a dotted quarter 1½ beats, a dotted eighth ¾ of a beat. A dotted quarter followed by an eighth is the long–short rhythm of countless melodies.',
  ],
  [
    /^(?:ties?|slurs?|ties? and slurs?|a tie|a slur|(?:the )?(?:difference between )?(?:an? )?(?:ties?|slurs?) (?:vs\.?|versus|or|and) (?:an? )?(?:ties?|slurs?))$/,
    () =>
      'A tie joins two notes of the same pitch into one held note (a quarter tied to an eighth lasts 1½ beats). A slur is the same curved line over different pitches: play them smoothly, connected (legato), without re-articulating.',
  ],
  [
    /^(?:staccato|legato)$/,
    () =>
      'Staccato (a dot over or under the note) means short and detached: let go early, leaving a little silence. Legato means smooth and connected: hold each note until the next one starts. Same notes, very different feel.',
  ],
  [
    /^(?:dynamics|forte|piano as a dynamic|pianissimo|fortissimo|mezzo forte|mezzo piano|crescendo|decrescendo|diminuendo|pp|ff|mf|mp)$/,
    () =>
      'Dynamics are how loud or soft to play: pp (pianissimo, very soft), p (piano, soft), mp and mf (mezzo piano / mezzo forte, moderately soft / loud), f (forte, loud), ff (fortissimo, very loud). A crescendo (<) gets gradually louder, a decrescendo or diminuendo (>) gradually softer.',
  ],
  [
    /^(?:tempo markings?|tempo words|largo|adagio|andante|moderato|allegro|presto|allegretto|andantino)$/,
    () =>
      'Tempo markings are Italian words for speed, roughly: largo very slow (about 40–60 BPM), adagio slow (about 66–76), andante at a walking pace (about 76–108), moderato moderate (about 108–120), allegro fast (about 120–156), presto very fast (168 and up).',
  ],
  [
    /^(?:downbeats?|upbeats?|off ?beats?|downbeat and upbeat)$/,
    () =>
      'The downbeat is the first beat of a bar, the strongest (the conductor\'s hand comes down on it). An upbeat is a weaker beat leading into it — the last beat of the bar, or a pickup note before the first full bar. Off-beats are the "ands" between the beats, where reggae skanks and disco hi-hats sit.',
  ],
  [
    /^(?:riffs?|hooks?|a riff|a hook)$/,
    () =>
      'A riff is a short phrase, often in the bass or guitar, repeated as the backbone of a section. A hook is the part meant to stick in your head — usually the chorus melody or a catchy riff — short, repeated and easy to sing.',
  ],
  [
    /^(?:song structure|song form|verse|verses|chorus|choruses|bridge|pre-?chorus|verse and chorus|verse chorus bridge)$/,
    () =>
      'A typical song alternates verses (new words over the same music, telling the story) and a chorus (the same words each time, the hook, usually bigger). A pre-chorus can build into the chorus, and a bridge brings something new once, near the end, before the last chorus. A common order: verse – chorus – verse – chorus – bridge – chorus.',
  ],
  [
    /^(?:chord symbols?|chord names?|lead sheets?)$/,
    () =>
      `A chord symbol names a chord by its root and quality: C is C major (${notes('C')}), Am is A minor (${notes('Am')}), G7 is a dominant seventh (${notes('G7')}), Cmaj7 a major seventh (${notes('Cmaj7')}), Bdim diminished (${notes('Bdim')}). A slash names the bass: C/E is C major with E lowest.`,
  ],
  [
    /^(?:accidentals?|naturals?|natural signs?)$/,
    () =>
      "An accidental is a sharp (#), flat (b) or natural sign written before a note: it raises, lowers or restores that note for the rest of the bar, on top of the key signature. A natural cancels a sharp or flat: in G major, F natural is F instead of the key's F#.",
  ],
];

const ASK =
  /^(?:(?:so|ok|okay|and|but|um+|hmm+|sorry|wait|hi|hey)[,\s]+)*(?:what(?:'s|s| is| are| r)|whats|what does|what do|wtf is|define|explain)\s+(?:an?\s+|the\s+word\s+)?([a-z][a-z ]*?)(?:\s+(?:even|mean|means|do|does|stand for|exactly|again|actually|though|lol|pls|please))*[?!.]*(?:[,\s]+(?:like\s+)?(?:in (?:plain |simple )?(?:words|english|terms))?)?\s*[?!.]*$/;

/** The definition a message asks for, or `null` when it asks none of the basic terms. */
export function definitionAsked(lower: string): string | null {
  // "ok but i dont get it. what is a chord??": the question is the last sentence.
  const at = lower.search(/\b(?:what|whats|define)\b(?!.*\b(?:what|whats|define)\b)/);
  const m = ASK.exec(lower.trim()) ?? (at > 0 ? ASK.exec(lower.slice(at).trim()) : null);
  if (!m) return null;
  const term = m[1]!.trim();
  for (const [re, text] of DEFINITIONS) if (re.test(term)) return text();
  return null;
}
