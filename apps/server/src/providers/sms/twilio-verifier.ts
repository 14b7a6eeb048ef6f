import type { FastifyBaseLogger } from 'fastify';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';

type RequestOptions<TData> = RequestClient.RequestOptions<TData>;

import type { TwilioConfig } from '../../config.ts';
import { type PhoneCheck, PhoneVerificationError, type PhoneVerifier } from './phone-verifier.ts';

const TIMEOUT_MS = 10_000;

// Twilio error codes (https://www.twilio.com/docs/api/errors) that mean something to the user.
const INVALID_PARAMETER = 60200;
const MAX_CHECK_ATTEMPTS = 60202;
const MAX_SEND_ATTEMPTS = 60203;
const LANDLINE_NOT_SUPPORTED = 60205;
const FRAUD_BLOCKED = 60410;
const NOT_FOUND = 20404;

/**
 * Twilio's own RequestClient with the scheme, host and port of every request replaced by `baseUrl`,
 * so the real client code (auth, form encoding, error parsing) can talk to a fake on loopback.
 * Used only when TWILIO_API_BASE_URL is set (tests); production talks to *.twilio.com.
 */
export class RedirectingRequestClient extends twilio.RequestClient {
  readonly #base: URL;
  constructor(baseUrl: string, options: ConstructorParameters<typeof twilio.RequestClient>[0] = {}) {
    super(options);
    this.#base = new URL(baseUrl);
  }
  override request<TData>(opts: RequestOptions<TData>) {
    const target = new URL(opts.uri);
    // Keep the product in the path, so one fake can serve verify.twilio.com and others.
    const uri = new URL(`/${target.hostname.split('.')[0]}${target.pathname}${target.search}`, this.#base);
    return super.request<TData>({ ...opts, uri: uri.href });
  }
}

/** Phone verification through Twilio Verify v2 (`verifications` and `verificationChecks`). */
export class TwilioPhoneVerifier implements PhoneVerifier {
  readonly kind = 'twilio' as const;
  readonly #service;

  constructor(
    config: TwilioConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    const client = twilio(config.accountSid, config.authToken, {
      timeout: TIMEOUT_MS,
      autoRetry: false,
      ...(config.apiBaseUrl
        ? { httpClient: new RedirectingRequestClient(config.apiBaseUrl, { timeout: TIMEOUT_MS }) }
        : {}),
    });
    this.#service = client.verify.v2.services(config.verifyServiceSid);
  }

  async send(phone: string): Promise<{ codeHash: null }> {
    try {
      await this.#service.verifications.create({ to: phone, channel: 'sms' });
      return { codeHash: null };
    } catch (error) {
      throw this.#failure(error, 'send');
    }
  }

  async check(phone: string, code: string): Promise<PhoneCheck> {
    try {
      const result = await this.#service.verificationChecks.create({ to: phone, code });
      switch (result.status) {
        case 'approved':
          return 'approved';
        case 'pending':
          return 'wrong';
        case 'max_attempts_reached':
          return 'too_many_attempts';
        default:
          // canceled, expired, deleted, failed
          return 'expired';
      }
    } catch (error) {
      const { status, code: twilioCode } = restError(error);
      // Verify answers 404 once the verification is gone: expired, approved already or cancelled.
      if (status === 404 || twilioCode === NOT_FOUND) return 'expired';
      if (twilioCode === MAX_CHECK_ATTEMPTS || status === 429) return 'too_many_attempts';
      throw this.#failure(error, 'check');
    }
  }

  #failure(error: unknown, action: 'send' | 'check'): PhoneVerificationError {
    const { status, code } = restError(error);
    let reason: PhoneVerificationError['reason'] = 'unavailable';
    if (code === FRAUD_BLOCKED) reason = 'blocked';
    else if (code === MAX_SEND_ATTEMPTS || (action === 'send' && status === 429)) reason = 'too_many_sends';
    else if (code === INVALID_PARAMETER || code === LANDLINE_NOT_SUPPORTED) reason = 'invalid_phone';
    const log = reason === 'unavailable' ? this.log.error.bind(this.log) : this.log.warn.bind(this.log);
    log({ err: error, twilioStatus: status, twilioCode: code, action }, `twilio verify ${action} failed`);
    return new PhoneVerificationError(reason, { cause: error });
  }
}

/** Status and Twilio error code of a RestException or (RFC 9457) TwilioServiceException; network errors have neither. */
function restError(error: unknown): { status: number | undefined; code: number | undefined } {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  return {
    status: typeof status === 'number' ? status : undefined,
    code: typeof code === 'number' ? code : undefined,
  };
}
