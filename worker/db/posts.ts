/**
 * Queries the pages need: one page of cards, one post by slug, related posts,
 * the sitemap and feed list, and the table's version. The reads are PostgREST
 * queries run through the API's engine in-process, the post list and related
 * posts the very ones the browser sends (shared/blog-queries.ts).
 */
import { sql } from 'drizzle-orm';
import { mergeRelated, NEWEST_FIRST, postBySlugQuery, insightsListQuery, RELATED_LIMIT, relatedPostsQueries, type PostQuery } from '../../shared/blog-queries';
import type { BlogPost, PostCard } from '../../shared/post';
import { blogPosts } from '../../shared/schema';
import { runPostQuery } from '../api/blog-posts/run-query';
import type { Db } from '../env';

async function read<Row>(db: Db, query: PostQuery<Row>): Promise<{ rows: Row[]; total: number }> {
  const { rows, total } = await runPostQuery(db, query.params, { count: query.count });
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

/** A cheap fingerprint of the posts table: changes whenever a post is added or edited. */
export async function postsVersion(db: Db): Promise<string> {
  const rows = await db.select({ n: sql<number>`count(*)`, m: sql<string>`max(${blogPosts.updated_at})` }).from(blogPosts);
  return `${rows[0]?.n ?? 0}-${rows[0]?.m ?? ''}`;
}
