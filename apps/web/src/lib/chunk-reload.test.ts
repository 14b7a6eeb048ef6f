import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, chunkReloadMessage, isChunkLoadError, reloadForChunkError } from './chunk-reload';

const chromeError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/chat-abc.js');

describe('chunk reload', () => {
  it.each([
    ['Failed to fetch dynamically imported module: /assets/a.js', true],
    ['error loading dynamically imported module: /assets/a.js', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /assets/a.css', true],
    ['Cannot read properties of undefined', false],
  ])('%s is a chunk error: %s', (message, expected) => {
    expect(isChunkLoadError(new Error(message))).toBe(expected);
  });

  it('reloads once per message, never in a loop', () => {
    const reload = vi.fn();
    const first = chunkReloadMessage(chromeError());
    expect(first).toBe(chromeError().message);
    reloadForChunkError(first as string, sessionStorage, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(chromeError().message);
    // After the reload the same failure shows the error instead.
    expect(chunkReloadMessage(chromeError())).toBeNull();
    // A different failure (say, after the next deploy) gets its own single reload.
    expect(chunkReloadMessage(new Error('Importing a module script failed.'))).not.toBeNull();
  });

  it("respects the router's own reload marker for the same message", () => {
    sessionStorage.setItem(`tanstack_router_reload:${chromeError().message}`, '1');
    expect(chunkReloadMessage(chromeError())).toBeNull();
  });

  it('ignores ordinary errors', () => {
    expect(chunkReloadMessage(new Error('boom'))).toBeNull();
    expect(chunkReloadMessage('Failed to fetch dynamically imported module')).toBeNull();
  });
});
