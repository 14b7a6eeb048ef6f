import type { Outbox } from '../outbox.ts';
import type { Mail, Mailer } from './mailer.ts';

/** Embedded mail: the text part goes to `$DATA_DIR/outbox.jsonl` and the log. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  constructor(private readonly outbox: Outbox) {}

  async send(mail: Mail): Promise<void> {
    await this.outbox.append({ channel: 'email', to: mail.to, subject: mail.subject, text: mail.text });
  }

  async close(): Promise<void> {}
}
