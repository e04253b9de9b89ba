/**
 * The editor's form as data: what it holds, how a stored post fills it, what a save sends, what
 * must be true before a save, and which field an API error belongs to. Pure, so the screen only
 * wires it to inputs.
 */
import { SITE } from '../../../../content/site';
import { BLOG_FILTER_CATEGORIES, type BlogPost, type NewBlogPost } from '../../../../shared/post';
import { isPublic, postState } from '../../../../shared/post-status';
import { isArticleSlug, MAX_ARTICLE_SLUG } from '../../../../shared/routes';
import { fromLocalInput, toLocalInput } from '../lib/format';
import type { StaffApiError } from '../lib/http';
import { markdownToHtml } from './markdown';

export type Publish = 'draft' | 'now' | 'schedule';
export type BodyFormat = 'markdown' | 'html';

export interface EditorValues {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  /** Comma-separated, as typed. */
  tags: string;
  author: string;
  featured_image: string | null;
  seo_title: string;
  seo_description: string;
  format: BodyFormat;
  markdown: string;
  html: string;
  publish: Publish;
  /** datetime-local value (the browser's time zone). */
  scheduleAt: string;
}

export type FieldName =
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'category'
  | 'tags'
  | 'author'
  | 'featured_image'
  | 'seo_title'
  | 'seo_description'
  | 'body'
  | 'scheduleAt';
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Everything but the publication state: what an autosave writes and a kept copy restores. */
const CONTENT_KEYS = [
  'title',
  'slug',
  'excerpt',
  'category',
  'tags',
  'author',
  'featured_image',
  'seo_title',
  'seo_description',
  'format',
  'markdown',
  'html',
] as const satisfies readonly (keyof EditorValues)[];

export const sameContent = (a: EditorValues, b: EditorValues) => CONTENT_KEYS.every((k) => a[k] === b[k]);
export const sameStatus = (a: EditorValues, b: EditorValues) => a.publish === b.publish && (a.publish !== 'schedule' || a.scheduleAt === b.scheduleAt);

export const SEO_TITLE_LIMIT = 60;
export const SEO_DESCRIPTION_LIMIT = 155;

export function newPostValues(): EditorValues {
  return {
    title: '',
    slug: '',
    excerpt: '',
    category: BLOG_FILTER_CATEGORIES[0],
    tags: '',
    author: SITE.author,
    featured_image: null,
    seo_title: '',
    seo_description: '',
    format: 'markdown',
    markdown: '',
    html: '',
    publish: 'draft',
    scheduleAt: '',
  };
}

export function valuesFromPost(post: BlogPost, now = new Date()): EditorValues {
  const state = postState(post, now);
  const markdown = post.content_markdown;
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    category: post.category,
    tags: post.tags.join(', '),
    author: post.author,
    featured_image: post.featured_image,
    seo_title: post.seo_title ?? '',
    seo_description: post.seo_description ?? '',
    // A post written as HTML (before the Markdown editor) is edited as HTML.
    format: markdown === null && post.content.trim() !== '' ? 'html' : 'markdown',
    markdown: markdown ?? '',
    html: post.content,
    publish: state === 'draft' ? 'draft' : state === 'scheduled' ? 'schedule' : 'now',
    scheduleAt: state === 'scheduled' ? toLocalInput(post.date_published) : '',
  };
}

/** "Office Floors: A Guide!" -> "office-floors-a-guide" (the article slug rule, at most 120 characters). */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_ARTICLE_SLUG) return slug;
  const cut = slug.slice(0, MAX_ARTICLE_SLUG);
  return (cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut).replace(/-+$/, '');
}

export function parseTags(tags: string): string[] {
  return [
    ...new Set(
      tags
        .split(',')
        .map((t) => t.trim().replace(/\s+/g, ' '))
        .filter(Boolean),
    ),
  ];
}

/** The body as stored: the HTML, and the Markdown it came from (null for a post edited as HTML). */
export function bodyOf(values: EditorValues): { content: string; content_markdown: string | null } {
  return values.format === 'markdown'
    ? { content: markdownToHtml(values.markdown), content_markdown: values.markdown }
    : { content: values.html, content_markdown: null };
}

/** Every column a save writes, except the publication state. */
export function contentColumns(values: EditorValues): Omit<NewBlogPost, 'status' | 'date_published'> {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: values.excerpt.trim(),
    category: values.category.trim(),
    tags: parseTags(values.tags),
    author: values.author.trim(),
    featured_image: values.featured_image,
    seo_title: values.seo_title.trim() || null,
    seo_description: values.seo_description.trim() || null,
    ...bodyOf(values),
  };
}

/**
 * The publication columns for the chosen status. A post that is already public keeps its date
 * when it stays published; publishing a draft dates it now; a schedule dates it then.
 */
export function statusColumns(values: EditorValues, stored: BlogPost | null, now = new Date()): Pick<NewBlogPost, 'status' | 'date_published'> {
  if (values.publish === 'draft') return { status: 'draft' };
  if (values.publish === 'schedule') return { status: 'published', date_published: fromLocalInput(values.scheduleAt) ?? undefined };
  if (stored && isPublic(stored, now)) return { status: 'published' };
  return { status: 'published', date_published: now.toISOString() };
}

/** What, if anything, stops a save (each message goes next to its field). */
export function validate(values: EditorValues, slugTaken: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.title.trim()) errors.title = 'Give the post a title.';
  const slug = values.slug.trim();
  if (!slug) errors.slug = 'The post needs an address (slug).';
  else if (!isArticleSlug(slug))
    errors.slug = 'Use lower-case letters and numbers in words joined by single hyphens, e.g. office-floor-care (at most 120 characters).';
  else if (slugTaken) errors.slug = 'Another post already has this address. Choose another.';
  if (!values.category.trim()) errors.category = 'Choose a category.';
  if (!values.author.trim()) errors.author = 'Name the author.';
  if (values.publish === 'schedule' && !fromLocalInput(values.scheduleAt)) errors.scheduleAt = 'Choose the date and time it goes live.';
  return errors;
}

const COLUMN_FIELDS: Record<string, FieldName> = {
  title: 'title',
  slug: 'slug',
  excerpt: 'excerpt',
  category: 'category',
  tags: 'tags',
  author: 'author',
  featured_image: 'featured_image',
  seo_title: 'seo_title',
  seo_description: 'seo_description',
  content: 'body',
  content_markdown: 'body',
  date_published: 'scheduleAt',
};

/** The field an API error is about (PostgREST names the column), or null for one about the whole post. */
export function fieldOfApiError(err: StaffApiError): FieldName | null {
  const text = `${err.message} ${err.details ?? ''}`;
  if (/slug/.test(text)) return 'slug';
  if (/\btags?\b/.test(text)) return 'tags';
  const column = /column "(\w+)"/.exec(text)?.[1];
  return column ? (COLUMN_FIELDS[column] ?? null) : null;
}

/** An API error in the editor's words. */
export function apiErrorText(err: StaffApiError, field: FieldName | null): string {
  if (err.code === '23505' && field === 'slug') return 'Another post already has this address. Choose another.';
  if (err.code === '23514' && field === 'slug') return 'Use lower-case letters and numbers in words joined by single hyphens, e.g. office-floor-care.';
  return [err.message, err.hint].filter(Boolean).join(' ');
}
