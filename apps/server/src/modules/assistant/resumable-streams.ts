import { randomUUID } from 'node:crypto';
import { JsonToSseTransformStream, type UIMessageChunk } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import {
  createResumableStreamContext,
  type Publisher,
  type ResumableStreamContext,
  type Subscriber,
} from 'resumable-stream/generic';
import { createMemoryPubSub } from './resumable-memory-pubsub.ts';

/** How long a chat's active-stream record outlives a crashed instance that could not clear it. */
const ACTIVE_STREAM_TTL_SECONDS = 60 * 60;
const WARN_EVERY_MS = 30_000;

export interface ResumableStreamsOptions {
  /** Redis pub/sub lets any instance resume a reply; without it, only the instance that streams it. */
  redisUrl: string | undefined;
  /** Namespace of the keys and channels in Redis (REDIS_KEY_PREFIX). */
  keyPrefix: string;
  log: FastifyBaseLogger;
  /** Keeps the app from closing until a stream has been produced to its end. */
  waitUntil: (promise: Promise<unknown>) => void;
}

/** Where each chat's streaming reply is recorded: `<prefix>:chat:<chatId>:active-stream` → stream id. */
interface ActiveStreams {
  set(chatId: string, streamId: string): Promise<void>;
  get(chatId: string): Promise<string | null>;
  /** Forgets the record if it still names `streamId` (a newer reply may have replaced it). */
  clear(chatId: string, streamId: string): Promise<void>;
}

/**
 * Resumable replies (docs/decisions/0033). `start` registers a reply's UI message stream under a new
 * stream id with `resumable-stream` and records it as the chat's active stream; `resume` replays an
 * active reply from its start and follows it to its end, on whichever instance asks. Redis carries
 * the chunks between instances when REDIS_URL is set; otherwise an in-process pub/sub does, so a
 * reload still resumes on a single instance. Redis trouble never fails a reply: it is then streamed
 * without being resumable, and `resume` answers "nothing to resume".
 */
export class ResumableStreams {
  readonly backend: 'redis' | 'memory';
  readonly #context: ResumableStreamContext;
  readonly #active: ActiveStreams;
  readonly #clients: Redis[] = [];
  readonly #log: FastifyBaseLogger;
  readonly #waitUntil: (promise: Promise<unknown>) => void;
  readonly #onClose: () => void = () => {};
  #lastWarning = 0;

  constructor(options: ResumableStreamsOptions) {
    this.#log = options.log;
    this.#waitUntil = options.waitUntil;
    let publisher: Publisher;
    let subscriber: Subscriber;
    if (options.redisUrl) {
      this.backend = 'redis';
      const connect = () => {
        const client = new Redis(options.redisUrl as string, {
          // Fail fast while disconnected: the reply is then streamed without being resumable.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
          // A command in flight when the connection drops is otherwise kept and re-sent after
          // reconnecting, holding its request for the whole outage (test/faults/redis-outage).
          commandTimeout: 1000,
          retryStrategy: (times) => Math.min(times * 200, 5000),
        });
        client.on('error', (error) => this.#warn(error));
        this.#clients.push(client);
        return client;
      };
      // A connection in subscriber mode can do nothing else: one for commands, one for messages.
      const commands = connect();
      publisher = this.#safePublisher(redisPublisher(commands));
      subscriber = this.#safeSubscriber(redisSubscriber(connect()));
      this.#active = redisActiveStreams(commands, options.keyPrefix);
    } else {
      this.backend = 'memory';
      const memory = createMemoryPubSub();
      publisher = memory.publisher;
      subscriber = memory.subscriber;
      this.#active = memoryActiveStreams();
      this.#onClose = memory.clear;
    }
    this.#context = createResumableStreamContext({
      // Not the app's: the library hands over a promise before it knows whether registering works,
      // and one that never settles would hold up shutdown. `start` tracks the producer instead.
      waitUntil: null,
      publisher,
      subscriber,
      keyPrefix: options.keyPrefix,
    });
  }

  /**
   * The reply's SSE text for the client, registered for resuming while `done` (the reply being
   * stored) is pending. Never rejects: when registering fails, the plain stream is returned.
   */
  async start(chatId: string, chunks: ReadableStream<UIMessageChunk>, done: Promise<unknown>) {
    let ended!: () => void;
    const end = new Promise<void>((resolve) => {
      ended = resolve;
    });
    const events = closeOnError(chunks.pipeThrough(new JsonToSseTransformStream()), () => ended());
    const streamId = randomUUID();
    let body: ReadableStream<string> | null;
    try {
      body = await this.#context.createNewResumableStream(streamId, () => events);
    } catch (error) {
      this.#warn(error);
      return events;
    }
    if (!body) return events;
    // The library reads the reply to its end and publishes it to resumers: closing waits for that.
    this.#waitUntil(end);
    try {
      await this.#active.set(chatId, streamId);
      void done.finally(() => this.#active.clear(chatId, streamId).catch((error) => this.#warn(error)));
    } catch (error) {
      this.#warn(error);
    }
    return body;
  }

  /** The chat's streaming reply from its first chunk, or null when none is streaming. Never rejects. */
  async resume(chatId: string): Promise<ReadableStream<string> | null> {
    try {
      const streamId = await this.#active.get(chatId);
      if (!streamId) return null;
      const body = await this.#context.resumeExistingStream(streamId);
      return body ?? null;
    } catch (error) {
      // E.g. the instance streaming it died: its stream never answers.
      this.#log.info({ err: error, chatId }, 'reply stream could not be resumed');
      return null;
    }
  }

  /**
   * Waits (at most `ms`) until the Redis connections are up or have failed once, so the first
   * replies after start-up are resumable. Never rejects.
   */
  async connected(ms = 2000): Promise<void> {
    await Promise.all(
      this.#clients.map(
        (client) =>
          new Promise<void>((resolve) => {
            if (client.status === 'ready') return resolve();
            const done = () => {
              clearTimeout(timer);
              client.off('ready', done);
              client.off('error', done);
              resolve();
            };
            const timer = setTimeout(done, ms);
            client.once('ready', done);
            client.once('error', done);
          }),
      ),
    );
  }

  /** After the app's pending replies: QUIT lets the last chunks already sent to Redis go out. */
  async close(): Promise<void> {
    this.#onClose();
    await Promise.all(
      this.#clients.map(async (client) => {
        const timer = setTimeout(() => client.disconnect(), 1000);
        try {
          await client.quit();
        } catch {
          client.disconnect();
        } finally {
          clearTimeout(timer);
        }
      }),
    );
  }

  /** Publishing is fire-and-forget inside the library: a failure must not break the producer. */
  #safePublisher(publisher: Publisher): Publisher {
    const quiet =
      <A extends unknown[], R>(call: (...args: A) => Promise<R>, fallback: R) =>
      (...args: A) =>
        call(...args).catch((error) => {
          this.#warn(error);
          return fallback;
        });
    return {
      connect: publisher.connect,
      publish: quiet(publisher.publish, 0),
      set: quiet(publisher.set, null),
      get: quiet(publisher.get, null),
      incr: publisher.incr,
    };
  }

  #safeSubscriber(subscriber: Subscriber): Subscriber {
    return {
      connect: subscriber.connect,
      subscribe: subscriber.subscribe,
      unsubscribe: (channel) =>
        subscriber.unsubscribe(channel).catch((error) => {
          this.#warn(error);
          return null;
        }),
    };
  }

  #warn(error: unknown): void {
    const now = Date.now();
    if (now - this.#lastWarning < WARN_EVERY_MS) return;
    this.#lastWarning = now;
    this.#log.warn({ err: error }, 'resumable streams: Redis is unreachable, replies are not resumable');
  }
}

/**
 * The stream, ended quietly if its source fails (the library reads it without handling errors);
 * `onEnd` runs once it has ended, however.
 */
function closeOnError<T>(stream: ReadableStream<T>, onEnd: () => void): ReadableStream<T> {
  const reader = stream.getReader();
  return new ReadableStream<T>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (!done) return controller.enqueue(value);
      } catch {}
      controller.close();
      onEnd();
    },
    cancel: async (reason) => {
      onEnd();
      await reader.cancel(reason);
    },
  });
}

function redisPublisher(client: Redis): Publisher {
  return {
    connect: async () => {},
    publish: (channel, message) => client.publish(channel, message),
    set: (key, value, options) =>
      options?.EX ? client.set(key, value, 'EX', options.EX) : client.set(key, value),
    get: (key) => client.get(key),
    incr: (key) => client.incr(key),
  };
}

function redisSubscriber(client: Redis): Subscriber {
  const handlers = new Map<string, (message: string) => void>();
  client.on('message', (channel: string, message: string) => handlers.get(channel)?.(message));
  return {
    connect: async () => {},
    subscribe: async (channel, callback) => {
      handlers.set(channel, callback);
      await client.subscribe(channel);
    },
    unsubscribe: async (channel) => {
      handlers.delete(channel);
      return client.unsubscribe(channel);
    },
  };
}

const CLEAR_IF_SAME =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

function redisActiveStreams(client: Redis, prefix: string): ActiveStreams {
  const key = (chatId: string) => `${prefix}:chat:${chatId}:active-stream`;
  return {
    set: async (chatId, streamId) => {
      await client.set(key(chatId), streamId, 'EX', ACTIVE_STREAM_TTL_SECONDS);
    },
    get: (chatId) => client.get(key(chatId)),
    clear: async (chatId, streamId) => {
      await client.eval(CLEAR_IF_SAME, 1, key(chatId), streamId);
    },
  };
}

function memoryActiveStreams(): ActiveStreams {
  const active = new Map<string, string>();
  return {
    set: async (chatId, streamId) => {
      active.set(chatId, streamId);
    },
    get: async (chatId) => active.get(chatId) ?? null,
    clear: async (chatId, streamId) => {
      if (active.get(chatId) === streamId) active.delete(chatId);
    },
  };
}
