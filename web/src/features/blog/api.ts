/**
 * A tiny fetch-based PostgREST client for the blog's calls (list, one post,
 * related, seeding) and the newsletter endpoint. Keeps postgrest-js out of the
 * browser bundle; speaks the same wire format.
 */
import { orderRelated, RELATED_LIMIT } from '../../../../shared/blog-logic';
import type { ArticleData, InsightsData } from '../../../../shared/page-data';
import { POST_CARD_COLUMNS, POSTS_PER_PAGE, type BlogPost, type NewBlogPost, type PostCard } from '../../../../shared/post';

const POSTS_URL = '/rest/v1/blog_posts';
const CARD_SELECT = POST_CARD_COLUMNS.join(',');
const NEWEST_FIRST = 'date_published.desc,id.desc';

/** A failed API call, carrying PostgREST's error body when there was one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

async function failure(res: Response): Promise<ApiRequestError> {
  let code: string | null = null;
  let message = `Request failed with status ${res.status}`;
  try {
    const body = (await res.json()) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'string') code = body.code;
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    /* not JSON */
  }
  return new ApiRequestError(res.status, code, message);
}

/** Builds a query string; values are encoded, PostgREST operators are not. */
function query(params: Record<string, string | number | undefined>): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
}

/** Case-insensitive equality with ilike: LIKE wildcards in the value are escaped. */
function ilikeExact(value: string): string {
  return `ilike.${value.replace(/[\\%_*]/g, (c) => `\\${c}`)}`;
}

/** Total from `Content-Range: 0-11/13` (or `*\/0`). */
export function totalFromContentRange(header: string | null, fallback: number): number {
  const m = header ? /\/(\d+)$/.exec(header.trim()) : null;
  return m ? Number(m[1]) : fallback;
}

async function getJson<T>(url: string, init: RequestInit): Promise<{ data: T; res: Response }> {
  const res = await fetch(url, init);
  if (!res.ok) throw await failure(res);
  return { data: (await res.json()) as T, res };
}

/** One page of cards, newest first, optionally filtered to a category (case-insensitive). */
export async function fetchInsights(opts: { category: string | null; page: number }, signal?: AbortSignal): Promise<InsightsData> {
  const qs = query({
    select: CARD_SELECT,
    category: opts.category ? ilikeExact(opts.category) : undefined,
    order: NEWEST_FIRST,
    limit: POSTS_PER_PAGE,
    offset: (opts.page - 1) * POSTS_PER_PAGE,
  });
  const { data, res } = await getJson<PostCard[]>(`${POSTS_URL}?${qs}`, {
    headers: { Accept: 'application/json', Prefer: 'count=exact' },
    signal,
  });
  return { posts: data, total: totalFromContentRange(res.headers.get('content-range'), data.length), page: opts.page, category: opts.category };
}

/** The post with this slug, or null when there is none (maybeSingle semantics). */
export async function fetchPostBySlug(slug: string, signal?: AbortSignal): Promise<BlogPost | null> {
  const qs = query({ select: '*', slug: `eq.${slug}`, limit: 1 });
  const { data } = await getJson<BlogPost[]>(`${POSTS_URL}?${qs}`, { headers: { Accept: 'application/json' }, signal });
  return data[0] ?? null;
}

/** Up to 3 other posts: same category first, then newest (two small queries, merged). */
export async function fetchRelated(post: Pick<BlogPost, 'id' | 'slug' | 'category'>, signal?: AbortSignal): Promise<PostCard[]> {
  const base = { select: CARD_SELECT, slug: `neq.${post.slug}`, order: NEWEST_FIRST, limit: RELATED_LIMIT };
  const init = { headers: { Accept: 'application/json' }, signal };
  const [same, newest] = await Promise.all([
    getJson<PostCard[]>(`${POSTS_URL}?${query({ ...base, category: `eq.${post.category}` })}`, init),
    getJson<PostCard[]>(`${POSTS_URL}?${query({ ...base, limit: RELATED_LIMIT + 1 })}`, init),
  ]);
  return orderRelated(post, [...same.data, ...newest.data]);
}

/**
 * Article page data for a client-side navigation; related posts load separately.
 * The overview sets are a chunk of their own, fetched beside the post, so a
 * page rendered at the edge (which sends the chosen set) never downloads them.
 */
export async function fetchArticle(slug: string, signal?: AbortSignal): Promise<Omit<ArticleData, 'related'> & { related: PostCard[] | null }> {
  const [post, { getDisplayItems }, { toArticlePost }] = await Promise.all([
    fetchPostBySlug(slug, signal),
    import('../../../../shared/display-items'),
    import('../../../../shared/article-content'),
  ]);
  return { post: post && toArticlePost(post), related: null, display: post ? getDisplayItems(post) : null };
}

/** Which of these slugs already exist (reads only the slug column). */
export async function fetchExistingSlugs(slugs: readonly string[], signal?: AbortSignal): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const list = slugs.map((s) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',');
  const qs = query({ select: 'slug', slug: `in.(${list})` });
  const { data } = await getJson<Array<{ slug: string }>>(`${POSTS_URL}?${qs}`, { headers: { Accept: 'application/json' }, signal });
  return new Set(data.map((r) => r.slug));
}

/** Batch insert with the staff key; duplicates by slug are ignored by the server. */
export async function insertPosts(posts: readonly NewBlogPost[], staffKey: string): Promise<void> {
  const res = await fetch(POSTS_URL, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${staffKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal,resolution=ignore-duplicates',
    },
    body: JSON.stringify(posts),
  });
  if (!res.ok) throw await failure(res);
}

export async function subscribeToNewsletter(email: string, source: string): Promise<void> {
  const res = await fetch('/api/newsletter', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: email.trim(), source }),
  });
  if (!res.ok) throw await failure(res);
}
