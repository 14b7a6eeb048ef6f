import {
  analyseMidiBytes,
  isMinorMode,
  keyName,
  type Part,
  type PartRole,
  type Piece,
} from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { readState, respond } from './respond.ts';
import type { ChatTurn, ComposerReply } from './types.ts';

/** What an edit must do to the piece, read from the notes (never from the reply's words). */
interface Expect {
  readonly tempo?: 'up' | 'down' | number;
  /** Parts whose notes keep their time and pitch (velocity may change). */
  readonly same?: readonly PartRole[];
  /** Parts whose notes changed time or pitch. */
  readonly changed?: readonly PartRole[];
  /** Parts playing softer (lower average velocity), same notes. */
  readonly softer?: readonly PartRole[];
  readonly louder?: readonly PartRole[];
  readonly removed?: readonly PartRole[];
  readonly added?: readonly PartRole[];
  /** Every pitched note moved by these semitones. */
  readonly moved?: { readonly roles: readonly PartRole[]; readonly semitones: number };
  readonly mode?: 'minor' | 'major';
  readonly longer?: boolean;
  /** Nothing may change; the reply says why. */
  readonly nothing?: RegExp;
  readonly reply?: RegExp;
}

const POP = 'pop song in C with piano, bass, melody and drums';
const MINOR = 'a sad ballad in A minor with piano, bass, melody and drums';
const FUNK = 'funk groove in E minor 100 bpm, clav bass drums horns';
const JAZZ = 'jazz tune in Bb with piano, upright bass, sax and drums';
const STRINGS = 'pop song in C with piano, strings, bass, melody and drums';
const ALL: readonly PartRole[] = ['chords', 'bass', 'melody', 'drums'];
const others = (...roles: PartRole[]) => ALL.filter((r) => !roles.includes(r));

/** Musicians' wording: lower case, slang, typos, "pls", combined asks. */
const CASES: readonly [string, string, Expect][] = [
  [POP, 'can u make it a lil faster', { tempo: 'up', same: ALL }],
  [POP, 'slower pls', { tempo: 'down', same: ALL }],
  [POP, 'sloer pls', { tempo: 'down', same: ALL }],
  [POP, 'fastr', { tempo: 'up', same: ALL }],
  [POP, 'its too fast', { tempo: 'down', same: ALL }],
  [POP, 'too slow lol', { tempo: 'up', same: ALL }],
  [POP, 'slower and drop the drums', { tempo: 'down', removed: ['drums'], same: others('drums') }],
  [POP, 'no drums and slower', { tempo: 'down', removed: ['drums'], same: others('drums') }],
  [POP, 'kill the drums', { removed: ['drums'], same: others('drums') }],
  [POP, 'mute the bass for now', { removed: ['bass'], same: others('bass') }],
  [POP, 'take out the piano', { removed: ['chords'], same: others('chords') }],
  [POP, 'bass up an octave pls', { moved: { roles: ['bass'], semitones: 12 }, same: others('bass') }],
  [POP, 'drop the bass an octave', { moved: { roles: ['bass'], semitones: -12 }, same: others('bass') }],
  // A register is where the notes sit: "darker register" moves them down, the key stays.
  [
    POP,
    "the whole thing's a bit shrill, darker register pls",
    { moved: { roles: ['chords', 'bass', 'melody'], semitones: -12 } },
  ],
  [POP, 'put it in a lower register', { moved: { roles: ['chords', 'bass', 'melody'], semitones: -12 } }],
  [
    POP,
    'the melody is a bit shrill',
    { moved: { roles: ['melody'], semitones: -12 }, same: others('melody') },
  ],
  [
    POP,
    'move the piano to a higher register',
    { moved: { roles: ['chords'], semitones: 12 }, same: others('chords') },
  ],
  // "drop X an octave" moves the instrument; it does not take it out.
  [POP, 'drop the piano an octave', { moved: { roles: ['chords'], semitones: -12 }, same: others('chords') }],
  [STRINGS, 'drop the strings an octave', { moved: { roles: ['pad'], semitones: -12 }, same: ALL }],
  [STRINGS, 'drop the strings down an octave', { moved: { roles: ['pad'], semitones: -12 }, same: ALL }],
  [STRINGS, 'drop the strings by an octave pls', { moved: { roles: ['pad'], semitones: -12 }, same: ALL }],
  [POP, 'the melody is too high', { moved: { roles: ['melody'], semitones: -12 }, same: others('melody') }],
  [POP, 'can you make the drums less busy', { changed: ['drums'], same: others('drums') }],
  [POP, 'let the bass sit out in bars 1-2', { changed: ['bass'], same: others('bass') }],
  [POP, 'can u make it 8 bars', { nothing: /^Nothing changed: it's already 8 bars long/ }],
  // "too much, tone em down": less of that part, so fewer notes (and softer), said so.
  [
    POP,
    'the hats r too much, tone em down',
    { changed: ['drums'], same: others('drums'), reply: /drums[^.]*fewer notes/ },
  ],
  [POP, 'can the bass play less in bars 3-4', { changed: ['bass'], same: others('bass') }],
  [
    POP,
    'bring the melody down an octave in the last 2 bars',
    { changed: ['melody'], same: others('melody'), reply: /^Done(?![\s\S]*Not done)/ },
  ],
  [POP, 'make the bridge darker', { nothing: /^Nothing changed: there is no bridge yet/ }],
  [POP, 'add a melody on top, something dreamy', { changed: ['melody'], same: others('melody') }],
  [MINOR, 'new bass line pls, smth darker', { changed: ['bass'], same: others('bass') }],
  [POP, 'drums r too busy, thin em out', { changed: ['drums'], same: others('drums') }],
  [POP, 'drums too busy in bar 3, thin em out', { changed: ['drums'], same: others('drums') }],
  [POP, 'can the bass be a bit lazier, less notes', { changed: ['bass'], same: others('bass') }],
  // A part called "a bit busy" is a complaint; "chill them out" calms that part, not the piece.
  [POP, 'drums r a bit busy, chill them out', { changed: ['drums'], same: others('drums') }],
  [POP, 'the drums are kinda busy', { changed: ['drums'], same: others('drums') }],
  [POP, 'chill the drums out', { changed: ['drums'], same: others('drums') }],
  // "it" after one part named points back at that part, not at the whole piece.
  [POP, 'bass is too busy, calm it down', { changed: ['bass'], same: others('bass') }],
  [POP, 'too high for my vocalist, bring it down', { moved: { roles: ['melody'], semitones: -12 } }],
  [POP, 'can u make it lower for the singer', { moved: { roles: ['melody'], semitones: -12 } }],
  [
    POP,
    'the drums r way too much, tone it down',
    { changed: ['drums'], same: others('drums'), reply: /drums[^.]*fewer notes/ },
  ],
  // "turn em down" is the volume only.
  [POP, 'the drums r way too much, turn em down', { softer: ['drums'], same: ALL }],
  [POP, 'melody is too busy, chill it out a bit', { changed: ['melody'], same: others('melody') }],
  [POP, 'calm the drums down a bit', { changed: ['drums'], same: others('drums') }],
  [POP, "bass's a bit busy", { changed: ['bass'], same: others('bass') }],
  [POP, 'drums are a bit much, simpler pls', { changed: ['drums'], same: others('drums') }],
  [POP, 'the hats are way too much', { changed: ['drums'], same: others('drums') }],
  [
    POP,
    'make the drums busier and the bass simpler',
    { changed: ['drums', 'bass'], same: ['chords', 'melody'] },
  ],
  [POP, 'turn the drums down a bit', { softer: ['drums'], same: ALL }],
  [POP, 'melody louder pls', { louder: ['melody'], same: ALL }],
  [POP, 'piano softer', { softer: ['chords'], same: ALL, reply: /^Done/ }],
  [POP, 'crank up the bass', { louder: ['bass'], same: ALL }],
  [POP, 'turn up the melody', { louder: ['melody'], same: ALL }],
  [POP, 'bit quieter overall', { softer: ALL, same: ALL }],
  [POP, 'transpose it up 2 semitones', { moved: { roles: ALL, semitones: 2 } }],
  [POP, 'can u add some strings', { added: ['pad'], same: ALL }],
  [POP, 'lose the melody', { removed: ['melody'], same: others('melody') }],
  [POP, 'new melody pls', { changed: ['melody'], same: others('melody') }],
  [POP, 'the bassline is boring', { changed: ['bass'], same: others('bass') }],
  [
    POP,
    'add a melody, smth catchy',
    { changed: ['melody'], same: others('melody'), reply: /replaced it with a new one/ },
  ],
  [POP, 'add another melody', { added: ['counter-melody'], same: ALL }],
  [POP, 'add a countermelody', { added: ['counter-melody'], same: ALL }],
  [POP, 'more laid back, slower', { tempo: 'down', softer: ALL, same: ALL }],
  [POP, 'chill it out a bit', { tempo: 'down', softer: ALL, same: ALL }],
  [POP, 'make it chill, slower and softer', { tempo: 'down', softer: ALL, same: ALL }],
  [POP, 'slow it down and make it softer', { tempo: 'down', softer: ALL, same: ALL }],
  [POP, 'halftime feel', { changed: ['drums'], same: others('drums') }],
  [POP, 'half the tempo', { tempo: 'down', same: ALL }],
  [POP, 'take the tempo down to 80', { tempo: 80, same: ALL }],
  [POP, 'can u make it darker', { mode: 'minor' }],
  [POP, 'i want it in minor', { mode: 'minor' }],
  [MINOR, 'make it brighter pls', { mode: 'major' }],
  [POP, 'gimme a bridge', { longer: true }],
  [POP, 'add an outro thx', { longer: true }],
  [POP, 'tack an outro on the end', { longer: true }],
  [POP, 'stick an intro on the front', { longer: true }],
  [POP, 'end it with an outro', { longer: true }],
  [POP, 'pop an intro on the start', { longer: true }],
  [POP, 'slap a chorus on', { longer: true }],
  [POP, 'saxophone louder', { nothing: /no saxophone in it — it has chords on/ }],
  [POP, 'mute the guitar', { nothing: /no guitar in it/ }],
  [POP, 'flute up an octave', { nothing: /no flute in it/ }],
  [POP, 'make the violin louder', { nothing: /no violin in it/ }],
  [POP, 'busier strings', { nothing: /there are no strings in it/ }],
  [POP, 'chords on rhodes pls', { same: ['bass', 'melody', 'drums'] }],
  [POP, 'drop the tempo a bit and add some strings', { tempo: 'down', added: ['pad'], same: ALL }],
  [POP, 'tempo down', { tempo: 'down', same: ALL }],
  [POP, 'raise the tempo', { tempo: 'up', same: ALL }],
  [POP, 'remove everything but the piano', { removed: ['bass', 'melody', 'drums'], same: ['chords'] }],
  [POP, 'mute everything except drums', { removed: ['chords', 'bass', 'melody'], same: ['drums'] }],
  [POP, 'make the melody catchier', { changed: ['melody'], same: others('melody') }],
  [POP, 'the drums r boring', { changed: ['drums'], same: others('drums') }],
  [POP, 'the bass line sounds kinda boring', { changed: ['bass'], same: others('bass') }],
  [POP, 'kick harder', { louder: ['drums'], same: ALL }],
  [POP, 'four on the floor kick pls', { changed: ['drums'], same: others('drums') }],
  [POP, 'double kick in the last 2 bars', { changed: ['drums'], same: others('drums') }],
  [POP, 'add vinyl crackle', { nothing: /^Nothing changed: I can't add vinyl crackle: it's an effect/ }],
  [POP, 'more reverb on the keys', { nothing: /^Nothing changed: I can't add reverb/ }],
  [POP, 'sidechain the bass to the kick', { nothing: /^Nothing changed: I can't add sidechain/ }],
  [POP, 'give the 808 some slides', { nothing: /^Nothing changed: I can't write slides/ }],
  [POP, 'add a vinyl-ish pad under it', { added: ['pad'], same: ALL }],
  [POP, 'make it more syncopated', { changed: ['chords', 'bass'], same: ['drums'] }],
  [POP, 'add a guitar doing little fills', { added: ['counter-melody'], same: ALL }],
  [POP, 'bring the drums in at bar 5', { changed: ['drums'], same: others('drums') }],
  [POP, 'make the piano chords shorter, more staccato', { changed: ['chords'], same: others('chords') }],
  [POP, 'let the chords ring, more legato', { changed: ['chords'], same: others('chords') }],
  [POP, 'let the piano chords ring more', { changed: ['chords'], same: others('chords') }],
  [FUNK, 'make the horn stabs shorter', { changed: ['horns'], same: ALL }],
  [FUNK, 'give the bass more space', { changed: ['bass'], same: ['chords', 'drums', 'horns'] }],
  [FUNK, 'horns up an octave', { moved: { roles: ['horns'], semitones: 12 }, same: ALL }],
  [POP, 'the bass should wait until bar 3', { changed: ['bass'], same: others('bass') }],
  [POP, 'can the melody come in only in the second half', { changed: ['melody'], same: others('melody') }],
  [POP, 'some sax licks between the phrases pls', { added: ['counter-melody'], same: ALL }],
  [POP, 'push the bass a bit, anticipate the changes', { changed: ['bass'], same: others('bass') }],
  [POP, 'syncopate the piano in bars 5-8', { changed: ['chords'], same: others('chords') }],
  [POP, 'punchier drums', { louder: ['drums'], same: ALL, reply: /^Done/ }],
  [POP, 'stick a chorus on the end', { longer: true }],
  [POP, 'throw in a bridge', { longer: true }],
  [POP, 'more hi hats', { changed: ['drums'], same: others('drums') }],
  [POP, 'add a shaker', { added: ['percussion'], same: ALL, reply: /added a percussion part/ }],
  [POP, 'bass down an octave and louder', { moved: { roles: ['bass'], semitones: -12 }, louder: ['bass'] }],
  [POP, 'make everything quieter except the melody', { softer: ['chords', 'bass', 'drums'], same: ALL }],
  [POP, 'transpose up 2 semitones and softer', { moved: { roles: ALL, semitones: 2 }, softer: ALL }],
  [POP, 'loop it twice', { longer: true }],
  [POP, 'too much going on', { changed: ALL }],
  [POP, 'make the bass more bouncy', { changed: ['bass'], same: others('bass') }],
  [POP, 'make the piano dreamier', { changed: ['chords'], same: others('chords') }],
  [POP, 'lose the bass and make it darker', { removed: ['bass'], mode: 'minor' }],
  [JAZZ, 'sax louder pls', { louder: ['melody'], same: ALL }],
  [
    JAZZ,
    'make the sax softer and the drums busier',
    { softer: ['melody'], changed: ['drums'], same: others('drums') },
  ],
  [JAZZ, 'piano an octave down', { moved: { roles: ['chords'], semitones: -12 }, same: others('chords') }],
  [JAZZ, 'mute the piano and the bass', { removed: ['chords', 'bass'], same: ['melody', 'drums'] }],
  [JAZZ, 'the solo is boring', { changed: ['melody'], same: others('melody') }],
  [JAZZ, 'softer drums and bass', { softer: ['drums', 'bass'], same: ALL }],
  [JAZZ, 'less swing and a bit faster', { tempo: 'up' }],
  [JAZZ, 'trumpet louder', { nothing: /no trumpet in it — it has .*melody on Alto Sax/ }],
  // "make a chorus" writes one; "make the chorus bigger" is said of one there.
  [POP, 'ok make a chorus and put it at the end', { longer: true }],
  [POP, 'can u do a bridge after it', { longer: true }],
  [POP, 'make the chorus bigger', { nothing: /there is no chorus yet/ }],
  // Plurals: "saxes" is the sax.
  [JAZZ, 'lose the saxes', { removed: ['melody'], same: others('melody') }],
  [JAZZ, 'saxes louder', { louder: ['melody'], same: ALL }],
  [POP, 'mute the saxes', { nothing: /no saxes in it/ }],
  // "busier percussion" over a kit: the kit plays more; no percussion part comes in.
  [
    FUNK,
    'busier percussion pls',
    { changed: ['drums'], same: ['chords', 'bass', 'horns'], reply: /^(?![\s\S]*percussion part)/ },
  ],
  [
    FUNK,
    'the percussion could be busier',
    { changed: ['drums'], same: ['chords', 'bass', 'horns'], reply: /^(?![\s\S]*percussion part)/ },
  ],
  // A complaint beside the octave asked is why, not a second ask.
  [
    POP,
    'bass sounds muddy, bring it up an octave',
    { moved: { roles: ['bass'], semitones: 12 }, same: others('bass') },
  ],
  [
    POP,
    'the piano is kinda muddy, move it up an octave',
    { moved: { roles: ['chords'], semitones: 12 }, same: others('chords') },
  ],
  // "swap it" after asking about a part: "it" is that part.
  [
    POP,
    'is the piano still in? if so swap it for acoustic guitar',
    { same: ['bass', 'melody', 'drums'], reply: /chords are now on Acoustic Guitar/ },
  ],
  [
    'pop song in C with acoustic guitar, bass and drums',
    'wait is there still a piano? replace it with rhodes if so',
    { nothing: /no Acoustic Grand Piano in it/ },
  ],
  // Recorded sound, a voice, a pedal: the card is MIDI, so nothing changes and the reply says so.
  [
    POP,
    'can u use the real funky drummer sample from the record',
    { nothing: /can't use a recorded sample/ },
  ],
  [POP, 'sample that james brown break into it', { nothing: /can't use a recorded sample/ }],
  [POP, 'could you do a scratch vocal over it', { nothing: /can't write lyrics or sing/ }],
  [POP, 'sing the melody for me', { nothing: /can't write lyrics or sing/ }],
  [POP, 'run the piano through my leslie amp', { nothing: /can't make audio/ }],
  [POP, 'put a fuzz pedal on the bass', { nothing: /can't make audio/ }],
];

function play(base: string, ask: string): { before: ComposerReply; after: ComposerReply } {
  const turns: ChatTurn[] = [{ role: 'user', text: base }];
  const before = respond(turns);
  turns.push({
    role: 'assistant',
    text: before.text,
    state: readState(JSON.parse(JSON.stringify(before.state))),
  });
  return { before, after: respond([...turns, { role: 'user', text: ask }]) };
}

const partOf = (piece: Piece, role: PartRole): Part | undefined => piece.parts.find((p) => p.role === role);
const shape = (p: Part) => p.notes.map((n) => `${n.tick}:${n.durationTicks}:${n.midi}`).join(' ');
const meanVelocity = (p: Part) => p.notes.reduce((s, n) => s + n.velocity, 0) / Math.max(1, p.notes.length);
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

describe('edits as musicians type them do what was asked, and nothing else', () => {
  for (const [base, ask, want] of CASES) {
    it(`"${ask}" after "${base}"`, () => {
      const { before, after } = play(base, ask);
      const a = before.piece!;
      if (want.nothing) {
        expect(after.midi, 'an unchanged piece sends no card').toBeUndefined();
        expect(after.text).toMatch(/^Nothing changed/);
        expect(after.text).toMatch(want.nothing);
        return;
      }
      expect(after.midi, after.text).toBeDefined();
      expect(sameBytes(after.midi!, before.midi!), `"${ask}" left the file as it was`).toBe(false);
      expect(after.text).toMatch(/^Done/);
      const b = after.piece!;
      if (want.reply) expect(after.text).toMatch(want.reply);
      if (want.tempo === 'up') expect(b.meta.tempo).toBeGreaterThan(a.meta.tempo);
      if (want.tempo === 'down') expect(b.meta.tempo).toBeLessThan(a.meta.tempo);
      if (typeof want.tempo === 'number') expect(b.meta.tempo).toBe(want.tempo);
      if (want.tempo === undefined) expect(b.meta.tempo).toBe(a.meta.tempo);
      for (const role of want.same ?? []) {
        const pa = partOf(a, role);
        const pb = partOf(b, role);
        if (pa && pb) expect(shape(pb), `${role} kept its notes`).toBe(shape(pa));
      }
      for (const role of want.changed ?? [])
        expect(shape(partOf(b, role)!), `${role} changed`).not.toBe(shape(partOf(a, role)!));
      for (const role of want.softer ?? [])
        expect(meanVelocity(partOf(b, role)!)).toBeLessThan(meanVelocity(partOf(a, role)!));
      for (const role of want.louder ?? [])
        expect(meanVelocity(partOf(b, role)!)).toBeGreaterThan(meanVelocity(partOf(a, role)!));
      const quieter = new Set(want.softer ?? []);
      const louder = new Set(want.louder ?? []);
      for (const p of b.parts) {
        const q = partOf(a, p.role);
        if (
          q &&
          !quieter.has(p.role) &&
          !louder.has(p.role) &&
          !want.changed?.includes(p.role) &&
          !want.moved
        )
          if (!want.mode && !want.longer)
            expect(meanVelocity(p), `${p.role} kept its dynamics`).toBeCloseTo(meanVelocity(q));
      }
      for (const role of want.removed ?? []) expect(partOf(b, role), `${role} removed`).toBeUndefined();
      for (const role of want.added ?? []) {
        expect(partOf(a, role)).toBeUndefined();
        expect(partOf(b, role), `${role} added`).toBeDefined();
      }
      if (want.moved)
        for (const role of want.moved.roles) {
          const pa = partOf(a, role)!;
          const pb = partOf(b, role)!;
          if (pa.role === 'drums') continue;
          expect(pb.notes.map((n) => n.midi - want.moved!.semitones)).toEqual(pa.notes.map((n) => n.midi));
        }
      if (want.mode) expect(isMinorMode(b.meta.key.mode)).toBe(want.mode === 'minor');
      if (want.longer) expect(b.meta.bars).toBeGreaterThan(a.meta.bars);
      else expect(b.meta.bars).toBe(a.meta.bars);
    });
  }
});

/** The chord symbols heard in each bar, as "Fm7" or "Fm7 C7"; "" for a bar without one. */
function chordsPerBar(piece: Piece): string[] {
  const bar = (piece.meta.ppq * 4 * piece.meta.meter.numerator) / piece.meta.meter.denominator;
  return Array.from({ length: piece.meta.bars }, (_, i) =>
    piece.meta.progression
      .filter((s) => s.tick < (i + 1) * bar && s.tick + s.durationTicks > i * bar)
      .map((s) => s.symbol)
      .join(' '),
  );
}

describe('"what did u change" tells the last edit', () => {
  for (const ask of ['what did u change', 'whats changed?'])
    it(`"${ask}" after an edit repeats what that edit changed, and changes nothing`, () => {
      const turns: ChatTurn[] = [];
      const replies: ComposerReply[] = [];
      for (const text of ['chill lofi loop, Eb major, rhodes, 80bpm', 'melody is kinda boring', ask]) {
        turns.push({ role: 'user', text });
        const reply = respond(turns);
        replies.push(reply);
        turns.push({
          role: 'assistant',
          text: reply.text,
          state: reply.state ? JSON.parse(JSON.stringify(reply.state)) : null,
        });
      }
      expect(replies[2]!.intent).toBe('piece-question');
      expect(replies[2]!.midi).toBeUndefined();
      expect(replies[2]!.text).toBe(replies[1]!.text.split('\n')[0]);
    });
});

describe('the chords asked for read like a chart', () => {
  it('"what chords are those" gives one cell a bar, a held chord in each bar it lasts', () => {
    const { before, after } = play('lofi beat in F minor, 75 bpm', 'what chords are those btw');
    const cells = /The chords: \|(.*)\| \(/
      .exec(after.text)![1]!
      .split('|')
      .map((c) => c.trim());
    expect(cells).toEqual(chordsPerBar(before.piece!));
  });
});

describe('a chord asked for by its place is a question about the piece', () => {
  for (const ask of ['whats the 2nd chord', "what's the second chord", 'which is the last chord'])
    it(`"${ask}" names that chord and changes nothing`, () => {
      const { before, after } = play('chill lofi loop, Eb major, rhodes, 80bpm', ask);
      const segs = [...before.piece!.meta.progression].sort((x, y) => x.tick - y.tick);
      const chord = /last/.test(ask) ? segs.at(-1)! : segs[1]!;
      expect(after.intent).toBe('piece-question');
      expect(after.midi).toBeUndefined();
      expect(after.text).toContain(`Bar ${chord.bar + 1} is ${chord.symbol}`);
    });
});

describe('the piece in focus is not a song title', () => {
  it('"make the last bit end on the i chord" ends the piece on the tonic', () => {
    const { after } = play('lofi beat in F minor, 75 bpm', 'make the last bit end on the i chord');
    expect(after.intent).toBe('edit');
    const last = [...after.piece!.meta.progression].sort((x, y) => x.tick - y.tick).at(-1)!;
    expect(last.symbol).toBe('Fm');
  });
});

describe('a mood said of a section stays in it', () => {
  it('"make the chorus more uplifting" keeps the main part and the key', () => {
    const turns: ChatTurn[] = [];
    const replies: ComposerReply[] = [];
    for (const text of [
      'folk song on acoustic guitar, G major',
      'add a chorus',
      'make the chorus more uplifting',
    ]) {
      turns.push({ role: 'user', text });
      const reply = respond(turns);
      replies.push(reply);
      turns.push({ role: 'assistant', text: reply.text, state: JSON.parse(JSON.stringify(reply.state)) });
    }
    const a = replies[1]!.piece!;
    const b = replies[2]!.piece!;
    const main = (p: Piece) => p.parts.map((part) => part.notes.filter((n) => n.tick < 8 * p.meta.ppq * 4));
    expect(b.meta.key).toEqual(a.meta.key);
    expect(b.meta.tempo).toBe(a.meta.tempo);
    expect(main(b)).toEqual(main(a));
    expect(sameBytes(replies[2]!.midi!, replies[1]!.midi!)).toBe(false);
  });
});

describe('a little more swing is a nudge', () => {
  it('"make it swing a little" over a swung ballad adds a step, not the hardest shuffle', () => {
    const { before, after } = play('jazz ballad in Bb, piano', 'make it swing a little');
    const from = before.piece!.meta.swing;
    expect(from).toBeGreaterThan(0.5);
    const added = after.piece!.meta.swing - from;
    expect(added).toBeGreaterThan(0.05);
    expect(added).toBeLessThan(0.2);
  });
});

describe('pulling the swing back eases it, never adds', () => {
  for (const ask of [
    'pull the swing back a bit',
    'thats too much, tone down the swing',
    'too much swing',
    'dial back the shuffle',
    'ease off the swing a bit',
  ])
    it(`"${ask}" over a swung groove lowers the swing but keeps some`, () => {
      const { before, after } = play('lofi hip hop in F minor, 80 bpm, rhodes + bass + drums', ask);
      const from = before.piece!.meta.swing;
      expect(from).toBeGreaterThan(0.3);
      expect(after.piece!.meta.swing).toBeLessThan(from);
      expect(after.piece!.meta.swing).toBeGreaterThan(0);
      expect(after.piece!.meta.tempo).toBe(before.piece!.meta.tempo);
    });
});

describe('a part called busy plays fewer notes', () => {
  for (const ask of ['drums r a bit busy, chill them out', 'the drums are kinda busy', 'chill the drums out'])
    it(`"${ask}" thins the drums and says how many notes it plays`, () => {
      const { before, after } = play(POP, ask);
      const count = (r: ComposerReply) => partOf(r.piece!, 'drums')!.notes.length;
      expect(count(after)).toBeLessThan(count(before));
      expect(after.text).toContain(`with fewer notes (${count(before)} → ${count(after)})`);
    });
});

describe('a section described as sparse or busy is that section', () => {
  const notesFrom = (piece: Piece, fromBar: number) => {
    const bar = piece.meta.ppq * 4;
    return piece.parts.flatMap((p) =>
      p.notes
        .filter((n) => n.tick >= fromBar * bar)
        .map((n) => `${p.program}:${n.midi}:${n.tick - fromBar * bar}`),
    );
  };
  const count = (piece: Piece, bars: number) =>
    piece.parts.flatMap((p) => p.notes.filter((n) => n.tick < bars * piece.meta.ppq * 4)).length;
  const plain = play(POP, 'add an intro').after.piece!;
  for (const ask of [
    'add an intro before it, something more stripped back',
    'add a sparse intro',
    'add an intro but keep it simple',
    'add a stripped-back intro',
  ])
    it(`"${ask}" keeps the old music after a sparser intro`, () => {
      const { before, after } = play(POP, ask);
      const a = before.piece!;
      const b = after.piece!;
      const added = b.meta.bars - a.meta.bars;
      expect(added).toBeGreaterThan(0);
      expect(notesFrom(b, added)).toEqual(notesFrom(a, 0));
      expect(count(b, added)).toBeLessThan(count(plain, added));
    });
});

describe('an instrument named loosely or misspelt is still the one swapped', () => {
  const NYLON = 'bossa in C minor, nylon guitar, bass and drums, 8 bars';
  const SAX = 'smooth jazz in Bb, sax melody, electric piano, bass, drums, 90bpm';
  const cases: [string, string, number, number][] = [
    [NYLON, 'swap the guitar for piano', 24, 0],
    [NYLON, 'replace the guitar with a rhodes', 24, 4],
    [NYLON, 'swap the steel guitar for piano', 24, 0],
    [SAX, 'swap the sax for a trumpt', 65, 56],
    [SAX, 'swap the sax for a trumpet', 65, 56],
    [SAX, 'replace the sax with a clarniet', 65, 71],
    [SAX, 'swap the sax for a gutiar', 65, 25],
  ];
  for (const [base, ask, from, to] of cases)
    it(`"${ask}" moves that part to the new sound, every other part kept`, () => {
      const { before, after } = play(base, ask);
      const a = before.piece!;
      const b = after.piece!;
      const old = a.parts.find((p) => p.program === from)!;
      expect(old).toBeDefined();
      const now = b.parts.find((p) => p.role === old.role)!;
      expect(now.program).toBe(to);
      expect(now.notes.map((n) => n.tick)).toEqual(old.notes.map((n) => n.tick));
      for (const p of a.parts) if (p !== old) expect(shape(partOf(b, p.role)!)).toBe(shape(p));
    });
});

describe('a tritone sub', () => {
  it('"bar 2 — make that a tritone sub" over ii–V–I in Bb puts the bII7 there and nowhere else', () => {
    const { before, after } = play('ii-V-I in Bb, jazz ballad, piano', 'bar 2 — make that a tritone sub');
    const a = chordsPerBar(before.piece!);
    const b = chordsPerBar(after.piece!);
    expect(a[1]).toMatch(/^F/);
    expect(b[1]).toMatch(/^(?:B|Cb)7$/);
    expect(b.filter((_, i) => i !== 1)).toEqual(a.filter((_, i) => i !== 1));
  });
});

describe('chords spelled out in words', () => {
  it('"make bar 2 an A minor 7" plays Am7 in bar 2 and keeps the key', () => {
    const { before, after } = play('chill lofi loop, Eb major, rhodes, 80bpm', 'make bar 2 an A minor 7');
    const a = chordsPerBar(before.piece!);
    const b = chordsPerBar(after.piece!);
    expect(b[1]).toBe('Am7');
    expect(b.filter((_, i) => i !== 1)).toEqual(a.filter((_, i) => i !== 1));
    expect(after.piece!.meta.key).toEqual(before.piece!.meta.key);
  });

  it('"make that one a minor 7 instead" is no move to A minor', () => {
    const { before, after } = play(
      'chill lofi loop, Eb major, rhodes, 80bpm',
      'make that one a minor 7 instead',
    );
    expect((after.piece ?? before.piece)!.meta.key).toEqual(before.piece!.meta.key);
  });
});

describe('richer chords where they are asked for', () => {
  it('"swap the 3rd chord for something jazzier" colours that chord only', () => {
    const { before, after } = play(
      'lofi beat in F minor, 75 bpm',
      'swap the 3rd chord for something jazzier',
    );
    const a = chordsPerBar(before.piece!);
    const b = chordsPerBar(after.piece!);
    const third = [...before.piece!.meta.progression].sort((x, y) => x.tick - y.tick)[2]!;
    const changed = b.flatMap((c, i) => (c !== a[i] ? [i] : []));
    expect(changed).toContain(third.bar);
    expect(changed.every((i) => a[i] === third.symbol)).toBe(true);
    expect(after.text).toMatch(new RegExp(`${third.symbol.replace('7', '')}9`));
  });

  it('"make the chords in bar 5 richer" keeps every other bar\'s chord, a held one included', () => {
    const { before, after } = play('lofi beat in F minor, 75 bpm', 'make the chords in bar 5 richer');
    const a = chordsPerBar(before.piece!);
    const b = chordsPerBar(after.piece!);
    expect(b.filter((_, i) => i !== 4)).toEqual(a.filter((_, i) => i !== 4));
    expect(b[4]).not.toBe(a[4]);
  });
});

describe('bars named with a complaint, a build or a big ending change those bars only', () => {
  const bar = (p: Piece) => p.meta.ppq * 4;
  const notesIn = (p: Piece, from: number, to: number) =>
    p.parts.flatMap((part) =>
      part.notes.filter((n) => n.tick >= from * bar(p) && n.tick < (to + 1) * bar(p)),
    );
  const CASES: readonly [string, number, number][] = [
    ['bar 3 is kinda boring', 2, 2],
    ['bars 5 and 6 feel samey', 4, 5],
    ['give the final bar a huge finish', 7, 7],
    ['the last two bars need to build into the drop', 6, 7],
    ['make the last 4 bars build towards the end', 4, 7],
  ];
  for (const [ask, from, to] of CASES)
    it(`"${ask}" rewrites bars ${from + 1}–${to + 1} and keeps the rest`, () => {
      const { before, after } = play(POP, ask);
      const a = before.piece!;
      const b = after.piece!;
      expect(after.text).toMatch(/^Done/);
      expect(b.meta.key).toEqual(a.meta.key);
      expect(b.meta.bars).toBe(a.meta.bars);
      if (from > 0) expect(notesIn(b, 0, from - 1)).toEqual(notesIn(a, 0, from - 1));
      if (to < 7) expect(notesIn(b, to + 1, 7)).toEqual(notesIn(a, to + 1, 7));
      expect(notesIn(b, from, to)).not.toEqual(notesIn(a, from, to));
    });
});

describe('"new take" and its kin ask another take in the same frame', () => {
  for (const ask of ['new take', 'take 2 pls', 'gimme an alternate take'])
    it(`"${ask}"`, () => {
      const { before, after } = play(POP, ask);
      expect(after.text).toMatch(/^Done/);
      expect(sameBytes(after.midi!, before.midi!)).toBe(false);
      expect(after.piece!.meta.key).toEqual(before.piece!.meta.key);
      expect(after.piece!.meta.tempo).toBe(before.piece!.meta.tempo);
    });
});

describe('edits said of some bars stay in those bars', () => {
  it('"bar 4 needs to be more aggressive" keeps the key, the tempo and every other bar', () => {
    const { before, after } = play('metal riff in E minor, 160 bpm', 'bar 4 needs to be more aggressive');
    const a = before.piece!;
    const b = after.piece!;
    const bar = b.meta.ppq * 4;
    const outside = (p: Piece) =>
      p.parts.map((part) => part.notes.filter((n) => n.tick < 3 * bar || n.tick >= 4 * bar));
    expect(b.meta.key).toEqual(a.meta.key);
    expect(b.meta.tempo).toBe(a.meta.tempo);
    expect(outside(b)).toEqual(outside(a));
    expect(after.midi).toBeDefined();
  });

  it('"make the ending softer" softens the last two bars only', () => {
    const { before, after } = play(POP, 'make the ending softer');
    const a = before.piece!;
    const b = after.piece!;
    const bar = b.meta.ppq * 4;
    const from = (b.meta.bars - 2) * bar;
    const velocities = (p: Piece, early: boolean) =>
      p.parts.flatMap((part) => part.notes.filter((n) => n.tick < from === early).map((n) => n.velocity));
    expect(velocities(b, true)).toEqual(velocities(a, true));
    const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
    expect(mean(velocities(b, false))).toBeLessThan(mean(velocities(a, false)));
  });

  it('"half time in the last 2 bars" changes nothing and says the tempo is the whole piece\'s', () => {
    const { after } = play('metal riff in E minor, 160 bpm', 'can u make it half time in the last 2 bars');
    expect(after.midi).toBeUndefined();
    expect(after.text).toMatch(/^Nothing changed: the tempo is the whole piece's/);
  });

  it('"make the second half build up more" makes bars 9–16 busier, keeps bars 1–8 and the key', () => {
    const { before, after } = play('house track in A minor, 16 bars', 'make the second half build up more');
    const a = before.piece!;
    const b = after.piece!;
    const bar = b.meta.ppq * 4;
    const notesIn = (p: Piece, from: number, to: number) =>
      p.parts.flatMap((part) => part.notes.filter((n) => n.tick >= from * bar && n.tick < to * bar));
    expect(b.meta.key).toEqual(a.meta.key);
    expect(notesIn(b, 0, 8)).toEqual(notesIn(a, 0, 8));
    expect(notesIn(b, 8, 16).length).toBeGreaterThan(notesIn(a, 8, 16).length);
  });
});

describe('stated chords heard in a new mode', () => {
  it('"make it darker" over I–V–vi–IV in C plays i–v–VI–iv in C minor, and the reply shows it', () => {
    const { after } = play('I-V-vi-IV in C, pop', 'make it darker');
    const chords = after.piece!.meta.progression.slice(0, 4).map((s) => s.symbol);
    expect(chords).toEqual(['Cm', 'Gm', 'Ab', 'Fm']);
    expect(after.text).toMatch(/Progression: Cm – Gm – Ab – Fm/);
    expect(after.text).toMatch(/\(i – v – VI – iv/);
    const chordNotes = after.piece!.parts.find((p) => p.role === 'chords')!.notes;
    // No E natural, A natural or B natural sounds in C minor's i, v, VI and iv.
    expect(chordNotes.filter((n) => [4, 9, 11].includes(n.midi % 12))).toEqual([]);
  });

  it('"darker" over ii–V–I keeps the dominant major, the cadence a player keeps', () => {
    const { after } = play('ii-V-I in Bb, jazz', 'make it darker');
    expect(after.piece!.meta.progression.slice(0, 3).map((s) => s.symbol)).toEqual(['Cm7b5', 'F7', 'Bbm7']);
  });

  it('"go back to major" changes the mode, it is not an undo', () => {
    const { after } = play('Am F C G in A minor, ballad', 'go back to major');
    expect(after.piece!.meta.key).toEqual({ tonic: 'A', mode: 'major' });
  });

  it('"brighter" over Am F C G in A minor plays the degrees in A major', () => {
    const { after } = play('Am F C G in A minor, ballad', 'make it brighter');
    expect(after.piece!.meta.progression.slice(0, 4).map((s) => s.symbol)).toEqual(['A', 'F#m', 'C#m', 'E']);
  });
});

describe('sections keep the home key', () => {
  it('a bridge in E major is spelled in E, leads back on B, and the file is heard in E major', () => {
    const { after } = play('pop song in E major', 'add a bridge');
    const piece = after.piece!;
    const bridge = piece.meta.progression.filter((s) => s.bar >= 8);
    expect(bridge.map((s) => s.symbol).join(' ')).not.toMatch(/Db|Gb|Ab/);
    expect(bridge.at(-1)!.symbol).toMatch(/^B/);
    expect(bridge[0]!.roman).toBe('vi');
    expect(after.text).toMatch(/bridge: C#m/);
    expect(piece.meta.key).toEqual({ tonic: 'E', mode: 'major' });
  });

  for (const base of ['pop in D major', 'rock in E major', 'ballad in G minor', 'lofi in F# minor'])
    it(`"${base}" with an intro, a bridge and an outro is still heard in its key`, () => {
      const turns: ChatTurn[] = [];
      let reply: ComposerReply | null = null;
      for (const text of [base, 'add an intro', 'add a bridge', 'add an outro']) {
        turns.push({ role: 'user', text });
        reply = respond(turns);
        turns.push({
          role: 'assistant',
          text: reply.text,
          state: readState(JSON.parse(JSON.stringify(reply.state))),
        });
      }
      const analysed = analyseMidiBytes(reply!.midi!);
      expect(analysed.ok).toBe(true);
      if (analysed.ok) expect(keyName(analysed.analysis.key!.key)).toBe(keyName(reply!.piece!.meta.key));
    });

  it('an outro ends on the tonic and stays last; an intro goes first', () => {
    const turns: ChatTurn[] = [];
    let reply: ComposerReply | null = null;
    for (const text of ['pop song in G', 'add an outro', 'add a chorus', 'add an intro']) {
      turns.push({ role: 'user', text });
      reply = respond(turns);
      turns.push({
        role: 'assistant',
        text: reply.text,
        state: readState(JSON.parse(JSON.stringify(reply.state))),
      });
    }
    const segs = reply!.piece!.meta.progression;
    expect(segs.at(-1)!.symbol).toBe('G');
    expect(reply!.text).toMatch(/Progression: intro: .*; main part: .*; chorus: .*; outro: .* – G \(/);
  });
});

describe('undo goes back one version at a time', () => {
  it('"go back to how it was before" is an undo', () => {
    const turns: ChatTurn[] = [];
    const replies: ComposerReply[] = [];
    for (const text of ['lofi beat in F minor', 'faster', 'go back to how it was before']) {
      turns.push({ role: 'user', text });
      const reply = respond(turns);
      replies.push(reply);
      turns.push({ role: 'assistant', text: reply.text, state: JSON.parse(JSON.stringify(reply.state)) });
    }
    expect(replies[2]!.text).toMatch(/^Done — back to the version before/);
    expect(sameBytes(replies[2]!.midi!, replies[0]!.midi!)).toBe(true);
  });

  it('"undo" twice steps back through the edits, then says there is nothing earlier', () => {
    const turns: ChatTurn[] = [];
    const replies: ComposerReply[] = [];
    for (const text of ['lofi beat in F minor', 'faster', 'add a bridge', 'undo', 'undo pls', 'undo']) {
      turns.push({ role: 'user', text });
      const reply = respond(turns);
      replies.push(reply);
      turns.push({
        role: 'assistant',
        text: reply.text,
        state: reply.state ? JSON.parse(JSON.stringify(reply.state)) : null,
      });
    }
    const [first, faster, , undo1, undo2, undo3] = replies;
    expect(undo1!.piece!.meta.bars).toBe(8);
    expect(sameBytes(undo1!.midi!, faster!.midi!)).toBe(true);
    expect(undo2!.text).toMatch(/^Done — back to the version before: the tempo went from \d+ to 80 BPM/);
    expect(sameBytes(undo2!.midi!, first!.midi!)).toBe(true);
    expect(undo3!.midi).toBeUndefined();
    expect(undo3!.text).toMatch(/^Nothing changed: there's no earlier version/);
  });
});

describe('a "down" that calms a part moves no pitch', () => {
  it.each([
    'bass is way too busy, calm it down',
    'calm the bass down a little',
    'the bass is too much, tone it down',
  ])('"%s" keeps the bass in its register', (ask) => {
    const { before, after } = play('lofi in Eb minor with rhodes bass and drums', ask);
    const bass = (r: ComposerReply) => (r.piece as Piece).parts.find((p) => p.role === 'bass')!.notes;
    const lowest = (r: ComposerReply) => Math.min(...bass(r).map((n) => n.midi));
    expect(lowest(after)).toBeGreaterThanOrEqual(28);
    expect(Math.abs(lowest(after) - lowest(before))).toBeLessThan(12);
  });
});
