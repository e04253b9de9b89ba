/**
 * Image upload (POST /staff/api/media, one file in the `file` field). The Worker checks the bytes
 * (JPEG, PNG, WebP or AVIF, at most 5 MB, at most 8000 pixels a side and 40 megapixels) and
 * answers with the image's URL, which carries its width and height (shared/posts/media.ts). Both upload
 * controls (the featured image, the body's toolbar) take their file picker's handler and their
 * failure's wording from here.
 */
import { MAX_MEDIA_BYTES, MEDIA_TYPES, PIXEL_LIMITS_TEXT } from '../../../../shared/posts/media';
import { errorFrom, STAFF_API, StaffApiError, staffFetch } from '../lib/http';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  type: string;
  bytes: number;
}

/** What the file picker offers. */
export const IMAGE_ACCEPT = Object.values(MEDIA_TYPES).join(',');

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Uploads an image; throws StaffApiError with a message staff can act on. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  if (file.size > MAX_MEDIA_BYTES) {
    throw new StaffApiError(
      413,
      `“${file.name}” is ${megabytes(file.size)}; images can be at most ${megabytes(MAX_MEDIA_BYTES)}. Export it smaller and try again.`,
    );
  }
  const body = new FormData();
  body.append('file', file);
  const res = await staffFetch(`${STAFF_API}/media`, { method: 'POST', body, headers: { accept: 'application/json' } });
  if (res.status === 413) throw new StaffApiError(413, `“${file.name}” is too large; images can be at most ${megabytes(MAX_MEDIA_BYTES)}.`);
  if (res.status === 415) throw new StaffApiError(415, `“${file.name}” is not an image the site takes. Use a JPEG, PNG, WebP or AVIF file.`);
  if (res.status === 422) {
    // The Worker names the size the image declares (e.g. "9000 × 6000 pixels").
    const { details } = await errorFrom(res);
    throw new StaffApiError(
      422,
      `“${file.name}” is ${details ?? 'too large in pixels'}; images can be at most ${PIXEL_LIMITS_TEXT}. Save it smaller and try again.`,
    );
  }
  if (!res.ok) throw await errorFrom(res);
  return (await res.json()) as UploadedImage;
}

/** A first alt text from a file name ("office-lobby_2.jpg" -> "office lobby 2"), for staff to improve. */
export function altFromFileName(name: string): string {
  const base = name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return /^(img|dsc|image|photo|screenshot)?\s*\d*$/i.test(base) || base.length < 3 ? 'Describe the image' : base;
}

/** An upload's failure, in the words to show staff. */
export function uploadErrorText(err: unknown): string {
  return err instanceof Error ? err.message : 'The image could not be uploaded.';
}

/**
 * A file input's change handler: passes on the chosen file and empties the input, so choosing the
 * same file again (after an error, say) uploads it again.
 */
export function onFilePicked(upload: (file: File) => void) {
  return (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) upload(file);
  };
}
