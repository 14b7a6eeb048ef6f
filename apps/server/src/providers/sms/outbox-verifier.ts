import { hashCode, newCode, sameHash } from '../codes.ts';
import type { Outbox } from '../outbox.ts';
import type { PhoneCheck, PhoneVerifier } from './phone-verifier.ts';

/** Embedded SMS: Riffmate's own 6-digit code (same rules as e-mail codes), "sent" to the outbox file. */
export class OutboxPhoneVerifier implements PhoneVerifier {
  readonly kind = 'outbox' as const;

  constructor(
    private readonly outbox: Outbox,
    private readonly secret: string,
  ) {}

  async send(phone: string): Promise<{ codeHash: string }> {
    const code = newCode();
    await this.outbox.append({
      channel: 'sms',
      to: phone,
      text: `Your Riffmate verification code is ${code}. It expires in 10 minutes.`,
    });
    return { codeHash: hashCode(this.secret, `phone:${phone}`, code) };
  }

  async check(phone: string, code: string, pending: { codeHash: string | null }): Promise<PhoneCheck> {
    if (!pending.codeHash) return 'wrong';
    return sameHash(hashCode(this.secret, `phone:${phone}`, code), pending.codeHash) ? 'approved' : 'wrong';
  }
}
