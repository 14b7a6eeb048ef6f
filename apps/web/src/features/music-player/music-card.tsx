import type { MusicAttachment } from '@riffmate/contract';
import { Download, Loader2, Pause, Play } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { downloadMidi } from './download';
import { PianoRoll, partColours } from './piano-roll';
import { durationSeconds, formatBarBeat, positionAt } from './timing';
import { loadTone, usePlayback } from './use-playback';

/**
 * "Title · D minor · 90 BPM · 4/4 · 4 bars": the card's heading and its accessible name.
 * @example musicTitleLine({ title: 'Groove', key: 'F major', tempo: 80, meter: '4/4', bars: 1 }) // 'Groove · F major · 80 BPM · 4/4 · 1 bar'
 */
export function musicTitleLine(
  music: Pick<MusicAttachment, 'title' | 'key' | 'tempo' | 'meter' | 'bars'>,
): string {
  const bars = `${music.bars} ${music.bars === 1 ? 'bar' : 'bars'}`;
  return [music.title, music.key, `${Math.round(music.tempo)} BPM`, music.meter, bars].join(' · ');
}

/** One generated piece: title line, piano roll, transport, per-part mutes and the MIDI download. */
export const MusicCard = memo(function MusicCard({ music }: { music: MusicAttachment }) {
  const title = musicTitleLine(music);
  const { status, seconds, audioState, muted, play, pause, toggleMute } = usePlayback(music);
  const [downloading, setDownloading] = useState(false);
  const duration = useMemo(() => durationSeconds(music), [music]);
  const colours = useMemo(() => partColours(music.parts), [music.parts]);
  const progress = duration > 0 ? Math.min(1, seconds / duration) : 0;
  const playing = status === 'playing';
  const percent = Math.round(progress * 100);

  async function download() {
    setDownloading(true);
    try {
      await downloadMidi(music.url);
    } catch {
      toast({ description: 'Could not download the MIDI file', variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    // A fieldset is a "group" to assistive tech: the card's controls, named by its title line.
    <fieldset
      aria-label={title}
      data-state={status}
      data-audio-state={audioState ?? undefined}
      className="m-0 w-full min-w-0 max-w-2xl rounded-xl border bg-card p-3 text-card-foreground shadow-sm"
    >
      <h3 className="mb-2 truncate font-medium text-sm" title={title}>
        {title}
      </h3>
      <PianoRoll music={music} muted={muted} progress={status === 'idle' ? null : progress} />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={playing ? 'secondary' : 'default'}
          onClick={playing ? pause : () => void play()}
          onPointerEnter={() => void loadTone().catch(() => {})}
          onFocus={() => void loadTone().catch(() => {})}
          disabled={status === 'loading'}
          aria-label={playing ? 'Pause' : 'Play'}
        >
          {status === 'loading' ? <Loader2 className="animate-spin" /> : playing ? <Pause /> : <Play />}
          {playing ? 'Pause' : 'Play'}
        </Button>
        <span className="w-12 font-mono text-muted-foreground text-xs tabular-nums" data-testid="position">
          <span className="sr-only">Position </span>
          {formatBarBeat(positionAt(seconds, music))}
        </span>
        <div
          role="progressbar"
          aria-label="Playback position"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 min-w-16 flex-1 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
        <Button size="sm" variant="outline" onClick={() => void download()} disabled={downloading}>
          {downloading ? <Loader2 className="animate-spin" /> : <Download />}
          Download MIDI
        </Button>
      </div>
      {music.parts.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Parts">
          {music.parts.map((part, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a piece's parts never reorder, and names may repeat
            <li key={i}>
              <button
                type="button"
                aria-pressed={muted[i] ?? false}
                aria-label={`Mute ${part.name}`}
                onClick={() => toggleMute(i)}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  muted[i] && 'text-muted-foreground line-through',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn('size-2', part.isDrums ? 'rotate-45' : 'rounded-full')}
                  style={{ backgroundColor: colours[i] }}
                />
                {part.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
});
