import { useChat } from '@ai-sdk/react';
import { MIDI_UPLOAD_DEFAULT_TEXT } from '@riffmate/contract';
import type { FileUIPart } from 'ai';
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useAppStore } from '@/lib/app-store';
import { ChatFrame, EmptyChat } from './chat-frame';
import { ChatInput } from './chat-input';
import { shouldResumeOnOpen } from './chat-sessions';
import { ExamplePrompts } from './example-prompts';
import { MessageThread, type RenderMusic } from './message-thread';
import type { ChatSession } from './session-registry';

/** How close to the bottom (px) still counts as "following the reply". */
const STICK_THRESHOLD = 120;

/**
 * Keeps the newest message in view while the user is at the bottom, and leaves them alone once
 * they scroll up to read. Replies keep growing after they arrive (a music card lays out, rows below
 * the fold get their real size from `content-visibility`), so growth of the thread follows too, and
 * only a scroll upwards (the reader's) lets go: a scroll event caused by growth must not. Sending
 * (`follow`) takes the reader back to the bottom. Effects because they sync with the DOM's scrolling.
 */
function useStickToBottom(trigger: unknown) {
  const end = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  useLayoutEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const { scrollY, innerHeight } = window;
      if (scrollY + innerHeight >= document.documentElement.scrollHeight - STICK_THRESHOLD)
        stick.current = true;
      else if (scrollY < lastY) stick.current = false;
      lastY = scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The end marker closes the chat's frame (chat-frame.tsx): its parent grows with the thread.
    const thread = end.current?.parentElement;
    const resizes =
      thread && typeof ResizeObserver !== 'undefined'
        ? new ResizeObserver(() => {
            if (stick.current) end.current?.scrollIntoView?.({ block: 'end' });
          })
        : null;
    if (thread) resizes?.observe(thread);
    return () => {
      window.removeEventListener('scroll', onScroll);
      resizes?.disconnect();
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `trigger` is what should scroll us
  useLayoutEffect(() => {
    if (stick.current) end.current?.scrollIntoView?.({ block: 'end' });
  }, [trigger]);
  const follow = useCallback(() => {
    stick.current = true;
  }, []);
  return { end, follow };
}

interface ChatViewProps {
  chat: ChatSession;
  /** Shown above the example prompts on an empty chat (the greeting). */
  emptyState?: ReactNode;
  renderMusic: RenderMusic;
  autoFocus?: boolean;
}

/** A chat: its thread, the example prompts when empty, the quota line and the message box. */
export function ChatView({ chat, emptyState, renderMusic, autoFocus = false }: ChatViewProps) {
  // Decided when the chat opens (a failed send later must not trigger it): see shouldResumeOnOpen.
  const [opened] = useState(() => ({ chat, resume: shouldResumeOnOpen(chat) }));
  const resume = opened.chat === chat && opened.resume;
  const { messages, status, error, sendMessage, regenerate, stop } = useChat({
    chat,
    experimental_throttle: 50,
    resume,
  });
  const focusChatInput = useAppStore((state) => state.focusChatInput);
  const busy = status === 'submitted' || status === 'streaming';
  const { end, follow } = useStickToBottom(messages);

  const send = useCallback(
    (text: string, files?: FileUIPart[]) => {
      if (busy) return;
      follow();
      // A file alone asks for its analysis (the server stores the same words).
      void sendMessage(files?.length ? { text: text || MIDI_UPLOAD_DEFAULT_TEXT, files } : { text });
      focusChatInput();
    },
    [busy, sendMessage, focusChatInput, follow],
  );

  // Regenerate and Retry both ask again for the last question; a reply being replaced is named.
  const askAgain = useCallback(() => {
    const last = chat.messages.at(-1);
    void regenerate(last?.role === 'assistant' ? { messageId: last.id } : undefined);
    focusChatInput();
  }, [chat, regenerate, focusChatInput]);

  return (
    <ChatFrame
      endRef={end}
      thread={
        messages.length === 0 ? (
          <EmptyChat emptyState={emptyState} prompts={<ExamplePrompts onPick={send} disabled={busy} />} />
        ) : (
          <MessageThread
            messages={messages}
            renderMusic={renderMusic}
            status={status}
            onRetry={askAgain}
            onRegenerate={askAgain}
            error={error}
          />
        )
      }
      input={<ChatInput onSend={send} onStop={() => void stop()} busy={busy} autoFocus={autoFocus} />}
    />
  );
}
