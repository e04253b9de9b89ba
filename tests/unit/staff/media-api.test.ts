/**
 * web/src/staff/editor/media-api.ts: an image upload refuses a file too large before sending it,
 * turns the Worker's refusals into words staff can act on, and suggests an alt text from the file
 * name only when the name says something.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_MEDIA_BYTES } from '../../../shared/posts/media';
import { altFromFileName, uploadErrorText, uploadImage } from '../../../web/src/staff/editor/media-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('altFromFileName', () => {
  it('turns a descriptive file name into words', () => {
    expect(altFromFileName('office-lobby_2.jpg')).toBe('office lobby 2');
    expect(altFromFileName('Clean--restroom.WEBP')).toBe('Clean restroom');
  });

  it('asks for a description when the name is a camera’s or too short to mean anything', () => {
    for (const name of ['IMG_1234.JPG', 'DSC0001.png', 'photo.webp', 'Screenshot 12.png', 'image.avif', '2024.jpg', 'ab.png']) {
      expect(altFromFileName(name), name).toBe('Describe the image');
    }
  });
});

describe('uploadImage', () => {
  it('refuses a file over the limit without sending it, naming the file and both sizes', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const err = await uploadImage(file('huge.png', MAX_MEDIA_BYTES + 1)).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'StaffApiError', status: 413 });
    expect(uploadErrorText(err)).toMatch(/^“huge\.png” is 5\.0 MB; images can be at most 5\.0 MB\./);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the file as the `file` field and returns the stored image', async () => {
    const image = { url: '/media/0123456789abcdef-2x2.png', width: 2, height: 2, type: 'image/png', bytes: 10 };
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json(image, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await uploadImage(file('lobby.png', 10))).toEqual(image);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/staff/api/media');
    expect(init.method).toBe('POST');
    expect(((init.body as FormData).get('file') as File).name).toBe('lobby.png');
  });

  it('says what to do about a file the Worker refuses', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 415 }));
    await expect(uploadImage(file('notes.png', 10))).rejects.toThrow('“notes.png” is not an image the site takes. Use a JPEG, PNG, WebP or AVIF file.');
    vi.stubGlobal('fetch', async () => new Response(null, { status: 413 }));
    await expect(uploadImage(file('big.png', 10))).rejects.toThrow('“big.png” is too large');
  });

  it('any other failure comes through in the API’s words; something not an Error gets a general message', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'Storage is full.' }, { status: 507 }));
    await expect(uploadImage(file('a-lobby.png', 10))).rejects.toThrow('Storage is full.');
    expect(uploadErrorText('nope')).toBe('The image could not be uploaded.');
  });
});
