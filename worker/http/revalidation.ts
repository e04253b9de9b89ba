/**
 * Pages and generated files (HTML, sitemap, feed, robots) are cacheable but
 * revalidated on every use: a strong ETag over the body answers repeat visits
 * and crawlers with 304, and because nothing is served stale, posts seeded a
 * moment ago show on /insights, the sitemap and the feed at once.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

const REVALIDATED_TYPES = /^(text\/html|application\/xml|application\/rss\+xml|text\/plain)/;
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** A strong ETag over the bytes of a body (also the API's, worker/posts/rest-guard.ts). */
export async function etagOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  let hex = '';
  for (const b of digest.subarray(0, 16)) hex += b.toString(16).padStart(2, '0');
  return `"${hex}"`;
}

/** True when an If-None-Match header lists this ETag (weak or strong) or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

export const revalidation: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
  const res = c.res;
  if (!REVALIDATED_TYPES.test(res.headers.get('content-type') ?? '')) return;
  if (res.status !== 200) {
    // Error and not-found pages must never be cached in place of a real page.
    res.headers.set('cache-control', 'no-store');
    return;
  }
  if (!res.headers.has('cache-control')) res.headers.set('cache-control', PAGE_CACHE_CONTROL);
  const etag = await etagOf(await res.clone().arrayBuffer());
  res.headers.set('etag', etag);
  if (etagMatches(c.req.header('if-none-match'), etag)) {
    c.res = new Response(null, { status: 304, headers: res.headers });
  }
};
