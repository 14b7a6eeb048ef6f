import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Mail, MailDeliveryError, type Mailer } from './mailer.ts';

const TIMEOUT_MS = 10_000;

/** Real mail through SMTP_URL (smtp:// or smtps://, credentials in the URL), text and HTML parts. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  readonly #transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    // Options in the URL's query (e.g. ?requireTLS=true) override these defaults.
    this.#transport = nodemailer.createTransport({
      url,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  }

  async send(mail: Mail): Promise<void> {
    try {
      const info = await this.#transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      // Not the subject: a verification mail's subject holds its code.
      this.log.info({ messageId: info.messageId }, 'mail sent');
    } catch (error) {
      this.log.error({ err: error }, 'mail delivery failed');
      throw new MailDeliveryError({ cause: error });
    }
  }

  async close(): Promise<void> {
    this.#transport.close();
  }
}
