/**
 * The article page's 'Insights Overview': which set of stats, chips, trends, local insights,
 * tips and offer a post shows, chosen by keyword rules on its title (or exact category). The
 * sets themselves are copy, in content/insights-overview.json. Pure, so the edge and the browser
 * pick the same set.
 */

import overview from '../../content/insights-overview.json';

export interface DisplayStat {
  metric: string;
  value: string;
}

export interface DisplayChip {
  label: string;
  value: string;
  color: 'green' | 'blue';
}

export interface DisplayItems {
  /** Which rule matched (stable id, for tests and analytics). */
  key: DisplayKey;
  stats: readonly [DisplayStat, DisplayStat, DisplayStat, DisplayStat];
  chips: readonly [DisplayChip, DisplayChip];
  trending: readonly [string, string, string, string];
  local: readonly [string, string, string];
  tips: readonly [string, string, string];
  offer: string;
}

export type DisplayKey =
  | 'healthcare'
  | 'restaurant'
  | 'retail'
  | 'office'
  | 'school'
  | 'daycare'
  | 'parking'
  | 'floor'
  | 'green'
  | 'power-washing'
  | 'landscaping'
  | 'facility'
  | 'professional-diy'
  | 'cleaning'
  | 'default';

interface Rule {
  key: Exclude<DisplayKey, 'default'>;
  matches: (title: string, category: string) => boolean;
}

/** A keyword matches at the start of a word ('store' matches 'storefront', not 'restore'). */
const has = (title: string, ...keywords: string[]) => keywords.some((k) => new RegExp(`(^|[^a-z0-9])${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(title));

/** In this exact order; the first match wins. */
export const DISPLAY_RULES: readonly Rule[] = [
  { key: 'healthcare', matches: (t) => has(t, 'healthcare', 'medical', 'hospital') },
  { key: 'restaurant', matches: (t) => has(t, 'restaurant', 'food service', 'kitchen') },
  { key: 'retail', matches: (t) => has(t, 'retail', 'shopping', 'store') },
  { key: 'office', matches: (t) => has(t, 'office', 'corporate', 'workplace') },
  { key: 'school', matches: (t) => has(t, 'school', 'education', 'university') },
  { key: 'daycare', matches: (t, c) => has(t, 'daycare', 'childcare', 'preschool') || c === 'Specialized Cleaning' },
  { key: 'parking', matches: (t) => has(t, 'parking') },
  { key: 'floor', matches: (t) => has(t, 'floor') },
  { key: 'green', matches: (t) => has(t, 'green cleaning', 'sustainable', 'eco-friendly') },
  { key: 'power-washing', matches: (t) => has(t, 'power washing') },
  { key: 'landscaping', matches: (t) => has(t, 'landscaping') },
  { key: 'facility', matches: (t) => has(t, 'facility', 'facilities', 'management') },
  { key: 'professional-diy', matches: (t) => has(t, 'professional') && has(t, 'diy') },
  { key: 'cleaning', matches: (t) => has(t, 'cleaning', 'janitorial') },
];

/**
 * The sets, one per key: stats, chips, trends, local insights, tips and an offer (copy, kept as
 * data in content/insights-overview.json; tests/unit/blog-display-items.test.ts checks each
 * set's shape, which JSON cannot type).
 */
export const DISPLAY_SETS = overview as unknown as Readonly<Record<DisplayKey, Omit<DisplayItems, 'key'>>>;

/** The display set for a post: first rule matching the lowercase title (or exact category), else the default. */
export function selectDisplayKey(title: string, category: string): DisplayKey {
  const t = (title ?? '').toLowerCase();
  const rule = DISPLAY_RULES.find((r) => r.matches(t, category ?? ''));
  return rule ? rule.key : 'default';
}

export function getDisplayItems(post: { title: string; category: string }): DisplayItems {
  const key = selectDisplayKey(post.title, post.category);
  return { key, ...DISPLAY_SETS[key] };
}
