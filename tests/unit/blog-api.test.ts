/** The browser's tiny PostgREST client: the requests it sends and how it reads answers. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchExistingSlugs, fetchInsights, fetchPostBySlug, fetchRelated, insertPosts, totalFromContentRange } from '../../web/src/features/blog/api';
import { ApiRequestError, subscribeToNewsletter } from '../../web/src/features/blog/api-core';
import { pageWindow } from '../../web/src/features/blog/components/pagination';

interface Call {
  url: string;
  init: RequestInit;
}

function mockFetch(respond: (url: string) => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      return respond(url);
    }),
  );
  return calls;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const params = (url: string) => new URL(url, 'http://x').searchParams;

const CARDS = 'id,slug,title,excerpt,category,date_published,updated_at,featured_image,author';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('totalFromContentRange', () => {
  it.each([
    ['0-11/13', 13],
    ['12-12/13', 13],
    ['*/0', 0],
    [null, 5],
    ['garbage', 5],
  ])('%s -> %i', (header, total) => {
    expect(totalFromContentRange(header, 5)).toBe(total);
  });
});

describe('fetchInsights', () => {
  it('asks for one page of cards, newest first, with an exact count', async () => {
    const calls = mockFetch(() => json([{ id: 1 }], 200, { 'content-range': '12-12/13' }));
    const data = await fetchInsights({ category: null, page: 2 });
    expect(data).toEqual({ posts: [{ id: 1 }], total: 13, page: 2, category: null });
    const p = params(calls[0]!.url);
    expect(calls[0]!.url.startsWith('/rest/v1/blog_posts?')).toBe(true);
    expect(p.get('select')).toBe(CARDS);
    expect(p.get('order')).toBe('date_published.desc,id.desc');
    expect(p.get('limit')).toBe('12');
    expect(p.get('offset')).toBe('12');
    expect(p.has('category')).toBe(false);
    expect(new Headers(calls[0]!.init.headers).get('prefer')).toBe('count=exact');
  });

  it('filters by category case-insensitively, escaping LIKE wildcards', async () => {
    const calls = mockFetch(() => json([], 200, { 'content-range': '*/0' }));
    await fetchInsights({ category: 'Power Washing', page: 1 });
    expect(params(calls[0]!.url).get('category')).toBe('ilike.Power Washing');
    await fetchInsights({ category: '100%_off*', page: 1 });
    expect(params(calls[1]!.url).get('category')).toBe('ilike.100\\%\\_off\\*');
  });

  it('throws an ApiRequestError with the PostgREST body on failure', async () => {
    mockFetch(() => json({ code: 'PGRST100', message: 'bad query', details: null, hint: null }, 400));
    await expect(fetchInsights({ category: null, page: 1 })).rejects.toMatchObject({ status: 400, code: 'PGRST100', message: 'bad query' });
  });
});

describe('fetchPostBySlug', () => {
  it('returns the post, or null when there is none', async () => {
    let rows: unknown[] = [{ id: 3, slug: 'a' }];
    const calls = mockFetch(() => json(rows));
    expect(await fetchPostBySlug('a')).toEqual({ id: 3, slug: 'a' });
    expect(params(calls[0]!.url).get('slug')).toBe('eq.a');
    expect(params(calls[0]!.url).get('select')).toBe('*');
    rows = [];
    expect(await fetchPostBySlug('missing')).toBeNull();
  });
});

describe('fetchRelated', () => {
  it('sends the shared related-post queries at once and merges them: same category first, at most 3', async () => {
    const card = (id: number, category: string) => ({ id, slug: `s${id}`, category });
    const calls = mockFetch((url) =>
      params(url).get('category') === 'eq.Floor Care' ? json([card(5, 'Floor Care')]) : json([card(9, 'Office'), card(8, 'Office'), card(7, 'Roofs')]),
    );
    const related = await fetchRelated({ id: 1, category: 'Floor Care' });
    expect(related.map((p) => p.id)).toEqual([5, 9, 8]);
    expect(calls.map((c) => Object.fromEntries(params(c.url)))).toEqual([
      { select: CARDS, order: 'date_published.desc,id.desc', limit: '3', category: 'eq.Floor Care', id: 'neq.1' },
      { select: CARDS, order: 'date_published.desc,id.desc', limit: '3', category: 'neq.Floor Care' },
    ]);
  });
});

describe('seeding calls', () => {
  it('reads only the slug column of the given slugs', async () => {
    const calls = mockFetch(() => json([{ slug: 'b' }]));
    const existing = await fetchExistingSlugs(['a', 'b']);
    expect([...existing]).toEqual(['b']);
    expect(params(calls[0]!.url).get('select')).toBe('slug');
    expect(params(calls[0]!.url).get('slug')).toBe('in.("a","b")');
  });

  it('inserts with the staff key, minimal return and ignore-duplicates', async () => {
    const calls = mockFetch(() => new Response(null, { status: 201 }));
    await insertPosts([{ slug: 'x' } as never], 'secret');
    const headers = new Headers(calls[0]!.init.headers);
    expect(calls[0]!.url).toBe('/rest/v1/blog_posts');
    expect(calls[0]!.init.method).toBe('POST');
    expect(headers.get('authorization')).toBe('Bearer secret');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('prefer')).toBe('return=minimal,resolution=ignore-duplicates');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual([{ slug: 'x' }]);
    expect(calls[0]!.url).not.toContain('secret');
  });

  it('reports a refused key as a 401 ApiRequestError', async () => {
    mockFetch(() => json({ code: '42501', message: 'permission denied for table blog_posts', details: null, hint: null }, 401));
    const err = await insertPosts([], 'wrong').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect((err as ApiRequestError).status).toBe(401);
  });
});

describe('subscribeToNewsletter', () => {
  it('posts the trimmed email and the source page', async () => {
    const calls = mockFetch(() => json({ subscribed: true }));
    await subscribeToNewsletter('  me@company.com ', '/insights');
    expect(calls[0]!.url).toBe('/api/newsletter');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ email: 'me@company.com', source: '/insights' });
  });

  it('throws on a non-2xx answer', async () => {
    mockFetch(() => json({ code: 'PGRST429', message: 'Too many requests', details: null, hint: null }, 429));
    await expect(subscribeToNewsletter('me@company.com', '/')).rejects.toMatchObject({ status: 429 });
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, null, 10]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [10, 10, [1, null, 9, 10]],
    [3, 5, [1, 2, 3, 4, 5]],
  ])('page %i of %i', (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });
});
