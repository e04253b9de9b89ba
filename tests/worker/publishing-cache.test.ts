/**
 * Anonymous API reads may be kept by any cache but are revalidated on every use
 * (docs/decisions.md D14): an ETag over the answer, If-None-Match answered 304 without the body.
 * So a post taken off the site is never served from a cache after the change: the stored answer's
 * ETag no longer matches, and the reader gets the new one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, fromIp, insertDirect, makePost, staffHeaders, staffJson } from './api-helpers';

const IP = '198.51.100.160';
const ANON_KEY = 'test-anon-key';
const PATH = '/rest/v1/blog_posts?select=slug,title&order=id';

beforeAll(async () => {
  await insertDirect([
    makePost('cache-stays', { date_published: '2024-11-01T09:00:00.000Z' }),
    makePost('cache-goes', { date_published: '2024-11-02T09:00:00.000Z' }),
  ]);
});

/**
 * Whether a shared cache that follows RFC 9111 may answer from a stored response of this age
 * without asking the server (it is fresh and nothing demands revalidation).
 */
function servableFromCache(headers: Headers, ageSeconds: number): boolean {
  const directives = new Map(
    (headers.get('cache-control') ?? '')
      .split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean)
      .map((d) => {
        const [name, value] = d.split('=');
        return [name!, value ?? ''] as const;
      }),
  );
  if (directives.has('no-store') || directives.has('no-cache') || directives.has('private')) return false;
  const lifetime = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? 0);
  return ageSeconds < lifetime;
}

const readers = {
  'no key': fromIp(IP),
  'the public key': fromIp(IP, { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` }),
};

describe('a public read after the post is unpublished', () => {
  it.each(Object.entries(readers))('with %s: the old answer is never served again; the new one revalidates with 304', async (_name, headers) => {
    await api('/rest/v1/blog_posts?slug=eq.cache-goes', staffJson(IP, 'PATCH', { status: 'published' }));

    const before = await api(PATH, { headers });
    expect(before.status).toBe(200);
    expect(((await before.json()) as { slug: string }[]).map((r) => r.slug)).toEqual(['cache-stays', 'cache-goes']);
    expect(servableFromCache(before.headers, 0)).toBe(false);
    const oldTag = before.headers.get('etag');
    expect(oldTag).toMatch(/^"[0-9a-f]{32}"$/);

    // Unchanged: the stored answer is still good, and no body is sent again.
    const same = await api(PATH, { headers: { ...headers, 'If-None-Match': oldTag! } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    expect(same.headers.get('etag')).toBe(oldTag);
    expect(servableFromCache(same.headers, 0)).toBe(false);

    const off = await api('/rest/v1/blog_posts?slug=eq.cache-goes', staffJson(IP, 'PATCH', { status: 'draft' }));
    expect(off.status).toBeLessThan(300);

    // The cache asks with the ETag it holds: the answer has changed, so it gets the new body.
    const after = await api(PATH, { headers: { ...headers, 'If-None-Match': oldTag! } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { slug: string }[]).map((r) => r.slug)).toEqual(['cache-stays']);
    const newTag = after.headers.get('etag');
    expect(newTag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(newTag).not.toBe(oldTag);

    // Asked again with the current ETag (weak or strong, alone or in a list): 304.
    for (const tag of [newTag!, `W/${newTag}`, `"other", ${newTag}`]) {
      const again = await api(PATH, { headers: { ...headers, 'If-None-Match': tag } });
      expect(again.status, tag).toBe(304);
      expect(await again.text()).toBe('');
    }
  });
});

describe('the validator', () => {
  it('HEAD carries the ETag of the GET, and answers 304 to it', async () => {
    const get = await api(PATH, { headers: fromIp(IP) });
    await get.arrayBuffer();
    const head = await api(PATH, { method: 'HEAD', headers: fromIp(IP) });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    const conditional = await api(PATH, { method: 'HEAD', headers: fromIp(IP, { 'If-None-Match': get.headers.get('etag')! }) });
    expect(conditional.status).toBe(304);
  });

  it('differs between two selections of the same rows', async () => {
    const slugs = await api('/rest/v1/blog_posts?select=slug&order=id', { headers: fromIp(IP) });
    const titles = await api('/rest/v1/blog_posts?select=title&order=id', { headers: fromIp(IP) });
    await Promise.all([slugs.arrayBuffer(), titles.arrayBuffer()]);
    expect(slugs.headers.get('etag')).not.toBe(titles.headers.get('etag'));
  });

  it('staff reads and errors are not stored at all, and carry no ETag', async () => {
    const staff = await api(PATH, { headers: staffHeaders(IP) });
    await staff.arrayBuffer();
    expect(staff.headers.get('cache-control')).toBe('no-store');
    expect(staff.headers.get('etag')).toBeNull();
    const refused = await api('/rest/v1/blog_posts?select=nope', { headers: fromIp(IP) });
    await refused.arrayBuffer();
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('etag')).toBeNull();
  });

  it('a staff read with a public ETag still gets the whole answer', async () => {
    const pub = await api(PATH, { headers: fromIp(IP) });
    await pub.arrayBuffer();
    const staff = await api(PATH, { headers: { ...staffHeaders(IP), 'If-None-Match': pub.headers.get('etag')! } });
    expect(staff.status).toBe(200);
    expect(((await staff.json()) as unknown[]).length).toBeGreaterThan(0);
  });
});
