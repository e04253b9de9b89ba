/**
 * Pure rules of the blog (docs/decisions.md P5): read time, dates, the URLs of
 * the list, an article's breadcrumb trail and author initials. Shared by the edge render and the browser so
 * both produce the same markup. Which posts a list or related block shows is
 * in shared/posts/blog-queries.ts.
 */

import { ARTICLE_PREFIX, type BreadcrumbItem } from '../routes.ts';

export const WORDS_PER_MINUTE = 200;

/** Words (split on spaces) / 200, rounded up; tags are not words. Never less than 1 (docs/decisions.md P5). */
export function readTimeMinutes(content: string): number {
  const text = (content ?? '').replace(/<[^>]*>/g, ' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function readTimeLabel(content: string): string {
  return `${readTimeMinutes(content)} min read`;
}

// Month names by hand, not Intl.DateTimeFormat: building one loads locale and time-zone
// data, a 20-40 ms task on a phone in the middle of hydration, for one fixed English format.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'December 15, 2024'. UTC, so the edge and the browser print the same day. '' for an invalid date. */
export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/** Initials for an author avatar: first letters of the first two words. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** An article's page. */
export function articleHref(slug: string): string {
  return `${ARTICLE_PREFIX}${encodeURIComponent(slug)}`;
}

/** The list filtered to one category (what the article breadcrumb links to). */
export function categoryHref(category: string): string {
  return `/insights?category=${encodeURIComponent(category)}`;
}

/** A list URL: page 1 has no page parameter, 'All' has no category. */
export function insightsHref({ category, page = 1 }: { category?: string | null; page?: number }): string {
  const params: string[] = [];
  if (page > 1) params.push(`page=${page}`);
  if (category) params.push(`category=${encodeURIComponent(category)}`);
  return params.length ? `/insights?${params.join('&')}` : '/insights';
}

/** An article's trail: Insights, its category (the filtered list), then the fixed label 'Industry Insights'. */
export function articleBreadcrumb(post: { category: string }): BreadcrumbItem[] {
  return [{ label: 'Insights', href: '/insights' }, { label: post.category, href: categoryHref(post.category) }, { label: 'Industry Insights' }];
}
