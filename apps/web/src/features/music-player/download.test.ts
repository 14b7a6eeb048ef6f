import { describe, expect, it } from 'vitest';
import { downloadBaseName, downloadFileName, midiDragData } from './download';

describe('downloadFileName (docs/product.md §1)', () => {
  it('is "file-" and three random lowercase letters', () => {
    for (let i = 0; i < 200; i++) expect(downloadFileName()).toMatch(/^file-[a-z]{3}\.mid$/);
  });

  it('uses the whole alphabet, edges included', () => {
    expect(downloadFileName(() => 0)).toBe('file-aaa.mid');
    expect(downloadFileName(() => 0.999999)).toBe('file-zzz.mid');
  });
});

describe('downloadBaseName and the drag-out data', () => {
  it('names every export of one download alike', () => {
    expect(downloadBaseName(() => 0.5)).toBe('file-nnn');
  });

  it('gives Chromium the type, the file name and an absolute URL of the MIDI file', () => {
    expect(midiDragData('/api/files/f1', 'file-abc.mid', 'https://riffmate.example/chat/x')).toBe(
      'audio/midi:file-abc.mid:https://riffmate.example/api/files/f1',
    );
  });
});
