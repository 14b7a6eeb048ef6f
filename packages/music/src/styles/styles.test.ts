import { describe, expect, it } from 'vitest';
import { meterGrid } from '../compose/meter-grid.ts';
import { chooseProgression } from '../compose/progression.ts';
import { parseSteps } from '../compose/step-pattern.ts';
import { STYLE_IDS } from '../compose/types.ts';
import { GM_DRUMS } from '../midi/gm.ts';
import { createRng } from '../rng.ts';
import { romanToChord } from '../theory/roman-numeral.ts';
import { findStyle, getStyle, isKnownStyle, STYLE_NAMES, STYLES, styleArrangement } from './index.ts';

const styles = Object.values(STYLES);

describe('style records', () => {
  it('has at least 12 distinct styles, keyed by id', () => {
    expect(styles.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(STYLES).sort()).toEqual([...STYLE_IDS].sort());
    for (const id of STYLE_IDS) expect(getStyle(id).id).toBe(id);
  });

  it.each(styles.map((s) => [s.id, s] as const))('%s is well-formed', (_id, s) => {
    expect(s.tempo.min).toBeLessThanOrEqual(s.tempo.default);
    expect(s.tempo.default).toBeLessThanOrEqual(s.tempo.max);
    expect(meterGrid(s.meter)).not.toBeNull();
    expect(s.swing).toBeGreaterThanOrEqual(0);
    expect(s.swing).toBeLessThanOrEqual(1);
    for (const p of Object.values(s.instruments)) {
      expect(Number.isInteger(p) && p >= 0 && p <= 127).toBe(true);
    }
    expect(s.chords.low).toBeLessThan(s.chords.high);
    expect(s.progressions.major.length).toBeGreaterThan(0);
    expect(s.progressions.minor.length).toBeGreaterThan(0);
    for (const [mode, list] of [
      ['major', s.progressions.major],
      ['minor', s.progressions.minor],
    ] as const) {
      for (const p of list) {
        for (const bar of p.bars) {
          for (const roman of bar.split(/\s+/)) {
            expect(romanToChord(roman, { tonic: 'C', mode }), `${s.id}: ${roman}`).not.toBeNull();
          }
        }
      }
    }
    const check = (table: Readonly<Record<string, readonly string[]>>) => {
      for (const [id, patterns] of Object.entries(table)) {
        const [n, d] = id.split('/').map(Number);
        const grid = meterGrid({ numerator: n!, denominator: d! })!;
        for (const pat of patterns) expect(parseSteps(pat).steps, `${s.id} ${id} ${pat}`).toBe(grid.steps);
      }
    };
    check(s.chords.patterns);
    check(s.bass.patterns);
    for (const [id, grooves] of Object.entries(s.drums.patterns)) {
      const [n, d] = id.split('/').map(Number);
      const grid = meterGrid({ numerator: n!, denominator: d! })!;
      for (const groove of grooves) {
        for (const line of groove) {
          expect(GM_DRUMS[line.note]).toBeDefined();
          expect(parseSteps(line.steps).steps, `${s.id} ${id}`).toBe(grid.steps);
        }
      }
    }
  });

  it('gives every style a pattern in its own meter for every part its line-up plays', () => {
    for (const s of styles) {
      const id = `${s.meter.numerator}/${s.meter.denominator}`;
      const roles = new Set(
        (s.arrangement ?? [{ role: 'chords' }, { role: 'bass' }, { role: 'drums' }]).map((p) => p.role),
      );
      if (roles.has('chords')) expect(s.chords.patterns[id], s.id).toBeDefined();
      if (roles.has('bass')) expect(s.bass.patterns[id], s.id).toBeDefined();
      if (roles.has('drums')) expect(s.drums.patterns[id], s.id).toBeDefined();
    }
  });

  it('knows at least 25 genres and says which names it knows', () => {
    expect(STYLE_IDS.length).toBeGreaterThanOrEqual(25);
    expect(isKnownStyle('Drum & Bass')).toBe(true);
    expect(isKnownStyle('polka')).toBe(false);
    expect(STYLE_NAMES.map((s) => s.id)).toEqual([...STYLE_IDS]);
    // Every alias names one style only.
    const all = STYLE_NAMES.flatMap((s) => s.aliases.map((a) => a.toLowerCase()));
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives every genre a line-up; chorale, classical piano and ambient play without drums', () => {
    for (const id of STYLE_IDS) expect(styleArrangement(id).length).toBeGreaterThan(0);
    expect(styleArrangement('chorale').map((p) => p.role)).toEqual(['melody', 'chords', 'bass']);
    for (const id of ['chorale', 'classical-piano', 'ambient'] as const)
      expect(styleArrangement(id).some((p) => p.role === 'drums')).toBe(false);
    expect(styleArrangement('salsa').map((p) => p.role)).toEqual(
      expect.arrayContaining(['chords', 'bass', 'horns', 'percussion', 'drums']),
    );
  });

  it('picks a progression for every style in every mode', () => {
    for (const s of styles) {
      for (const mode of [
        'major',
        'minor',
        'dorian',
        'phrygian',
        'lydian',
        'mixolydian',
        'locrian',
      ] as const) {
        const p = chooseProgression(s, { tonic: 'E', mode }, null, false, createRng(1));
        expect(p.length, `${s.id} ${mode}`).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    ['Bossa', 'bossa-nova'],
    ['lofi', 'lo-fi'],
    ['Hip Hop', 'hip-hop'],
    ['swing', 'jazz'],
    ['country', 'country'],
    ['neo soul', 'r-and-b'],
    ['DnB', 'drum-and-bass'],
    ['12-bar blues', 'blues'],
    ['Bach chorale', 'chorale'],
    ['one drop', 'reggae'],
    ['film score', 'cinematic'],
    ['EDM', 'house'],
    ['polka', null],
  ])('finds %s', (name, id) => {
    expect(findStyle(name)).toBe(id);
  });
});
