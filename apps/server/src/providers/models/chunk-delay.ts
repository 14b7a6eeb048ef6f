import type { LanguageModelV3, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';

/**
 * Test/demo only (BUILTIN_COMPOSER_CHUNK_DELAY_MS, docs/decisions/0033): the model with a pause of
 * `delayMs` before each streamed text delta, so a reply lasts long enough to reload the page (or
 * switch instances) mid-reply. 0 returns the model unchanged.
 * @example withChunkDelay(createBuiltinComposer(), 50)
 */
export function withChunkDelay(model: LanguageModelV3, delayMs: number): LanguageModelV3 {
  if (delayMs <= 0) return model;
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v3',
      wrapStream: async ({ doStream }) => {
        const result = await doStream();
        const slowed = result.stream.pipeThrough(
          new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
            async transform(part, controller) {
              if (part.type === 'text-delta') await new Promise((resolve) => setTimeout(resolve, delayMs));
              controller.enqueue(part);
            },
          }),
        );
        return { ...result, stream: slowed };
      },
    },
  });
}
