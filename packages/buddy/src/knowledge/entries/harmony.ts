import type { KnowledgeEntry } from '../types.ts';

/**
 * Theory in practice: where a harmonic or rhythmic device goes in a song. The explanation of what
 * each one is comes from explain.ts; these answer "where would I use that?".
 */
export const HARMONY: readonly KnowledgeEntry[] = [
  {
    id: 'using-neapolitan',
    topic: 'harmony',
    title: 'Using the Neapolitan chord in a song',
    keywords: [
      'use the neapolitan chord',
      'neapolitan chord in a song',
      'where to use the neapolitan',
      'neapolitan sixth',
      'flat two chord',
      'bii chord',
    ],
    text: 'Use it as the chord just before the V at a cadence, in place of the iv or ii: in A minor, Bb/D → E7 → Am. It is a major chord on the lowered 2nd (bII), usually in first inversion so the bass (D in A minor) is the same as the iv — it drops straight into an existing progression. The Bb sliding to the G# of the E7 is what makes it ache. Put it at the last cadence of a chorus, the end of the song, or a dramatic turn in a minor-key ballad or film cue (Beethoven puts one in the third bar of the "Moonlight" Sonata); in a major key it works too, borrowed from the minor, as a dark surprise before the V. Once per section is plenty.',
    offer: 'Want a short progression in your key with a Neapolitan before the cadence?',
  },
  {
    id: 'using-secondary-dominants',
    topic: 'harmony',
    title: 'Using secondary dominants in a song',
    keywords: [
      'use secondary dominants',
      'secondary dominant in a song',
      'where to use secondary dominants',
      'v of v',
      'five of five',
      'applied dominant',
    ],
    text: 'Put a secondary dominant right before the chord you want to spotlight, and resolve it there. The V of V (D7 in C) before the G makes a cadence land harder; the V of vi (E7 → Am) turns a verse towards the minor chord with a pull; the V of IV (C7 → F) gives a bluesy lift into the IV, often into a chorus. Turn any diatonic chord into a dominant 7th a bar before its target — one or two per section keeps them special.',
    offer: 'Want a progression in your key with a secondary dominant in it?',
  },
  {
    id: 'using-borrowed-chords',
    topic: 'harmony',
    title: 'Using borrowed chords (modal interchange) in a song',
    keywords: [
      'use borrowed chords',
      'borrowed chord in a song',
      'modal interchange in a song',
      'minor iv chord',
      'minor four chord',
      'flat six flat seven',
    ],
    text: 'Borrow from the parallel minor at moments that should turn bittersweet or big. The minor iv after the IV (F → Fm → C in C) is the classic wistful ending to a chorus line — Radiohead\'s "Creep" runs G–B–C–Cm. bVI–bVII–I (Ab–Bb–C) is a triumphant final cadence, and bVII (Bb in C) gives rock and anthems their open sound. Use one borrowed chord at a time and return to the key right after, so the colour reads as a colour.',
    offer: 'Want your progression with a borrowed minor iv at the end?',
  },
  {
    id: 'using-tritone-sub',
    topic: 'harmony',
    title: 'Using tritone substitution',
    keywords: [
      'use tritone substitution',
      'tritone sub in a song',
      'where to use a tritone sub',
      'substitute dominant',
      'flat two seven',
    ],
    text: 'Swap a V7 that resolves down a fifth for the dominant 7th a tritone away: in C, Dm7 – Db7 – Cmaj7 instead of Dm7 – G7 – Cmaj7, so the bass slides down by half steps. Use it at cadences and turnarounds in jazz, soul and neo-soul, on the last chord of a phrase, or in a walking bass line. Both chords share the same tritone (B and F / Cb and F), so the melody over the V usually still fits.',
    offer: 'Want a ii–V–I with the tritone sub to hear the difference?',
  },
  {
    id: 'using-picardy-third',
    topic: 'harmony',
    title: 'Using a Picardy third',
    keywords: [
      'use a picardy third',
      'picardy third in a song',
      'end a minor song on major',
      'major chord at the end of a minor song',
    ],
    text: 'Save it for the very last chord: a piece in A minor ends on A major instead of A minor. It sounds like light at the end — hopeful, hymn-like or bittersweet — and works best after a strong V → i cadence the listener expects, and on a held chord. Bach ends many minor-key chorales this way; in a song, use it on the final chord of the outro or of a quiet last chorus.',
    offer: 'Want a short minor progression that ends with a Picardy third?',
  },
  {
    id: 'using-pedal-point',
    topic: 'harmony',
    title: 'Using a pedal point',
    keywords: [
      'use a pedal point',
      'pedal point in a song',
      'pedal tone in a song',
      'pedal bass',
      'drone bass',
    ],
    text: 'Hold one bass note while the chords change above it. A pedal on the V (G under C, F, Dm in C) builds tension in a pre-chorus or the bars before a drop, and lets go when the chorus lands on the I. A tonic pedal makes a calm intro or outro; in metal and EDM a pumping root note under moving chords drives a whole section. It works best for 2–8 bars, with chords that clash a little against the held note.',
    offer: 'Want a build-up with a dominant pedal in your key?',
  },
  {
    id: 'using-hemiola',
    topic: 'harmony',
    title: 'Using hemiola in a song',
    keywords: ['use hemiola', 'hemiola in a song', 'where to use hemiola', 'three against two feel'],
    text: 'Use it to slow the ear down before a cadence: in 3/4, regroup the last two bars as three groups of two beats (accents on 1, 3 and 2 of the next bar), then land the cadence on the downbeat after — Baroque minuets and courantes do this constantly. In 6/8 songs, switch a bar to feel like 3/4 ("America" from West Side Story alternates the two). Accent it in the drums or the chords so it is heard.',
    offer: 'Want a waltz that ends with a hemiola?',
  },
  {
    id: 'using-modes',
    topic: 'harmony',
    title: 'Using modes in a song',
    keywords: [
      'use modes',
      'modes in a song',
      'where to use modes',
      'dorian in a song',
      'mixolydian in a song',
      'lydian in a song',
      'phrygian in a song',
    ],
    text: 'Pick a mode for its one characteristic note and make the chords show it. Dorian (minor with a major 6th) suits funk, soul and groove-based minor songs — a i–IV vamp like Am7–D7 ("Oye Como Va"). Mixolydian (major with a flat 7th) is rock and folk: I–bVII–IV, D–C–G. Lydian (major with a sharp 4th) sounds dreamy and cinematic over I–II (C–D). Phrygian (minor with a flat 2nd) is dark, for metal and flamenco: i–bII (Em–F). Stay on the tonic a lot and avoid a V7 that pulls back to the major or minor key.',
    offer: 'Want a vamp in a mode to write over?',
  },
];
