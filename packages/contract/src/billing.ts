import { z } from 'zod';

/** The three tiers (docs/product.md §1, §3). Free is the absence of a paid subscription. */
export const TIERS = ['free', 'plus', 'pro'] as const;
export type Tier = (typeof TIERS)[number];
/** The tiers one can buy. */
export const PAID_TIERS = ['plus', 'pro'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/** Product names of the paid tiers; the tier is read from the name's last word (docs/product.md §3, §6). */
export const PRODUCT_NAMES: Record<PaidTier, string> = { plus: 'Riffmate Plus', pro: 'Riffmate Pro' };

/**
 * The tier a subscription's product name stands for: names ending in "Pro" are Pro, in "Plus" Plus
 * (case-insensitive), anything else (or no name) Free. `tierFromProductName('Riffmate Plus') === 'plus'`
 */
export function tierFromProductName(name: string | null | undefined): Tier {
  const last = name?.trim().split(/\s+/).at(-1)?.toLowerCase();
  return last === 'pro' ? 'pro' : last === 'plus' ? 'plus' : 'free';
}

/** Stable error codes of the billing endpoints (in addition to `ErrorCode`). */
export const BillingErrorCode = {
  /** 409: no payment provider is configured on this server (embedded default: tiers are set by an operator). */
  BillingDisabled: 'BILLING_DISABLED',
  /** 409: checkout for the tier the user already has. */
  AlreadySubscribed: 'ALREADY_SUBSCRIBED',
  /** 409: the portal needs a Stripe customer; the user never checked out. */
  NoBillingAccount: 'NO_BILLING_ACCOUNT',
  /** 400: the webhook's Stripe-Signature header is missing, wrong or too old. */
  WebhookSignatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',
  /** 403: only Pro members may opt out of model training. */
  TrainingOptOutProOnly: 'TRAINING_OPT_OUT_PRO_ONLY',
} as const;
export type BillingErrorCode = (typeof BillingErrorCode)[keyof typeof BillingErrorCode];

export const BILLING_DISABLED_MESSAGE = 'Billing is not enabled on this server.';
export const BILLING_UNAVAILABLE_MESSAGE = 'Billing is temporarily unavailable. Please try again.';

/** A recurring price as Stripe reports it: `amount` in the currency's minor unit (cents). */
export const planPriceSchema = z.object({
  id: z.string(),
  amount: z.number().int().nullable(),
  /** ISO 4217, lowercase as Stripe sends it (`usd`). */
  currency: z.string(),
  /** day, week, month or year. */
  interval: z.string().nullable(),
  intervalCount: z.number().int().nullable(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** One column of `/plans`. */
export const planSchema = z.object({
  tier: z.enum(TIERS),
  /** Display name: "Free", "Plus", "Pro". */
  name: z.string(),
  /** The subscription product name of the tier (null for Free). */
  productName: z.string().nullable(),
  /** Assistant messages per rolling window. */
  quota: z.object({ messages: z.number().int(), windowHours: z.number().int() }),
  features: z.array(z.string()),
  /** Null for Free, when billing is off, or when Stripe could not be reached just now. */
  price: planPriceSchema.nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/** `GET /api/billing/plans` → `items[0]`: the catalogue and whether Subscribe can work here. */
export const plansItemSchema = z.object({
  billingEnabled: z.boolean(),
  plans: z.array(planSchema),
});
export type PlansItem = z.infer<typeof plansItemSchema>;

/** `POST /api/billing/checkout`: the tier to buy (or switch to). */
export const checkoutBody = z.object({
  tier: z.enum(PAID_TIERS, { error: 'Tier must be plus or pro' }),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** `POST /api/billing/checkout` and `/portal` → `items[0]`: where to send the browser (a Stripe page). */
export const redirectItemSchema = z.object({ url: z.string() });
export type RedirectItem = z.infer<typeof redirectItemSchema>;

/** Search param Stripe returns to on `/account/subscription`. */
export const CHECKOUT_RESULT = ['success', 'cancelled'] as const;

/** `GET /api/billing/subscription` → `items[0]`: what `/account/subscription` shows. */
export const subscriptionDetailsSchema = z.object({
  tier: z.enum(TIERS),
  billingEnabled: z.boolean(),
  /** Null when the user never had a subscription. */
  subscription: z
    .object({
      productName: z.string(),
      priceId: z.string(),
      /** Stripe's status: active, trialing, past_due, unpaid, canceled, incomplete … */
      status: z.string(),
      /** The tier is granted (active, trialing, or past_due while Stripe retries the payment). */
      grantsAccess: z.boolean(),
      /** A payment failed (past_due, unpaid, incomplete): ask the user to update the card. */
      paymentProblem: z.boolean(),
      /** Renewal date, or the end date when cancelAtPeriodEnd; ISO, null for operator-set tiers. */
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      /** `stripe` (paid) or `admin` (set by an operator; no billing to manage). */
      source: z.enum(['stripe', 'admin']),
    })
    .nullable(),
  /** "Manage billing" can open the Stripe Customer Portal. */
  canManageBilling: z.boolean(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

/** `GET|PUT /api/account/training` → `items[0]`. */
export const trainingItemSchema = z.object({
  /** True: the user's chats are never used to improve Riffmate. */
  optOut: z.boolean(),
  /** Whether the user may switch it off now (Pro only); anyone may switch it back on. */
  allowed: z.boolean(),
});
export type TrainingItem = z.infer<typeof trainingItemSchema>;

/** `PUT /api/account/training`. */
export const trainingBody = z.object({ optOut: z.boolean({ error: 'optOut must be true or false' }) });
export type TrainingBody = z.infer<typeof trainingBody>;
