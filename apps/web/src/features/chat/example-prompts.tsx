/** Starters on an empty chat; a click sends one as is. */
export const EXAMPLE_PROMPTS = [
  'Write a 4-bar chord progression in D minor at 90 bpm',
  'A lo-fi beat with Rhodes chords in F major',
  'What are the chords in E minor?',
  'A bossa nova bass line in A minor',
] as const;

export function ExamplePrompts({
  onPick,
  disabled,
}: {
  onPick: (prompt: string) => void;
  disabled?: boolean;
}) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label="Example prompts">
      {EXAMPLE_PROMPTS.map((prompt) => (
        <li key={prompt}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(prompt)}
            className="h-full w-full rounded-xl border bg-card px-3 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
          >
            {prompt}
          </button>
        </li>
      ))}
    </ul>
  );
}
