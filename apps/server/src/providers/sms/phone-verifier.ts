/** Outcome of checking a code the user typed. */
export type PhoneCheck = 'approved' | 'wrong' | 'expired' | 'too_many_attempts';

export type PhoneVerificationFailure =
  /** The provider refuses the number (not a mobile, unsupported country …). */
  | 'invalid_phone'
  /** The provider's fraud guard blocked delivery (Twilio 60410). */
  | 'blocked'
  /** The provider's own send limit for this number (Twilio 60203). */
  | 'too_many_sends'
  /** Network, credentials, anything else: the user can only try again later. */
  | 'unavailable';

/** A provider failure; the route maps `reason` to a status and a message of ours, never the provider's text. */
export class PhoneVerificationError extends Error {
  constructor(
    readonly reason: PhoneVerificationFailure,
    options?: { cause?: unknown },
  ) {
    super(`Phone verification failed: ${reason}`, options);
    this.name = 'PhoneVerificationError';
  }
}

/**
 * Sends and checks SMS codes (docs/product.md §10): Twilio Verify when configured, else Riffmate makes its own
 * codes and writes the SMS to the outbox. The caller keeps the pending verification (attempts, expiry,
 * single use) in `phone_verifications`; `codeHash` is what to store there (null when the provider keeps the code).
 */
export interface PhoneVerifier {
  readonly kind: 'twilio' | 'outbox';
  send(phone: string): Promise<{ codeHash: string | null }>;
  check(phone: string, code: string, pending: { codeHash: string | null }): Promise<PhoneCheck>;
}
