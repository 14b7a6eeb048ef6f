import { ChatErrorCode } from '@riffmate/contract';
import { AppError } from '../../http/errors.ts';
import { ModelProviderError } from '../../providers/models/external-model.ts';

/** Chunks every reply opens with before the model has produced anything. */
const PREAMBLE = new Set(['start', 'start-step']);

export type FirstChunk<T> = { ok: true; stream: ReadableStream<T> } | { ok: false };

/**
 * Peek before commit (docs/decisions/0022): reads the reply's UI message stream until the model
 * has produced something (text, a tool call, data, or the finish). Then the stream is handed back
 * whole, preamble included, and the route may answer 200. An `error` chunk first means the
 * provider failed before producing anything: `ok: false`, and the route answers with an HTTP error
 * instead of a stream that only says it failed.
 */
export async function awaitFirstChunk<T extends { type: string }>(
  stream: ReadableStream<T>,
): Promise<FirstChunk<T>> {
  const reader = stream.getReader();
  const held: T[] = [];
  for (;;) {
    let next: Awaited<ReturnType<typeof reader.read>>;
    try {
      next = await reader.read();
    } catch {
      return { ok: false };
    }
    if (next.done) return { ok: true, stream: replay(held, reader) };
    if (next.value.type === 'error') {
      reader.cancel().catch(() => {});
      return { ok: false };
    }
    held.push(next.value);
    if (!PREAMBLE.has(next.value.type)) return { ok: true, stream: replay(held, reader) };
  }
}

function replay<T>(held: T[], reader: ReadableStreamDefaultReader<T>): ReadableStream<T> {
  return new ReadableStream<T>(
    {
      async pull(controller) {
        const first = held.shift();
        if (first !== undefined) {
          controller.enqueue(first);
          return;
        }
        const next = await reader.read();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/**
 * The HTTP answer to a reply that failed before its first chunk (docs/product.md §8 toasts follow from the
 * status): a provider 429 is our 429 `MODEL_RATE_LIMITED`, anything else (5xx, dropped
 * connection, stall, a broken built-in model) a 503 `MODEL_UNAVAILABLE`, both with Retry-After.
 * Messages stay generic: the provider's own text never reaches the client.
 */
export function modelFailure(error: unknown): { error: AppError; retryAfterSeconds: number } {
  const failure =
    error instanceof ModelProviderError ? error : new ModelProviderError('unavailable', 'generation failed');
  if (failure.kind === 'rate-limited') {
    return {
      error: new AppError(
        429,
        ChatErrorCode.ModelRateLimited,
        'The assistant is getting too many requests right now. Please wait a moment and try again.',
        { cause: error },
      ),
      retryAfterSeconds: failure.retryAfterSeconds,
    };
  }
  return {
    error: new AppError(
      503,
      ChatErrorCode.ModelUnavailable,
      'The assistant is not available right now. Please try again in a few minutes.',
      { cause: error },
    ),
    retryAfterSeconds: failure.retryAfterSeconds,
  };
}
