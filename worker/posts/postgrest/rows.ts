/**
 * Request bodies for writes -> checked column values. What a column may hold
 * (type, NULL, required on insert) comes from the drizzle table through
 * drizzle-valibot's insert and update schemas; the site's own rules (the
 * article slug rule the router uses; lengths, no blank names and tags from
 * shared/posts/post-rules.ts, which the staff editor reads too; ISO dates;
 * well-formed Unicode in every string) refine them. Values are stored as
 * written: HTML is sanitized where it is shown, not here (docs/decisions.md
 * D5). Errors carry PostgreSQL's codes.
 */
import { createInsertSchema, createUpdateSchema } from 'drizzle-valibot';
import * as v from 'valibot';
import type { BlogPost, PostColumn } from '../../../shared/posts/post';
import { isOneLine, ONE_LINE_MESSAGE } from '../../../shared/sanitize/one-line';
import { isNonBlankColumn, MAX_TAG_LENGTH, MAX_TAGS, textRule, validTag } from '../../../shared/posts/post-rules';
import { ARTICLE_PREFIX, isArticleSlug, MAX_ARTICLE_SLUG } from '../../../shared/routes';
import { blogPosts } from '../../../shared/schema';
import { ApiError } from '../../http/errors';
import { COLUMNS, columnType, POST_COLUMNS } from '../store/columns';
import { normalizeTimestamp, writableColumn } from './resolve';
import { quote } from './syntax';
import { loneSurrogate } from './well-formed-text';

/** Rows one POST may carry; larger imports are split by the caller. */
export const MAX_BATCH_ROWS = 50;

/** Checked values, keyed by column. */
export type PostValues = Partial<BlogPost>;

/** The site's rules; each valibot action carries its rule's name as its message, which picks the error below. */
type Rule = 'nul' | 'too_long' | 'blank' | 'one_line' | 'slug' | 'too_many_tags' | 'tag';

function where(index: number | null): string | null {
  return index === null ? null : `Row ${index + 1} of the request body.`;
}

const RULE_ERRORS: Record<Rule, (col: PostColumn, issue: v.BaseIssue<unknown>, index: number | null) => ApiError> = {
  nul: (col, _issue, index) => new ApiError(400, '22P05', `unsupported Unicode escape sequence in column "${col}"`, where(index), 'Remove NUL characters.'),
  too_long: (col, issue, index) => new ApiError(400, '22001', `value too long for column "${col}" (at most ${issue.requirement} characters)`, where(index)),
  blank: (col, _issue, index) => new ApiError(400, '23514', `column "${col}" must not be blank`, where(index)),
  one_line: (col, _issue, index) => new ApiError(400, '23514', `column "${col}" ${ONE_LINE_MESSAGE}`, where(index)),
  // The router's own rule: a slug it would not route could be stored, listed and linked, yet answer 404.
  slug: (_col, issue, index) =>
    new ApiError(
      400,
      '23514',
      'new row for relation "blog_posts" violates check constraint "blog_posts_slug_format"',
      [where(index), `"${quote(String(issue.input), 40)}" cannot be an article address (${ARTICLE_PREFIX}<slug>).`].filter(Boolean).join(' '),
      `A slug is lower-case letters and digits in words joined by single hyphens, at most ${MAX_ARTICLE_SLUG} characters, e.g. office-floor-care.`,
    ),
  too_many_tags: (_col, _issue, index) => new ApiError(400, '22001', `too many tags (at most ${MAX_TAGS})`, where(index)),
  tag: (_col, issue, index) => {
    const tag = (issue.input as string[]).find((t) => !validTag(t)) ?? '';
    return new ApiError(400, '22023', `invalid tag "${quote(tag, 40)}": tags are 1 to ${MAX_TAG_LENGTH} characters`, where(index));
  },
};

/** The site's rules on top of what the table says a column holds. */
function refine(col: PostColumn, base: v.GenericSchema): v.GenericSchema {
  const column = COLUMNS[col];
  switch (columnType(col)) {
    case 'timestamp':
      // Text in the table; accepted in any ISO 8601 spelling and stored in one (2024-12-20T09:00:00.000Z).
      return v.pipe(
        v.string(),
        v.check((s) => normalizeTimestamp(s) !== null),
        v.transform((s) => normalizeTimestamp(s)!),
      );
    case 'string_list':
      return v.pipe(
        v.array(v.string()),
        v.maxLength(MAX_TAGS, 'too_many_tags' satisfies Rule),
        v.check((tags) => tags.every(validTag), 'tag' satisfies Rule),
      );
    case 'integer':
      // An autoincrement key is a positive number.
      return column.primary ? v.pipe(base as v.NumberSchema<undefined>, v.minValue(1)) : base;
    case 'text': {
      const { maxLength: max, oneLine } = textRule(col);
      let text: v.GenericSchema<string> = v.pipe(
        base as v.StringSchema<undefined>,
        v.check((s) => !s.includes('\u0000'), 'nul' satisfies Rule),
      );
      if (max !== undefined) text = v.pipe(text, v.maxLength(max, 'too_long' satisfies Rule));
      if (oneLine) text = v.pipe(text, v.check(isOneLine, 'one_line' satisfies Rule));
      if (isNonBlankColumn(col))
        text = v.pipe(
          text,
          v.check((s) => s.trim() !== '', 'blank' satisfies Rule),
        );
      if (col === 'slug') text = v.pipe(text, v.check(isArticleSlug, 'slug' satisfies Rule));
      return text;
    }
  }
}

const refinements = Object.fromEntries(POST_COLUMNS.map((col) => [col, (base: v.GenericSchema) => refine(col, base)])) as Record<
  PostColumn,
  (base: v.GenericSchema) => v.GenericSchema
>;
const INSERT = createInsertSchema(blogPosts, refinements).entries as unknown as Record<PostColumn, v.GenericSchema>;
const UPDATE = createUpdateSchema(blogPosts, refinements).entries as unknown as Record<PostColumn, v.GenericSchema>;

/** Columns an insert must name: NOT NULL without a database default. */
const REQUIRED = (Object.keys(INSERT) as PostColumn[]).filter((col) => INSERT[col].type !== 'optional');

function notNull(col: PostColumn, index: number | null): ApiError {
  return new ApiError(
    400,
    '23502',
    `null value in column "${col}" of relation "blog_posts" violates not-null constraint`,
    where(index),
    REQUIRED.includes(col) ? `Every post needs ${REQUIRED.join(', ')}.` : null,
  );
}

/** A value of the wrong type for the column. */
function wrongType(col: PostColumn, index: number | null): ApiError {
  const type = columnType(col);
  if (type === 'timestamp') {
    return new ApiError(
      400,
      '22007',
      `invalid input syntax for type timestamp with time zone in column "${col}"`,
      where(index),
      'Use an ISO 8601 date such as 2024-12-20T09:00:00.000Z.',
    );
  }
  const expected =
    type === 'integer'
      ? COLUMNS[col].primary
        ? 'a positive whole number'
        : 'a whole number'
      : type === 'string_list'
        ? 'a JSON array of strings'
        : 'a string';
  return new ApiError(400, '22P02', `invalid input for column "${col}": expected ${expected}`, where(index));
}

/** A string that is not Unicode text (see well-formed-text.ts); PostgreSQL refuses the same JSON with 22P02. */
function unpairedSurrogate(col: PostColumn, spelled: string, index: number | null): ApiError {
  return new ApiError(
    400,
    '22P02',
    `invalid Unicode in column "${col}": a lone surrogate (${spelled}) is not a character`,
    where(index),
    'Send well-formed text: a \\ud800-\\udfff escape must be one half of a surrogate pair.',
  );
}

/** A value outside a column's fixed list (status: 'draft' or 'published'), as PostgreSQL words a bad enum value. */
function notInEnum(col: PostColumn, allowed: readonly string[], input: unknown, index: number | null): ApiError {
  const spelled = typeof input === 'string' ? input : (JSON.stringify(input) ?? String(input));
  return new ApiError(
    400,
    '22P02',
    `invalid input value for enum blog_posts.${col}: "${quote(spelled, 40)}"`,
    where(index),
    `Use one of: ${allowed.join(', ')}.`,
  );
}

function issueError(col: PostColumn, issue: v.BaseIssue<unknown>, index: number | null): ApiError {
  if (Object.hasOwn(RULE_ERRORS, issue.message)) return RULE_ERRORS[issue.message as Rule](col, issue, index);
  // A null the column itself refuses (not one inside a list).
  if (issue.input === null && !issue.path) return notNull(col, index);
  const allowed = (COLUMNS[col] as { enumValues?: readonly string[] }).enumValues;
  if (allowed?.length) return notInEnum(col, allowed, issue.input, index);
  return wrongType(col, index);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The keys of one object that become columns (`columns=` filters and defines them). */
function pickColumns(obj: Record<string, unknown>, columns: readonly PostColumn[] | null): PostColumn[] {
  if (columns) return columns.filter((c) => Object.hasOwn(obj, c));
  return Object.keys(obj).map(writableColumn);
}

/** Checks each column in the order the body gives them (the first problem is the one reported), then the required ones. */
function validateObject(obj: Record<string, unknown>, columns: readonly PostColumn[] | null, index: number | null, mode: 'insert' | 'update'): PostValues {
  const schemas = mode === 'insert' ? INSERT : UPDATE;
  const out: Record<string, unknown> = {};
  for (const col of pickColumns(obj, columns)) {
    const surrogate = loneSurrogate(obj[col]);
    if (surrogate) throw unpairedSurrogate(col, surrogate, index);
    const result = v.safeParse(schemas[col], obj[col], { abortEarly: true });
    if (!result.success) throw issueError(col, result.issues[0], index);
    out[col] = result.output;
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
  if (!isPlainObject(body))
    throw new ApiError(400, 'PGRST102', 'The request body must be a JSON object', null, 'PATCH changes the matching rows to the values in one object.');
  return validateObject(body, columns, null, 'update');
}
