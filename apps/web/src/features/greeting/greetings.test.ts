import { describe, expect, it } from 'vitest';
import { firstName, GREETING_BANDS, greetingFor } from './greetings';

const at = (hour: number, minute: number) => new Date(2026, 10, 22, hour, minute);
const texts = (band: number, name = 'Ada') => GREETING_BANDS[band]!.variants.map((v) => v(name));

describe('greetingFor', () => {
  it.each([
    [0, 0, 0],
    [5, 59, 0],
    [6, 0, 1],
    [11, 59, 1],
    [12, 0, 2],
    [13, 59, 2],
    [14, 0, 3],
    [17, 59, 3],
    [18, 0, 4],
    [20, 59, 4],
    [21, 0, 5],
    [23, 59, 5],
  ])('%i:%i is band %i', (hour, minute, band) => {
    const greeting = greetingFor(at(hour, minute), 'Ada Lovelace', () => 0);
    expect(greeting).toBe(texts(band)[0]);
  });

  it('has three different variants per band, chosen by the random number', () => {
    for (const [band, { before }] of GREETING_BANDS.entries()) {
      const date = at(before - 1, 30);
      const picked = [0, 0.34, 0.67, 0.9999].map((r) => greetingFor(date, 'Ada', () => r));
      expect(picked).toEqual([...texts(band), texts(band)[2]]);
      expect(new Set(texts(band)).size).toBe(3);
    }
  });

  it('uses the first word of the name', () => {
    expect(greetingFor(at(9, 0), 'Ada Lovelace', () => 0)).toBe(
      'Good morning, Ada! What shall we write today?',
    );
    expect(greetingFor(at(9, 0), '   Ada    Byron  ', () => 0)).toBe(
      'Good morning, Ada! What shall we write today?',
    );
  });

  it('reads well without a name', () => {
    expect(greetingFor(at(9, 0), '', () => 0)).toBe('Good morning! What shall we write today?');
    expect(greetingFor(at(9, 0), null, () => 0)).toBe('Good morning! What shall we write today?');
    expect(greetingFor(at(3, 0), '  ', () => 0)).toBe(
      "Burning the midnight oil? Let's find a late-night groove.",
    );
  });
});

describe('firstName', () => {
  it.each([
    ['Ada Lovelace', 'Ada'],
    ['  Ada   Lovelace ', 'Ada'],
    ['Cher', 'Cher'],
    ['Ada\tLovelace', 'Ada'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (name, first) => {
    expect(firstName(name)).toBe(first);
  });
});
