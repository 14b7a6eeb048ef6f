import { z } from 'zod';

/** Success body with a list: `{ data: { items: [...] } }` (docs/product.md §7). */
export const itemsEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ items: z.array(item) }) });

/** Success body with a message: `{ data: { message } }` (docs/product.md §7). */
export const messageEnvelope = z.object({ data: z.object({ message: z.string() }) });

export type ItemsEnvelope<T> = { data: { items: T[] } };
export type MessageEnvelope = z.infer<typeof messageEnvelope>;
