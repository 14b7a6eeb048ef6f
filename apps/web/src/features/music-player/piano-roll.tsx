import type { MusicAttachment } from '@riffmate/contract';
import { memo, useMemo } from 'react';
import { pianoRollLayout } from './piano-roll-layout';

/** Part colours, chosen to read on both the light and the dark card. Drums are drawn apart. */
export const PART_COLOURS = ['#8b5cf6', '#06b6d4', '#f59e0b', '#10b981', '#ec4899', '#3b82f6'] as const;
export const DRUM_COLOUR = '#94a3b8';

/** The colour of each part: melodic parts take palette colours in order, drums the drum grey. */
export function partColours(parts: MusicAttachment['parts']): string[] {
  let next = 0;
  return parts.map((part) => (part.isDrums ? DRUM_COLOUR : PART_COLOURS[next++ % PART_COLOURS.length]!));
}

interface PianoRollProps {
  music: MusicAttachment;
  muted: readonly boolean[];
  /** Playhead position 0–1, or null to hide it. */
  progress: number | null;
}

/**
 * The piece as an SVG piano roll. The layout is memoised per piece, so a playhead moving every
 * frame redraws only one line; the SVG keeps its aspect ratio (diamonds stay diamonds).
 */
export const PianoRoll = memo(function PianoRoll({ music, muted, progress }: PianoRollProps) {
  const layout = useMemo(() => pianoRollLayout(music), [music]);
  const colours = useMemo(() => partColours(music.parts), [music.parts]);
  return (
    <svg
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className="block h-auto w-full rounded-md bg-muted/60"
      role="img"
      aria-label={`Piano roll of ${music.title}`}
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
      {layout.barLines.map((x) => (
        <line
          key={x}
          x1={x}
          x2={x}
          y1={0}
          y2={layout.height}
          className="stroke-foreground/15"
          strokeWidth={1}
        />
      ))}
      {layout.notes.map((note, i) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: notes never reorder; the index is their identity
          key={i}
          x={note.x}
          y={note.y + 0.5}
          width={note.width}
          height={Math.max(1, note.height - 1)}
          rx={1}
          fill={colours[note.part]}
          opacity={muted[note.part] ? 0.2 : 0.9}
        />
      ))}
      {layout.hits.map((hit, i) => (
        <path
          // biome-ignore lint/suspicious/noArrayIndexKey: hits never reorder; the index is their identity
          key={i}
          d={`M${hit.cx} ${hit.cy - hit.r}L${hit.cx + hit.r} ${hit.cy}L${hit.cx} ${hit.cy + hit.r}L${hit.cx - hit.r} ${hit.cy}Z`}
          fill={colours[hit.part]}
          opacity={muted[hit.part] ? 0.2 : 0.9}
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
          data-testid="playhead"
        />
      )}
    </svg>
  );
});
