/**
 * Reads of /rest/v1/blog_posts that fail, and the headers every read answers with: PostgREST's
 * error codes and statuses (unknown columns, operators and tables, malformed grammar, types,
 * media types and schemas), caching, and CORS like Supabase.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, client, fromIp, insertDirect, isPgError, staffHeaders } from './api-helpers';
import { FIXTURES } from './blog-helpers';

const IP = '198.51.100.14';
const anon = client(fromIp(IP));

beforeAll(async () => {
  await insertDirect(FIXTURES);
});

describe('read errors', () => {
  it.each([
    ['unknown column in select', '/rest/v1/blog_posts?select=nope', 400, '42703'],
    ['unknown column in a filter', '/rest/v1/blog_posts?password=eq.x', 400, '42703'],
    ['unknown column in order', '/rest/v1/blog_posts?order=nope.desc', 400, '42703'],
    ['unknown operator', '/rest/v1/blog_posts?slug=xx.p01', 400, 'PGRST100'],
    ['unsupported operator (full-text search)', '/rest/v1/blog_posts?title=fts.floor', 400, 'PGRST100'],
    ['operator the column type cannot take', '/rest/v1/blog_posts?id=like.1*', 400, 'PGRST100'],
    ['filter without an operator', '/rest/v1/blog_posts?slug=p01', 400, 'PGRST100'],
    ['malformed or()', '/rest/v1/blog_posts?or=(slug.eq.p01', 400, 'PGRST100'],
    ['malformed order', '/rest/v1/blog_posts?order=id.sideways', 400, 'PGRST100'],
    ['non-numeric limit', '/rest/v1/blog_posts?limit=ten', 400, 'PGRST100'],
    ['not an integer for id', '/rest/v1/blog_posts?id=eq.abc', 400, '22P02'],
    ['not a timestamp', '/rest/v1/blog_posts?date_published=gt.yesterday', 400, '22007'],
    ['IS TRUE on a text column', '/rest/v1/blog_posts?slug=is.true', 400, '42804'],
    ['embedding a relation', '/rest/v1/blog_posts?select=*,author(*)', 400, 'PGRST200'],
    ['aggregates', '/rest/v1/blog_posts?select=count()', 400, 'PGRST123'],
    ['filter on an embedded resource', '/rest/v1/blog_posts?author.name=eq.x', 400, 'PGRST108'],
    ['unknown table', '/rest/v1/users', 404, 'PGRST205'],
    ['unknown table, nested path', '/rest/v1/rpc/login', 404, 'PGRST125'],
  ])('%s', async (_name, path, status, code) => {
    const res = await api(path, { headers: fromIp(IP) });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await res.json();
    expect(isPgError(body)).toBe(true);
    expect(body).toMatchObject({ code });
  });

  it('406 PGRST107 for a media type it cannot produce, PGRST106 for another schema', async () => {
    const csv = await anon.from('blog_posts').select('slug').csv();
    expect(csv.status).toBe(406);
    expect(csv.error).toMatchObject({ code: 'PGRST107' });
    const schema = await api('/rest/v1/blog_posts', { headers: fromIp(IP, { 'Accept-Profile': 'private' }) });
    expect(schema.status).toBe(406);
    expect(await schema.json()).toMatchObject({ code: 'PGRST106' });
  });

  it('the unknown-column hint points at the column meant', async () => {
    const { error } = await anon.from('blog_posts').select('Slug');
    expect(error).toMatchObject({ code: '42703', hint: expect.stringContaining('blog_posts.slug') });
  });
});

describe('headers', () => {
  it('anonymous reads are publicly cacheable, revalidated on every use; staff reads are not', async () => {
    const pub = await api('/rest/v1/blog_posts?select=id&limit=1', { headers: fromIp(IP) });
    expect(pub.headers.get('cache-control')).toBe('public, no-cache');
    const priv = await api('/rest/v1/blog_posts?select=id&limit=1', { headers: staffHeaders(IP) });
    expect(priv.status).toBe(200);
    expect(priv.headers.get('cache-control')).toBe('no-store');
    const err = await api('/rest/v1/blog_posts?select=nope', { headers: fromIp(IP) });
    expect(err.headers.get('cache-control')).toBe('no-store');
  });

  it('answers CORS preflight like Supabase and exposes Content-Range', async () => {
    const pre = await api('/rest/v1/blog_posts', {
      method: 'OPTIONS',
      headers: fromIp(IP, {
        Origin: 'https://example.org',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,apikey,content-type,prefer',
      }),
    });
    expect(pre.status).toBe(200);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = pre.headers.get('access-control-allow-headers')!.split(/,\s*/);
    for (const h of ['authorization', 'apikey', 'content-type', 'prefer', 'range', 'accept-profile', 'content-profile', 'x-client-info'])
      expect(allowed).toContain(h);
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    const get = await api('/rest/v1/blog_posts?select=id&limit=1', { headers: fromIp(IP, { Origin: 'https://example.org' }) });
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Location');
  });
});
