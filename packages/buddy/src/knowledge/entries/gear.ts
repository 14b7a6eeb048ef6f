import type { KnowledgeEntry } from '../types.ts';

/** Gear and setup: strings, sample rates — the practical questions around the instrument and the rig. */
export const GEAR: readonly KnowledgeEntry[] = [
  {
    id: 'changing-strings',
    topic: 'gear',
    title: 'How often to change guitar and bass strings',
    keywords: [
      'change strings',
      'new strings',
      'restring',
      'guitar strings',
      'bass strings',
      'strings sound dull',
    ],
    text: 'Change guitar strings when they sound dull, stop holding tune or feel rough — for most players every 1–3 months, or every few weeks if you play daily or have sweaty hands; before a recording or gig, fit a fresh set a day or two ahead so they settle. Bass strings last longer (3–6 months or more). For gauge, beginners do well with light sets: 11s or 12s (11–52, 12–53) on acoustic, 9s or 10s (9–42, 10–46) on electric. Wipe them after playing, and stretch new strings gently as you tune up so they stay in tune.',
    offer: 'Want a practice track to break the new strings in?',
  },
  {
    id: 'string-gauge',
    topic: 'gear',
    title: 'String gauge for low tunings',
    keywords: [
      'string gauge',
      'gauge for drop',
      'strings for drop tuning',
      'heavier strings',
      'thicker strings',
      'floppy strings',
      'down tuning strings',
      'strings for drop c',
    ],
    text: 'For a beginner in standard tuning, light sets: 9–42 or 10–46 on electric, 11–52 or 12–53 on acoustic. Tune lower and strings go slack, so go heavier to keep the tension. On a standard 25.5" scale: E standard and drop D, 10–46; D standard and drop C, 11–56 or 12–56 (a "heavy bottom" set); C standard and drop B or drop A#, 12–60 or 13–62. On a shorter 24.75" scale go one step heavier. After changing gauge, reset the intonation and check the truss rod; a much fatter low string may need its nut slot widened.',
    offer: 'Want a heavy riff in that tuning to try the new strings on?',
  },
  {
    id: 'sample-rate',
    topic: 'gear',
    title: 'Sample rate and bit depth for recording',
    keywords: [
      'sample rate',
      'bit depth',
      '44.1',
      '48 khz',
      '96 khz',
      '24 bit',
      '16 bit',
      'recording quality settings',
    ],
    text: 'Record at 24-bit and 44.1 or 48 kHz: 24-bit gives plenty of headroom so you can track peaks around -12 to -6 dBFS without noise, and 48 kHz is the video standard while 44.1 kHz matches CD and most streaming masters. Higher rates (88.2/96 kHz) cost disk space and CPU for little audible gain. Keep one rate for the whole project; export 16-bit/44.1 kHz only when a distributor asks for it.',
    offer: 'Want tips on gain staging while you record?',
  },
  {
    id: 'beginner-synth',
    topic: 'gear',
    title: 'Which sound-design instrument to buy first',
    keywords: ['beginner synth', 'which one to buy first'],
    text: 'Learn on software before spending: Vital is free, and most DAWs include a good instrument (Wavetable in Ableton, Alchemy and Retro Synth in Logic, 3x Osc and Sytrus in FL Studio). For hardware, pick a simple subtractive one with one knob per function — an oscillator, a filter and an envelope you can see — such as a Korg Minilogue or an Arturia MicroFreak. Recreate sounds you know (a bass, a pad, a pluck) to learn what each knob does.',
    offer: 'Want a synth-pad piece to try sounds on?',
  },
];
