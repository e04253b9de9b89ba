/**
 * The blog post as it travels over the wire (PostgREST JSON, snake_case).
 * One definition for the worker, the web app and the built-in posts in seed/.
 */

/** Every column of `blog_posts`, in table order. The API's allow-list. */
export const POST_COLUMNS = [
  'id',
  'slug',
  'title',
  'content',
  'excerpt',
  'category',
  'date_published',
  'updated_at',
  'featured_image',
  'seo_title',
  'seo_description',
  'tags',
  'author',
] as const;

export type PostColumn = (typeof POST_COLUMNS)[number];

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  /** Article body as HTML. Sanitized before any browser sees it. */
  content: string;
  excerpt: string;
  category: string;
  /** ISO 8601 timestamp, e.g. 2024-12-04T09:00:00.000Z */
  date_published: string;
  /** ISO 8601 timestamp, maintained by the database. */
  updated_at: string;
  /** Site-relative path of the featured image, e.g. /images/blog/regular-floor-care.svg */
  featured_image: string | null;
  seo_title: string | null;
  seo_description: string | null;
  tags: string[];
  author: string;
}

/** What an insert carries: the database fills id and updated_at. */
export type NewBlogPost = Omit<BlogPost, 'id' | 'updated_at'>;

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
export const BLOG_FILTER_CATEGORIES = [
  'Janitorial Services',
  'Power Washing',
  'Commercial Landscaping',
  'Facility Management',
  'Industry Insights',
] as const;

export const POSTS_PER_PAGE = 12;
