import { compose, pieceToMidi } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { changeHolds, checkTurn } from './checks.ts';
import {
  chordFromNotes,
  heardAs,
  type MidiFacts,
  readMidi,
  segmentWeights,
  statedChordsHeard,
  type Track,
} from './measure.ts';
import { CLAIM, keyNamed, mentions, replyLanguage } from './text.ts';
import type { Turn } from './types.ts';

const BAR = 1920;

/** A 4/4 file at 480 PPQ: one block chord per bar on a piano track, plus a bass on the roots. */
function blockChords(chords: readonly (readonly number[])[], extra: readonly Track[] = []): MidiFacts {
  const piano: Track = {
    index: 1,
    program: 0,
    isDrums: false,
    notes: chords.flatMap((pitches, bar) => pitches.map((midi) => ({ tick: bar * BAR, dur: BAR, midi }))),
  };
  return {
    ppq: 480,
    tempo: 100,
    meter: [4, 4],
    bars: chords.length,
    ticksPerBar: BAR,
    declared: { fifths: 0, minor: false },
    heard: { pc: 0, minor: false },
    tracks: [piano, ...extra],
  };
}

const C_TRIAD = [60, 64, 67];
const CMAJ7 = [60, 64, 67, 71];

describe('chord from notes', () => {
  it('tells a Cmaj7 from a C triad', () => {
    const triad = segmentWeights(blockChords([C_TRIAD]), 0, BAR);
    const seventh = segmentWeights(blockChords([CMAJ7]), 0, BAR);
    expect(chordFromNotes(triad.weights, triad.bass)).toMatchObject({ root: 0, suffix: '' });
    expect(chordFromNotes(seventh.weights, seventh.bass)).toMatchObject({ root: 0, suffix: 'maj7' });
    expect(heardAs('Cmaj7', seventh.weights, seventh.bass)).toBe(true);
    expect(heardAs('Cmaj7', triad.weights, triad.bass)).toBe(false);
    expect(heardAs('C7', seventh.weights, seventh.bass)).toBe(false);
    expect(heardAs('Am', triad.weights, triad.bass)).toBe(false);
  });

  it('hears a sus4 or an augmented triad as itself, not as another triad on its root', () => {
    const sus = segmentWeights(blockChords([[48, 53, 55, 60]]), 0, BAR);
    expect(heardAs('Csus4', sus.weights, sus.bass)).toBe(true);
    expect(heardAs('C', sus.weights, sus.bass)).toBe(false);
    const aug = segmentWeights(blockChords([[48, 52, 56, 60]]), 0, BAR);
    expect(heardAs('Caug', aug.weights, aug.bass)).toBe(true);
    expect(heardAs('Csus4', aug.weights, aug.bass)).toBe(false);
  });

  it('hears seventh and ninth chords voiced without their fifth, not a triad for a ninth', () => {
    const shell = segmentWeights(blockChords([[48, 64, 71]]), 0, BAR);
    expect(heardAs('Cmaj7', shell.weights, shell.bass)).toBe(true);
    const fmaj9 = segmentWeights(blockChords([[41, 57, 64, 67]]), 0, BAR);
    expect(heardAs('Fmaj9', fmaj9.weights, fmaj9.bass)).toBe(true);
    const fTriad = segmentWeights(blockChords([[41, 57, 60, 65]]), 0, BAR);
    expect(heardAs('Fmaj9', fTriad.weights, fTriad.bass)).toBe(false);
  });

  it('hears a stated ii–V–I with its sevenths, and not when they are played as triads', () => {
    const sevenths = blockChords([[50, 53, 57, 60], [43, 59, 62, 65], CMAJ7, CMAJ7]);
    const triads = blockChords([[50, 53, 57], [43, 59, 62], C_TRIAD, C_TRIAD]);
    expect(statedChordsHeard(sevenths, ['Dm7', 'G7', 'Cmaj7'])).toBe(1);
    expect(statedChordsHeard(triads, ['Dm7', 'G7', 'Cmaj7'])).toBeLessThan(0.9);
    expect(statedChordsHeard(triads, ['Dm', 'G', 'C'])).toBe(1);
  });
});

describe('edit truth', () => {
  const edit: Turn = {
    user: 'play it an octave lower',
    category: 'edit',
    expect: { intent: 'edit', midi: true, change: { kind: 'transpose', semitones: [-12] } },
  };
  const made = compose({
    key: { tonic: 'A', mode: 'minor' },
    bars: 4,
    style: 'pop',
    parts: ['chords', 'bass', 'drums'],
    seed: 7,
  });
  if (!made.ok) throw new Error('compose failed');
  const before = readMidi(pieceToMidi(made.piece))!;
  const lower: MidiFacts = {
    ...before,
    tracks: before.tracks.map((t) =>
      t.isDrums ? t : { ...t, notes: t.notes.map((n) => ({ ...n, midi: n.midi - 12 })) },
    ),
  };
  const seen = { intent: 'edit', prev: before, statedKey: null };

  it('counts a "Done" over identical MIDI as a false claim', () => {
    const checks = checkTurn(edit, { ...seen, text: 'Done — I moved it down an octave.', now: before });
    expect(checks.find((c) => c.metric === 'no false claim')?.ok).toBe(false);
    expect(checks.find((c) => c.metric === 'edit applied')?.ok).toBe(false);
  });

  it('accepts the claim when every pitched note moved down 12 and the drums stayed', () => {
    const checks = checkTurn(edit, { ...seen, text: 'Done — I moved it down an octave.', now: lower });
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(changeHolds({ kind: 'transpose', semitones: [12] }, before, lower)).not.toBeNull();
  });

  it('wants a no-op edit to say nothing changed, and counts a claim over it', () => {
    const noop: Turn = {
      user: 'make it minor',
      category: 'no-op-edit',
      expect: { intent: 'edit', noop: true },
    };
    const honest = checkTurn(noop, {
      ...seen,
      text: "It's already in A minor, so I left it as it is.",
      now: null,
    });
    expect(honest.every((c) => c.ok)).toBe(true);
    const claimed = checkTurn(noop, { ...seen, text: 'Done — I switched to A minor.', now: before });
    expect(claimed.find((c) => c.metric === 'no false claim')?.ok).toBe(false);
  });

  it('reads the facts of a no-op turn from the unchanged piece in focus', () => {
    const noop: Turn = {
      user: 'can you put it in 4/4',
      category: 'no-op-edit',
      expect: { intent: 'edit', noop: true, meter: [4, 4], bars: before.bars },
    };
    const honest = checkTurn(noop, { ...seen, text: "Nothing changed: it's already in 4/4.", now: null });
    expect(honest.filter((c) => c.metric === 'meter' || c.metric === 'bars').map((c) => c.ok)).toEqual([
      true,
      true,
    ]);
    const wrong = checkTurn(
      { ...noop, expect: { ...noop.expect, meter: [3, 4] } },
      {
        ...seen,
        text: "Nothing changed: it's already in 3/4.",
        now: null,
      },
    );
    expect(wrong.find((c) => c.metric === 'meter')?.ok).toBe(false);
  });

  it('does not count a theory answer that came as a new piece', () => {
    const question: Turn = {
      user: 'why does a ii-V-I sound resolved?',
      category: 'theory-explanation',
      expect: { intent: 'theory-explanation', midi: false, mentions: ['dominant', 'tonic'] },
    };
    const text = 'The dominant G7 resolves to the tonic C.';
    const answer = (now: MidiFacts | null) =>
      checkTurn(question, { text, intent: 'theory-explanation', now, prev: null, statedKey: null }).find(
        (c) => c.metric === 'explanations',
      )?.ok;
    expect(answer(null)).toBe(true);
    expect(answer(before)).toBe(false);
  });

  it('sees a part added with the others kept note for note, and a part re-written', () => {
    const strings: Track = {
      index: 9,
      program: 48,
      isDrums: false,
      notes: [{ tick: 0, dur: BAR, midi: 57 }],
    };
    const added: MidiFacts = { ...before, tracks: [...before.tracks, strings] };
    expect(changeHolds({ kind: 'add', part: 'strings' }, before, added)).toBeNull();
    const rewritten: MidiFacts = {
      ...added,
      tracks: added.tracks.map((t) => (t.program === 0 ? { ...t, program: 48 } : t)),
    };
    expect(changeHolds({ kind: 'add', part: 'strings' }, before, rewritten)).not.toBeNull();
  });

  it('lets two removals in one turn each leave the other out ("just piano and bass")', () => {
    const strip: Turn = {
      user: 'strip it back to just the piano',
      category: 'edit',
      expect: {
        intent: 'edit',
        midi: true,
        change: [
          { kind: 'remove', part: 'bass' },
          { kind: 'remove', part: 'drums' },
        ],
      },
    };
    const piano: MidiFacts = {
      ...before,
      tracks: before.tracks.filter((t) => t.program === 0 && !t.isDrums),
    };
    const checks = checkTurn(strip, { ...seen, text: 'Done — took out the bass and the drums.', now: piano });
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    // The piano itself must still stay note for note.
    const moved: MidiFacts = {
      ...piano,
      tracks: piano.tracks.map((t) => ({ ...t, notes: t.notes.map((n) => ({ ...n, midi: n.midi + 1 })) })),
    };
    const bad = checkTurn(strip, { ...seen, text: 'Done — took out the bass and the drums.', now: moved });
    expect(bad.some((c) => c.metric === 'edit applied' && !c.ok)).toBe(true);
  });

  it('sees a piano swapped for a Rhodes, though a Rhodes is a kind of piano', () => {
    const rhodes: MidiFacts = {
      ...before,
      tracks: before.tracks.map((t) => (t.program === 0 ? { ...t, program: 4 } : t)),
    };
    expect(changeHolds({ kind: 'swap', from: 'piano', to: 'electric-piano' }, before, rhodes)).toBeNull();
    const both: MidiFacts = {
      ...rhodes,
      tracks: [...rhodes.tracks, before.tracks.find((t) => t.program === 0)!],
    };
    expect(changeHolds({ kind: 'swap', from: 'piano', to: 'electric-piano' }, before, both)).toBe(
      'piano still there',
    );
  });
});

describe('reply text', () => {
  it('matches note names as tokens', () => {
    expect(mentions('Bbmaj7: Bb – D – F – A', 'Bb')).toBe(true);
    expect(mentions('Bbmaj7: Bb – D – F – A', 'B')).toBe(false);
    expect(mentions('the notes are C#, E and G#', 'C#')).toBe(true);
    expect(mentions('try C♯ minor', 'C#')).toBe(true);
    expect(mentions('a C#m chord', 'C#')).toBe(false);
    expect(mentions('Use a compressor', 'compress')).toBe(true);
  });

  it('spots claims of change and reply languages', () => {
    expect(CLAIM.test('Done — I added a string part.')).toBe(true);
    expect(CLAIM.test("It's already in F# minor, nothing to change.")).toBe(false);
    expect(replyLanguage('Aquí tienes una pieza de 8 compases en la menor con acordes y bajo.')).toBe('es');
    expect(replyLanguage('Voici un morceau de 8 mesures en la mineur avec des accords.')).toBe('fr');
    expect(replyLanguage('Hier ist ein Stück mit 8 Takten in a-Moll, mit Akkorden und Bass.')).toBe('de');
    expect(replyLanguage('¡Hola! Soy tu compañero musical: pídeme acordes o una melodía.')).toBe('es');
    expect(replyLanguage('Olá! Sou o seu parceiro musical: pede acordes ou uma melodia.')).toBe('pt');
    expect(replyLanguage('Ciao! Sono il tuo compagno musicale: chiedimi accordi o una melodia.')).toBe('it');
    expect(replyLanguage("Hey! I'm your music buddy: ask me for chords or a melody.")).toBe('en');
  });

  it('reads short replies and ignores note names and numerals, which every language shares', () => {
    expect(replyLanguage('Es steht in Eb-Dur.')).toBe('de');
    expect(replyLanguage('È in mi bemolle maggiore.')).toBe('it');
    expect(replyLanguage('Dura 8 compases (unos 17 segundos a este tempo).')).toBe('es');
    expect(
      replyLanguage('C dorisch: C – D – Eb – F – G – A – Bb. Sie unterscheiden sich nur in der Sexte.'),
    ).toBe('de');
    expect(replyLanguage('Giro di accordi: Am – F – C – G (i – VI – III – VII). Aggiungo la batteria?')).toBe(
      'it',
    );
    expect(
      replyLanguage("It's in Eb major, and the chords are Cm – Ab – Eb – Bb (i – VI – III – VII)."),
    ).toBe('en');
  });
});

describe('reply text in six languages', () => {
  it('reads note names in solfège and German only where they stand in a list', () => {
    expect(mentions('Las notas de G7 son sol, si, re y fa.', 'note:B')).toBe(true);
    expect(mentions('Las notas de G7 son sol, si, re y fa.', 'note:F')).toBe(true);
    expect(mentions('La escala de re menor empieza en re.', 'note:A')).toBe(false);
    expect(mentions('si bémol – do – ré – mi bémol', 'note:Bb')).toBe(true);
    expect(mentions('Die Töne: G – H – D – F', 'note:B')).toBe(true);
    expect(mentions('Fis-Moll: Fis, Gis, A, H, Cis, D, E', 'note:C#')).toBe(true);
  });

  it('names keys in letters, solfège, German and Japanese', () => {
    expect(keyNamed('Está en mi bemol mayor.', 3, 'major')).toBe(true);
    expect(keyNamed("C'est en la mineur.", 9, 'minor')).toBe(true);
    expect(keyNamed('Das Stück steht in B-Dur.', 10, 'major')).toBe(true);
    expect(keyNamed('Das Stück steht in H-Dur.', 10, 'major')).toBe(false);
    expect(keyNamed('変ホ長調です', 3, 'major')).toBe(true);
    expect(keyNamed("It's in F# minor.", 6, 'minor')).toBe(true);
    expect(keyNamed("It's in F minor.", 6, 'minor')).toBe(false);
  });
});
