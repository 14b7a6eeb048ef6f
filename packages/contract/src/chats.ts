import { z } from 'zod';

/** The chat list entry of `GET /api/chats` (newest first). `sharePath` is present once shared (docs/product.md §3). */
export const chatSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  sharePath: z.string().optional(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

/**
 * A music attachment of an assistant message: the MIDI file (served by the app) and what the
 * piano roll and the card's title line need. Notes are compact: [tick, durationTicks, midi, velocity].
 */
export const musicAttachmentSchema = z.object({
  fileId: z.string(),
  /** Same-origin URL of the .mid file; on shared pages it goes through the share token. */
  url: z.string(),
  title: z.string(),
  key: z.string(),
  tempo: z.number(),
  meter: z.string(),
  bars: z.number().int(),
  ppq: z.number().int(),
  parts: z.array(
    z.object({
      name: z.string(),
      role: z.string(),
      program: z.number().int(),
      channel: z.number().int(),
      isDrums: z.boolean(),
      notes: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])),
    }),
  ),
  /**
   * The piece's stated progression (what the reply names), each chord from its start tick; the
   * card labels bars with it; empty for a listening example (a scale, an interval), which has none.
   * Absent for uploads and older cards: the card infers chords then.
   */
  chords: z.array(z.object({ tick: z.number(), symbol: z.string() })).optional(),
});
export type MusicAttachment = z.infer<typeof musicAttachmentSchema>;

/**
 * A stored message as the API returns it: AI SDK UI-message compatible (`id`, `role`, `parts`)
 * plus the spec's fields. `name` and `function_call` are left out when null (docs/product.md §3).
 */
export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant', 'system']),
  content: z.string(),
  parts: z.array(z.record(z.string(), z.unknown())),
  name: z.string().optional(),
  function_call: z.unknown().optional(),
  music: z.array(musicAttachmentSchema).optional(),
  /** 'complete', or 'interrupted' when generation stopped early (what was produced is kept). */
  status: z.enum(['complete', 'interrupted']).optional(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** One chat with its messages: `GET /api/chats/{id}` → `items[0]`. */
export const chatSchema = chatSummarySchema.extend({ messages: z.array(chatMessageSchema) });
export type Chat = z.infer<typeof chatSchema>;

/** A shared chat as anyone with the link sees it: no ids or details of the owner but their chosen name. */
export const sharedChatSchema = z.object({
  title: z.string(),
  createdAt: z.string(),
  sharedAt: z.string(),
  authorName: z.string(),
  messages: z.array(chatMessageSchema.omit({ name: true, function_call: true })),
});
export type SharedChat = z.infer<typeof sharedChatSchema>;

export const FEEDBACK_COMMENT_MIN = 2;
export const FEEDBACK_COMMENT_MAX = 2048;
/** The comment box itself stops at 1024 characters (docs/product.md §5). */
export const FEEDBACK_INPUT_MAX = 1024;
export const FEEDBACK_RATINGS = ['NEGATIVE', 'NEUTRAL', 'POSITIVE'] as const;

/** `POST /api/feedbacks` (docs/product.md §3, §5). */
export const feedbackBody = z.object({
  rating: z.enum(FEEDBACK_RATINGS, { error: 'Rating must be NEGATIVE, NEUTRAL or POSITIVE' }).optional(),
  comment: z
    .string({ error: 'Feedback should be at least 2 characters long' })
    .min(FEEDBACK_COMMENT_MIN, 'Feedback should be at least 2 characters long')
    .max(FEEDBACK_COMMENT_MAX, 'Feedback should be less than 2048 characters long'),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

/** The home page's example exchange, made by the built-in composer: `GET /api/examples/home` → `items[0]`. */
export const exampleExchangeSchema = z.object({
  prompt: z.string(),
  reply: z.string(),
  music: musicAttachmentSchema,
});
export type ExampleExchange = z.infer<typeof exampleExchangeSchema>;
