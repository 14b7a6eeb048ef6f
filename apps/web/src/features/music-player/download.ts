const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The default name of a download without its extension: "file-" plus three random lowercase
 * letters (docs/product.md §1). `random` is injectable so tests can pin it.
 * @example downloadBaseName(() => 0) // 'file-aaa'
 */
export function downloadBaseName(random: () => number = Math.random): string {
  let letters = '';
  for (let i = 0; i < 3; i++) letters += LETTERS[Math.min(25, Math.floor(random() * 26))];
  return `file-${letters}`;
}

/**
 * The default name of a downloaded MIDI file.
 * @example downloadFileName(() => 0) // 'file-aaa.mid'
 */
export function downloadFileName(random: () => number = Math.random): string {
  return `${downloadBaseName(random)}.mid`;
}

/** The card's MIDI file (same origin, with the session cookie or through a share token). */
export async function fetchMidi(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  return response.arrayBuffer();
}

/**
 * Saves a blob under `name` through an object URL and a clicked link, so the name is ours and
 * not the server's.
 */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked a little later: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  }
}

/** Fetches the MIDI file and saves it under a fresh `file-xyz.mid` name. */
export async function downloadMidi(url: string): Promise<void> {
  const bytes = await fetchMidi(url);
  saveBlob(new Blob([bytes], { type: 'audio/midi' }), downloadFileName());
}

/**
 * Chromium's drag-out data: dropping it on the desktop or a DAW that accepts file drops saves
 * the MIDI file from `url` under `name` (other browsers ignore the type).
 * @example midiDragData('/api/files/f1', 'file-abc.mid', 'https://riffmate.app/chat') // 'audio/midi:file-abc.mid:https://riffmate.app/api/files/f1'
 */
export function midiDragData(url: string, name: string, base: string): string {
  return `audio/midi:${name}:${new URL(url, base).href}`;
}
