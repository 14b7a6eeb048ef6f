import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Six random digits from the CSPRNG, e.g. `"042917"`. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The stored form of a one-time code: HMAC-SHA256 keyed with the server secret over the scope
 * (`email:<address>` / `phone:<E.164>`) and the code, so a leaked table does not give up codes
 * (a bare hash of six digits is brute-forced instantly).
 */
export function hashCode(secret: string, scope: string, code: string): string {
  return createHmac('sha256', secret).update(`code:${scope}:${code}`).digest('base64url');
}

/** Timing-safe comparison of two hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A 256-bit random token, base64url (sessions, password resets). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a high-entropy token (no key needed: 256 random bits cannot be guessed). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
