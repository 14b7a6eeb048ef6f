import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The Twilio account the server under test is configured with (its `twilio` config minus the URL). */
export const FAKE_TWILIO = {
  accountSid: 'ACtest0000000000000000000000000000',
  authToken: 'twilio-auth-token',
  verifyServiceSid: 'VAtest0000000000000000000000000000',
} as const;

/** Phone numbers that make the fake's "send" answer in a given way. */
export const TWILIO_PHONES = {
  ok: '+447911123456',
  /** → 403, 60410 (fraud guard) */
  fraud: '+447911123457',
  /** → 429, 60203 (max send attempts) */
  sendLimit: '+447911123458',
  /** → 500 */
  down: '+447911123459',
} as const;

/** Codes that make the fake's "check" answer in a given way. */
export const TWILIO_CODES = {
  approved: '111111',
  /** Wrong code: the verification stays pending. */
  pending: '222222',
  /** → 429, 60202 (max check attempts) */
  maxAttempts: '333333',
  /** → 404, 20404 (the verification expired or was approved already) */
  gone: '444444',
} as const;

export interface TwilioRequest {
  method: string;
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}

/** A fake of Twilio Verify v2 on loopback, answering like the real API (JSON bodies, error codes). */
export class FakeTwilio {
  readonly requests: TwilioRequest[] = [];
  readonly #server: Server;

  constructor() {
    const service = FAKE_TWILIO.verifyServiceSid;
    this.#server = createServer(async (req: IncomingMessage, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      const path = req.url ?? '';
      this.requests.push({ method: req.method ?? '', path, auth: req.headers.authorization, form });
      const send = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      const error = (status: number, code: number, message: string) =>
        send(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
      const to = form.get('To');
      const verification = (status: string) => ({
        sid: 'VE123',
        service_sid: service,
        account_sid: FAKE_TWILIO.accountSid,
        to,
        channel: 'sms',
        status,
        valid: status === 'approved',
      });
      if (path === `/verify/v2/Services/${service}/Verifications`) {
        if (to === TWILIO_PHONES.fraud)
          return error(403, 60410, 'Verification delivery attempt blocked: provider secret text');
        if (to === TWILIO_PHONES.sendLimit) return error(429, 60203, 'Max send attempts reached');
        if (to === TWILIO_PHONES.down) return error(500, 20500, 'Internal Server Error');
        return send(201, verification('pending'));
      }
      if (path === `/verify/v2/Services/${service}/VerificationCheck`) {
        const code = form.get('Code');
        if (code === TWILIO_CODES.maxAttempts) return error(429, 60202, 'Max check attempts reached');
        if (code === TWILIO_CODES.gone) return error(404, 20404, 'The requested resource was not found');
        return send(200, verification(code === TWILIO_CODES.approved ? 'approved' : 'pending'));
      }
      error(404, 20404, 'not found');
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** The server's `twilio` config pointing at this fake. */
  config() {
    return { ...FAKE_TWILIO, apiBaseUrl: this.origin };
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
