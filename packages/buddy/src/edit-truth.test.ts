import { noteName, parseChord, pieceToMidi } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { changesText } from './describe.ts';
import { diffPieces, heardSwing, type PieceChange } from './diff.ts';
import { renderState } from './piece-state.ts';
import { readState, respond } from './respond.ts';
import type { ChatTurn, ComposerReply } from './types.ts';

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The MIDI of the piece in focus after a reply: the reply's card, or the piece before it. */
function chatOf(first: string): { turns: ChatTurn[]; midi: Uint8Array; reply: ComposerReply } {
  const turns: ChatTurn[] = [{ role: 'user', text: first }];
  const reply = respond(turns);
  turns.push({ role: 'assistant', text: reply.text, state: JSON.parse(JSON.stringify(reply.state)) });
  return { turns, midi: reply.midi!, reply };
}

const BASES = [
  'a chill lo-fi beat in F minor at 80 bpm',
  'a jazz waltz in Bb minor, 6/8',
  'a bass line in D',
  'something sad and slow for piano',
];
const EDITS = [
  'make it faster',
  'slower',
  'play it an octave lower',
  'make the melody an octave higher',
  'more swing',
  'less swing',
  'make it straight',
  'change it to minor',
  'change it to major',
  'put it in F# minor',
  'put it in F minor',
  'transpose up a fourth',
  'down a whole step',
  'now in 3/4',
  'in 4/4',
  'add drums',
  'add a string part',
  'put a pad under it',
  'give me a melody on top',
  'swap the flute for a sax',
  'swap the banjo for a sax',
  'remove the cello',
  'take out the drums',
  'no bass',
  'make the bass busier',
  'simpler',
  'make bar 5 go higher',
  'make bar 40 go higher',
  'change the last two bars',
  'add a chorus',
  'add a bridge',
  'add an intro',
  'add an outro',
  '8 bars instead',
  'make it 16 bars',
  'another take',
  'at 80 bpm',
  'make it a bossa nova',
  'put the chords on organ',
  'add an arpeggio',
  'add horns',
  'add some percussion',
  'add a counter melody',
  'hmm make it better',
  'undo',
  'new melody pls',
  'add a melody, smth catchy',
  'add another melody',
  'the bassline is boring',
  'flute up an octave',
  'mute the sax',
  'sax louder pls',
  'make it darker',
  'more minor',
  'chill it out a bit',
  'make the drums busier and the bass simpler',
  'its too fast',
  'sloer pls',
  'remove everything but the piano',
  'i liked it better before',
];

describe('edits are true: a reply says "Done" only when the file changed', () => {
  for (const base of BASES) {
    it(`after "${base}"`, () => {
      const { turns, midi } = chatOf(base);
      for (const text of EDITS) {
        const r = respond([...turns, { role: 'user', text }]);
        const changed = !!r.midi && !same(r.midi, midi);
        if (/\bDone\b/.test(r.text)) expect(changed, `"${text}" said Done over an unchanged file`).toBe(true);
        if (r.intent === 'edit' && !changed) {
          expect(r.midi, `"${text}" sent an unchanged card`).toBeUndefined();
          expect(r.text, `"${text}" gave no reason`).toMatch(/^Nothing changed/);
        }
      }
    });
  }

  it('a transposition moves every pitched note, and "melody on top" keeps the other parts', () => {
    const { turns, reply: a } = chatOf('chords and bass in C, pop');
    const b = respond([...turns, { role: 'user', text: 'transpose up a fourth' }]);
    for (const [i, part] of a.piece!.parts.entries()) {
      const moved = b.piece!.parts[i]!;
      expect(moved.notes.map((n) => n.tick)).toEqual(part.notes.map((n) => n.tick));
      expect(moved.notes.map((n) => n.midi - 5)).toEqual(part.notes.map((n) => n.midi));
    }
    const c = respond([...turns, { role: 'user', text: 'give me a melody on top' }]);
    expect(c.text).toMatch(/^Done — added a melody/);
    for (const part of a.piece!.parts)
      expect(c.piece!.parts.find((p) => p.role === part.role)!.notes).toEqual(part.notes);
  });

  it('says why nothing changed', () => {
    const { turns } = chatOf('a sad ballad in F# minor');
    expect(respond([...turns, { role: 'user', text: 'change it to minor' }]).text).toBe(
      "Nothing changed: it's already in F# minor.",
    );
  });

  it('stores a state that replays the exact piece, and still reads old states', () => {
    const { turns } = chatOf('a chill lo-fi beat in F minor');
    let history = turns;
    for (const text of [
      'transpose up a fourth',
      'make bar 2 go higher',
      'add a chorus',
      'add a string part',
      'new melody pls',
      'add a bridge',
      'make it brighter',
      'undo',
    ]) {
      const r = respond([...history, { role: 'user', text }]);
      const stored = readState(JSON.parse(JSON.stringify(r.state)))!;
      const again = renderState(stored);
      expect(again.ok && same(pieceToMidi(again.piece), r.midi!)).toBe(true);
      history = [...history, { role: 'user', text }, { role: 'assistant', text: r.text, state: stored }];
    }
    const old = readState({
      v: 1,
      spec: {
        key: { tonic: 'C', mode: 'major' },
        bars: 4,
        style: 'pop',
        parts: ['chords'],
        seed: 3,
        tempo: 100,
      },
    });
    const r = respond([
      { role: 'user', text: 'pop in C' },
      { role: 'assistant', text: 'Here it is', state: old },
      { role: 'user', text: 'make it faster' },
    ]);
    expect(r.text).toMatch(/^Done — the tempo went from 100 to 118 BPM/);
  });
});

describe('tempo edits', () => {
  it('play the same notes at the new tempo, and the stored state keeps the tempo', () => {
    const { turns, reply: a } = chatOf('house track at 130 bpm');
    const b = respond([...turns, { role: 'user', text: 'half speed' }]);
    expect(b.piece!.meta.tempo).toBe(65);
    expect(b.notes).toEqual(a.notes);
    const history: ChatTurn[] = [
      ...turns,
      { role: 'user', text: 'half speed' },
      { role: 'assistant', text: b.text, state: JSON.parse(JSON.stringify(b.state)) },
      { role: 'user', text: 'back to 130 pls' },
    ];
    const c = respond(history);
    expect(c.text).toMatch(/^Done — the tempo went from 65 to 130 BPM/);
  });
});

/** A chat continued turn by turn, each reply's state stored as the server stores it. */
function converse(...texts: string[]): { replies: ComposerReply[]; history: ChatTurn[] } {
  const history: ChatTurn[] = [];
  const replies: ComposerReply[] = [];
  for (const text of texts) {
    history.push({ role: 'user', text });
    const r = respond(history);
    replies.push(r);
    history.push({
      role: 'assistant',
      text: r.text,
      state: r.state ? JSON.parse(JSON.stringify(r.state)) : null,
    });
  }
  return { replies, history };
}

const notesOf = (p: { notes: readonly { tick: number; midi: number; durationTicks: number }[] }) =>
  p.notes.map((n) => `${n.tick}:${n.midi}:${n.durationTicks}`);

describe('swing edits move every part, and the reply says what the notes show', () => {
  for (const base of ['swing jazz in Bb, 180 bpm', 'lofi hip hop beat in A minor', 'a shuffle blues in E']) {
    it(`after "${base}"`, () => {
      for (const more of ['more swing', 'swing it harder', 'can u make it swingier']) {
        const { replies } = converse(base, more);
        const [a, b] = replies as [ComposerReply, ComposerReply];
        const from = heardSwing(a.piece!);
        const to = heardSwing(b.piece!);
        expect(to - from, more).toBeGreaterThanOrEqual(0.1);
        const pct = (s: number) => Math.round(s * 20) * 5;
        expect(b.text).toContain(`the swing went from ${pct(from)}% to ${pct(to)}%`);
      }
      for (const straight of [
        'make it straight, no swing',
        'no swing pls',
        'straighten it out',
        'lose the shuffle',
      ]) {
        const { replies } = converse(base, straight);
        const b = replies[1]!;
        expect(b.text, straight).toMatch(/^Done — it plays straight now/);
        expect(heardSwing(b.piece!)).toBeLessThan(0.1);
        // Every part, drums included, starts on the straight sixteenth grid.
        for (const p of b.piece!.parts)
          expect(
            p.notes.every((n) => n.tick % 120 === 0),
            p.role,
          ).toBe(true);
      }
    });
  }

  it('a section added after straightening is straight too, and "swing it" brings the swing back', () => {
    const { replies } = converse('swing jazz in F', 'no swing', 'add a chorus', 'swing it');
    expect(replies[2]!.piece!.parts.every((p) => p.notes.every((n) => n.tick % 120 === 0))).toBe(true);
    expect(heardSwing(replies[3]!.piece!)).toBeGreaterThan(0.3);
  });
});

describe('line-up edits keep every other part note for note', () => {
  it('"strip it back to just piano and bass" only removes the others', () => {
    for (const ask of [
      'strip it back to just piano and bass',
      'just piano and bass',
      'only the piano and the bass now',
    ]) {
      const { replies } = converse('pop ballad in A major with piano, strings, bass and drums', ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      expect(b.piece!.parts.map((p) => p.role).sort(), ask).toEqual(['bass', 'chords']);
      for (const p of b.piece!.parts)
        expect(notesOf(p)).toEqual(notesOf(a.piece!.parts.find((q) => q.role === p.role)!));
      expect(b.text).not.toMatch(/already has/);
    }
  });

  it('"play it an octave lower" moves every part and warns about the one a player cannot reach', () => {
    const { replies } = converse(
      'lofi beat in F minor with rhodes, synth bass and a flute',
      'play it an octave lower',
    );
    const [a, b] = replies as [ComposerReply, ComposerReply];
    const low = (r: ComposerReply, role: string) =>
      Math.min(...r.piece!.parts.filter((p) => p.role === role).flatMap((p) => p.notes.map((n) => n.midi)));
    for (const role of ['chords', 'bass', 'melody']) expect(low(b, role)).toBe(low(a, role) - 12);
    // The flute's lowest note is C4; a synth bass is a sub-bass sound and gets no warning.
    expect(b.text).toMatch(/The melody now goes down to [A-G][#b]?3, below the lowest note of the Flute/);
    expect(b.text).not.toMatch(/lowest note of the Synth Bass/);
  });

  it('an octave move of a part named by its instrument moves that part only', () => {
    for (const ask of ['flute up an octave', 'raise the flute an octave', 'take the guitar up an octave']) {
      const { replies } = converse('pop song in C with flute and acoustic guitar', ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      const moved = /flute/.test(ask) ? 'melody' : 'chords';
      const by = /down/.test(ask) ? -12 : 12;
      for (const p of b.piece!.parts) {
        const before = a.piece!.parts.find((q) => q.role === p.role)!;
        const want = notesOf({
          notes: before.notes.map((n) => ({ ...n, midi: n.midi + (p.role === moved ? by : 0) })),
        });
        expect(notesOf(p), `${ask}: ${p.role}`).toEqual(want);
      }
      expect(b.text, ask).not.toMatch(/already has/);
    }
  });

  it('a part added by an edit survives an intro, and "lose the melody" takes only the melody', () => {
    const { replies } = converse('a chill lofi beat in C', 'add a pad', 'add an intro', 'lose the melody');
    const roles = (r: ComposerReply) => r.piece!.parts.map((p) => `${p.role}/${p.program}`).sort();
    const [, padded, intro, noMelody] = replies as ComposerReply[];
    expect(roles(intro!)).toEqual(roles(padded!));
    expect(intro!.text).not.toMatch(/added/);
    expect(roles(noMelody!)).toEqual(roles(intro!).filter((r) => !r.startsWith('melody')));
    for (const p of noMelody!.piece!.parts)
      expect(notesOf(p)).toEqual(
        notesOf(intro!.piece!.parts.find((q) => q.role === p.role && q.program === p.program)!),
      );
    expect(noMelody!.text).toMatch(/^Done — took out the melody \([^)]*\)\./);
  });
});

const tpb = (r: ComposerReply) =>
  (r.piece!.meta.ppq * 4 * r.piece!.meta.meter.numerator) / r.piece!.meta.meter.denominator;

describe('a walking bass is a bass line, not a new style', () => {
  for (const [base, ask] of [
    ['pop song in G with piano and drums', 'put a walking bass under that'],
    ['a sad piano piece in Eb, just piano', 'can u add a walking bassline'],
    ['funky groove in E', 'make the bass walk'],
  ] as const) {
    it(`"${ask}" after "${base}"`, () => {
      const { replies } = converse(base, ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      expect(b.piece!.meta.style).toBe(a.piece!.meta.style);
      const others = (r: ComposerReply) => r.piece!.parts.filter((q) => q.role !== 'bass').map(notesOf);
      expect(others(b)).toEqual(others(a));
      const bass = b.piece!.parts.find((p) => p.role === 'bass')!;
      const beat = b.piece!.meta.ppq;
      // One note on every beat, and each chord starts on its root.
      expect(bass.notes.map((n) => n.tick)).toEqual(
        Array.from({ length: b.piece!.meta.bars * (tpb(b) / beat) }, (_, i) => i * beat),
      );
      for (const seg of b.piece!.meta.progression) {
        const chord = parseChord(seg.symbol)!;
        const first = bass.notes.find((n) => n.tick === seg.tick);
        if (first) expect(first.midi % 12).toBe(chord.bassChroma ?? chord.rootChroma);
      }
      expect(b.text).toMatch(/walks in quarter notes/);
    });
  }

  for (const ask of [
    'walk the bass more, its just sitting on roots',
    'can the bass walk more',
    'make the walking bass busier',
    'put a walking bass under it',
  ])
    it(`"${ask}" after a walking line moves more: skips into the changes`, () => {
      const { replies } = converse(
        'jazz waltz in Bb, 3/4, 150 bpm: Bbmaj7 Gm7 Cm7 F7. piano bass drums',
        'walk the bass',
        ask,
      );
      const [, b, c] = replies as [ComposerReply, ComposerReply, ComposerReply];
      const count = (r: ComposerReply) => r.piece!.parts.find((p) => p.role === 'bass')!.notes.length;
      if (/more|busier/.test(ask)) expect(count(c)).toBeGreaterThan(count(b) * 1.1);
      else expect(c.text).toMatch(/already walks/);
    });

  it('"jazz tune with a walking bass" is still a whole jazz piece', () => {
    const r = respond([{ role: 'user', text: 'jazz tune with a walking bass' }]);
    expect(r.piece!.meta.style).toBe('jazz');
    expect(r.piece!.parts.length).toBeGreaterThanOrEqual(3);
  });
});

describe('"lock the bass with the kick": the bass plays the chord roots on the kick', () => {
  const kicks = (r: ComposerReply) =>
    [
      ...new Set(
        r
          .piece!.parts.filter((p) => p.role === 'drums')
          .flatMap((p) => p.notes.filter((n) => n.midi === 35 || n.midi === 36).map((n) => n.tick)),
      ),
    ].sort((x, y) => x - y);
  for (const [base, ask] of [
    [
      'deep house C minor 122. Cm9 Fm9 Abmaj7 G7sus4. rhodes stabs bass drums',
      'bass should lock w the kick more',
    ],
    ['roots reggae G minor, Gm7 Cm7, 72bpm. organ bass drums guitar', 'bass should sit with the kick more'],
    ['funk in E minor, bass drums guitar', 'line up the bass with the kick'],
    ['pop song in C with piano, bass and drums', 'lock the kick and bass together'],
    ['rock in A with guitar bass drums', 'can the bass follow the kick drum'],
    ['rock in A with guitar bass drums', 'bass should hit with the kick'],
  ] as const) {
    it(`"${ask}" after "${base}"`, () => {
      const { replies } = converse(base, ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      const others = (r: ComposerReply) => r.piece!.parts.filter((q) => q.role !== 'bass').map(notesOf);
      expect(others(b)).toEqual(others(a));
      const bass = b.piece!.parts.find((p) => p.role === 'bass')!;
      expect(bass.notes.map((n) => n.tick)).toEqual(kicks(b));
      expect(notesOf(bass)).not.toEqual(notesOf(a.piece!.parts.find((p) => p.role === 'bass')!));
      for (const n of bass.notes) {
        const seg = [...b.piece!.meta.progression].reverse().find((x) => x.tick <= n.tick)!;
        const chord = parseChord(seg.symbol)!;
        expect(n.midi % 12).toBe(chord.bassChroma ?? chord.rootChroma);
      }
    });
  }

  for (const ask of [
    'make the bass busier and the snare hit on 3, kick on 1',
    'add a bass with a heavy kick',
  ])
    it(`"${ask}" does not lock the bass to the kick`, () => {
      const { replies } = converse('rock in A with guitar, bass and drums', ask);
      expect(replies[1]!.text).not.toMatch(/on every kick/);
    });

  it('keeps the locked line when the drums leave, and says so when there is no kick', () => {
    const { replies } = converse(
      'funk in E minor, bass drums guitar',
      'lock the bass to the kick',
      'lose the drums',
    );
    const [, b, c] = replies as [ComposerReply, ComposerReply, ComposerReply];
    expect(c.piece!.parts.some((p) => p.role === 'drums')).toBe(false);
    const bass = (r: ComposerReply) => notesOf(r.piece!.parts.find((p) => p.role === 'bass')!);
    expect(bass(c)).toEqual(bass(b));
    const { replies: none } = converse('piano ballad in C, piano and bass', 'lock the bass to the kick');
    expect(none[1]!.text).toMatch(/no kick/);
  });
});

describe('a drum General MIDI lacks ("add a bodhran") plays on the kit, and the reply says so', () => {
  for (const [base, ask] of [
    ['irish jig in D, 6/8, 116, flute + acoustic guitar', 'add a bodhran'],
    ['acoustic folk in G, guitar and flute melody', 'add a cajon'],
    ['acoustic folk in G, guitar and flute melody', 'put a bodhrán on it'],
    ['a sea shanty in D minor, accordion and fiddle', 'add a frame drum'],
  ] as const) {
    it(`"${ask}"`, () => {
      const { replies } = converse(base, ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      expect(a.piece!.parts.some((p) => p.role === 'drums')).toBe(false);
      expect(b.piece!.parts.some((p) => p.role === 'drums')).toBe(true);
      expect(b.text).toMatch(/General MIDI has no (?:bodhr|cajon|frame drum)/);
    });
  }
  it('"with a bodhran" in a new piece', () => {
    const r = respond([{ role: 'user', text: 'sea shanty in D minor with accordion and bodhran' }]);
    expect(r.piece!.parts.some((p) => p.role === 'drums')).toBe(true);
    expect(r.text).toMatch(/General MIDI has no bodhran/);
  });
});

describe('a length counted from the piece: "4 bars longer", "add 8 bars", "cut 2 bars"', () => {
  for (const [ask, bars] of [
    ['can u make it 4 bars longer', 12],
    ['add 8 bars', 16],
    ['two more bars pls', 10],
    ['extend it by 4 bars', 12],
    ['make it 2 bars shorter', 6],
    ['cut 4 bars', 4],
  ] as const) {
    it(`"${ask}" on 8 bars gives ${bars}`, () => {
      const { replies } = converse('jazz waltz in Bb, 3/4, 150 bpm, 8 bars, piano bass drums', ask);
      expect(replies[1]!.piece!.meta.bars).toBe(bars);
    });
  }
});

describe('"lose the drums for a breakdown" takes out the drums and nothing else', () => {
  for (const ask of [
    'lose the drums for a breakdown',
    'drop the drums for the breakdown',
    'kill drums, breakdown time',
  ]) {
    it(ask, () => {
      const { replies } = converse('deep house in C minor 122, rhodes bass drums', ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      expect(b.piece!.parts.some((p) => p.role === 'drums')).toBe(false);
      for (const role of ['chords', 'bass'] as const)
        expect(notesOf(b.piece!.parts.find((p) => p.role === role)!)).toEqual(
          notesOf(a.piece!.parts.find((p) => p.role === role)!),
        );
    });
  }
});

describe('dynamics, chords and tempo feel', () => {
  it('"softer", "louder melody" and "bar 3 a bit louder" change only the velocities asked', () => {
    const base = 'lofi beat in D minor with flute melody';
    const { replies: soft } = converse(base, 'a bit softer pls');
    const [a, b] = soft as [ComposerReply, ComposerReply];
    for (const [i, p] of a.piece!.parts.entries())
      for (const [k, n] of p.notes.entries())
        expect(b.piece!.parts[i]!.notes[k]!.velocity).toBeLessThanOrEqual(n.velocity);
    expect(b.text).toMatch(/softer \(average velocity \d+ → \d+\)/);
    const { replies: loud } = converse(base, 'louder melody');
    for (const [i, p] of a.piece!.parts.entries()) {
      const v = (q: typeof p) => q.notes.map((n) => n.velocity);
      if (p.role === 'melody') expect(v(loud[1]!.piece!.parts[i]!)).not.toEqual(v(p));
      else expect(v(loud[1]!.piece!.parts[i]!)).toEqual(v(p));
    }
    const { replies: bar } = converse(base, 'make bar 3 a bit louder');
    const bar3 = (t: number) => t >= 2 * tpb(a) && t < 3 * tpb(a);
    for (const [i, p] of a.piece!.parts.entries())
      p.notes.forEach((n, k) => {
        const after = bar[1]!.piece!.parts[i]!.notes[k]!;
        if (!bar3(n.tick)) expect(after.velocity).toBe(n.velocity);
      });
    expect(bar[1]!.text).toMatch(/louder \(bar 3\)/);
  });

  it('a chord named for a bar changes that bar only, never the key', () => {
    for (const [ask, bar, chord] of [
      ['make bar 3 a G7', 2, 'G7'],
      ['change the 2nd chord to am', 1, 'Am'],
      ['put a Bb7 in bar 2', 1, 'Bb7'],
    ] as const) {
      const { replies } = converse('pop song in C', ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      expect(b.piece!.meta.key).toEqual(a.piece!.meta.key);
      const at = b.piece!.meta.progression.find((s) => s.bar === bar)!;
      expect(at.symbol, ask).toBe(chord);
      const out = (p: ComposerReply['piece']) =>
        p!.parts.map((q) => notesOf({ notes: q.notes.filter((n) => Math.floor(n.tick / tpb(a)) !== bar) }));
      expect(out(b.piece)).toEqual(out(a.piece));
      expect(b.text).toContain(`bar ${bar + 1} now plays ${chord}`);
    }
    const { replies } = converse('pop song in C', 'last two bars more resolved');
    const prog = replies[1]!.piece!.meta.progression;
    expect(prog.at(-1)!.symbol).toBe('C');
    expect(prog.find((s) => s.bar === 6)!.symbol).toBe('G7');
  });

  it('"half speed" and "double-time" halve and double the tempo, notes kept', () => {
    const { replies } = converse('house track at 124 bpm', 'half speed');
    expect(replies[1]!.piece!.meta.tempo).toBe(62);
    expect(replies[1]!.notes).toEqual(replies[0]!.notes);
    expect(converse('lofi beat at 80 bpm', 'double-time').replies[1]!.piece!.meta.tempo).toBe(160);
  });

  it('"make the chorus bigger" needs a chorus, and then makes it busier', () => {
    const none = converse('pop song in C', 'make the chorus bigger').replies[1]!;
    expect(none.midi).toBeUndefined();
    expect(none.text).toMatch(/^Nothing changed: there is no chorus yet/);
    const { replies } = converse('pop song in C', 'add a chorus', 'make the chorus bigger');
    const [, withChorus, bigger] = replies as ComposerReply[];
    const chorusNotes = (r: ComposerReply) =>
      r.piece!.parts.reduce((n, p) => n + p.notes.filter((x) => x.tick >= 8 * tpb(r)).length, 0);
    expect(chorusNotes(bigger!)).toBeGreaterThan(chorusNotes(withChorus!));
    const verse = (r: ComposerReply) =>
      r.piece!.parts.map((p) => notesOf({ notes: p.notes.filter((x) => x.tick < 8 * tpb(r)) }));
    expect(verse(bigger!)).toEqual(verse(withChorus!));
  });

  it('"add a sax melody" over a sax melody says it already has one', () => {
    const r = converse('smooth jazz in F with tenor sax melody', 'add a sax melody').replies[1]!;
    expect(r.midi).toBeUndefined();
    expect(r.text).toBe('Nothing changed: it already has Tenor Sax on the melody.');
  });
});

describe('everyday edit wording', () => {
  it('reads bare asks as edits of the piece in focus', () => {
    const minor = converse('pop song in C', 'minor instead').replies[1]!;
    expect(minor.piece!.meta.key).toEqual({ tonic: 'C', mode: 'minor' });
    const hats = converse('trap beat in F minor', 'less hi hats').replies;
    expect(hats[1]!.intent).toBe('edit');
    const drums = (r: ComposerReply) => r.piece!.parts.find((p) => p.role === 'drums')!.notes.length;
    expect(drums(hats[1]!)).toBeLessThan(drums(hats[0]!));
    const softer = converse('rock song in A with piano, bass and drums', 'softer').replies[1]!;
    expect(softer.text).toMatch(/^Done — made the chords \([^)]*\) softer/);
  });

  it('"make the keys busier" keeps the Rhodes; "swap piano for rhodes" moves every piano part', () => {
    const keys = converse('neo soul groove in Eb with rhodes bass drums', 'make the keys busier').replies[1]!;
    expect(keys.piece!.parts.find((p) => p.role === 'chords')!.program).toBe(4);
    expect(keys.text).not.toMatch(/now on/);
    const { replies } = converse('a sad piano piece in Eb, just piano', 'swap piano for rhodes');
    expect(replies[0]!.piece!.parts.filter((p) => p.program === 0).length).toBeGreaterThan(1);
    expect(replies[1]!.piece!.parts.some((p) => p.program === 0)).toBe(false);
  });
});

describe('mood edits make a change a musician hears, and say only what the notes show', () => {
  const pitches = (r: ComposerReply) => r.piece!.parts.map((p) => notesOf(p).join(' '));
  for (const [base, ask] of [
    ['slow r&b groove in Eb major at 85 bpm', 'make it darker'],
    ['pop song in G', 'can u make it a bit sadder'],
    ['a sad piano piece in A minor', 'happier pls'],
    ['lofi beat in D minor', 'make it brighter'],
    ['house track in F minor at 124', 'more tense'],
    ['folk tune in D with fiddle', 'make it dreamier'],
    ['rock song in E', 'make it more aggressive'],
    ['funk groove in E at 110 bpm', 'chill it out a bit'],
    ['jazz waltz in Bb minor', 'even darker'],
  ] as const) {
    it(`"${ask}" after "${base}"`, () => {
      const { replies } = converse(base, ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      expect(b.text, ask).toMatch(/^Done/);
      // Not velocities alone: the pitches, rhythm or tempo moved.
      const audible =
        b.piece!.meta.tempo !== a.piece!.meta.tempo || pitches(b).join('|') !== pitches(a).join('|');
      expect(audible, `${ask}: only velocities changed`).toBe(true);
      expect(b.text).not.toMatch(/changed the feel/);
      const ka = a.piece!.meta.key;
      const kb = b.piece!.meta.key;
      if (/darker|sadder/.test(ask) && ka.mode === 'major') expect(kb.mode).toBe('minor');
      if (/happier|brighter/.test(ask) && ka.mode === 'minor') expect(kb.mode).toBe('major');
      // A key named in the reply is the key the file is in.
      const said = /it's now in ([A-G][#b]? [a-z ]+?) \(was/.exec(b.text);
      if (said) expect(said[1]).toBe(`${kb.tonic} ${kb.mode}`);
      else expect(kb).toEqual(ka);
      const tempo = /the tempo went from (\d+) to (\d+)/.exec(b.text);
      if (tempo) expect(Number(tempo[2])).toBe(b.piece!.meta.tempo);
      else expect(b.piece!.meta.tempo).toBe(a.piece!.meta.tempo);
    });
  }
});

describe('a part added by instrument plays in its range, and octave moves stay in range', () => {
  const middle = (ms: number[]) => [...ms].sort((x, y) => x - y)[Math.floor(ms.length / 2)]!;
  for (const [base, ask, program, lo, hi] of [
    ['a sad ballad in C# minor in 3/4 with violin melody', 'add a cello line', 42, 36, 64],
    ['pop song in G', 'can u add a bassoon line', 70, 34, 62],
    ['folk tune in D with a cello melody', 'add a flute countermelody', 73, 62, 96],
    ['rock song in A', 'add a trombone line pls', 57, 40, 65],
  ] as const) {
    it(`"${ask}" after "${base}"`, () => {
      const { replies } = converse(base, ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      const added = b.piece!.parts.find((p) => p.program === program && !a.piece!.parts.includes(p));
      expect(added, ask).toBeDefined();
      const ms = added!.notes.map((n) => n.midi);
      expect(Math.min(...ms), ask).toBeGreaterThanOrEqual(lo);
      expect(middle(ms), ask).toBeLessThanOrEqual(hi);
      // A low line sits under the melody it joins.
      const lead = b.piece!.parts.find((p) => p.role === 'melody' && p !== added);
      if (lead && hi < 66) expect(middle(ms)).toBeLessThan(middle(lead.notes.map((n) => n.midi)));
      expect(b.text).toMatch(/^Done/);
    });
  }
  it("an octave move below a bass's low B is made, with a warning naming the note it reaches", () => {
    for (const ask of ['bass an octave lower', 'drop the bass down an octave', 'play it an octave lower']) {
      const { replies } = converse('funk in E minor', ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      const low = (r: ComposerReply) =>
        Math.min(...r.piece!.parts.find((p) => p.role === 'bass')!.notes.map((n) => n.midi));
      expect(low(b), ask).toBe(low(a) - 12);
      expect(b.text, ask).toMatch(/^Done/);
      if (low(b) < 23)
        expect(b.text, ask).toMatch(/The bass now goes down to [A-G][#b]?0, below the lowest note/);
    }
    const { replies } = converse('funk in E minor', 'bass an octave higher');
    expect(replies[1]!.text).toMatch(/^Done/);
  });
});

describe('a question about a part in a bar is answered from its notes', () => {
  for (const [base, ask, role] of [
    ['a ballad in D minor in 6/8 with violin melody', 'whats the melody doing in bar 2', 'melody'],
    ['funk groove in E', 'what notes does the bass play in bar 3', 'bass'],
    ['pop song in Bb', 'what is the lead playing in bar 5?', 'melody'],
  ] as const) {
    it(ask, () => {
      const { replies } = converse(base, ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      const bar = Number(/bar (\d)/.exec(ask)![1]) - 1;
      const part = a.piece!.parts.find((p) => p.role === role)!;
      const barTicks = tpb(a);
      const heard = part.notes
        .filter((n) => n.tick >= bar * barTicks && n.tick < (bar + 1) * barTicks)
        .map((n) => noteName(n.midi, a.piece!.meta.key)!);
      const said = [...b.text.matchAll(/\b([A-G][#b]?-?\d)\b/g)].map((x) => x[1]!);
      expect(said.length, b.text).toBeGreaterThan(0);
      expect(new Set(said)).toEqual(new Set(heard));
    });
  }
});

describe('a key change says "every note moved" only when every note did', () => {
  it('a part that only got softer did not move', () => {
    const key = (mode: 'major' | 'minor') => ({ tonic: 'Bb', mode }) as const;
    const bass = { role: 'bass', program: 32, channel: 1 } as const;
    const chords = { role: 'chords', program: 0, channel: 0 } as const;
    const changes: PieceChange[] = [
      { kind: 'key', from: key('major'), to: key('minor') },
      { kind: 'moved', part: bass, semitones: -1, bars: null },
      { kind: 'dynamics', part: chords, from: 65, to: 59, bars: null },
    ];
    const text = changesText(changes);
    expect(text).not.toMatch(/every note/);
    expect(text).toMatch(/Bb minor/);
  });
});

describe('a part taken out of some bars rests there and plays everywhere else', () => {
  for (const [ask, role, bars] of [
    ['drop the drums for the first 2 bars', 'drums', [0, 1]],
    ['mute the bass in bar 3', 'bass', [2, 2]],
    ['take the melody out of bars 5-6', 'melody', [4, 5]],
    ['no chords in the last bar', 'chords', [7, 7]],
  ] as const) {
    it(`"${ask}"`, () => {
      const { replies } = converse('chill lofi beat in Eb minor 75 bpm', ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      const barTicks = tpb(a);
      const inside = (n: { tick: number }) =>
        n.tick >= bars[0] * barTicks && n.tick < (bars[1] + 1) * barTicks;
      expect(b.intent, b.text).toBe('edit');
      expect(b.piece!.parts.map((p) => p.role)).toEqual(a.piece!.parts.map((p) => p.role));
      for (const [i, p] of b.piece!.parts.entries()) {
        const before = a.piece!.parts[i]!;
        if (p.role === role) {
          expect(before.notes.some(inside)).toBe(true);
          expect(p.notes.some(inside), ask).toBe(false);
          // Outside the bars every onset stays (a note held into them may stop earlier).
          const onsets = (q: typeof p) => q.notes.filter((n) => !inside(n)).map((n) => `${n.tick}:${n.midi}`);
          expect(onsets(p)).toEqual(onsets(before));
        } else expect(notesOf(p)).toEqual(notesOf(before));
      }
      const from = bars[0] + 1;
      const to = bars[1] + 1;
      expect(b.text).toMatch(
        new RegExp(`took the ${role}.* out of bars? ${from === to ? from : `${from}–${to}`}`),
      );
    });
  }

  it('a question about chords in some bars answers those bars', () => {
    const { replies } = converse(
      'chill lofi beat in Eb minor 75 bpm',
      'what chords are in the last two bars?',
    );
    const [a, b] = replies as [ComposerReply, ComposerReply];
    expect(b.intent).toBe('piece-question');
    const last = a.piece!.meta.progression.filter((s) => s.bar >= 6).map((s) => s.symbol);
    expect(b.text).toBe(
      `Bars 7–8: | ${last.join(' | ')} | (${a
        .piece!.meta.progression.filter((s) => s.bar >= 6)
        .map((s) => s.roman)
        .join(' – ')}).`,
    );
  });
});

describe('chord edits are spelled in the key', () => {
  for (const key of ['C# minor', 'F# minor', 'G# minor', 'E major']) {
    it(`"make the ending resolve better" in ${key} reads V7 – i`, () => {
      const { replies } = converse(`pop song in ${key}`, 'make the ending resolve better');
      const romans = replies[1]!.piece!.meta.progression.map((s) => s.roman);
      expect(romans.slice(-2)).toEqual(key.endsWith('minor') ? ['V7', 'i'] : ['V7', 'I']);
      expect(romans.join(' ')).not.toMatch(/bb|##/);
    });
  }
});

describe('an unresolved ending stops on the dominant (a half cadence)', () => {
  for (const [base, ask, want, bars] of [
    ['8 bars, Am F C G, piano, 85 bpm', 'and bars 7-8 something more unresolved', ['iv', 'V'], [6, 7]],
    ['pop song in C', 'leave the ending hanging', ['IV', 'V'], [6, 7]],
    ['pop song in E minor', 'make the last 2 bars less resolved', ['iv', 'V'], [6, 7]],
    ['pop song in G', 'bar 4 should feel unresolved', ['V'], [3, 3]],
  ] as const) {
    it(`"${ask}" ends bars ${bars[0] + 1}–${bars[1] + 1} on V; every other bar keeps its chord`, () => {
      const { replies } = converse(base, ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      const byBar = (r: ComposerReply) =>
        Array.from({ length: r.piece!.meta.bars }, (_, i) =>
          r
            .piece!.meta.progression.filter((s) => s.bar === i)
            .map((s) => s.roman)
            .join(' '),
        );
      const before = byBar(a);
      const after = byBar(b);
      expect(after.slice(bars[1] - want.length + 1, bars[1] + 1)).toEqual(want);
      for (let i = 0; i < before.length; i++)
        if (i < bars[0] || i > bars[1]) expect(after[i]).toBe(before[i]);
      expect(b.piece!.meta.key).toEqual(a.piece!.meta.key);
    });
  }
});

describe("a drummer's details go into the groove that is there", () => {
  for (const [ask, detail] of [
    ['add some hi hat rolls', /hi-hat rolls/],
    ['more fills', /fill runs down the toms/],
    ['add a drum fill at the end', /fill runs down the toms/],
    ['can u put ghost notes on the snare', /ghost notes/],
  ] as const) {
    it(`"${ask}" changes only the drums, and says how`, () => {
      const { replies } = converse('pop rock in G', ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      expect(b.text).toMatch(/^Done — rewrote the drums in bars? /);
      expect(b.text).toMatch(detail);
      for (const [i, p] of b.piece!.parts.entries())
        if (p.role !== 'drums') expect(notesOf(p)).toEqual(notesOf(a.piece!.parts[i]!));
        else expect(notesOf(p)).not.toEqual(notesOf(a.piece!.parts[i]!));
    });
  }
});

describe('a new instrument doubling a part plays its line, in the register asked', () => {
  it('"add a cello doubling the bass an octave up" keeps every other part and moves nothing', () => {
    const { replies } = converse('lofi in F minor', 'add a cello doubling the bass an octave up');
    const [a, b] = replies as [ComposerReply, ComposerReply];
    for (const p of a.piece!.parts) {
      const same = b.piece!.parts.find((q) => q.channel === p.channel)!;
      expect(notesOf(same)).toEqual(notesOf(p));
    }
    const bass = a.piece!.parts.find((p) => p.role === 'bass')!;
    const cello = b.piece!.parts.find((p) => p.program === 42)!;
    expect(cello.role).toBe('bass');
    expect(cello.notes.map((n) => n.midi)).toEqual(bass.notes.map((n) => n.midi + 12));
    expect(b.text).not.toMatch(/moved/);
  });

  it('"strings doubling the melody" is a second melody part, not a counter-melody', () => {
    const { replies } = converse('lofi in F minor', 'strings doubling the melody');
    const strings = replies[1]!.piece!.parts.find((p) => p.program === 48)!;
    expect(strings.role).toBe('melody');
  });
});

describe('everyday arranging asks change only what they name', () => {
  it('"put a muted trumpet on the melody" moves the melody to it, adding nothing', () => {
    const { replies } = converse('jazz in Db', 'put a muted trumpet on the melody');
    const [a, b] = replies as [ComposerReply, ComposerReply];
    expect(b.piece!.parts.length).toBe(a.piece!.parts.length);
    expect(b.piece!.parts.find((p) => p.role === 'melody')!.program).toBe(59);
  });

  it('"make the piano comp a bit sparser" thins the piano only', () => {
    const { replies } = converse('jazz in Db', 'make the piano comp a bit sparser');
    const [a, b] = replies as [ComposerReply, ComposerReply];
    for (const [i, p] of b.piece!.parts.entries())
      if (p.role === 'chords') expect(p.notes.length).toBeLessThan(a.piece!.parts[i]!.notes.length);
      else expect(notesOf(p)).toEqual(notesOf(a.piece!.parts[i]!));
    expect(b.text).not.toMatch(/Not done/);
  });

  it('"a fill before bar 5" fills bar 4 and lands on bar 5', () => {
    const { replies } = converse('pop rock in G', 'can u put a fill before bar 5');
    expect(replies[1]!.text).toMatch(/^Done — rewrote the drums in bars 4–5\b/);
  });

  it('"16 bars with a breakdown in the middle" drops drums and bass in bars 9–12', () => {
    const { replies } = converse(
      'dark techno loop 130bpm A minor',
      'make it 16 bars with a breakdown in the middle',
    );
    const b = replies[1]!;
    const barTicks = tpb(b);
    const count = (role: string, bar: number) =>
      b
        .piece!.parts.filter((p) => p.role === role)
        .flatMap((p) => p.notes)
        .filter((n) => n.tick >= bar * barTicks && n.tick < (bar + 1) * barTicks).length;
    for (const bar of [8, 9, 10, 11]) expect(count('drums', bar) + count('bass', bar)).toBe(0);
    expect(count('drums', 12)).toBeGreaterThan(0);
    expect(b.text).toMatch(/breakdown is bars 9–12/);
  });
});

describe('edits survive the next turn', () => {
  it('a rest, a drum detail and a doubling are stored and replayed by later edits', () => {
    const { replies } = converse(
      'lofi in F minor',
      'drop the drums in bar 2',
      'add a cello doubling the bass an octave up',
      'drop the cello in bars 1-4',
      'add some fills',
      'a bit faster',
    );
    const last = replies.at(-1)!;
    const ops = last.state!.ops!.map((o) => o.op);
    expect(ops).toEqual(expect.arrayContaining(['rest', 'double', 'drum-detail', 'tempo']));
    const barTicks = tpb(last);
    const cello = last.piece!.parts.find((p) => p.program === 42)!;
    expect(cello.notes.some((n) => n.tick < 4 * barTicks)).toBe(false);
    expect(cello.notes.some((n) => n.tick >= 4 * barTicks)).toBe(true);
    const drums = last.piece!.parts.find((p) => p.role === 'drums')!;
    expect(drums.notes.some((n) => n.tick >= barTicks && n.tick < 2 * barTicks)).toBe(false);
  });
});

describe('chords named for a bar range go into those bars only', () => {
  for (const [ask, from, chords] of [
    ['change bars 5-8 to Fm Db Ab Eb', 4, ['Fm', 'Db', 'Ab', 'Eb']],
    ['make bars 1 to 2 Cm, Fm', 0, ['Cm', 'Fm']],
    ['bars 3 and 4 should be Bbm7 G7', 2, ['Bbm7', 'G7']],
  ] as const) {
    it(`"${ask}"`, () => {
      const { replies } = converse('lofi in Ab major', ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      const at = (r: ComposerReply, bar: number) =>
        r.piece!.meta.progression.findLast((s) => s.bar <= bar)!.symbol;
      for (let bar = 0; bar < 8; bar++) {
        const k = bar - from;
        expect(at(b, bar), `bar ${bar + 1}`).toBe(k >= 0 && k < chords.length ? chords[k] : at(a, bar));
      }
    });
  }
});

describe('a new piece after another one', () => {
  it('"write an 8 bar melody in D dorian for flute" after a trap beat is a new piece', () => {
    const { replies } = converse(
      'give me a drill beat 142 bpm in C# minor',
      'write an 8 bar melody in D dorian for flute',
    );
    expect(replies[1]!.intent).toBe('compose');
    expect(replies[1]!.piece!.meta.key).toEqual({ tonic: 'D', mode: 'dorian' });
  });

  it('"is 3/4 the same as 6/8" beside a piece explains, changing nothing', () => {
    const { replies } = converse('pop in G', 'is 3/4 the same as 6/8');
    expect(replies[1]!.intent).toBe('theory-explanation');
    expect(replies[1]!.midi).toBeUndefined();
    expect(replies[1]!.text).toMatch(/6\/8/);
  });
});

describe('"make the chords more jazzy" colours the same harmony, keeping the groove', () => {
  for (const ask of ['can u make the chords more jazzy', 'richer chords pls', 'add some 7ths']) {
    it(`"${ask}"`, () => {
      const { replies } = converse('pop in C', ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      expect(b.intent).toBe('edit');
      expect(b.piece!.meta.style).toBe(a.piece!.meta.style);
      expect(b.piece!.meta.tempo).toBe(a.piece!.meta.tempo);
      const before = a.piece!.meta.progression.map((s) => s.roman!.replace(/7$/, ''));
      const after = b.piece!.meta.progression.map((s) => s.roman!);
      // Every chord keeps its degree and gains a seventh.
      expect(after.map((r) => r.replace(/(?:maj)?7$/, ''))).toEqual(before);
      expect(after.every((r) => /7$/.test(r))).toBe(true);
      const drums = (r: ComposerReply) =>
        b.piece!.parts.find((p) => p.role === 'drums') &&
        notesOf(r.piece!.parts.find((p) => p.role === 'drums')!);
      expect(drums(b)).toEqual(drums(a));
    });
  }
});

describe('new chords keep the edits made before them', () => {
  it('a louder bass, drums out of bars 1–2 and hat rolls survive "make the chords more jazzy"', () => {
    const { replies } = converse(
      'chill lofi beat in F minor, 80 bpm with rhodes',
      'bass louder',
      'drop the drums for the first 2 bars',
      'add some hi hat rolls',
      'can u make the chords more jazzy',
    );
    const [, , , rolled, jazzier] = replies as ComposerReply[];
    const drums = (r: ComposerReply) => notesOf(r!.piece!.parts.find((p) => p.role === 'drums')!);
    expect(drums(jazzier!)).toEqual(drums(rolled!));
    expect(jazzier!.text.split('\n')[0]).not.toMatch(/softer|drums/);
    const mean = (r: ComposerReply) => {
      const bass = r.piece!.parts.find((p) => p.role === 'bass')!.notes;
      return bass.reduce((n, x) => n + x.velocity, 0) / bass.length;
    };
    expect(mean(jazzier!)).toBeGreaterThan(mean(replies[0]!) * 1.1);
  });
});

describe('a kit piece taken out of some bars leaves the rest of the kit playing', () => {
  for (const [ask, bars, notes] of [
    ['no kick in bar 7', [6, 6], [35, 36]],
    ['mute the snare in bars 5-6', [4, 5], [37, 38, 40]],
    ['take the kick and the bass out of the last bar', [7, 7], [35, 36]],
  ] as const) {
    it(`"${ask}"`, () => {
      const { replies } = converse('pop rock in G', ask);
      const [a, b] = replies as [ComposerReply, ComposerReply];
      const barTicks = tpb(a);
      const inside = (n: { tick: number }) =>
        n.tick >= bars[0] * barTicks && n.tick < (bars[1] + 1) * barTicks;
      const drums = (r: ComposerReply) => r.piece!.parts.find((p) => p.role === 'drums')!.notes;
      const named = (n: { midi: number }) => (notes as readonly number[]).includes(n.midi);
      expect(drums(a).some((n) => inside(n) && named(n))).toBe(true);
      expect(drums(b).some((n) => inside(n) && named(n))).toBe(false);
      // The other kit pieces, and every bar outside, play as before.
      const kept = (r: ComposerReply) =>
        drums(r)
          .filter((n) => !(inside(n) && named(n)))
          .map((n) => `${n.tick}:${n.midi}`);
      expect(kept(b)).toEqual(kept(a));
      expect(b.text).toMatch(/sits out there; the rest of the kit plays on/);
    });
  }
});

describe('parts kept note for note when another of their role goes', () => {
  it.each([
    ['reggae one drop in G, 75 bpm, organ bubble, guitar skank, bass, drums', 'lose the organ', 27],
    ['reggae in D with organ bubble, guitar skank, bass and drums', 'no more organ', 27],
  ])('%s, then %s', (first, ask, program) => {
    const chat = chatOf(first);
    const kept = chat.reply.piece!.parts.find((p) => p.program === program)!;
    expect(kept).toBeDefined();
    const turns: ChatTurn[] = [...chat.turns, { role: 'user', text: ask }];
    const reply = respond(turns);
    const after = reply.piece!.parts.find((p) => p.program === program)!;
    expect(reply.piece!.parts.length).toBe(chat.reply.piece!.parts.length - 1);
    expect(after.notes).toEqual(kept.notes);
  });
});

describe('an instrument taken out with its role takes out that part only', () => {
  const roles = (r: ComposerReply) => r.piece!.parts.map((p) => `${p.role}/${p.program}`);
  for (const [base, ask, gone] of [
    ['a calm piece with a harp melody and harp arpeggios', 'remove the harp melody', 'melody/46'],
    ['a calm piece with a harp melody and harp arpeggios', 'lose the harp arps', 'arpeggio/46'],
    ['a rock song at 100 bpm', 'lose the lead guitar', 'melody/30'],
    ['a rock song at 100 bpm', 'drop the rhythm guitar', 'chords/29'],
    ['a bossa nova in D', 'get rid of the guitar', 'chords/24'],
  ] as const) {
    it(`"${ask}"`, () => {
      const [a, b] = converse(base, ask).replies as [ComposerReply, ComposerReply];
      expect(roles(a)).toContain(gone);
      expect(roles(b)).toEqual(roles(a).filter((r) => r !== gone));
      for (const p of b.piece!.parts)
        expect(notesOf(p)).toEqual(
          notesOf(a.piece!.parts.find((q) => q.role === p.role && q.program === p.program)!),
        );
      expect(b.text).toMatch(/^Done — took out the [\w-]+ \(/);
    });
  }
});

describe('an instrument named with a part plays that part, and only that one', () => {
  for (const ask of [
    'a piece with harp arpeggios',
    'a lofi beat with guitar arps',
    'piano arpeggios and a cello melody',
  ]) {
    it(`"${ask}"`, () => {
      const [r] = converse(ask).replies as [ComposerReply];
      const arps = r.piece!.parts.filter((p) => p.role === 'arpeggio');
      expect(arps).toHaveLength(1);
      const program = arps[0]!.program;
      // The arpeggio's instrument plays no melody beside it.
      expect(r.piece!.parts.filter((p) => p.program === program)).toHaveLength(1);
    });
  }
});

describe('an instrument the user chose survives a new style', () => {
  for (const [base, ask, role, program] of [
    ['a pop song with a flute melody', 'make it jazzier', 'melody', 73],
    ['a lofi beat with a flute melody', 'turn it into bossa', 'melody', 73],
    ['write a calm piece with a harp melody and harp arpeggios', 'make it jazzier', 'melody', 46],
    ['a jazz tune with a rhodes on the chords', 'make it a rock song', 'chords', 4],
  ] as const) {
    it(`"${base}" → "${ask}"`, () => {
      const [a, b] = converse(base, ask).replies as [ComposerReply, ComposerReply];
      expect(b.piece!.meta.style).not.toBe(a.piece!.meta.style);
      expect(b.piece!.parts.find((p) => p.role === role)?.program).toBe(program);
      expect(b.text).not.toMatch(new RegExp(`the ${role} is now on`));
    });
  }
  it("the parts the old style chose take the new style's instruments", () => {
    const [, b] = converse('a jazz tune', 'make it rock').replies as [ComposerReply, ComposerReply];
    expect(b.piece!.parts.find((p) => p.role === 'melody')?.program).not.toBe(66);
  });
});

describe('roman numerals named for some bars go into those bars only', () => {
  const chordsOf = (r: ComposerReply) => r.piece!.meta.progression.map((c) => `${c.bar}:${c.symbol}`);
  for (const [base, ask, bars, chords] of [
    ['a jazz ballad in F', 'reharm bar 3-4 with iii-VI-ii-V', [2, 3], ['Am', 'D', 'Gm', 'C']],
    ['a pop song in C', 'use iii VI ii V in bars 3 and 4', [2, 3], ['Em', 'A', 'Dm', 'G']],
    ['a pop song in G', 'bars 5-8 should be ii V I vi', [4, 7], ['Am', 'D', 'G', 'Em']],
    ['a jazz tune in Bb', 'reharmonize the last 2 bars with ii7-V7', [6, 7], ['Cm7', 'F7']],
  ] as const) {
    it(`"${ask}" after "${base}"`, () => {
      const [a, b] = converse(base, ask).replies as [ComposerReply, ComposerReply];
      const inside = (c: string) => {
        const bar = Number(c.split(':')[0]);
        return bar >= bars[0] && bar <= bars[1];
      };
      expect(
        chordsOf(b)
          .filter(inside)
          .map((c) => c.split(':')[1]),
      ).toEqual(chords);
      expect(chordsOf(b).filter((c) => !inside(c))).toEqual(chordsOf(a).filter((c) => !inside(c)));
      expect(b.piece!.meta.key).toEqual(a.piece!.meta.key);
    });
  }
});

describe('a way of playing the notes cannot carry yet is said plainly, never a silent "Done"', () => {
  for (const [ask, says] of [
    ['rootless voicings', /can't write rootless voicings/],
    ['drop 2 voicings on the piano please', /can't write drop 2 voicings/],
    ['can you use shell voicings', /can't write shell voicings/],
    ['use brushes', /can't switch the kit to brushes/],
    ['brush kit pls', /can't switch the kit to brushes/],
    ['charleston rhythm on the piano', /can't write a Charleston rhythm/],
    ['can the piano play only on the 1', /can't write a hits-on-the-one rhythm/],
    ['clav only on the offbeats', /can't write an off-beat rhythm/],
    ['piano chords on the offbeat', /can't write an off-beat rhythm/],
  ] as const) {
    it(`"${ask}"`, () => {
      const { turns, midi } = chatOf('a jazz tune in Bb');
      const r = respond([...turns, { role: 'user', text: ask }]);
      expect(r.intent).toBe('edit');
      expect(r.text).toMatch(/^Nothing changed: I can't/);
      expect(r.text).toMatch(says);
      expect(r.midi === undefined || same(r.midi, midi)).toBe(true);
    });
  }
  it('the rest of the message is still done: "brushes on the snare and slower"', () => {
    const [a, b] = converse('a jazz tune in Bb', 'brushes on the snare and slower').replies as [
      ComposerReply,
      ComposerReply,
    ];
    expect(b.piece!.meta.tempo).toBeLessThan(a.piece!.meta.tempo);
    expect(b.text).toMatch(/Not done: I can't switch the kit to brushes/);
  });
});

describe('a double-time feel keeps the tempo; doubling the tempo doubles the BPM', () => {
  for (const ask of [
    'double-time feel',
    'can we get a double time feel on the drums',
    'drums in double time',
    'could you double-time the kit',
    'double time that beat pls',
  ]) {
    it(`"${ask}"`, () => {
      const [a, b] = converse('a rock song at 100 bpm', ask).replies as [ComposerReply, ComposerReply];
      expect(b.piece!.meta.tempo).toBe(a.piece!.meta.tempo);
      const part = (r: ComposerReply, role: string) => r.piece!.parts.find((p) => p.role === role)!;
      expect(part(b, 'drums').notes.length).toBe(2 * part(a, 'drums').notes.length);
      expect(part(b, 'bass').notes.length).toBeGreaterThan(part(a, 'bass').notes.length);
      // The bass plays the same pitches over the same chords; the other parts keep every note.
      expect(new Set(part(b, 'bass').notes.map((n) => n.midi))).toEqual(
        new Set(part(a, 'bass').notes.map((n) => n.midi)),
      );
      for (const role of ['chords', 'melody']) expect(notesOf(part(b, role))).toEqual(notesOf(part(a, role)));
      expect(b.text).toMatch(/double-time feel at the same tempo/);
    });
  }
  for (const ask of ['double the tempo', 'twice as fast']) {
    it(`"${ask}"`, () => {
      const [a, b] = converse('a rock song at 100 bpm', ask).replies as [ComposerReply, ComposerReply];
      expect(b.piece!.meta.tempo).toBe(2 * a.piece!.meta.tempo);
    });
  }
});

describe('a part named with an articulation or a step changes that part only', () => {
  for (const ask of ['horns shorter', 'make the horns shorter', 'shorter horn stabs']) {
    it(`"${ask}" plays the horns shorter and keeps the length`, () => {
      const [a, b] = converse('a reggae groove in A with horns', ask).replies as [
        ComposerReply,
        ComposerReply,
      ];
      expect(b.piece!.meta.bars).toBe(a.piece!.meta.bars);
      const horns = (r: ComposerReply) => r.piece!.parts.find((p) => p.role === 'horns')!;
      expect(horns(b).notes.map((n) => `${n.tick}:${n.midi}`)).toEqual(
        horns(a).notes.map((n) => `${n.tick}:${n.midi}`),
      );
      expect(horns(b).notes.reduce((s, n) => s + n.durationTicks, 0)).toBeLessThan(
        horns(a).notes.reduce((s, n) => s + n.durationTicks, 0),
      );
      for (const p of b.piece!.parts.filter((q) => q.role !== 'horns'))
        expect(notesOf(p)).toEqual(
          notesOf(a.piece!.parts.find((q) => q.role === p.role && q.program === p.program)!),
        );
    });
  }
  it('"strings a bit longer" without strings says there are none', () => {
    const r = converse('a reggae groove in A', 'strings a bit longer').replies[1]!;
    expect(r.midi).toBeUndefined();
    expect(r.text).toMatch(/^Nothing changed: there are no strings in it/);
  });
  for (const [ask, role, semitones] of [
    ['bring the melody down a step', 'melody', -2],
    ['move the bass up a semitone', 'bass', 1],
    ['melody down 3 semitones', 'melody', -3],
  ] as const) {
    it(`"${ask}" moves the ${role} only and keeps the key`, () => {
      const [a, b] = converse('a pop song in C', ask).replies as [ComposerReply, ComposerReply];
      expect(b.piece!.meta.key).toEqual(a.piece!.meta.key);
      for (const p of b.piece!.parts) {
        const before = a.piece!.parts.find((q) => q.role === p.role)!;
        expect(p.notes.map((n) => n.midi)).toEqual(
          before.notes.map((n) => n.midi + (p.role === role ? semitones : 0)),
        );
      }
      expect(b.text).toMatch(/Only the \w+ moved; the chords and the key \(C major\) stay/);
    });
  }
});

describe('a kit piece taken out of the whole piece leaves the rest of the kit playing', () => {
  for (const [ask, notes] of [
    ['ditch the hats', [42, 44, 46]],
    ['no snare', [37, 38, 40]],
    ['get rid of the hi hats pls', [42, 44, 46]],
  ] as const) {
    it(`"${ask}"`, () => {
      const [a, b] = converse('pop rock in G', ask).replies as [ComposerReply, ComposerReply];
      const drums = (r: ComposerReply) => r.piece!.parts.find((p) => p.role === 'drums')!.notes;
      const named = (n: { midi: number }) => (notes as readonly number[]).includes(n.midi);
      expect(drums(a).some(named)).toBe(true);
      expect(drums(b).some(named)).toBe(false);
      expect(drums(b).map((n) => `${n.tick}:${n.midi}`)).toEqual(
        drums(a)
          .filter((n) => !named(n))
          .map((n) => `${n.tick}:${n.midi}`),
      );
      expect(b.text).toMatch(/is out; the rest of the kit plays on/);
    });
  }
  it('"brass out for the first 4 bars" rests the horns there only', () => {
    const [a, b] = converse(
      'a cinematic piece in D minor with strings and brass',
      'brass out for the first 4 bars',
    ).replies as [ComposerReply, ComposerReply];
    const horns = (r: ComposerReply) => r.piece!.parts.find((p) => p.role === 'horns')!.notes;
    const from = 4 * tpb(a);
    expect(horns(b).some((n) => n.tick < from)).toBe(false);
    expect(horns(b).map((n) => n.tick)).toEqual(
      horns(a)
        .filter((n) => n.tick >= from)
        .map((n) => n.tick),
    );
    expect(b.text).toMatch(/^Done — took the horns \(Brass Section\) out of bars 1–4/);
  });
});

describe('a key or tempo said the way players say it', () => {
  for (const [base, ask, tonic, semitones] of [
    ['a pop song in G', 'drop it to D', 'D', -5],
    ['a pop song in G', 'bring it down to E', 'E', -3],
    ['a pop song in C', 'raise it to D', 'D', 2],
    ['a pop song in C', 'bump it up to Eb', 'Eb', 3],
  ] as const) {
    it(`"${ask}" after "${base}"`, () => {
      const [a, b] = converse(base, ask).replies as [ComposerReply, ComposerReply];
      expect(b.piece!.meta.key.tonic).toBe(tonic);
      const melody = (r: ComposerReply) =>
        r.piece!.parts.find((p) => p.role === 'melody')!.notes.map((n) => n.midi);
      expect(melody(b)).toEqual(melody(a).map((m) => m + semitones));
    });
  }
  for (const [ask, factor] of [
    ['halve the tempo', 0.5],
    ['half the bpm pls', 0.5],
    ['double the bpm', 2],
  ] as const) {
    it(`"${ask}"`, () => {
      const [a, b] = converse('a pop song in F at 100 bpm', ask).replies as [ComposerReply, ComposerReply];
      expect(b.intent).toBe('edit');
      expect(b.piece!.meta.tempo).toBe(a.piece!.meta.tempo * factor);
    });
  }
  it('"straight again" straightens and keeps the chords; a bare "again" is a new take', () => {
    const [, swung, straight, again] = converse(
      'a bossa nova in D',
      'make it swing',
      'straight again',
      'again',
    ).replies as ComposerReply[];
    expect(straight!.piece!.meta.progression).toEqual(swung!.piece!.meta.progression);
    expect(straight!.text).toMatch(/^Done — it plays straight now\./);
    expect(again!.intent).toBe('edit');
    expect(again!.notes).not.toEqual(straight!.notes);
  });
});

describe('everyday asks change what they name and nothing else', () => {
  const part = (r: ComposerReply, role: string) => r.piece!.parts.find((p) => p.role === role)!;
  it('"palm mute the guitar" plays the guitars shorter and takes nothing out', () => {
    const [a, b] = converse('a rock song in A', 'palm mute the guitar').replies as [
      ComposerReply,
      ComposerReply,
    ];
    expect(b.piece!.parts.map((p) => p.role)).toEqual(a.piece!.parts.map((p) => p.role));
    const length = (r: ComposerReply) => part(r, 'chords').notes.reduce((s, n) => s + n.durationTicks, 0);
    expect(length(b)).toBeLessThan(length(a));
    expect(notesOf(part(b, 'bass'))).toEqual(notesOf(part(a, 'bass')));
  });
  for (const ask of ['strings softer', 'make the strings quieter', 'strings up an octave']) {
    it(`"${ask}" keeps the strings on strings`, () => {
      const [, a, b] = converse('a pop ballad in E major', 'add a string section', ask)
        .replies as ComposerReply[];
      expect(part(b!, 'pad').program).toBe(part(a!, 'pad').program);
      expect(b!.text).not.toMatch(/is now on/);
    });
  }
  for (const [ask, chord] of [
    ['make the last bar a G major chord', 'G'],
    ['change the first bar to Bm', 'Bm'],
  ] as const) {
    it(`"${ask}"`, () => {
      const [a, b] = converse('a waltz in D', ask).replies as [ComposerReply, ComposerReply];
      const bar = /last/.test(ask) ? a.piece!.meta.bars - 1 : 0;
      expect(b.piece!.meta.progression.filter((c) => c.bar === bar).map((c) => c.symbol)).toEqual([chord]);
      expect(b.piece!.meta.key).toEqual(a.piece!.meta.key);
    });
  }
  for (const [ask, bars] of [
    ['cut the last 2 bars', 6],
    ['drop the last bar', 7],
  ] as const) {
    it(`"${ask}" shortens the piece`, () => {
      const [, b] = converse('a lofi hip hop beat in D minor', ask).replies as [ComposerReply, ComposerReply];
      expect(b.piece!.meta.bars).toBe(bars);
    });
  }
  for (const ask of ['the ending should fade out', 'fade it out', 'can you fade out the song']) {
    it(`"${ask}" softens the last bars step by step`, () => {
      const [a, b] = converse('a pop song in C', ask).replies as [ComposerReply, ComposerReply];
      const from = 6 * tpb(a);
      for (const p of b.piece!.parts) {
        const before = part(a, p.role).notes;
        p.notes.forEach((n, i) => {
          if (n.tick < from) expect(n.velocity).toBe(before[i]!.velocity);
          else expect(n.velocity).toBeLessThanOrEqual(before[i]!.velocity);
        });
      }
      expect(b.text).toMatch(/softer step by step/);
    });
  }
  for (const ask of ['transpose to F minor', 'move it to Bb major', 'more ghost notes']) {
    it(`"${ask}" edits the piece in focus`, () => {
      const [, b] = converse('a funk groove in E minor', ask).replies as [ComposerReply, ComposerReply];
      expect(b.intent).toBe('edit');
    });
  }
});

describe('an instrument sharing its role with another moves alone', () => {
  for (const [ask, program, semitones] of [
    ['banjo up an octave', 105, 12],
    ['the banjo down an octave pls', 105, -12],
  ] as const) {
    it(`"${ask}"`, () => {
      const [, a, b] = converse('a country song in G', 'add a banjo', ask).replies as ComposerReply[];
      for (const p of b!.piece!.parts) {
        const before = a!.piece!.parts.find((q) => q.role === p.role && q.program === p.program)!;
        expect(p.notes.map((n) => n.midi)).toEqual(
          before.notes.map((n) => n.midi + (p.program === program ? semitones : 0)),
        );
      }
      // The move is stored: the next edit keeps it.
      const [, , , c] = converse('a country song in G', 'add a banjo', ask, 'faster')
        .replies as ComposerReply[];
      expect(c!.piece!.parts.find((p) => p.program === program)!.notes.map((n) => n.midi)).toEqual(
        b!.piece!.parts.find((p) => p.program === program)!.notes.map((n) => n.midi),
      );
    });
  }
});

describe('dynamics said of a section change that section only', () => {
  for (const [ask, louder] of [
    ['chorus louder', true],
    ['make the chorus quieter', false],
    ['louder in the chorus', true],
  ] as const) {
    it(`"${ask}"`, () => {
      const [, a, b] = converse('a pop ballad in E major', 'add a chorus', ask).replies as ComposerReply[];
      const from = 8 * tpb(a!);
      for (const p of b!.piece!.parts) {
        const before = a!.piece!.parts.find((q) => q.role === p.role)!.notes;
        expect(p.notes.map((n) => `${n.tick}:${n.midi}`)).toEqual(before.map((n) => `${n.tick}:${n.midi}`));
        p.notes.forEach((n, i) => {
          if (n.tick < from) expect(n.velocity).toBe(before[i]!.velocity);
          else if (louder) expect(n.velocity).toBeGreaterThanOrEqual(before[i]!.velocity);
          else expect(n.velocity).toBeLessThanOrEqual(before[i]!.velocity);
        });
      }
    });
  }
});

describe('"slower hats", "faster bass": a part plays fewer or more notes, the tempo stays', () => {
  for (const [ask, role, fewer] of [
    ['slower hats', 'drums', true],
    ['faster bass', 'bass', false],
    ['slower drums pls', 'drums', true],
  ] as const) {
    it(`"${ask}"`, () => {
      const [a, b] = converse('a trap beat at 140', ask).replies as [ComposerReply, ComposerReply];
      expect(b.piece!.meta.tempo).toBe(a.piece!.meta.tempo);
      const count = (r: ComposerReply) => r.piece!.parts.find((p) => p.role === role)!.notes.length;
      if (fewer) expect(count(b)).toBeLessThan(count(a));
      else expect(count(b)).toBeGreaterThan(count(a));
    });
  }
});

describe('the chords asked for at the end, or kept for a new take', () => {
  const symbols = (r: ComposerReply) => r.piece!.meta.progression.map((c) => `${c.bar}:${c.symbol}`);
  for (const [base, ask, chord] of [
    ['a cinematic piece in D minor', 'end on a major chord', 'D'],
    ['a sad piano ballad in A minor', 'can it end with a major chord', 'A'],
    ['a pop song in C', 'end on a minor chord', 'Cm'],
  ] as const) {
    it(`"${ask}" after "${base}"`, () => {
      const [a, b] = converse(base, ask).replies as [ComposerReply, ComposerReply];
      const last = a.piece!.meta.bars - 1;
      expect(b.piece!.meta.progression.filter((c) => c.bar === last).map((c) => c.symbol)).toEqual([chord]);
      expect(symbols(b).filter((c) => !c.startsWith(`${last}:`))).toEqual(
        symbols(a).filter((c) => !c.startsWith(`${last}:`)),
      );
    });
  }
  for (const ask of [
    'another take but keep the chords',
    'new version, same chords',
    'try again keeping the progression',
  ]) {
    it(`"${ask}"`, () => {
      const [a, b] = converse('a folk song in G for acoustic guitar and fiddle', ask).replies as [
        ComposerReply,
        ComposerReply,
      ];
      expect(symbols(b)).toEqual(symbols(a));
      expect(b.notes).not.toEqual(a.notes);
    });
  }
  it('"kick lock with bass" puts the bass on the kick', () => {
    const [, b] = converse('a synthwave track in F# minor', 'kick lock with bass').replies as [
      ComposerReply,
      ComposerReply,
    ];
    expect(b.text).toMatch(/the bass now plays the chord roots on every kick/i);
    expect(b.text).not.toMatch(/Not done/);
  });
});

describe('a mood said of a section colours that section only', () => {
  for (const [base, section, ask] of [
    ['a waltz in Eb', 'add a bridge', 'make the bridge darker'],
    ['a pop song in C', 'add a chorus', 'make the chorus more uplifting'],
    ['a pop song in G', 'add a bridge', 'bridge sadder pls'],
  ] as const) {
    it(`"${ask}"`, () => {
      const [, a, b] = converse(base, section, ask).replies as ComposerReply[];
      expect(b!.piece!.meta.key).toEqual(a!.piece!.meta.key);
      const main = 8 * tpb(a!);
      for (const p of b!.piece!.parts) {
        const before = a!.piece!.parts.find((q) => q.role === p.role)!;
        const head = (notes: typeof p.notes) =>
          notes.filter((n) => n.tick < main).map((n) => `${n.tick}:${n.midi}:${n.velocity}`);
        expect(head(p.notes)).toEqual(head(before.notes));
      }
      expect(b!.notes).not.toEqual(a!.notes);
    });
  }
});

describe('a swap to the instrument already playing says so', () => {
  for (const ask of ['swap the bass for an upright', 'use an upright bass instead']) {
    it(`"${ask}"`, () => {
      const r = converse('a country song in G', ask).replies[1]!;
      expect(r.midi).toBeUndefined();
      expect(r.text).toMatch(/^Nothing changed: it already has Acoustic Bass on the bass/);
    });
  }
});

describe('parts named by plural instruments, sections or sounds change only those', () => {
  const changed = (a: ComposerReply, b: ComposerReply) =>
    b
      .piece!.parts.filter((p) => {
        const before = a.piece!.parts.find((q) => q.role === p.role && q.program === p.program);
        return !before || JSON.stringify(before.notes) !== JSON.stringify(p.notes);
      })
      .map((p) => `${p.role}/${p.program}`)
      .sort();
  for (const [base, ask, parts] of [
    ['a salsa tune in C', 'trumpets down an octave', ['melody/56']],
    ['a disco track in A minor', 'louder strings', ['melody/48', 'pad/48']],
    ['an ambient piece in D', 'softer pads', ['pad/89', 'pad/94']],
  ] as const) {
    it(`"${ask}" after "${base}"`, () => {
      const [a, b] = converse(base, ask).replies as [ComposerReply, ComposerReply];
      expect(changed(a, b)).toEqual(parts);
    });
  }
  it('"drop the percussion" beside a kit takes out the percussion only', () => {
    const [a, b] = converse('a salsa tune in C', 'drop the percussion').replies as [
      ComposerReply,
      ComposerReply,
    ];
    expect(b.piece!.parts.map((p) => p.role)).toEqual(
      a.piece!.parts.map((p) => p.role).filter((r) => r !== 'percussion'),
    );
  });
  for (const ask of ['add some rain sounds', 'power chords on the guitar']) {
    it(`"${ask}" changes nothing and says why`, () => {
      const r = converse('a lofi beat in C', ask).replies[1]!;
      expect(r.midi).toBeUndefined();
      expect(r.text).toMatch(/^Nothing changed: I can't/);
    });
  }
  for (const [section, ask, role, move] of [
    ['add an intro', 'lose the bass in the intro', 'bass', 'rest'],
    ['add a chorus', 'no drums in the chorus', 'drums', 'rest'],
    ['add a chorus', 'bass down an octave in the chorus', 'bass', 'octave'],
  ] as const) {
    it(`"${ask}" changes the ${section.split(' ').at(-1)} only`, () => {
      const [, a, b] = converse('a pop song in C', section, ask).replies as ComposerReply[];
      const barTicks = tpb(a!);
      const [from, to] = section === 'add an intro' ? [0, 4 * barTicks] : [8 * barTicks, 16 * barTicks];
      const notes = (r: ComposerReply) => r.piece!.parts.find((p) => p.role === role)!.notes;
      const outside = (r: ComposerReply) =>
        notes(r)
          .filter((n) => n.tick < from || n.tick >= to)
          .map((n) => `${n.tick}:${n.midi}`);
      expect(outside(b!)).toEqual(outside(a!));
      const inside = (r: ComposerReply) => notes(r).filter((n) => n.tick >= from && n.tick < to);
      if (move === 'rest') expect(inside(b!)).toEqual([]);
      else expect(inside(b!).map((n) => n.midi)).toEqual(inside(a!).map((n) => n.midi - 12));
    });
  }
  for (const [base, ask, chords] of [
    ['a gospel tune in Bb', 'end with a plagal cadence', ['Eb', 'Bb']],
    ['a pop song in C', 'deceptive cadence at the end', ['G7', 'Am']],
    ['a sad piano piece in A minor', 'give it a deceptive cadence', ['E7', 'F']],
  ] as const) {
    it(`"${ask}" after "${base}"`, () => {
      const [a, b] = converse(base, ask).replies as [ComposerReply, ComposerReply];
      const last = a.piece!.meta.bars;
      expect(b.piece!.meta.progression.filter((c) => c.bar >= last - 2).map((c) => c.symbol)).toEqual(chords);
    });
  }
});

describe('a sound asked the way players say it', () => {
  for (const [ask, role, program] of [
    ['make the piano sound like a rhodes', 'chords', 4],
    ['make the bass sound like a synth bass', 'bass', 38],
    ['make the keys sound more like a wurlitzer', 'chords', 5],
  ] as const) {
    it(`"${ask}" moves the part to that sound, note for note`, () => {
      const [a, b] = converse('a pop song in C', ask).replies as [ComposerReply, ComposerReply];
      const part = (r: ComposerReply) => r.piece!.parts.find((p) => p.role === role)!;
      expect(part(b).program).toBe(program);
      expect(notesOf(part(b))).toEqual(notesOf(part(a)));
    });
  }
  it('"make it a minor blues" keeps the tonic and turns the mode', () => {
    const [, b] = converse('an 8 bar blues in G', 'make it a minor blues').replies as [
      ComposerReply,
      ComposerReply,
    ];
    expect(b.piece!.meta.key).toEqual({ tonic: 'G', mode: 'minor' });
  });
  for (const ask of ['piano only', 'just piano']) {
    it(`"${ask}" is read and answered in English`, () => {
      const [, b] = converse('give me a sad waltz in G minor', ask).replies as [ComposerReply, ComposerReply];
      expect(b.text).toMatch(/^Done — took out/);
    });
  }
  it('"how do rootless voicings work?" asks, it edits nothing', () => {
    const [, b] = converse('a jazz tune in Bb', 'how do rootless voicings work?').replies as [
      ComposerReply,
      ComposerReply,
    ];
    expect(b.intent).not.toBe('edit');
  });
});

describe('"make the intro just keys" over an intro keeps that intro, with those parts only', () => {
  it('rests the other parts in the intro and adds no second intro', () => {
    const [, a, b] = converse('a chill rnb groove in Ab', 'add an intro', 'make the intro just keys')
      .replies as ComposerReply[];
    expect(b!.piece!.meta.bars).toBe(a!.piece!.meta.bars);
    const intro = 4 * tpb(a!);
    for (const p of b!.piece!.parts) {
      const before = a!.piece!.parts.find((q) => q.role === p.role)!;
      const after = (notes: typeof p.notes) =>
        notes.filter((n) => n.tick >= intro).map((n) => `${n.tick}:${n.midi}`);
      expect(after(p.notes)).toEqual(after(before.notes));
      if (p.role !== 'chords') expect(p.notes.some((n) => n.tick < intro)).toBe(false);
    }
  });
});

describe('"power chords on the guitar" over a guitar part moves no part to another guitar', () => {
  it('says it cannot voice them and changes nothing', () => {
    const r = converse('a pop punk song in E', 'power chords on the guitar').replies[1]!;
    expect(r.midi).toBeUndefined();
    expect(r.text).toMatch(/^Nothing changed: I can't write power chords/);
  });
});

describe('"add a piano intro": an intro of that part alone', () => {
  for (const [ask, role, bars] of [
    ['add a piano intro', 'chords', 4],
    ['add a 2 bar drum intro', 'drums', 2],
  ] as const) {
    it(`"${ask}"`, () => {
      const [a, b] = converse('a jazz ballad in Db', ask).replies as [ComposerReply, ComposerReply];
      expect(b.piece!.meta.bars).toBe(a.piece!.meta.bars + bars);
      const intro = bars * tpb(a);
      for (const p of b.piece!.parts) expect(p.notes.some((n) => n.tick < intro)).toBe(p.role === role);
    });
  }
});

describe('an edit naming one instrument leaves the other part on its role alone', () => {
  // Each base has two parts on the chords; the ask names one instrument, the other must keep its notes.
  const cases: [string, string, number][] = [
    ['funky groove in E minor with bass, drums, guitar and keys', 'make the guitar busier', 0],
    ['funky groove in E minor with bass, drums, guitar and keys', 'the guitar is too busy', 0],
    ['funky groove in E minor with bass, drums, guitar and keys', 'make the guitar quieter', 0],
    ['funky groove in E minor with bass, drums, guitar and keys', 'guitar a bit louder pls', 0],
    ['funky groove in E minor with bass, drums, guitar and keys', 'can the piano be sparser', 25],
    ['bossa in A minor with guitar, bass, piano', 'make the piano part sparser', 25],
    ['bossa in A minor with guitar, bass, piano', 'turn the piano down', 25],
    ['a tango in D minor with accordion violin piano bass', 'accordion quieter', 0],
    ['a tango in D minor with accordion violin piano bass', 'make the accordion busier', 0],
  ];
  for (const [base, ask, kept] of cases)
    it(`"${ask}" keeps the part on program ${kept}`, () => {
      const { replies } = converse(base, ask);
      const [a, b] = [replies[0]!.piece!, replies[1]!.piece!];
      expect(replies[1]!.text).toMatch(/^Done/);
      const other = (p: typeof a) => p.parts.find((x) => x.role === 'chords' && x.program === kept)!;
      expect(notesOf(other(b))).toEqual(notesOf(other(a)));
      expect(other(b).notes.map((n) => n.velocity)).toEqual(other(a).notes.map((n) => n.velocity));
      const asked = (p: typeof a) => p.parts.find((x) => x.role === 'chords' && x.program !== kept)!;
      expect(asked(b).notes).not.toEqual(asked(a).notes);
    });

  it('"the chords louder" still means both parts on the chords, and the stored state replays', () => {
    const { replies } = converse(
      'funky groove in E minor with bass, drums, guitar and keys',
      'make the guitar busier',
      'make the chords louder',
    );
    const [a, b] = [replies[1]!.piece!, replies[2]!.piece!];
    for (const p of a.parts.filter((x) => x.role === 'chords')) {
      const after = b.parts.find((x) => x.program === p.program)!;
      expect(after.notes.map((n) => n.velocity)).not.toEqual(p.notes.map((n) => n.velocity));
    }
    const again = renderState(readState(JSON.parse(JSON.stringify(replies[2]!.state)))!);
    expect(again.ok && same(pieceToMidi(again.piece), replies[2]!.midi!)).toBe(true);
  });
});

describe('several dynamics in one message each change their own parts', () => {
  const mean = (p: { notes: readonly { velocity: number }[] }) =>
    p.notes.reduce((s, n) => s + n.velocity, 0) / p.notes.length;
  // [base, ask, programs (or 'drums') expected louder, expected softer]
  const cases: [string, string, (number | 'drums')[], (number | 'drums')[]][] = [
    ['lofi beat in D minor', 'make the keys quieter and the bass louder', [33], [4]],
    ['lofi beat in D minor', 'bass louder, keys softer', [33], [4]],
    ['funky groove in E minor with bass, drums, guitar and keys', 'guitar softer, keys louder', [0], [25]],
    ['rock song in A', 'drums quieter and the guitar a bit louder', [29, 30], ['drums']],
    ['pop in C', 'make the piano and the bass louder', [0, 33], []],
    ['pop in C', 'turn the drums down and the melody up in the mix', [80], ['drums']],
  ];
  for (const [base, ask, louder, softer] of cases)
    it(`"${ask}"`, () => {
      const { replies } = converse(base, ask);
      const [a, b] = [replies[0]!.piece!, replies[1]!.piece!];
      const key = (p: (typeof a.parts)[number]) => (p.channel === 9 ? 'drums' : p.program);
      for (const p of a.parts) {
        const after = b.parts.find((x) => x.role === p.role && x.program === p.program)!;
        const want = louder.includes(key(p)) ? 1 : softer.includes(key(p)) ? -1 : 0;
        expect(Math.sign(Math.round(mean(after) - mean(p))), `${p.role}:${p.program}`).toBe(want);
        expect(notesOf(after)).toEqual(notesOf(p));
      }
    });
});

describe('a correction tells the change from the piece last heard', () => {
  for (const [first, correction] of <[string, string][]>[
    ['faster and in G', 'no i meant in A'],
    ['up a semitone', 'no wait i meant DOWN a semitone, not up'],
    ['faster and 16 bars', 'no i meant 12 bars'],
  ])
    it(`"${first}" then "${correction}"`, () => {
      const { replies } = converse('pop song in F with piano, bass, drums and synth lead', first, correction);
      const [heard, now] = [replies[1]!.piece!, replies[2]!.piece!];
      expect(replies[2]!.text).toMatch(/^Done/);
      expect(replies[2]!.text.split('\n')[0]).toBe(`Done — ${changesText(diffPieces(heard, now))}.`);
    });
});

describe('"sparser" over held pad chords plays fewer notes', () => {
  for (const ask of [
    'make it more sparse, way more space between stuff',
    'sparser',
    'less busy pls',
    'thin it out',
  ])
    it(`"${ask}"`, () => {
      const { replies } = converse('ambient drone thing, E lydian, pads, no drums, 60bpm', ask);
      const count = (r: ComposerReply) => r.piece!.parts.reduce((s, p) => s + p.notes.length, 0);
      expect(replies[1]!.text).toMatch(/^Done/);
      expect(count(replies[1]!)).toBeLessThan(count(replies[0]!));
    });
});

describe('a part made busier in the chorus leaves the other parts there alone', () => {
  for (const [ask, role] of <[string, string][]>[
    ['drums busier in the chorus', 'drums'],
    ['make the bass busier in the chorus', 'bass'],
    ['can the drums be busier in the chorus?', 'drums'],
  ])
    it(`"${ask}"`, () => {
      const { replies } = converse('rock song in E with guitar bass drums', 'add a chorus', ask);
      const [a, b] = [replies[1]!.piece!, replies[2]!.piece!];
      expect(replies[2]!.text).toMatch(/^Done/);
      for (const p of a.parts) {
        const after = b.parts.find((x) => x.role === p.role)!;
        if (p.role === role) expect(after.notes.length).toBeGreaterThan(p.notes.length);
        else expect(notesOf(after)).toEqual(notesOf(p));
      }
    });
});
