import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Private files (MIDI downloads, profile pictures) may be kept by the browser but must be revalidated
 * on every use: with `max-age … immutable` they outlived logout and account deletion in a shared
 * browser. A file id's bytes never change, so the id is a strong ETag and a revalidation of a file the
 * caller still owns is a cheap 304. Logout also sends `Clear-Site-Data: "cache"`.
 */
export const PRIVATE_REVALIDATE = 'private, no-cache';
/** Sent when a session ends (logout, account deletion): the browser drops what it cached for us. */
export const CLEAR_CACHE = '"cache"';

/** Sets Cache-Control and ETag for the file `id`; true when the caller's copy is current (answer 304). */
export function revalidatePrivateFile(request: FastifyRequest, reply: FastifyReply, id: string): boolean {
  const etag = `"${id}"`;
  reply.header('cache-control', PRIVATE_REVALIDATE).header('etag', etag);
  const presented = request.headers['if-none-match'];
  if (!presented) return false;
  return presented
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
