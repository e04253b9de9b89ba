/**
 * The API fuzz campaign's requests: random and malicious paths, verbs, query grammar, headers
 * and bodies for /rest and the newsletter endpoint, drawn from a seeded PRNG (api-fuzz.mjs
 * sends and judges them). Staff-key requests are confined to reads and to writes that cannot
 * match or validate, so any row change is a finding.
 */
import {
  COLUMNS,
  JUNK_COLUMNS,
  OPS,
  JUNK_OPS,
  HOSTILE_VALUES,
  PATHS,
  METHODS,
  WRITE_METHODS,
  RANGES,
  PREFERS,
  ACCEPTS,
  CONTENT_TYPES,
  AUTHS,
  OVERRIDE_HEADERS,
} from './api-fuzz-values.mjs';
import { STAFF_KEY, staffHeaders, TABLE } from './http.mjs';

/** %XX for every byte of the character; a lone surrogate becomes its (invalid) three-byte WTF-8 form. */
function percent(ch) {
  const cp = ch.codePointAt(0);
  const bytes = cp >= 0xd800 && cp <= 0xdfff ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)] : [...Buffer.from(ch, 'utf8')];
  return bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

/** Percent-encodes what node:http would refuse in a request line, and sometimes more; leaves many specials raw on purpose. */
function encode(rng, text) {
  // Browsers and Cloudflare's edge never pass `"`, `<` or `>` raw in a URL (the local runtime answers 400 itself).
  const always = (ch) => ch.codePointAt(0) <= 0x20 || ch.codePointAt(0) >= 0x7f || '#&+"<>'.includes(ch);
  let out = '';
  for (const ch of text) {
    if (always(ch) || rng.chance(0.1)) out += percent(ch);
    else out += ch;
  }
  return out;
}

function value(rng) {
  const roll = rng.next();
  if (roll < 0.45) return rng.pick(HOSTILE_VALUES);
  if (roll < 0.65) return String(rng.int(300) - 20);
  if (roll < 0.8)
    return rng.pick([
      'Power Washing',
      'janitorial',
      'power-washing-improves-property-value',
      '2024-12-01',
      '2024-12-01T09:00:00.000Z',
      'floors',
      'Oakbright Facility Services',
    ]);
  // Random code points across the planes, including lone surrogates.
  let s = '';
  for (let i = rng.int(20); i > 0; i--) s += String.fromCodePoint(rng.chance(0.3) ? 0xd800 + rng.int(0x800) : rng.int(rng.chance(0.5) ? 0x80 : 0x2ffff));
  return s;
}

function columnName(rng) {
  return rng.chance(0.8) ? rng.pick(COLUMNS) : rng.pick(JUNK_COLUMNS);
}

function listValue(rng) {
  const items = Array.from({ length: rng.chance(0.05) ? 120 : rng.int(6) }, () => {
    const v = value(rng);
    return rng.chance(0.3) ? `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"` : v;
  });
  const [open, close] = rng.pick([
    ['(', ')'],
    ['{', '}'],
    ['(', ''],
    ['', ')'],
    ['[', ']'],
  ]);
  return `${open}${items.join(',')}${close}`;
}

function operation(rng) {
  const op = rng.chance(0.8) ? rng.pick(OPS) : rng.pick(JUNK_OPS);
  const prefix = rng.chance(0.15) ? 'not.' : '';
  const v = ['in', 'cs', 'cd', 'ov'].includes(op) || op.includes('(') ? listValue(rng) : value(rng);
  return `${prefix}${op}.${v}`;
}

/** A logic tree for or=/and=, sometimes deeper or wider than the parser allows. */
function logic(rng, depth) {
  const width = rng.chance(0.05) ? 60 : 1 + rng.int(4);
  const parts = [];
  for (let i = 0; i < width; i++) {
    if (depth < (rng.chance(0.1) ? 12 : 3) && rng.chance(0.35)) {
      parts.push(`${rng.chance(0.2) ? 'not.' : ''}${rng.pick(['or', 'and'])}${logic(rng, depth + 1)}`);
    } else {
      parts.push(`${columnName(rng)}.${operation(rng)}`);
    }
  }
  const close = rng.chance(0.95) ? ')' : '';
  return `(${parts.join(rng.chance(0.97) ? ',' : ';')}${close}`;
}

function selectValue(rng) {
  return rng.pick([
    () => '*',
    () => Array.from({ length: 1 + rng.int(5) }, () => columnName(rng)).join(','),
    () => `${rng.pick(['a', 'T1', 'x y', '"q"', ''])}:${columnName(rng)}`,
    () => `*,author(*)`,
    () => 'count()',
    () => 'id.sum(),title',
    () => 'title::text,id::int',
    () => Array.from({ length: 60 }, (_, i) => COLUMNS[i % COLUMNS.length]).join(','),
    () => `"${value(rng)}"`,
    () => ',,,',
    () => value(rng),
  ])();
}

function orderValue(rng) {
  return Array.from({ length: rng.chance(0.05) ? 15 : 1 + rng.int(3) }, () => {
    const parts = [columnName(rng)];
    if (rng.chance(0.6)) parts.push(rng.pick(['asc', 'desc', 'ASC', 'up', '']));
    if (rng.chance(0.3)) parts.push(rng.pick(['nullsfirst', 'nullslast', 'nulls', 'x']));
    return parts.join('.');
  }).join(rng.chance(0.95) ? ',' : ';');
}

function numberish(rng) {
  return rng.pick([
    '0',
    '1',
    '12',
    '100',
    '101',
    '1000',
    '-1',
    '1e3',
    '1.5',
    'NaN',
    '',
    ' 5',
    '0x10',
    '99999999999999999999',
    '1000000001',
    '٣',
    'null',
    String(rng.int(2000)),
  ]);
}

function queryParam(rng) {
  const kind = rng.int(20);
  switch (kind) {
    case 0:
    case 1:
    case 2:
    case 3:
      return [columnName(rng), operation(rng)];
    case 4:
    case 5:
      return [rng.pick(['or', 'and', 'not.or', 'not.and']), logic(rng, 1)];
    case 6:
    case 7:
      return ['select', selectValue(rng)];
    case 8:
      return ['order', orderValue(rng)];
    case 9:
      return ['limit', numberish(rng)];
    case 10:
      return ['offset', numberish(rng)];
    case 11:
      return ['on_conflict', rng.pick(['slug', 'id', 'title', 'slug,id', '', 'x', '"slug"'])];
    case 12:
      return ['columns', rng.pick(['title', 'title,slug', 'nope', '', ',', 'author,author', '"title"'])];
    case 13:
      return [
        rng.pick(['', '.', '..', 'a.b', 'title.eq', '__proto__', 'constructor', 'prototype', 'a[b]', 'a[]', '%00', '\u0000', 'select ', 'Select', 'LIMIT']),
        value(rng),
      ];
    case 14:
      return [columnName(rng), value(rng)];
    case 15:
      return [columnName(rng), `${rng.pick(OPS)}.${'x'.repeat(rng.pick([999, 1000, 1001, 20_000]))}`];
    case 16:
      return ['select', `${'title,'.repeat(rng.int(80))}id`];
    default:
      return [columnName(rng), operation(rng)];
  }
}

/** Grammatical queries (real columns, real operators, hostile values): these get past the parser to SQL. */
function wellFormedQuery(rng) {
  const quoted = () => `"${value(rng).replace(/["\\]/g, (c) => `\\${c}`)}"`;
  const params = [];
  for (let i = 1 + rng.int(3); i > 0; i--) {
    const op = rng.pick(OPS);
    const not = rng.chance(0.2) ? 'not.' : '';
    let filter;
    if (op === 'is') filter = `${op}.${rng.pick(['null', 'not_null', 'true', 'false', 'unknown'])}`;
    else if (op === 'in') filter = `in.(${Array.from({ length: 1 + rng.int(4) }, quoted).join(',')})`;
    else if (['cs', 'cd', 'ov'].includes(op)) filter = `${op}.{${Array.from({ length: 1 + rng.int(4) }, quoted).join(',')}}`;
    else if (op !== 'isdistinct' && rng.chance(0.2))
      filter = `${op}(${rng.pick(['any', 'all'])}).{${Array.from({ length: 1 + rng.int(3) }, quoted).join(',')}}`;
    else filter = `${op}.${value(rng)}`;
    params.push([rng.pick(COLUMNS), `${not}${filter}`]);
  }
  if (rng.chance(0.3)) params.push(['or', `(${rng.pick(COLUMNS)}.${rng.pick(['eq', 'ilike', 'gt'])}.${quoted()},id.gt.${rng.int(20)})`]);
  if (rng.chance(0.5)) params.push(['select', rng.pick(['*', 'id,slug,title', 'slug', 'title,tags,author', 'id'])]);
  if (rng.chance(0.4)) params.push(['order', `${rng.pick(COLUMNS)}.${rng.pick(['asc', 'desc'])}${rng.pick(['', '.nullsfirst', '.nullslast'])}`]);
  if (rng.chance(0.4)) params.push(['limit', String(rng.int(150))]);
  if (rng.chance(0.2)) params.push(['offset', String(rng.int(20))]);
  return params.map(([k, v]) => `${encode(rng, k)}=${encode(rng, v)}`).join('&');
}

function queryString(rng) {
  if (rng.chance(0.3)) return wellFormedQuery(rng);
  const n = rng.chance(0.1) ? 0 : rng.chance(0.05) ? 55 : 1 + rng.int(5);
  const params = Array.from({ length: n }, () => queryParam(rng));
  let qs = params.map(([k, v]) => `${encode(rng, k)}${rng.chance(0.97) ? '=' : ''}${encode(rng, v)}`).join(rng.chance(0.97) ? '&' : '&&');
  if (rng.chance(0.03)) qs += rng.pick(['&', '&&&', '%', '%zz', '%E0%A4%A', '=', '==', '?', '#frag', ';x=1']);
  // Keep under the local proxy's URL limit (about 64 KB; Cloudflare's own edge stops at 16 KB).
  return qs.length > 30_000 ? qs.slice(0, 30_000) : qs;
}

/** JSON bodies (as text): rows, arrays, primitives, deep nesting, huge values, prototype keys. */
function jsonBody(rng) {
  const row = () => {
    const o = {};
    for (const col of COLUMNS)
      if (rng.chance(0.6)) o[col] = rng.chance(0.7) ? value(rng) : rng.pick([null, 1, -1, 1.5, true, [], {}, ['a'], [1, 2], { a: 1 }, 'x'.repeat(3000)]);
    // Now and then one value near or over the column and body limits.
    if (rng.chance(0.01)) o[rng.pick(COLUMNS)] = 'x'.repeat(rng.pick([300, 301, 2001, 500_001]));
    if (rng.chance(0.2)) o[rng.pick(JUNK_COLUMNS)] = value(rng);
    return o;
  };
  switch (rng.int(14)) {
    case 0:
      return JSON.stringify(row());
    case 1:
      return JSON.stringify(Array.from({ length: rng.int(4) }, row));
    case 2:
      return JSON.stringify(Array.from({ length: 51 + rng.int(30) }, () => ({ slug: 'x', title: 'x' })));
    case 3:
      return rng.pick(['null', '1', '"str"', 'true', '[]', '{}', '[[]]', '[null]', '[1,2]', '1e999', '-0', '""']);
    case 4:
      return '['.repeat(rng.pick([100, 10_000, 100_000])) + ']'.repeat(rng.chance(0.5) ? 100 : 0);
    case 5:
      return `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5001)}`;
    case 6:
      return JSON.stringify({ title: 'x'.repeat(rng.pick([1_048_000, 1_100_000, 2_000_000])) });
    case 7:
      return '{"__proto__":{"isStaff":true},"constructor":{"prototype":{"x":1}},"title":"t"}';
    case 8:
      return rng.pick([
        '{',
        '{"title":',
        "{'title':'x'}",
        '{"title":"x",}',
        '[1,]',
        'undefined',
        'NaN',
        '\ufeff{}',
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
        '/* */{}',
        '{"a":1}{"b":2}',
      ]);
    case 9:
      return Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d]); // invalid UTF-8 inside a string
    case 10:
      return '';
    case 11:
      return JSON.stringify({ tags: Array.from({ length: rng.pick([50, 51, 1000]) }, (_, i) => `t${i}`) });
    case 12:
      return `title=${[...value(rng)].map(percent).join('')}&slug=x`;
    default:
      return JSON.stringify(row());
  }
}

/** Removes `author` from every row, so a staff insert can never validate. */
function withoutAuthor(text) {
  if (typeof text !== 'string') return text;
  try {
    const parsed = JSON.parse(text);
    const strip = (o) => {
      if (o && typeof o === 'object' && !Array.isArray(o)) delete o.author;
      return o;
    };
    if (Array.isArray(parsed)) parsed.forEach(strip);
    else strip(parsed);
    return JSON.stringify(parsed);
  } catch {
    return text;
  }
}

function randomIp(rng) {
  return `203.0.113.${rng.int(60)}`;
}

function wrongKeyHeader(rng) {
  const auth = rng.pick(AUTHS);
  if (auth.replace(/^Bearer\s+/i, '').trim() === STAFF_KEY) throw new Error('generator produced the real key');
  return rng.chance(0.7) ? { authorization: auth } : { apikey: auth.replace(/^\S+\s*/, '') || 'x' };
}

function commonHeaders(rng, headers) {
  if (rng.chance(0.15)) headers.range = rng.pick(RANGES);
  if (rng.chance(0.05)) headers['range-unit'] = rng.pick(['items', 'bytes', 'rows', '']);
  if (rng.chance(0.25)) headers.prefer = Array.from({ length: 1 + rng.int(3) }, () => rng.pick(PREFERS)).join(rng.pick([', ', ',', '; ']));
  if (rng.chance(0.2)) headers.accept = rng.pick(ACCEPTS);
  if (rng.chance(0.05)) headers[rng.pick(['accept-profile', 'content-profile'])] = rng.pick(['public', 'private', 'pg_catalog', 'PUBLIC', '', 'auth']);
  if (rng.chance(0.08)) headers[rng.pick(OVERRIDE_HEADERS)] = rng.pick(['DELETE', 'PATCH', 'PUT', 'POST', 'delete']);
  if (rng.chance(0.05)) headers.origin = rng.pick(['https://evil.example', 'null', 'https://www.oakbrightservices.com']);
  if (rng.chance(0.05)) headers['x-forwarded-for'] = rng.pick(['127.0.0.1', '198.51.100.7', '::1, 10.0.0.1', 'garbage']);
  if (rng.chance(0.03)) headers['if-none-match'] = rng.pick(['*', '"x"', 'W/"x"']);
  return headers;
}

/** One anonymous (or wrong-key) request: anything goes, nothing may change. */
export function anonymousCase(rng) {
  const method = rng.chance(0.45) ? 'GET' : rng.pick(METHODS);
  const headers = commonHeaders(rng, { 'cf-connecting-ip': randomIp(rng) });
  if (rng.chance(0.15)) Object.assign(headers, wrongKeyHeader(rng));
  let body = null;
  if (WRITE_METHODS.includes(method) || rng.chance(0.05)) {
    body = jsonBody(rng);
    if (rng.chance(0.85)) headers['content-type'] = rng.chance(0.8) ? 'application/json' : rng.pick(CONTENT_TYPES);
  }
  const path = rng.chance(0.7) ? TABLE : rng.pick(PATHS);
  const qs = queryString(rng);
  return { kind: 'anon', method, path: qs ? `${path}?${qs}` : path, headers, body };
}

/** A staff-key request that reads, or writes in a way that cannot touch a row. */
export function staffCase(rng) {
  const method = rng.pick(['GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS']);
  const headers = commonHeaders(rng, staffHeaders());
  let qs = queryString(rng);
  let body = null;
  if (method === 'PATCH' || method === 'DELETE') {
    // Filters are ANDed: id=eq.0 matches nothing, whatever else the query says.
    qs = `id=eq.0${qs ? `&${qs}` : ''}`;
  }
  if (method === 'POST' || method === 'PATCH' || method === 'PUT') {
    body = method === 'POST' ? withoutAuthor(jsonBody(rng)) : jsonBody(rng);
    headers['content-type'] = rng.chance(0.85) ? 'application/json' : rng.pick(CONTENT_TYPES);
  }
  const path = rng.chance(0.85) ? TABLE : rng.pick(PATHS);
  return { kind: 'staff', method, path: `${path}${qs ? `?${qs}` : ''}`, headers, body };
}

/** Junk for the newsletter endpoint: never a valid address, so no signup may result. */
export function newsletterCase(rng) {
  const method = rng.chance(0.8) ? 'POST' : rng.pick(METHODS);
  const headers = { 'cf-connecting-ip': randomIp(rng) };
  if (rng.chance(0.85)) headers['content-type'] = rng.chance(0.7) ? 'application/json' : rng.pick(CONTENT_TYPES);
  const email = rng.pick([
    null,
    1,
    true,
    [],
    {},
    '',
    ' ',
    'no-at-sign',
    'a@',
    '@b.co',
    'a@b',
    'a@@b.co',
    'a b@c.co',
    '<script>@x.co',
    'a@b.c',
    `${'a'.repeat(65)}@b.co`,
    `a@${'b'.repeat(250)}.co`,
    "' OR 1=1 --@x.co",
    'a@-b.co',
    'a@b..co',
    '\u0000@b.co',
    'a@b.co\r\nBcc: x@y.co',
    'a@b.co>',
    '"a"@b.co',
  ]);
  const body = rng.pick([
    () => JSON.stringify({ email, source: value(rng) }),
    () => JSON.stringify({ email, source: 'x'.repeat(5000) }),
    () => JSON.stringify([{ email: 'x' }]),
    () => '{"email":',
    // A form body is a real way in (the no-JavaScript form), so its address must be junk too.
    () => 'email=a%40b&source=%2F',
    () => '',
    () => JSON.stringify({ email: 'x'.repeat(10_000) }),
    () => '{"__proto__":{"email":"a@b.co"}}',
  ])();
  const path = rng.pick(['/api/newsletter', '/api/newsletter', '/api/newsletter/', '/API/NEWSLETTER', '/api//newsletter']);
  // Other spellings are not the endpoint: a GET there is a page request and gets the site's HTML 404 page.
  const pageFallback = path !== '/api/newsletter';
  return { kind: 'newsletter', method, path: rng.chance(0.1) ? `${path}?email=a@b.co` : path, headers, body, pageFallback };
}
