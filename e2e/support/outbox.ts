import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export type OutboxEntry = {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  createdAt: string;
};

function outboxPath(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return join(dataDir, 'outbox.jsonl');
}

/** Every message the server has written to its embedded outbox so far. */
export function readOutbox(): OutboxEntry[] {
  const path = outboxPath();
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxEntry);
}

/** Waits for the newest message to `to` on `channel` whose text matches `pattern`, and returns the match. */
export async function waitForOutbox(
  channel: OutboxEntry['channel'],
  to: string,
  pattern: RegExp,
  after = 0,
): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null;
  await expect
    .poll(
      () => {
        const entries = readOutbox()
          .slice(after)
          .filter((entry) => entry.channel === channel && entry.to === to);
        found = entries.at(-1)?.text.match(pattern) ?? null;
        return found !== null;
      },
      { message: `a ${channel} to ${to} matching ${pattern}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code in the newest e-mail or SMS to `to`. */
export async function latestCode(channel: OutboxEntry['channel'], to: string, after = 0): Promise<string> {
  const match = await waitForOutbox(channel, to, /\b(\d{6})\b/, after);
  return match[1]!;
}
