/**
 * /sitemap.xml and /insights/rss.xml: they list only posts the router serves,
 * and when D1 fails they answer as pages do (503, Retry-After, no-store), never
 * a 500 and never a cacheable error in place of the real file.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, insertDirect, makePost } from './api-helpers';

beforeAll(async () => {
  await insertDirect([makePost('listed-post'), makePost('old_underscore_slug'), makePost('double--hyphen')]);
});

/** A D1 binding that fails every call, the way D1 does when it is unreachable. */
const brokenDb = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('D1_ERROR: Network connection lost.');
    },
  },
) as D1Database;

describe('generated files list what the router serves', () => {
  it.each(['/sitemap.xml', '/insights/rss.xml'])('%s lists routable posts only', async (path) => {
    const res = await api(path);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('/insights/listed-post</');
    expect(xml).not.toContain('old_underscore_slug');
    expect(xml).not.toContain('double--hyphen');
    expect((await api('/insights/listed-post')).status).toBe(200);
  });
});

describe('when the database fails', () => {
  it.each(['/sitemap.xml', '/insights/rss.xml', '/insights', '/insights/listed-post'])(
    '%s answers 503 with Retry-After and cache-control: no-store',
    async (path) => {
      const { default: app } = await import('../../worker/index');
      const res = await app.request(path, {}, { ...env, DB: brokenDb });
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
      expect(await res.text()).not.toMatch(/D1_ERROR|PGRST/);
    },
  );

  it('the same when the table is gone', async () => {
    await env.DB.exec('DROP TABLE blog_posts');
    for (const path of ['/sitemap.xml', '/insights/rss.xml']) {
      const res = await api(path);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('/robots.txt needs no database', async () => {
    const { default: app } = await import('../../worker/index');
    const res = await app.request('/robots.txt', {}, { ...env, DB: brokenDb });
    expect(res.status).toBe(200);
  });
});
