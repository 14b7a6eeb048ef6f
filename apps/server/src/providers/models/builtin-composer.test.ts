import { decodeMidi } from '@riffmate/music';
import { generateText, type ModelMessage, stepCountIs, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { chunkText, createBuiltinComposer, promptToHistory, takeSeed } from './builtin-composer.ts';
import { type ComposeToolOutput, composeTool } from './compose-tool.ts';

const tools = { compose: composeTool };

describe('builtin composer through streamText', () => {
  it('streams the reply in small deltas and calls the compose tool with the spec', async () => {
    const result = streamText({
      model: createBuiltinComposer(),
      tools,
      messages: [{ role: 'user', content: 'a chill lo-fi beat in F minor at 80 bpm' }],
    });
    const deltas: string[] = [];
    for await (const part of result.fullStream) if (part.type === 'text-delta') deltas.push(part.text);
    expect(deltas.length).toBeGreaterThan(5);
    const text = await result.text;
    expect(deltas.join('')).toBe(text);
    expect(text).toMatch(/lo-fi piece in F minor at 80 BPM/);
    const calls = await result.toolCalls;
    expect(calls).toHaveLength(1);
    expect(calls[0]!.toolName).toBe('compose');
    const results = await result.toolResults;
    const output = results[0]!.output as ComposeToolOutput;
    expect(output.ok).toBe(true);
    const midi = decodeMidi(Buffer.from(output.midiBase64!, 'base64'));
    expect(midi.ok && midi.midi.tempos[0]?.bpm).toBeCloseTo(80, 1);
    expect(output.notes!.map((p) => p.role)).toEqual(['chords', 'bass', 'melody', 'drums']);
    expect(await result.finishReason).toBe('tool-calls');
  });

  it('a listening card (notes alone, no written part) goes through the tool as a file', async () => {
    const result = streamText({
      model: createBuiltinComposer(),
      tools,
      messages: [{ role: 'user', content: 'let me hear a tritone' }],
    });
    expect(await result.text).toMatch(/tritone/);
    const output = (await result.toolResults)[0]!.output as ComposeToolOutput;
    expect(output.ok, JSON.stringify(output)).toBe(true);
    const midi = decodeMidi(Buffer.from(output.midiBase64!, 'base64'));
    expect(midi.ok && midi.midi.tracks.flatMap((t) => t.notes).map((n) => n.midi)).toEqual([60, 66, 60, 66]);
  });

  it('edits the previous piece from a stored chat (follow-up through response messages)', async () => {
    const model = createBuiltinComposer();
    const first = await generateText({
      model,
      tools,
      messages: [{ role: 'user', content: 'pop in C at 100 bpm' }],
    });
    const messages: ModelMessage[] = [
      { role: 'user', content: 'pop in C at 100 bpm' },
      ...first.response.messages,
      { role: 'user', content: 'transpose up a fourth and make it faster' },
    ];
    const second = streamText({ model, tools, messages });
    const text = await second.text;
    expect(text).toMatch(/moved it from C major to F major \(every note up 5 semitones\)/);
    expect(text).toMatch(/the tempo went from 100 to 118 BPM/);
    // The transposition moves the notes that were heard: an edit on top of the same spec.
    const call = (await second.toolCalls)[0]!;
    expect((call.input as { edits?: unknown }).edits).toEqual([
      { op: 'shift', semitones: 5 },
      { op: 'tempo', bpm: 118 },
    ]);
    const output = (await second.toolResults)[0]!.output as ComposeToolOutput;
    const midi = decodeMidi(Buffer.from(output.midiBase64!, 'base64'));
    expect(midi.ok && midi.midi.tempos[0]?.bpm).toBeCloseTo(118, 1);
  });

  it('answers theory questions as plain text without a tool call', async () => {
    const result = streamText({
      model: createBuiltinComposer(),
      tools,
      messages: [{ role: 'user', content: 'What are the chords in A major?' }],
    });
    expect(await result.text).toMatch(
      /I A \(A–C#–E\) · ii Bm \(B–D–F#\) · iii C#m .* · vii° G#dim \(G#–B–D\)/,
    );
    expect(await result.toolCalls).toHaveLength(0);
    expect(await result.finishReason).toBe('stop');
  });

  it('adds nothing when called again after the tool result (multi-step loops end cleanly)', async () => {
    const result = await generateText({
      model: createBuiltinComposer(),
      tools,
      stopWhen: stepCountIs(3),
      messages: [{ role: 'user', content: 'a waltz in D' }],
    });
    expect(result.steps).toHaveLength(2);
    expect(result.steps[1]!.text).toBe('');
    expect(result.text).toBe('');
    expect(result.steps[0]!.text).toMatch(/waltz piece in D major/);
  });

  it('without the tool, the spec travels in provider metadata', async () => {
    const result = await generateText({
      model: createBuiltinComposer(),
      messages: [{ role: 'user', content: 'a funk groove in E' }],
    });
    expect(result.toolCalls).toHaveLength(0);
    expect((result.providerMetadata?.riffmate as { spec?: { style?: string } })?.spec?.style).toBe('funk');
  });

  it('says what it can do for off-topic messages', async () => {
    const result = await generateText({
      model: createBuiltinComposer(),
      tools,
      messages: [{ role: 'user', content: 'book me a flight' }],
    });
    expect(result.text).toMatch(/outside music/);
  });
});

describe('builtin composer helpers', () => {
  it('takes the seed of an attempt from its provider options: another seed, another take', async () => {
    const spec = async (seed?: number) => {
      const result = await generateText({
        model: createBuiltinComposer(),
        messages: [{ role: 'user', content: 'a chill lo-fi beat in F minor at 80 bpm' }],
        ...(seed === undefined ? {} : { providerOptions: { riffmate: { seed } } }),
      });
      const metadata = result.providerMetadata?.riffmate as
        | { spec: { seed: number; key: unknown } }
        | undefined;
      if (!metadata) throw new Error('no spec in the provider metadata');
      return metadata.spec;
    };
    const [plain, one, again, two] = [await spec(), await spec(1), await spec(1), await spec(2)];
    expect(again).toEqual(one);
    expect(new Set([plain.seed, one.seed, two.seed]).size).toBe(3);
    expect(two.key).toEqual(one.key);
  });

  it('reads only a 32-bit unsigned integer as the seed', () => {
    const seedOf = (seed: unknown) => takeSeed({ providerOptions: { riffmate: { seed } as never } });
    expect(seedOf(7)).toBe(7);
    expect(seedOf(0xffffffff)).toBe(0xffffffff);
    for (const bad of [-1, 1.5, 2 ** 32, '7', null]) expect(seedOf(bad)).toBeUndefined();
    expect(takeSeed({})).toBeUndefined();
  });

  it('chunks text without losing characters', () => {
    const text = 'Here is an 8-bar piece.\nNext: add drums?';
    expect(chunkText(text).join('')).toBe(text);
  });
  it('reads the previous spec from a compose tool call in the prompt', () => {
    const spec = { key: { tonic: 'C', mode: 'major' }, bars: 8, style: 'pop', parts: ['chords'], seed: 3 };
    const turns = promptToHistory([
      { role: 'user', content: [{ type: 'text', text: 'pop' }] },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Here' },
          { type: 'tool-call', toolCallId: 'a', toolName: 'compose', input: { spec } },
        ],
      },
    ]);
    expect(turns[1]).toEqual({ role: 'assistant', text: 'Here', state: { v: 2, spec } });
  });
});
