/**
 * A lazily loaded page whose chunk is gone (typically: a deploy replaced the hashed assets while
 * the tab was open) is fixed by reloading once. The message of the last error we reloaded for is
 * kept in sessionStorage, so the same failure never reloads twice and never loops.
 */
export const CHUNK_RELOAD_KEY = 'riffmate-chunk-reload';

// TanStack Router's lazy route components already reload once per message under this prefix;
// honouring its marker keeps the total at one reload per message.
const ROUTER_RELOAD_PREFIX = 'tanstack_router_reload:';

const CHUNK_ERROR_PREFIXES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
];

export function isChunkLoadError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  return CHUNK_ERROR_PREFIXES.some((prefix) => error.message.startsWith(prefix));
}

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The message to reload for, when `error` is a chunk failure we have not yet reloaded for;
 * otherwise null. Pure: it only reads storage.
 */
export function chunkReloadMessage(error: unknown, storage: Storage = sessionStorage): string | null {
  if (!isChunkLoadError(error)) return null;
  const { message } = error;
  const alreadyReloaded =
    read(storage, CHUNK_RELOAD_KEY) === message ||
    read(storage, `${ROUTER_RELOAD_PREFIX}${message}`) !== null;
  return alreadyReloaded ? null : message;
}

/** Records the message, then reloads. Without storage a loop cannot be ruled out, so no reload. */
export function reloadForChunkError(
  message: string,
  storage: Storage = sessionStorage,
  reload: () => void = () => window.location.reload(),
): void {
  try {
    storage.setItem(CHUNK_RELOAD_KEY, message);
  } catch {
    return;
  }
  reload();
}
