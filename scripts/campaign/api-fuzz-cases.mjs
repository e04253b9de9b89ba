/**
 * The API fuzz campaign's requests: random and malicious paths, verbs, query grammar, headers
 * and bodies for /rest and the newsletter endpoint, drawn from a seeded PRNG (api-fuzz.mjs
 * sends and judges them; query strings come from api-fuzz-query.mjs, bodies from api-fuzz-bodies.mjs). Staff-key requests are confined to reads and to writes that cannot
 * match or validate, so any row change is a finding.
 */
import { jsonBody, withoutAuthor } from './api-fuzz-bodies.mjs';
import { queryString, value } from './api-fuzz-query.mjs';
import { ACCEPTS, AUTHS, CONTENT_TYPES, METHODS, OVERRIDE_HEADERS, PATHS, PREFERS, RANGES, WRITE_METHODS } from './api-fuzz-request-values.mjs';
import { STAFF_KEY, staffHeaders, TABLE } from './http.mjs';

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
