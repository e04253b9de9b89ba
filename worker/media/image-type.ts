/**
 * What an uploaded file is, from its first bytes only (its name and declared type are whatever
 * the sender says): JPEG, PNG, WebP or AVIF, else null. Anything else (HTML, SVG, text, other
 * image formats) is never stored, so nothing served from /media/ can run in a browser.
 */
import type { MediaType } from '../../shared/posts/media';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SOI = [0xff, 0xd8, 0xff];
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * AVIF is an ISO-BMFF file whose first box is `ftyp`, naming avif (a still image) or avis (a
 * sequence) as its major brand or one of its compatible brands.
 */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (boxSize < 16 || boxSize > bytes.length || boxSize % 4 !== 0) return false;
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // Bytes 12-16 are the minor version; the compatible brands follow to the end of the box.
  for (let at = 16; at + 4 <= boxSize; at += 4) if (AVIF_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  return false;
}

export function sniffImageType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SOI)) return 'image/jpeg';
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP' && /^VP8[ LX]$/.test(ascii(bytes, 12, 16))) {
    return 'image/webp';
  }
  if (isAvif(bytes)) return 'image/avif';
  return null;
}
