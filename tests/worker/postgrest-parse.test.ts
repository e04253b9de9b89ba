/** worker/posts/postgrest/parse.ts: one request's query string and headers read by every grammar at once. */
import { describe, expect, it } from 'vitest';
import { parseRequest } from '../../worker/posts/postgrest/parse';
import { outcome, refused } from './grammar-helpers';

const parse = (qs: string, headers: Record<string, string> = {}) => outcome(() => parseRequest(new URLSearchParams(qs), new Headers(headers)));

describe('parseRequest', () => {
  it('reads select, filters, order, limit, offset, Range, Prefer, Accept, on_conflict and columns', () => {
    expect(
      parse('select=id,headline:title&slug=eq.a&order=date_published.desc.nullslast,id&limit=5&offset=10&on_conflict=slug&columns=slug,title', {
        Range: 'items=2-8',
        Prefer: 'count=exact',
        Accept: 'application/vnd.pgrst.object+json',
      }),
    ).toEqual({
      select: {
        kind: 'columns',
        items: [
          { column: 'id', alias: 'id' },
          { column: 'title', alias: 'headline' },
        ],
      },
      where: [{ kind: 'filter', column: 'slug', negate: false, op: 'eq', quantifier: null, value: { kind: 'scalar', text: 'a' } }],
      order: [
        { column: 'date_published', direction: 'desc', nulls: 'last' },
        { column: 'id', direction: 'asc', nulls: null },
      ],
      limit: 5,
      offset: 10,
      range: { from: 2, to: 8 },
      prefer: { count: 'exact', return: null, resolution: null, missing: null, handling: null },
      accept: { shape: 'object', stripNulls: false },
      onConflict: ['slug'],
      columns: ['slug', 'title'],
    });
  });

  it.each([
    ['select=id&select=slug', { select: { kind: 'columns', items: [{ column: 'slug', alias: 'slug' }] } }],
    ['limit=1&limit=2', { limit: 2 }],
  ])('the last of a repeated parameter wins: %s', (qs, expected) => {
    expect(parse(qs)).toMatchObject(expected);
  });

  it.each([
    // The profile is checked before anything else, then the filters, then the other parameters in turn.
    ['slug=p01', { 'Accept-Profile': 'private' }, refused('PGRST106', 406)],
    ['slug=p01&order=id.up', {}, refused('PGRST100')],
    ['select=posts(*)&order=id.up', {}, refused('PGRST200')],
    ['limit=ten', { Accept: 'text/csv' }, refused('PGRST100')],
    ['', { Accept: 'text/csv' }, refused('PGRST107', 406)],
  ])('%s with %j -> %j', (qs, headers, expected) => {
    expect(parse(qs, headers)).toEqual(expected);
  });
});
