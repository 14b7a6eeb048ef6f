import type { MusicAttachment } from '@riffmate/contract';
import { lazy, Suspense } from 'react';
import { CardPlaceholder } from './card-placeholder';

// The card (roll, transport, mixer, exports) is a chunk of its own, fetched when a card is first
// shown: a chat page without music (the new chat) does not download it (docs/decisions/0041).
const MusicCard = lazy(async () => ({ default: (await import('./music-card')).MusicCard }));

/** A message's pieces, one card each; routes hand this to the chat thread as its `renderMusic`. */
export function renderMusicCards(music: MusicAttachment[]) {
  return (
    <div className="flex flex-col gap-3">
      {music.map((piece) => (
        <Suspense key={piece.fileId} fallback={<CardPlaceholder />}>
          <MusicCard music={piece} />
        </Suspense>
      ))}
    </div>
  );
}
