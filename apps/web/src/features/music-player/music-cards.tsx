import type { MusicAttachment } from '@riffmate/contract';
import { MusicCard } from './music-card';

/** A message's pieces, one card each; routes hand this to the chat thread as its `renderMusic`. */
export function renderMusicCards(music: MusicAttachment[]) {
  return (
    <div className="flex flex-col gap-3">
      {music.map((piece) => (
        <MusicCard key={piece.fileId} music={piece} />
      ))}
    </div>
  );
}
