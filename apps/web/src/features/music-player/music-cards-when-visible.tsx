import type { MusicAttachment } from '@riffmate/contract';
import { lazy, Suspense } from 'react';
import { WhenVisible } from '@/components/when-visible';
import { CardPlaceholder } from './card-placeholder';

const MusicCards = lazy(async () => {
  const { renderMusicCards } = await import('./music-cards');
  return { default: ({ music }: { music: MusicAttachment[] }) => renderMusicCards(music) };
});

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
