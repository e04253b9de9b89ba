/** worker/posts/postgrest/select.ts: `select=` and the column lists of `on_conflict=` / `columns=`. */
import { describe, expect, it } from 'vitest';
import { parseColumnList, parseSelect } from '../../worker/posts/postgrest/select';
import { outcome, refused } from './grammar-helpers';

const col = (column: string, alias = column) => ({ column, alias });

describe('parseSelect', () => {
  it.each([
    [null, { kind: 'star' }],
    ['', { kind: 'star' }],
    [' * ', { kind: 'star' }],
    ['id', { kind: 'columns', items: [col('id')] }],
    ['slug, id', { kind: 'columns', items: [col('slug'), col('id')] }],
    ['headline:title,slug', { kind: 'columns', items: [col('title', 'headline'), col('slug')] }],
    ['"my alias":"title"', { kind: 'columns', items: [col('title', 'my alias')] }],
    ['*,headline:title', { kind: 'columns', items: [col('*'), col('title', 'headline')] }],
    ['id,*', { kind: 'columns', items: [col('*'), col('id')] }],
    ['posts(*)', refused('PGRST200')],
    ['*,author(*)', refused('PGRST200')],
    ['sum(id)', refused('PGRST123')],
    ['count()', refused('PGRST123')],
    ['id.count()', refused('PGRST123')],
    ['id::text', refused('PGRST100')],
    ['tags->0', refused('PGRST100')],
    ['...posts', refused('PGRST100')],
    ['id,,slug', refused('PGRST100')],
    [':title', refused('PGRST100')],
    ['alias:', refused('PGRST100')],
    [Array.from({ length: 51 }, () => 'id').join(','), refused('PGRST100')],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(() => parseSelect(input))).toEqual(expected);
  });
});

describe('parseColumnList', () => {
  it.each([
    [null, null],
    ['slug', ['slug']],
    ['slug, "title" ,id', ['slug', 'title', 'id']],
    ['slug,', refused('PGRST100')],
    ['', refused('PGRST100')],
    [Array.from({ length: 51 }, () => 'id').join(','), refused('PGRST100')],
  ])('%j -> %j', (input, expected) => {
    expect(outcome(() => parseColumnList('columns', input))).toEqual(expected);
  });
});
