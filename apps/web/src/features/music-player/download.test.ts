import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download';

describe('downloadFileName (spec §1)', () => {
  it('is "file-" and three random lowercase letters', () => {
    for (let i = 0; i < 200; i++) expect(downloadFileName()).toMatch(/^file-[a-z]{3}\.mid$/);
  });

  it('uses the whole alphabet, edges included', () => {
    expect(downloadFileName(() => 0)).toBe('file-aaa.mid');
    expect(downloadFileName(() => 0.999999)).toBe('file-zzz.mid');
  });
});
