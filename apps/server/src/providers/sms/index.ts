import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Outbox } from '../outbox.ts';
import { OutboxPhoneVerifier } from './outbox-verifier.ts';
import type { PhoneVerifier } from './phone-verifier.ts';
import { TwilioPhoneVerifier } from './twilio-verifier.ts';

/** The configured phone verifier: Twilio Verify when configured, else codes of our own in the outbox. */
export function createPhoneVerifier(config: Config, outbox: Outbox, log: FastifyBaseLogger): PhoneVerifier {
  return config.twilio
    ? new TwilioPhoneVerifier(config.twilio, log)
    : new OutboxPhoneVerifier(outbox, config.sessionSecret);
}
