/** worker/posts/postgrest/resolve.ts: a parsed request checked against the blog_posts columns, values coerced by column type. */
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../shared/schema';
import { parseRequest } from '../../worker/posts/postgrest/parse';
import { normalizeTimestamp, resolveRequest } from '../../worker/posts/postgrest/resolve';
import { outcome, refused } from './grammar-helpers';

const resolve = (qs: string) => outcome(() => resolveRequest(parseRequest(new URLSearchParams(qs), new Headers())));

describe('filters', () => {
  it.each([
    ['id=in.(1, 2)', [{ kind: 'in', column: 'id', negate: false, values: [1, 2] }]],
    ['slug=eq.007', [{ kind: 'compare', column: 'slug', negate: false, op: 'eq', quantifier: null, values: ['007'] }]],
    [
      'date_published=gte.2024-12-01',
      [{ kind: 'compare', column: 'date_published', negate: false, op: 'gte', quantifier: null, values: ['2024-12-01T00:00:00.000Z'] }],
    ],
    ['updated_at=like.2024-12*', [{ kind: 'pattern', column: 'updated_at', negate: false, op: 'like', quantifier: null, patterns: ['2024-12*'] }]],
    ['title=ilike(all).{a*,*b}', [{ kind: 'pattern', column: 'title', negate: false, op: 'ilike', quantifier: 'all', patterns: ['a*', '*b'] }]],
    ['tags=cs.{a,b}', [{ kind: 'list', column: 'tags', negate: false, op: 'cs', items: ['a', 'b'] }]],
    ['seo_title=not.is.null', [{ kind: 'is', column: 'seo_title', negate: true, value: 'null' }]],
    [
      'or=(id.eq.1,slug.eq.a)',
      [
        {
          kind: 'or',
          negate: false,
          children: [
            { kind: 'compare', column: 'id', negate: false, op: 'eq', quantifier: null, values: [1] },
            { kind: 'compare', column: 'slug', negate: false, op: 'eq', quantifier: null, values: ['a'] },
          ],
        },
      ],
    ],
    ['nope=eq.1', refused('42703')],
    ['tags->>0=eq.x', refused('PGRST100')],
    ['id=eq.1.5', refused('22P02')],
    ['id=eq.99999999999999999', refused('22P02')],
    ['id=like.1', refused('PGRST100')],
    ['tags=eq.x', refused('PGRST100')],
    ['slug=cs.{a}', refused('PGRST100')],
    ['slug=is.true', refused('42804')],
    ['id=eq(any).{}', refused('PGRST100')],
    ['date_published=gt.tomorrow', refused('22007')],
  ])('%s', (qs, expected) => {
    const q = resolve(qs);
    expect('error' in q ? q : q.where).toEqual(expected);
  });
});

describe('select, order and write columns', () => {
  it.each([
    [
      'select=slug,headline:title',
      'select',
      [
        { column: 'slug', alias: 'slug' },
        { column: 'title', alias: 'headline' },
      ],
    ],
    ['select=id,id', 'select', [{ column: 'id', alias: 'id' }]],
    [
      'order=seo_title,title.desc',
      'order',
      [
        { column: 'seo_title', direction: 'asc', nulls: 'last' },
        { column: 'title', direction: 'desc', nulls: 'first' },
      ],
    ],
    ['order=seo_title.desc.nullslast', 'order', [{ column: 'seo_title', direction: 'desc', nulls: 'last' }]],
    ['on_conflict=slug', 'onConflict', 'slug'],
    ['columns=slug,title,slug', 'columns', ['slug', 'title']],
    ['select=id,nope', 'select', refused('42703')],
    ['select=Slug', 'select', refused('42703')],
    ['order=nope', 'order', refused('42703')],
    ['on_conflict=title', 'onConflict', refused('42P10')],
    ['on_conflict=slug,id', 'onConflict', refused('42P10')],
    ['columns=slug,nope', 'columns', refused('PGRST204')],
  ])('%s -> %s %j', (qs, key, expected) => {
    const q = resolve(qs);
    expect('error' in q ? q : q[key as keyof typeof q]).toEqual(expected);
  });

  it('* is every column of the table, in table order', () => {
    const q = resolve('select=*');
    expect('error' in q ? q : q.select.map((s) => s.column)).toEqual(Object.keys(getTableColumns(blogPosts)));
  });
});

describe('normalizeTimestamp', () => {
  it.each([
    ['2024-12-20', '2024-12-20T00:00:00.000Z'],
    ['2024-12-20T09:30:00Z', '2024-12-20T09:30:00.000Z'],
    ['2024-12-20 09:30:00.5+02:00', '2024-12-20T07:30:00.500Z'],
    ['2024-12-20T09:30-0500', '2024-12-20T14:30:00.000Z'],
    ['2024-12-20T09:30:00+05', '2024-12-20T04:30:00.000Z'],
    ['2024-02-30', null],
    ['2024-12-20T24:00:00Z', null],
    ['20/12/2024', null],
    ['', null],
  ])('%s -> %s', (raw, iso) => {
    expect(normalizeTimestamp(raw)).toBe(iso);
  });
});
