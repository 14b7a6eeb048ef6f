import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads `$DATA_DIR/outbox.jsonl`, where the server's embedded mail and SMS providers write what they
 * "send" (apps/server/src/providers/outbox.ts): how tests and the bench read verification codes and
 * reset links, as a user reads their inbox.
 */
export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  createdAt: string;
}

export const OUTBOX_FILE = 'outbox.jsonl';

/** A 6-digit verification code in a message. */
const CODE_PATTERN = /\b(\d{6})\b/;

/** Every message written so far (none before the first send). */
export function readOutbox(dataDir: string): OutboxEntry[] {
  let text: string;
  try {
    text = readFileSync(join(dataDir, OUTBOX_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxEntry);
}

/** The messages to `to` (on `channel`, when given), oldest first. */
export function outboxFor(dataDir: string, to: string, channel?: OutboxEntry['channel']): OutboxEntry[] {
  return readOutbox(dataDir).filter((entry) => entry.to === to && (!channel || entry.channel === channel));
}

/** The code in the latest message to `to`, now (throws when there is none). */
export function latestCode(dataDir: string, to: string, channel: OutboxEntry['channel'] = 'email'): string {
  const code = outboxFor(dataDir, to, channel).at(-1)?.text.match(CODE_PATTERN)?.[1];
  if (!code) throw new Error(`no code sent to ${to} (${channel})`);
  return code;
}

export interface WaitOptions {
  /** Only messages after the first `after` lines of the outbox count. */
  after?: number;
  timeoutMs?: number;
}

/**
 * Waits for a message to `to` on `channel` (after the first `after` lines) whose text matches
 * `pattern`, and returns the match in the newest such message. For messages the server sends after it has answered.
 */
export async function waitForOutbox(
  dataDir: string,
  channel: OutboxEntry['channel'],
  to: string,
  pattern: RegExp,
  { after = 0, timeoutMs = 10_000 }: WaitOptions = {},
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = readOutbox(dataDir)
      .slice(after)
      .filter((entry) => entry.channel === channel && entry.to === to)
      .map((entry) => entry.text.match(pattern))
      .findLast((found) => found !== null);
    if (match) return match;
    if (Date.now() > deadline)
      throw new Error(`no ${channel} to ${to} matching ${pattern} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits for the code in the newest message to `to` (after the first `after` lines). */
export async function waitForCode(
  dataDir: string,
  channel: OutboxEntry['channel'],
  to: string,
  options: WaitOptions = {},
): Promise<string> {
  return (await waitForOutbox(dataDir, channel, to, CODE_PATTERN, options))[1]!;
}
