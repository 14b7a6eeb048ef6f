import { z } from 'zod';
import { phoneSchema } from './phone.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Codes sent by e-mail and SMS: six digits. */
export const CODE_PATTERN = /^\d{6}$/;

/** Counts characters (code points), not UTF-16 units or bytes. */
const characterCount = (value: string) => [...value].length;

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .refine((value) => characterCount(value) >= PASSWORD_MIN_LENGTH, {
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  })
  .refine((value) => characterCount(value) <= PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  });

export const emailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .max(EMAIL_MAX_LENGTH, 'E-mail address is too long')
  .pipe(z.email({ error: 'Enter a valid e-mail address' }))
  .transform((value) => value.toLowerCase());

export const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters long`);

export const codeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(CODE_PATTERN, 'Enter the 6-digit code');

export const registerBody = z.object({ name: nameSchema, email: emailSchema, password: passwordSchema });
export const loginBody = z.object({
  email: emailSchema,
  // Login never reveals the password rules: any non-empty string up to the maximum is checked.
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export const emailOnlyBody = z.object({ email: emailSchema });
export const verifyEmailBody = z.object({ email: emailSchema, code: codeSchema });
export const resetPasswordBody = z.object({
  token: z.string().min(1, 'Reset token is required').max(200),
  password: passwordSchema,
});
export const phoneOnlyBody = z.object({ phone: phoneSchema });
export const verifyPhoneBody = z.object({ phone: phoneSchema, code: codeSchema });

export type RegisterBody = z.input<typeof registerBody>;
export type LoginBody = z.input<typeof loginBody>;

/** The subscription as the client sees it (docs/product.md §3); null when the user has none. */
export const subscriptionSchema = z.object({
  status: z.string(),
  currentPeriodEnd: z.string().nullable(),
  price: z.object({ id: z.string(), product: z.object({ name: z.string() }) }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The signed-in user on the wire (docs/product.md §3). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  subscription: subscriptionSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** `items` entries of the auth answers that carry a user: `{data:{items:[{user}]}}`. */
export const userItemSchema = z.object({ user: userSchema });
export type UserItem = z.infer<typeof userItemSchema>;
