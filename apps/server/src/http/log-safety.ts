import type { FastifyRequest } from 'fastify';

/**
 * What the request log may keep of a request. Query strings are dropped (they carried reset tokens and
 * e-mail addresses), and path segments that are bearer secrets (share tokens) are masked, so anyone who
 * reads the logs cannot open a shared chat or reset a password with what they find there.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggablePath(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Paths whose second segment is a share token: the SPA page and its API. */
const TOKEN_PATH = /^\/(share|api\/shared)\/[^/?#]+/;

export function loggablePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  return path.replace(TOKEN_PATH, '/$1/[token]');
}

/**
 * pino `redact` paths: credentials in headers, and password and token fields wherever an object with
 * them is logged (a body), one or two levels deep. (`code` stays: it names error codes in the log;
 * no object carrying a verification code is logged.)
 */
export const REDACTED_LOG_PATHS = [
  'headers.cookie',
  'headers.authorization',
  'headers["x-xsrf-token"]',
  'headers["set-cookie"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  ...['password', 'currentPassword', 'newPassword', 'token'].flatMap((field) => [
    field,
    `*.${field}`,
    `*.*.${field}`,
  ]),
];
