import { createHash } from 'node:crypto';
import { ErrorCode } from '@riffmate/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from '../http/errors.ts';
import type { RateRuleName, RateRules } from './rules.ts';

const WARN_EVERY_MS = 30_000;

export interface RateLimiterOptions {
  rules: RateRules;
  /** Redis makes the limits shared by every instance; without it they live in this process. */
  redisUrl: string | undefined;
  /** Namespace of the Redis keys (tests use a random one). */
  keyPrefix?: string;
  log: FastifyBaseLogger;
}

/** 429 RATE_LIMITED; the route's reply carries `Retry-After`. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      ErrorCode.RateLimited,
      `Too many attempts. Please wait ${describeWait(retryAfterSeconds)} and try again.`,
    );
  }
}

/**
 * The auth rate limits (rate-limiter-flexible): Redis when REDIS_URL is set, with an in-memory
 * insurance limiter that takes over while Redis is unreachable (fail open to per-process limits,
 * logged as a warning — never a 500). Keys are hashed, so Redis never holds e-mail addresses or numbers.
 */
export class RateLimiter {
  readonly backend: 'redis' | 'memory';
  readonly #limiters = new Map<RateRuleName, RateLimiterAbstract>();
  readonly #redis: Redis | undefined;
  readonly #log: FastifyBaseLogger;
  #lastWarning = 0;

  constructor(options: RateLimiterOptions) {
    this.#log = options.log;
    const prefix = options.keyPrefix ?? 'rm-rl';
    if (options.redisUrl) {
      this.backend = 'redis';
      this.#redis = new Redis(options.redisUrl, {
        // Fail fast while disconnected; the insurance limiter answers instead.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        // A command in flight when the connection drops is kept for resending once Redis is back,
        // outside maxRetriesPerRequest: without a limit the request would hang for the whole outage
        // (found by test/faults/redis-outage.test.ts). Limiter commands take well under a millisecond.
        commandTimeout: 1000,
        retryStrategy: (times) => Math.min(times * 200, 5000),
      });
      this.#redis.on('error', (error) => this.#warn(error));
    } else {
      this.backend = 'memory';
    }
    for (const [name, rule] of Object.entries(options.rules) as [RateRuleName, RateRules[RateRuleName]][]) {
      const common = { keyPrefix: `${prefix}:${name}`, points: rule.points, duration: rule.durationSeconds };
      const memory = new RateLimiterMemory(common);
      this.#limiters.set(
        name,
        this.#redis
          ? new RateLimiterRedis({
              ...common,
              storeClient: this.#redis,
              rejectIfRedisNotReady: true,
              insuranceLimiter: memory,
            })
          : memory,
      );
    }
  }

  /**
   * Takes one point from each (rule, key) pair; when any is exhausted, sets Retry-After on the reply
   * and throws RateLimitedError. Call it before any hashing or provider call.
   */
  async consume(reply: FastifyReply, checks: [RateRuleName, string][]): Promise<void> {
    if (this.#redis && this.#redis.status !== 'ready')
      this.#warn(new Error(`Redis is ${this.#redis.status}`));
    let waitMs = 0;
    for (const [rule, key] of checks) {
      const limiter = this.#limiter(rule);
      try {
        await limiter.consume(hashKey(key));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) {
          // Both Redis and the insurance limiter failed: let the request through rather than fail it.
          this.#warn(error);
          continue;
        }
        waitMs = Math.max(waitMs, error.msBeforeNext);
      }
    }
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      reply.header('retry-after', String(seconds));
      throw new RateLimitedError(seconds);
    }
  }

  /**
   * Throws RateLimitedError (with Retry-After) while `key` waits out a back-off of `rule` (see
   * `backOff`); takes no point.
   */
  async ensureNotBackingOff(reply: FastifyReply, rule: RateRuleName, key: string): Promise<void> {
    const limiter = this.#limiter(rule);
    let waiting: RateLimiterRes | null = null;
    try {
      waiting = await limiter.get(hashKey(`wait:${key}`));
    } catch (error) {
      this.#warn(error);
    }
    if (!waiting || waiting.consumedPoints <= limiter.points || waiting.msBeforeNext <= 0) return;
    const seconds = Math.max(1, Math.ceil(waiting.msBeforeNext / 1000));
    reply.header('retry-after', String(seconds));
    throw new RateLimitedError(seconds);
  }

  /**
   * Counts one failure of `key` under `rule`: from the rule's `points`-th failure in its window on,
   * each failure makes `key` wait twice as long as the one before (1 s, 2 s, 4 s …), at most `maxSeconds`.
   */
  async backOff(rule: RateRuleName, key: string, maxSeconds: number): Promise<void> {
    const limiter = this.#limiter(rule);
    try {
      const failures = await limiter.penalty(hashKey(`failures:${key}`), 1);
      const over = failures.consumedPoints - limiter.points;
      if (over >= 0) await limiter.block(hashKey(`wait:${key}`), Math.min(2 ** over, maxSeconds));
    } catch (error) {
      this.#warn(error);
    }
  }

  /** Forgets the points of one key (e.g. a successful login clears the account's failures). */
  async reset(rule: RateRuleName, key: string): Promise<void> {
    try {
      await this.#limiters.get(rule)?.delete(hashKey(key));
    } catch (error) {
      this.#warn(error);
    }
  }

  /**
   * Waits (at most `ms`) until Redis is connected or has failed once, so the first requests after
   * start-up already count in Redis rather than in the insurance limiter. Never rejects.
   */
  #limiter(rule: RateRuleName): RateLimiterAbstract {
    const limiter = this.#limiters.get(rule);
    if (!limiter) throw new Error(`Unknown rate rule ${rule}`);
    return limiter;
  }

  async connected(ms = 2000): Promise<void> {
    const redis = this.#redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        redis.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      redis.once('ready', done);
      redis.once('error', done);
    });
  }

  async close(): Promise<void> {
    if (!this.#redis) return;
    this.#redis.disconnect();
  }

  #warn(error: unknown): void {
    const now = Date.now();
    if (now - this.#lastWarning < WARN_EVERY_MS) return;
    this.#lastWarning = now;
    this.#log.warn(
      { err: error },
      'rate limiter: Redis is unreachable, limits fall back to this process until it is back',
    );
  }
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
