import { FileMusic, X } from 'lucide-react';
import { formatSize } from './file-size';

interface AttachmentChipProps {
  name: string;
  /** Bytes; shown when known (the chosen file, before sending). */
  size?: number;
  /** Shows a remove button. */
  onRemove?: () => void;
  /** In a user bubble (primary colours). */
  inBubble?: boolean;
}

/** A MIDI file as a small chip: its name, its size when known, and an optional remove button. */
export function AttachmentChip({ name, size, onRemove, inBubble = false }: AttachmentChipProps) {
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1.5 rounded-lg border px-2 py-1 text-sm ${
        inBubble ? 'border-primary-foreground/30 bg-primary-foreground/10' : 'bg-muted'
      }`}
      data-testid="midi-attachment"
    >
      <FileMusic className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">{name}</span>
      {size !== undefined && (
        <span className="shrink-0 text-muted-foreground text-xs">{formatSize(size)}</span>
      )}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          className="-mr-1 rounded p-0.5 hover:bg-accent"
          aria-label={`Remove ${name}`}
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
