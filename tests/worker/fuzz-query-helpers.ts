/**
 * fast-check arbitraries for the API fuzz test: hostile and random text, column names real and
 * not, operators, list and logic-tree values, and whole query parameters in the PostgREST grammar
 * (a share plausible enough to reach the database).
 */
import fc from 'fast-check';
import { POST_COLUMNS } from '../../worker/posts/store/columns';

const HOSTILE = [
  "' OR 1=1 --",
  '"; DROP TABLE blog_posts; --',
  '1); DELETE FROM blog_posts; --',
  'x UNION SELECT sqlite_version()',
  '(a,b',
  'a,b)',
  '{a,"b',
  '[1,{}]',
  '["a",["b"]]',
  '%',
  '%25',
  '%%',
  '\\',
  '\\\\*',
  '*',
  '_',
  '[',
  '2024-13-45',
  '2024-02-30T25:61:00Z',
  '9'.repeat(40),
  '-9223372036854775809',
  '1e309',
  'NaN',
  'null',
  'not_null',
  'true',
  '\u0000',
  '\u202e',
  '😀🧽',
  '<script>alert(1)</script>',
  'é',
  '"',
  '""',
  '()',
  '{}',
  ')(',
  '.',
  '..',
  'eq.',
  'not.not.eq.x',
  'x'.repeat(1200),
  '('.repeat(30) + ')'.repeat(30),
];

export const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 200 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('p01', 'p02', 'Power Washing', 'floors', '2024-12-01', '2024-12-01T09:00:00.000Z') },
);

const column = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...POST_COLUMNS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('nope', 'ID', 'Slug', 'tags->>0', 'tags->0', '"slug"', 'id;drop table blog_posts', 'rowid', 'sqlite_master', '*', ''),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const op = fc.constantFrom(
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'not.eq',
  'not.in',
  'not.like',
  'not.is',
  'not.cs',
  'eq(any)',
  'like(all)',
  'ilike(any)',
  'gt(any)',
  'in(any)',
  'fts',
  'match',
  'imatch',
  'sl',
  'xx',
  '',
  'not',
  'EQ',
);

const listValue = fc
  .array(fc.tuple(text, fc.boolean()), { maxLength: 6 })
  .map((items) => items.map(([v, quoted]) => (quoted ? `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"` : v)).join(','));

const value = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 1, arbitrary: listValue.map((l) => `(${l})`) },
  { weight: 1, arbitrary: listValue.map((l) => `{${l}}`) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 4 }).map((a) => JSON.stringify(a)) },
);

const filterItem = fc.tuple(column, op, value).map(([c, o, v]) => `${c}.${o}.${v}`);

const logic: fc.Arbitrary<string> = fc.letrec<{ tree: string }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    filterItem,
    fc
      .tuple(fc.constantFrom('and', 'or', 'not.and', 'not.or'), fc.array(tie('tree'), { minLength: 0, maxLength: 4 }))
      .map(([k, items]) => `${k}(${items.join(',')})`),
  ),
})).tree;

const enc = (s: string) => encodeURIComponent(s);

/** Filters that mostly make sense, so many requests reach the database. */
const plausibleFilter = fc
  .oneof(
    fc.tuple(
      fc.constantFrom('slug', 'category', 'title', 'author'),
      fc.constantFrom('eq', 'neq', 'like', 'ilike', 'gt', 'lt', 'not.eq'),
      fc.constantFrom('p01', 'p1*', '*0*', 'Power Washing', 'power*', '%a%', 'z'),
    ),
    fc.tuple(fc.constant('id'), fc.constantFrom('eq', 'gt', 'lte', 'in', 'not.in'), fc.constantFrom('3', '10', '(1,2,3)', '()')),
    fc.tuple(fc.constant('tags'), fc.constantFrom('cs', 'ov', 'cd'), fc.constantFrom('{floors}', '{safety,floors}', '["floors"]', '{}')),
    fc.tuple(fc.constantFrom('seo_title', 'featured_image'), fc.constant('is'), fc.constantFrom('null', 'not_null')),
    fc.tuple(fc.constant('date_published'), fc.constantFrom('gte', 'lt', 'eq'), fc.constantFrom('2024-12-01', '2024-11-20T00:00:00Z', '2030-01-01')),
  )
  .map(([c, o, v]) => `${c}=${enc(`${o}.${v}`)}`);

export const param = fc.oneof(
  { weight: 6, arbitrary: plausibleFilter },
  { weight: 6, arbitrary: fc.tuple(column, op, value).map(([c, o, v]) => `${enc(c)}=${enc(`${o}.${v}`)}`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('or', 'and', 'not.or', 'not.and'), fc.array(logic, { maxLength: 4 }))
      .map(([k, items]) => `${k}=${enc(`(${items.join(',')})`)}`),
  },
  { weight: 1, arbitrary: logic.map((l) => `or=${enc(l)}`) },
  {
    weight: 2,
    arbitrary: fc
      .array(
        fc.oneof(
          column,
          column.map((c) => `alias:${c}`),
          fc.constantFrom('*', 'count()', 'author(*)', '...x', 'id::text', 'a:b:c', '"quoted"'),
        ),
        { maxLength: 6 },
      )
      .map((items) => `select=${enc(items.join(','))}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(column, fc.constantFrom('', '.asc', '.desc', '.nullsfirst', '.desc.nullslast', '.sideways', '.asc.asc')), { maxLength: 4 })
      .map((terms) => `order=${enc(terms.map(([c, m]) => `${c}${m}`).join(','))}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('limit', 'offset'), fc.oneof(fc.integer({ min: -10, max: 1_000 }).map(String), fc.bigInt().map(String), text))
      .map(([k, v]) => `${k}=${enc(v)}`),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('on_conflict', 'columns'), text).map(([k, v]) => `${k}=${enc(v)}`) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9%&=.,()*"'{}[\]:_~!$+;@-]{0,60}$/) },
);
