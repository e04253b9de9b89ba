/**
 * shared/posts/media.ts: an uploaded image's key carries its size, which the staff editor reads back
 * from the URL (mediaSize) to write width and height on the <img>.
 */
import { describe, expect, it } from 'vitest';
import { MEDIA_KEY_PATTERN, mediaKey, mediaSize } from '../../shared/posts/media';

const HASH = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

describe('mediaKey', () => {
  it('is the first 16 hex digits of the hash, the size and the extension of the type', () => {
    expect(mediaKey(HASH, 1200, 630, 'image/webp')).toBe('0123456789abcdef-1200x630.webp');
    expect(mediaKey(HASH, 1, 1, 'image/jpeg')).toBe('0123456789abcdef-1x1.jpg');
    expect(mediaKey(HASH, 64, 48, 'image/png')).toBe('0123456789abcdef-64x48.png');
    expect(mediaKey(HASH, 800, 600, 'image/avif')).toBe('0123456789abcdef-800x600.avif');
    for (const type of ['image/webp', 'image/jpeg', 'image/png', 'image/avif'] as const) {
      expect(MEDIA_KEY_PATTERN.test(mediaKey(HASH, 10, 20, type))).toBe(true);
    }
  });
});

describe('mediaSize', () => {
  it('reads the width and height from a /media/ URL, relative or absolute, with a query or fragment', () => {
    expect(mediaSize('/media/0123456789abcdef-1200x630.webp')).toEqual({ width: 1200, height: 630 });
    expect(mediaSize('https://www.oakbrightservices.com/media/0123456789abcdef-640x480.jpg')).toEqual({ width: 640, height: 480 });
    expect(mediaSize('/media/0123456789abcdef-3x2.png?v=2#top')).toEqual({ width: 3, height: 2 });
    expect(mediaSize('/media/0123456789abcdef-999999x1.avif')).toEqual({ width: 999999, height: 1 });
  });

  it('null for any other URL or a name that is not a media key', () => {
    const others = [
      '',
      '/images/blog/post.svg',
      '/media/',
      '/media/photo.jpg',
      '/media/0123456789abcdef-1200x630.gif',
      '/media/0123456789abcdef-1200x630.svg',
      '/media/0123456789ABCDEF-1200x630.png',
      '/media/0123456789abcde-1200x630.png',
      '/media/0123456789abcdef-0x630.png',
      '/media/0123456789abcdef-01200x630.png',
      '/media/0123456789abcdef-1000000x630.png',
      '/media/0123456789abcdef-1200x630.png/extra',
      '/media/sub/0123456789abcdef-1200x630.png',
      '/other/media/0123456789abcdef-1200x630.png',
      'http://[not a url',
    ];
    for (const url of others) expect(mediaSize(url), url).toBeNull();
  });
});
