import type { MIDI_UPLOAD_ACCEPT } from '@riffmate/contract';
import type { FileUIPart } from 'ai';
import { ArrowUp, Paperclip, Square } from 'lucide-react';
import { type ChangeEvent, type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { useAppStore } from '@/lib/app-store';
import { toast } from '@/lib/toast';
import { AttachmentChip } from './attachment-chip';
import type { MidiAttachment } from './midi-attachment';

// The contract's value, restated so that its module (and zod with it) stays out of the chat's first
// paint; `satisfies` fails the build if the two ever differ. The file checks load on first pick.
const ACCEPT = '.mid,.midi,audio/midi,audio/x-midi' as const satisfies typeof MIDI_UPLOAD_ACCEPT;

/** The most the box grows to before it scrolls. */
const MAX_HEIGHT = 240;

interface ChatInputProps {
  /** The text (may be empty when a file is attached) and the attached MIDI file, if any. */
  onSend: (text: string, files?: FileUIPart[]) => void;
  onStop: () => void;
  /** A reply is being generated: the Send button becomes Stop. */
  busy: boolean;
  /** Focus the box as it appears (a new chat). */
  autoFocus?: boolean;
  /**
   * The look of the box without its use, while the chat's code loads (ChatPlaceholder): no file
   * input, and text cannot be typed, so nothing is entered into a box about to be replaced.
   */
  standIn?: boolean;
}

function fitHeight(element: HTMLTextAreaElement): void {
  element.style.height = 'auto';
  element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT)}px`;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line, and it grows with its text. The
 * paperclip attaches one `.mid` file (checked here first: type, 1 MB, MIDI header), shown as a
 * removable chip; a message may be the file alone.
 */
export function ChatInput({ onSend, onStop, busy, autoFocus = false, standIn = false }: ChatInputProps) {
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<MidiAttachment | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const registerChatInput = useAppStore((state) => state.registerChatInput);
  const canSend = (text.trim() !== '' || attachment !== null) && !busy;

  // A callback ref rather than an effect: the app-wide focus handle follows the element itself.
  const box = useRef<HTMLTextAreaElement | null>(null);
  const ref = useCallback(
    (element: HTMLTextAreaElement | null) => {
      box.current = element;
      registerChatInput(element);
      if (element) fitHeight(element);
      return () => registerChatInput(null);
    },
    [registerChatInput],
  );

  function send() {
    if (!canSend) return;
    if (attachment) onSend(text.trim(), [attachment.part]);
    else onSend(text.trim());
    // Emptied now, so the box can shrink (or grow) back to fit the placeholder (two lines on phones).
    flushSync(() => {
      setText('');
      setAttachment(null);
    });
    if (box.current) fitHeight(box.current);
  }

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Let the same file be picked again after removing it.
    event.target.value = '';
    if (!file) return;
    const result = await import('./midi-attachment').then(
      ({ readMidiAttachment }) => readMidiAttachment(file),
      () => ({ ok: false as const, message: 'The file could not be read. Please try again.' }),
    );
    if (result.ok) setAttachment(result.attachment);
    else toast({ description: result.message, variant: 'destructive' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Composing (IME) Enter picks a candidate; it must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form
      className="flex flex-col gap-2 rounded-2xl border bg-card p-2 shadow-sm focus-within:ring-[3px] focus-within:ring-ring/40"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {attachment && (
        <div className="flex px-1">
          <AttachmentChip
            name={attachment.name}
            size={attachment.size}
            onRemove={() => setAttachment(null)}
          />
        </div>
      )}
      <div className="flex items-end gap-2">
        {standIn ? null : (
          <input
            ref={picker}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="MIDI file"
            data-testid="midi-file-input"
            onChange={(event) => void onPick(event)}
          />
        )}
        <Button
          type="button"
          size="icon"
          variant="ghost"
          onClick={() => picker.current?.click()}
          aria-label="Attach MIDI file"
          title="Attach MIDI file"
        >
          <Paperclip />
        </Button>
        <label htmlFor="chat-message" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-message"
          ref={ref}
          rows={1}
          value={text}
          // biome-ignore lint/a11y/noAutofocus: a new chat exists to be typed into
          autoFocus={autoFocus}
          readOnly={standIn}
          placeholder="Ask about theory, or describe a groove…"
          onChange={(event) => {
            setText(event.target.value);
            fitHeight(event.target);
          }}
          onKeyDown={onKeyDown}
          className="max-h-60 min-h-9 flex-1 resize-none bg-transparent px-2 py-1.5 text-base outline-none placeholder:text-muted-foreground"
        />
        {busy ? (
          <Button type="button" size="icon" variant="secondary" onClick={onStop} aria-label="Stop generating">
            <Square className="fill-current" />
          </Button>
        ) : (
          // Focusable even with nothing to send (aria-disabled, not disabled): Tab from the message
          // box lands here, not on the floating support button outside the main content.
          <Button type="submit" size="icon" aria-disabled={!canSend || undefined} aria-label="Send message">
            <ArrowUp />
          </Button>
        )}
      </div>
    </form>
  );
}
