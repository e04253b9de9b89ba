/**
 * Uploaded images (served from /media/<key>): the key names the bytes and the size, so an image
 * URL alone tells the staff editor the width and height to write on the <img> (articles keep
 * their layout still while images load), and the same file uploaded twice gets the same URL.
 * Key: `<first 16 hex digits of the SHA-256 of the bytes>-<width>x<height>.<ext>`.
 */

/** The image types the site accepts, by file extension. */
export const MEDIA_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
} as const;

export type MediaExt = keyof typeof MEDIA_TYPES;
export type MediaType = (typeof MEDIA_TYPES)[MediaExt];

/** The largest upload: 5 MB. */
export const MAX_MEDIA_BYTES = 5 * 1024 * 1024;

/**
 * The most pixels an image may declare: a browser decodes every one of them, so a few bytes that
 * claim 100000 x 100000 would cost a reader's browser gigabytes. Far above any article image.
 */
export const MAX_IMAGE_SIDE = 8000;
export const MAX_IMAGE_PIXELS = 40_000_000;

export function withinPixelLimits({ width, height }: { width: number; height: number }): boolean {
  return width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;
}

/** "8,000 pixels a side and 40 megapixels": the limits in words, for the API's refusal and the editor's. */
export const PIXEL_LIMITS_TEXT = `${String(MAX_IMAGE_SIDE).replace(/\B(?=(\d{3})+$)/g, ',')} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;

/** Where uploaded images are served. */
export const MEDIA_PREFIX = '/media/';

/** A well-formed key; a size is 1 to 999999 pixels, without leading zeros. */
export const MEDIA_KEY_PATTERN = /^([0-9a-f]{16})-([1-9][0-9]{0,5})x([1-9][0-9]{0,5})\.(jpg|png|webp|avif)$/;

function mediaExt(type: MediaType): MediaExt {
  return (Object.keys(MEDIA_TYPES) as MediaExt[]).find((ext) => MEDIA_TYPES[ext] === type)!;
}

/** The key of an image: `hash` is the hex SHA-256 of its bytes (only its first 16 digits are kept). */
export function mediaKey(hash: string, width: number, height: number, type: MediaType): string {
  return `${hash.slice(0, 16)}-${width}x${height}.${mediaExt(type)}`;
}

/** The width and height an uploaded image's URL (relative or absolute) carries; null for any other URL. */
export function mediaSize(url: string): { width: number; height: number } | null {
  let path: string;
  try {
    path = new URL(url, 'https://media.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(MEDIA_PREFIX)) return null;
  const match = MEDIA_KEY_PATTERN.exec(path.slice(MEDIA_PREFIX.length));
  return match ? { width: Number(match[2]), height: Number(match[3]) } : null;
}
