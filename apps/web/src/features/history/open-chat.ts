import { useMatchRoute } from '@tanstack/react-router';

/** The id of the chat on screen (/chat/$id), or undefined anywhere else. */
export function useOpenChatId(): string | undefined {
  const matchRoute = useMatchRoute();
  const match = matchRoute({ to: '/chat/$id' });
  return match ? match.id : undefined;
}
