import { describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES, PICTURE_SIZE_MESSAGE, PICTURE_TYPE_MESSAGE, pictureProblem } from './picture';

describe('pictureProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp'])('accepts %s', (type) => {
    expect(pictureProblem({ type, size: 1000 })).toBeNull();
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', ''])('refuses %s', (type) => {
    expect(pictureProblem({ type, size: 1000 })).toBe(PICTURE_TYPE_MESSAGE);
  });

  it('allows exactly 2 MB and refuses one byte more', () => {
    expect(PICTURE_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(pictureProblem({ type: 'image/png', size: PICTURE_MAX_BYTES })).toBeNull();
    expect(pictureProblem({ type: 'image/png', size: PICTURE_MAX_BYTES + 1 })).toBe(PICTURE_SIZE_MESSAGE);
  });
});
