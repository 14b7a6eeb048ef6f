import type { MusicAttachment } from '@riffmate/contract';
import type { ChatStatus } from 'ai';
import { Loader2, RotateCcw } from 'lucide-react';
import { memo, type ReactNode, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { AttachmentChip } from './attachment-chip';
import { type RiffUIMessage, textOf, toolFailed } from './chat-message';
import { MessageText } from './message-text';
import { musicOf } from './music-of';
import { refusalOf } from './refusal';
import { RefusalNote } from './refusal-note';

/** Names of the files a (user) message carries. */
function filesOf(message: RiffUIMessage): string[] {
  return message.parts.flatMap((part) => (part.type === 'file' ? [part.filename ?? 'MIDI file'] : []));
}

/** Draws a message's music; the route passes the music player's card (features stay apart). */
export type RenderMusic = (music: MusicAttachment[]) => ReactNode;

/** A tool call still running (e.g. the piece being written), shown as a small "Composing…" line. */
function hasPendingTool(message: RiffUIMessage): boolean {
  return message.parts.some(
    (part) =>
      (part.type.startsWith('tool-') || part.type === 'dynamic-tool') &&
      'state' in part &&
      (part.state === 'input-streaming' || part.state === 'input-available'),
  );
}

interface MessageRowProps {
  message: RiffUIMessage;
  renderMusic: RenderMusic;
  interrupted: boolean;
  /** The reply is still arriving. */
  streaming: boolean;
  /** Under the row: Retry / Regenerate for the last reply. */
  actions?: ReactNode;
}

/**
 * One message. Memoised: while a reply streams only the last row gets a new message object, so
 * the hundreds above it do not re-render; `content-visibility: auto` lets the browser skip laying
 * out rows that are off screen.
 */
const MessageRow = memo(function MessageRow({
  message,
  renderMusic,
  interrupted,
  streaming,
  actions,
}: MessageRowProps) {
  const text = textOf(message);
  const music = useMemo(() => musicOf(message), [message]);
  const isUser = message.role === 'user';
  return (
    <li
      className="flex flex-col gap-2"
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 120px' }}
      data-role={message.role}
    >
      {isUser ? (
        <div className="flex max-w-[85%] flex-col items-end gap-1.5 self-end whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-primary px-4 py-2 text-primary-foreground">
          <span>
            <span className="sr-only">You said: </span>
            {text}
          </span>
          {filesOf(message).map((name, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a message's files never reorder
            <AttachmentChip key={index} name={name} inBubble />
          ))}
        </div>
      ) : (
        <div className="flex w-full flex-col gap-3 self-start">
          <span className="sr-only">Riffmate said: </span>
          {text !== '' && <MessageText text={text} streaming={streaming} />}
          {hasPendingTool(message) && (
            <p className="flex items-center gap-2 text-muted-foreground text-sm">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Composing…
            </p>
          )}
          {music.length > 0 && renderMusic(music)}
          {interrupted && <p className="text-muted-foreground text-xs italic">The reply was interrupted.</p>}
        </div>
      )}
      {actions}
    </li>
  );
});

interface MessageThreadProps {
  messages: RiffUIMessage[];
  renderMusic: RenderMusic;
  /** The live chat's status; absent on read-only pages (no actions there). */
  status?: ChatStatus;
  /** Sends the last question again after a failure or an interruption. */
  onRetry?: () => void;
  /** Asks for a new version of the last reply. */
  onRegenerate?: () => void;
  /** Why the last send failed, when it did: a refusal (429) is explained under the question. */
  error?: Error | undefined;
}

/** The messages of a chat, oldest first: user bubbles on the right, replies on the left. */
export function MessageThread({
  messages,
  renderMusic,
  status,
  onRetry,
  onRegenerate,
  error,
}: MessageThreadProps) {
  const busy = status === 'submitted' || status === 'streaming';
  const last = messages.at(-1);
  const failedWithoutReply = status === 'error' && last?.role === 'user';
  // Read once per failure: a Retry-After counts from when the answer came.
  const refusal = useMemo(() => (error ? refusalOf(error, new Date()) : null), [error]);

  return (
    <ol className="flex flex-col gap-6" aria-label="Messages">
      {messages.map((message, index) => {
        const isLast = index === messages.length - 1;
        const interrupted =
          message.role === 'assistant' &&
          (message.metadata?.status === 'interrupted' ||
            toolFailed(message) ||
            (isLast && status === 'error'));
        let actions: ReactNode;
        if (isLast && message.role === 'assistant' && status && !busy) {
          actions = interrupted ? (
            <RowAction label="Retry" onClick={onRetry} />
          ) : (
            <RowAction label="Regenerate" ariaLabel="Regenerate reply" onClick={onRegenerate} />
          );
        }
        return (
          <MessageRow
            key={message.id}
            message={message}
            renderMusic={renderMusic}
            interrupted={interrupted}
            streaming={isLast && status === 'streaming'}
            actions={actions}
          />
        );
      })}
      {status === 'submitted' && (
        <li className="flex items-center gap-2 self-start text-muted-foreground text-sm" aria-live="polite">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Riffmate is thinking…
        </li>
      )}
      {failedWithoutReply && (
        <li className="flex flex-col gap-1 self-start">
          <p className="text-muted-foreground text-xs italic">Riffmate couldn't reply.</p>
          {refusal ? <RefusalNote refusal={refusal} /> : null}
          <RowAction label="Retry" onClick={onRetry} />
        </li>
      )}
    </ol>
  );
}

function RowAction({
  label,
  ariaLabel,
  onClick,
}: {
  label: string;
  ariaLabel?: string;
  onClick?: () => void;
}) {
  if (!onClick) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="self-start text-muted-foreground"
      onClick={onClick}
      aria-label={ariaLabel}
    >
      <RotateCcw /> {label}
    </Button>
  );
}
