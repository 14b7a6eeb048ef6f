import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * CSP and friends (docs/product.md §12). The SPA has no inline script, so script-src stays 'self', plus
 * 'wasm-unsafe-eval': the SoundFont synthesizer decodes its Ogg Vorbis samples with WebAssembly
 * (compiling WebAssembly only; JavaScript eval stays blocked; docs/decisions/0100-soundfont-playback.md).
 * The headers never vary per request (no nonces), but @fastify/helmet re-parses every option on
 * every request; so helmet answers once, on a throwaway instance, and each request gets the same
 * headers set on the raw response, as helmet itself sets them (docs/decisions/0082).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  let headers: [string, string][] = [];
  app.addHook('onReady', async () => {
    headers = await helmetHeaders(helmetOptions(config));
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** Headers of the probe's answer that are not helmet's. */
const NOT_HELMET = new Set(['content-length', 'content-type', 'date', 'connection', 'keep-alive']);

/** The headers @fastify/helmet sets with these options, read off one injected request. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  try {
    probe.register(helmet, options);
    probe.get('/', async (_request, reply) => reply.code(204).send());
    const response = await probe.inject({ method: 'GET', url: '/' });
    return Object.entries(response.headers)
      .filter(([name]) => !NOT_HELMET.has(name))
      .map(([name, value]) => [name, String(value)]);
  } finally {
    await probe.close();
  }
}

function helmetOptions(config: Config): FastifyHelmetOptions {
  const https = config.appOrigin.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Radix primitives and the piano roll set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // MIDI rendered to audio and downloads are blob: URLs; audio worklets load from blob: too.
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  };
}
