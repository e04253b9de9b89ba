/**
 * GET and HEAD /media/<key>: an uploaded image from R2 with the type it was stored under. A key
 * names its bytes (shared/posts/media.ts), so the answer never changes: cached for a year, immutable,
 * with R2's ETag for If-None-Match (304). A key that is not well formed or not stored answers the
 * site's JSON 404, as the other generated files do (c.notFound()).
 */
import { Hono } from 'hono';
import { MEDIA_KEY_PATTERN, MEDIA_TYPES, type MediaExt } from '../../shared/posts/media';
import type { AppEnv } from '../env';
import { etagMatches } from '../http/revalidation';

const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const mediaApp = new Hono<AppEnv>();

function headersOf(object: R2Object, key: string): Headers {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  // Stored before anything else could write it; the key's extension says the same thing.
  if (!headers.has('content-type')) headers.set('content-type', MEDIA_TYPES[key.slice(key.lastIndexOf('.') + 1) as MediaExt]);
  headers.set('cache-control', MEDIA_CACHE_CONTROL);
  headers.set('etag', object.httpEtag);
  headers.set('x-content-type-options', 'nosniff');
  return headers;
}

// Hono answers HEAD with the GET route; the handler reads only the object's metadata for it.
mediaApp.get('/media/:key', async (c) => {
  const key = c.req.param('key');
  if (!MEDIA_KEY_PATTERN.test(key)) return c.notFound();
  const ifNoneMatch = c.req.header('if-none-match');
  if (c.req.method === 'HEAD' || ifNoneMatch) {
    const object = await c.env.IMAGES.head(key);
    if (!object) return c.notFound();
    const headers = headersOf(object, key);
    if (etagMatches(ifNoneMatch, object.httpEtag)) return new Response(null, { status: 304, headers });
    if (c.req.method === 'HEAD') {
      headers.set('content-length', String(object.size));
      return new Response(null, { status: 200, headers });
    }
  }
  const object = await c.env.IMAGES.get(key);
  if (!object) return c.notFound();
  const headers = headersOf(object, key);
  headers.set('content-length', String(object.size));
  return new Response(object.body, { status: 200, headers });
});
