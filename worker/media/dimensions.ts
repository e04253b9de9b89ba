/**
 * The width and height of an uploaded image as a browser lays it out, read from its header with
 * `image-size` (pure code, bundles for workerd). Only the readers of the four accepted types are
 * imported: the type is already known from the bytes (image-type.ts), and the package's own
 * detection would bring in the readers of twenty other formats. A JPEG whose EXIF orientation
 * turns it a quarter (5 to 8) is shown with its sides swapped, so the size is swapped too.
 * null: the header does not give a usable size (a truncated or corrupt file).
 */
import { HEIF } from 'image-size/types/heif';
import type { IImage, ISizeCalculationResult } from 'image-size/types/interface';
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';
import { WEBP } from 'image-size/types/webp';
import type { MediaType } from '../../shared/posts/media';

const READERS: Record<MediaType, IImage> = { 'image/jpeg': JPG, 'image/png': PNG, 'image/webp': WEBP, 'image/avif': HEIF };

const MAX_SIDE = 999_999;

const usable = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_SIDE;

/** The largest image of a file holding several (image-size's own rule, for AVIF). */
function largest(size: ISizeCalculationResult): ISizeCalculationResult {
  const images = size.images?.length ? size.images : [size];
  return images.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
}

function read(bytes: Uint8Array, type: MediaType): ISizeCalculationResult | null {
  const reader = READERS[type];
  // HEIF's check looks at the major brand only; an AVIF may name avif among its compatible
  // brands instead, which image-type.ts has already checked.
  if (type !== 'image/avif' && !reader.validate(bytes)) return null;
  return largest(reader.calculate(bytes));
}

export function imageDimensions(bytes: Uint8Array, type: MediaType): { width: number; height: number } | null {
  let size: ISizeCalculationResult | null;
  try {
    size = read(bytes, type);
  } catch {
    return null;
  }
  if (!size || !usable(size.width) || !usable(size.height)) return null;
  const orientation = size.orientation ?? 1;
  const quarterTurn = type === 'image/jpeg' && orientation >= 5 && orientation <= 8;
  return quarterTurn ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
}
