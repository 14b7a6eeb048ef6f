import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** One line of `$DATA_DIR/outbox.jsonl`: an e-mail or SMS that the embedded providers "sent". */
export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  createdAt: string;
}

export const OUTBOX_FILE = 'outbox.jsonl';

/**
 * The embedded mail and SMS transport (docs/product.md §10): each message is appended as one JSON line and
 * its arrival logged. One `appendFile` call per line (O_APPEND, a single write), so concurrent sends never interleave.
 */
export class Outbox {
  readonly file: string;
  #ready: Promise<unknown> | undefined;

  constructor(
    dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.file = join(dataDir, OUTBOX_FILE);
  }

  async append(entry: Omit<OutboxEntry, 'createdAt'>): Promise<void> {
    this.#ready ??= mkdir(dirname(this.file), { recursive: true, mode: 0o700 });
    await this.#ready;
    const line: OutboxEntry = { ...entry, createdAt: new Date().toISOString() };
    await appendFile(this.file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
    // Only that it was written: text and subject hold codes and reset links, which stay in the file.
    this.log.info(
      { outbox: { channel: line.channel, to: line.to } },
      `outbox: ${entry.channel} to ${entry.to}`,
    );
  }
}
