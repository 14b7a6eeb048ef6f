import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isLocalBaseUrl } from './providers/models/external-local.ts';
import { type RateRules, scaledRateRules } from './rate-limit/rules.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      poolMax: number;
      connectTimeoutMs: number;
      /** 0 disables the statement timeout (migrations run that way). */
      statementTimeoutMs: number;
      /** Schema put first on the search_path; tests use a fresh one per run. Never set from the environment. */
      schema?: string;
    };

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  /** 0 lets the OS pick a free port (tests). */
  port: number;
  /** The one origin the browser uses; unsafe requests from any other origin are refused. */
  appOrigin: string;
  /** True when APP_ORIGIN is https: cookies get `Secure`, responses get HSTS. */
  secureCookies: boolean;
  trustProxy: boolean | number | string;
  bodyLimit: number;
  /** REQUEST_TIMEOUT_MS: a request (headers and body) must have arrived within this time, else 408. */
  requestTimeoutMs: number;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  sessionSecret: string;
  /** Where the secret came from; a file secret is per machine, so scale-out must set SESSION_SECRET. */
  sessionSecretSource: 'env' | 'file';
  logLevel: LogLevel;
  webDistDir: string;
  shutdownTimeoutMs: number;
  /** Session lifetimes: idle (extended by use) and absolute (from sign-in). */
  session: { idleTimeoutMinutes: number; absoluteTimeoutMinutes: number };
  /** SMTP when smtpUrl is set, else the outbox file `$DATA_DIR/outbox.jsonl`. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Twilio Verify when all three credentials are set, else SMS codes go to the outbox file. */
  twilio: TwilioConfig | undefined;
  rateLimits: RateRules;
  /** argon2id memory in KiB; OWASP's 19456 everywhere (tests may lower it, never the environment). */
  argon2MemoryKiB: number;
  /** Namespace of the rate-limit keys in Redis (default `rm-rl`, or `<REDIS_KEY_PREFIX>:rl`); tests use a fresh one. */
  rateLimitKeyPrefix?: string;
  /**
   * Namespace of the other Redis keys and channels (resumable streams, active streams): REDIS_KEY_PREFIX,
   * default `riffmate`. Instances sharing one Redis for one deployment use the same prefix.
   */
  redisKeyPrefix?: string;
  /**
   * Test/demo only: a pause (ms) before each streamed text delta of the configured model, so replies
   * last long enough to reload the page mid-reply. 0 (default) in production.
   */
  assistantChunkDelayMs?: number;
  /** Which model answers in chats: `builtin` (default), `openai:<model>` or `anthropic:<model>`. */
  assistantModel: string;
  /** External model providers (docs/decisions/0022); unset: no keys, default timeouts. */
  models?: ModelProvidersConfig;
  /** Assistant messages per rolling window, per tier (docs/product.md §7; docs/decisions/0032). */
  quota: QuotaConfig;
  /** Stripe when the key, webhook secret and both prices are set; unset: billing off (tiers set with the admin CLI). */
  billing?: BillingConfig;
}

export interface BillingConfig {
  secretKey: string;
  webhookSecret: string;
  prices: { plus: string; pro: string };
  /** Test hook: send the SDK's requests to this origin (a fake Stripe on loopback) instead of api.stripe.com. */
  apiBaseUrl: string | undefined;
}

export interface ModelProvidersConfig {
  /** OPENAI_API_KEY / OPENAI_BASE_URL (Chat Completions: OpenAI, Ollama, vLLM, LM Studio …). */
  openai: { apiKey?: string; baseUrl?: string };
  /** ANTHROPIC_API_KEY / ANTHROPIC_BASE_URL. */
  anthropic: { apiKey?: string; baseUrl?: string };
  /** MODEL_STALL_TIMEOUT_MS: no stream part for this long fails the request. */
  stallTimeoutMs: number;
  /** MODEL_REQUEST_TIMEOUT_MS: one provider request as a whole. */
  requestTimeoutMs: number;
}

export interface QuotaConfig {
  free: number;
  plus: number;
  pro: number;
  windowHours: number;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  verifyServiceSid: string;
  /** Test hook: send the client's requests to this origin (a fake Twilio on loopback) instead of *.twilio.com. */
  apiBaseUrl: string | undefined;
}

/** Thrown by loadConfig with every problem found, one line per variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const SECRET_FILE = 'session-secret';
/** OWASP's argon2id minimum: m=19456 KiB (19 MiB), t=2, p=1. */
export const ARGON2_MEMORY_KIB = 19_456;
const MIN_SECRET_LENGTH = 32;
// Same relative position from src/config.ts (tsx) and from dist/server.js (bundle).
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

const wholeNumber = (fallback: number, min: number, max: number) => {
  const hint = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, hint)
    .transform(Number)
    .pipe(z.number().min(min, hint).max(max, hint))
    .default(fallback);
};

const urlWithScheme = (schemes: string[], hint: string) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, hint);

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], 'must be development, production or test')
      .default('development'),
    PORT: wholeNumber(3000, 0, 65535),
    // All IPv4 interfaces, so the server is reachable inside a container or VM; set 127.0.0.1 on a
    // shared machine to keep it on loopback.
    HOST: z.string().default('0.0.0.0'),
    APP_ORIGIN: z
      .string()
      .refine(isOrigin, 'must be an origin such as https://riffmate.example (scheme, host, optional port)')
      .optional(),
    TRUST_PROXY: z
      .string()
      .refine(
        isTrustProxy,
        'must be true, false, a hop count, or a comma-separated list of addresses, CIDRs or loopback/linklocal/uniquelocal',
      )
      .default('false'),
    BODY_LIMIT_BYTES: wholeNumber(1024 * 1024, 1024, 100 * 1024 * 1024),
    REQUEST_TIMEOUT_MS: wholeNumber(60_000, 1000, 600_000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: urlWithScheme(
      ['postgres:', 'postgresql:'],
      'must be a postgres:// or postgresql:// URL (leave it unset for the embedded SQLite store)',
    ).optional(),
    DATABASE_POOL_MAX: wholeNumber(10, 1, 1000),
    DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(3000, 100, 120_000),
    DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(10_000, 0, 3_600_000),
    REDIS_URL: urlWithScheme(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL').optional(),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
      .default('riffmate'),
    SESSION_SECRET: z
      .string()
      .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
      .optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    SHUTDOWN_TIMEOUT_MS: wholeNumber(10_000, 0, 600_000),
    SESSION_IDLE_TIMEOUT_MINUTES: wholeNumber(14 * 24 * 60, 5, 365 * 24 * 60),
    SESSION_ABSOLUTE_TIMEOUT_MINUTES: wholeNumber(30 * 24 * 60, 5, 365 * 24 * 60),
    SMTP_URL: urlWithScheme(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().default('Riffmate <no-reply@localhost>'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_VERIFY_SERVICE_SID: z.string().optional(),
    TWILIO_API_BASE_URL: urlWithScheme(['http:', 'https:'], 'must be an http:// or https:// URL').optional(),
    RATE_LIMIT_SCALE: z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'must be a positive number')
      .transform(Number)
      .pipe(z.number().positive('must be a positive number').max(1000, 'must be at most 1000'))
      .default(1),
    ASSISTANT_MODEL: z
      .string()
      .regex(
        /^(builtin|(openai|anthropic):[\w.:/-]{1,128})$/,
        'must be builtin, openai:<model> or anthropic:<model>',
      )
      .default('builtin'),
    // Test/demo only (docs/decisions/0033): slows the assistant's streamed text.
    BUILTIN_COMPOSER_CHUNK_DELAY_MS: wholeNumber(0, 0, 5000),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: urlWithScheme(['http:', 'https:'], 'must be an http:// or https:// URL').optional(),
    ANTHROPIC_API_KEY: z.string().optional(),
    ANTHROPIC_BASE_URL: urlWithScheme(['http:', 'https:'], 'must be an http:// or https:// URL').optional(),
    MODEL_STALL_TIMEOUT_MS: wholeNumber(30_000, 1000, 600_000),
    MODEL_REQUEST_TIMEOUT_MS: wholeNumber(120_000, 1000, 3_600_000),
    QUOTA_FREE: wholeNumber(20, 0, 1_000_000),
    QUOTA_PLUS: wholeNumber(200, 0, 1_000_000),
    QUOTA_PRO: wholeNumber(1000, 0, 1_000_000),
    QUOTA_WINDOW_HOURS: wholeNumber(24, 1, 24 * 31),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_\S+$/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
    STRIPE_PRICE_PLUS: z
      .string()
      .regex(/^price_\S+$/, 'must be a Stripe price id (price_…)')
      .optional(),
    STRIPE_PRICE_PRO: z
      .string()
      .regex(/^price_\S+$/, 'must be a Stripe price id (price_…)')
      .optional(),
    STRIPE_API_BASE_URL: urlWithScheme(['http:', 'https:'], 'must be an http:// or https:// URL').optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SESSION_IDLE_TIMEOUT_MINUTES > env.SESSION_ABSOLUTE_TIMEOUT_MINUTES) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_IDLE_TIMEOUT_MINUTES'],
        message: 'must not be longer than SESSION_ABSOLUTE_TIMEOUT_MINUTES',
      });
    }
    const twilio = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_VERIFY_SERVICE_SID'] as const;
    const set = twilio.filter((name) => env[name] !== undefined);
    if (set.length > 0 && set.length < twilio.length) {
      for (const name of twilio.filter((name) => env[name] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `must be set together with ${set.join(', ')}`,
        });
      }
    }
    // An external model needs its key, except on a local server (Ollama, vLLM, LM Studio …).
    for (const [provider, key, url] of [
      ['openai', 'OPENAI_API_KEY', 'OPENAI_BASE_URL'],
      ['anthropic', 'ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL'],
    ] as const) {
      const baseUrl = env[url];
      if (
        env.ASSISTANT_MODEL.startsWith(`${provider}:`) &&
        !env[key] &&
        !(baseUrl && isLocalBaseUrl(baseUrl))
      ) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `must be set for ASSISTANT_MODEL=${env.ASSISTANT_MODEL} (only a ${url} on this machine or a private network may go without a key)`,
        });
      }
    }
    if (env.MODEL_STALL_TIMEOUT_MS > env.MODEL_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['MODEL_STALL_TIMEOUT_MS'],
        message: 'must not be longer than MODEL_REQUEST_TIMEOUT_MS',
      });
    }
    // A half-configured Stripe would silently leave billing off: name what is missing instead.
    const stripe = [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_PLUS',
      'STRIPE_PRICE_PRO',
    ] as const;
    const stripeSet = stripe.filter((name) => env[name] !== undefined);
    if (stripeSet.length > 0 && stripeSet.length < stripe.length) {
      for (const name of stripe.filter((name) => env[name] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `must be set together with ${stripeSet.join(', ')} (or unset them all to turn billing off)`,
        });
      }
    }
    if (stripeSet.length === stripe.length && env.STRIPE_PRICE_PLUS === env.STRIPE_PRICE_PRO) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PRICE_PRO'],
        message: 'must differ from STRIPE_PRICE_PLUS',
      });
    }
  });

/**
 * Reads the environment once into a typed Config. Throws ConfigError listing every bad variable.
 * Side effect (only when everything else is valid): without SESSION_SECRET, the secret is read from,
 * or generated once into, `$DATA_DIR/session-secret` (mode 0600).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Treat `VAR=` like an unset variable, as env files and compose files often produce it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = new Map<string, string[]>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'environment');
      problems.set(name, [...(problems.get(name) ?? []), issue.message]);
    }
    throw new ConfigError([...problems].map(([name, messages]) => `${name}: ${messages.join('; ')}`));
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const appOrigin = e.APP_ORIGIN ? new URL(e.APP_ORIGIN).origin : `http://localhost:${e.PORT}`;
  const secret = e.SESSION_SECRET
    ? { value: e.SESSION_SECRET, source: 'env' as const }
    : { value: readOrCreateSecret(dataDir), source: 'file' as const };

  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    appOrigin,
    secureCookies: appOrigin.startsWith('https:'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    bodyLimit: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    dataDir,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          poolMax: e.DATABASE_POOL_MAX,
          connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
        }
      : { kind: 'sqlite', file: join(dataDir, 'riffmate.db') },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    // An explicit REDIS_KEY_PREFIX also namespaces the rate limits; unset keeps the historical `rm-rl`.
    rateLimitKeyPrefix: env.REDIS_KEY_PREFIX ? `${e.REDIS_KEY_PREFIX}:rl` : undefined,
    sessionSecret: secret.value,
    sessionSecretSource: secret.source,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    session: {
      idleTimeoutMinutes: e.SESSION_IDLE_TIMEOUT_MINUTES,
      absoluteTimeoutMinutes: e.SESSION_ABSOLUTE_TIMEOUT_MINUTES,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_VERIFY_SERVICE_SID
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            verifyServiceSid: e.TWILIO_VERIFY_SERVICE_SID,
            apiBaseUrl: e.TWILIO_API_BASE_URL,
          }
        : undefined,
    rateLimits: scaledRateRules(e.RATE_LIMIT_SCALE),
    argon2MemoryKiB: ARGON2_MEMORY_KIB,
    assistantModel: e.ASSISTANT_MODEL,
    models: {
      openai: { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL },
      anthropic: { apiKey: e.ANTHROPIC_API_KEY, baseUrl: e.ANTHROPIC_BASE_URL },
      stallTimeoutMs: e.MODEL_STALL_TIMEOUT_MS,
      requestTimeoutMs: e.MODEL_REQUEST_TIMEOUT_MS,
    },
    assistantChunkDelayMs: e.BUILTIN_COMPOSER_CHUNK_DELAY_MS,
    quota: { free: e.QUOTA_FREE, plus: e.QUOTA_PLUS, pro: e.QUOTA_PRO, windowHours: e.QUOTA_WINDOW_HOURS },
    billing:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_PLUS && e.STRIPE_PRICE_PRO
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            prices: { plus: e.STRIPE_PRICE_PLUS, pro: e.STRIPE_PRICE_PRO },
            apiBaseUrl: e.STRIPE_API_BASE_URL,
          }
        : undefined,
  };
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && value.replace(/\/$/, '') === url.origin;
  } catch {
    return false;
  }
}

function isTrustProxy(value: string): boolean {
  if (value === 'true' || value === 'false' || /^\d+$/.test(value)) return true;
  return value.split(',').every((part) => {
    const [address = '', bits] = part.trim().split('/');
    if (['loopback', 'linklocal', 'uniquelocal'].includes(address) && bits === undefined) return true;
    return isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
  });
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    try {
      // Write a temp file, then link it into place: link fails if the file exists, so concurrent
      // first starts agree on one secret and nobody ever reads a half-written file.
      const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(temp, randomBytes(32).toString('hex'), { mode: 0o600 });
      try {
        linkSync(temp, file);
      } finally {
        unlinkSync(temp);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new ConfigError([
        `SESSION_SECRET: ${file} holds fewer than ${MIN_SECRET_LENGTH} characters; delete it to generate a new one`,
      ]);
    }
    return secret;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError([
      `DATA_DIR: cannot read or create ${file} (${(error as Error).message}); make the directory writable or set SESSION_SECRET`,
    ]);
  }
}
