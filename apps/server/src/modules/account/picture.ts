import { PICTURE_MAX_SIDE } from '@riffmate/contract';
import sharp from 'sharp';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The image type by its magic bytes (never by file name or declared content type), or null. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Decoding more pixels than this is refused (decompression bombs); 40 MP covers any phone photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes the picture as WebP that fits in 256×256 (upright per EXIF orientation, metadata such as
 * GPS dropped, first frame only). Throws when the bytes do not decode.
 */
export async function toProfilePicture(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: PICTURE_MAX_SIDE, height: PICTURE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}
