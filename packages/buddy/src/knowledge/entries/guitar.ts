import type { KnowledgeEntry } from '../types.ts';

/** Playing the guitar (and its cousins): strumming, chord shapes, picking hands. */
export const GUITAR: readonly KnowledgeEntry[] = [
  {
    id: 'strumming-patterns',
    topic: 'practice',
    title: 'Strumming patterns',
    keywords: [
      'strum pattern',
      'strumming pattern',
      'strumming',
      'how to strum',
      'down down up',
      'down up strum',
      'rhythm guitar pattern',
      'strum this on guitar',
    ],
    text: 'Keep the strumming hand moving down on every beat and up on every "and", whether it hits the strings or not: the pattern is which of those swings touch. The all-rounder in 4/4 is down, down-up, up-down-up (D – DU – UDU): strong on 1, light on the ups, a touch harder on 2 and 4 where the snare would be. For a verse, play it softer or just downs on each beat; for a chorus, all eighths with the accents on 2 and 4. In 3/4 try D – DU – DU; in 6/8, D-D-U D-D-U with the weight on 1 and 4. Practise it slowly to a click, muting the strings with the fretting hand so you hear only the rhythm.',
    offer: 'Want a piece at your tempo with a clear backbeat to strum along to?',
  },
  {
    id: 'chords-without-barre',
    topic: 'practice',
    title: 'Chords without a barre (Bm, F, F#m, B7)',
    keywords: [
      'without a barre',
      'no barre',
      'without barre',
      'easy bm',
      'easy f chord',
      'bm without barre',
      'f without barre',
      'barre chord too hard',
      'barre chord hurts',
      'cant play barre chords',
    ],
    text: 'Play only the top four strings and the barre disappears. Bm: xx4432 (the D string at the 4th fret, G 4th, B 3rd, high E 2nd) — or Bm7, x20202, which sounds fine almost anywhere Bm does. F: xx3211 (a one-finger mini barre on the top two strings) or Fmaj7, xx3210. F#m: xx4222. B7: x21202, open and easy. Strum only the strings the shape uses; the bass player or your thumb covers the root. Meanwhile build the full barre a few minutes a day: thumb behind the neck, index finger rolled a little onto its bony side, close to the fret.',
    offer: 'Want a progression in a capo-friendly key that avoids barre chords?',
  },
  {
    id: 'fingerpicking-patterns',
    topic: 'practice',
    title: 'Fingerpicking patterns',
    keywords: [
      'fingerpicking',
      'fingerpicking pattern',
      'fingerstyle',
      'travis picking',
      'picking pattern',
      'arpeggiate chords on guitar',
      'pima',
    ],
    text: 'Give the thumb the bass strings and the fingers the top three: index on G, middle on B, ring on high E (p–i–m–a). A first pattern per bar of 4/4: thumb on the root, then i–m–a–m–i, repeated. Travis picking has the thumb alternate between the root and another bass string on every beat while the fingers pick melody notes between, like a bass player and a pianist in one hand. Start slowly with the thumb alone until it is steady; the fingers then fit around it.',
    offer: 'Want an arpeggio part in your key to learn a picking pattern from?',
  },
];
