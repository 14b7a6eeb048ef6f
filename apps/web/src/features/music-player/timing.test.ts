import type { MusicAttachment } from '@riffmate/contract';
import { describe, expect, it } from 'vitest';
import { drumVoiceFor, timbreFor } from './instruments';
import {
  buildSchedule,
  durationSeconds,
  formatBarBeat,
  monophonicStart,
  parseMeter,
  positionAt,
  ticksPerBar,
  ticksPerBeat,
  ticksToSeconds,
  totalTicks,
} from './timing';

const music = (over: Partial<MusicAttachment> = {}): MusicAttachment => ({
  fileId: 'f',
  url: '/f',
  title: 't',
  key: 'C major',
  tempo: 120,
  meter: '4/4',
  bars: 2,
  ppq: 480,
  parts: [],
  ...over,
});

describe('ticks → seconds', () => {
  it.each([
    [480, 120, 480, 0.5], // a quarter at 120 BPM
    [960, 60, 480, 2], // two quarters at 60
    [96, 90, 96, 2 / 3], // a quarter at 90, 96 ppq
    [0, 100, 480, 0],
  ])('%i ticks at %i BPM, %i ppq = %f s', (ticks, tempo, ppq, seconds) => {
    expect(ticksToSeconds(ticks, tempo, ppq)).toBeCloseTo(seconds, 10);
  });
});

describe('meters', () => {
  it.each([
    ['4/4', 480, 1920],
    ['3/4', 480, 1440],
    ['6/8', 240, 1440],
    ['7/8', 240, 1680],
    ['5/4', 480, 2400],
  ])('%s: a beat is %i ticks and a bar %i at 480 ppq', (meter, beat, bar) => {
    expect(ticksPerBeat(480, parseMeter(meter))).toBe(beat);
    expect(ticksPerBar(480, parseMeter(meter))).toBe(bar);
  });

  it('falls back to 4/4 for unreadable meters', () => {
    expect(parseMeter('x')).toEqual({ numerator: 4, denominator: 4 });
    expect(parseMeter('4/3')).toEqual({ numerator: 4, denominator: 4 });
  });
});

describe('length and position', () => {
  it('lasts its bars, or until the last note ends if later', () => {
    expect(totalTicks(music())).toBe(3840);
    expect(durationSeconds(music())).toBe(4);
    const ringing = music({
      parts: [
        { name: 'p', role: 'chords', program: 0, channel: 0, isDrums: false, notes: [[3600, 960, 60, 100]] },
      ],
    });
    expect(totalTicks(ringing)).toBe(4560);
  });

  it('reads bar:beat in the meter, from 1:1', () => {
    expect(formatBarBeat(positionAt(0, music()))).toBe('1:1');
    expect(formatBarBeat(positionAt(0.5, music()))).toBe('1:2');
    expect(formatBarBeat(positionAt(2, music()))).toBe('2:1');
    // 3/4 at 120: a bar is 1.5 s; 2.25 s is bar 2, beat 2.
    expect(positionAt(2.25, music({ meter: '3/4' }))).toEqual({ bar: 2, beat: 2 });
    // 6/8 at 120: an eighth is 0.25 s; 1.5 s is bar 2, beat 1.
    expect(positionAt(1.5, music({ meter: '6/8' }))).toEqual({ bar: 2, beat: 1 });
  });
});

describe('buildSchedule', () => {
  it('puts every part on one timeline in seconds, velocity 0–1, sorted', () => {
    const schedule = buildSchedule(
      music({
        tempo: 90,
        parts: [
          {
            name: 'bass',
            role: 'bass',
            program: 33,
            channel: 1,
            isDrums: false,
            notes: [[480, 240, 40, 127]],
          },
          { name: 'drums', role: 'drums', program: 0, channel: 9, isDrums: true, notes: [[0, 0, 36, 64]] },
        ],
      }),
    );
    expect(schedule).toEqual([
      { part: 1, time: 0, duration: 0.02, midi: 36, velocity: 64 / 127 },
      { part: 0, time: 2 / 3, duration: 1 / 3, midi: 40, velocity: 1 },
    ]);
  });
});

describe('instruments', () => {
  it.each([
    [0, 'piano'],
    [4, 'electric-piano'],
    [11, 'mallet'],
    [19, 'organ'],
    [25, 'guitar'],
    [33, 'bass'],
    [48, 'strings'],
    [61, 'brass'],
    [73, 'reed'],
    [81, 'lead'],
    [89, 'pad'],
    [120, 'other'],
  ])('GM program %i plays as %s', (program, timbre) => {
    expect(timbreFor(program)).toBe(timbre);
  });

  it.each([
    [36, 'kick'],
    [38, 'snare'],
    [42, 'closed-hat'],
    [46, 'open-hat'],
    [49, 'cymbal'],
    [45, 'tom'],
    [75, 'perc'],
  ])('GM drum key %i is a %s', (midi, voice) => {
    expect(drumVoiceFor(midi)).toBe(voice);
  });
});

describe('monophonicStart', () => {
  it('keeps a time that is after the previous start and not past', () => {
    expect(monophonicStart(2, 1, 0.5)).toBe(2);
  });

  it('nudges a hit at the same instant as the previous one', () => {
    expect(monophonicStart(1, 1, 0.5)).toBeCloseTo(1.001, 9);
  });

  it('clamps late hits to now, and keeps two late hits apart', () => {
    const first = monophonicStart(0.8, -1, 1.2);
    expect(first).toBe(1.2);
    const second = monophonicStart(0.9, first, 1.2);
    expect(second).toBeGreaterThan(first);
  });
});
