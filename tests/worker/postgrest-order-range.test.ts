/** worker/posts/postgrest/order-range.ts: `order=`, `limit=` / `offset=` and the Range header. */
import { describe, expect, it } from 'vitest';
import { parseNonNegative, parseOrder, parseRangeHeader } from '../../worker/posts/postgrest/order-range';
import { outcome, refused } from './grammar-helpers';

const term = (column: string, direction: 'asc' | 'desc' = 'asc', nulls: 'first' | 'last' | null = null) => ({ column, direction, nulls });

describe('parseOrder', () => {
  it.each([
    [null, []],
    ['', []],
    ['id', [term('id')]],
    ['date_published.desc,id.desc', [term('date_published', 'desc'), term('id', 'desc')]],
    ['date_published.desc.nullslast,id', [term('date_published', 'desc', 'last'), term('id')]],
    ['seo_title.nullsfirst', [term('seo_title', 'asc', 'first')]],
    ['"odd.name".desc', [term('odd.name', 'desc')]],
    ['id.sideways', refused('PGRST100')],
    ['id.desc.asc', refused('PGRST100')],
    ['id.nullsfirst.desc', refused('PGRST100')],
    ['.desc', refused('PGRST100')],
    ['"open.desc', refused('PGRST100')],
    ['"a"b', refused('PGRST100')],
    [Array.from({ length: 11 }, () => 'id').join(','), refused('PGRST100')],
  ])('order=%j', (input, expected) => {
    expect(outcome(() => parseOrder(input))).toEqual(expected);
  });
});

describe('limit and offset', () => {
  it.each([
    [null, null],
    ['0', 0],
    [' 12 ', 12],
    ['1000000000', 1_000_000_000],
    ['1.5', refused('PGRST100')],
    ['ten', refused('PGRST100')],
    ['-2', refused('PGRST103', 416)],
    ['1000000001', refused('PGRST103', 416)],
  ])('limit=%j', (input, expected) => {
    expect(outcome(() => parseNonNegative('limit', input))).toEqual(expected);
  });
});

describe('Range header', () => {
  it.each([
    [null, null],
    ['2-4', { from: 2, to: 4 }],
    ['items=0-9', { from: 0, to: 9 }],
    [' Items = 5- ', { from: 5, to: null }],
    ['0-99999999999', { from: 0, to: 1_000_000_000 }],
    ['bytes=0-9', null],
    ['garbage', null],
    ['5-2', refused('PGRST103', 416)],
    ['1000000001-', refused('PGRST103', 416)],
  ])('Range: %j', (input, expected) => {
    expect(outcome(() => parseRangeHeader(input))).toEqual(expected);
  });
});
