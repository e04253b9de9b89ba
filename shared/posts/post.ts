/**
 * The blog post as it travels over the wire (PostgREST JSON, snake_case): exactly
 * a row of the `blog_posts` table in shared/schema.ts, so the columns are spelled
 * once. One definition for the worker, the web app and the built-in posts in seed/.
 */
import type { blogPosts } from '../schema';

/** A post as stored and as the API returns it. */
export type BlogPost = typeof blogPosts.$inferSelect;

export type PostColumn = keyof BlogPost;

/** What an insert carries: the database fills id and updated_at, and the columns it has a default for may be left out. */
export type NewBlogPost = Omit<typeof blogPosts.$inferInsert, 'id' | 'updated_at'>;

/** Card-sized projection used by lists (no body). */
export const POST_CARD_COLUMNS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'category',
  'date_published',
  'updated_at',
  'featured_image',
  'author',
] as const satisfies readonly PostColumn[];

export type PostCard = Pick<BlogPost, (typeof POST_CARD_COLUMNS)[number]>;

/** The filter buttons on /insights, in order ('All' is no filter). */
export const BLOG_FILTER_CATEGORIES = ['Janitorial Services', 'Power Washing', 'Commercial Landscaping', 'Facility Management', 'Industry Insights'] as const;

export const POSTS_PER_PAGE = 12;
