import { z } from 'zod';

/** Stable error codes of the chat features (in addition to `ErrorCode`). */
export const ChatErrorCode = {
  /** 429: the tier's messages for the rolling window are used up (see `x-quota-reset-at`). */
  QuotaExceeded: 'QUOTA_EXCEEDED',
  /** 409: a regenerate named a reply that is no longer the chat's last one (changed in another tab). */
  ChatChanged: 'CHAT_CHANGED',
  /** 429: the external model provider refused the request as too many (see `Retry-After`). */
  ModelRateLimited: 'MODEL_RATE_LIMITED',
  /** 503: the external model provider failed, stalled or dropped the connection before replying. */
  ModelUnavailable: 'MODEL_UNAVAILABLE',
  /** 413: an attached MIDI file is larger than `MIDI_UPLOAD_MAX_BYTES`. */
  MidiTooLarge: 'MIDI_TOO_LARGE',
  /** 400: an attachment that is not a `.mid` file. */
  MidiUnsupported: 'MIDI_UNSUPPORTED',
  /** 400: a `.mid` file the engine cannot read (malformed, truncated, hostile). */
  MidiUnreadable: 'MIDI_UNREADABLE',
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

/** Largest MIDI file a message may carry: 1 MiB (decoded bytes). */
export const MIDI_UPLOAD_MAX_BYTES = 1024 * 1024;
/** Longest `data:` URL for `MIDI_UPLOAD_MAX_BYTES` of base64 (about 1.4 MB), plus room for the prefix. */
export const MIDI_UPLOAD_MAX_DATA_URL_LENGTH = Math.ceil(MIDI_UPLOAD_MAX_BYTES / 3) * 4 + 128;
/** What the file picker accepts. */
export const MIDI_UPLOAD_ACCEPT = '.mid,.midi,audio/midi,audio/x-midi';
/** Media types of MIDI attachments (browsers disagree on `.mid`). */
export const MIDI_MEDIA_TYPES = ['audio/midi', 'audio/x-midi', 'audio/mid', 'audio/sp-midi'] as const;
/** The text of a message that carries only a file. */
export const MIDI_UPLOAD_DEFAULT_TEXT = 'Analyse this MIDI file';
export const MIDI_TOO_LARGE_MESSAGE = 'MIDI files can be at most 1 MB.';
export const MIDI_ONLY_MESSAGE = 'Only .mid files can be attached.';
/** The refusal of an unreadable file: `That file isn't a MIDI file I can read: <reason>.` */
export const midiUnreadableMessage = (reason: string) =>
  `That file isn't a MIDI file I can read: ${reason.replace(/[.\s]+$/, '')}.`;

/**
 * A file part as `useChat` sends it (`sendMessage({ text, files })`): a `.mid` file as a base64
 * `data:` URL. Stored messages carry the same part with `url` = the served path `/api/files/{id}`.
 */
export const chatFilePartSchema = z.looseObject({
  type: z.literal('file'),
  mediaType: z.string().max(100, "A file part's mediaType is at most 100 characters"),
  filename: z.string().max(255, 'A file name is at most 255 characters').optional(),
  url: z
    .string()
    .regex(/^(?:data:|\/api\/files\/)/, "A file part's url must be a data: URL holding the file"),
});
export type ChatFilePart = z.infer<typeof chatFilePartSchema>;

/** Any UI message part; `file` parts must match `chatFilePartSchema`. */
const incomingPartSchema = z.looseObject({ type: z.string() }).superRefine((part, ctx) => {
  if (part.type !== 'file') return;
  const result = chatFilePartSchema.safeParse(part);
  if (result.success) return;
  for (const issue of result.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
});

/** A UI message as `useChat` sends it; extra fields are accepted and ignored (docs/product.md §3). */
export const incomingChatMessageSchema = z.looseObject({
  id: z.string().max(256).optional(),
  role: z.enum(['user', 'assistant', 'system']),
  parts: z
    .array(incomingPartSchema)
    .max(500)
    .refine((parts) => parts.filter((part) => part.type === 'file').length <= 1, {
      message: 'A message can carry one MIDI file',
    }),
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
