/**
 * The editor's form as data: what it holds, how a stored post fills it, what a save sends, what
 * must be true before a save, and which field an API error belongs to. Pure, so the screen only
 * wires it to inputs.
 *
 * The columns the form edits one field each are listed once, in FORM_COLUMNS, with how the form
 * holds each; the form's values, a new post's, a stored post's, what a save writes and the field
 * an API error names all follow from that list. The body (content, content_markdown) and the
 * publication state (status, date_published) are edited as wholes of two columns each. Lengths
 * and required columns are the post's rules (shared/posts/post-rules.ts), which the API applies too.
 */
import { SITE } from '../../../../content/site';
import { BLOG_FILTER_CATEGORIES, type BlogPost, type NewBlogPost, type PostColumn } from '../../../../shared/posts/post';
import { isNonBlankColumn, type NonBlankColumn } from '../../../../shared/posts/post-rules';
import { isPublic, postState } from '../../../../shared/posts/post-status';
import { isArticleSlug, MAX_ARTICLE_SLUG } from '../../../../shared/routes';
import { fromLocalInput, toLocalInput } from '../lib/format';
import type { StaffApiError } from '../lib/http';
import { markdownToHtml } from './markdown';

export type Publish = 'draft' | 'now' | 'schedule';
export type BodyFormat = 'markdown' | 'html';

/** How the form holds one column: `V` is what its field edits. */
interface FormColumn<C extends PostColumn, V> {
  /** A new post's value. */
  readonly initial: V;
  readonly fromPost: (stored: BlogPost[C]) => V;
  /** What a save writes. (A method, so that every column's own V fits the list's type.) */
  toColumn(value: V): BlogPost[C];
}

/** Text as typed, saved trimmed. */
const typedText = (initial = '') => ({ initial, fromPost: (stored: string) => stored, toColumn: (value: string) => value.trim() });

/** Text that may be left empty, saved as null then. */
const optionalText = { initial: '', fromPost: (stored: string | null) => stored ?? '', toColumn: (value: string) => value.trim() || null };

/** A list of words typed comma-separated. */
const commaList = { initial: '', fromPost: (stored: string[]) => stored.join(', '), toColumn: (value: string) => parseTags(value) };

/** A value a control sets as a whole (an upload), held and saved as stored. */
const asStored = <T>(initial: T) => ({ initial, fromPost: (stored: T) => stored, toColumn: (value: T) => value });

/** Columns edited as wholes of two (the body; the publication state) or never by hand. */
type NotOneField = 'id' | 'updated_at' | 'content' | 'content_markdown' | 'status' | 'date_published';

/**
 * Every other column of a post, in the order of the form's fields. A column added to the table
 * must be named here (the type asks for it): how the form holds it is all the editor needs to
 * read, save and report it; its field component shows it.
 */
export const FORM_COLUMNS = {
  title: typedText(),
  slug: typedText(),
  excerpt: typedText(),
  category: typedText(BLOG_FILTER_CATEGORIES[0]),
  tags: commaList,
  author: typedText(SITE.author),
  featured_image: asStored<string | null>(null),
  seo_title: optionalText,
  seo_description: optionalText,
} satisfies { readonly [C in Exclude<PostColumn, NotOneField>]: FormColumn<C, unknown> };

export type FormColumnName = keyof typeof FORM_COLUMNS;
export const FORM_COLUMN_NAMES = Object.keys(FORM_COLUMNS) as FormColumnName[];

/** One column's conversions without its own types (the list's `satisfies` has checked them). */
const formColumn = (column: FormColumnName) => FORM_COLUMNS[column] as unknown as FormColumn<FormColumnName, unknown>;

type ColumnValues = { -readonly [C in FormColumnName]: ReturnType<(typeof FORM_COLUMNS)[C]['fromPost']> };

export interface EditorValues extends ColumnValues {
  format: BodyFormat;
  markdown: string;
  html: string;
  publish: Publish;
  /** datetime-local value (the browser's time zone). */
  scheduleAt: string;
}

export type FieldName = FormColumnName | 'body' | 'scheduleAt';
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Everything but the publication state: what an autosave writes and a kept copy restores. */
const CONTENT_KEYS: readonly (keyof EditorValues)[] = [...FORM_COLUMN_NAMES, 'format', 'markdown', 'html'];

export const sameContent = (a: EditorValues, b: EditorValues) => CONTENT_KEYS.every((k) => a[k] === b[k]);
export const sameStatus = (a: EditorValues, b: EditorValues) => a.publish === b.publish && (a.publish !== 'schedule' || a.scheduleAt === b.scheduleAt);

/** An object with one entry per form column. */
function perColumn<T>(value: (column: FormColumnName) => unknown): T {
  return Object.fromEntries(FORM_COLUMN_NAMES.map((column) => [column, value(column)])) as T;
}

export function newPostValues(): EditorValues {
  return {
    ...perColumn<ColumnValues>((column) => formColumn(column).initial),
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
    ...perColumn<ColumnValues>((column) => formColumn(column).fromPost(post[column])),
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
export type ContentColumns = { [C in FormColumnName]: BlogPost[C] } & ReturnType<typeof bodyOf>;

export function contentColumns(values: EditorValues): ContentColumns {
  return { ...perColumn<{ [C in FormColumnName]: BlogPost[C] }>((column) => formColumn(column).toColumn(values[column])), ...bodyOf(values) };
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

/**
 * The editor's words for what a post cannot be stored without: the slug, and each column that must
 * not be blank (the type asks for a column the rules add). `blank` goes next to the field when a
 * save is refused; `waiting` says what an autosave waits for.
 */
const NEEDED: Record<NonBlankColumn | 'slug', { blank: string; waiting: string }> = {
  title: { blank: 'Give the post a title.', waiting: 'add a title' },
  slug: { blank: 'The post needs an address (slug).', waiting: 'the slug needs fixing' },
  category: { blank: 'Choose a category.', waiting: 'choose a category' },
  author: { blank: 'Name the author.', waiting: 'name the author' },
};

export const SLUG_TAKEN = 'Another post already has this address. Choose another.';

function slugProblem(slug: string, slugTaken: boolean): string | null {
  if (!slug) return NEEDED.slug.blank;
  if (!isArticleSlug(slug))
    return `Use lower-case letters and numbers in words joined by single hyphens, e.g. office-floor-care (at most ${MAX_ARTICLE_SLUG} characters).`;
  return slugTaken ? SLUG_TAKEN : null;
}

/** What, if anything, stops a save (each message goes next to its field, in the order of the fields). */
export function validate(values: EditorValues, slugTaken: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const column of FORM_COLUMN_NAMES) {
    const problem =
      column === 'slug' ? slugProblem(values.slug.trim(), slugTaken) : isNonBlankColumn(column) && !values[column].trim() ? NEEDED[column].blank : null;
    if (problem) errors[column] = problem;
  }
  if (values.publish === 'schedule' && !fromLocalInput(values.scheduleAt)) errors.scheduleAt = 'Choose the date and time it goes live.';
  return errors;
}

/**
 * What an autosave waits for, or null when it can go ahead: an autosave writes content only, so it
 * needs what any stored post needs (the schedule is the button's).
 */
export function autosaveWaitsFor(problems: FieldErrors): string | null {
  const column = FORM_COLUMN_NAMES.find((c) => problems[c] && Object.hasOwn(NEEDED, c));
  return column ? NEEDED[column as keyof typeof NEEDED].waiting : null;
}

/** Which field an API error about a column is about: each form column its own; the body's two and the date theirs. */
const COLUMN_FIELDS: Readonly<Record<string, FieldName>> = {
  ...Object.fromEntries(FORM_COLUMN_NAMES.map((column) => [column, column])),
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
  return column && Object.hasOwn(COLUMN_FIELDS, column) ? COLUMN_FIELDS[column]! : null;
}

/** An API error in the editor's words. */
export function apiErrorText(err: StaffApiError, field: FieldName | null): string {
  if (err.code === '23505' && field === 'slug') return SLUG_TAKEN;
  if (err.code === '23514' && field === 'slug') return 'Use lower-case letters and numbers in words joined by single hyphens, e.g. office-floor-care.';
  return [err.message, err.hint].filter(Boolean).join(' ');
}
