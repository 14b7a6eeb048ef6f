import { type MusicAttachment, musicAttachmentSchema } from '@riffmate/contract';

/** The tool whose output carries a piece (the server's `compose`; `edit` answers with a piece too). */
const MUSIC_TOOLS = new Set(['compose', 'edit']);

interface MessageLike {
  /** Stored messages (API shape) carry attachments here. */
  music?: unknown;
  /** UI messages converted by `toUIMessage` keep them here. */
  metadata?: unknown;
  parts?: readonly unknown[];
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/** Candidates inside a tool output: the attachment itself, or `music` / `attachment(s)` fields. */
function fromToolOutput(output: unknown): unknown[] {
  const record = asRecord(output);
  if (!record) return [];
  if ('url' in record && 'parts' in record) return [record];
  const found: unknown[] = [];
  for (const key of ['music', 'attachment', 'attachments']) {
    const value = record[key];
    if (Array.isArray(value)) found.push(...value);
    else if (value) found.push(value);
  }
  return found;
}

function toolNameOf(part: Record<string, unknown>): string | null {
  const type = String(part.type);
  if (type.startsWith('tool-')) return type.slice('tool-'.length);
  if (type === 'dynamic-tool' && typeof part.toolName === 'string') return part.toolName;
  return null;
}

/**
 * Every music attachment of a message, whichever way it arrived: the stored `music` field (or
 * `metadata.music`), streamed `data-music` parts, and outputs of the compose tool. Invalid shapes are
 * skipped, and an attachment seen twice (stored and streamed) is kept once, by `fileId`.
 * @example musicOf({ parts: [{ type: 'data-music', data: attachment }] }) // [attachment]
 */
export function musicOf(message: MessageLike): MusicAttachment[] {
  const candidates: unknown[] = [];
  const push = (value: unknown) => {
    if (Array.isArray(value)) candidates.push(...value);
    else if (value) candidates.push(value);
  };
  push(message.music);
  push(asRecord(message.metadata)?.music);
  for (const raw of message.parts ?? []) {
    const part = asRecord(raw);
    if (!part) continue;
    if (part.type === 'data-music') push(part.data);
    const tool = toolNameOf(part);
    if (tool && MUSIC_TOOLS.has(tool) && part.state === 'output-available') push(fromToolOutput(part.output));
  }

  const seen = new Set<string>();
  const music: MusicAttachment[] = [];
  for (const candidate of candidates) {
    const parsed = musicAttachmentSchema.safeParse(candidate);
    if (!parsed.success || seen.has(parsed.data.fileId)) continue;
    seen.add(parsed.data.fileId);
    music.push(parsed.data);
  }
  return music;
}
