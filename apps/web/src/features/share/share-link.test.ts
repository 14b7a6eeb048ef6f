import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COPY_REUSE_DELAY_MS,
  copyShareLink,
  messageCountLabel,
  ShareLinkError,
  shareUrl,
} from './share-link';

const ORIGIN = 'https://riffmate.test';

describe('copyShareLink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reuses an existing share path after 500 ms, without asking the server', async () => {
    const share = vi.fn();
    const writeText = vi.fn().mockResolvedValue(undefined);
    const copying = copyShareLink({
      sharePath: '/share/tok',
      share,
      onShared: vi.fn(),
      origin: ORIGIN,
      writeText,
    });
    expect(COPY_REUSE_DELAY_MS).toBe(500);
    await vi.advanceTimersByTimeAsync(499);
    expect(writeText).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(copying).resolves.toBe('https://riffmate.test/share/tok');
    expect(writeText).toHaveBeenCalledWith('https://riffmate.test/share/tok');
    expect(share).not.toHaveBeenCalled();
  });

  it('shares first when there is no path, at once, and reports the new path', async () => {
    const share = vi.fn().mockResolvedValue({ id: 'c', sharePath: '/share/new' });
    const onShared = vi.fn();
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(
      copyShareLink({ sharePath: undefined, share, onShared, origin: ORIGIN, writeText }),
    ).resolves.toBe('https://riffmate.test/share/new');
    expect(onShared).toHaveBeenCalledWith('/share/new');
    expect(writeText).toHaveBeenCalledWith('https://riffmate.test/share/new');
  });

  it('fails with ShareLinkError when the answer has no sharePath', async () => {
    const writeText = vi.fn();
    const copying = copyShareLink({
      sharePath: undefined,
      share: vi.fn().mockResolvedValue({ id: 'c' }),
      onShared: vi.fn(),
      origin: ORIGIN,
      writeText,
    });
    await expect(copying).rejects.toThrow(ShareLinkError);
    await expect(copying).rejects.toThrow('Could not copy share link to clipboard');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('fails with ShareLinkError when the clipboard refuses', async () => {
    const copying = copyShareLink({
      sharePath: undefined,
      share: vi.fn().mockResolvedValue({ sharePath: '/share/x' }),
      onShared: vi.fn(),
      origin: ORIGIN,
      writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')),
    });
    await expect(copying).rejects.toBeInstanceOf(ShareLinkError);
  });

  it('passes API errors on as they are', async () => {
    const apiError = new Error('network');
    const copying = copyShareLink({
      sharePath: undefined,
      share: vi.fn().mockRejectedValue(apiError),
      onShared: vi.fn(),
      origin: ORIGIN,
      writeText: vi.fn(),
    });
    await expect(copying).rejects.toBe(apiError);
  });
});

describe('share texts', () => {
  it('counts messages', () => {
    expect(messageCountLabel(0)).toBe('0 messages');
    expect(messageCountLabel(1)).toBe('1 message');
    expect(messageCountLabel(12)).toBe('12 messages');
  });

  it('builds the URL on this origin', () => {
    expect(shareUrl(ORIGIN, '/share/abc')).toBe('https://riffmate.test/share/abc');
  });
});
