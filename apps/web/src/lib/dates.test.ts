import { describe, expect, it } from 'vitest';
import { longDate } from './dates';

describe('longDate', () => {
  it('formats dates in US English long form', () => {
    expect(longDate('2026-11-22T12:00:00Z')).toBe('November 22, 2026');
    expect(longDate('nope')).toBeNull();
  });
});
