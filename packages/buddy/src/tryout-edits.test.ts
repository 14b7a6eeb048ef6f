import { decodeMidi, type Piece, parseChord, progressionInMode, transposeKey } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { nextStep } from './describe.ts';
import { diffPieces, loudnessHeard } from './diff.ts';
import { playChat } from './testing/chat.ts';
import type { ComposerReply } from './types.ts';

const barTicks = (p: Piece) => (p.meta.ppq * 4 * p.meta.meter.numerator) / p.meta.meter.denominator;

/** Each part's notes bar by bar, as text, `shift` bars later. */
function barsOf(piece: Piece, shift = 0): string[][] {
  const tpb = barTicks(piece);
  return piece.parts.map((p) => {
    const out: string[] = Array.from({ length: piece.meta.bars }, () => '');
    for (const n of p.notes) {
      const bar = Math.floor(n.tick / tpb) - shift;
      if (bar >= 0 && bar < out.length)
        out[bar] += `${n.tick % tpb}:${n.midi}:${n.durationTicks}:${n.velocity} `;
    }
    return out;
  });
}

const chordsInBars = (p: Piece) => {
  const tpb = barTicks(p);
  return Array.from({ length: p.meta.bars }, (_, bar) =>
    p.meta.progression
      .filter((s) => s.tick < (bar + 1) * tpb && s.tick + s.durationTicks > bar * tpb)
      .map((s) => s.symbol)
      .join(' '),
  );
};

describe('a section added keeps every bar already there, note for note', () => {
  const bases = [
    ['a lofi beat in F minor at 75 bpm', 8],
    ['a 4 bar pop song in G', 4],
    ['a 12 bar funk groove in E minor', 12],
  ] as const;
  const earlier = [
    'give the last two bars something new',
    'bar 2 is boring, redo it',
    'play the bass busier',
  ];
  const sections = [
    ['stick an intro on the front', true],
    ['finish it with an outro', false],
    ['write a bridge after it', false],
    ['tack a chorus on the end', false],
  ] as const;
  for (const [base, bars] of bases)
    for (const edit of earlier)
      for (const [ask, before] of sections)
        it(`${bars} bars, "${edit}", then "${ask}"`, () => {
          const replies = playChat([base, edit, ask], 5);
          const [was, now] = [replies[1]!.piece!, replies[2]!.piece!];
          expect(now.meta.bars, replies[2]!.text).toBeGreaterThan(was.meta.bars);
          const added = now.meta.bars - was.meta.bars;
          const kept = barsOf(now, before ? added : 0).map((p) => p.slice(0, was.meta.bars));
          expect(kept).toEqual(barsOf(was));
        });
});

describe('"make those bars different" gives them new music and says what it is', () => {
  for (const [base, ask, from, to] of [
    ['a lofi piece in F minor 75 bpm with a pad', 'make the last 2 bars different', 6, 7],
    ['a chill house track in A minor', 'bars 3-4 are samey, switch them up', 2, 3],
    ['an 8 bar pop song in D', 'can you vary bars 5 to 6', 4, 5],
  ] as const)
    it(`"${ask}" after "${base}"`, () => {
      const [a, b] = playChat([base, ask], 9) as [ComposerReply, ComposerReply];
      const [before, after] = [a.piece!, b.piece!];
      const was = chordsInBars(before);
      const now = chordsInBars(after);
      // Other chords there, the rest of the piece as it was.
      expect(now.slice(from, to + 1)).not.toEqual(was.slice(from, to + 1));
      expect([...now.slice(0, from), ...now.slice(to + 1)]).toEqual([
        ...was.slice(0, from),
        ...was.slice(to + 1),
      ]);
      // The reply names the chords it now plays, and claims no loudness or feel nobody hears.
      const changed = now.flatMap((c, i) => (c !== was[i] ? [c] : []));
      for (const c of changed) expect(b.text).toContain(c.split(' ')[0]!);
      expect(b.text).not.toMatch(/louder|softer|changed the feel/);
    });
});

describe('a change summary reports only what a listener hears', () => {
  const [reply] = playChat(['a lofi piece in F minor 75 bpm with a pad'], 4);
  const piece = reply!.piece!;
  const withParts = (f: (n: Piece['parts'][number]['notes'][number], i: number) => object) => ({
    ...piece,
    parts: piece.parts.map((p) => ({ ...p, notes: p.notes.map((n, i) => ({ ...n, ...f(n, i) })) })),
  });

  it('a velocity a step or two away, as a second performance plays it, is no change', () => {
    const jittered = withParts((n, i) => ({ velocity: n.velocity + (i % 2 === 0 ? 1 : 2) }));
    expect(diffPieces(piece, jittered)).toEqual([]);
  });

  it('attacks nudged by a few ticks are no new feel', () => {
    const nudged = withParts((n, i) => ({ tick: Math.max(0, n.tick + (i % 3) * 4) }));
    expect(diffPieces(piece, nudged).filter((c) => c.kind === 'feel')).toEqual([]);
  });

  it('a part played clearly louder, or on other beats, is reported', () => {
    const louder = withParts((n) => ({ velocity: Math.min(127, Math.round(n.velocity * 1.2)) }));
    expect(diffPieces(piece, louder).some((c) => c.kind === 'dynamics')).toBe(true);
    const late = withParts((n) => ({ tick: n.tick + piece.meta.ppq / 2 }));
    expect(diffPieces(piece, late).length).toBeGreaterThan(0);
  });

  it('hears a decibel or more, not less', () => {
    expect(loudnessHeard(64, 65)).toBe(false);
    expect(loudnessHeard(92, 91)).toBe(false);
    expect(loudnessHeard(64, 68)).toBe(true);
    expect(loudnessHeard(40, 37)).toBe(true);
  });
});

describe('a new mode keeps every chord and bar, each read in the new mode', () => {
  for (const [base, ask] of [
    ['a 4 bar ballad in C# minor', 'make it major'],
    ['a 4 bar ballad in C# minor', 'change it to major'],
    ['an 8 bar pop song in Bb major', 'put it in minor'],
    ['a 4 bar folk tune in G', 'minor pls'],
  ] as const)
    for (const seed of [1, 2, 3])
      it(`"${ask}" after "${base}" (seed ${seed})`, () => {
        const [a, b] = playChat([base, ask], seed) as [ComposerReply, ComposerReply];
        const [before, after] = [a.piece!, b.piece!];
        expect(after.meta.key.mode).not.toBe(before.meta.key.mode);
        const was = chordsInBars(before);
        const now = chordsInBars(after);
        expect(now).toHaveLength(was.length);
        expect(now).toEqual(progressionInMode(was, before.meta.key, after.meta.key));
      });
});

describe('the MIDI file is named after the piece as it now is', () => {
  const nameOf = (r: ComposerReply) => {
    const d = decodeMidi(r.midi!);
    if (!d.ok) throw new Error(d.error);
    return d.midi.tracks[0]!.name;
  };
  it('after moving the key, changing the mode and the style', () => {
    const replies = playChat([
      'a lofi piece in F minor 75 bpm',
      'take it down a whole step',
      'up a fourth',
      'now make it major',
      'turn it into a bossa nova',
    ]);
    for (const r of replies) {
      const { style, key } = r.piece!.meta;
      const styleName = { 'lo-fi': 'Lo-fi', 'bossa-nova': 'Bossa nova' }[style as string];
      expect(nameOf(r), r.text).toBe(`${styleName} in ${key.tonic} ${key.mode}`);
    }
    // The piece went down a step: the name says so, not the key it was written in.
    expect(nameOf(replies[1]!)).toBe(
      `Lo-fi in ${transposeKey({ tonic: 'F', mode: 'minor' }, -2)?.tonic} minor`,
    );
    expect(nameOf(replies[4]!)).toMatch(/^Bossa nova in \w+ major$/);
  });
});

describe('next steps name only parts the piece plays', () => {
  const ideas = (r: ComposerReply, removed: ReadonlySet<'bass'> = new Set()) =>
    Array.from({ length: 10 }, (_, turn) => nextStep(r.state!.spec, 'en', r.piece!, turn, removed));
  for (const base of ['a solo piano piece in C', 'a drum groove, just drums', 'a 4 bar ballad in E, no bass'])
    it(`never "the bass busier" without a bass: ${base}`, () => {
      const [r] = playChat([base], 2);
      expect(r!.piece!.parts.some((p) => p.role === 'bass')).toBe(false);
      for (const idea of ideas(r!)) expect(idea).not.toMatch(/bass busier/);
    });

  it('after the bass is taken out, it is not offered back as "busier"', () => {
    const [, r] = playChat(['a funk groove in E', 'lose the bass']);
    expect(r!.piece!.parts.some((p) => p.role === 'bass')).toBe(false);
    for (const idea of ideas(r!, new Set(['bass']))) expect(idea).not.toMatch(/bass/);
  });

  it('a piece with a bass may still be offered it', () => {
    const [r] = playChat(['a funk groove in E'], 2);
    expect(ideas(r!).some((idea) => /bass busier/.test(idea))).toBe(true);
  });
});

describe('numerals of modal chords carry their flat', () => {
  it('a jazz waltz in D mixolydian names C as bVII', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const [r] = playChat(['jazz waltz in d mixolydian'], seed);
      for (const s of r!.piece!.meta.progression) {
        const c = parseChord(s.symbol);
        if (c?.rootChroma === 0) expect(s.roman, r!.text).toMatch(/^bVII/);
      }
      expect(r!.text).not.toMatch(/[–(] ?VII\b/);
    }
  });
});
