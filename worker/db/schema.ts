/**
 * The database schema: the single source of truth for D1's tables.
 * Migrations in /migrations are generated from this file by drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    category: text('category').notNull(),
    datePublished: text('date_published').notNull().default(nowIso),
    updatedAt: text('updated_at').notNull().default(nowIso),
    featuredImage: text('featured_image'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** JSON array of strings. */
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    author: text('author').notNull(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_date_published_idx').on(t.datePublished),
    index('blog_posts_category_date_idx').on(t.category, t.datePublished),
    // postsVersion's max(updated_at) is one index lookup, not a scan of every post.
    index('blog_posts_updated_at_idx').on(t.updatedAt),
  ],
);

export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Stored lower-cased; unique, so one row per address whatever its case. */
    email: text('email').notNull(),
    createdAt: text('created_at').notNull().default(nowIso),
    source: text('source').notNull().default(''),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_unique').on(sql`lower(${t.email})`)],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = typeof blogPosts.$inferInsert;
export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
