import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { API_PREFIXES, AUTH_PAGE_PATHS, ErrorCode, SIGNED_IN_COOKIE } from '@riffmate/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, signedInHintCookie } from './cookies.ts';
import { sendError } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Unhashed files (favicon, theme-init.js) may change with any deploy: cached, but revalidated
// (ETag/Last-Modified → 304) on each use, as the web app's decision record 0006 asks.
const REVALIDATE = 'no-cache';
const NOT_BUILT = 'The web app is not built. Run npm run build.';
const AUTH_PAGES = new Set<string>(AUTH_PAGE_PATHS);

/** index.html as sent for one content coding (none, brotli or gzip). */
interface IndexVariant {
  body: Buffer;
  etag: string;
  encoding?: 'br' | 'gzip';
}

interface IndexPage {
  identity: IndexVariant;
  br: IndexVariant;
  gzip: IndexVariant;
}

/**
 * Serves the built SPA: its files from WEB_DIST_DIR, and index.html for every other GET/HEAD page
 * path (history routing). Unknown API paths, unknown methods and missing assets answer 404 JSON.
 * The file list is read once at start-up, as a deploy replaces the directory together with the process.
 */
export function registerWebApp(app: FastifyInstance, webDistDir: string): void {
  const indexFile = join(webDistDir, 'index.html');
  const index: IndexPage | null = existsSync(indexFile) ? loadIndex(indexFile) : null;

  if (index) {
    app.register(async (scope) => {
      // Static files carry no cookies (so shared caches may store them) and need no XSRF checks.
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, xsrf: false };
      });
      await scope.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        index: false,
        // The web build writes file.br and file.gz next to each text file (apps/web/vite.config.ts):
        // sent to browsers that accept them, with Vary: accept-encoding (docs/decisions/0041).
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, path) => {
          const file = relative(webDistDir, path);
          reply.header('cache-control', file.startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE);
        },
      });
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (!isPageRequest(request.method, path)) {
      return sendError(reply, 404, ErrorCode.NotFound, `Route ${request.method} ${path} not found.`);
    }
    if (!index) return sendError(reply, 503, ErrorCode.Unavailable, NOT_BUILT);
    return sendIndex(request, reply, index);
  });
}

function isPageRequest(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  // A missing hashed chunk (old tab after a deploy) must fail loudly, not come back as HTML.
  if (path.startsWith('/assets/')) return false;
  if (AUTH_PAGES.has(path)) return true;
  return !API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

function loadIndex(file: string): IndexPage {
  const html = readFileSync(file);
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  // Each coding is its own representation, so each has its own strong ETag.
  return {
    identity: { body: html, etag: `"${hash}"` },
    br: {
      body: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      etag: `"${hash}-br"`,
      encoding: 'br',
    },
    gzip: { body: gzipSync(html, { level: 9 }), etag: `"${hash}-gz"`, encoding: 'gzip' },
  };
}

/** The codings an Accept-Encoding header allows (q > 0), lower-cased. */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name !== '' && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

function sendIndex(request: FastifyRequest, reply: FastifyReply, index: IndexPage) {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const variant = accepted.has('br') ? index.br : accepted.has('gzip') ? index.gzip : index.identity;
  // A session from before the signed-in hint existed gets the hint, so the page asks /auth/me; a
  // stale session answers 401 there, which clears both cookies.
  if (request.cookies[SESSION_COOKIE] && !request.cookies[SIGNED_IN_COOKIE]) {
    reply.setCookie(SIGNED_IN_COOKIE, '1', signedInHintCookie(reply.server.config));
  }
  // no-cache: the browser revalidates every navigation, so a deploy is picked up at once.
  reply.header('cache-control', 'no-cache').header('etag', variant.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
  if (variant.encoding) reply.header('content-encoding', variant.encoding);
  return reply.code(200).type('text/html; charset=utf-8').send(variant.body);
}
