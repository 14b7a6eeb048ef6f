import { ArrowUp, Square } from 'lucide-react';
import { type KeyboardEvent, useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAppStore } from '@/lib/app-store';

/** The most the box grows to before it scrolls. */
const MAX_HEIGHT = 240;

interface ChatInputProps {
  onSend: (text: string) => void;
  onStop: () => void;
  /** A reply is being generated: the Send button becomes Stop. */
  busy: boolean;
  /** Focus the box as it appears (a new chat). */
  autoFocus?: boolean;
}

function fitHeight(element: HTMLTextAreaElement): void {
  element.style.height = 'auto';
  element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT)}px`;
}

/** The message box: Enter sends, Shift+Enter starts a new line, and it grows with its text. */
export function ChatInput({ onSend, onStop, busy, autoFocus = false }: ChatInputProps) {
  const [text, setText] = useState('');
  const registerChatInput = useAppStore((state) => state.registerChatInput);
  const canSend = text.trim() !== '' && !busy;

  // A callback ref rather than an effect: the app-wide focus handle follows the element itself.
  const ref = useCallback(
    (element: HTMLTextAreaElement | null) => {
      registerChatInput(element);
      if (element) fitHeight(element);
      return () => registerChatInput(null);
    },
    [registerChatInput],
  );

  function send() {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Composing (IME) Enter picks a candidate; it must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form
      className="flex items-end gap-2 rounded-2xl border bg-card p-2 shadow-sm focus-within:ring-[3px] focus-within:ring-ring/40"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
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
        <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message">
          <ArrowUp />
        </Button>
      )}
    </form>
  );
}
