import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import {
  APICallError,
  type LanguageModelV3,
  type LanguageModelV3CallOptions,
  type LanguageModelV3StreamPart,
} from '@ai-sdk/provider';
import { RetryError, wrapLanguageModel } from 'ai';
import { ConfigError, type ModelProvidersConfig } from '../../config.ts';
import { isLocalBaseUrl } from './external-local.ts';

/** Defaults of MODEL_STALL_TIMEOUT_MS and MODEL_REQUEST_TIMEOUT_MS. */
export const DEFAULT_MODEL_TIMEOUTS = { stallTimeoutMs: 30_000, requestTimeoutMs: 120_000 } as const;
/** Seconds a client is told to wait when the provider said nothing (429) or failed (5xx, network, stall). */
const DEFAULT_RETRY_AFTER = { rateLimited: 20, unavailable: 10 } as const;
const MAX_RETRY_AFTER_SECONDS = 3600;
/** Pause before the one retry of a provider that failed before answering (5xx, refused connection). */
const RETRY_DELAY_MS = 250;

/**
 * A provider failure classified for the user (docs/decisions/0022): `rate-limited` (the provider
 * answered 429) or `unavailable` (5xx, refused or dropped connection, stall, timeout, bad answer).
 * Deliberately not an `APICallError`, so `streamText` does not add its own long back-off on top.
 */
export class ModelProviderError extends Error {
  readonly retryAfterSeconds: number;
  readonly retryable: boolean;
  constructor(
    readonly kind: 'rate-limited' | 'unavailable',
    message: string,
    options: { retryAfterSeconds?: number; retryable?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ModelProviderError';
    this.retryAfterSeconds =
      options.retryAfterSeconds ??
      (kind === 'rate-limited' ? DEFAULT_RETRY_AFTER.rateLimited : DEFAULT_RETRY_AFTER.unavailable);
    this.retryable = options.retryable ?? false;
  }
}

/**
 * `openai:<model>` (Chat Completions, so OpenAI-compatible servers work too) or
 * `anthropic:<model>` (Messages API), wrapped by `guardModel`. Throws ConfigError when the provider
 * needs an API key that is not set.
 * @example createExternalModel('openai', 'llama3.1', { openai: { baseUrl: 'http://127.0.0.1:11434/v1' }, anthropic: {}, ...DEFAULT_MODEL_TIMEOUTS })
 */
export function createExternalModel(
  provider: 'openai' | 'anthropic',
  modelId: string,
  settings: ModelProvidersConfig,
): LanguageModelV3 {
  const { apiKey, baseUrl } = settings[provider];
  const keyName = provider === 'openai' ? 'OPENAI_API_KEY' : 'ANTHROPIC_API_KEY';
  const urlName = provider === 'openai' ? 'OPENAI_BASE_URL' : 'ANTHROPIC_BASE_URL';
  if (!apiKey && !(baseUrl && isLocalBaseUrl(baseUrl))) {
    throw new ConfigError([
      `${keyName}: must be set for ASSISTANT_MODEL=${provider}:${modelId} (only a ${urlName} on this machine or a private network may go without a key)`,
    ]);
  }
  // Keyless local servers get no made-up credentials: the provider's auth header is dropped.
  const fetchWithoutKey = apiKey ? undefined : withoutAuthHeaders;
  const model =
    provider === 'openai'
      ? createOpenAI({
          apiKey: apiKey ?? 'none',
          ...(baseUrl ? { baseURL: baseUrl } : {}),
          ...(fetchWithoutKey ? { fetch: fetchWithoutKey } : {}),
        }).chat(modelId)
      : createAnthropic({
          apiKey: apiKey ?? 'none',
          ...(baseUrl ? { baseURL: baseUrl } : {}),
          ...(fetchWithoutKey ? { fetch: fetchWithoutKey } : {}),
        })(modelId);
  return guardModel(model, settings);
}

const withoutAuthHeaders: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.delete('authorization');
  headers.delete('x-api-key');
  return fetch(input, { ...init, headers });
};

/**
 * The model with the failure policy of external providers (docs/decisions/0022):
 * - stall: no stream part for `stallTimeoutMs` (before the answer or between parts) aborts the
 *   request; `requestTimeoutMs` caps one provider request as a whole;
 * - one quick retry when the provider failed before answering (5xx, refused or reset connection),
 *   never for a 429 or a stall, so the user hears about it within seconds;
 * - every failure is a `ModelProviderError` (retry-after from the provider's headers on a 429).
 */
export function guardModel(
  model: LanguageModelV3,
  timeouts: Pick<ModelProvidersConfig, 'stallTimeoutMs' | 'requestTimeoutMs'>,
  retries = 1,
): LanguageModelV3 {
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v3',
      // Both call the model themselves (not `doGenerate`/`doStream`) to pass the watchdog's abort signal.
      wrapGenerate: async ({ model, params }) => {
        const watch = new Watchdog(params.abortSignal, timeouts);
        try {
          return await watch.race(model.doGenerate({ ...params, abortSignal: watch.signal }));
        } catch (error) {
          throw watch.failure ?? toProviderError(error);
        } finally {
          watch.stop();
        }
      },
      wrapStream: async ({ model, params }) => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            return await streamOnce(model, params, timeouts);
          } catch (error) {
            const failure = toProviderError(error);
            if (attempt >= retries || !failure.retryable || params.abortSignal?.aborted) throw failure;
            await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
          }
        }
      },
    },
  });
}

/** One provider request under the stall and request timeouts. */
async function streamOnce(
  model: LanguageModelV3,
  options: LanguageModelV3CallOptions,
  timeouts: Pick<ModelProvidersConfig, 'stallTimeoutMs' | 'requestTimeoutMs'>,
): Promise<Awaited<ReturnType<LanguageModelV3['doStream']>>> {
  const watch = new Watchdog(options.abortSignal, timeouts);
  let result: Awaited<ReturnType<LanguageModelV3['doStream']>>;
  try {
    result = await watch.race(model.doStream({ ...options, abortSignal: watch.signal }));
  } catch (error) {
    watch.stop();
    throw watch.failure ?? error;
  }
  watch.pause();
  const reader = result.stream.getReader();
  const stream = new ReadableStream<LanguageModelV3StreamPart>(
    {
      async pull(controller) {
        watch.arm();
        let next: Awaited<ReturnType<typeof reader.read>>;
        try {
          next = await watch.race(reader.read());
        } catch (error) {
          watch.stop();
          reader.cancel().catch(() => {});
          controller.error(watch.failure ?? toProviderError(error));
          return;
        }
        if (next.done) {
          watch.stop();
          controller.close();
        } else {
          watch.pause();
          controller.enqueue(next.value);
        }
      },
      async cancel(reason) {
        watch.stop();
        watch.abort();
        await reader.cancel(reason).catch(() => {});
      },
    },
    { highWaterMark: 0 },
  );
  return { ...result, stream };
}

/**
 * The timers of one provider request: a stall timer armed while waiting for the provider, a
 * whole-request timer, and the abort signal they (and the caller's signal) share.
 */
class Watchdog {
  failure: ModelProviderError | null = null;
  private readonly controller = new AbortController();
  readonly signal: AbortSignal;
  private stall: NodeJS.Timeout | undefined;
  private readonly total: NodeJS.Timeout;
  private readonly aborted: Promise<never>;

  constructor(
    outer: AbortSignal | undefined,
    private readonly timeouts: Pick<ModelProvidersConfig, 'stallTimeoutMs' | 'requestTimeoutMs'>,
  ) {
    this.signal = outer ? AbortSignal.any([outer, this.controller.signal]) : this.controller.signal;
    this.aborted = new Promise<never>((_, reject) => {
      this.controller.signal.addEventListener('abort', () => reject(this.failure ?? new Error('aborted')), {
        once: true,
      });
    });
    this.aborted.catch(() => {});
    this.total = setTimeout(
      () => this.fail(`the model did not finish within ${timeouts.requestTimeoutMs} ms`),
      timeouts.requestTimeoutMs,
    );
    this.arm();
  }

  /** (Re)starts the stall timer: the provider must send something within the stall timeout. */
  arm(): void {
    clearTimeout(this.stall);
    this.stall = setTimeout(
      () => this.fail(`the model sent nothing for ${this.timeouts.stallTimeoutMs} ms`),
      this.timeouts.stallTimeoutMs,
    );
  }

  /** The consumer has the part; its own pace is not the provider's stall. */
  pause(): void {
    clearTimeout(this.stall);
  }

  race<T>(promise: PromiseLike<T>): Promise<T> {
    return Promise.race([promise, this.aborted]);
  }

  abort(): void {
    if (!this.controller.signal.aborted) this.controller.abort();
  }

  stop(): void {
    clearTimeout(this.stall);
    clearTimeout(this.total);
  }

  private fail(message: string): void {
    this.stop();
    this.failure = new ModelProviderError('unavailable', message);
    this.controller.abort(this.failure);
  }
}

/** Any error of a provider call as a ModelProviderError (a 429 keeps the provider's Retry-After). */
export function toProviderError(error: unknown): ModelProviderError {
  if (error instanceof ModelProviderError) return error;
  if (RetryError.isInstance(error)) return toProviderError(error.lastError);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 429) {
      return new ModelProviderError('rate-limited', `the model provider answered 429`, {
        retryAfterSeconds: retryAfterSeconds(error.responseHeaders),
        cause: error,
      });
    }
    return new ModelProviderError(
      'unavailable',
      status ? `the model provider answered ${status}` : 'the model provider could not be reached',
      {
        // 5xx, 408 and connection failures may pass; 400/401/404 (a bad key or model) will not.
        retryable: status === undefined || status >= 500 || status === 408,
        retryAfterSeconds: retryAfterSeconds(error.responseHeaders),
        cause: error,
      },
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  const connection =
    error instanceof TypeError ||
    (typeof code === 'string' && /^(ECONNRESET|ECONNREFUSED|EPIPE|UND_ERR)/.test(code));
  return new ModelProviderError('unavailable', `the model stream failed: ${message}`, {
    retryable: connection,
    cause: error,
  });
}

/** `retry-after-ms`, or `retry-after` in seconds or as an HTTP date; undefined when absent or odd. */
export function retryAfterSeconds(headers: Record<string, string> | undefined): number | undefined {
  if (!headers) return undefined;
  const lower = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  let seconds: number | undefined;
  const ms = Number(lower['retry-after-ms']);
  if (lower['retry-after-ms'] && Number.isFinite(ms)) seconds = ms / 1000;
  const value = lower['retry-after']?.trim();
  if (seconds === undefined && value) {
    if (/^\d+(\.\d+)?$/.test(value)) seconds = Number(value);
    else if (!Number.isNaN(Date.parse(value))) seconds = (Date.parse(value) - Date.now()) / 1000;
  }
  if (seconds === undefined || !Number.isFinite(seconds)) return undefined;
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(seconds)));
}
