import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  latestCode,
  OUTBOX_FILE,
  type OutboxEntry,
  readOutbox,
  waitForCode,
  waitForOutbox,
} from './outbox.ts';

let dataDir: string;
const write = (...entries: Omit<OutboxEntry, 'createdAt'>[]) =>
  writeFileSync(
    join(dataDir, OUTBOX_FILE),
    entries.map((entry) => `${JSON.stringify({ ...entry, createdAt: new Date().toISOString() })}\n`).join(''),
  );

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'riffmate-outbox-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the outbox reader', () => {
  it('reads nothing before the first message', () => {
    expect(readOutbox(dataDir)).toEqual([]);
    expect(() => latestCode(dataDir, 'a@b.co')).toThrow(/no code sent to a@b.co/);
  });

  it('finds the newest code per address and channel', async () => {
    write(
      { channel: 'email', to: 'a@b.co', text: 'Your code: 111111' },
      { channel: 'sms', to: '+447911123456', text: 'Code 222222' },
      { channel: 'email', to: 'a@b.co', text: 'Your code: 333333' },
      { channel: 'email', to: 'a@b.co', text: 'Welcome aboard' },
    );
    expect(latestCode(dataDir, '+447911123456', 'sms')).toBe('222222');
    expect(await waitForCode(dataDir, 'email', 'a@b.co')).toBe('333333');
    await expect(waitForCode(dataDir, 'email', 'a@b.co', { after: 3, timeoutMs: 50 })).rejects.toThrow(
      /no email to a@b.co/,
    );
  });

  it('waits for a message sent later', async () => {
    setTimeout(
      () => write({ channel: 'email', to: 'a@b.co', text: 'Reset: https://x.test/r?token=abc' }),
      50,
    );
    const [link] = await waitForOutbox(dataDir, 'email', 'a@b.co', /https:\S+/, { timeoutMs: 2_000 });
    expect(link).toBe('https://x.test/r?token=abc');
  });
});
