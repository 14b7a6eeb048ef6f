/** ", Ada" when there is a name to greet, else nothing, so every text reads well without one. */
type Variant = (name: string) => string;

const to = (name: string) => (name ? `, ${name}` : '');

/**
 * The greeting bands of docs/product.md §1 by local hour, each with three variants. `before` is exclusive:
 * 5:59 is still "before 6", 6:00 is the next band.
 */
export const GREETING_BANDS: readonly { before: number; variants: readonly [Variant, Variant, Variant] }[] = [
  {
    before: 6,
    variants: [
      (n) => `Burning the midnight oil${to(n)}? Let's find a late-night groove.`,
      (n) => `Still up${to(n)}? The quiet hours are great for ballads.`,
      (n) => `Night owl session${to(n)}? I'll keep the tempo low.`,
    ],
  },
  {
    before: 12,
    variants: [
      (n) => `Good morning${to(n)}! What shall we write today?`,
      (n) => `Morning${to(n)}! Coffee in one hand, chord chart in the other?`,
      (n) => `Rise and riff${to(n)}! Ready to warm up with a progression?`,
    ],
  },
  {
    before: 14,
    variants: [
      (n) => `Lunchtime jam${to(n)}? Let's cook up a bass line.`,
      (n) => `Hey${to(n)}, midday is perfect for a catchy hook.`,
      (n) => `Good day${to(n)}! Got a melody stuck in your head?`,
    ],
  },
  {
    before: 18,
    variants: [
      (n) => `Good afternoon${to(n)}! What are we composing?`,
      (n) => `Afternoon${to(n)}! Time to lay down a groove.`,
      (n) => `Hi${to(n)}! Let's turn that afternoon slump into a riff.`,
    ],
  },
  {
    before: 21,
    variants: [
      (n) => `Good evening${to(n)}! Let's make some music.`,
      (n) => `Evening${to(n)}! Golden hour calls for warm chords.`,
      (n) => `Hey${to(n)}, ready for an evening session?`,
    ],
  },
  {
    before: 24,
    variants: [
      (n) => `Late session${to(n)}? Let's write something moody.`,
      (n) => `Good night${to(n)}... or is it time for one more take?`,
      (n) => `Winding down${to(n)}? A mellow progression might help.`,
    ],
  },
];

/** The first word of a name ("Ada Lovelace" → "Ada"), ignoring extra spaces; "" without one. */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/**
 * The chat's time-of-day greeting (docs/product.md §1): the band of the date's local hour, one of its three
 * variants picked by `random` (a number in [0, 1), Math.random by default), with the first word
 * of the user's name.
 *
 * @example greetingFor(new Date(2026, 0, 1, 9), 'Ada Lovelace', () => 0) // 'Good morning, Ada! …'
 */
export function greetingFor(
  date: Date,
  name: string | null | undefined,
  random: () => number = Math.random,
): string {
  const hour = date.getHours();
  const band = GREETING_BANDS.find((b) => hour < b.before) ?? GREETING_BANDS[GREETING_BANDS.length - 1]!;
  const index = Math.min(Math.floor(random() * band.variants.length), band.variants.length - 1);
  const variant = band.variants[Math.max(index, 0)]!;
  return variant(firstName(name));
}
