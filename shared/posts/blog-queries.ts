/**
 * The blog's reads as PostgREST queries on /rest/v1/blog_posts: the insights
 * list, one post, and related posts, each defined once. The browser sends them
 * over HTTP (web/src/features/blog/api.ts); the edge runs the same parameters
 * through the same engine in-process (worker/posts/store/public-posts.ts), so both sides read
 * the same rows in the same order.
 */
import { POST_CARD_COLUMNS, POSTS_PER_PAGE, type BlogPost, type PostCard } from './post';

export const POSTS_PATH = '/rest/v1/blog_posts';

/** Related articles under a post (docs/decisions.md P5). */
export const RELATED_LIMIT = 3;

/** One read: query-string parameters, whether to count every match, and (as a type only) the row it returns. */
export interface PostQuery<Row> {
  params: Readonly<Record<string, string>>;
  /** Ask for the number of matching rows too (`Prefer: count=exact`). */
  count: boolean;
  /** Never set: carries the row type from the query to whoever runs it. */
  readonly row?: Row;
}

const CARD_SELECT = POST_CARD_COLUMNS.join(',');
/** Newest first; the id breaks ties. Both are read in index order (date_published's index ends in the row id). */
export const NEWEST_FIRST = 'date_published.desc,id.desc';

/** D1 refuses a LIKE pattern longer than 50 bytes. */
const MAX_LIKE_PATTERN_BYTES = 50;

/**
 * Case-insensitive equality with ilike (LIKE wildcards in the value escaped); a category too long
 * for a LIKE pattern is matched exactly instead, which is how the site's own links spell it.
 */
function ilikeExact(value: string): string {
  const pattern = value.replace(/[\\%_*]/g, (c) => `\\${c}`);
  return new TextEncoder().encode(pattern).length > MAX_LIKE_PATTERN_BYTES ? `eq.${value}` : `ilike.${pattern}`;
}

/** One page of cards, newest first, optionally filtered to a category (case-insensitive), with the total. */
export function insightsListQuery({ category, page }: { category: string | null; page: number }): PostQuery<PostCard> {
  return {
    params: {
      select: CARD_SELECT,
      ...(category ? { category: ilikeExact(category) } : {}),
      order: NEWEST_FIRST,
      limit: String(POSTS_PER_PAGE),
      offset: String((page - 1) * POSTS_PER_PAGE),
    },
    count: true,
  };
}

/** The post with this slug (at most one row). */
export function postBySlugQuery(slug: string): PostQuery<BlogPost> {
  return { params: { select: '*', slug: `eq.${slug}`, limit: '1' }, count: false };
}

/**
 * Related posts as two index-ordered reads: the newest others of the post's
 * category, and the newest of every other category. Each asks for the full
 * limit, so they may run at once; `mergeRelated` makes the list.
 */
export function relatedPostsQueries(
  post: Pick<BlogPost, 'id' | 'category'>,
  limit = RELATED_LIMIT,
): { sameCategory: PostQuery<PostCard>; otherCategories: PostQuery<PostCard> } {
  const base = { select: CARD_SELECT, order: NEWEST_FIRST, limit: String(limit) };
  return {
    sameCategory: { params: { ...base, category: `eq.${post.category}`, id: `neq.${post.id}` }, count: false },
    otherCategories: { params: { ...base, category: `neq.${post.category}` }, count: false },
  };
}

/** Same category first (newest first), then the newest of the rest, at most `limit`; never the post itself. */
export function mergeRelated<T>(sameCategory: readonly T[], otherCategories: readonly T[], limit = RELATED_LIMIT): T[] {
  return [...sameCategory, ...otherCategories].slice(0, limit);
}
