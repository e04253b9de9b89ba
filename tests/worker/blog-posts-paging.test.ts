/**
 * Reads of /rest/v1/blog_posts driven by the real @supabase/postgrest-js client inside workerd
 * against D1, their page and size: counts and Content-Range, limit, offset and the Range header,
 * HEAD, single and maybeSingle, and the anonymous row cap.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, client, fromIp, insertDirect, makePost, staffHeaders } from './api-helpers';
import { FIXTURES, slugs } from './blog-helpers';

const IP = '198.51.100.13';
const anon = client(fromIp(IP));
const staff = client(staffHeaders(IP));

beforeAll(async () => {
  await insertDirect(FIXTURES);
});

describe('paging and counts', () => {
  it('count=exact: full result is 200 with 0-12/13', async () => {
    const res = await api('/rest/v1/blog_posts?select=id', { headers: fromIp(IP, { Prefer: 'count=exact' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-12/13');
  });

  it('count=exact with a page: 206 and 0-11/13', async () => {
    const { data, count, status } = await anon.from('blog_posts').select('id', { count: 'exact' }).order('id').range(0, 11);
    expect(status).toBe(206);
    expect(count).toBe(13);
    expect(data).toHaveLength(12);
    const res = await api('/rest/v1/blog_posts?select=id&limit=12&offset=0', { headers: fromIp(IP, { Prefer: 'count=exact' }) });
    expect(res.headers.get('content-range')).toBe('0-11/13');
  });

  it('second page via offset: 12-12/13', async () => {
    const res = await api('/rest/v1/blog_posts?select=slug&order=id&limit=12&offset=12', { headers: fromIp(IP, { Prefer: 'count=exact' }) });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('12-12/13');
    expect(await res.json()).toEqual([{ slug: 'p13' }]);
  });

  it('without a count the total is *', async () => {
    const res = await api('/rest/v1/blog_posts?select=id&limit=2', { headers: fromIp(IP) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-1/*');
  });

  it('an empty result is */13 with count, */* without', async () => {
    const withCount = await api('/rest/v1/blog_posts?select=id&offset=13', { headers: fromIp(IP, { Prefer: 'count=exact' }) });
    expect(withCount.headers.get('content-range')).toBe('*/13');
    const none = await api('/rest/v1/blog_posts?select=id&slug=eq.none', { headers: fromIp(IP) });
    expect(none.headers.get('content-range')).toBe('*/*');
    expect(await none.json()).toEqual([]);
  });

  it('honours the Range header, intersected with limit/offset', async () => {
    const res = await api('/rest/v1/blog_posts?select=slug&order=id', { headers: fromIp(IP, { Range: '2-4', 'Range-Unit': 'items', Prefer: 'count=exact' }) });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('2-4/13');
    expect(slugs(await res.json())).toEqual(['p03', 'p04', 'p05']);
    const both = await api('/rest/v1/blog_posts?select=slug&order=id&limit=2', { headers: fromIp(IP, { Range: '1-10' }) });
    expect(slugs(await both.json())).toEqual(['p02']);
  });

  it('HEAD with count returns the count and no body', async () => {
    const { data, count, error } = await anon.from('blog_posts').select('*', { count: 'exact', head: true }).eq('category', 'Power Washing');
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(3);
    const res = await api('/rest/v1/blog_posts', { method: 'HEAD', headers: fromIp(IP, { Prefer: 'count=exact' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-12/13');
    expect(await res.text()).toBe('');
  });

  it('416 PGRST103 for an offset past the end and for an inverted Range', async () => {
    const past = await anon.from('blog_posts').select('id', { count: 'exact' }).range(20, 29);
    expect(past.status).toBe(416);
    expect(past.error).toMatchObject({ code: 'PGRST103', message: 'Requested range not satisfiable' });
    const inverted = await api('/rest/v1/blog_posts', { headers: fromIp(IP, { Range: '5-2' }) });
    expect(inverted.status).toBe(416);
    expect(await inverted.json()).toMatchObject({ code: 'PGRST103' });
    const negative = await api('/rest/v1/blog_posts?limit=-1', { headers: fromIp(IP) });
    expect(negative.status).toBe(416);
  });
});

describe('single and maybeSingle', () => {
  it('single() returns one object', async () => {
    const { data, error, status } = await anon.from('blog_posts').select('slug,title').eq('slug', 'p02').single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ slug: 'p02', title: 'Post p02' });
  });

  it('single() with no rows or several is 406 PGRST116', async () => {
    const none = await anon.from('blog_posts').select('slug').eq('slug', 'missing').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const many = await anon.from('blog_posts').select('slug').eq('category', 'Power Washing').single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
  });

  it('maybeSingle() gives null for no row and an error for several', async () => {
    const none = await anon.from('blog_posts').select('slug').eq('slug', 'missing').maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const one = await anon.from('blog_posts').select('slug').eq('slug', 'p05').maybeSingle();
    expect(one.data).toEqual({ slug: 'p05' });
    const many = await anon.from('blog_posts').select('slug').lte('id', 2).maybeSingle();
    expect(many.error).toMatchObject({ code: 'PGRST116' });
  });

  it('the object media type answers with its own Content-Type', async () => {
    const res = await api('/rest/v1/blog_posts?select=slug&slug=eq.p01', { headers: fromIp(IP, { Accept: 'application/vnd.pgrst.object+json' }) });
    expect(res.headers.get('content-type')).toMatch(/^application\/vnd\.pgrst\.object\+json/);
    expect(await res.json()).toEqual({ slug: 'p01' });
  });
});

describe('read limit', () => {
  it('anonymous reads return at most 100 rows; the count still tells the whole story', async () => {
    await insertDirect(Array.from({ length: 120 }, (_, i) => makePost(`bulk-${i}`, { category: 'Bulk' })));
    const res = await api('/rest/v1/blog_posts?select=id&category=eq.Bulk&limit=500', { headers: fromIp(IP, { Prefer: 'count=exact' }) });
    expect(res.status).toBe(206);
    expect(await res.json()).toHaveLength(100);
    expect(res.headers.get('content-range')).toBe('0-99/120');
    const noLimit = await anon.from('blog_posts').select('id', { count: 'exact' }).eq('category', 'Bulk');
    expect(noLimit.data).toHaveLength(100);
    expect(noLimit.count).toBe(120);
    const asStaff = await staff.from('blog_posts').select('id').eq('category', 'Bulk');
    expect(asStaff.data).toHaveLength(120);
  });

  it('too many filter values is a 400, not a database error', async () => {
    const values = Array.from({ length: 100 }, (_, i) => `s${i}`);
    const { status, error } = await anon.from('blog_posts').select('id').in('slug', values).in('category', values);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST100' });
  });
});
