// Loaded lazily by the piano roll: chord analysis (and its note-spelling library) is not needed
// to draw or play a card, only to label its bars.
import type { MusicAttachment } from '@riffmate/contract';
import { chordsPerBar, parseKey } from '@riffmate/music';
import { parseMeter, ticksPerBar } from './timing';

/**
 * The chord heard in each bar of the piece (null for a bar without pitched notes), from its
 * pitched parts, spelled in the piece's key: works the same for composed pieces and uploads.
 * @example barChords(music) // ['Dm7', 'G7', 'Cmaj7', 'Cmaj7']
 */
export function barChords(
  music: Pick<MusicAttachment, 'key' | 'bars' | 'ppq' | 'meter' | 'parts'>,
): (string | null)[] {
  const bar = ticksPerBar(music.ppq, parseMeter(music.meter));
  const bars = Math.max(1, music.bars);
  const starts = Array.from({ length: bars }, (_, i) => i * bar);
  const notes = music.parts
    .filter((part) => !part.isDrums)
    .flatMap((part) => part.notes.map(([tick, durationTicks, midi]) => ({ tick, durationTicks, midi })));
  return chordsPerBar(notes, starts, bars * bar, parseKey(music.key) ?? undefined).map(
    (chord) => chord.symbol,
  );
}
