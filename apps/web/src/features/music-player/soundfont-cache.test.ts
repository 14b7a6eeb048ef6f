import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSoundFontCached, loadSoundFont } from './soundfont';

// A card asks this before preparing the synthesizer ahead of Play
// (docs/decisions/0100-soundfont-playback.md): for a new visitor it must load and create nothing.

function fakeCaches(match: (url: string, options: CacheQueryOptions) => Promise<Response | undefined>) {
  const fake = { match: vi.fn(match), open: vi.fn(), has: vi.fn(), keys: vi.fn(), delete: vi.fn() };
  vi.stubGlobal('caches', fake);
  return fake;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isSoundFontCached', () => {
  it('answers no for a new visitor, looking in the SoundFont bucket only and creating none', async () => {
    const caches = fakeCaches(async () => undefined);
    expect(await isSoundFontCached()).toBe(false);
    expect(caches.match).toHaveBeenCalledTimes(1);
    const [url, options] = caches.match.mock.calls[0]!;
    expect(new URL(url).origin).toBe(window.location.origin);
    expect(options).toEqual({ cacheName: 'riffmate-soundfont' });
    expect(caches.open).not.toHaveBeenCalled();
  });

  it('answers yes when the current SoundFont is kept', async () => {
    fakeCaches(async () => new Response(new Uint8Array(4)));
    expect(await isSoundFontCached()).toBe(true);
  });

  it('answers no where Cache Storage is missing or refuses', async () => {
    vi.stubGlobal('caches', undefined);
    expect(await isSoundFontCached()).toBe(false);
    fakeCaches(async () => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(await isSoundFontCached()).toBe(false);
  });
});

describe('loadSoundFont', () => {
  it('reports progress to Play when the press had already started the download', async () => {
    const kept = {
      match: vi.fn(async () => new Response(new Uint8Array(8))),
      keys: vi.fn(),
      delete: vi.fn(),
    };
    vi.stubGlobal('caches', { open: vi.fn(async () => kept), match: vi.fn() });
    const early = loadSoundFont(() => {}); // pointerdown on Play
    const progress = vi.fn();
    const onPlay = loadSoundFont(progress); // the click
    expect(onPlay).toBe(early);
    expect((await onPlay).byteLength).toBe(8);
    expect(progress).toHaveBeenCalledWith(8, 8);
  });
});
