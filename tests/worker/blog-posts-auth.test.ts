/**
 * What /rest/v1/blog_posts refuses and how it fails: writes without the staff
 * key on every verb and path spelling change nothing, wrong keys are locked out,
 * and a failing database answers 503 without leaking anything.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, client, fromIp, insertDirect, isPgError, makePost, STAFF_KEY, staffHeaders, staffJson, tableFingerprint } from './api-helpers';
import { FIXTURES } from './blog-helpers';

const IP = '198.51.100.12';
const anon = client(fromIp(IP));

beforeAll(async () => {
  await insertDirect(FIXTURES);
});

describe('writes without the staff key change nothing', () => {
  const VARIANTS = [
    '/rest/v1/blog_posts',
    '/rest/v1/blog_posts/',
    '/rest/v1/blog_posts//',
    '/rest/v1%2Fblog_posts',
    '/rest%2Fv1%2Fblog_posts',
    '/rest/v1/blog_posts%2F',
    '/rest/v1/blog%5Fposts',
    '/rest/v1/blog%255Fposts',
    '/REST/V1/Blog_Posts',
    '/Rest/v1/BLOG_POSTS',
    '//rest/v1/blog_posts',
    '/rest//v1//blog_posts',
    '/rest/v1/./blog_posts',
    '/rest/v1/x/../blog_posts',
    '/rest/v1/blog_posts?on_conflict=slug',
    '/rest/v1/users',
  ];
  const VERBS = ['POST', 'PATCH', 'PUT', 'DELETE', 'PURGE'];
  const body = JSON.stringify(makePost('anon-write'));

  it.each(VERBS.flatMap((verb) => VARIANTS.map((path) => [verb, path] as const)))('%s %s -> 401', async (verb, path) => {
    const before = await tableFingerprint();
    const res = await api(`${path}${path.includes('?') ? '&' : '?'}slug=eq.p01`, {
      method: verb,
      headers: fromIp(IP, { 'Content-Type': 'application/json', Prefer: 'return=representation,resolution=merge-duplicates' }),
      body: verb === 'DELETE' ? undefined : body,
    });
    expect(res.status).toBe(401);
    const json = await res.json();
    expect(isPgError(json)).toBe(true);
    expect(json).toMatchObject({ code: '42501' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await tableFingerprint()).toEqual(before);
  });

  it('X-HTTP-Method-Override does not turn a GET into a write', async () => {
    const before = await tableFingerprint();
    for (const override of ['DELETE', 'POST', 'PATCH', 'PUT']) {
      for (const header of ['X-HTTP-Method-Override', 'X-HTTP-Method', 'X-Method-Override']) {
        const res = await api(`/rest/v1/blog_posts?slug=eq.p01`, { headers: fromIp(IP, { [header]: override }) });
        expect(res.status).toBe(200);
        expect(await res.json()).toHaveLength(1);
      }
    }
    const post = await api('/rest/v1/blog_posts?slug=eq.p01', {
      method: 'POST',
      headers: fromIp(IP, { 'X-HTTP-Method-Override': 'GET', 'Content-Type': 'application/json' }),
      body: JSON.stringify(makePost('override')),
    });
    expect(post.status).toBe(401);
    expect(await tableFingerprint()).toEqual(before);
  });

  it('postgrest-js writes without a key get the PostgREST 401 body', async () => {
    const before = await tableFingerprint();
    const insert = await anon.from('blog_posts').insert(makePost('anon-client'));
    expect(insert.status).toBe(401);
    expect(insert.error).toMatchObject({ code: '42501', message: 'permission denied for table blog_posts' });
    expect((await anon.from('blog_posts').update({ title: 'x' }).eq('slug', 'p01')).status).toBe(401);
    expect((await anon.from('blog_posts').delete().eq('slug', 'p01')).status).toBe(401);
    expect((await anon.from('blog_posts').upsert(makePost('p01'), { onConflict: 'slug' })).status).toBe(401);
    expect(await tableFingerprint()).toEqual(before);
  });

  it('a wrong key is 401 PGRST301 on any verb, with apikey or Bearer', async () => {
    const before = await tableFingerprint();
    const wrongIp = '198.51.100.20';
    const bearer = await client(fromIp(wrongIp, { Authorization: 'Bearer not-the-key' }))
      .from('blog_posts')
      .insert(makePost('wrong-key'));
    expect(bearer.status).toBe(401);
    expect(bearer.error).toMatchObject({ code: 'PGRST301' });
    const apikey = await client(fromIp(wrongIp, { apikey: `${STAFF_KEY}x` }))
      .from('blog_posts')
      .select('id');
    expect(apikey.status).toBe(401);
    expect(await tableFingerprint()).toEqual(before);
  });

  it('the staff key in the apikey header works too', async () => {
    const { status } = await client(fromIp(IP, { apikey: STAFF_KEY }))
      .from('blog_posts')
      .insert(makePost('via-apikey'));
    expect(status).toBe(201);
  });
});

describe('failed staff-key attempts are rate-limited', () => {
  it('answers 429 with Retry-After once an address keeps guessing, even for the right key', async () => {
    const ip = '198.51.100.30';
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 15; i++) {
      const res = await api('/rest/v1/blog_posts', {
        method: 'POST',
        headers: fromIp(ip, { Authorization: `Bearer guess-${i}`, 'Content-Type': 'application/json' }),
        body: JSON.stringify(makePost(`guess-${i}`)),
      });
      statuses.push(res.status);
      const json = await res.json();
      expect(isPgError(json)).toBe(true);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const right = await api('/rest/v1/blog_posts?select=id&limit=1', { headers: fromIp(ip, { Authorization: `Bearer ${STAFF_KEY}` }) });
    expect(right.status).toBe(429);
    const elsewhere = await api('/rest/v1/blog_posts?select=id&limit=1', { headers: staffHeaders('198.51.100.31') });
    expect(elsewhere.status).toBe(200);
    const anonymous = await api('/rest/v1/blog_posts?select=id&limit=1', { headers: fromIp(ip) });
    expect(anonymous.status).toBe(200);
  });
});

describe('when the database fails', () => {
  /** A D1 binding that fails every call, the way D1 does when it is unreachable. */
  const brokenDb = new Proxy(
    {},
    {
      get: () => () => {
        throw new Error('D1_ERROR: Network connection lost. SELECT secret FROM blog_posts');
      },
    },
  ) as D1Database;

  it.each([
    ['a read', '/rest/v1/blog_posts?select=slug&order=id', { headers: fromIp(IP) }],
    ['a counted read', '/rest/v1/blog_posts?select=slug', { headers: fromIp(IP, { Prefer: 'count=exact' }) }],
    ['an insert', '/rest/v1/blog_posts', staffJson(IP, 'POST', [makePost('fault-1'), makePost('fault-2')])],
    ['a delete', '/rest/v1/blog_posts?slug=eq.p01', { method: 'DELETE', headers: staffHeaders(IP) }],
  ])('%s answers 503 PGRST002 with Retry-After and nothing internal', async (_name, path, init) => {
    const { default: app } = await import('../../worker/index');
    const res = await app.request(path, init as RequestInit, { ...env, DB: brokenDb });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    const text = await res.text();
    expect(isPgError(JSON.parse(text))).toBe(true);
    expect(JSON.parse(text)).toMatchObject({ code: 'PGRST002' });
    expect(text).not.toMatch(/D1_ERROR|SELECT|secret/);
  });
});
