/**
 * Request bodies for writes -> validated column values. Checks what the
 * database would (NOT NULL, types, unique-key shape) plus the site's own rules
 * (slug format, lengths, tags as a list of strings, ISO dates), and sanitizes
 * article HTML on the way in (docs/decisions.md D5). Errors carry PostgreSQL's codes.
 */
import { POST_COLUMNS, type PostColumn } from '../../../shared/post';
import { sanitizeArticleHtml } from '../../../shared/sanitize';
import { ApiError } from '../../http/errors';
import { quote } from './syntax';
import { normalizeTimestamp, writableColumn } from './resolve';

/** Rows one POST may carry; larger imports are split by the caller. */
export const MAX_BATCH_ROWS = 50;

export interface PostValues {
  id?: number;
  slug?: string;
  title?: string;
  content?: string;
  excerpt?: string;
  category?: string;
  date_published?: string;
  updated_at?: string;
  featured_image?: string | null;
  seo_title?: string | null;
  seo_description?: string | null;
  tags?: string[];
  author?: string;
}

/** Columns an insert must name (no database default). */
const REQUIRED: readonly PostColumn[] = ['slug', 'title', 'content', 'category', 'author'];
/** Columns that may be null. */
const NULLABLE: ReadonlySet<PostColumn> = new Set(['featured_image', 'seo_title', 'seo_description']);
/** Text that must not be blank: a post without them cannot be shown or linked. */
const NON_BLANK: ReadonlySet<PostColumn> = new Set(['slug', 'title', 'category', 'author']);

const MAX_LENGTH: Partial<Record<PostColumn, number>> = {
  slug: 200,
  title: 300,
  content: 500_000,
  excerpt: 2000,
  category: 100,
  featured_image: 2048,
  seo_title: 300,
  seo_description: 1000,
  author: 200,
};

const MAX_TAGS = 50;
const MAX_TAG_LENGTH = 100;
/** Lower-case words joined by hyphens or underscores: slugs are URL path segments. */
const SLUG_RE = /^[a-z0-9][a-z0-9_-]*$/;

function where(index: number | null): string | null {
  return index === null ? null : `Row ${index + 1} of the request body.`;
}

function notNull(col: PostColumn, index: number | null): ApiError {
  return new ApiError(400, '23502', `null value in column "${col}" of relation "blog_posts" violates not-null constraint`, where(index), REQUIRED.includes(col) ? `Every post needs ${REQUIRED.join(', ')}.` : null);
}

function invalid(col: PostColumn, expected: string, index: number | null): ApiError {
  return new ApiError(400, '22P02', `invalid input for column "${col}": expected ${expected}`, where(index));
}

function checkText(col: PostColumn, value: string, index: number | null): string {
  if (value.includes('\u0000')) throw new ApiError(400, '22P05', `unsupported Unicode escape sequence in column "${col}"`, where(index), 'Remove NUL characters.');
  const max = MAX_LENGTH[col];
  if (max !== undefined && value.length > max) {
    throw new ApiError(400, '22001', `value too long for column "${col}" (at most ${max} characters)`, where(index));
  }
  if (NON_BLANK.has(col) && value.trim() === '') {
    throw new ApiError(400, '23514', `column "${col}" must not be blank`, where(index));
  }
  return value;
}

/** One column's value, checked and normalised; `undefined` is never passed in. */
function columnValue(col: PostColumn, value: unknown, index: number | null): PostValues[PostColumn] {
  if (value === null) {
    if (NULLABLE.has(col)) return null;
    throw notNull(col, index);
  }
  switch (col) {
    case 'id':
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) throw invalid(col, 'a positive whole number', index);
      return value;
    case 'date_published':
    case 'updated_at': {
      const iso = typeof value === 'string' ? normalizeTimestamp(value) : null;
      if (iso === null) {
        throw new ApiError(400, '22007', `invalid input syntax for type timestamp with time zone in column "${col}"`, where(index), 'Use an ISO 8601 date such as 2024-12-20T09:00:00.000Z.');
      }
      return iso;
    }
    case 'tags': {
      if (!Array.isArray(value) || !value.every((t) => typeof t === 'string')) throw invalid(col, 'a JSON array of strings', index);
      if (value.length > MAX_TAGS) throw new ApiError(400, '22001', `too many tags (at most ${MAX_TAGS})`, where(index));
      for (const tag of value as string[]) {
        if (tag.trim() === '' || tag.length > MAX_TAG_LENGTH || tag.includes('\u0000')) {
          throw new ApiError(400, '22023', `invalid tag "${quote(tag, 40)}": tags are 1 to ${MAX_TAG_LENGTH} characters`, where(index));
        }
      }
      return [...(value as string[])];
    }
    default: {
      if (typeof value !== 'string') throw invalid(col, 'a string', index);
      const text = checkText(col, value, index);
      if (col === 'slug' && !SLUG_RE.test(text)) {
        throw new ApiError(400, '23514', `new row for relation "blog_posts" violates check constraint "blog_posts_slug_format"`, where(index), 'Slugs use lower-case letters, digits, hyphens and underscores, e.g. office-floor-care.');
      }
      // Article HTML is sanitized before it is stored, and again before it is rendered.
      return col === 'content' ? sanitizeArticleHtml(text) : text;
    }
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The keys of one object that become columns (`columns=` filters and defines them). */
function pickColumns(obj: Record<string, unknown>, columns: readonly PostColumn[] | null): PostColumn[] {
  if (columns) return columns.filter((c) => Object.hasOwn(obj, c));
  return Object.keys(obj).map(writableColumn);
}

function validateObject(obj: Record<string, unknown>, columns: readonly PostColumn[] | null, index: number | null, mode: 'insert' | 'update'): PostValues {
  const out: Record<string, unknown> = {};
  for (const col of pickColumns(obj, columns)) {
    out[col] = columnValue(col, obj[col], index);
  }
  if (mode === 'insert') {
    for (const col of REQUIRED) if (!(col in out)) throw notNull(col, index);
  }
  return out as PostValues;
}

/** POST body: one object or an array of them (at most MAX_BATCH_ROWS). */
export function validateInsertBody(body: unknown, columns: readonly PostColumn[] | null): PostValues[] {
  if (Array.isArray(body)) {
    if (body.length > MAX_BATCH_ROWS) {
      throw new ApiError(400, 'PGRST102', `Too many rows in one request (${body.length})`, null, `Send at most ${MAX_BATCH_ROWS} rows per request.`);
    }
    return body.map((item, i) => {
      if (!isPlainObject(item)) throw new ApiError(400, 'PGRST102', 'Every row must be a JSON object', where(i));
      return validateObject(item, columns, body.length > 1 ? i : null, 'insert');
    });
  }
  if (!isPlainObject(body)) throw new ApiError(400, 'PGRST102', 'The request body must be a JSON object or an array of objects');
  return [validateObject(body, columns, null, 'insert')];
}

/** PATCH body: one object with the columns to change. */
export function validatePatchBody(body: unknown, columns: readonly PostColumn[] | null): PostValues {
  if (!isPlainObject(body)) throw new ApiError(400, 'PGRST102', 'The request body must be a JSON object', null, 'PATCH changes the matching rows to the values in one object.');
  return validateObject(body, columns, null, 'update');
}

