import { describe, expect, it } from 'vitest';
import { playChat } from '../testing/chat.ts';
import { findSongRequest } from './songs.ts';

/** The practical answer a message gets in a fresh chat: routed practical, with the entry's own words. */
const answer = (text: string) => playChat([text])[0]!;

describe('practical questions as musicians type them reach the entry that answers them', () => {
  it.each([
    // playing and learning
    ['how do i stop rushing the beat', /rushing usually happens/],
    ['i keep dragging in the slow parts, any tips', /rushing usually happens/],
    ['how do i get faster at switching chords', /clean changes you make in a minute/],
    ['chord changes are so slow for me, how do i switch chords faster', /anchor fingers/],
    ['how can i stop tensing my shoulders when playing', /least effort/],
    ['how long to learn guitar', /2–3 months/],
    ['im 40 is it too late to learn piano', /never too late/],
    ['whats the fastest way to learn bass', /E and A strings/],
    ['how do i stop my solos sounding like scales', /Play phrases, not runs/],
    ['how do i memorise a piece for a recital', /short sections/],
    ['how do i stay in tune while singing', /drone/],
    ['how do i sing higher without straining', /lip trills/],
    ['what should i practice on drums as a beginner', /single strokes/],
    ['how do i read drum notation', /percussion clef/],
    ['how do i get a better tone on sax', /Long tones/],
    ['how do i hold a pick', /side of the index finger/],
    ['how do i play both hands independently on piano', /each hand alone/],
    ['how do i use the sustain pedal properly', /legato pedalling/],
    ['how do i learn all the notes on the piano', /groups of two and three/],
    ['how do i play with a looper pedal', /first loop/],
    ['how do i use a capo', /just behind the fret/],
    ['how do i build calluses faster', /two to four weeks/],
    ['how do i count complicated rhythms', /1 e & a/],
    ['how do i train my ear for chord progressions', /Follow the bass/],
    ['how do i hear if a chord is major or minor', /bright versus dark/],
    ['should i learn on acoustic or electric', /electric is easier on the fingers/],
    ['what gauge strings for a beginner', /11–52/],
    ['how do i stop my guitar going out of tune', /still be stretching/],
    // writing and arranging
    ['best way to learn jazz voicings', /rootless voicings/],
    ['how do i reharmonize a melody', /tritone substitute/],
    ['how do i write chord progressions that dont sound generic', /borrow a chord/],
    ['how do i make a good drop', /build the tension first/],
    ['how do i write a good intro', /Keep intros short/],
    ['how do i make a song catchier', /hook/i],
    ['how long should a verse be', /8 or 16 bars/],
    ['how do i write for strings without it sounding cheesy', /cellos/],
    // studio and DAW
    ['my mix sounds muddy wat do', /200–500 Hz/],
    ['how loud should my kick be', /−10 to −6 dBFS/],
    ['how do i get a wider stereo image', /centre/],
    ['how do i use a limiter', /limiter/],
    ['do i need acoustic panels', /./],
    ['how do i make a pad sound lush', /./],
    ['how do i get that vintage tape sound', /wow and flutter/],
    ['how do i export stems', /All Individual Tracks/],
    ['how do i transpose midi in ableton', /piano roll/],
    ['how do i set up midi in logic', /Logic/],
    ['how do i record midi with my keyboard', /arm the track/],
    ['how do i get this into ableton', /Arrangement View/],
    ['what daw should i get', /pick by workflow/],
    ['whats a good beginner synth', /Vital is free/],
    ['whats the typical tempo for drill', /drill 138–145/],
    ['how do i write a sad song', /borrows the minor iv/],
    ['any tips for playing fast on bass', /relaxed accuracy/],
    ['how do i reduce background noise in my recordings', /ground loop/],
    ['how do i get better at singing harmonies', /third above the melody/],
    ['how do i practice sight singing', /movable do/],
    ['my vocals keep getting lost, help', /vocal chain/],
    ["what's the difference between mixing and mastering", /Mastering works on the finished stereo mix/],
    ['how do i make my beats less repetitive', /every 4 or 8 bars/],
    ['what should i learn first on piano', /white-key names/],
    ['best way to practise arpeggios', /./],
    ['how do i get rid of sibilance', /de-esser/],
    ['how do i get over performance nerves', /Over-prepare/],
    ['how do i stop my hands shaking when i play live', /Over-prepare/],
    ['best way to learn chords on piano', /C, G and F major triads/],
    ['whats the best way to warm up on guitar', /chromatic 1-2-3-4/],
    ['how do i learn a song quickly for a gig', /write the form/],
    ['how can i practice guitar quietly at night', /headphones/],
    ['how do i double track vocals', /real double/],
    ['tips for writing a verse', /sets up the chorus/],
    ['how do i set up my monitors', /equilateral triangle/],
    ['how do i make a melody more memorable', /hook/i],
    ['is it bad to practice without a metronome', /metronome/],
    ['how do i find a singer for my tracks', /SoundBetter/],
    // the words of the question come back in the answer
    ['what does compression even do, explain it simply', /turns the sound down whenever it gets too loud/],
    ['is putting reverb on every single track a bad idea', /reverb on every track/],
    ['does more reverb on everything make the mix muddy', /washy and muddy/],
    ['should the eq go before or after the compressor on vocals', /corrective EQ first, then compression/],
    ['which strings for drop b, my 10s feel floppy', /12–60 or 13–62/],
    ['heavier gauge for d standard?', /11–56/],
    ['lyrics or music first, how do songwriters do it', /melody first/],
    ['whats the right buffer size for recording without lag', /64–128 samples/],
    ['48k or 44.1k for a music project?', /44\.1 kHz or 48 kHz/],
    ['open back or closed back headphones for recording vocals', /closed-back/],
    ['give me a daily plan for piano, im an adult beginner', /five-finger patterns/],
    ['what should half an hour at the piano look like for an adult beginner?', /five-finger patterns/],
    ['i keep looking down at the keys, how do i stop', /groups of two and three black keys/],
  ])('%s', (text, says) => {
    const reply = answer(text);
    expect(reply.intent).toBe('practical');
    expect(reply.text).toMatch(says);
    expect(reply.text).not.toMatch(/don't have notes on that/);
    expect(reply.piece).toBeUndefined();
  });

  it('still reads a problem with the piece in focus as a change to it', () => {
    const [, reply] = playChat(['a chill beat in A', 'it sounds muddy'], 7);
    expect(reply!.intent).toBe('edit');
  });

  it('still sends questions outside music off-topic', () => {
    for (const text of [
      'how do i pick a good laptop',
      'how do i drop a class at uni',
      'best tape for packing boxes',
    ])
      expect(answer(text).intent).toBe('unknown');
  });
});

describe('how-to questions that name a DAW or a technique are not song titles', () => {
  it.each([
    'how do i set up midi in logic',
    'how do i transpose midi in ableton',
    'how do i play with a looper pedal',
    'how do i play ghost notes on snare',
    'how do i play both hands independently',
    'how do i play along to a click',
    'how do i get the midi from here into cubase',
    'can i get the midi from this into fl studio',
    'rhodes or piano for the chords?',
  ])('%s', (text) => expect(findSongRequest(text)).toBeNull());
});
