/** A fixed-window rule: at most `points` requests per `durationSeconds` for one key. */
export interface RateRule {
  points: number;
  durationSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The limits of the auth and account endpoints, per IP and per account (e-mail, phone, user).
 * Every one is checked before any password hashing or provider call. See docs/decisions/0013.
 */
export const DEFAULT_RATE_RULES = {
  /**
   * The hard login limit: attempts at one account from one source — the IP, or the device id for a
   * browser that has signed in to the account before (auth/device.ts). A success clears it.
   */
  loginPerAccountSource: { points: 10, durationSeconds: 15 * MINUTE },
  /**
   * Failed logins to one account from anywhere: the first `points` cost nothing, then each failure
   * makes unknown devices wait twice as long (1 s, 2 s, 4 s … up to LOGIN_BACKOFF_MAX_SECONDS).
   * Known devices never wait, so strangers cannot lock the owner out.
   */
  loginFailuresPerAccount: { points: 5, durationSeconds: HOUR },
  loginPerIp: { points: 50, durationSeconds: 15 * MINUTE },
  /**
   * Registrations from one IP. Tight: a registration with a taken address reveals, once its session
   * is used, that the account exists (docs/decisions/0014), so this bounds how many addresses one
   * address can test — and each test e-mails the address's owner.
   */
  registerPerIp: { points: 5, durationSeconds: HOUR },
  registerPerIpPerDay: { points: 20, durationSeconds: DAY },
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

/** The longest back-off wait of loginFailuresPerAccount. */
export const LOGIN_BACKOFF_MAX_SECONDS = 15 * MINUTE;

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
