import { decodeMidi, parsePitchClass } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { respond } from './respond.ts';
import { playChat } from './testing/chat.ts';
import type { ChatTurn, ComposerReply } from './types.ts';

/** Run a chat and return every reply, storing each assistant turn's state as a chat would. */
function chat(messages: readonly string[]): ComposerReply[] {
  const turns: ChatTurn[] = [];
  const replies: ComposerReply[] = [];
  for (const text of messages) {
    turns.push({ role: 'user', text });
    const r = respond(turns);
    replies.push(r);
    turns.push({
      role: 'assistant',
      text: r.text,
      state: r.state ? JSON.parse(JSON.stringify(r.state)) : null,
    });
  }
  return replies;
}
const chroma = (t: string) => parsePitchClass(t)!.chroma;

describe('respond: follow-up chains edit the previous spec', () => {
  const rows: [string, string, (a: ComposerReply, b: ComposerReply) => void][] = [
    [
      'pop in C at 100 bpm',
      'make it faster',
      (a, b) => expect(b.piece!.meta.tempo).toBe(Math.round(a.piece!.meta.tempo * 1.18)),
    ],
    [
      'pop in C at 100 bpm',
      'slower',
      (a, b) => expect(b.piece!.meta.tempo).toBeLessThan(a.piece!.meta.tempo),
    ],
    [
      'pop in C at 100 bpm',
      'make it 140 bpm',
      (a, b) => {
        // Same notes, new tempo.
        expect(b.piece!.meta.tempo).toBe(140);
        expect(b.notes).toEqual(a.notes);
      },
    ],
    [
      'a ballad in A minor',
      'transpose up a fourth',
      (_a, b) => expect(b.piece!.meta.key).toEqual({ tonic: 'D', mode: 'minor' }),
    ],
    [
      'funk in E',
      'down 2 semitones',
      (_a, b) => expect(b.piece!.meta.key).toEqual({ tonic: 'D', mode: 'major' }),
    ],
    ['funk in E', 'to G minor', (_a, b) => expect(b.piece!.meta.key).toEqual({ tonic: 'G', mode: 'minor' })],
    ['folk in G', 'now in 3/4', (_a, b) => expect(b.spec!.meter).toEqual({ numerator: 3, denominator: 4 })],
    [
      'a bass line in D',
      'add drums',
      (_a, b) => expect(b.piece!.parts.map((p) => p.role)).toEqual(['bass', 'drums']),
    ],
    ['lo-fi in F', 'remove the drums', (_a, b) => expect(b.spec!.parts).not.toContain('drums')],
    [
      'lo-fi in F',
      'make the bass busier',
      (a, b) => {
        const n = (r: ComposerReply) => r.piece!.parts.find((p) => p.role === 'bass')!.notes.length;
        expect(n(b)).toBeGreaterThan(n(a));
        expect(b.piece!.parts.find((p) => p.role === 'melody')!.notes).toEqual(
          a.piece!.parts.find((p) => p.role === 'melody')!.notes,
        );
      },
    ],
    ['rock in E, 16 bars', '8 bars instead', (_a, b) => expect(b.spec!.bars).toBe(8)],
    ['jazz in Bb', 'another variation', (a, b) => expect(b.spec!.seed).not.toBe(a.spec!.seed)],
    [
      'pop in C',
      'play the chords on Rhodes',
      (_a, b) => expect(b.piece!.parts.find((p) => p.role === 'chords')!.program).toBe(4),
    ],
    ['pop in C', 'make it a bossa nova', (_a, b) => expect(b.spec!.style).toBe('bossa-nova')],
    [
      'Am F C G, pop',
      'transpose up 2 semitones',
      (_a, b) =>
        expect(b.piece!.meta.progression.slice(0, 4).map((c) => c.symbol)).toEqual(['Bm', 'G', 'D', 'A']),
    ],
  ];
  it.each(rows)('%s → %s', (first, second, check) => {
    const [a, b] = chat([first, second]);
    expect(a!.midi).toBeDefined();
    expect(b!.intent).toBe('edit');
    check(a!, b!);
  });

  it('keeps working across a long chain', () => {
    const replies = chat([
      'something melancholy for a rainy night',
      'faster',
      'transpose up a fourth',
      'now in 3/4',
      'add drums',
      'another variation',
    ]);
    const last = replies.at(-1)!;
    expect(last.spec!.meter).toEqual({ numerator: 3, denominator: 4 });
    expect(chroma(last.piece!.meta.key.tonic)).toBe((chroma(replies[0]!.piece!.meta.key.tonic) + 5) % 12);
  });
});

describe('respond: replies', () => {
  it('says what it made and suggests a next step', () => {
    const [r] = chat(['a chill lo-fi beat in F minor at 80 bpm']);
    expect(r!.text).toMatch(/8-bar lo-fi piece in F minor at 80 BPM in 4\/4/);
    expect(r!.text).toMatch(/Progression: /);
    expect(r!.text.split('\n').length).toBeLessThanOrEqual(5);
    const midi = decodeMidi(r!.midi!);
    expect(midi.ok).toBe(true);
    expect(r!.notes!.length).toBe(4);
  });
  it('states choices it made for ambiguous requests', () => {
    const [r] = chat(['something melancholy for a rainy night']);
    expect(r!.text).toMatch(/you didn't name a key, so I went with/i);
  });
  it('is deterministic', () => {
    const a = chat(['a happy folk tune', 'add swing']);
    const b = chat(['a happy folk tune', 'add swing']);
    expect(a[1]!.midi).toEqual(b[1]!.midi);
  });
  const help: [string, RegExp][] = [
    ['hello', /music buddy/],
    ['what is the capital of France?', /outside music/],
    ['what is a cadence?', /Authentic \(perfect\) cadence: V → I, G7 \(G–B–D–F\) → C/],
  ];
  it.each(help)('help: %s', (text, re) => expect(chat([text])[0]!.text).toMatch(re));
  const theory: [string, RegExp][] = [
    [
      'What are the chords in D major?',
      /I D \(D–F#–A\) · ii Em \(E–G–B\) · iii F#m .* · vii° C#dim \(C#–E–G\)/,
    ],
    ['notes of F#m7b5', /F# – A – C – E/],
    ['what are the notes of Bb dorian?', /Bb – C – Db – Eb – F – G – Ab/],
    ['interval between E and C', /minor sixth/],
    ['relative minor of Ab major?', /F minor/],
    ['how many flats in Eb major?', /3 flats: Bb, Eb, Ab/],
    ['analyse C A7 Dm G7 in C major', /A7 = V7\/ii/],
    ['what key is Dm7 G7 Cmaj7 in?', /C major/],
  ];
  it.each(theory)('theory: %s', (text, re) => expect(chat([text])[0]!.text).toMatch(re));
});

describe('respond: edits do exactly what was asked', () => {
  const notesOf = (r: ComposerReply, role: string) =>
    JSON.stringify(r.notes?.find((p) => p.role === role)?.notes ?? null);

  it('a bare mode with a piece in focus changes the mode, or says it already is', () => {
    const [, toMinor] = chat(['a soul groove in E major', 'minor key then']);
    expect(toMinor!.intent).toBe('edit');
    expect(toMinor!.spec?.key).toEqual({ tonic: 'E', mode: 'minor' });
    const [first, same] = chat(['a soul groove in E major', 'major key thanks']);
    expect(same!.intent).toBe('edit');
    expect(same!.midi).toBeUndefined();
    expect(same!.text).toMatch(/already in E major/);
    expect(first!.midi).toBeDefined();
  });

  it('a recorded-sound ask changes nothing and says MIDI is not audio', () => {
    const [first, amp] = chat([
      'grunge rock in E minor with a distorted guitar',
      'can the guitar be a real Telecaster miked through a Vox amp',
    ]);
    expect(amp!.midi).toBeUndefined();
    expect(amp!.text).toMatch(/can't make audio/);
    expect(first!.notes?.length).toBeGreaterThan(0);
  });

  it('adding or removing a melody leaves the chords note for note', () => {
    const [before, added] = chat([
      'a mellow pop tune in D with piano and bass only',
      'put a flute melody over it',
    ]);
    expect(added!.notes?.some((p) => p.role === 'melody')).toBe(true);
    expect(notesOf(added!, 'chords')).toBe(notesOf(before!, 'chords'));
    const [withMelody, removed] = chat(['a bright pop song in G', 'drop the melody']);
    expect(removed!.notes?.some((p) => p.role === 'melody')).toBe(false);
    expect(notesOf(removed!, 'chords')).toBe(notesOf(withMelody!, 'chords'));
  });

  it('three or more named parts after "with" are the whole band', () => {
    const [r] = chat(['a gospel tune in F with organ, strings, upright bass and drums']);
    expect(r!.notes?.map((p) => p.role)).not.toContain('melody');
    expect(r!.spec?.parts).toHaveLength(4);
  });
});

describe('respond: named songs are never invented', () => {
  it.each([
    ['play la cumparsita', 'la cumparsita'],
    ['play schwanensee', 'schwanensee'],
    ['how do I play Blackbird by the Beatles', 'Blackbird'],
  ])('%s: an honest English reply, no MIDI', (text, title) => {
    const [r] = chat([text]);
    expect(r!.intent).toBe('song');
    expect(r!.midi).toBeUndefined();
    expect(r!.text).toContain(`“${title}”`);
    expect(r!.text).toMatch(/can't look songs up/);
  });
  it.each([
    ['chords for stormy monday blues', 'stormy monday blues'],
    ['how does back in black go', 'back in black'],
    ['can you do seven nation army', 'seven nation army'],
    ['what chords does hey jude use', 'hey jude'],
  ])('%s: a title whose words read as a blues or a topic is still a song', (text, title) => {
    const [r] = chat([text]);
    expect(r!.intent).toBe('song');
    expect(r!.text).toContain(`“${title}”`);
  });
  it('a title over a piece in focus is a song, not the piece’s chords', () => {
    const [, r] = chat(['slow blues in E', 'could you show me the chords for texas flood blues']);
    expect(r!.intent).toBe('song');
    expect(r!.midi).toBeUndefined();
  });
  it.each(['a song like back in black, 120 bpm', 'something in the style of stormy monday blues'])(
    '%s is a style to write in',
    (text) => {
      expect(chat([text])[0]!.intent).toBe('compose');
    },
  );
  it.each(['play something dreamy in D', 'play me a slow blues'])('%s still writes a piece', (text) => {
    expect(chat([text])[0]!.midi).toBeDefined();
  });
});

describe('the next step offered after an edit', () => {
  it('never offers back a part just taken out', () => {
    for (const seed of [1, 2, 3, 4]) {
      const [, cut] = playChat(['lofi in F major w/ rhodes bass and drums', 'cut the drums'], seed);
      expect(cut!.text).not.toMatch(/add drums/i);
    }
  });

  it('offers no new instrument for the chords of a piece without a chords part', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const [, edited] = playChat(['funky slap bass line in E minor, bass only', 'faster'], seed);
      expect(edited!.text).not.toMatch(/chords on a different instrument/);
    }
  });
});
