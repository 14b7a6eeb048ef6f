/**
 * When the message quota resets, as the spec words it (§2): "today at hh:mm a" or
 * "tomorrow at hh:mm a" — a 12-hour clock with AM/PM, e.g. "today at 03:15 PM" — and undefined
 * otherwise (unknown, or further away than tomorrow, or already past yesterday).
 *
 * "Today" and "tomorrow" are calendar days in `timeZone` (the browser's own by default), so a
 * reset at 00:30 seen at 23:50 is "tomorrow", however few minutes away it is.
 */
export function formatQuotaReset(
  resetAt: Date | null,
  now: Date,
  timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string | undefined {
  if (!resetAt || Number.isNaN(resetAt.getTime())) return undefined;
  const days = calendarDay(resetAt, timeZone) - calendarDay(now, timeZone);
  if (days !== 0 && days !== 1) return undefined;
  const time = new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).format(resetAt);
  return `${days === 0 ? 'today' : 'tomorrow'} at ${time}`;
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Days since the epoch of the date's calendar day in `timeZone`. */
function calendarDay(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / MS_PER_DAY);
}
