/**
 * /rest/v1/blog_posts driven by the real @supabase/postgrest-js client inside
 * workerd against D1: every operator, ordering, paging, counts, single rows,
 * inserts, refusals on every verb and path spelling, and each error code.
 */
import { env } from 'cloudflare:test';
import { getTableColumns } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewBlogPost } from '../../shared/post';
import { blogPosts } from '../../shared/schema';
import { api, client, countRows, fromIp, insertDirect, isPgError, makePost, STAFF_KEY, staffHeaders, tableFingerprint } from './api-helpers';

const IP = '198.51.100.10';
const anon = client(fromIp(IP));
const staff = client(staffHeaders(IP));

const CATEGORIES = [
  'Janitorial Services',
  'Janitorial Services',
  'Janitorial Services',
  'Janitorial Services',
  'Janitorial Services',
  'Power Washing',
  'Power Washing',
  'Power Washing',
  'Commercial Landscaping',
  'Commercial Landscaping',
  'Facility Management',
  'Facility Management',
  'Industry Insights',
];

const TAGS: Record<number, string[]> = {
  1: ['floors', 'safety'],
  2: ['floors'],
  3: ['safety', 'healthcare'],
  6: ['exterior'],
  13: ['a,b', 'quote"d'],
};

/** Thirteen posts: p01..p13, one per day from 2024-11-21, seo_title only on even ids. */
const FIXTURES: NewBlogPost[] = CATEGORIES.map((category, i) => {
  const n = i + 1;
  const slug = `p${String(n).padStart(2, '0')}`;
  return makePost(slug, {
    category,
    title: n === 4 ? 'Floor care, 100% clean_ish *star*' : n === 5 ? 'floor CARE in lower case' : `Post ${slug}`,
    date_published: new Date(Date.UTC(2024, 10, 20 + n, 9)).toISOString(),
    seo_title: n % 2 === 0 ? `SEO ${slug}` : null,
    tags: TAGS[n] ?? [],
  });
});

const slugs = (rows: Array<{ slug: string }> | null) => (rows ?? []).map((r) => r.slug);

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

describe('inserts with the staff key', () => {
  it('return=minimal: 201, no body, the row stored byte for byte as written', async () => {
    const content = '<h2 id="s-a">Section</h2>\n<p onclick="x()">Hi<script>alert(1)</script></p>';
    const post = makePost('insert-minimal', { content, tags: ['a', 'b'] });
    const { error, status, data } = await staff.from('blog_posts').insert(post);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    const stored = await env.DB.prepare("SELECT content, tags FROM blog_posts WHERE slug = 'insert-minimal'").first<{ content: string; tags: string }>();
    expect(stored!.content).toBe(content);
    expect(JSON.parse(stored!.tags)).toEqual(['a', 'b']);
    const { data: readBack } = await anon.from('blog_posts').select('content').eq('slug', 'insert-minimal').single();
    expect(readBack).toEqual({ content });
  });

  it('return=representation: 201 with the inserted rows in the selected shape', async () => {
    const { data, status } = await staff
      .from('blog_posts')
      .insert([makePost('rep-1'), makePost('rep-2', { tags: ['x'] })])
      .select('slug,tags');
    expect(status).toBe(201);
    expect(data).toEqual([
      { slug: 'rep-1', tags: [] },
      { slug: 'rep-2', tags: ['x'] },
    ]);
  });

  it('fills defaults for optional columns and normalises dates', async () => {
    const { slug, title, content, category, author } = makePost('defaults-1');
    const { data } = await staff
      .from('blog_posts')
      .insert({ slug, title, content, category, author, date_published: '2024-12-20' })
      .select('excerpt,tags,date_published,featured_image')
      .single();
    expect(data).toEqual({ excerpt: '', tags: [], date_published: '2024-12-20T00:00:00.000Z', featured_image: null });
  });

  it('a duplicate slug is 409 23505 and the whole array is rolled back', async () => {
    const before = await tableFingerprint();
    const { error, status } = await staff.from('blog_posts').insert([makePost('atomic-new-1'), makePost('p01'), makePost('atomic-new-2')]);
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505' });
    expect(await tableFingerprint()).toEqual(before);
  });

  it('a duplicate inside the request itself is also 409 and writes nothing', async () => {
    const before = await tableFingerprint();
    const { status } = await staff.from('blog_posts').insert([makePost('twice'), makePost('twice')]);
    expect(status).toBe(409);
    expect(await tableFingerprint()).toEqual(before);
  });

  it('resolution=ignore-duplicates with on_conflict=slug inserts only the new rows', async () => {
    const before = await countRows();
    const { data, status, error } = await staff
      .from('blog_posts')
      .upsert([makePost('p02', { title: 'must not overwrite' }), makePost('ignore-new')], { onConflict: 'slug', ignoreDuplicates: true })
      .select('slug');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([{ slug: 'ignore-new' }]);
    expect(await countRows()).toBe(before + 1);
    const p02 = await env.DB.prepare("SELECT title FROM blog_posts WHERE slug = 'p02'").first<{ title: string }>();
    expect(p02!.title).toBe('Post p02');
  });

  it('ignore-duplicates without on_conflict (what /blog-setup sends) skips existing slugs too', async () => {
    const res = await api('/rest/v1/blog_posts', {
      method: 'POST',
      headers: { ...staffHeaders(IP), 'Content-Type': 'application/json', Prefer: 'return=minimal,resolution=ignore-duplicates' },
      body: JSON.stringify([makePost('p03'), makePost('setup-style-new')]),
    });
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('');
    expect((await env.DB.prepare("SELECT count(*) AS n FROM blog_posts WHERE slug IN ('p03','setup-style-new')").first<{ n: number }>())!.n).toBe(2);
  });

  it('merge-duplicates updates the existing row', async () => {
    await staff.from('blog_posts').insert(makePost('merge-me'));
    const { data, status } = await staff
      .from('blog_posts')
      .upsert(makePost('merge-me', { title: 'Merged title' }), { onConflict: 'slug' })
      .select('slug,title');
    expect(status).toBe(201);
    expect(data).toEqual([{ slug: 'merge-me', title: 'Merged title' }]);
  });

  it('count=exact on insert reports the rows written', async () => {
    const { count, status } = await staff.from('blog_posts').insert([makePost('count-1'), makePost('count-2')], { count: 'exact' });
    expect(status).toBe(201);
    expect(count).toBe(2);
  });

  it.each([
    ['a missing required column', { slug: 'v1', title: 't', content: 'c', category: 'x' }, 400, '23502'],
    ['null in a NOT NULL column', { ...makePost('v2'), excerpt: null }, 400, '23502'],
    ['tags that are not a list of strings', { ...makePost('v3'), tags: 'floors' }, 400, '22P02'],
    ['tags with a number inside', { ...makePost('v4'), tags: ['ok', 5] }, 400, '22P02'],
    ['a date that is not ISO 8601', { ...makePost('v5'), date_published: 'next Tuesday' }, 400, '22007'],
    ['an impossible date', { ...makePost('v6'), date_published: '2024-02-31' }, 400, '22007'],
    ['a slug that is not a URL segment', { ...makePost('v7'), slug: 'Bad Slug/../x' }, 400, '23514'],
    ['a blank title', { ...makePost('v8'), title: '   ' }, 400, '23514'],
    ['a number for a text column', { ...makePost('v9'), title: 42 }, 400, '22P02'],
    ['an unknown column', { ...makePost('v10'), is_admin: true }, 400, 'PGRST204'],
    ['an over-long title', { ...makePost('v11'), title: 'x'.repeat(301) }, 400, '22001'],
    ['a body that is not an object', 'just a string', 400, 'PGRST102'],
    ['rows that are not objects', [makePost('v12'), 7], 400, 'PGRST102'],
  ])('rejects %s with %i %s and writes nothing', async (_name, body, status, code) => {
    const before = await tableFingerprint();
    const res = await api('/rest/v1/blog_posts', {
      method: 'POST',
      headers: { ...staffHeaders(IP), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(status);
    const json = await res.json();
    expect(isPgError(json)).toBe(true);
    expect(json).toMatchObject({ code });
    expect(await tableFingerprint()).toEqual(before);
  });

  it('a bad row in the middle of an array rolls back the whole request', async () => {
    const before = await tableFingerprint();
    const { status, error } = await staff
      .from('blog_posts')
      .insert([makePost('mid-1'), { ...makePost('mid-2'), tags: [1] } as unknown as NewBlogPost, makePost('mid-3')]);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P02', details: 'Row 2 of the request body.' });
    expect(await tableFingerprint()).toEqual(before);
  });

  it('415 for a non-JSON content type, 400 PGRST102 for malformed JSON, 413 for a huge body, 400 over the batch cap', async () => {
    const before = await tableFingerprint();
    const post = (body: BodyInit, type: string) => api('/rest/v1/blog_posts', { method: 'POST', headers: { ...staffHeaders(IP), 'Content-Type': type }, body });
    const form = await post('slug=x', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: 'PGRST107' });
    const text = await post(JSON.stringify(makePost('as-text')), 'text/plain');
    expect(text.status).toBe(415);
    const broken = await post('{"slug": "x",', 'application/json');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const empty = await post('', 'application/json');
    expect(empty.status).toBe(400);
    const huge = await post(JSON.stringify(makePost('huge', { content: 'x'.repeat(1_100_000) })), 'application/json');
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'PGRST413' });
    const many = await post(JSON.stringify(Array.from({ length: 51 }, (_, i) => makePost(`cap-${i}`))), 'application/json');
    expect(many.status).toBe(400);
    expect(await many.json()).toMatchObject({ code: 'PGRST102', hint: expect.stringContaining('50') });
    expect(await tableFingerprint()).toEqual(before);
  });

  it('writes are never cacheable', async () => {
    const res = await api('/rest/v1/blog_posts', {
      method: 'POST',
      headers: { ...staffHeaders(IP), 'Content-Type': 'application/json' },
      body: JSON.stringify(makePost('no-store-1')),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('updates and deletes with the staff key', () => {
  it('PATCH changes the filtered rows and returns them as written', async () => {
    await staff.from('blog_posts').insert(makePost('patch-me'));
    const content = '<h2 id="s-a">Patched</h2><p>ok<img src=x onerror=alert(1)></p>';
    const { data, status } = await staff.from('blog_posts').update({ title: 'Patched', content }).eq('slug', 'patch-me').select('title,content');
    expect(status).toBe(200);
    expect(data).toEqual([{ title: 'Patched', content }]);
    const minimal = await staff.from('blog_posts').update({ excerpt: 'New excerpt' }).eq('slug', 'patch-me');
    expect(minimal.status).toBe(204);
  });

  it('PATCH and DELETE without a filter are refused', async () => {
    const before = await tableFingerprint();
    const patch = await staff.from('blog_posts').update({ title: 'everything' });
    expect(patch.status).toBe(400);
    expect(patch.error).toMatchObject({ code: '21000' });
    const del = await staff.from('blog_posts').delete();
    expect(del.status).toBe(400);
    expect(await tableFingerprint()).toEqual(before);
  });

  it('DELETE removes the filtered rows', async () => {
    await staff.from('blog_posts').insert(makePost('delete-me'));
    const { data, status } = await staff.from('blog_posts').delete().eq('slug', 'delete-me').select('slug');
    expect(status).toBe(200);
    expect(data).toEqual([{ slug: 'delete-me' }]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM blog_posts WHERE slug = 'delete-me'").first<{ n: number }>())!.n).toBe(0);
  });

  it('PATCH to a slug that exists is 409 23505', async () => {
    await staff.from('blog_posts').insert(makePost('rename-me'));
    const { status, error } = await staff.from('blog_posts').update({ slug: 'p01' }).eq('slug', 'rename-me');
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505' });
  });

  it('PUT is 405 PGRST117 even for staff', async () => {
    const res = await api('/rest/v1/blog_posts?slug=eq.p01', {
      method: 'PUT',
      headers: { ...staffHeaders(IP), 'Content-Type': 'application/json' },
      body: JSON.stringify(makePost('p01')),
    });
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ code: 'PGRST117' });
    expect(res.headers.get('allow')).toContain('PATCH');
  });
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
    [
      'an insert',
      '/rest/v1/blog_posts',
      {
        method: 'POST',
        headers: { ...staffHeaders(IP), 'Content-Type': 'application/json' },
        body: JSON.stringify([makePost('fault-1'), makePost('fault-2')]),
      },
    ],
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
