import { lazy, memo, Suspense } from 'react';

// The markdown renderer is its own chunk, fetched when the first reply shows: the empty chat page
// stays within its start-up budget (docs/decisions/0041, 0107).
const ReplyMarkdown = lazy(() => import('./reply-markdown'));

/**
 * A reply's text, rendered as markdown. Until the renderer has loaded (a moment, once per visit)
 * the text shows as it is.
 */
export const MessageText = memo(function MessageText({
  text,
  streaming = false,
}: {
  text: string;
  /** The reply is still arriving: half-typed markdown is held back. */
  streaming?: boolean;
}) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap break-words leading-relaxed">{text}</p>}>
      <ReplyMarkdown text={text} streaming={streaming} />
    </Suspense>
  );
});
