import {
  type ItemsEnvelope,
  type MessageEnvelope,
  type User,
  type UserItem,
  userItemSchema,
} from '@riffmate/contract';
import type { AxiosResponse } from 'axios';
import { api, getFirstItem, getMessage } from '@/lib/api';
import { PICTURE_FIELD } from './picture';

type UserResponse = AxiosResponse<ItemsEnvelope<UserItem>>;
type MessageResponse = AxiosResponse<MessageEnvelope>;

function userOf(res: UserResponse): User {
  return userItemSchema.parse(getFirstItem(res)).user;
}

export async function updateName(body: { name: string }): Promise<User> {
  return userOf(await api.patch<ItemsEnvelope<UserItem>, UserResponse>('/api/account', body));
}

/** Uploads a new picture (multipart field `picture`); the answer's user.picture is its URL. */
export async function uploadPicture(file: File): Promise<User> {
  const form = new FormData();
  form.append(PICTURE_FIELD, file);
  return userOf(await api.post<ItemsEnvelope<UserItem>, UserResponse>('/api/account/picture', form));
}

export async function changePassword(body: {
  currentPassword: string;
  newPassword: string;
}): Promise<string> {
  return getMessage(await api.post<MessageEnvelope, MessageResponse>('/api/account/password', body));
}

/** Ends every session of the user except this one. */
export async function revokeOtherSessions(): Promise<string> {
  return getMessage(await api.post<MessageEnvelope, MessageResponse>('/api/account/sessions/revoke-others'));
}

/** Deletes the account for good; the server ends the session too. */
export async function deleteAccount(body: { password: string }): Promise<string> {
  return getMessage(await api.delete<MessageEnvelope, MessageResponse>('/api/account', { data: body }));
}
