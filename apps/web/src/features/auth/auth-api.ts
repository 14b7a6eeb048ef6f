import {
  type ItemsEnvelope,
  type LoginBody,
  type MessageEnvelope,
  type RegisterBody,
  type User,
  type UserItem,
  userItemSchema,
} from '@riffmate/contract';
import type { AxiosResponse } from 'axios';
import { api, getFirstItem, getMessage } from '@/lib/api';

/** The user of a `{data:{items:[{user}]}}` answer; a malformed answer is an error, not a null user. */
function userOf(res: AxiosResponse<ItemsEnvelope<UserItem>>): User {
  return userItemSchema.parse(getFirstItem(res)).user;
}

type UserResponse = AxiosResponse<ItemsEnvelope<UserItem>>;
type MessageResponse = AxiosResponse<MessageEnvelope>;

/** Signs in (docs/product.md §7: answers the user). */
export async function login(body: LoginBody): Promise<User> {
  return userOf(await api.post<ItemsEnvelope<UserItem>, UserResponse>('/auth/login', body));
}

/** Creates the account, signs in and e-mails a verification code (answers the user). */
export async function register(body: RegisterBody): Promise<User> {
  return userOf(await api.post<ItemsEnvelope<UserItem>, UserResponse>('/auth/register', body));
}

export async function logout(): Promise<string> {
  return getMessage(await api.post<MessageEnvelope, MessageResponse>('/auth/logout'));
}

export async function verifyEmail(body: { email: string; code: string }): Promise<string> {
  return getMessage(await api.post<MessageEnvelope, MessageResponse>('/auth/verify-email', body));
}

/** Sends a new e-mail code. */
export async function requestEmailVerification(body: { email: string }): Promise<string> {
  return getMessage(
    await api.post<MessageEnvelope, MessageResponse>('/auth/request-email-verification', body),
  );
}

export async function requestPasswordReset(body: { email: string }): Promise<string> {
  return getMessage(await api.post<MessageEnvelope, MessageResponse>('/auth/request-password-reset', body));
}

export async function resetPassword(body: { token: string; password: string }): Promise<string> {
  return getMessage(await api.post<MessageEnvelope, MessageResponse>('/auth/reset-password', body));
}

/** Texts a code to an E.164 number. */
export async function requestPhoneVerification(body: { phone: string }): Promise<string> {
  return getMessage(
    await api.post<MessageEnvelope, MessageResponse>('/auth/request-phone-verification-twilio', body),
  );
}

/** Checks the texted code (answers the user, now phone-verified). */
export async function verifyPhone(body: { phone: string; code: string }): Promise<User> {
  return userOf(await api.post<ItemsEnvelope<UserItem>, UserResponse>('/auth/verify-phone-twilio', body));
}
