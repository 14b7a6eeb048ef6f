/** An e-mail with a plain-text and an HTML part. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail: SMTP (nodemailer) when SMTP_URL is set, else the outbox file. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** Raised when the mail transport fails; the route answers with a generic message, never the provider's. */
export class MailDeliveryError extends Error {
  constructor(options: { cause: unknown }) {
    super('The e-mail could not be sent', options);
    this.name = 'MailDeliveryError';
  }
}
