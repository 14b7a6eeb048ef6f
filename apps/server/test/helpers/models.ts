import type { LanguageModelV3, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

export interface ScriptedModel {
  model: MockLanguageModelV3;
  /** Lets a waiting model go on (see `gate`). */
  release(): void;
}

/**
 * A fake LanguageModelV3 that streams `deltas` as text, `delayMs` apart, optionally waiting for
 * `release()` first and optionally failing (stream error) after `failAfter` deltas.
 */
export function scriptedModel(
  options: { deltas?: string[]; delayMs?: number; gate?: boolean; failAfter?: number } = {},
): ScriptedModel {
  const deltas = options.deltas ?? ['Hello ', 'from ', 'a ', 'fake ', 'model.'];
  let release!: () => void;
  const gate = options.gate ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  if (!options.gate) release = () => {};
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const model = new MockLanguageModelV3({
    doStream: async () => {
      // Pulled one part at a time, like a network stream: what was read before an error stays read.
      const script: (LanguageModelV3StreamPart | Error)[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 't' },
      ];
      for (const [index, delta] of deltas.entries()) {
        if (options.failAfter === index) {
          script.push(new Error('the fake model broke down'));
          break;
        }
        script.push({ type: 'text-delta', id: 't', delta });
      }
      script.push({ type: 'text-end', id: 't' });
      script.push({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage });
      let started = false;
      const stream = new ReadableStream<LanguageModelV3StreamPart>(
        {
          async pull(controller) {
            if (!started) {
              started = true;
              await gate;
            } else if (options.delayMs) {
              await sleep(options.delayMs);
            }
            const next = script.shift();
            if (next === undefined) controller.close();
            else if (next instanceof Error) controller.error(next);
            else controller.enqueue(next);
          },
        },
        { highWaterMark: 0 },
      );
      return { stream };
    },
  });
  return { model, release: () => release() };
}

export type { LanguageModelV3 };
