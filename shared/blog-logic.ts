/**
 * Pure rules of the blog (docs/decisions.md P5): read time, dates,
 * related-post ordering and the URLs of the list. Shared by the edge render and
 * the browser so both produce the same markup.
 */
import type { PostCard } from './post';

export const WORDS_PER_MINUTE = 200;
export const RELATED_LIMIT = 3;

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

function newestFirst(a: Pick<PostCard, 'date_published' | 'id'>, b: Pick<PostCard, 'date_published' | 'id'>): number {
  if (a.date_published !== b.date_published) return a.date_published < b.date_published ? 1 : -1;
  return b.id - a.id;
}

/**
 * Related articles (docs/decisions.md P5): every other post, same category first, then newest,
 * at most `limit`. Duplicates (same id) are kept once.
 */
export function orderRelated<T extends Pick<PostCard, 'id' | 'slug' | 'category' | 'date_published'>>(
  current: Pick<PostCard, 'id' | 'slug' | 'category'>,
  candidates: readonly T[],
  limit = RELATED_LIMIT,
): T[] {
  const seen = new Set<number>();
  const others = candidates.filter((p) => {
    if (p.id === current.id || p.slug === current.slug || seen.has(p.id)) return false;
    seen.add(p.id);
    return true;
  });
  const same = (p: T) => (p.category === current.category ? 0 : 1);
  return others.sort((a, b) => same(a) - same(b) || newestFirst(a, b)).slice(0, limit);
}

export function articleHref(slug: string): string {
  return `/insights/${encodeURIComponent(slug)}`;
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
