/**
 * Queries the pages need: one page of cards, one post by slug, related posts,
 * the sitemap and feed list, a former slug's post, and the table's version. The
 * reads are PostgREST queries run through the API's engine in-process as a public
 * reader, the post list and related posts the very ones the browser sends
 * (shared/posts/blog-queries.ts); so pages, the sitemap and the feed only ever show
 * public posts. The two reads that go to D1 directly use the same policy SQL
 * (store/row-policy.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  mergeRelated,
  NEWEST_FIRST,
  postBySlugQuery,
  insightsListQuery,
  RELATED_LIMIT,
  relatedPostsQueries,
  type PostQuery,
} from '../../../shared/posts/blog-queries';
import type { BlogPost, PostCard } from '../../../shared/posts/post';
import { blogPosts, postSlugRedirects } from '../../../shared/schema';
import { runPostQuery } from './run-query';
import { publicPostCondition, scheduledPostCondition } from './row-policy';
import type { Db } from '../../env';

/** Pages are the same for everyone, so they read as the public does, whoever asks. */
async function read<Row>(db: Db, query: PostQuery<Row>): Promise<{ rows: Row[]; total: number }> {
  const { rows, total } = await runPostQuery(db, query.params, { count: query.count, reader: 'public' });
  return { rows: rows as Row[], total: total ?? rows.length };
}

export async function listPostCards(db: Db, opts: { category: string | null; page: number }): Promise<{ posts: PostCard[]; total: number }> {
  const { rows, total } = await read(db, insightsListQuery(opts));
  return { posts: rows, total };
}

export async function findPostBySlug(db: Db, slug: string): Promise<BlogPost | null> {
  const { rows } = await read(db, postBySlugQuery(slug));
  return rows[0] ?? null;
}

/** Up to `limit` other posts: same category first, then newest. The second read is skipped when the first fills the list. */
export async function listRelatedPosts(db: Db, post: Pick<BlogPost, 'id' | 'category'>, limit = RELATED_LIMIT): Promise<PostCard[]> {
  const { sameCategory, otherCategories } = relatedPostsQueries(post, limit);
  const same = (await read(db, sameCategory)).rows;
  const others = same.length >= limit ? [] : (await read(db, otherCategories)).rows;
  return mergeRelated(same, others, limit);
}

const FEED_COLUMNS = ['slug', 'title', 'excerpt', 'category', 'date_published', 'updated_at', 'author', 'tags'] as const satisfies readonly (keyof BlogPost)[];

/** A post as the sitemap and the feed list it: everything but its body. */
export type FeedPost = Pick<BlogPost, (typeof FEED_COLUMNS)[number]>;

/** The newest `limit` posts without their bodies, for the sitemap and the feed. */
export async function listPostsForFeeds(db: Db, limit: number): Promise<FeedPost[]> {
  const query: PostQuery<FeedPost> = {
    params: { select: FEED_COLUMNS.join(','), order: NEWEST_FIRST, limit: String(limit) },
    count: false,
  };
  return (await read(db, query)).rows;
}

/**
 * The current slug of the post that once had `oldSlug`, when that post is public now; else null.
 * A post's own slug wins over a former one: the caller asks only after no public post has it.
 */
export async function findSlugRedirect(db: Db, oldSlug: string, now: Date = new Date()): Promise<string | null> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(postSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, postSlugRedirects.post_id))
    .where(and(eq(postSlugRedirects.old_slug, oldSlug), publicPostCondition(now)))
    .limit(1);
  return rows[0]?.slug ?? null;
}

/**
 * A cheap fingerprint of what the public sees, for the page cache's key: every post (count and
 * newest change, so any write shows), how many are public now (a post unpublished, deleted or
 * coming out of its schedule changes it) and the next scheduled time (so a page rendered before
 * that time is never served after it, whatever else happened). The public parts read only the
 * (status, date_published) index: a range count and one seek.
 */
export async function postsVersion(db: Db, now: Date = new Date()): Promise<string> {
  const r = (await postsVersionQuery(db, now))[0];
  return [r?.n ?? 0, r?.m ?? '', r?.p ?? 0, r?.s ?? ''].join('-');
}

/** The one statement behind postsVersion (exported so its plan can be checked). */
export function postsVersionQuery(db: Db, now: Date) {
  return db
    .select({
      n: sql<number>`count(*)`,
      m: sql<string | null>`max(${blogPosts.updated_at})`,
      p: sql<number>`(SELECT count(*) FROM ${blogPosts} WHERE ${publicPostCondition(now)})`,
      s: sql<string | null>`(SELECT min(${blogPosts.date_published}) FROM ${blogPosts} WHERE ${scheduledPostCondition(now)})`,
    })
    .from(blogPosts);
}
