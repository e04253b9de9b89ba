/**
 * A tiny fetch-based PostgREST client for the blog's calls (list, one post,
 * related, seeding) and the newsletter endpoint. Keeps postgrest-js out of the
 * browser bundle; speaks the same wire format. The list, post and related-post
 * queries are shared with the edge (shared/posts/blog-queries.ts), which runs them
 * in-process, so both sides show the same posts.
 */
import { articleHref } from '../../../../shared/posts/blog-logic';
import { insightsListQuery, mergeRelated, postBySlugQuery, POSTS_PATH, relatedPostsQueries, type PostQuery } from '../../../../shared/posts/blog-queries';
import type { ArticleData, InsightsData } from '../../../../shared/page-data';
import type { BlogPost, NewBlogPost, PostCard } from '../../../../shared/posts/post';
import { failure } from './api-core';

/** Builds a query string; values are encoded, PostgREST operators are not. */
function query(params: Readonly<Record<string, string>>): string {
  return Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
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

/** Sends one of the shared queries; the total comes from Content-Range when the query counts. */
async function getPosts<Row>(q: PostQuery<Row>, signal?: AbortSignal): Promise<{ rows: Row[]; total: number }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (q.count) headers.Prefer = 'count=exact';
  const { data, res } = await getJson<Row[]>(`${POSTS_PATH}?${query(q.params)}`, { headers, signal });
  return { rows: data, total: totalFromContentRange(res.headers.get('content-range'), data.length) };
}

/** One page of cards, newest first, optionally filtered to a category (case-insensitive). */
export async function fetchInsights(opts: { category: string | null; page: number }, signal?: AbortSignal): Promise<InsightsData> {
  const { rows, total } = await getPosts(insightsListQuery(opts), signal);
  return { posts: rows, total, page: opts.page, category: opts.category };
}

/** The post with this slug, or null when there is none (maybeSingle semantics). */
export async function fetchPostBySlug(slug: string, signal?: AbortSignal): Promise<BlogPost | null> {
  return (await getPosts(postBySlugQuery(slug), signal)).rows[0] ?? null;
}

/** Up to 3 other posts: same category first, then the newest of the rest (two small queries at once, merged). */
export async function fetchRelated(post: Pick<BlogPost, 'id' | 'category'>, signal?: AbortSignal): Promise<PostCard[]> {
  const { sameCategory, otherCategories } = relatedPostsQueries(post);
  const [same, others] = await Promise.all([getPosts(sameCategory, signal), getPosts(otherCategories, signal)]);
  return mergeRelated(same.rows, others.rows);
}

/**
 * Article page data for a client-side navigation; related posts load separately.
 * The overview sets are a chunk of their own, fetched beside the post, so a
 * page rendered at the edge (which sends the chosen set) never downloads them.
 */
export async function fetchArticle(
  slug: string,
  signal?: AbortSignal,
): Promise<Omit<ArticleData, 'related'> & { related: PostCard[] | null; movedTo?: string | null }> {
  const [post, { getDisplayItems }, { toArticlePost }] = await Promise.all([
    fetchPostBySlug(slug, signal),
    import('../../../../shared/posts/display-items'),
    import('../../../../shared/posts/article-content'),
  ]);
  if (!post) return { post: null, related: null, display: null, movedTo: await formerSlugTarget(slug, signal) };
  return { post: toArticlePost(post), related: null, display: getDisplayItems(post) };
}

/**
 * Where a post's former slug leads now, as a path (with this address's query), or null: the
 * Worker's answer from post_slug_redirects (worker/posts/former-slugs.ts), the same lookup as its
 * 301 for a visitor arriving from outside. Any failure is just "no redirect": the page then says
 * Post Not Found.
 */
export async function formerSlugTarget(slug: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const res = await fetch(`/api/post-redirects/${encodeURIComponent(slug)}`, { headers: { Accept: 'application/json' }, signal });
    if (!res.ok) return null;
    const { slug: moved } = (await res.json()) as { slug?: unknown };
    return typeof moved === 'string' && moved && moved !== slug ? articleHref(moved) + window.location.search : null;
  } catch (err) {
    if (signal?.aborted) throw err;
    return null;
  }
}

/** Which of these slugs already exist (reads only the slug column). */
export async function fetchExistingSlugs(slugs: readonly string[], signal?: AbortSignal): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const list = slugs.map((s) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',');
  const qs = query({ select: 'slug', slug: `in.(${list})` });
  const { data } = await getJson<Array<{ slug: string }>>(`${POSTS_PATH}?${qs}`, { headers: { Accept: 'application/json' }, signal });
  return new Set(data.map((r) => r.slug));
}

/** Batch insert with the staff key; duplicates by slug are ignored by the server. */
export async function insertPosts(posts: readonly NewBlogPost[], staffKey: string): Promise<void> {
  const res = await fetch(POSTS_PATH, {
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
