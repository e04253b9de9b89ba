/**
 * GET and HEAD /media/<key>: the stored image with its type, cached a year as immutable, with an
 * ETag (If-None-Match: 304) and nosniff; a key that is malformed or not stored is the site's 404.
 * The upload routers also refuse non-staff on their own, wherever they are mounted.
 */
import { env, SELF } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../worker/env';
import { mediaUploadApi } from '../../worker/media/upload';
import { isPgError } from './api-helpers';
import { png, storedKeys, upload, webpExtended } from './media-helpers';

const IP = '203.0.113.81';
let url = '';
let bytes: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  bytes = webpExtended(1600, 900);
  const res = await upload(IP, bytes, { name: 'hero.webp' });
  url = ((await res.json()) as { url: string }).url;
});

describe('GET /media/<key>', () => {
  it('answers the bytes with their type, a year of immutable caching, an ETag and nosniff', async () => {
    const res = await SELF.fetch(`http://localhost${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it('HEAD: the same headers and length, no body', async () => {
    const res = await SELF.fetch(`http://localhost${url}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('If-None-Match with its ETag (strong, weak, in a list, or *): 304 without a body; another ETag: 200', async () => {
    const etag = (await SELF.fetch(`http://localhost${url}`, { method: 'HEAD' })).headers.get('etag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await SELF.fetch(`http://localhost${url}`, { headers: { 'if-none-match': ifNoneMatch } });
      expect(res.status, ifNoneMatch).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await res.arrayBuffer()).byteLength).toBe(0);
    }
    const other = await SELF.fetch(`http://localhost${url}`, { headers: { 'if-none-match': '"not-it"' } });
    expect(other.status).toBe(200);
    expect(new Uint8Array(await other.arrayBuffer())).toEqual(bytes);
  });

  const missing = [
    ['a well-formed key that is not stored', '/media/0123456789abcdef-10x10.png'],
    ['a key in capitals', '/media/0123456789ABCDEF-10x10.png'],
    ['a short hash', '/media/0123456789abcde-10x10.png'],
    ['a zero size', '/media/0123456789abcdef-0x10.png'],
    ['a leading zero', '/media/0123456789abcdef-010x10.png'],
    ['another extension', '/media/0123456789abcdef-10x10.svg'],
    ['a name with a path in it', '/media/..%2f0123456789abcdef-10x10.png'],
    ['a plain name', '/media/logo.png'],
    ['the bare prefix', '/media/'],
  ] as const;
  for (const [label, path] of missing) {
    it(`${label}: 404 like the other generated files (JSON), never cached as an image`, async () => {
      const res = await SELF.fetch(`http://localhost${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).not.toBe('public, max-age=31536000, immutable');
      if (res.headers.get('content-type')?.startsWith('application/json')) expect(isPgError(await res.json())).toBe(true);
      else await res.arrayBuffer();
    });
  }

  it('the key of a stored image with a changed extension is not served', async () => {
    const res = await SELF.fetch(`http://localhost${url.replace(/\.webp$/, '.png')}`);
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });
});

describe('the upload router on its own', () => {
  it('refuses a request that is not staff even with no gate in front (401 JSON, nothing stored)', async () => {
    const bare = new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('isStaff', false);
        await next();
      })
      .route('/staff/api', mediaUploadApi);
    const form = new FormData();
    form.append('file', new File([png(4, 4)], 'x.png'));
    const before = await storedKeys(env.IMAGES);
    const res = await bare.request('/staff/api/media', { method: 'POST', body: form }, env);
    expect(res.status).toBe(401);
    expect(isPgError(await res.json())).toBe(true);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await storedKeys(env.IMAGES)).toEqual(before);
  });
});
