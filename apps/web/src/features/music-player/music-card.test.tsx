import type { MusicAttachment } from '@riffmate/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
  it('is a group named by its title line, with play, download and per-part mutes', async () => {
    render(<MusicCard music={music} />);
    const title = 'Lo-fi in F major · F major · 80 BPM · 4/4 · 4 bars';
    expect(musicTitleLine(music)).toBe(title);
    const card = screen.getByRole('group', { name: title });
    expect(card.dataset.state).toBe('idle');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download MIDI' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Playback position' }).getAttribute('aria-valuenow')).toBe(
      '0',
    );
    expect(screen.getByTestId('position').textContent).toBe('Position 1:1');

    const mute = screen.getByRole('button', { name: 'Mute Drums' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Mute Rhodes' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says "1 bar" for a one-bar piece', () => {
    expect(musicTitleLine({ ...music, bars: 1, tempo: 92.5 })).toBe(
      'Lo-fi in F major · F major · 93 BPM · 4/4 · 1 bar',
    );
  });
});
