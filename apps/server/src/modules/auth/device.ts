import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, httpOnlyCookie, LONG_LIVED_COOKIE_SECONDS } from '../../http/cookies.ts';

/**
 * "Known devices" for the login limits (docs/decisions/0013): a browser that has signed in to an
 * account (or registered it) carries proof of that in a long-lived HttpOnly cookie, so the owner's
 * correct password from that browser is never refused because strangers guessed at the account.
 *
 * The cookie is `<device id>.<proof>.<proof>…`: a random id, and per account an HMAC of (id, e-mail)
 * under the session secret, so it cannot be forged or moved to another device id, and it names no
 * account. At most MAX_ACCOUNTS proofs, newest last.
 */
const MAX_ACCOUNTS = 5;
const ID_PATTERN = /^[\w-]{22}$/;

interface Device {
  id: string;
  proofs: string[];
}

function proof(secret: string, deviceId: string, email: string): string {
  return createHmac('sha256', secret).update(`device:${deviceId}:${email}`).digest('base64url').slice(0, 22);
}

function readDevice(request: FastifyRequest): Device | null {
  const [id = '', ...proofs] = (request.cookies[DEVICE_COOKIE] ?? '').split('.');
  if (!ID_PATTERN.test(id)) return null;
  return { id, proofs: proofs.filter((entry) => ID_PATTERN.test(entry)).slice(-MAX_ACCOUNTS) };
}

/** The device id when this browser has signed in to `email` before, else null. */
export function knownDeviceFor(request: FastifyRequest, email: string): string | null {
  const device = readDevice(request);
  if (!device) return null;
  return device.proofs.includes(proof(request.server.config.sessionSecret, device.id, email))
    ? device.id
    : null;
}

/**
 * Records that this browser signed in to `email`. `null` adds a random entry instead, which looks the
 * same but proves nothing (registration with a taken address must answer like a real one).
 */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, email: string | null): void {
  const device = readDevice(request) ?? { id: randomBytes(16).toString('base64url'), proofs: [] };
  const entry = email
    ? proof(request.server.config.sessionSecret, device.id, email)
    : randomBytes(16).toString('base64url');
  const proofs = [...device.proofs.filter((existing) => existing !== entry), entry].slice(-MAX_ACCOUNTS);
  reply.setCookie(DEVICE_COOKIE, [device.id, ...proofs].join('.'), {
    ...httpOnlyCookie(reply.server.config),
    maxAge: LONG_LIVED_COOKIE_SECONDS,
  });
}
