import type { MusicAttachment } from '@riffmate/contract';
import { gmProgramName } from '@riffmate/music';
import { AudioLines, Download, FileArchive, Loader2, Pause, Play, Repeat } from 'lucide-react';
import { type KeyboardEvent, memo, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { downloadBaseName, downloadMidi, fetchMidi, midiDragData, saveBlob } from './download';
import { partLevels } from './levels';
import { PianoRoll, partColours } from './piano-roll';
import { doubledParts } from './piano-roll-layout';
import {
  durationSeconds,
  formatBarBeat,
  parseMeter,
  positionAt,
  ticksPerBeat,
  ticksToSeconds,
} from './timing';
import { loadSampled, loopSeconds, usePlayback } from './use-playback';

type TitleFacts = Pick<MusicAttachment, 'title' | 'key' | 'tempo' | 'meter' | 'bars'> & {
  readonly parts?: MusicAttachment['parts'];
};

/**
 * The facts after the card's title: the key (unless the title already names it, or only drums
 * play: a kit has no key), tempo, meter, bars.
 * @example musicFacts({ title: 'Groove', key: 'F major', tempo: 80, meter: '4/4', bars: 1 }) // ['F major', '80 BPM', '4/4', '1 bar']
 */
export function musicFacts(music: TitleFacts): string[] {
  const bars = `${music.bars} ${music.bars === 1 ? 'bar' : 'bars'}`;
  const drumsOnly =
    music.parts !== undefined && music.parts.length > 0 && music.parts.every((part) => part.isDrums);
  const key = drumsOnly || music.title.includes(music.key) ? [] : [music.key];
  return [...key, `${Math.round(music.tempo)} BPM`, music.meter, bars];
}

/**
 * "Title · D minor · 90 BPM · 4/4 · 4 bars": the card's heading and its accessible name.
 * @example musicTitleLine({ title: 'Groove', key: 'F major', tempo: 80, meter: '4/4', bars: 1 }) // 'Groove · F major · 80 BPM · 4/4 · 1 bar'
 */
export function musicTitleLine(music: TitleFacts): string {
  return [music.title, ...musicFacts(music)].join(' · ');
}

/** Playback speeds offered; the file keeps its tempo. */
const RATES = [0.5, 0.75, 0.9, 1, 1.1, 1.25, 1.5] as const;

/** "Electric Bass (finger)", "Drum kit": what a part sounds as. */
function instrumentOf(part: MusicAttachment['parts'][number]): string {
  return part.isDrums ? 'Drum kit' : (gmProgramName(part.program) ?? `Program ${part.program + 1}`);
}

/** Keys that a focused control handles itself; Space elsewhere in the card plays or pauses. */
const OWN_SPACE = new Set(['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'A']);

type Export = { kind: 'wav' | 'stems'; progress: number | null } | null;

/**
 * Once the card is on screen, gets it ready to play for a returning visitor (`Playback.prepare`;
 * a new visitor loads nothing); true when it is ready before Play. Without IntersectionObserver,
 * at once.
 */
function usePreparedWhenVisible(
  card: RefObject<HTMLElement | null>,
  prepare: () => Promise<boolean>,
): boolean {
  const [prepared, setPrepared] = useState(false);
  useEffect(() => {
    const node = card.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      void prepare().then(setPrepared);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void prepare().then(setPrepared);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [card, prepare]);
  return prepared;
}

/**
 * One piece: title line, piano roll, transport (play, seek, loop, tempo), per-part mute, solo and
 * volume, and the exports (MIDI, drag-out, WAV, stems).
 */
export const MusicCard = memo(function MusicCard({ music }: { music: MusicAttachment }) {
  const title = musicTitleLine(music);
  const playback = usePlayback(music);
  const cardRef = useRef<HTMLFieldSetElement>(null);
  const prepared = usePreparedWhenVisible(cardRef, playback.prepare);
  const { status, seconds, mix, loop, rate } = playback;
  const [busy, setBusy] = useState<Export>(null);
  const [downloading, setDownloading] = useState(false);
  const duration = useMemo(() => durationSeconds(music), [music]);
  const colours = useMemo(() => partColours(music.parts), [music.parts]);
  const doubles = useMemo(() => doubledParts(music.parts), [music.parts]);
  const silent = useMemo(() => partLevels(mix).map((level) => !level.audible || level.gain === 0), [mix]);
  const playing = status === 'playing';
  const loading = status === 'loading';
  const position = positionAt(seconds, music);
  const beat = useMemo(
    () => ticksToSeconds(ticksPerBeat(music.ppq, parseMeter(music.meter)), music.tempo, music.ppq),
    [music],
  );
  const progress = duration > 0 ? Math.min(1, seconds / duration) : 0;
  const loopSpan = useMemo(() => {
    if (!loop.enabled || duration <= 0) return null;
    const span = loopSeconds(music, loop);
    return { start: span.start / duration, end: span.end / duration };
  }, [loop, music, duration]);

  const toggle = () => (playing ? playback.pause() : void playback.play());

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== ' ' || OWN_SPACE.has((event.target as HTMLElement).tagName)) return;
    event.preventDefault();
    toggle();
  };

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

  async function exportWav() {
    setBusy({ kind: 'wav', progress: 0 });
    try {
      const [sampled, bytes] = await Promise.all([loadSampled(), fetchMidi(music.url)]);
      const wav = await sampled.renderWav(bytes, {
        // The SoundFont's download is the first half of the bar, the render the second.
        onLoad: (received, total) =>
          setBusy({ kind: 'wav', progress: total > 0 ? (received / total) * 0.5 : null }),
        onProgress: (done) => setBusy({ kind: 'wav', progress: 0.5 + done * 0.5 }),
      });
      saveBlob(wav, `${downloadBaseName()}.wav`);
    } catch (error) {
      console.warn('WAV export failed', error);
      toast({ description: 'Could not render the WAV file', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function exportStems() {
    setBusy({ kind: 'stems', progress: null });
    try {
      const [{ stemsZip }, bytes] = await Promise.all([import('./stems'), fetchMidi(music.url)]);
      const base = downloadBaseName();
      saveBlob(new Blob([stemsZip(bytes, base)], { type: 'application/zip' }), `${base}-stems.zip`);
    } catch (error) {
      console.warn('Stems export failed', error);
      toast({ description: 'Could not export the stems', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  const loadingNote =
    status === 'loading'
      ? `Loading instruments${playback.loadProgress === null ? '…' : ` ${Math.round(playback.loadProgress * 100)}%`}`
      : null;
  const exportNote =
    busy?.kind === 'wav'
      ? `Rendering WAV${busy.progress === null ? '…' : ` ${Math.round(busy.progress * 100)}%`}`
      : null;

  return (
    // A fieldset is a "group" to assistive tech: the card's controls, named by its title line.
    // Focusable itself, so Space plays and pauses with focus anywhere on the card.
    <fieldset
      ref={cardRef}
      aria-label={title}
      data-state={status}
      data-prepared={prepared || undefined}
      data-engine={playback.engine ?? undefined}
      data-audio-state={playback.audioState ?? undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the card takes focus for its Space shortcut
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="m-0 w-full min-w-0 max-w-2xl rounded-xl border bg-card p-3 text-card-foreground shadow-sm focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {/* The facts wrap as a whole after the title, so a phone never cuts the bars or the tempo. */}
      <h3 className="mb-2 flex flex-wrap gap-x-1 font-medium text-sm" title={title}>
        <span>{music.title}</span>
        <span className="text-muted-foreground">
          {musicFacts(music).map((fact) => (
            <span key={fact} className="whitespace-nowrap">
              {' · '}
              {fact}
            </span>
          ))}
        </span>
      </h3>
      <PianoRoll
        music={music}
        silent={silent}
        progress={status === 'idle' && seconds === 0 ? null : progress}
        loop={loopSpan}
        onSeek={(fraction) => playback.seek(fraction * duration)}
      />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {/* Until the sounds have loaded and the clock moves, the button says so (not "Pause"). */}
        <Button
          size="sm"
          variant={playing ? 'secondary' : 'default'}
          onClick={toggle}
          onPointerDown={playback.warmUp}
          disabled={loading}
          aria-busy={loading || undefined}
          aria-label={loading ? 'Loading sounds…' : playing ? 'Pause' : 'Play'}
          aria-keyshortcuts="Space"
        >
          {loading ? <Loader2 className="animate-spin" /> : playing ? <Pause /> : <Play />}
          {loading ? 'Loading sounds…' : playing ? 'Pause' : 'Play'}
        </Button>
        <span className="w-12 font-mono text-muted-foreground text-xs tabular-nums" data-testid="position">
          <span className="sr-only">Position </span>
          {formatBarBeat(position)}
        </span>
        <input
          type="range"
          aria-label="Playback position"
          aria-valuetext={`Bar ${position.bar}, beat ${position.beat}, of ${music.bars}`}
          min={0}
          max={Math.max(duration, 0.001)}
          // Arrow keys move one beat, as musicians count.
          step={beat}
          value={Math.min(seconds, duration)}
          onChange={(event) => playback.seek(Number(event.target.value))}
          className="h-1.5 min-w-24 flex-1 cursor-pointer accent-primary"
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-xs">
        <Button
          size="sm"
          variant={loop.enabled ? 'secondary' : 'outline'}
          aria-pressed={loop.enabled}
          onClick={() => playback.setLoop({ ...loop, enabled: !loop.enabled })}
        >
          <Repeat />
          Loop
        </Button>
        <label className="flex items-center gap-1">
          bars
          <input
            type="number"
            aria-label="Loop from bar"
            min={1}
            max={music.bars}
            value={loop.from}
            onChange={(event) => {
              const from = Math.min(music.bars, Math.max(1, Math.round(Number(event.target.value)) || 1));
              playback.setLoop({ ...loop, from, to: Math.max(from, loop.to) });
            }}
            className="w-12 rounded border bg-background px-1 py-0.5 tabular-nums"
          />
        </label>
        <label className="flex items-center gap-1">
          to
          <input
            type="number"
            aria-label="Loop to bar"
            min={1}
            max={music.bars}
            value={loop.to}
            onChange={(event) => {
              const to = Math.min(music.bars, Math.max(1, Math.round(Number(event.target.value)) || 1));
              playback.setLoop({ ...loop, to, from: Math.min(loop.from, to) });
            }}
            className="w-12 rounded border bg-background px-1 py-0.5 tabular-nums"
          />
        </label>
        <label className="flex items-center gap-1">
          Tempo
          <select
            aria-label="Playback tempo"
            value={rate}
            onChange={(event) => playback.setRate(Number(event.target.value))}
            className="rounded border bg-background px-1 py-0.5 tabular-nums"
          >
            {RATES.map((value) => (
              <option key={value} value={value}>
                {Math.round(music.tempo * value)} BPM{value === 1 ? '' : ` (${Math.round(value * 100)}%)`}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => void download()}
          disabled={downloading}
          draggable
          onDragStart={(event) => {
            // Chromium: drop the file on the desktop or a DAW (elsewhere, the button just downloads).
            event.dataTransfer.effectAllowed = 'copy';
            event.dataTransfer.setData(
              'DownloadURL',
              midiDragData(music.url, `${downloadBaseName()}.mid`, window.location.href),
            );
          }}
          title="Download, or drag into your DAW"
        >
          {downloading ? <Loader2 className="animate-spin" /> : <Download />}
          Download MIDI
        </Button>
        <Button size="sm" variant="outline" onClick={() => void exportWav()} disabled={busy !== null}>
          {busy?.kind === 'wav' ? <Loader2 className="animate-spin" /> : <AudioLines />}
          Export WAV
        </Button>
        <Button size="sm" variant="outline" onClick={() => void exportStems()} disabled={busy !== null}>
          {busy?.kind === 'stems' ? <Loader2 className="animate-spin" /> : <FileArchive />}
          Stems
        </Button>
      </div>
      {/* Always in the page, so screen readers announce what appears in it (a live region). */}
      <p className="mt-2 text-muted-foreground text-xs empty:hidden" role="status" data-testid="player-note">
        {exportNote ?? loadingNote ?? playback.note}
      </p>
      {music.parts.length > 0 && (
        <ul className="mt-2 grid gap-1" aria-label="Parts">
          {music.parts.map((part, i) => {
            const state = mix[i];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a piece's parts never reorder, and names may repeat
              <li key={i} className="flex min-w-0 flex-wrap items-center gap-2 text-xs">
                {/* A doubling part is a ring, as its notes are outlines over the part it doubles. */}
                <span
                  aria-hidden="true"
                  className={cn('size-2 shrink-0', part.isDrums ? 'rotate-45' : 'rounded-full')}
                  style={
                    doubles[i] === null
                      ? { backgroundColor: colours[i] }
                      : { boxShadow: `inset 0 0 0 1.5px ${colours[i]}` }
                  }
                />
                {/* Wraps rather than truncating: "Drums · Drum kit", not "Dru…", on a phone. */}
                <span
                  className={cn(
                    'min-w-0 flex-1 break-words',
                    silent[i] && 'text-muted-foreground line-through',
                  )}
                >
                  {part.name}
                  {!part.name.includes(instrumentOf(part)) && (
                    <span className="text-muted-foreground"> · {instrumentOf(part)}</span>
                  )}
                  {doubles[i] != null && (
                    <span className="text-muted-foreground"> · doubles {music.parts[doubles[i]]?.name}</span>
                  )}
                </span>
                <PartToggle
                  label={`Mute ${part.name}`}
                  pressed={state?.muted ?? false}
                  onClick={() => playback.setMix(i, { muted: !state?.muted })}
                >
                  M
                </PartToggle>
                <PartToggle
                  label={`Solo ${part.name}`}
                  pressed={state?.solo ?? false}
                  onClick={() => playback.setMix(i, { solo: !state?.solo })}
                >
                  S
                </PartToggle>
                <input
                  type="range"
                  aria-label={`${part.name} volume`}
                  min={0}
                  max={100}
                  step={5}
                  value={Math.round((state?.volume ?? 1) * 100)}
                  onChange={(event) => playback.setMix(i, { volume: Number(event.target.value) / 100 })}
                  className="w-20 accent-primary"
                />
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
});

function PartToggle({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'size-6 rounded border font-medium text-xs transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        pressed && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
      )}
    >
      {children}
    </button>
  );
}
