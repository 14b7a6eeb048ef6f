/** US English long form: every date the product shows reads this way. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "November 22, 2026" for an ISO date; null when the value is not a date. */
export function longDate(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : LONG_DATE.format(date);
}
