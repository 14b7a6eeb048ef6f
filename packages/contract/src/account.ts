import { z } from 'zod';
import { nameSchema, passwordSchema } from './auth.ts';

/** `PATCH /api/account`: the display name. */
export const updateAccountBody = z.object({ name: nameSchema });
/** `POST /api/account/password`: the current password proves it is the user; the new one follows the policy. */
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024),
  newPassword: passwordSchema,
});
/** `DELETE /api/account`: the password confirms the deletion. */
export const deleteAccountBody = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});

export type UpdateAccountBody = z.input<typeof updateAccountBody>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** Multipart field of `POST /api/account/picture`; PNG, JPEG or WebP up to 2 MB. */
export const PICTURE_FIELD = 'picture';
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** The stored picture fits in this square (WebP). */
export const PICTURE_MAX_SIDE = 256;

/** Stable error codes of the auth and account endpoints (in addition to `ErrorCode`). */
export const AccountErrorCode = {
  /** Login: unknown e-mail or wrong password (one message for both). */
  InvalidCredentials: 'INVALID_CREDENTIALS',
  /** Account routes: the current password is wrong. */
  WrongPassword: 'WRONG_PASSWORD',
  PasswordTooCommon: 'PASSWORD_TOO_COMMON',
  /** The strength estimator scores the new password below 3 of 4; the message is its feedback. */
  PasswordTooWeak: 'PASSWORD_TOO_WEAK',
  /** A code is wrong, unknown, used or expired. */
  InvalidCode: 'INVALID_CODE',
  CodeExpired: 'CODE_EXPIRED',
  /** Too many wrong attempts: the code is burned, a new one must be requested. */
  CodeAttemptsExceeded: 'CODE_ATTEMPTS_EXCEEDED',
  InvalidResetToken: 'INVALID_RESET_TOKEN',
  EmailNotVerified: 'EMAIL_NOT_VERIFIED',
  PhoneNotVerified: 'PHONE_NOT_VERIFIED',
  PhoneInUse: 'PHONE_IN_USE',
  PhoneBlocked: 'PHONE_BLOCKED',
  InvalidPhone: 'INVALID_PHONE',
  /** The mail or SMS provider could not be reached or failed. */
  ProviderUnavailable: 'PROVIDER_UNAVAILABLE',
  InvalidImage: 'INVALID_IMAGE',
} as const;
export type AccountErrorCode = (typeof AccountErrorCode)[keyof typeof AccountErrorCode];
