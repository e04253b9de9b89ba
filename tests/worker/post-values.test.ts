/** worker/api/postgrest/rows.ts: write bodies -> checked column values, with PostgreSQL's error codes. */
import { describe, expect, it } from 'vitest';
import { validateInsertBody } from '../../worker/api/postgrest/rows';
import { outcome } from './grammar-helpers';

describe('insert bodies', () => {
  const post = { slug: 'a-post', title: 'T', content: '<p>x</p><script>bad()</script>', category: 'C', author: 'A' };

  it('keeps what is given, sanitizes content and normalises dates', () => {
    expect(validateInsertBody({ ...post, date_published: '2024-12-20', tags: ['x'] }, null)).toEqual([
      { ...post, content: '<p>x</p>', date_published: '2024-12-20T00:00:00.000Z', tags: ['x'] },
    ]);
  });

  it('with columns= only those keys are taken', () => {
    expect(validateInsertBody([{ ...post, extra: 1 }], ['slug', 'title', 'content', 'category', 'author'])).toEqual([{ ...post, content: '<p>x</p>' }]);
  });

  it.each([
    [{ ...post, slug: undefined }, '23502'],
    [{ ...post, tags: [''] }, '22023'],
    [{ ...post, id: 0 }, '22P02'],
    [{ ...post, title: 'a\u0000b' }, '22P05'],
    [{ ...post, __proto__x: 1 }, 'PGRST204'],
    [Array.from({ length: 51 }, () => post), 'PGRST102'],
  ])('refuses %j with %s', (body, code) => {
    expect(outcome(() => validateInsertBody(JSON.parse(JSON.stringify(body)), null))).toMatchObject({ error: code });
  });
});
