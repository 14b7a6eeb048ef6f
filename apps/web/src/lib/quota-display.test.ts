import { describe, expect, it } from 'vitest';
import { formatQuotaReset } from './quota-display';

const at = (iso: string) => new Date(iso);

describe('formatQuotaReset', () => {
  it('is undefined when the reset time is unknown or invalid', () => {
    expect(formatQuotaReset(null, at('2026-11-22T12:00:00Z'), 'UTC')).toBeUndefined();
    expect(formatQuotaReset(new Date(Number.NaN), at('2026-11-22T12:00:00Z'), 'UTC')).toBeUndefined();
  });

  it.each([
    // [reset, now, zone, expected]
    ['2026-11-22T15:15:00Z', '2026-11-22T09:00:00Z', 'UTC', 'today at 03:15 PM'],
    ['2026-11-22T00:05:00Z', '2026-11-22T00:00:00Z', 'UTC', 'today at 12:05 AM'],
    ['2026-11-22T12:00:00Z', '2026-11-22T11:00:00Z', 'UTC', 'today at 12:00 PM'],
    // Across midnight: a few minutes away but on the next calendar day.
    ['2026-11-23T00:30:00Z', '2026-11-22T23:50:00Z', 'UTC', 'tomorrow at 12:30 AM'],
    ['2026-11-23T23:59:00Z', '2026-11-22T00:00:00Z', 'UTC', 'tomorrow at 11:59 PM'],
    // Two days away, or yesterday: no wording in the spec.
    ['2026-11-24T00:00:00Z', '2026-11-22T23:59:00Z', 'UTC', undefined],
    ['2026-11-21T23:00:00Z', '2026-11-22T01:00:00Z', 'UTC', undefined],
    // The same instants read in other zones: New York is UTC-5 in November.
    ['2026-11-23T03:00:00Z', '2026-11-22T20:00:00Z', 'America/New_York', 'today at 10:00 PM'],
    ['2026-11-23T05:30:00Z', '2026-11-23T04:00:00Z', 'America/New_York', 'tomorrow at 12:30 AM'],
    // Tokyo is UTC+9: 15:00Z is already the next day there.
    ['2026-11-22T15:00:00Z', '2026-11-22T14:00:00Z', 'Asia/Tokyo', 'tomorrow at 12:00 AM'],
    ['2026-11-22T05:45:00Z', '2026-11-22T01:00:00Z', 'Asia/Tokyo', 'today at 02:45 PM'],
    // Kiritimati is UTC+14, the first place where a day begins.
    ['2026-11-22T10:00:00Z', '2026-11-22T09:00:00Z', 'Pacific/Kiritimati', 'tomorrow at 12:00 AM'],
    ['2026-11-22T09:59:00Z', '2026-11-21T10:00:00Z', 'Pacific/Kiritimati', 'today at 11:59 PM'],
  ])('%s seen at %s in %s → %s', (reset, now, zone, expected) => {
    expect(formatQuotaReset(at(reset), at(now), zone)).toBe(expected);
  });

  it("uses the browser's zone by default", () => {
    const now = new Date(2026, 10, 22, 9, 0);
    expect(formatQuotaReset(new Date(2026, 10, 22, 15, 15), now)).toBe('today at 03:15 PM');
    expect(formatQuotaReset(new Date(2026, 10, 23, 9, 5), now)).toBe('tomorrow at 09:05 AM');
  });
});
