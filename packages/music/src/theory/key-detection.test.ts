import { describe, expect, it } from 'vitest';
import { detectKeyFromChords } from './key-detection.ts';

describe('detectKeyFromChords', () => {
  it.each([
    [['C', 'G', 'Am', 'F'], 'C major'],
    [['G', 'D', 'Em', 'C'], 'G major'],
    [['Dm7', 'G7', 'Cmaj7'], 'C major'],
    [['E', 'A', 'B7', 'E'], 'E major'],
    [['Bb', 'Gm', 'Eb', 'F7'], 'Bb major'],
    [['D', 'G', 'A7', 'D'], 'D major'],
    [['C', 'F', 'C', 'G'], 'C major'],
    [['C', 'Bb', 'F', 'C'], 'C major'],
    [['Ab', 'Db', 'Eb7', 'Ab'], 'Ab major'],
    [['F#', 'B', 'C#', 'F#'], 'F# major'],
    [['Am', 'F', 'C', 'G'], 'A minor'],
    [['Am', 'Dm', 'E7', 'Am'], 'A minor'],
    [['F#m', 'D', 'A', 'E'], 'F# minor'],
    [['Em', 'C', 'G', 'D'], 'E minor'],
    [['Cm', 'Ab', 'Eb', 'Bb'], 'C minor'],
    [['Dm', 'Bb', 'F', 'C'], 'D minor'],
    [['Cm', 'Fm', 'G7', 'Cm'], 'C minor'],
    [['Bbm', 'Gb', 'Db', 'Ab'], 'Bb minor'],
    [
      [
        { chord: 'G7', weight: 1 },
        { chord: 'C', weight: 3 },
      ],
      'C major',
    ],
  ])('%j → %s', (chords, expected) => {
    const r = detectKeyFromChords(chords);
    expect(r && `${r.key.tonic} ${r.key.mode}`).toBe(expected);
  });

  it('ranks all 24 keys and reports confidence', () => {
    const r = detectKeyFromChords(['C', 'F', 'G7', 'C'])!;
    expect(r.ranking).toHaveLength(24);
    expect(r.confidence).toBeGreaterThan(0);
    expect(r.confidence).toBeLessThanOrEqual(1);
  });

  it('returns null when nothing parses', () => {
    expect(detectKeyFromChords([])).toBeNull();
    expect(detectKeyFromChords(['nope', 'H7'])).toBeNull();
  });
});
