import { z } from 'zod';

/** Stable error codes of the chat features (in addition to `ErrorCode`). */
export const ChatErrorCode = {
  /** 429: the tier's messages for the rolling window are used up (see `x-quota-reset-at`). */
  QuotaExceeded: 'QUOTA_EXCEEDED',
  /** 409: a regenerate named a reply that is no longer the chat's last one (changed in another tab). */
  ChatChanged: 'CHAT_CHANGED',
} as const;
export type ChatErrorCode = (typeof ChatErrorCode)[keyof typeof ChatErrorCode];

/** Chat ids are made by the client (AI SDK `useChat`): opaque, URL-safe, at most 64 characters. */
export const CHAT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const chatIdSchema = z
  .string()
  .regex(CHAT_ID_PATTERN, 'Chat id must be 1 to 64 letters, digits, "_" or "-"');

/** Longest user message the assistant accepts, in characters. */
export const CHAT_MESSAGE_MAX = 4000;
/** Automatic chat titles: the first request, whitespace collapsed, cut at about this many characters. */
export const CHAT_TITLE_MAX = 60;

/** A UI message as `useChat` sends it; extra fields are accepted and ignored (spec §3). */
export const incomingChatMessageSchema = z.looseObject({
  id: z.string().max(256).optional(),
  role: z.enum(['user', 'assistant', 'system']),
  parts: z.array(z.looseObject({ type: z.string() })).max(500),
  /** Spec §3: a null name is left out; accepted and ignored. */
  name: z.string().nullish(),
  function_call: z.unknown().optional(),
});
export type IncomingChatMessage = z.infer<typeof incomingChatMessageSchema>;

/** What `useChat` asks for: a reply to a new user message, or a new reply replacing the last one. */
export const chatTriggerSchema = z.enum(['submit-message', 'regenerate-message']);
export type ChatTrigger = z.infer<typeof chatTriggerSchema>;

/**
 * `POST /api/chat`, as AI SDK 6's `DefaultChatTransport` sends it (`{ id, messages, trigger, … }`).
 * Only the last message (a user message) is read: the history comes from the server's store, so a
 * client may send just `[lastMessage]` (`prepareSendMessagesRequest`) to keep requests small.
 * On `regenerate-message` no message is read at all: the chat's stored last reply is replaced, and
 * `messageId` (optional) names the reply the client means to replace.
 */
export const chatRequestBody = z.looseObject({
  id: chatIdSchema,
  messages: z.array(incomingChatMessageSchema).min(1, 'messages must hold the new user message').max(2000),
  trigger: chatTriggerSchema.default('submit-message'),
  messageId: z.string().max(256).optional(),
});
export type ChatRequestBody = z.infer<typeof chatRequestBody>;

/**
 * The UI data part that carries a piece of music in the stream and in stored `parts`:
 * `{ type: 'data-music', id: fileId, data: MusicAttachment }` (see docs/decisions/0030).
 */
export const MUSIC_DATA_PART = 'data-music';

/** The `compose` tool's output as the client sees it in a `tool-compose` part (notes travel in `data-music`). */
export const composeToolOutputSchema = z.object({
  ok: z.boolean(),
  error: z.string().optional(),
  fileId: z.string().optional(),
  url: z.string().optional(),
  title: z.string().optional(),
  summary: z.string().optional(),
});
export type ComposeToolOutputView = z.infer<typeof composeToolOutputSchema>;

/** Where the app serves a user's MIDI file, and a shared chat's. */
export const filePath = (fileId: string) => `/api/files/${fileId}`;
export const sharedFilePath = (token: string, fileId: string) => `/api/shared/${token}/files/${fileId}`;
/** The SPA page of a shared chat (the `sharePath` of a chat). */
export const sharePath = (token: string) => `/share/${token}`;
