/** Raised when the store does not answer in time (ping, or anything wrapped with withTimeout). */
export class StoreTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = 'StoreTimeoutError';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

// PostgreSQL SQLSTATEs meaning "the server cannot serve you right now", not "your query is wrong":
// 08xxx connection exceptions, 53300 too many connections, 57014 statement timeout,
// 57P01/57P02/57P03 admin/crash shutdown and "cannot connect now" (starting up, recovery).
const PG_UNAVAILABLE = /^(08...|53300|57014|57P0[123])$/;

// node-postgres reports pool/connect timeouts and dropped connections by message only.
const PG_UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
];

/**
 * True when an error means the store is unreachable or overloaded (answer 503 + Retry-After),
 * as opposed to a bug (500). Follows `cause` chains and AggregateError members.
 */
export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (error instanceof StoreTimeoutError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code)) return true;
    // better-sqlite3 after busy_timeout: SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED ...
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return true;
  }
  if (PG_UNAVAILABLE_MESSAGES.some((text) => error.message.includes(text))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isStoreUnavailable(inner, depth + 1))) {
    return true;
  }
  return isStoreUnavailable(error.cause, depth + 1);
}

/** Rejects with StoreTimeoutError when `promise` takes longer than `ms`. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreTimeoutError(what, ms)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
