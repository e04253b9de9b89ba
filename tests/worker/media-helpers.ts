/**
 * Tiny images built byte by byte with known sizes, for the media tests: a complete PNG (valid
 * CRCs and zlib data), and the headers of a JPEG (optionally with an EXIF orientation), a WebP
 * (extended and lossless) and an AVIF (ISO-BMFF boxes down to the `ispe` size property) as far
 * as a reader of dimensions goes. Plus an upload helper for the staff API.
 */
import { SELF } from 'cloudflare:test';
import { staffHeaders } from './api-helpers';

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const u16be = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u24le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const u32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

function crc32(bytes: readonly number[]): number {
  let crc = 0xffffffff;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: readonly number[]): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function pngChunk(type: string, data: readonly number[]): number[] {
  const body = [...ascii(type), ...data];
  return [...u32be(data.length), ...body, ...u32be(crc32(body))];
}

/** A real RGB PNG of `width` x `height` teal pixels (uncompressed zlib blocks). */
export function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const row = [0, ...Array.from({ length: width }, () => [0x0f, 0x50, 0x66]).flat()];
  const raw = Array.from({ length: height }, () => row).flat();
  const zlib = [
    0x78,
    0x01,
    0x01,
    ...[raw.length & 0xff, raw.length >>> 8],
    ...[~raw.length & 0xff, (~raw.length >>> 8) & 0xff],
    ...raw,
    ...u32be(adler32(raw)),
  ];
  return new Uint8Array([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...pngChunk('IHDR', [...u32be(width), ...u32be(height), 8, 2, 0, 0, 0]),
    ...pngChunk('IDAT', zlib),
    ...pngChunk('IEND', []),
  ]);
}

/** A JPEG's markers up to its frame header (SOF0) with the stored size, and an EXIF orientation when given. */
export function jpeg(width: number, height: number, orientation?: number): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, ...u16be(16), ...ascii('JFIF'), 0, 1, 1, 0, ...u16be(1), ...u16be(1), 0, 0];
  const tiff = [
    ...ascii('MM'),
    ...u16be(42),
    ...u32be(8),
    ...u16be(1),
    ...u16be(0x0112),
    ...u16be(3),
    ...u32be(1),
    ...u16be(orientation ?? 1),
    0,
    0,
    ...u32be(0),
  ];
  const exif = [...ascii('Exif'), 0, 0, ...tiff];
  const app1 = orientation === undefined ? [] : [0xff, 0xe1, ...u16be(exif.length + 2), ...exif];
  const sof0 = [0xff, 0xc0, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app1, ...app0, ...sof0, 0xff, 0xd9]);
}

function riff(chunk: string, data: readonly number[]): Uint8Array<ArrayBuffer> {
  const body = [...ascii('WEBP'), ...ascii(chunk), ...u32le(data.length), ...data];
  return new Uint8Array([...ascii('RIFF'), ...u32le(body.length), ...body]);
}

/** An extended WebP's header (VP8X) with the canvas size. */
export function webpExtended(width: number, height: number): Uint8Array<ArrayBuffer> {
  return riff('VP8X', [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);
}

/** A lossless WebP's header (VP8L) with the size. */
export function webpLossless(width: number, height: number): Uint8Array<ArrayBuffer> {
  return riff('VP8L', [0x2f, ...u32le(((width - 1) | ((height - 1) << 14)) >>> 0), 0, 0, 0, 0, 0]);
}

function box(type: string, ...content: (readonly number[])[]): number[] {
  const body = content.flat();
  return [...u32be(body.length + 8), ...ascii(type), ...body];
}

/** An AVIF's boxes: ftyp (the brands given), then meta > iprp > ipco > ispe with the size. */
export function avif(
  width: number,
  height: number,
  brands: { major: string; compatible: string[] } = { major: 'avif', compatible: ['avif', 'mif1', 'miaf'] },
): Uint8Array<ArrayBuffer> {
  const ftyp = box('ftyp', ascii(brands.major), u32be(0), ...brands.compatible.map(ascii));
  const hdlr = box('hdlr', u32be(0), u32be(0), ascii('pict'), new Array(12).fill(0), [0]);
  const ispe = box('ispe', u32be(0), u32be(width), u32be(height));
  const meta = box('meta', u32be(0), hdlr, box('iprp', box('ipco', ispe)));
  return new Uint8Array([...ftyp, ...meta]);
}

/** A multipart upload to the staff API, with the staff key unless other headers are given. */
export function upload(
  ip: string,
  bytes: Uint8Array<ArrayBuffer>,
  { name = 'image', type = 'application/octet-stream', headers = staffHeaders(ip), field = 'file' } = {},
): Promise<Response> {
  const form = new FormData();
  form.append(field, new File([bytes], name, { type }));
  return SELF.fetch('http://localhost/staff/api/media', { method: 'POST', headers: { origin: 'http://localhost', ...headers }, body: form });
}

/** Every key in the images bucket. */
export async function storedKeys(bucket: R2Bucket): Promise<string[]> {
  const listed = await bucket.list();
  return listed.objects.map((o) => o.key).sort();
}
