/**
 * The row policy over /rest/v1/blog_posts: without the staff key (no key, or the public
 * ANON_KEY) every read spelling behaves as if the table held only public posts (published,
 * dated now or earlier): rows, counts, ranges, HEAD and single objects alike. The staff key
 * reads every row, and writes `status`, which is checked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, client, fromIp, insertDirect, isPgError, makePost, staffHeaders, staffJson, tableFingerprint } from './api-helpers';

const IP = '198.51.100.150';
const ANON_KEY = 'test-anon-key';

const readers = {
  'no key': fromIp(IP),
  'the public key': fromIp(IP, { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` }),
};
const staff = client(staffHeaders(IP));

const PAST = '2024-11-01T09:00:00.000Z';
const FUTURE = '2099-01-01T09:00:00.000Z';

/** Ids 1..6 in this order. Public: pub-old, pub-new, pub-mid. Hidden: a draft, a scheduled post, a draft dated in the future. */
const POSTS = [
  makePost('pub-old', { date_published: PAST, category: 'Janitorial Services' }),
  makePost('draft-one', { status: 'draft', date_published: '2024-11-05T09:00:00.000Z', category: 'Janitorial Services', tags: ['secret'], title: 'Draft one' }),
  makePost('pub-new', { date_published: '2024-12-01T09:00:00.000Z', category: 'Power Washing' }),
  makePost('sched-one', { date_published: FUTURE, category: 'Janitorial Services', tags: ['secret'], title: 'Scheduled one' }),
  makePost('draft-future', { status: 'draft', date_published: '2099-02-01T09:00:00.000Z', category: 'Power Washing', title: 'Draft future' }),
  makePost('pub-mid', { date_published: '2024-11-15T09:00:00.000Z', category: 'Janitorial Services' }),
];
/** In id order. */
const PUBLIC = ['pub-old', 'pub-new', 'pub-mid'];
const HIDDEN = ['draft-one', 'sched-one', 'draft-future'];

beforeAll(async () => {
  await insertDirect(POSTS);
});

/** Slugs of an HTTP read (any selection that includes slug). */
async function slugsOf(res: Response): Promise<string[]> {
  expect(res.status).toBeLessThan(300);
  const body = (await res.json()) as { slug: string }[];
  return body.map((r) => r.slug);
}

function read(query: string, headers: Record<string, string>, init: RequestInit = {}): Promise<Response> {
  return api(`/rest/v1/blog_posts?${query}`, { ...init, headers: { ...headers, ...((init.headers as Record<string, string>) ?? {}) } });
}

/** Query string -> the slugs a public reader gets, in order. */
const SPELLINGS: [string, string[]][] = [
  ['select=*&order=id', PUBLIC],
  ['select=slug&order=id', PUBLIC],
  ['select=slug,title,status&order=id', PUBLIC],
  ['select=name:slug,slug&order=id', PUBLIC],
  ['select=slug&id=eq.2', []],
  ['select=slug&id=eq.4', []],
  ['select=slug&id=eq.1', ['pub-old']],
  ['select=slug&id=in.(2,4,5)', []],
  ['select=slug&id=in.(1,2,3,4)&order=id', ['pub-old', 'pub-new']],
  ['select=slug&slug=eq.draft-one', []],
  ['select=slug&slug=eq.sched-one', []],
  ['select=slug&status=eq.draft', []],
  ['select=slug&status=neq.published', []],
  ['select=slug&status=eq.published&order=id', PUBLIC],
  ['select=slug&date_published=gt.2050-01-01', []],
  ['select=slug&title=ilike.*draft*', []],
  ['select=slug&tags=cs.{secret}', []],
  ['select=slug&or=(status.eq.draft,date_published.gt.2050-01-01)', []],
  ['select=slug&or=(slug.eq.draft-one,slug.eq.pub-old)', ['pub-old']],
  // An OR in the request must not loosen the policy around it.
  ['select=slug&or=(id.gt.0,status.eq.draft)&order=id', PUBLIC],
  ['select=slug&not.and=(status.eq.published,date_published.lte.2050-01-01)', []],
  ['select=slug&and=(or(status.eq.draft,id.gte.1),id.lte.6)&order=id', PUBLIC],
  ['select=slug&category=eq.Janitorial Services&order=id', ['pub-old', 'pub-mid']],
  ['select=slug&order=date_published.desc&limit=2', ['pub-new', 'pub-mid']],
  ['select=slug&order=date_published.asc', ['pub-old', 'pub-mid', 'pub-new']],
  ['select=slug&order=id&offset=1&limit=1', ['pub-new']],
  ['select=slug&order=id&offset=2', ['pub-mid']],
  ['select=slug&order=id&offset=3', []],
];

describe.each(Object.entries(readers))('a read with %s sees public posts only', (_name, headers) => {
  it.each(SPELLINGS)('?%s', async (query, expected) => {
    const res = await read(query, headers);
    expect(await slugsOf(res)).toEqual(expected);
  });

  it('through the real client: select=*, filters, order and paging', async () => {
    const db = client(headers);
    const all = await db.from('blog_posts').select('*').order('id');
    expect(all.error).toBeNull();
    expect(all.data?.map((r) => r.slug)).toEqual(PUBLIC);
    expect(all.data?.every((r) => r.status === 'published' && r.date_published <= new Date().toISOString())).toBe(true);
    const drafts = await db.from('blog_posts').select('slug').eq('status', 'draft');
    expect(drafts.data).toEqual([]);
    const byId = await db.from('blog_posts').select('slug').in('id', [2, 4, 5]);
    expect(byId.data).toEqual([]);
    const ored = await db.from('blog_posts').select('slug').or('slug.eq.sched-one,slug.eq.draft-future,slug.eq.pub-mid');
    expect(ored.data).toEqual([{ slug: 'pub-mid' }]);
    const paged = await db.from('blog_posts').select('slug').order('date_published', { ascending: false }).range(0, 1);
    expect(paged.data?.map((r) => r.slug)).toEqual(['pub-new', 'pub-mid']);
  });

  it('Prefer: count=exact, planned and estimated count public posts only', async () => {
    for (const count of ['exact', 'planned', 'estimated'] as const) {
      const { data, count: n, status } = await client(headers).from('blog_posts').select('slug', { count }).order('id');
      expect(status).toBe(200);
      expect(data).toHaveLength(3);
      expect(n).toBe(3);
    }
    const res = await read('select=id&order=id&limit=1', headers, { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('0-0/3');
    const drafts = await read('select=id&status=eq.draft', headers, { headers: { Prefer: 'count=exact' } });
    expect(drafts.headers.get('content-range')).toBe('*/0');
  });

  it('an offset past the public rows is out of range when counted', async () => {
    const res = await read('select=id&offset=4', headers, { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('*/3');
  });

  it('Range headers page through public posts', async () => {
    const first = await read('select=slug&order=id', headers, { headers: { Range: '0-0' } });
    expect(await slugsOf(first)).toEqual(['pub-old']);
    const second = await read('select=slug&order=id', headers, { headers: { Range: '1-1', Prefer: 'count=exact' } });
    expect(second.headers.get('content-range')).toBe('1-1/3');
    expect(await slugsOf(second)).toEqual(['pub-new']);
  });

  it('HEAD answers as GET does, counts included', async () => {
    const { count, error, status } = await client(headers).from('blog_posts').select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBe(3);
    const res = await read('select=id&status=eq.draft', headers, { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('*/0');
  });

  it.each(HIDDEN)('a single object: %s is a missing row (406), maybeSingle gives null', async (slug) => {
    const db = client(headers);
    const single = await db.from('blog_posts').select('slug').eq('slug', slug).single();
    expect(single.status).toBe(406);
    expect(single.error).toMatchObject({ code: 'PGRST116' });
    const maybe = await db.from('blog_posts').select('slug').eq('slug', slug).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
    const ok = await db.from('blog_posts').select('slug').eq('slug', 'pub-old').single();
    expect(ok.data).toEqual({ slug: 'pub-old' });
  });

  it('is revalidated on every use, so a shared cache never keeps a list past a scheduled time', async () => {
    const res = await read('select=slug', headers);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
  });
});

describe('the staff key reads every row', () => {
  it('select=*, drafts, scheduled posts, counts and single objects', async () => {
    const all = await staff.from('blog_posts').select('slug', { count: 'exact' }).order('id');
    expect(all.data?.map((r) => r.slug)).toEqual(POSTS.map((p) => p.slug));
    expect(all.count).toBe(6);
    const drafts = await staff.from('blog_posts').select('slug').eq('status', 'draft').order('id');
    expect(drafts.data?.map((r) => r.slug)).toEqual(['draft-one', 'draft-future']);
    const scheduled = await staff.from('blog_posts').select('slug').gt('date_published', new Date().toISOString());
    expect(scheduled.data?.map((r) => r.slug).sort()).toEqual(['draft-future', 'sched-one']);
    for (const slug of HIDDEN) {
      const one = await staff.from('blog_posts').select('slug,status').eq('slug', slug).single();
      expect(one.status).toBe(200);
    }
    const res = await api(`/rest/v1/blog_posts?select=slug`, { headers: staffHeaders(IP) });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('status on writes', () => {
  const W = '198.51.100.151';

  it('an insert without status is published, and public at once when dated in the past', async () => {
    const res = await api('/rest/v1/blog_posts', staffJson(W, 'POST', makePost('no-status'), { Prefer: 'return=representation' }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { status: string }[])[0]!.status).toBe('published');
    const anon = await client(fromIp(W)).from('blog_posts').select('slug').eq('slug', 'no-status');
    expect(anon.data).toEqual([{ slug: 'no-status' }]);
  });

  it('an insert as a draft is the staff’s only; publishing it by PATCH shows it; a draft again hides it', async () => {
    const anon = client(fromIp(W));
    expect((await api('/rest/v1/blog_posts', staffJson(W, 'POST', makePost('written-draft', { status: 'draft' })))).status).toBe(201);
    expect((await anon.from('blog_posts').select('slug').eq('slug', 'written-draft')).data).toEqual([]);
    expect((await staff.from('blog_posts').select('status').eq('slug', 'written-draft')).data).toEqual([{ status: 'draft' }]);
    expect((await api('/rest/v1/blog_posts?slug=eq.written-draft', staffJson(W, 'PATCH', { status: 'published' }))).status).toBe(204);
    expect((await anon.from('blog_posts').select('slug').eq('slug', 'written-draft')).data).toEqual([{ slug: 'written-draft' }]);
    expect((await api('/rest/v1/blog_posts?slug=eq.written-draft', staffJson(W, 'PATCH', { status: 'draft' }))).status).toBe(204);
    expect((await anon.from('blog_posts').select('slug').eq('slug', 'written-draft')).data).toEqual([]);
  });

  it.each([
    ['POST', '', makePost('bad-status', { status: 'live' as 'draft' })],
    ['POST', '', [makePost('bad-status-2'), makePost('bad-status-3', { status: 'PUBLISHED' as 'draft' })]],
    ['PATCH', '?slug=eq.pub-old', { status: 'archived' }],
    ['PATCH', '?slug=eq.pub-old', { status: 1 }],
    ['PATCH', '?slug=eq.pub-old', { status: null }],
  ])('%s with a bad status is 400 and changes nothing (%s %j)', async (method, query, body) => {
    const before = await tableFingerprint();
    const res = await api(`/rest/v1/blog_posts${query}`, staffJson(W, method, body));
    expect(res.status).toBe(400);
    const error = await res.json();
    expect(isPgError(error)).toBe(true);
    expect(await tableFingerprint()).toEqual(before);
  });

  it('the error names the allowed values', async () => {
    const res = await api('/rest/v1/blog_posts?slug=eq.pub-old', staffJson(W, 'PATCH', { status: 'archived' }));
    expect(await res.json()).toMatchObject({ code: '22P02', message: expect.stringContaining('"archived"'), hint: 'Use one of: draft, review, published.' });
  });

  it('the public key cannot write a status', async () => {
    const res = await api('/rest/v1/blog_posts?slug=eq.draft-one', {
      method: 'PATCH',
      headers: { ...readers['the public key'], 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'published' }),
    });
    expect(res.status).toBe(401);
    expect((await staff.from('blog_posts').select('status').eq('slug', 'draft-one')).data).toEqual([{ status: 'draft' }]);
  });
});
