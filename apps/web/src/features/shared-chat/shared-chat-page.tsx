import type { SharedChat } from '@riffmate/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { longDate } from '@/lib/dates';
import { isGone, sharedChatQueryOptions } from './shared-chat-api';

interface SharedChatPageProps {
  token: string;
  /** Draws the messages (the route passes the chat thread with playable music cards). */
  renderMessages: (messages: SharedChat['messages']) => ReactNode;
}

/** A chat someone shared: read only, no message box. */
export function SharedChatPage({ token, renderMessages }: SharedChatPageProps) {
  const query = useQuery(sharedChatQueryOptions(token));

  if (query.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center p-8 text-muted-foreground" aria-live="polite">
        <Loader2 className="mr-2 size-5 animate-spin" aria-hidden="true" /> Loading shared chat…
      </div>
    );
  }

  if (query.isError) {
    const gone = isGone(query.error);
    return (
      <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="font-semibold text-2xl">
          {gone ? 'This shared chat is no longer available.' : 'This shared chat could not be loaded.'}
        </h1>
        {!gone && (
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        )}
        <Link to="/" className="text-primary underline-offset-4 hover:underline">
          Go back home
        </Link>
      </section>
    );
  }

  const chat = query.data;
  const date = longDate(chat.createdAt);
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-1 border-b pb-4">
        <h1 className="text-balance font-semibold text-2xl tracking-tight">{chat.title}</h1>
        <p className="text-muted-foreground text-sm">
          {date && <time dateTime={chat.createdAt}>{date}</time>}
          {date && chat.authorName && ' · '}
          {chat.authorName && <span>Shared by {chat.authorName}</span>}
        </p>
      </header>
      {renderMessages(chat.messages)}
      <footer className="border-t pt-4 text-center text-muted-foreground text-sm">
        Made with Riffmate, the music savvy buddy.{' '}
        <Link to="/" className="text-primary underline-offset-4 hover:underline">
          Try it yourself
        </Link>
      </footer>
    </article>
  );
}
