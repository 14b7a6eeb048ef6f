import type { SharedChat } from '@riffmate/contract';
import { createFileRoute } from '@tanstack/react-router';
import { toUIMessage } from '@/features/chat/chat-message';
import { MessageThread } from '@/features/chat/message-thread';
import { renderMusicCards } from '@/features/music-player/music-cards';
import { sharedChatQueryOptions } from '@/features/shared-chat/shared-chat-api';
import { SharedChatPage } from '@/features/shared-chat/shared-chat-page';

// The page of a chat's sharePath (`/share/{token}`): public, read only.
export const Route = createFileRoute('/(public)/share/$token')({
  preloadStaleTime: 0,
  // A prefetch never throws: the page itself shows "no longer available" for a dead link.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(sharedChatQueryOptions(params.token)),
  component: SharedChatRoute,
});

function renderMessages(messages: SharedChat['messages']) {
  return <MessageThread messages={messages.map(toUIMessage)} renderMusic={renderMusicCards} />;
}

function SharedChatRoute() {
  const { token } = Route.useParams();
  return <SharedChatPage token={token} renderMessages={renderMessages} />;
}
