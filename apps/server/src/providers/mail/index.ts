import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Outbox } from '../outbox.ts';
import type { Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

/** The configured mailer: SMTP when SMTP_URL is set, else the outbox file. */
export function createMailer(config: Config, outbox: Outbox, log: FastifyBaseLogger): Mailer {
  return config.mail.smtpUrl
    ? new SmtpMailer(config.mail.smtpUrl, config.mail.from, log)
    : new OutboxMailer(outbox);
}
