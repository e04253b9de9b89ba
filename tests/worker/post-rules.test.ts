/**
 * shared/posts/post-rules.ts is what the API enforces (worker/posts/postgrest/rows.ts), read from the
 * rules themselves: every length takes exactly its maximum and refuses one character more, every
 * column that must not be blank refuses white space, on insert and on update alike. A rule
 * added to the module is enforced without touching the API.
 */
import { describe, expect, it } from 'vitest';
import { isNonBlankColumn, MAX_TAG_LENGTH, MAX_TAGS, POST_TEXT_RULES, textRule, validTag } from '../../shared/posts/post-rules';
import { ApiError } from '../../worker/http/errors';
import { validateInsertBody, validatePatchBody } from '../../worker/posts/postgrest/rows';
import { outcome, refused } from './grammar-helpers';

const post = { slug: 'a-post', title: 'T', content: '<p>x</p>', category: 'C', author: 'A' };
const ruled = Object.keys(POST_TEXT_RULES) as (keyof typeof POST_TEXT_RULES)[];

const insert = (over: Record<string, unknown>) => outcome(() => validateInsertBody({ ...post, ...over }, null));
const patch = (over: Record<string, unknown>) => outcome(() => validatePatchBody(over, null));

function message(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof ApiError) return e.message;
    throw e;
  }
}

describe('lengths', () => {
  const lengths = ruled.flatMap((column) => {
    const max = textRule(column).maxLength;
    return max === undefined ? [] : [[column, max] as const];
  });

  it('every text column but the slug (its own rule) and the timestamps has one', () => {
    expect(lengths.map(([c]) => c).sort()).toEqual(['author', 'category', 'content', 'excerpt', 'featured_image', 'seo_description', 'seo_title', 'title']);
  });

  it.each(lengths)('%s: %i characters are stored, one more is 22001 naming the limit', (column, max) => {
    const longest = 'x'.repeat(max);
    expect(insert({ [column]: longest })).toEqual([expect.objectContaining({ [column]: longest })]);
    expect(patch({ [column]: longest })).toEqual({ [column]: longest });
    expect(insert({ [column]: `${longest}x` })).toEqual(refused('22001'));
    expect(patch({ [column]: `${longest}x` })).toEqual(refused('22001'));
    expect(message(() => validatePatchBody({ [column]: `${longest}x` }, null))).toBe(`value too long for column "${column}" (at most ${max} characters)`);
  });
});

describe('columns that must not be blank', () => {
  const nonBlank = ruled.filter(isNonBlankColumn);

  it('are the title, the category and the author', () => {
    expect(nonBlank.sort()).toEqual(['author', 'category', 'title']);
  });

  it.each(nonBlank)('%s: white space is 23514, one character is stored', (column) => {
    expect(insert({ [column]: ' \t\n' })).toEqual(refused('23514'));
    expect(patch({ [column]: ' ' })).toEqual(refused('23514'));
    expect(patch({ [column]: 'x' })).toEqual({ [column]: 'x' });
  });

  it('an optional column may be blank', () => {
    expect(patch({ excerpt: '  ', seo_title: '' })).toEqual({ excerpt: '  ', seo_title: '' });
  });
});

describe('tags', () => {
  it(`${MAX_TAGS} tags of ${MAX_TAG_LENGTH} characters are stored; one more tag, or one more character, is refused`, () => {
    const tags = Array.from({ length: MAX_TAGS }, (_, i) => `${i}`.padEnd(MAX_TAG_LENGTH, 'x'));
    expect(tags.every(validTag)).toBe(true);
    expect(patch({ tags })).toEqual({ tags });
    expect(patch({ tags: [...tags, 'one more'] })).toEqual(refused('22001'));
    expect(patch({ tags: ['x'.repeat(MAX_TAG_LENGTH + 1)] })).toEqual(refused('22023'));
  });
});
