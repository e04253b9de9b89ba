/** worker/posts/postgrest/filters.ts: `col=op.value` filters and `or=(...)` logic trees, from a query string to typed nodes. */
import { describe, expect, it } from 'vitest';
import { parseFilters, type FilterNode } from '../../worker/posts/postgrest/filters';
import { outcome, refused } from './grammar-helpers';

const filters = (qs: string) => parseFilters(new URLSearchParams(qs));

const filter = (column: string, op: FilterNode['op'], value: FilterNode['value'], extra: Partial<FilterNode> = {}): FilterNode => ({
  kind: 'filter',
  column,
  negate: false,
  op,
  quantifier: null,
  value,
  ...extra,
});
const scalar = (text: string) => ({ kind: 'scalar', text }) as const;
const list = (...items: string[]) => ({ kind: 'list', items }) as const;

describe('filters', () => {
  it.each([
    ['slug=eq.a.b', [filter('slug', 'eq', scalar('a.b'))]],
    ['title=eq."quoted"', [filter('title', 'eq', scalar('"quoted"'))]],
    ['id=not.in.(1,"2,3")', [filter('id', 'in', list('1', '2,3'), { negate: true })]],
    ['id=in.()', [filter('id', 'in', list())]],
    ['tags=cs.{a,"b\\"c"}', [filter('tags', 'cs', list('a', 'b"c'))]],
    ['tags=ov.["x","y"]', [filter('tags', 'ov', list('x', 'y'))]],
    ['tags=cd.(a)', [filter('tags', 'cd', list('a'))]],
    ['title=like(any).{a*,*b}', [filter('title', 'like', list('a*', '*b'), { quantifier: 'any' })]],
    ['seo_title=is.NULL', [filter('seo_title', 'is', { kind: 'is', value: 'null' })]],
    ['seo_title=not.is.not_null', [filter('seo_title', 'is', { kind: 'is', value: 'not_null' }, { negate: true })]],
    ['select=id&order=id&limit=1&offset=0&on_conflict=slug&columns=slug', []],
    ['a=eq.1&b=gt.2', [filter('a', 'eq', scalar('1')), filter('b', 'gt', scalar('2'))]],
    ['slug=p01', refused('PGRST100')],
    ['slug=xx.p01', refused('PGRST100')],
    ['slug=fts.x', refused('PGRST100')],
    ['slug=EQ.x', refused('PGRST100')],
    ['id=in.(1,2', refused('PGRST100')],
    ['id=in.{1,2}', refused('PGRST100')],
    ['tags=cs.[1,{}]', refused('PGRST100')],
    ['tags=cs.[oops', refused('PGRST100')],
    ['id=in(any).{1}', refused('PGRST100')],
    ['slug=is.maybe', refused('PGRST100')],
    [`slug=eq.${'x'.repeat(1001)}`, refused('PGRST100')],
    [`id=in.(${Array.from({ length: 101 }, (_, i) => i).join(',')})`, refused('PGRST100')],
    ['=eq.1', refused('PGRST100')],
    ['author.name=eq.x', refused('PGRST108')],
    [Array.from({ length: 51 }, (_, i) => `id=neq.${i}`).join('&'), refused('PGRST100')],
  ])('%s', (qs, expected) => {
    expect(outcome(() => filters(qs))).toEqual(expected);
  });
});

describe('logic trees', () => {
  it.each([
    ['or=(slug.eq.a,id.gt.1)', [{ kind: 'or', negate: false, children: [filter('slug', 'eq', scalar('a')), filter('id', 'gt', scalar('1'))] }]],
    ['not.and=(id.gte.2,id.lte.3)', [{ kind: 'and', negate: true, children: [filter('id', 'gte', scalar('2')), filter('id', 'lte', scalar('3'))] }]],
    [
      'or=(slug.eq."a,b",title.eq."x\\"y")',
      [{ kind: 'or', negate: false, children: [filter('slug', 'eq', scalar('a,b')), filter('title', 'eq', scalar('x"y'))] }],
    ],
    ['or=("odd col".eq.1)', [{ kind: 'or', negate: false, children: [filter('odd col', 'eq', scalar('1'))] }]],
    [
      'or=(id.eq.1,and(id.gt.1,not.or(id.eq.5,title.is.null)))',
      [
        {
          kind: 'or',
          negate: false,
          children: [
            filter('id', 'eq', scalar('1')),
            {
              kind: 'and',
              negate: false,
              children: [
                filter('id', 'gt', scalar('1')),
                { kind: 'or', negate: true, children: [filter('id', 'eq', scalar('5')), filter('title', 'is', { kind: 'is', value: 'null' })] },
              ],
            },
          ],
        },
      ],
    ],
    ['or=(slug.eq.a', refused('PGRST100')],
    ['or=slug.eq.a', refused('PGRST100')],
    ['or=()', refused('PGRST100')],
    ['or=(noop)', refused('PGRST100')],
    ['or=("unterminated.eq.1)', refused('PGRST100')],
    [`or=(${'and('.repeat(12)}id.eq.1${')'.repeat(12)})`, refused('PGRST100')],
    [`or=(${Array.from({ length: 50 }, (_, i) => `id.eq.${i}`).join(',')})`, refused('PGRST100')],
  ])('%s', (qs, expected) => {
    expect(outcome(() => filters(qs))).toEqual(expected);
  });
});
