import { PICTURE_MAX_BYTES } from '@riffmate/contract';

export { PICTURE_FIELD, PICTURE_MAX_BYTES } from '@riffmate/contract';

/** Picture types the server accepts. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const PICTURE_TYPE_MESSAGE = 'Choose a PNG, JPEG or WebP image';
export const PICTURE_SIZE_MESSAGE = 'The picture must be 2 MB or smaller';

/**
 * Why a chosen file cannot be uploaded, or null when it can. Checked in the browser so nobody
 * waits for a 2 MB+ upload only to be refused; the server checks again (by content, not name).
 */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return PICTURE_TYPE_MESSAGE;
  if (file.size > PICTURE_MAX_BYTES) return PICTURE_SIZE_MESSAGE;
  return null;
}
