/**
 * A résumé's type, from its bytes only (its name and declared type are whatever the sender says):
 * PDF, Word (DOC, an OLE compound file; DOCX, a ZIP holding `word/`), JPEG, PNG or HEIC, else null.
 * Anything else (HTML, SVG, text, a ZIP that is not a Word document) is never stored.
 */
import type { ResumeType } from '../../../shared/careers/careers';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE_CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** ISO-BMFF brands of HEIF images from a phone's camera (HEVC, or the generic image brands). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** A ZIP one of whose entries (local header or central directory record) is under `word/`. */
function isDocx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ZIP_LOCAL)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const named = (at: number, lengthAt: number, nameAt: number) => {
    if (at + nameAt > bytes.length) return false;
    const length = view.getUint16(at + lengthAt, true);
    return ascii(bytes, at + nameAt, Math.min(bytes.length, at + nameAt + length)).startsWith('word/');
  };
  for (let at = 0; at + 4 <= bytes.length; at++) {
    if (bytes[at] !== 0x50 || bytes[at + 1] !== 0x4b) continue;
    if (startsWith(bytes, ZIP_LOCAL, at) && named(at, 26, 30)) return true;
    if (startsWith(bytes, ZIP_CENTRAL, at) && named(at, 28, 46)) return true;
  }
  return false;
}

/** An ISO-BMFF file whose first box is `ftyp` naming a HEIF image brand, and not AVIF. */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (boxSize < 16 || boxSize > bytes.length || boxSize % 4 !== 0) return false;
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.includes('avif') || brands.includes('avis')) return false;
  return HEIC_BRANDS.has(brands[0]!) || brands.some((b) => b === 'heic' || b === 'heix');
}

export function sniffResumeType(bytes: Uint8Array): ResumeType | null {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, OLE_CFB)) return 'application/msword';
  if (isDocx(bytes)) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (isHeic(bytes)) return 'image/heic';
  return null;
}

/** Where a résumé is kept in R2: under `private/`, which /media never serves (worker/media/serve.ts takes only image keys). */
export function resumeKey(applicationId: string): string {
  const random = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `private/resumes/${applicationId}/${random}`;
}

/**
 * Control and Unicode format characters (a right-to-left override turns `cv\u202Efdp.exe` into what
 * reads as `cvexe.pdf`; zero-width characters hide in a name): never kept in a file's name.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
export const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\p{Cf}]/gu;

/** The name it was sent with, kept for staff (one line, at most 200 characters, never a path). */
export function resumeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(HIDDEN_CHARACTERS, '').trim();
  return (clean || 'resume').slice(0, 200);
}

const EXTENSIONS: Record<ResumeType, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
};

/**
 * The name a résumé downloads as: its name, ending in the extension of the type read from its
 * bytes (`cv.exe` holding a PDF downloads as `cv.pdf`), so the file opens as what it is.
 */
export function downloadName(name: string | null, type: ResumeType | null): string {
  const ext = type ? EXTENSIONS[type] : 'bin';
  const base = resumeName(name ?? '');
  if (base.toLowerCase().endsWith(`.${ext}`)) return base;
  const stem = base.replace(/\.[^.\s]{1,8}$/, '') || 'resume';
  return `${stem}.${ext}`;
}
