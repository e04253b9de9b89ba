/**
 * The database schema: the one spelling of every table's columns. Keys are the
 * column names themselves (snake_case), so a row as drizzle reads it is the JSON
 * the API sends, and `BlogPost` (shared/post.ts) is this table's row type.
 * Migrations in /migrations are generated from this file (`npm run db:generate`);
 * the API's column list, filters and write validation are derived from it.
 *
 * The browser may only `import type` from here: it must not ship drizzle-orm.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    slug: text().notNull(),
    title: text().notNull(),
    /** Article body as HTML, stored as written; sanitized wherever it meets a browser (docs/decisions.md D5). */
    content: text().notNull(),
    excerpt: text().notNull().default(''),
    category: text().notNull(),
    /** ISO 8601 timestamp, e.g. 2024-12-04T09:00:00.000Z */
    date_published: text().notNull().default(nowIso),
    /** ISO 8601 timestamp, maintained by the database. */
    updated_at: text().notNull().default(nowIso),
    /** Site-relative path of the featured image, e.g. /images/blog/regular-floor-care.svg */
    featured_image: text(),
    seo_title: text(),
    seo_description: text(),
    /** JSON array of strings. */
    tags: text({ mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    author: text().notNull(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_date_published_idx').on(t.date_published),
    index('blog_posts_category_date_idx').on(t.category, t.date_published),
    // postsVersion's max(updated_at) is one index lookup, not a scan of every post.
    index('blog_posts_updated_at_idx').on(t.updated_at),
  ],
);

/** Text columns that hold ISO 8601 timestamps: the API compares, checks and normalises them as timestamps. */
export const TIMESTAMP_COLUMNS: ReadonlySet<string> = new Set<keyof typeof blogPosts.$inferSelect>(['date_published', 'updated_at']);

export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    /** Stored lower-cased; unique, so one row per address whatever its case. */
    email: text().notNull(),
    created_at: text().notNull().default(nowIso),
    source: text().notNull().default(''),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_unique').on(sql`lower(${t.email})`)],
);
