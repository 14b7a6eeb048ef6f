import { type ChatTurn, type ComposeSpec, type NoteOp, readState, respond } from '@riffmate/buddy';
import { decodeMidi } from '@riffmate/music';
import { describe, expect, it } from 'vitest';
import { composeInputSchema, runCompose } from './compose-tool.ts';

const base = { key: { tonic: 'C', mode: 'major' }, bars: 4, style: 'pop', seed: 3 } as const;

describe('compose tool schema', () => {
  it('accepts role strings (the old form) and part objects with program, name and density', () => {
    const parsed = composeInputSchema.safeParse({
      spec: {
        ...base,
        parts: [
          'chords',
          { role: 'pad', program: 48, name: 'Strings' },
          { role: 'pad', program: 52 },
          'drums',
        ],
        instruments: { horns: 61 },
        density: { 'counter-melody': 1 },
      },
    });
    expect(parsed.success).toBe(true);
  });

  it('takes up to 16 parts and rejects more, unknown roles and bad programs', () => {
    const parts = (n: number) => Array.from({ length: n }, () => ({ role: 'pad', program: 89 }));
    expect(composeInputSchema.safeParse({ spec: { ...base, parts: parts(16) } }).success).toBe(true);
    expect(composeInputSchema.safeParse({ spec: { ...base, parts: parts(17) } }).success).toBe(false);
    expect(composeInputSchema.safeParse({ spec: { ...base, parts: ['kazoo'] } }).success).toBe(false);
    expect(
      composeInputSchema.safeParse({ spec: { ...base, parts: [{ role: 'horns', program: 128 }] } }).success,
    ).toBe(false);
  });

  it('takes no parts only when the piece keeps notes (a listening card)', () => {
    const keep = [{ role: 'melody', name: 'Piano', program: 0, channel: 0, notes: [[0, 480, 60, 80]] }];
    expect(composeInputSchema.safeParse({ spec: { ...base, parts: [] }, keep }).success).toBe(true);
    expect(composeInputSchema.safeParse({ spec: { ...base, parts: [] } }).success).toBe(false);
    expect(
      composeInputSchema.safeParse({
        spec: { ...base, parts: ['chords'] },
        previous: { spec: { ...base, parts: [] } },
      }).success,
    ).toBe(false);
  });

  it("the built-in composer's listening card passes the schema and plays its notes", () => {
    const reply = respond([{ role: 'user', text: 'let me hear a tritone' }], { seed: 1 });
    const state = reply.state!;
    const input = { spec: state.spec, sections: state.sections, edits: state.ops, keep: state.keep };
    const parsed = composeInputSchema.safeParse(JSON.parse(JSON.stringify(input)));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const out = runCompose(parsed.data!);
    expect(out.ok).toBe(true);
  });

  it('runs the engine on the new shape: one named track per part, drums on channel 10', () => {
    const out = runCompose({
      spec: {
        ...base,
        parts: ['chords', { role: 'pad', program: 48, name: 'Strings' }, 'bass', { role: 'horns' }, 'drums'],
      } as ComposeSpec,
    });
    expect(out.ok).toBe(true);
    const midi = decodeMidi(Buffer.from(out.midiBase64!, 'base64'));
    if (!midi.ok) throw new Error(midi.error);
    const names = midi.midi.tracks.map((t) => t.name);
    expect(names).toContain('Strings');
    expect(out.notes!.map((p) => p.role)).toEqual(['chords', 'pad', 'bass', 'horns', 'drums']);
    expect(out.notes!.find((p) => p.role === 'drums')!.channel).toBe(9);
  });

  it('plays a part in its own style and reports that only that part changed', () => {
    const spec = { ...base, parts: ['chords', 'bass', 'drums'] } as ComposeSpec;
    const trap = { ...spec, parts: ['chords', 'bass', { role: 'drums', style: 'trap' }] } as ComposeSpec;
    const out = runCompose({ spec: trap, previous: { spec } });
    expect(out.ok).toBe(true);
    expect(out.unchanged).toBe(false);
    expect(out.changes).toMatch(/drums/);
    expect(out.changes).not.toMatch(/chords|bass/);
    expect(
      composeInputSchema.safeParse({ spec: { ...base, parts: [{ role: 'drums', style: 'polka' }] } }).success,
    ).toBe(false);
  });

  it('applies note-level edits and reports the difference from the previous piece', () => {
    const spec = { ...base, parts: ['chords', 'bass'] } as ComposeSpec;
    const moved = runCompose({ spec, edits: [{ op: 'shift', semitones: 5 }], previous: { spec } });
    expect(moved.unchanged).toBe(false);
    expect(moved.changes).toMatch(/every note up 5 semitones/);
    const same = runCompose({ spec, previous: { spec } });
    expect(same.unchanged).toBe(true);
    expect(same.changes).toBe('');
    expect(composeInputSchema.safeParse({ spec, edits: [{ op: 'shift', semitones: 99 }] }).success).toBe(
      false,
    );
  });
});

describe('the compose tool takes every piece the built-in composer makes', () => {
  // One of each note-level edit with every field it can carry: a kind or a field added to buddy's
  // NoteOp and left out here fails to compile, and one the schema would strip fails below.
  const every: { [K in NoteOp['op']]: Required<Extract<NoteOp, { op: K }>> } = {
    tempo: { op: 'tempo', bpm: 96 },
    straighten: { op: 'straighten' },
    'walking-bass': { op: 'walking-bass', skips: true },
    'kick-bass': { op: 'kick-bass', kicks: [0, 960] },
    syncopate: { op: 'syncopate', roles: ['chords', 'bass'], bars: [2, 5] },
    articulate: { op: 'articulate', factor: 0.5, roles: ['chords'] },
    velocity: { op: 'velocity', factor: 1.25, roles: ['bass'], bars: [2, 3], programs: [42] },
    shift: { op: 'shift', semitones: -12, roles: ['melody'], bars: [0, 1], programs: [0] },
    rewrite: {
      op: 'rewrite',
      seed: 9,
      bars: [2, 3],
      density: 1,
      chords: ['C', 'G', 'Am', 'F'],
      roles: ['melody'],
      programs: [0],
      source: 6,
    },
    'drum-detail': { op: 'drum-detail', detail: 'fills', seed: 4, bars: [3, 3] },
    double: { op: 'double', role: 'bass', program: 42, semitones: 12 },
    rest: { op: 'rest', roles: ['bass'], bars: [0, 1], programs: [42], kit: [36] },
  };

  it('reads each note-level edit whole, and the engine applies it', () => {
    const spec = { ...base, parts: ['chords', 'bass', 'melody', { role: 'bass', program: 42 }, 'drums'] };
    for (const edit of Object.values(every)) {
      const parsed = composeInputSchema.safeParse({ spec, edits: [edit] });
      expect(parsed.success, edit.op).toBe(true);
      expect(parsed.data?.edits, edit.op).toEqual([edit]);
      const made = runCompose({ spec: spec as ComposeSpec, edits: [edit] });
      expect(made.ok, edit.op).toBe(true);
    }
  });

  it('takes the state of every edit in realistic chats, nothing stripped, and stores it back', () => {
    const chats = [
      ['reggae in G', 'bass louder', 'drop the drums in bar 2', 'new melody pls', 'undo'],
      [
        'lofi in F minor, 16 bars',
        'make the second half build up more',
        'drums too busy in bar 3, thin em out',
      ],
      [
        'jazz in Bb',
        'make it swing a little',
        'make the ending softer',
        'swap the 3rd chord for something jazzier',
      ],
      [
        'lofi in F minor',
        'make the bass walk',
        'add a cello doubling the bass an octave up',
        'drop the cello in bars 1-4',
      ],
      ['swing jazz in Bb', 'make it straight', 'add some fills'],
      ['pop in C# minor', 'make the ending resolve better', 'add a bridge'],
      ['pop in G', 'give me 4 bars of just drums at the start', 'add strings', 'make it more syncopated'],
      ['a pop song in C with trap drums', 'make the bass more reggae', 'add a melodica melody'],
      [
        'dark techno loop 130bpm A minor',
        'make it 16 bars with a breakdown in the middle',
        'add hi hat rolls',
      ],
    ];
    for (const messages of chats) {
      const history: ChatTurn[] = [];
      for (const text of messages) {
        history.push({ role: 'user', text });
        const reply = respond(history);
        expect(reply.state, text).toBeDefined();
        const { spec, sections, ops, keep } = reply.state!;
        const input = JSON.parse(JSON.stringify({ spec, sections, edits: ops, keep }));
        const parsed = composeInputSchema.safeParse(input);
        expect(parsed.success, `${text}: ${parsed.error?.issues[0]?.message}`).toBe(true);
        expect(parsed.data, text).toEqual(input);
        // The next turn reads the stored state back whole.
        const stored = readState({ v: 2, spec, sections, ops, keep });
        expect(JSON.parse(JSON.stringify(stored)), text).toEqual(JSON.parse(JSON.stringify(reply.state)));
        history.push({ role: 'assistant', text: reply.text, state: stored });
      }
    }
  });
});
