/**
 * Reads of /rest/v1/blog_posts driven by the real @supabase/postgrest-js client
 * inside workerd against D1: every operator, ordering, paging, counts, single
 * rows, read errors, response headers and the anonymous row cap.
 */
import { getTableColumns } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../shared/schema';
import { api, client, fromIp, insertDirect, isPgError, makePost, staffHeaders } from './api-helpers';
import { FIXTURES, slugs } from './blog-fixtures';

const IP = '198.51.100.10';
const anon = client(fromIp(IP));
const staff = client(staffHeaders(IP));

beforeAll(async () => {
  await insertDirect(FIXTURES);
});

describe('select', () => {
  it('returns the listed columns only, in order', async () => {
    const { data, error, status } = await anon.from('blog_posts').select('slug, id').eq('slug', 'p01');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ slug: 'p01', id: expect.any(Number) }]);
    expect(Object.keys(data![0]!)).toEqual(['slug', 'id']);
  });

  it('* returns every column with tags as a list', async () => {
    const { data } = await anon.from('blog_posts').select('*').eq('slug', 'p03').single();
    expect(Object.keys(data!)).toEqual(Object.keys(getTableColumns(blogPosts)));
    expect(data).toMatchObject({ slug: 'p03', tags: ['safety', 'healthcare'], seo_title: null, category: 'Janitorial Services' });
  });

  it('renames with alias:column', async () => {
    const { data } = await anon.from('blog_posts').select('headline:title,slug').eq('slug', 'p02');
    expect(data).toEqual([{ headline: 'Post p02', slug: 'p02' }]);
  });

  it('strips nulls when asked', async () => {
    const { data } = await anon.from('blog_posts').select('slug,seo_title').eq('slug', 'p01').stripNulls();
    expect(data).toEqual([{ slug: 'p01' }]);
  });
});

describe('filters', () => {
  it.each([
    ['eq', (q: any) => q.eq('category', 'Power Washing'), ['p06', 'p07', 'p08']],
    ['neq', (q: any) => q.neq('category', 'Janitorial Services').lte('id', 9), ['p06', 'p07', 'p08', 'p09']],
    ['gt (integer)', (q: any) => q.gt('id', 11), ['p12', 'p13']],
    ['gte', (q: any) => q.gte('id', 12), ['p12', 'p13']],
    ['lt', (q: any) => q.lt('id', 3), ['p01', 'p02']],
    ['lte', (q: any) => q.lte('id', 2), ['p01', 'p02']],
    ['gte on a date (coerced to a timestamp)', (q: any) => q.gte('date_published', '2024-12-02'), ['p12', 'p13']],
    ['lt on a timestamp with an offset', (q: any) => q.lt('date_published', '2024-11-22T05:00:00-05:00'), ['p01', 'p02']],
    ['eq on a timestamp in another spelling', (q: any) => q.eq('date_published', '2024-11-23 09:00:00Z'), ['p03']],
    ['in', (q: any) => q.in('slug', ['p01', 'p05', 'nope']), ['p01', 'p05']],
    ['in with quoted values containing commas', (q: any) => q.in('title', ['Floor care, 100% clean_ish *star*', 'Post p02']), ['p02', 'p04']],
    ['not.in', (q: any) => q.not('id', 'in', '(1,2,3,4,5,6,7,8,9,10,11)'), ['p12', 'p13']],
    ['like is case-sensitive with * wildcards', (q: any) => q.like('title', '*CARE*'), ['p05']],
    ['ilike ignores case', (q: any) => q.ilike('title', '*floor care*'), ['p04', 'p05']],
    ['like: % and _ in the value are wildcards unless escaped', (q: any) => q.like('title', 'Floor care, 100\\% clean\\_ish \\*star\\*'), ['p04']],
    ['like(any)', (q: any) => q.likeAnyOf('slug', ['p0*', 'p1_']).lte('id', 2), ['p01', 'p02']],
    ['ilike(all)', (q: any) => q.ilikeAllOf('title', ['*FLOOR*', '*star*']), ['p04']],
    ['is null', (q: any) => q.is('seo_title', null).lte('id', 4), ['p01', 'p03']],
    ['not is null', (q: any) => q.not('seo_title', 'is', null).lte('id', 4), ['p02', 'p04']],
    ['cs on tags (all of)', (q: any) => q.contains('tags', ['floors', 'safety']), ['p01']],
    ['cs with one tag', (q: any) => q.contains('tags', ['floors']), ['p01', 'p02']],
    ['cs with a JSON array and a comma inside a tag', (q: any) => q.filter('tags', 'cs', '["a,b"]'), ['p13']],
    ['ov on tags (any of)', (q: any) => q.overlaps('tags', ['healthcare', 'exterior']), ['p03', 'p06']],
    ['cd on tags (only these)', (q: any) => q.containedBy('tags', ['floors', 'safety']).lte('id', 4), ['p01', 'p02', 'p04']],
    ['or', (q: any) => q.or('slug.eq.p01,category.eq.Industry Insights'), ['p01', 'p13']],
    ['or with nested and', (q: any) => q.or('id.eq.1,and(category.eq.Power Washing,id.gt.6)'), ['p01', 'p07', 'p08']],
    ['or with quoted values and in lists', (q: any) => q.or('title.eq."Floor care, 100% clean_ish *star*",slug.in.(p09,"p10")'), ['p04', 'p09', 'p10']],
    ['not combined with or', (q: any) => q.not('id', 'gt', 2).or('id.eq.1,id.eq.2'), ['p01', 'p02']],
    ['match (several eq)', (q: any) => q.match({ category: 'Power Washing', slug: 'p07' }), ['p07']],
    ['eq(any)', (q: any) => q.filter('slug', 'eq(any)', '{p02,p03}'), ['p02', 'p03']],
  ])('%s', async (_name, apply, expected) => {
    const { data, error } = await apply(anon.from('blog_posts').select('slug').order('id'));
    expect(error).toBeNull();
    expect(slugs(data)).toEqual(expected);
  });

  it('and= and not.and= at the top level', async () => {
    const res = await api('/rest/v1/blog_posts?select=slug&and=(id.gte.2,id.lte.3)&order=id', { headers: fromIp(IP) });
    expect(await res.json()).toEqual([{ slug: 'p02' }, { slug: 'p03' }]);
    const neg = await api('/rest/v1/blog_posts?select=slug&not.and=(id.gte.2,id.lte.13)&order=id', { headers: fromIp(IP) });
    expect(await neg.json()).toEqual([{ slug: 'p01' }]);
    const notOr = await api('/rest/v1/blog_posts?select=slug&not.or=(id.gt.2,slug.eq.p01)&order=id', { headers: fromIp(IP) });
    expect(await notOr.json()).toEqual([{ slug: 'p02' }]);
  });

  it('reads what the site’s own client sends (escaped ilike, quoted in-list)', async () => {
    const category = await api(`/rest/v1/blog_posts?select=slug&category=${encodeURIComponent('ilike.power washing')}&order=date_published.desc,id.desc`, {
      headers: fromIp(IP),
    });
    expect(await category.json()).toEqual([{ slug: 'p08' }, { slug: 'p07' }, { slug: 'p06' }]);
    const existing = await api(`/rest/v1/blog_posts?select=slug&slug=${encodeURIComponent('in.("p01","p02","missing")')}`, { headers: fromIp(IP) });
    expect(slugs(await existing.json()).sort()).toEqual(['p01', 'p02']);
  });
});

describe('ordering', () => {
  it('orders by several columns, asc and desc', async () => {
    const { data } = await anon.from('blog_posts').select('slug').order('category', { ascending: true }).order('id', { ascending: false }).limit(4);
    expect(slugs(data)).toEqual(['p10', 'p09', 'p12', 'p11']);
  });

  it('puts nulls last ascending and first descending by default, and where asked', async () => {
    const base = () => anon.from('blog_posts').select('slug').lte('id', 4);
    expect(slugs((await base().order('seo_title')).data)).toEqual(['p02', 'p04', 'p01', 'p03']);
    expect(slugs((await base().order('seo_title', { ascending: false })).data)).toEqual(['p01', 'p03', 'p04', 'p02']);
    expect(slugs((await base().order('seo_title', { nullsFirst: true })).data)).toEqual(['p01', 'p03', 'p02', 'p04']);
    expect(slugs((await base().order('seo_title', { ascending: false, nullsFirst: false })).data)).toEqual(['p04', 'p02', 'p01', 'p03']);
  });
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
  it('anonymous reads are publicly cacheable for 30 s; staff reads are not', async () => {
    const pub = await api('/rest/v1/blog_posts?select=id&limit=1', { headers: fromIp(IP) });
    expect(pub.headers.get('cache-control')).toBe('public, max-age=30');
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
