/** A fixed-window rule: at most `points` requests per `durationSeconds` for one key. */
export interface RateRule {
  points: number;
  durationSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The limits of the auth and account endpoints, per IP and per account (e-mail, phone, user).
 * Every one is checked before any password hashing or provider call. See docs/decisions/0013.
 */
export const DEFAULT_RATE_RULES = {
  loginPerAccount: { points: 10, durationSeconds: 15 * MINUTE },
  loginPerIp: { points: 50, durationSeconds: 15 * MINUTE },
  registerPerIp: { points: 20, durationSeconds: HOUR },
  /** Verification codes e-mailed to one address (register and resend together). */
  emailCodeSendsPerAddress: { points: 5, durationSeconds: HOUR },
  emailSendsPerIp: { points: 30, durationSeconds: HOUR },
  /** Reset e-mails to one address. */
  resetSendsPerAddress: { points: 5, durationSeconds: HOUR },
  /** Code and token submissions (verify-email, verify-phone, reset-password). */
  verifyPerIp: { points: 50, durationSeconds: 15 * MINUTE },
  verifyEmailPerAddress: { points: 10, durationSeconds: 15 * MINUTE },
  verifyPhonePerUser: { points: 10, durationSeconds: 15 * MINUTE },
  /** SMS codes to one number, and by one account over all numbers (SMS pumping). */
  phoneSendsPerNumber: { points: 5, durationSeconds: HOUR },
  phoneSendsPerUser: { points: 10, durationSeconds: HOUR },
  phoneSendsPerIp: { points: 30, durationSeconds: HOUR },
  /** Current-password checks on account routes (change password, delete account). */
  passwordChecksPerUser: { points: 10, durationSeconds: 15 * MINUTE },
  /** Burst limit of chat messages per user, on top of the daily quota (docs/decisions/0032). */
  chatMessagesPerUser: { points: 10, durationSeconds: MINUTE },
  /** Feedback submissions per user. */
  feedbackPerUser: { points: 20, durationSeconds: HOUR },
} satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof DEFAULT_RATE_RULES;
export type RateRules = Record<RateRuleName, RateRule>;

/** The defaults with every allowance multiplied by `scale` (RATE_LIMIT_SCALE; durations stay). */
export function scaledRateRules(scale: number): RateRules {
  const rules = {} as RateRules;
  for (const [name, rule] of Object.entries(DEFAULT_RATE_RULES) as [RateRuleName, RateRule][]) {
    rules[name] = {
      points: Math.max(1, Math.round(rule.points * scale)),
      durationSeconds: rule.durationSeconds,
    };
  }
  return rules;
}
