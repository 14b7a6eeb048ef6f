import type { MusicAttachment } from '@riffmate/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MusicCard, musicTitleLine } from './music-card';

const music: MusicAttachment = {
  fileId: 'f1',
  url: '/api/files/f1',
  title: 'Lo-fi in F major',
  key: 'F major',
  tempo: 80,
  meter: '4/4',
  bars: 4,
  ppq: 480,
  parts: [
    { name: 'Rhodes', role: 'chords', program: 4, channel: 0, isDrums: false, notes: [[0, 1920, 65, 80]] },
    { name: 'Drums', role: 'drums', program: 0, channel: 9, isDrums: true, notes: [[0, 60, 36, 100]] },
  ],
};

describe('MusicCard', () => {
  it('is a group named by its title line, with transport, exports and per-part mute, solo and volume', async () => {
    render(<MusicCard music={music} />);
    // The title already names the key: it is not said twice.
    const title = 'Lo-fi in F major · 80 BPM · 4/4 · 4 bars';
    expect(musicTitleLine(music)).toBe(title);
    const card = screen.getByRole('group', { name: title });
    expect(card.dataset.state).toBe('idle');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download MIDI' }).getAttribute('draggable')).toBe('true');
    expect(screen.getByRole('button', { name: 'Export WAV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stems' })).toBeTruthy();
    expect((screen.getByRole('slider', { name: 'Playback position' }) as HTMLInputElement).value).toBe('0');
    expect(screen.getByTestId('position').textContent).toBe('Position 1:1');
    // The instrument each part sounds as, by its GM program.
    const parts = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(parts[0]).toMatch(/^Rhodes · Electric Piano 1/);
    expect(parts[1]).toMatch(/^Drums · Drum kit/);

    const mute = screen.getByRole('button', { name: 'Mute Drums' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Mute Rhodes' }).getAttribute('aria-pressed')).toBe('false');
    const solo = screen.getByRole('button', { name: 'Solo Rhodes' });
    await userEvent.click(solo);
    expect(solo.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('slider', { name: 'Rhodes volume' })).toBeTruthy();
  });

  it('seeks with the position slider and loops a bar range', async () => {
    render(<MusicCard music={music} />);
    const slider = screen.getByRole('slider', { name: 'Playback position' });
    // 4 bars of 4/4 at 80 BPM: 12 s; 7 s is bar 3, beat 2.
    // Arrow keys move one beat: 0.75 s at 80 BPM.
    expect(slider.getAttribute('step')).toBe('0.75');
    fireEvent.change(slider, { target: { value: '7' } });
    expect(screen.getByTestId('position').textContent).toBe('Position 3:2');
    expect(slider.getAttribute('aria-valuetext')).toBe('Bar 3, beat 2, of 4');
    const loop = screen.getByRole('button', { name: 'Loop' });
    expect(loop.getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Loop from bar' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Loop to bar' }), { target: { value: '9' } });
    await userEvent.click(loop);
    expect(loop.getAttribute('aria-pressed')).toBe('true');
    // Clamped to the piece's 4 bars.
    expect((screen.getByRole('spinbutton', { name: 'Loop to bar' }) as HTMLInputElement).value).toBe('4');
    expect(screen.getByTestId('loop-span')).toBeTruthy();
  });

  it('says "1 bar" for a one-bar piece', () => {
    expect(musicTitleLine({ ...music, bars: 1, tempo: 92.5 })).toBe(
      'Lo-fi in F major · 93 BPM · 4/4 · 1 bar',
    );
    expect(musicTitleLine({ ...music, title: 'Your file' })).toBe(
      'Your file · F major · 80 BPM · 4/4 · 4 bars',
    );
  });

  it('names no key for a groove of drums alone', () => {
    const kit = { ...music.parts[0]!, name: 'Drums', isDrums: true, channel: 9 };
    expect(musicTitleLine({ ...music, title: 'Hip-hop drums', parts: [kit] })).toBe(
      'Hip-hop drums · 80 BPM · 4/4 · 4 bars',
    );
    expect(musicTitleLine({ ...music, title: 'Your file', parts: [kit, music.parts[0]!] })).toBe(
      'Your file · F major · 80 BPM · 4/4 · 4 bars',
    );
  });

  it('does not repeat an instrument the part name already says', () => {
    const named = {
      ...music,
      parts: [{ ...music.parts[0]!, name: 'Chords (Electric Piano 1)' }],
    };
    render(<MusicCard music={named} />);
    expect(screen.getByRole('listitem').textContent).toMatch(/^Chords \(Electric Piano 1\)MS$/);
  });
});

describe('MusicCard chord labels', () => {
  it('labels bars with the stated progression, not chords guessed from melody and bass notes', async () => {
    // The notes of bar 2 (G Bb D over Bb) read as "Gm"; the piece says Bb13.
    const stated: MusicAttachment = {
      ...music,
      key: 'Eb major',
      title: 'R&B in Eb major',
      bars: 3,
      parts: [
        {
          name: 'Chords',
          role: 'chords',
          program: 4,
          channel: 0,
          isDrums: false,
          notes: [
            [0, 1920, 63, 80],
            [0, 1920, 67, 80],
            [0, 1920, 70, 80],
            [1920, 1920, 67, 80],
            [1920, 1920, 70, 80],
            [1920, 1920, 74, 80],
            [3840, 1920, 63, 80],
          ],
        },
      ],
      chords: [
        { tick: 0, symbol: 'Ebmaj9' },
        { tick: 1920, symbol: 'Bb13' },
      ],
    };
    render(<MusicCard music={stated} />);
    const labels = await screen.findAllByTestId('chord');
    // Bar 3 holds Bb13: named once, where it starts.
    expect(labels.map((label) => [label.dataset.bar, label.textContent])).toEqual([
      ['1', 'Ebmaj9'],
      ['2', 'Bb13'],
    ]);
    const bars = screen.getByTestId('bar-labels');
    expect(bars.querySelector('[title="Bar 3: Bb13"]')).toBeTruthy();
  });

  it('labels no chords over a listening example, whose notes are a scale', async () => {
    const scale: MusicAttachment = {
      ...music,
      title: 'F major scale',
      parts: [
        {
          name: 'F major scale',
          role: 'melody',
          program: 0,
          channel: 0,
          isDrums: false,
          notes: [65, 67, 69, 70, 72, 74, 76, 77].map((midi, i) => [i * 480, 480, midi, 80] as const),
        },
      ],
      chords: [],
    };
    render(<MusicCard music={scale} />);
    expect(screen.getByRole('group', { name: 'F major scale · 80 BPM · 4/4 · 4 bars' })).toBeTruthy();
    // (The inferring module, were it asked, would label the scale's bars with chords.)
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryAllByTestId('chord')).toEqual([]);
  });

  it('infers chords from the notes for an upload without a progression', async () => {
    render(<MusicCard music={{ ...music, title: 'Your file' }} />);
    const labels = await screen.findAllByTestId('chord');
    expect(labels[0]!.textContent).toMatch(/^F/);
  });
});

describe('MusicCard doubled parts', () => {
  it('draws a part that doubles another as outlines and says so in the legend', () => {
    const doubled: MusicAttachment = {
      ...music,
      parts: [
        { ...music.parts[0]!, name: 'Chords' },
        { ...music.parts[0]!, name: 'Chords 2', channel: 1 },
      ],
    };
    render(<MusicCard music={doubled} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[1]).toMatch(/doubles Chords/);
    expect(items[0]).not.toMatch(/doubles/);
    expect(screen.getAllByTestId('doubled-note')).toHaveLength(1);
  });
});

describe('MusicCard while the sounds load', () => {
  it('says "Loading sounds…" (busy), not Pause, until the clock moves', async () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'running';
        resume = async () => {};
        audioWorklet = { addModule: () => new Promise(() => {}) };
      },
    );
    vi.stubGlobal('fetch', () => new Promise(() => {})); // the SoundFont and the MIDI never arrive
    try {
      render(<MusicCard music={music} />);
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      const button = await screen.findByRole('button', { name: 'Loading sounds…' });
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(button.textContent).toBe('Loading sounds…');
      expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
      expect(screen.getByTestId('position').textContent).toBe('Position 1:1');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
