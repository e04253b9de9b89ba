/**
 * Property test: thousands of random and hostile query strings, headers,
 * methods, paths and bodies against /rest/v1/blog_posts. Whatever arrives,
 * the answer is below 500 and is either a result (array / object) or a
 * PostgREST error {code, message, details, hint} that leaks no SQL or stack;
 * requests without the staff key never change a row.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST_COLUMNS } from '../../worker/api/postgrest/columns';
import { api, insertDirect, isPgError, makePost, STAFF_KEY, tableFingerprint } from './api-helpers';

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

const text = fc.oneof(
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

const param = fc.oneof(
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

const printable = fc.stringMatching(/^[\x21-\x7e]([\x20-\x7e]{0,60}[\x21-\x7e])?$/);

/** Zero to three headers per request, the common ones more often, so most requests get past the front door. */
const headerEntry = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          'application/json',
          'application/vnd.pgrst.object+json',
          'application/vnd.pgrst.object+json;nulls=stripped',
          'text/csv',
          '*/*',
          'application/*;q=0',
          'application/geo+json, application/json;q=0.5',
          'text/html',
        ),
        printable,
      )
      .map((v) => ['accept', v] as const),
  },
  {
    weight: 4,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          'count=exact',
          'count=planned',
          'count=estimated',
          'return=representation',
          'return=minimal',
          'resolution=ignore-duplicates',
          'handling=strict, bogus=1',
          'count=exact,return=representation',
          'tx=rollback',
        ),
        printable,
      )
      .map((v) => ['prefer', v] as const),
  },
  {
    weight: 3,
    arbitrary: fc
      .oneof(
        fc.tuple(fc.nat(200), fc.nat(200)).map(([a, b]) => `${a}-${b}`),
        fc.nat(50).map((a) => `items=${a}-`),
        printable,
      )
      .map((v) => ['range', v] as const),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.constant(`Bearer ${STAFF_KEY}`),
        fc.constant(`Bearer ${STAFF_KEY} `),
        printable.map((s) => `Bearer ${s}`),
        printable,
      )
      .map((v) => ['authorization', v] as const),
  },
  { weight: 1, arbitrary: printable.map((v) => ['apikey', v] as const) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x')
      .map((v) => ['content-type', v] as const),
  },
  { weight: 1, arbitrary: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE').map((v) => ['x-http-method-override', v] as const) },
  { weight: 1, arbitrary: fc.constantFrom('public', 'private', 'pg_catalog').map((v) => ['accept-profile', v] as const) },
  { weight: 1, arbitrary: fc.constantFrom('public', 'auth').map((v) => ['content-profile', v] as const) },
);

const headerArb = fc.array(headerEntry, { maxLength: 3 }).map((entries) => Object.fromEntries(entries) as Record<string, string>);

const path = fc.oneof(
  { weight: 12, arbitrary: fc.constant('/rest/v1/blog_posts') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '/rest/v1/blog_posts/',
      '/rest/v1%2Fblog_posts',
      '/REST/V1/BLOG_POSTS',
      '//rest/v1/blog_posts',
      '/rest/v1/users',
      '/rest/v1/',
      '/rest/v1/blog_posts/1',
      '/rest/v1/rpc/anything',
      '/rest',
      '/rest/v2/blog_posts',
      '/rest/v1/newsletter_subscribers',
      '/rest/v1/sqlite_master',
    ),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9%._~-]{0,20}$/).map((s) => `/rest/v1/${s}`) },
);

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.constant(JSON.stringify(makePost('fuzz-anon'))),
  fc.constant(JSON.stringify([makePost('fuzz-anon-1'), makePost('fuzz-anon-2')])),
  fc.string({ maxLength: 50 }),
);

const request = fc.record({
  method: fc.oneof(
    { weight: 10, arbitrary: fc.constant('GET') },
    { weight: 3, arbitrary: fc.constant('HEAD') },
    { weight: 4, arbitrary: fc.constantFrom('POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS', 'PURGE') },
  ),
  path,
  params: fc.array(param, { maxLength: 4 }),
  headers: headerArb,
  body,
});

const LEAK = /SQLITE_|D1_ERROR|Failed query|drizzle|\n\s+at |\.ts:\d+|TypeError|RangeError/;

/** Checks one response against the contract; returns a description of the breach, or null. */
async function breach(res: Response, method: string): Promise<string | null> {
  if (res.status >= 500) return `status ${res.status}`;
  const raw = await res.text();
  if (method === 'HEAD' || method === 'OPTIONS' || res.status === 201 || res.status === 204) {
    return method === 'HEAD' && raw !== '' ? 'HEAD with a body' : null;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return `not JSON: ${raw.slice(0, 80)}`;
  }
  if (res.status >= 400) {
    if (!isPgError(json)) return `malformed error ${raw.slice(0, 120)}`;
    if (LEAK.test(raw)) return `leaks internals: ${raw.slice(0, 200)}`;
    return null;
  }
  if (Array.isArray(json)) return json.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r)) ? null : 'array of non-objects';
  if (typeof json === 'object' && json !== null) return null;
  return `unexpected body ${raw.slice(0, 80)}`;
}

beforeAll(async () => {
  await insertDirect(
    Array.from({ length: 15 }, (_, i) =>
      makePost(`p${String(i + 1).padStart(2, '0')}`, {
        category: i % 2 ? 'Power Washing' : 'Janitorial Services',
        tags: i % 3 ? ['floors'] : ['floors', 'safety'],
        seo_title: i % 2 ? null : 'SEO',
      }),
    ),
  );
});

describe('hostile requests', () => {
  it('anonymous and wrong-key requests: never 5xx, always a result or a PostgREST error, never a row changed', async () => {
    const before = await tableFingerprint();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        n++;
        const headers: Record<string, string> = { 'cf-connecting-ip': `203.0.113.${n % 200}` };
        for (const [k, v] of Object.entries(r.headers)) if (v !== undefined) headers[k] = v;
        const isRead = r.method === 'GET' || r.method === 'HEAD' || r.method === 'OPTIONS';
        // Writes go out without the real key; reads may carry it.
        if (!isRead && (headers.authorization ?? '').includes(STAFF_KEY)) delete headers.authorization;
        const url = `${r.path}${r.params.length ? `?${r.params.join('&')}` : ''}`;
        const res = await api(url, { method: r.method, headers, body: r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body });
        const problem = await breach(res, r.method);
        if (problem) throw new Error(`${r.method} ${url} ${JSON.stringify(headers)} -> ${problem}`);
      }),
      { numRuns: 3000, seed: Number(process.env.FUZZ_SEED ?? 20241220) },
    );
    expect(await tableFingerprint()).toEqual(before);
  }, 240_000);

  it('staff writes with random bodies and preferences: never 5xx, always a result or a PostgREST error', async () => {
    const post = fc.record({
      method: fc.constantFrom('POST', 'POST', 'PATCH', 'DELETE'),
      params: fc.array(param, { maxLength: 3 }),
      prefer: fc.option(
        headerArb.map((h) => h.prefer ?? 'return=representation'),
        { nil: undefined },
      ),
      body: fc.oneof(
        body,
        fc
          .dictionary(fc.oneof(fc.constantFrom(...POST_COLUMNS), fc.string({ maxLength: 8 })), fc.oneof(text, fc.jsonValue({ maxDepth: 2 })), { maxKeys: 8 })
          .map((d) => JSON.stringify({ ...makePost(`fz-${Math.random().toString(36).slice(2, 8)}`), ...d })),
        fc.array(fc.constant(makePost('fz-batch')), { maxLength: 3 }).map((a) => JSON.stringify(a)),
      ),
    });
    await fc.assert(
      fc.asyncProperty(post, async (r) => {
        const headers: Record<string, string> = {
          'cf-connecting-ip': '203.0.113.250',
          authorization: `Bearer ${STAFF_KEY}`,
          'content-type': 'application/json',
        };
        if (r.prefer) headers.prefer = r.prefer;
        const url = `/rest/v1/blog_posts${r.params.length ? `?${r.params.join('&')}` : ''}`;
        const res = await api(url, { method: r.method, headers, body: r.method === 'DELETE' ? undefined : r.body });
        const problem = await breach(res, r.method);
        if (problem) throw new Error(`${r.method} ${url} ${JSON.stringify(headers)} ${r.body.slice(0, 200)} -> ${problem}`);
      }),
      { numRuns: 600, seed: Number(process.env.FUZZ_SEED ?? 20241220) },
    );
  }, 240_000);
});
