import type { Publisher, Subscriber } from 'resumable-stream/generic';

/**
 * The publisher/subscriber pair `resumable-stream` needs, inside this process: used without
 * REDIS_URL, so reloading the page mid-reply resumes on a single instance too (docs/decisions/0033).
 * It behaves like Redis for what the library uses: string keys with an optional expiry (`EX`
 * seconds), INCR, and fire-and-forget channels whose messages arrive asynchronously, in publish
 * order, to whoever is subscribed at publish time.
 */
export interface MemoryPubSub {
  publisher: Publisher;
  subscriber: Subscriber;
  /** How many keys are held (expired ones may linger until the next sweep). */
  size(): number;
  /** Drops every key and subscription (on app close). */
  clear(): void;
}

interface Entry {
  value: string;
  /** Epoch ms; undefined: never expires. */
  expiresAt: number | undefined;
}

/** Expired keys are also swept at most this often. */
const SWEEP_EVERY_MS = 10_000;

/**
 * The library marks a finished stream by setting its sentinel to "DONE" (its documented finished
 * state, `hasExistingStream`) for 24 h, for resumers that come later. Here a resumer finds a stream through the chat's active-stream record, cleared once the
 * reply is stored, so the mark is read only by resumers already attached (their watchdog, which
 * treats a missing sentinel as finished too) and by one racing the clearing. A minute is plenty; with
 * 24 h every reply held ~170 bytes of this heap for a day (the 5-minute soak's 22,000 replies:
 * ~0.75 MiB a minute, most of its live-heap slope).
 */
const FINISHED_MARK = 'DONE';
const FINISHED_MARK_MS = 60_000;

export function createMemoryPubSub(now: () => number = Date.now): MemoryPubSub {
  const keys = new Map<string, Entry>();
  const channels = new Map<string, (message: string) => void>();
  let lastSweep = now();
  const sweep = () => {
    const time = now();
    if (time - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = time;
    for (const [key, entry] of keys)
      if (entry.expiresAt !== undefined && entry.expiresAt <= time) keys.delete(key);
  };

  const read = (key: string): string | null => {
    const entry = keys.get(key);
    if (!entry) return null;
    if (entry.expiresAt !== undefined && entry.expiresAt <= now()) {
      keys.delete(key);
      return null;
    }
    return entry.value;
  };

  const publisher: Publisher = {
    connect: async () => {},
    publish: async (channel, message) => {
      const listener = channels.get(channel);
      if (!listener) return 0;
      // Delivered later, like a message over the network; microtasks keep the publish order.
      queueMicrotask(() => {
        if (channels.get(channel) === listener) listener(message);
      });
      return 1;
    },
    set: async (key, value, options) => {
      sweep();
      let lifetimeMs = options?.EX === undefined ? undefined : options.EX * 1000;
      if (value === FINISHED_MARK) lifetimeMs = Math.min(lifetimeMs ?? FINISHED_MARK_MS, FINISHED_MARK_MS);
      keys.set(key, { value, expiresAt: lifetimeMs === undefined ? undefined : now() + lifetimeMs });
      return 'OK';
    },
    get: async (key) => read(key),
    incr: async (key) => {
      const current = read(key);
      const next = current === null ? 1 : Number(current) + 1;
      if (!Number.isInteger(next)) throw new Error('ERR value is not an integer or out of range');
      const expiresAt = keys.get(key)?.expiresAt;
      keys.set(key, { value: String(next), expiresAt });
      return next;
    },
  };

  const subscriber: Subscriber = {
    connect: async () => {},
    subscribe: async (channel, callback) => {
      channels.set(channel, callback);
    },
    unsubscribe: async (channel) => {
      channels.delete(channel);
    },
  };

  return {
    publisher,
    subscriber,
    size: () => keys.size,
    clear: () => {
      keys.clear();
      channels.clear();
    },
  };
}
