import type { ReactNode, Ref } from 'react';
import { ChatInput } from './chat-input';
import { ExamplePrompts } from './example-prompts';
import { QuotaLine } from './quota-line';

/**
 * A chat's layout: the thread (or, when empty, `emptyState` above the example prompts), then the
 * quota line and the message box, kept at the bottom of the window. Shared by the live chat
 * (chat-view.tsx) and the build-time first paint of /chat (ChatShell), so the two cannot drift.
 */
export function ChatFrame({
  thread,
  endRef,
  input,
}: {
  thread: ReactNode;
  endRef?: Ref<HTMLDivElement>;
  input: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4">
      <div className="flex-1 py-6">{thread}</div>
      <div className="sticky bottom-0 flex flex-col gap-1.5 bg-background/95 pt-2 pb-4 backdrop-blur">
        <QuotaLine />
        {input}
      </div>
      {/* After the message box: scrolled into view, the thread's foot sits just above the box. */}
      <div ref={endRef} />
    </div>
  );
}

/** An empty chat: `emptyState` (the greeting) above the example prompts. */
export function EmptyChat({ emptyState, prompts }: { emptyState?: ReactNode; prompts: ReactNode }) {
  return (
    <div className="flex min-h-[50dvh] flex-col justify-center gap-6">
      {emptyState}
      {prompts}
    </div>
  );
}

const ignore = () => undefined;

/**
 * An empty chat as it looks, inert, while its code is on the way: what /chat shows first. The
 * build renders it into index.html (ChatShell), and the /chat route shows it (with the real
 * greeting) until the chat's code — the AI SDK — has loaded. No AI SDK here: this module stays
 * out of the chat's code (docs/decisions/0041).
 */
export function ChatPlaceholder({ emptyState }: { emptyState: ReactNode }) {
  return (
    <div inert className="flex flex-1 flex-col">
      <ChatFrame
        thread={<EmptyChat emptyState={emptyState} prompts={<ExamplePrompts onPick={ignore} />} />}
        input={<ChatInput onSend={ignore} onStop={ignore} busy={false} standIn />}
      />
    </div>
  );
}

/**
 * The first paint of /chat in index.html (src/prerender.tsx): the placeholder, with room for the
 * greeting, which names the user and the time of day and so waits for the app.
 */
export function ChatShell() {
  return <ChatPlaceholder emptyState={<div aria-hidden className="h-16 sm:h-9" />} />;
}
