/** The data a blog page renders with: fetched by the edge for the first load, by the browser after. */
import type { DisplayItems } from './display-items';
import type { BlogPost, PostCard } from './post';

export interface InsightsData {
  posts: PostCard[];
  /** Posts matching the filter, across all pages. */
  total: number;
  /** 1-based page number. */
  page: number;
  /** The active filter as given in the URL, or null for All. */
  category: string | null;
}

/**
 * A post as its page shows it: the body already processed and sanitized, and its read
 * time, worked out where the post was read, so the browser need not ship the sanitizer.
 */
export type ArticlePost = Omit<BlogPost, 'content'> & { bodyHtml: string; readTime: string };

export interface ArticleData {
  post: ArticlePost | null;
  related: PostCard[];
  /** The post's 'Insights Overview' set, chosen where the post was read, so the browser need not ship every set. */
  display: DisplayItems | null;
}

/** Reads ?category= and ?page= the same way on both sides. */
export function parseInsightsQuery(search: URLSearchParams): { category: string | null; page: number } {
  const category = search.get('category')?.trim() || null;
  const rawPage = Number.parseInt(search.get('page') ?? '1', 10);
  const page = Number.isFinite(rawPage) && rawPage >= 1 && rawPage <= 10000 ? rawPage : 1;
  return { category: category && category.length <= 80 ? category : null, page };
}
