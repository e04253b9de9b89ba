/** The thirteen posts the API tests read and write around, inserted straight into D1. */
import type { NewBlogPost } from '../../shared/posts/post';
import { makePost } from './api-helpers';

const CATEGORIES = [
  'Janitorial Services',
  'Janitorial Services',
  'Janitorial Services',
  'Janitorial Services',
  'Janitorial Services',
  'Power Washing',
  'Power Washing',
  'Power Washing',
  'Commercial Landscaping',
  'Commercial Landscaping',
  'Facility Management',
  'Facility Management',
  'Industry Insights',
];

const TAGS: Record<number, string[]> = {
  1: ['floors', 'safety'],
  2: ['floors'],
  3: ['safety', 'healthcare'],
  6: ['exterior'],
  13: ['a,b', 'quote"d'],
};

/** Thirteen posts: p01..p13, one per day from 2024-11-21, seo_title only on even ids. */
export const FIXTURES: NewBlogPost[] = CATEGORIES.map((category, i) => {
  const n = i + 1;
  const slug = `p${String(n).padStart(2, '0')}`;
  return makePost(slug, {
    category,
    title: n === 4 ? 'Floor care, 100% clean_ish *star*' : n === 5 ? 'floor CARE in lower case' : `Post ${slug}`,
    date_published: new Date(Date.UTC(2024, 10, 20 + n, 9)).toISOString(),
    seo_title: n % 2 === 0 ? `SEO ${slug}` : null,
    tags: TAGS[n] ?? [],
  });
});

export const slugs = (rows: Array<{ slug: string }> | null) => (rows ?? []).map((r) => r.slug);
