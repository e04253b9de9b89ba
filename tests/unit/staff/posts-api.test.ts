// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/staff/"}
/**
 * web/src/staff/posts/posts-api.ts: the posts list's filters as PostgREST queries, the title search
 * taken literally, the category choices, and the slug of a copy. The real postgrest-js client
 * builds the requests; fetch is replaced to read them and answer. (A browser environment, because
 * the client is made from location.origin when the module loads, as on the /staff page.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOG_FILTER_CATEGORIES } from '../../../shared/posts/post';
import { isArticleSlug, MAX_ARTICLE_SLUG } from '../../../shared/routes';
import { duplicatePost, freeCopySlug, knownCategories, listPosts, titlePattern } from '../../../web/src/staff/posts/posts-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

/** Replaces fetch with `answer`; returns what was sent. */
function api(answer: (req: Sent) => Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const req = { method: init.method ?? 'GET', url: new URL(input), body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    sent.push(req);
    return answer(req);
  });
  return sent;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('titlePattern', () => {
  it('matches the words anywhere in the title, with PostgREST’s pattern characters escaped', () => {
    expect(titlePattern('floor care')).toBe('*floor care*');
    expect(titlePattern('50%_off*')).toBe('*50\\%\\_off\\**');
    expect(titlePattern('a\\b')).toBe('*a\\\\b*');
  });
});

describe('knownCategories', () => {
  it('the blog’s own categories first, in order, then the others posts use, each once', () => {
    expect(knownCategories(['Zeta', 'Power Washing', 'Alpha', 'Zeta'])).toEqual([...BLOG_FILTER_CATEGORIES, 'Zeta', 'Alpha']);
    expect(knownCategories()).toEqual([...BLOG_FILTER_CATEGORIES]);
  });
});

describe('listPosts', () => {
  const query = { q: '', state: 'all', category: '', page: 1 } as const;
  const page = () => json([{ id: 1 }], 200, { 'content-range': '0-0/57' });

  it('asks the staff proxy for a page of 20, newest first, with the total that matches', async () => {
    const sent = api(page);
    expect(await listPosts({ ...query, page: 3 })).toEqual({ rows: [{ id: 1 }], total: 57 });
    const { url } = sent[0]!;
    expect(url.origin + url.pathname).toBe('http://localhost/staff/api/rest/v1/blog_posts');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ order: 'date_published.desc,id.desc', offset: '40', limit: '20' });
  });

  it('the status filter follows shared/posts/post-status.ts: a published post dated later is scheduled', async () => {
    const sent = api(page);
    const before = Date.now();
    await listPosts({ ...query, state: 'draft' });
    await listPosts({ ...query, state: 'scheduled' });
    await listPosts({ ...query, state: 'published' });
    const [draft, scheduled, published] = sent.map((s) => s.url.searchParams);
    expect(draft!.getAll('status')).toEqual(['eq.draft']);
    expect(draft!.has('date_published')).toBe(false);
    expect(scheduled!.getAll('status')).toEqual(['eq.published']);
    expect(published!.getAll('status')).toEqual(['eq.published']);
    const at = (p: URLSearchParams, op: string) => {
      const v = p.get('date_published')!;
      expect(v.startsWith(`${op}.`)).toBe(true);
      return Date.parse(v.slice(op.length + 1));
    };
    expect(at(scheduled!, 'gt')).toBeGreaterThanOrEqual(before);
    expect(at(published!, 'lte')).toBeGreaterThanOrEqual(before);
  });

  it('a search and a category narrow it; no filter asks for every post', async () => {
    const sent = api(page);
    await listPosts({ ...query, q: '  floor care ', category: 'Power Washing' });
    await listPosts(query);
    expect(sent[0]!.url.searchParams.get('title')).toBe('ilike.*floor care*');
    expect(sent[0]!.url.searchParams.get('category')).toBe('eq.Power Washing');
    for (const filter of ['title', 'status', 'category', 'date_published']) expect(sent[1]!.url.searchParams.has(filter)).toBe(false);
  });

  it('a page past the end (416) is an empty page with total -1, not an error', async () => {
    api(() => json({ code: 'PGRST103', message: 'Requested range not satisfiable' }, 416));
    expect(await listPosts({ ...query, page: 9 })).toEqual({ rows: [], total: -1 });
  });

  it('a failure is thrown as the API’s error', async () => {
    api(() => json({ code: 'PGRST100', message: 'bad filter' }, 400));
    await expect(listPosts(query)).rejects.toMatchObject({ name: 'StaffApiError', status: 400, code: 'PGRST100' });
  });
});

describe('freeCopySlug', () => {
  const taken = (slugs: string[]) => api(() => json(slugs.map((slug) => ({ slug }))));

  it('is <slug>-copy, or the next number that no post has', async () => {
    taken([]);
    expect(await freeCopySlug('office-care')).toBe('office-care-copy');
    taken(['office-care-copy', 'office-care-copy-2', 'office-care-copy-4']);
    expect(await freeCopySlug('office-care')).toBe('office-care-copy-3');
  });

  it('a copy of a copy counts on from the original', async () => {
    const sent = taken(['office-care-copy', 'office-care-copy-2']);
    expect(await freeCopySlug('office-care-copy-2')).toBe('office-care-copy-3');
    expect(sent[0]!.url.searchParams.get('slug')).toBe('like.office-care-copy*');
  });

  it('a long slug is shortened so the copy, even a twelfth one, still fits the slug rule', async () => {
    const long = `${'abcdefghi-'.repeat(11)}abcdefghi`;
    expect(isArticleSlug(long) && long.length > MAX_ARTICLE_SLUG - 5).toBe(true);
    taken([]);
    const first = await freeCopySlug(long);
    expect(isArticleSlug(first)).toBe(true);
    expect(first.endsWith('-copy')).toBe(true);
    expect(long.startsWith(first.slice(0, -'-copy'.length))).toBe(true);

    taken([first, ...Array.from({ length: 10 }, (_, i) => `${first}-${i + 2}`)]);
    const twelfth = await freeCopySlug(long);
    expect(twelfth).toBe(`${first}-12`);
    expect(isArticleSlug(twelfth)).toBe(true);
  });
});

describe('duplicatePost', () => {
  it('inserts a draft copy dated now, under a free slug, without the original’s id', async () => {
    const original = {
      id: 7,
      slug: 'office-care',
      title: 'Office care',
      content: '<p>x</p>',
      content_markdown: 'x',
      excerpt: 'e',
      category: 'Power Washing',
      date_published: '2020-01-01T00:00:00.000Z',
      updated_at: '2020-01-02T00:00:00.000Z',
      featured_image: null,
      seo_title: null,
      seo_description: null,
      tags: ['a'],
      author: 'Jane',
      status: 'published',
    };
    const sent = api((req) => {
      if (req.method === 'POST') return json({ ...(req.body as object), id: 8 }, 201);
      if (req.url.searchParams.get('select') === 'slug') return json([{ slug: 'office-care-copy' }]);
      return json([original]);
    });
    const before = Date.now();
    const copy = await duplicatePost(7);

    const insert = sent.find((s) => s.method === 'POST')!.body as Record<string, unknown>;
    expect(insert).not.toHaveProperty('id');
    expect(insert).not.toHaveProperty('updated_at');
    expect(insert).toMatchObject({ slug: 'office-care-copy-2', title: 'Office care (copy)', status: 'draft', tags: ['a'], content_markdown: 'x' });
    expect(Date.parse(insert.date_published as string)).toBeGreaterThanOrEqual(before);
    expect(copy.id).toBe(8);
  });

  it('a post deleted meanwhile is a 404, not a copy of nothing', async () => {
    const sent = api(() => json([]));
    await expect(duplicatePost(7)).rejects.toMatchObject({ status: 404, message: 'That post no longer exists.' });
    expect(sent.some((s) => s.method === 'POST')).toBe(false);
  });
});
