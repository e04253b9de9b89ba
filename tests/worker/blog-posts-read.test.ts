/**
 * Reads of /rest/v1/blog_posts driven by the real @supabase/postgrest-js client
 * inside workerd against D1: the columns a select returns, every operator, and
 * ordering. Paging, counts and single rows are in blog-posts-paging.test.ts; read
 * errors and response headers in blog-posts-errors-headers.test.ts.
 */
import { getTableColumns } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../shared/schema';
import { api, client, fromIp, insertDirect } from './api-helpers';
import { FIXTURES, slugs } from './blog-helpers';

const IP = '198.51.100.10';
const anon = client(fromIp(IP));

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
