import { describe, expect, it } from 'vitest';
import { DRUM, GM_PROGRAMS, gmDrumName, gmFamily, gmProgramName } from './gm.ts';

describe('General MIDI tables', () => {
  it('has 128 unique program names', () => {
    expect(GM_PROGRAMS).toHaveLength(128);
    expect(new Set(GM_PROGRAMS).size).toBe(128);
  });
  it.each([
    [0, 'Acoustic Grand Piano'],
    [4, 'Electric Piano 1'],
    [24, 'Acoustic Guitar (nylon)'],
    [32, 'Acoustic Bass'],
    [33, 'Electric Bass (finger)'],
    [40, 'Violin'],
    [48, 'String Ensemble 1'],
    [56, 'Trumpet'],
    [65, 'Alto Sax'],
    [73, 'Flute'],
    [80, 'Lead 1 (square)'],
    [110, 'Fiddle'],
    [127, 'Gunshot'],
  ])('program %i is %s', (p, name) => expect(gmProgramName(p)).toBe(name));
  it('rejects bad programs', () => {
    expect(gmProgramName(128)).toBeNull();
    expect(gmProgramName(-1)).toBeNull();
    expect(gmFamily(200)).toBeNull();
  });
  it('names drums', () => {
    expect(gmDrumName(DRUM.kick)).toBe('Bass Drum 1');
    expect(gmDrumName(DRUM.snare)).toBe('Acoustic Snare');
    expect(gmDrumName(DRUM.closedHat)).toBe('Closed Hi-Hat');
    expect(gmDrumName(DRUM.openHat)).toBe('Open Hi-Hat');
    expect(gmDrumName(DRUM.ride)).toBe('Ride Cymbal 1');
    expect(gmDrumName(DRUM.crash)).toBe('Crash Cymbal 1');
    expect(gmDrumName(20)).toBeNull();
  });
  it('groups families', () => {
    expect(gmFamily(25)).toBe('Guitar');
    expect(gmFamily(33)).toBe('Bass');
  });
});
