import type { MusicAttachment } from '@riffmate/contract';
import { lazy, Suspense } from 'react';
import { WhenVisible } from '@/components/when-visible';

const MusicCards = lazy(async () => {
  const { renderMusicCards } = await import('./music-cards');
  return { default: ({ music }: { music: MusicAttachment[] }) => renderMusicCards(music) };
});

/** About a card's size (title line, piano roll, transport), so the page hardly moves when it arrives. */
function CardPlaceholder() {
  return (
    <div
      role="status"
      aria-label="Loading the piece"
      className="grid w-full max-w-2xl gap-2 rounded-xl border bg-card p-3 shadow-sm"
    >
      <div className="h-5 w-2/3 rounded bg-muted" />
      <div className="aspect-[10/3] w-full animate-pulse rounded-md bg-muted/60" />
      <div className="h-8 w-full rounded bg-muted" />
    </div>
  );
}

/**
 * `renderMusicCards` for a page where the cards sit below the first screen (the landing page's
 * example): the card code (piano roll, transport, download) loads when the cards scroll into view,
 * not with the page (docs/decisions/0041).
 */
export function renderMusicCardsWhenVisible(music: MusicAttachment[]) {
  const placeholder = <CardPlaceholder />;
  return (
    <WhenVisible placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <MusicCards music={music} />
      </Suspense>
    </WhenVisible>
  );
}
