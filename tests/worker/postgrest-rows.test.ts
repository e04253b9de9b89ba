/** worker/posts/postgrest/rows.ts: write bodies -> checked column values (stored as written), or PostgreSQL's error for the first problem. */
import { describe, expect, it } from 'vitest';
import { validateInsertBody, validatePatchBody } from '../../worker/posts/postgrest/rows';
import { ApiError } from '../../worker/http/errors';
import { outcome, refused } from './grammar-helpers';

const post = { slug: 'a-post', title: 'T', content: '<h2 id="s-a">A</h2><p>x</p><script>bad()</script>', category: 'C', author: 'A' };

/** The whole PostgREST error body, for the cases whose wording matters. */
function errorBody(fn: () => unknown) {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof ApiError) return e.toBody();
    throw e;
  }
}

describe('insert bodies', () => {
  it.each([
    ['stored as written, HTML included', post, [post]],
    [
      'dates normalised',
      { ...post, date_published: '2024-12-20', updated_at: '2024-12-20T09:30-0500' },
      [{ ...post, date_published: '2024-12-20T00:00:00.000Z', updated_at: '2024-12-20T14:30:00.000Z' }],
    ],
    ['nullable columns take null', { ...post, featured_image: null, seo_title: null }, [{ ...post, featured_image: null, seo_title: null }]],
    ['tags and an id', { ...post, tags: ['a', 'b c'], id: 7 }, [{ ...post, tags: ['a', 'b c'], id: 7 }]],
    ['an array of rows', [post, { ...post, slug: 'b-post' }], [post, { ...post, slug: 'b-post' }]],
    ['an empty array', [], []],
    ['a missing required column', { ...post, slug: undefined }, refused('23502')],
    ['null in a NOT NULL column with a default', { ...post, excerpt: null }, refused('23502')],
    ['null tags', { ...post, tags: null }, refused('23502')],
    ['a number for text', { ...post, title: 42 }, refused('22P02')],
    ['tags that are not a list', { ...post, tags: 'floors' }, refused('22P02')],
    ['a null inside tags', { ...post, tags: ['ok', null] }, refused('22P02')],
    ['a blank tag', { ...post, tags: [''] }, refused('22023')],
    ['a tag too long', { ...post, tags: ['x'.repeat(101)] }, refused('22023')],
    ['too many tags', { ...post, tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, refused('22001')],
    ['id 0', { ...post, id: 0 }, refused('22P02')],
    ['a fractional id', { ...post, id: 1.5 }, refused('22P02')],
    ['an id as text', { ...post, id: '7' }, refused('22P02')],
    ['NUL in text', { ...post, title: 'a\u0000b' }, refused('22P05')],
    ['a title too long', { ...post, title: 'x'.repeat(301) }, refused('22001')],
    ['a blank author', { ...post, author: '  ' }, refused('23514')],
    ['a slug that is not a path segment', { ...post, slug: 'Bad Slug' }, refused('23514')],
    ['a date that is not ISO 8601', { ...post, date_published: 'next Tuesday' }, refused('22007')],
    ['an impossible date', { ...post, date_published: '2024-02-31' }, refused('22007')],
    ['a number for a date', { ...post, date_published: 20241220 }, refused('22007')],
    ['an unknown column', { ...post, __proto__x: 1 }, refused('PGRST204')],
    ['a body that is not an object', 'just a string', refused('PGRST102')],
    ['a row that is not an object', [post, 7], refused('PGRST102')],
    ['too many rows', Array.from({ length: 51 }, () => post), refused('PGRST102')],
  ])('%s', (_name, body, expected) => {
    expect(outcome(() => validateInsertBody(JSON.parse(JSON.stringify(body)), null))).toEqual(expected);
  });

  it.each([
    // Columns in body order: the first bad one is reported, missing required columns after them.
    ['the first bad column in body order', { title: 42, slug: 'Bad Slug' }, refused('22P02')],
    ['a bad column before a missing one', { slug: 'ok', title: '' }, refused('23514')],
  ])('%s', (_name, body, expected) => {
    expect(outcome(() => validateInsertBody(body, null))).toEqual(expected);
  });

  it('with columns= only those keys are taken', () => {
    expect(validateInsertBody([{ ...post, extra: 1 }], ['slug', 'title', 'content', 'category', 'author'])).toEqual([post]);
  });

  it.each([
    [
      { ...post, slug: undefined },
      {
        code: '23502',
        message: 'null value in column "slug" of relation "blog_posts" violates not-null constraint',
        details: null,
        hint: 'Every post needs slug, title, content, category, author.',
      },
    ],
    [
      [post, { ...post, tags: [1] }],
      { code: '22P02', message: 'invalid input for column "tags": expected a JSON array of strings', details: 'Row 2 of the request body.', hint: null },
    ],
    [
      { ...post, id: -1 },
      { code: '22P02', message: 'invalid input for column "id": expected a positive whole number', details: null, hint: null },
    ],
    [
      { ...post, title: 'x'.repeat(301) },
      { code: '22001', message: 'value too long for column "title" (at most 300 characters)', details: null, hint: null },
    ],
    [
      { ...post, tags: ['ok', ' '] },
      { code: '22023', message: 'invalid tag " ": tags are 1 to 100 characters', details: null, hint: null },
    ],
    [
      { ...post, date_published: 'soon' },
      {
        code: '22007',
        message: 'invalid input syntax for type timestamp with time zone in column "date_published"',
        details: null,
        hint: 'Use an ISO 8601 date such as 2024-12-20T09:00:00.000Z.',
      },
    ],
  ])('%j -> %j', (body, expected) => {
    expect(errorBody(() => validateInsertBody(JSON.parse(JSON.stringify(body)), null))).toEqual(expected);
  });
});

describe('PATCH bodies', () => {
  it.each([
    ['any subset of columns', { title: 'New' }, { title: 'New' }],
    ['nothing', {}, {}],
    ['HTML as written', { content: '<p onclick="x()">x</p>' }, { content: '<p onclick="x()">x</p>' }],
    ['a nullable column set to null', { seo_title: null }, { seo_title: null }],
    ['null in a NOT NULL column', { title: null }, refused('23502')],
    ['a bad slug', { slug: 'no/slashes' }, refused('23514')],
    ['an unknown column', { nope: 1 }, refused('PGRST204')],
    ['an array', [{ title: 'x' }], refused('PGRST102')],
  ])('%s', (_name, body, expected) => {
    expect(outcome(() => validatePatchBody(body, null))).toEqual(expected);
  });
});
