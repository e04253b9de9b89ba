/** The PostgREST grammar modules on their own (pure; run with the worker tests because they are worker code): query string + headers -> typed request -> checked columns -> patterns. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../worker/http/errors';
import { patternTokens, toGlobPattern, toLikePattern } from '../../worker/api/postgrest/build';
import { parseAccept, parsePrefer, parseRequest, splitTopLevel } from '../../worker/api/postgrest/parse';
import { normalizeTimestamp, resolveRequest } from '../../worker/api/postgrest/resolve';
import { validateInsertBody } from '../../worker/api/postgrest/rows';

const parse = (qs: string, headers: Record<string, string> = {}) => parseRequest(new URLSearchParams(qs), new Headers(headers));

function errorOf(fn: () => unknown): { status: number; code: string } | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof ApiError) return { status: e.status, code: e.code };
    throw e;
  }
}

describe('parse', () => {
  it.each([
    ['slug=eq.a.b', { kind: 'filter', column: 'slug', negate: false, op: 'eq', quantifier: null, value: { kind: 'scalar', text: 'a.b' } }],
    ['id=not.in.(1,"2,3")', { kind: 'filter', column: 'id', negate: true, op: 'in', quantifier: null, value: { kind: 'list', items: ['1', '2,3'] } }],
    ['tags=cs.{a,"b\\"c"}', { kind: 'filter', column: 'tags', negate: false, op: 'cs', quantifier: null, value: { kind: 'list', items: ['a', 'b"c'] } }],
    ['tags=ov.["x","y"]', { kind: 'filter', column: 'tags', negate: false, op: 'ov', quantifier: null, value: { kind: 'list', items: ['x', 'y'] } }],
    ['title=like(any).{a*,*b}', { kind: 'filter', column: 'title', negate: false, op: 'like', quantifier: 'any', value: { kind: 'list', items: ['a*', '*b'] } }],
    ['seo_title=is.NULL', { kind: 'filter', column: 'seo_title', negate: false, op: 'is', quantifier: null, value: { kind: 'is', value: 'null' } }],
  ])('%s', (qs, node) => {
    expect(parse(qs).where).toEqual([node]);
  });

  it('reads nested logic trees with quoted values', () => {
    const [tree] = parse('or=(slug.eq."a,b",and(id.gt.1,not.or(id.eq.5,title.is.null)))').where;
    expect(tree).toMatchObject({
      kind: 'or',
      negate: false,
      children: [
        { kind: 'filter', column: 'slug', value: { text: 'a,b' } },
        { kind: 'and', children: [{ column: 'id', op: 'gt' }, { kind: 'or', negate: true, children: [{ column: 'id' }, { op: 'is' }] }] },
      ],
    });
  });

  it('reads select, order, limit, offset, Range and on_conflict', () => {
    const p = parse('select=id,headline:title&order=date_published.desc.nullslast,id&limit=5&offset=10&on_conflict=slug', { Range: 'items=2-8' });
    expect(p.select).toEqual({ kind: 'columns', items: [{ column: 'id', alias: 'id' }, { column: 'title', alias: 'headline' }] });
    expect(p.order).toEqual([
      { column: 'date_published', direction: 'desc', nulls: 'last' },
      { column: 'id', direction: 'asc', nulls: null },
    ]);
    expect([p.limit, p.offset, p.range, p.onConflict]).toEqual([5, 10, { from: 2, to: 8 }, ['slug']]);
  });

  it.each([
    ['slug=p01', 400, 'PGRST100'],
    ['slug=fts.x', 400, 'PGRST100'],
    ['or=(slug.eq.a', 400, 'PGRST100'],
    ['or=()', 400, 'PGRST100'],
    [`or=(${'and('.repeat(12)}id.eq.1${')'.repeat(12)})`, 400, 'PGRST100'],
    ['order=id.up', 400, 'PGRST100'],
    ['limit=1.5', 400, 'PGRST100'],
    ['offset=-2', 416, 'PGRST103'],
    ['select=posts(*)', 400, 'PGRST200'],
    ['select=sum(id)', 400, 'PGRST123'],
    ['author.name=eq.x', 400, 'PGRST108'],
    [Array.from({ length: 51 }, (_, i) => `id=neq.${i}`).join('&'), 400, 'PGRST100'],
  ])('refuses %s', (qs, status, code) => {
    expect(errorOf(() => parse(qs))).toEqual({ status, code });
  });

  it('splits only at the top level', () => {
    expect(splitTopLevel('a,(b,c),{d,e},"f,g"')).toEqual(['a', '(b,c)', '{d,e}', '"f,g"']);
  });

  it('reads Prefer as PostgREST does, comma-separated and repeated', () => {
    expect(parsePrefer('return=minimal,resolution=ignore-duplicates, count=exact')).toMatchObject({ return: 'minimal', resolution: 'ignore-duplicates', count: 'exact' });
    expect(errorOf(() => parsePrefer('handling=strict, wat=1'))).toEqual({ status: 400, code: 'PGRST122' });
  });

  it.each([
    [undefined, 'array'],
    ['application/json', 'array'],
    ['application/vnd.pgrst.object+json', 'object'],
    ['text/csv;q=0.9, application/vnd.pgrst.object+json', 'object'],
    ['application/json;q=0.1, application/vnd.pgrst.object+json;q=0.5', 'object'],
    ['*/*', 'array'],
  ])('Accept %s -> %s', (accept, shape) => {
    expect(parseAccept(accept ?? null).shape).toBe(shape);
  });

  it('Accept with nothing it can produce is 406 PGRST107', () => {
    expect(errorOf(() => parseAccept('text/csv'))).toEqual({ status: 406, code: 'PGRST107' });
  });
});

describe('resolve', () => {
  it.each([
    ['nope=eq.1', 400, '42703'],
    ['order=nope', 400, '42703'],
    ['select=id,nope', 400, '42703'],
    ['id=eq.1.5', 400, '22P02'],
    ['id=like.1', 400, 'PGRST100'],
    ['tags=eq.x', 400, 'PGRST100'],
    ['slug=cs.{a}', 400, 'PGRST100'],
    ['date_published=gt.tomorrow', 400, '22007'],
    ['on_conflict=title', 400, '42P10'],
    ['columns=slug,nope', 400, 'PGRST204'],
  ])('refuses %s', (qs, status, code) => {
    expect(errorOf(() => resolveRequest(parse(qs)))).toEqual({ status, code });
  });

  it('coerces values by column type, not by how they look', () => {
    const q = resolveRequest(parse('id=in.(1, 2)&slug=eq.007&date_published=gte.2024-12-01'));
    expect(q.where).toEqual([
      { kind: 'in', column: 'id', negate: false, values: [1, 2] },
      { kind: 'compare', column: 'slug', negate: false, op: 'eq', quantifier: null, values: ['007'] },
      { kind: 'compare', column: 'date_published', negate: false, op: 'gte', quantifier: null, values: ['2024-12-01T00:00:00.000Z'] },
    ]);
  });

  it('spells out PostgreSQL’s NULL ordering', () => {
    expect(resolveRequest(parse('order=seo_title,title.desc')).order.map((o) => o.nulls)).toEqual(['last', 'first']);
  });

  it.each([
    ['2024-12-20', '2024-12-20T00:00:00.000Z'],
    ['2024-12-20T09:30:00Z', '2024-12-20T09:30:00.000Z'],
    ['2024-12-20 09:30:00.5+02:00', '2024-12-20T07:30:00.500Z'],
    ['2024-12-20T09:30-0500', '2024-12-20T14:30:00.000Z'],
    ['2024-02-30', null],
    ['2024-12-20T24:00:00Z', null],
    ['20/12/2024', null],
    ['', null],
  ])('timestamp %s -> %s', (raw, iso) => {
    expect(normalizeTimestamp(raw)).toBe(iso);
  });
});

describe('patterns', () => {
  it.each([
    ['*floor*', '%floor%', '*floor*'],
    ['100\\%_x', '100\\%_x', '100%?x'],
    ['a\\*b*', 'a*b%', 'a[*]b*'],
    ['[x]?', '[x]?', '[[]x][?]'],
    ['back\\\\slash', 'back\\\\slash', 'back\\slash'],
    ['trailing\\', 'trailing\\\\', 'trailing\\'],
  ])('%s -> LIKE %s, GLOB %s', (pattern, like, glob) => {
    const tokens = patternTokens(pattern);
    expect(toLikePattern(tokens)).toBe(like);
    expect(toGlobPattern(tokens)).toBe(glob);
  });
});

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
    expect(errorOf(() => validateInsertBody(JSON.parse(JSON.stringify(body)), null))?.code).toBe(code);
  });
});
