/**
 * What a post's columns may hold beyond their type, stated once: the API's write validation
 * (worker/posts/postgrest/rows.ts) refuses what breaks these rules, and the staff editor takes
 * its maxLength attributes, length counters and required fields from them.
 *
 * The rest of a post's contract lives where it is stated once already: the columns and their
 * types in the table (shared/schema.ts); the allowed values of a fixed list in the table's enum
 * (`status`: POST_STATUSES, shared/posts/post-status.ts); the slug in the router's article rule
 * (`isArticleSlug`, at most MAX_ARTICLE_SLUG characters, shared/routes.ts).
 *
 * Pure data and functions: the browser ships this module.
 */
import type { BlogPost, PostColumn } from './post';

/** Columns that hold text (a timestamp is text too; it has a rule of its own in the API). */
export type TextColumn = { [C in PostColumn]: BlogPost[C] extends string | null ? C : never }[PostColumn];

export interface TextRule {
  /** At most this many characters (UTF-16 code units, as a browser's maxLength counts); longer is refused. */
  readonly maxLength?: number;
  /** Must hold more than white space: a post without it cannot be shown. (A blank slug already fails the slug rule.) */
  readonly nonBlank?: true;
  /** About how many characters readers see of it (a search result, a post's card): a guide, never enforced. */
  readonly shown?: number;
  /** One line: no line breaks or control characters (shared/sanitize/one-line.ts). */
  readonly oneLine?: true;
}

export const POST_TEXT_RULES = {
  title: { maxLength: 300, nonBlank: true, oneLine: true },
  content: { maxLength: 500_000 },
  excerpt: { maxLength: 2000, shown: 200 },
  category: { maxLength: 100, nonBlank: true, oneLine: true },
  featured_image: { maxLength: 2048 },
  seo_title: { maxLength: 300, shown: 60, oneLine: true },
  seo_description: { maxLength: 1000, shown: 155 },
  author: { maxLength: 200, nonBlank: true, oneLine: true },
} as const satisfies { readonly [C in TextColumn]?: TextRule };

/** The rule of a text column (empty for a column without one). */
export function textRule(column: string): TextRule {
  return Object.hasOwn(POST_TEXT_RULES, column) ? (POST_TEXT_RULES as Record<string, TextRule>)[column]! : {};
}

/** The columns that must not be blank. */
export type NonBlankColumn = {
  [C in keyof typeof POST_TEXT_RULES]: (typeof POST_TEXT_RULES)[C] extends { nonBlank: true } ? C : never;
}[keyof typeof POST_TEXT_RULES];

export function isNonBlankColumn(column: string): column is NonBlankColumn {
  return textRule(column).nonBlank === true;
}

/** `tags`: at most this many, each 1 to MAX_TAG_LENGTH characters, not blank, without NUL. */
export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 100;

export function validTag(tag: string): boolean {
  return tag.trim() !== '' && tag.length <= MAX_TAG_LENGTH && !tag.includes('\u0000');
}
