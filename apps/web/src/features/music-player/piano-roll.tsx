import type { MusicAttachment } from '@riffmate/contract';
import { memo, type PointerEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import {
  barNumberStep,
  chordLabels,
  pianoRollLayout,
  pitchLabels,
  statedBarChords,
} from './piano-roll-layout';

/** Part colours, chosen to read on both the light and the dark card. Drums are drawn apart. */
export const PART_COLOURS = ['#8b5cf6', '#06b6d4', '#f59e0b', '#10b981', '#ec4899', '#3b82f6'] as const;
export const DRUM_COLOUR = '#94a3b8';

/** Each role's own palette colour, so the bass stays the same colour from one version to the next. */
const ROLE_COLOUR: Readonly<Record<string, number>> = {
  chords: 0,
  bass: 1,
  melody: 2,
  pad: 3,
  'counter-melody': 4,
  horns: 4,
  arpeggio: 5,
};

/**
 * The colour of each part: its role's colour, or (a second part of a role, an unknown role) the
 * first palette colour still free; drums the drum grey.
 */
export function partColours(parts: MusicAttachment['parts']): string[] {
  const used = new Set<number>();
  return parts.map((part) => {
    if (part.isDrums) return DRUM_COLOUR;
    const own = ROLE_COLOUR[part.role];
    const free = PART_COLOURS.findIndex((_, i) => !used.has(i));
    const pick =
      own !== undefined && !used.has(own) ? own : free >= 0 ? free : used.size % PART_COLOURS.length;
    used.add(pick);
    return PART_COLOURS[pick]!;
  });
}

/** The roll's width before it is measured (and where ResizeObserver is missing). */
const ASSUMED_WIDTH_PX = 600;

/** The element's width in CSS pixels, kept up to date as the card resizes. */
function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(ASSUMED_WIDTH_PX);
  useEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

interface PianoRollProps {
  music: MusicAttachment;
  /** Parts drawn faint (muted, or silenced by another part's solo). */
  silent: readonly boolean[];
  /** Playhead position 0–1, or null to hide it. */
  progress: number | null;
  /** The looped span as fractions 0–1 of the piece, or null. */
  loop: { start: number; end: number } | null;
  /** Click or drag on the roll: seek to this fraction 0–1 of the piece. */
  onSeek: (fraction: number) => void;
}

/**
 * Chord symbols per bar: the piece's stated progression (what the reply names) when it states one
 * (an empty one: no chords); else, for an upload, inferred from its notes in a lazily loaded module.
 */
function useBarChords(music: MusicAttachment): (string | null)[] | null {
  // (An empty list states that there are none: a listening example's scale or interval.)
  const stated = useMemo(() => (music.chords ? statedBarChords(music, music.chords) : null), [music]);
  const [chords, setChords] = useState<(string | null)[] | null>(null);
  useEffect(() => {
    if (stated) return;
    let live = true;
    import('./chord-symbols')
      .then(({ barChords }) => {
        if (live) setChords(barChords(music));
      })
      .catch(() => {}); // labels are a nicety: a roll without them still reads
    return () => {
      live = false;
    };
  }, [music, stated]);
  return stated ?? chords;
}

/**
 * The piece as a piano roll musicians read: bar numbers and chord symbols above the bars, a pitch
 * axis with note names, notes coloured per part, drums in lanes, the playhead and the loop. It
 * always fits the whole piece (zoom to fit); labels are HTML, so they keep their size on a phone.
 * The layout is memoised per piece, so a playhead moving every frame redraws only one line.
 */
export const PianoRoll = memo(function PianoRoll({ music, silent, progress, loop, onSeek }: PianoRollProps) {
  const layout = useMemo(() => pianoRollLayout(music), [music]);
  const colours = useMemo(() => partColours(music.parts), [music.parts]);
  const labels = useMemo(() => pitchLabels(layout), [layout]);
  const chords = useBarChords(music);
  const strip = useRef<HTMLDivElement>(null);
  const stripWidth = useWidth(strip);
  const labelEvery = barNumberStep(layout.barStarts.length, stripWidth);
  const shownChords = useMemo(
    () => chordLabels(chords ?? [], layout.barStarts, layout.width, stripWidth),
    [chords, layout, stripWidth],
  );
  const pct = (x: number) => `${(x / layout.width) * 100}%`;

  const seekAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) onSeek(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)));
  };

  return (
    <div
      className="select-none text-[10px] text-muted-foreground leading-none"
      role="img"
      aria-label={`Piano roll of ${music.title}`}
    >
      <div className="flex">
        <div className="w-8 shrink-0" />
        {/* Bar numbers on their own line, chord names under them: the two never overlap. Each bar
            carries its chord in a tooltip, also where its label was left out for room. */}
        <div
          ref={strip}
          className={`relative min-w-0 flex-1 ${shownChords.some((label) => label.row === 1) ? 'h-12' : 'h-8'}`}
          aria-hidden="true"
          data-testid="bar-labels"
        >
          {layout.barStarts.map((x, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: bars never reorder; the index is the bar
              key={i}
              className="absolute top-0 h-full pl-0.5"
              style={{ left: pct(x), width: pct((layout.barStarts[i + 1] ?? layout.width) - x) }}
              title={chords?.[i] ? `Bar ${i + 1}: ${chords[i]}` : `Bar ${i + 1}`}
            >
              {i % labelEvery === 0 && <div className="font-mono tabular-nums">{i + 1}</div>}
            </div>
          ))}
          {shownChords.map((label) => (
            <div
              key={label.bar}
              className={`pointer-events-none absolute ${label.row === 1 ? 'top-8' : 'top-4'} overflow-hidden whitespace-nowrap pl-0.5 font-medium text-[10px] text-foreground sm:text-xs`}
              style={{ left: `${label.start * 100}%`, width: `${(label.end - label.start) * 100}%` }}
              data-testid="chord"
              data-bar={label.bar + 1}
              data-row={label.row}
            >
              {label.text}
            </div>
          ))}
        </div>
      </div>
      <div className="flex">
        <div className="relative w-8 shrink-0 font-mono" aria-hidden="true" data-testid="pitch-axis">
          {labels.map((label) => (
            <div
              key={label.name}
              className="-translate-y-1/2 absolute right-1"
              style={{ top: `${(label.y / layout.height) * 100}%` }}
            >
              {label.name}
            </div>
          ))}
        </div>
        <div
          className="relative min-w-0 flex-1 cursor-pointer touch-none"
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            seekAt(event);
          }}
          onPointerMove={(event) => {
            if (event.currentTarget.hasPointerCapture(event.pointerId)) seekAt(event);
          }}
        >
          <svg
            viewBox={`0 0 ${layout.width} ${layout.height}`}
            preserveAspectRatio="none"
            className="block h-36 w-full rounded-md bg-muted/60 sm:h-44"
            aria-hidden="true"
            data-testid="piano-roll"
          >
            {layout.drumTop !== null && (
              <rect
                x={0}
                y={layout.drumTop}
                width={layout.width}
                height={layout.height - layout.drumTop}
                className="fill-foreground/5"
              />
            )}
            {labels.map((label) => (
              <line
                key={label.name}
                x1={0}
                x2={layout.width}
                y1={label.y}
                y2={label.y}
                className="stroke-foreground/10"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {layout.barStarts.slice(1).map((x) => (
              <line
                key={x}
                x1={x}
                x2={x}
                y1={0}
                y2={layout.height}
                className="stroke-foreground/20"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {loop && (
              <rect
                x={loop.start * layout.width}
                y={0}
                width={(loop.end - loop.start) * layout.width}
                height={layout.height}
                className="fill-primary/10"
                data-testid="loop-span"
              />
            )}
            {layout.notes.map(
              (note, i) =>
                !note.doubled && (
                  <rect
                    // biome-ignore lint/suspicious/noArrayIndexKey: notes never reorder; the index is their identity
                    key={i}
                    x={note.x}
                    y={note.y + 0.5}
                    width={note.width}
                    height={Math.max(1, note.height - 1)}
                    fill={colours[note.part]}
                    opacity={silent[note.part] ? 0.2 : 0.9}
                  />
                ),
            )}
            {/* A note an earlier part also plays: an outline in its own colour, drawn over the fill. */}
            {layout.notes.map(
              (note, i) =>
                note.doubled && (
                  <rect
                    // biome-ignore lint/suspicious/noArrayIndexKey: notes never reorder; the index is their identity
                    key={i}
                    x={note.x}
                    y={note.y}
                    width={note.width}
                    height={note.height}
                    fill="none"
                    stroke={colours[note.part]}
                    strokeWidth={2}
                    vectorEffect="non-scaling-stroke"
                    opacity={silent[note.part] ? 0.2 : 1}
                    data-testid="doubled-note"
                  />
                ),
            )}
            {layout.hits.map((hit, i) => (
              <path
                // biome-ignore lint/suspicious/noArrayIndexKey: hits never reorder; the index is their identity
                key={i}
                d={`M${hit.cx} ${hit.cy - hit.r}L${hit.cx + hit.r} ${hit.cy}L${hit.cx} ${hit.cy + hit.r}L${hit.cx - hit.r} ${hit.cy}Z`}
                fill={colours[hit.part]}
                opacity={silent[hit.part] ? 0.2 : 0.9}
              />
            ))}
            {progress !== null && (
              <line
                x1={progress * layout.width}
                x2={progress * layout.width}
                y1={0}
                y2={layout.height}
                className="stroke-primary"
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
                data-testid="playhead"
              />
            )}
          </svg>
        </div>
      </div>
    </div>
  );
});
