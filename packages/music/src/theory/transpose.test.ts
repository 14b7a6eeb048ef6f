import { describe, expect, it } from 'vitest';
import type { Key } from './key.ts';
import { transposeChordSymbol, transposeKey } from './transpose.ts';

describe('transposeKey', () => {
  const rows: [Key, number, Key][] = [
    [{ tonic: 'A', mode: 'minor' }, 5, { tonic: 'D', mode: 'minor' }],
    [{ tonic: 'C', mode: 'major' }, 7, { tonic: 'G', mode: 'major' }],
    [{ tonic: 'B', mode: 'major' }, 5, { tonic: 'E', mode: 'major' }],
    [{ tonic: 'F', mode: 'major' }, 1, { tonic: 'F#', mode: 'major' }],
    [{ tonic: 'E', mode: 'minor' }, -2, { tonic: 'D', mode: 'minor' }],
    [{ tonic: 'C', mode: 'major' }, 3, { tonic: 'Eb', mode: 'major' }],
    [{ tonic: 'A', mode: 'minor' }, 1, { tonic: 'Bb', mode: 'minor' }],
    [{ tonic: 'D', mode: 'dorian' }, 2, { tonic: 'E', mode: 'dorian' }],
    [{ tonic: 'G', mode: 'major' }, 12, { tonic: 'G', mode: 'major' }],
    [{ tonic: 'C', mode: 'major' }, -1, { tonic: 'B', mode: 'major' }],
  ];
  it.each(rows)('%o by %i → %o', (key, by, want) => expect(transposeKey(key, by)).toEqual(want));
  it('returns null for a bad tonic', () => expect(transposeKey({ tonic: 'H', mode: 'major' }, 2)).toBeNull());
});

describe('transposeChordSymbol', () => {
  const rows: [string, number, Key | undefined, string | null][] = [
    ['Dm7', 5, undefined, 'Gm7'],
    ['G7/B', 2, { tonic: 'D', mode: 'major' }, 'A7/C#'],
    ['C', 3, { tonic: 'Eb', mode: 'major' }, 'Eb'],
    ['F#m7b5', -1, undefined, 'Fm7b5'],
    ['Bbmaj7', 2, undefined, 'Cmaj7'],
    ['nope', 2, undefined, null],
  ];
  it.each(rows)('%s by %i', (sym, by, key, want) => expect(transposeChordSymbol(sym, by, key)).toBe(want));
});
