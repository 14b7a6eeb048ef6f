const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The default name of a downloaded MIDI file: "file-" plus three random lowercase letters (spec §1).
 * `random` is injectable so tests can pin it.
 * @example downloadFileName(() => 0) // 'file-aaa.mid'
 */
export function downloadFileName(random: () => number = Math.random): string {
  let letters = '';
  for (let i = 0; i < 3; i++) letters += LETTERS[Math.min(25, Math.floor(random() * 26))];
  return `file-${letters}.mid`;
}

/**
 * Fetches the MIDI file (same origin, with the session cookie) and saves it under a fresh name.
 * A fetch + object URL rather than a plain link, so the name is ours and not the server's.
 */
export async function downloadMidi(url: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'audio/midi' }));
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = downloadFileName();
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}
