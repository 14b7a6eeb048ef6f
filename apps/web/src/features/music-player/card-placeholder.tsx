/** About a card's size (title line, piano roll, controls), so the page hardly moves when it arrives. */
export function CardPlaceholder() {
  return (
    <div
      role="status"
      aria-label="Loading the piece"
      className="grid w-full max-w-2xl gap-2 rounded-xl border bg-card p-3 shadow-sm"
    >
      <div className="h-5 w-2/3 rounded bg-muted" />
      <div className="h-43 w-full animate-pulse rounded-md bg-muted/60 sm:h-51" />
      <div className="h-24 w-full rounded bg-muted" />
    </div>
  );
}
