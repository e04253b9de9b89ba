/**
 * The API fuzz campaign's query strings: filters, logic trees, select, order and paging in the
 * PostgREST grammar, mostly malformed and hostile, a share well formed enough to reach SQL, each
 * percent-encoded the way node:http lets it through. Drawn from a seeded PRNG.
 */
import { COLUMNS, HOSTILE_VALUES, JUNK_COLUMNS, JUNK_OPS, OPS } from './api-fuzz-query-values.mjs';

/** %XX for every byte of the character; a lone surrogate becomes its (invalid) three-byte WTF-8 form. */
export function percent(ch) {
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

export function value(rng) {
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

export function queryString(rng) {
  if (rng.chance(0.3)) return wellFormedQuery(rng);
  const n = rng.chance(0.1) ? 0 : rng.chance(0.05) ? 55 : 1 + rng.int(5);
  const params = Array.from({ length: n }, () => queryParam(rng));
  let qs = params.map(([k, v]) => `${encode(rng, k)}${rng.chance(0.97) ? '=' : ''}${encode(rng, v)}`).join(rng.chance(0.97) ? '&' : '&&');
  if (rng.chance(0.03)) qs += rng.pick(['&', '&&&', '%', '%zz', '%E0%A4%A', '=', '==', '?', '#frag', ';x=1']);
  // Keep under the local proxy's URL limit (about 64 KB; Cloudflare's own edge stops at 16 KB).
  return qs.length > 30_000 ? qs.slice(0, 30_000) : qs;
}
