/** Queries the pages need: one page of cards, one post by slug, related posts, the sitemap list. */
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { POSTS_PER_PAGE, type BlogPost, type PostCard } from '../../shared/post';
import type { Db } from '../env';
import { blogPosts, type BlogPostRow } from './schema';

const cardColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  date_published: blogPosts.datePublished,
  updated_at: blogPosts.updatedAt,
  featured_image: blogPosts.featuredImage,
  author: blogPosts.author,
};

export function toWirePost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    category: row.category,
    date_published: row.datePublished,
    updated_at: row.updatedAt,
    featured_image: row.featuredImage,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    tags: Array.isArray(row.tags) ? row.tags.filter((t): t is string => typeof t === 'string') : [],
    author: row.author,
  };
}

const categoryIs = (category: string) => sql`lower(${blogPosts.category}) = lower(${category})`;

export async function listPostCards(db: Db, opts: { category: string | null; page: number }): Promise<{ posts: PostCard[]; total: number }> {
  const where = opts.category ? categoryIs(opts.category) : undefined;
  const [posts, count] = await Promise.all([
    db
      .select(cardColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.datePublished), desc(blogPosts.id))
      .limit(POSTS_PER_PAGE)
      .offset((opts.page - 1) * POSTS_PER_PAGE),
    db.select({ n: sql<number>`count(*)` }).from(blogPosts).where(where),
  ]);
  return { posts, total: Number(count[0]?.n ?? 0) };
}

export async function findPostBySlug(db: Db, slug: string): Promise<BlogPost | null> {
  const rows = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return rows[0] ? toWirePost(rows[0]) : null;
}

/**
 * Up to `limit` other posts: same category first, then newest. Two reads in index order
 * (category + date, then date) instead of sorting every post by a CASE expression.
 */
export async function listRelatedPosts(db: Db, post: Pick<BlogPost, 'id' | 'category'>, limit = 3): Promise<PostCard[]> {
  const newest = (where: SQL | undefined, n: number) =>
    db.select(cardColumns).from(blogPosts).where(where).orderBy(desc(blogPosts.datePublished), desc(blogPosts.id)).limit(n);
  const same = await newest(and(eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)), limit);
  if (same.length >= limit) return same;
  const others = await newest(ne(blogPosts.category, post.category), limit - same.length);
  return [...same, ...others];
}

export async function listPostsForFeeds(db: Db, limit: number): Promise<Array<Pick<BlogPost, 'slug' | 'title' | 'excerpt' | 'category' | 'date_published' | 'updated_at' | 'author' | 'tags'>>> {
  const rows = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      date_published: blogPosts.datePublished,
      updated_at: blogPosts.updatedAt,
      author: blogPosts.author,
      tags: blogPosts.tags,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.datePublished), desc(blogPosts.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, tags: Array.isArray(r.tags) ? r.tags : [] }));
}

/** A cheap fingerprint of the posts table: changes whenever a post is added or edited. */
export async function postsVersion(db: Db): Promise<string> {
  const rows = await db.select({ n: sql<number>`count(*)`, m: sql<string>`max(${blogPosts.updatedAt})` }).from(blogPosts);
  return `${rows[0]?.n ?? 0}-${rows[0]?.m ?? ''}`;
}
