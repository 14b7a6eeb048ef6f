/** When the chat is already shared, copying waits this long before reusing the link (docs/product.md §4, §9). */
export const COPY_REUSE_DELAY_MS = 500;

export const SHARE_COPY_FAILED = 'Could not copy share link to clipboard';

/** Thrown when no link can be copied: the share answer had no sharePath, or the clipboard refused. */
export class ShareLinkError extends Error {
  constructor() {
    super(SHARE_COPY_FAILED);
    this.name = 'ShareLinkError';
  }
}

/** The full address of a share path on this site. */
export function shareUrl(origin: string, sharePath: string): string {
  return new URL(sharePath, origin).toString();
}

export function messageCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'message' : 'messages'}`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Copies the chat's share link (docs/product.md §4): an existing path is reused after COPY_REUSE_DELAY_MS;
 * otherwise the chat is shared first and the path it answers is used (and reported through
 * `onShared`). Rejects with ShareLinkError when there is no path or the clipboard fails; an API
 * error is passed on as is.
 */
export async function copyShareLink({
  sharePath,
  share,
  onShared,
  origin,
  writeText,
}: {
  sharePath: string | undefined;
  share: () => Promise<{ sharePath?: string | undefined } | null>;
  onShared: (sharePath: string) => void;
  origin: string;
  writeText: (text: string) => Promise<void>;
}): Promise<string> {
  let path = sharePath;
  if (path) {
    await sleep(COPY_REUSE_DELAY_MS);
  } else {
    path = (await share())?.sharePath;
    if (!path) throw new ShareLinkError();
    onShared(path);
  }
  const url = shareUrl(origin, path);
  try {
    await writeText(url);
  } catch {
    throw new ShareLinkError();
  }
  return url;
}
