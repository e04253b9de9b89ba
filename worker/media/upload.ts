/**
 * POST /staff/api/media (staff only): an image upload as multipart/form-data, field `file`.
 * The type comes from the bytes (image-type.ts), never the file name or the declared type; only
 * JPEG, PNG, WebP and AVIF are kept (else 415), at most 5 MB (else 413, refused from
 * Content-Length before reading when it says so, and counted while reading when it does not),
 * and at most 8000 pixels a side and 40 megapixels as its header declares them (else 422).
 * The image is stored in R2 under a key made of its hash and size (shared/posts/media.ts), so the same
 * bytes uploaded again land on the same key and nothing is written twice.
 * Answers 201 {url, width, height, type, bytes}.
 */
import { needs } from '../staff/permissions';
import { Hono } from 'hono';
import { MAX_MEDIA_BYTES, MEDIA_PREFIX, mediaKey, PIXEL_LIMITS_TEXT, withinPixelLimits } from '../../shared/posts/media';
import type { AppEnv } from '../env';
import { ApiError, onlyMethods } from '../http/errors';
import { readAtMost } from '../http/read-body';
import { noStore } from '../http/no-store';
import { requireStaff, staffApiError } from '../staff/door';
import { imageDimensions } from './dimensions';
import { sniffImageType } from './image-type';

/** Room for the multipart envelope around the file (boundaries, part headers, a long file name). */
const ENVELOPE_BYTES = 64 * 1024;
const MAX_BODY_BYTES = MAX_MEDIA_BYTES + ENVELOPE_BYTES;

const HOW = 'Send multipart/form-data with the image in a field named file.';
const badRequest = (message: string) => new ApiError(400, 'PGRST102', message, null, HOW);
const tooLarge = () =>
  new ApiError(413, 'PGRST413', 'The image is larger than 5 MB', null, 'Save it smaller (a web image rarely needs more than 500 kB) and upload again.');
const unsupported = (message: string) => new ApiError(415, 'PGRST415', message, null, 'Upload a JPEG, PNG, WebP or AVIF image.');
const tooManyPixels = ({ width, height }: { width: number; height: number }) =>
  new ApiError(
    422,
    'PGRST422',
    `The image is too large in pixels: at most ${PIXEL_LIMITS_TEXT}`,
    `${width} × ${height} pixels`,
    'Save it smaller (an article image rarely needs more than 2400 pixels across) and upload again.',
  );

/** The uploaded file's bytes, or the refusal. */
async function uploadedBytes(req: Request): Promise<Uint8Array<ArrayBuffer>> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw badRequest('The upload must be multipart/form-data');
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const body = await readAtMost(req.body, MAX_BODY_BYTES);
  if (!body) throw tooLarge();
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw badRequest('The multipart body could not be read');
  }
  const file = form.get('file');
  if (file === null || typeof file === 'string') throw badRequest('No file in the field named file');
  if (file.size > MAX_MEDIA_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0) throw badRequest('The file is empty');
  return bytes;
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let hex = '';
  for (const b of digest) hex += b.toString(16).padStart(2, '0');
  return hex;
}

export const mediaUploadApi = new Hono<AppEnv>();

mediaUploadApi.onError(staffApiError);

mediaUploadApi.use('/media', noStore);

mediaUploadApi.post('/media', needs('media', 'upload images'), requireStaff('media'), async (c) => {
  const bytes = await uploadedBytes(c.req.raw);
  const type = sniffImageType(bytes);
  if (!type) throw unsupported('The file is not a JPEG, PNG, WebP or AVIF image');
  const size = imageDimensions(bytes, type);
  if (!size) throw unsupported('The image is damaged: its width and height could not be read');
  if (!withinPixelLimits(size)) throw tooManyPixels(size);
  const key = mediaKey(await sha256Hex(bytes), size.width, size.height, type);
  // Same key, same bytes: an image already stored is not written again.
  if (!(await c.env.IMAGES.head(key))) await c.env.IMAGES.put(key, bytes, { httpMetadata: { contentType: type } });
  const url = `${MEDIA_PREFIX}${key}`;
  return c.json({ url, width: size.width, height: size.height, type, bytes: bytes.byteLength }, 201, { location: url });
});

mediaUploadApi.all('/media', onlyMethods('POST'));
