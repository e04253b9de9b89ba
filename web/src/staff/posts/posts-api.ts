/**
 * The posts the staff screens read and write, through the PostgREST proxy (lib/rest-client.ts).
 * Every query here is PostgREST grammar the public API also speaks; the staff proxy only adds
 * that drafts and scheduled posts are visible.
 */
import { BLOG_FILTER_CATEGORIES, type BlogPost, type NewBlogPost } from '../../../../shared/posts/post';
import { POST_TEXT_RULES } from '../../../../shared/posts/post-rules';
import { isArticleSlug, MAX_ARTICLE_SLUG } from '../../../../shared/routes';
import { StaffApiError } from '../lib/http';
import { rest, unwrap } from '../lib/rest-client';

export const LIST_COLUMNS = 'id,slug,title,status,date_published,updated_at,category';
export type PostListRow = Pick<BlogPost, 'id' | 'slug' | 'title' | 'status' | 'date_published' | 'updated_at' | 'category'>;

/** What the list's status filter can ask for: the states of shared/posts/post-status.ts, or every post. */
export const STATE_FILTERS = ['all', 'draft', 'review', 'scheduled', 'published'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

export const POSTS_PAGE_SIZE = 20;

export interface PostListQuery {
  q: string;
  state: StateFilter;
  category: string;
  page: number;
}

/** A title search matches the words as typed: PostgREST's pattern characters are taken literally. */
export function titlePattern(q: string): string {
  return `*${q.replace(/[\\*%_]/g, (c) => `\\${c}`)}*`;
}

/** One page of posts, newest first, with the total that matches. */
export async function listPosts({ q, state, category, page }: PostListQuery, signal?: AbortSignal): Promise<{ rows: PostListRow[]; total: number }> {
  const from = (page - 1) * POSTS_PAGE_SIZE;
  let query = rest.from('blog_posts').select(LIST_COLUMNS, { count: 'exact' });
  if (q.trim()) query = query.ilike('title', titlePattern(q.trim()));
  // The same rule as shared/posts/post-status.ts, as filters: a published post dated later is scheduled.
  const now = new Date().toISOString();
  if (state === 'draft') query = query.eq('status', 'draft');
  if (state === 'review') query = query.eq('status', 'review');
  if (state === 'scheduled') query = query.eq('status', 'published').gt('date_published', now);
  if (state === 'published') query = query.eq('status', 'published').lte('date_published', now);
  if (category) query = query.eq('category', category);
  query = query
    .order('date_published', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + POSTS_PAGE_SIZE - 1);
  if (signal) query = query.abortSignal(signal);
  const result = await query;
  // A page past the end (a post was deleted meanwhile): nothing on it.
  if (result.status === 416) return { rows: [], total: -1 };
  const rows = unwrap(result);
  return { rows, total: result.count ?? rows.length };
}

/** The categories to choose from: the blog's own filters first, then any other that posts use. */
export function knownCategories(used: readonly string[] = []): string[] {
  return [...new Set([...BLOG_FILTER_CATEGORIES, ...used])];
}

/** Every category posts use, sorted. */
export async function usedCategories(signal?: AbortSignal): Promise<string[]> {
  let query = rest.from('blog_posts').select('category').order('category');
  if (signal) query = query.abortSignal(signal);
  const rows = unwrap(await query);
  return [...new Set(rows.map((r) => r.category))];
}

export async function getPost(id: number, signal?: AbortSignal): Promise<BlogPost | null> {
  let query = rest.from('blog_posts').select('*').eq('id', id);
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query.maybeSingle());
}

/** Whether another post already has this slug. */
export async function slugTaken(slug: string, exceptId: number | null, signal?: AbortSignal): Promise<boolean> {
  let query = rest.from('blog_posts').select('id').eq('slug', slug);
  if (exceptId !== null) query = query.neq('id', exceptId);
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query.limit(1)).length > 0;
}

export async function insertPost(values: NewBlogPost): Promise<BlogPost> {
  return unwrap(await rest.from('blog_posts').insert(values).select('*').single());
}

export async function updatePost(id: number, patch: Partial<NewBlogPost>): Promise<BlogPost> {
  return unwrap(await rest.from('blog_posts').update(patch).eq('id', id).select('*').single());
}

export async function deletePost(id: number): Promise<void> {
  unwrap(await rest.from('blog_posts').delete().eq('id', id));
}

/** Back to draft: off the public site at once (its address then answers 404). */
export async function unpublishPost(id: number): Promise<BlogPost> {
  return updatePost(id, { status: 'draft' });
}

/** `<slug>-copy`, `<slug>-copy-2`, …: the first that no post has (a copy of a copy counts on from the original). */
export async function freeCopySlug(slug: string): Promise<string> {
  const base = slug
    .replace(/-copy(?:-\d+)?$/, '')
    .slice(0, MAX_ARTICLE_SLUG - 9)
    .replace(/-+$/, '');
  const taken = new Set(unwrap(await rest.from('blog_posts').select('slug').like('slug', `${base}-copy*`)).map((r) => r.slug));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${base}-copy` : `${base}-copy-${n}`;
    if (!taken.has(candidate) && isArticleSlug(candidate)) return candidate;
  }
}

/** A draft copy of the post, dated now, under a new unique slug. */
export async function duplicatePost(id: number): Promise<BlogPost> {
  const post = await getPost(id);
  if (!post) throw new StaffApiError(404, 'That post no longer exists.');
  const { id: _id, updated_at: _updated, ...rest } = post;
  return insertPost({
    ...rest,
    slug: await freeCopySlug(post.slug),
    title: `${post.title} (copy)`.slice(0, POST_TEXT_RULES.title.maxLength),
    status: 'draft',
    date_published: new Date().toISOString(),
  });
}
