/**
 * Security headers on every kind of response the site serves (Worker pages,
 * errors, generated files, API, newsletter, and the files the asset store
 * serves from web/public/_headers), caching that keeps private answers out
 * of caches, and a built client that carries no staff key.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../../scripts/lib.mjs';
import { BASE_URL } from './browser.mjs';
import { SERVICE_KEY } from './server.mjs';

/** Each request from its own client address, so no rate limit of another test interferes. */
let ipCounter = 0;
const nextIp = () => `198.51.100.${200 + (ipCounter++ % 50)}`;

function get(pathname, init = {}) {
  return fetch(new URL(pathname, BASE_URL), { redirect: 'manual', ...init, headers: { 'cf-connecting-ip': nextIp(), ...init.headers } });
}

const staff = (headers = {}) => ({ authorization: `Bearer ${SERVICE_KEY}`, 'cf-connecting-ip': '198.51.100.77', ...headers });

/** CSP as a map of directive -> sources. */
function csp(res) {
  const header = res.headers.get('content-security-policy');
  assert.ok(header, `${res.url}: no Content-Security-Policy`);
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

/** What every response carries, whoever serves it. */
function assertBaseline(res, label) {
  const policy = csp(res);
  assert.deepEqual(policy.get('default-src'), ["'none'"], `${label}: default-src`);
  assert.deepEqual(policy.get('frame-ancestors'), ["'none'"], `${label}: frame-ancestors`);
  const hsts = res.headers.get('strict-transport-security') ?? '';
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
  assert.ok(maxAge >= 63_072_000, `${label}: HSTS max-age ${maxAge} is under two years`);
  assert.match(hsts, /includeSubDomains/i, `${label}: HSTS without includeSubDomains`);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff', `${label}: nosniff`);
  assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', `${label}: Referrer-Policy`);
  assert.match(res.headers.get('cross-origin-resource-policy') ?? '', /^(same-site|same-origin|cross-origin)$/, `${label}: Cross-Origin-Resource-Policy`);
}

/** Pages: script only from our origin (and configured embeds), never inline or eval. */
function assertPagePolicy(res, label) {
  const policy = csp(res);
  const script = policy.get('script-src');
  assert.ok(script, `${label}: no script-src`);
  assert.ok(script.includes("'self'"), `${label}: script-src without 'self'`);
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    assert.ok(!script.includes(bad), `${label}: script-src allows ${bad}`);
  }
  assert.ok(!(policy.get('style-src') ?? []).includes("'unsafe-inline'"), `${label}: style-src allows 'unsafe-inline'`);
  assert.deepEqual(policy.get('base-uri'), ["'none'"], `${label}: base-uri`);
  assert.deepEqual(policy.get('form-action'), ["'self'"], `${label}: form-action`);
  assert.deepEqual(policy.get('object-src'), ["'none'"], `${label}: object-src`);
}

const cacheControl = (res) => (res.headers.get('cache-control') ?? '').toLowerCase();

test('pages and the 404 page carry the strict page policy', async () => {
  for (const [pathname, status] of [
    ['/', 200],
    ['/services/janitorial-services', 200],
    ['/insights', 200],
    ['/insights/regular-floor-care', 200],
    ['/no-such-page', 404],
    ['/insights/no-such-article', 404],
  ]) {
    const res = await get(pathname);
    assert.equal(res.status, status, pathname);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/, pathname);
    assertBaseline(res, pathname);
    assertPagePolicy(res, pathname);
    assert.equal(res.headers.get('x-frame-options'), 'DENY', `${pathname}: X-Frame-Options`);
  }
});

test('hashed assets, images and fonts from the asset store carry the headers; hashed files are immutable', async () => {
  const html = await (await get('/')).text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const style = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  const font = /<link[^>]+href="(\/fonts\/[^"]+\.woff2)"/.exec(html)?.[1];
  assert.ok(script && style, 'the home page references its hashed script and stylesheet');
  for (const file of [script, style, font].filter(Boolean)) {
    const res = await get(file);
    assert.equal(res.status, 200, file);
    assertBaseline(res, file);
    const cc = cacheControl(res);
    assert.match(cc, /immutable/, `${file}: not immutable (${cc})`);
    assert.ok(Number(/max-age=(\d+)/.exec(cc)?.[1] ?? 0) >= 31_536_000, `${file}: max-age under a year (${cc})`);
  }
  for (const file of ['/images/blog/regular-floor-care.svg', '/favicon.svg']) {
    const res = await get(file);
    assert.equal(res.status, 200, file);
    assertBaseline(res, file);
  }
});

test('generated files carry the headers; share images may be embedded cross-origin', async () => {
  for (const file of ['/robots.txt', '/sitemap.xml', '/insights/rss.xml']) {
    const res = await get(file);
    assert.equal(res.status, 200, file);
    assertBaseline(res, file);
  }
  const og = await get('/og/default.png');
  if (og.status !== 404) {
    assert.equal(og.status, 200);
    assertBaseline(og, '/og/default.png');
    assert.equal(og.headers.get('cross-origin-resource-policy'), 'cross-origin', 'share images are fetched by other sites');
  }
});

test('API answers carry default-src none; public reads are revalidated (ETag), everything else is no-store', async () => {
  const list = await get('/rest/v1/blog_posts?select=slug&limit=2');
  assert.equal(list.status, 200);
  assertBaseline(list, 'API list');
  // Kept by a shared cache only to be revalidated: an unpublished post leaves at once (docs/decisions.md D14).
  assert.equal(cacheControl(list), 'public, no-cache');
  assert.match(list.headers.get('etag') ?? '', /^"[^"]+"$/);

  const error = await get('/rest/v1/blog_posts?nope=eq.1');
  assert.equal(error.status, 400);
  assertBaseline(error, 'API error');
  assert.equal(cacheControl(error), 'no-store');
  assert.deepEqual(Object.keys(await error.json()).sort(), ['code', 'details', 'hint', 'message']);

  const staffRead = await get('/rest/v1/blog_posts?select=slug&limit=1', { headers: staff() });
  assert.equal(staffRead.status, 200);
  assert.equal(cacheControl(staffRead), 'no-store', 'a staff read is private');

  // Writes: refused, failed and successful alike. Filters that match nothing keep the shared database as it is.
  const writes = [
    ['anonymous POST', '/rest/v1/blog_posts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }, 401],
    ['staff POST, invalid row', '/rest/v1/blog_posts', { method: 'POST', headers: staff({ 'content-type': 'application/json' }), body: '{}' }, 400],
    [
      'staff PATCH, no match',
      '/rest/v1/blog_posts?id=eq.0',
      { method: 'PATCH', headers: staff({ 'content-type': 'application/json' }), body: '{"title":"x"}' },
      204,
    ],
    ['staff DELETE, no match', '/rest/v1/blog_posts?id=eq.0', { method: 'DELETE', headers: staff() }, 204],
  ];
  for (const [label, pathname, init, status] of writes) {
    const res = await get(pathname, init);
    assert.equal(res.status, status, label);
    assertBaseline(res, label);
    assert.equal(cacheControl(res), 'no-store', `${label}: cache-control`);
  }
});

test('newsletter answers carry the headers and are never cached', async () => {
  for (const [label, init, status] of [
    ['wrong content type', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }, 415],
    ['invalid address', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"not-an-address"}' }, 400],
    ['wrong method', { method: 'GET' }, 405],
  ]) {
    const res = await get('/api/newsletter', init);
    assert.equal(res.status, status, label);
    assertBaseline(res, `newsletter ${label}`);
    assert.equal(cacheControl(res), 'no-store', `newsletter ${label}: cache-control`);
    assert.deepEqual(Object.keys(await res.json()).sort(), ['code', 'details', 'hint', 'message'], label);
  }
});

/** Every file under dir, recursively. */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test('the built client contains no staff key, nor the name of the secret', () => {
  const client = path.join(ROOT, 'dist', 'client');
  assert.ok(existsSync(path.join(client, 'shell.html')), 'dist/client is built');
  const needles = ['local-dev-service-key', 'test-service-key', 'SERVICE_KEY'];
  // Whatever key this machine's .dev.vars sets is a secret too.
  const devVars = path.join(ROOT, '.dev.vars');
  const localKey = existsSync(devVars) ? /^SERVICE_KEY\s*=\s*"?([^"\n]+)"?/m.exec(readFileSync(devVars, 'utf8'))?.[1]?.trim() : null;
  if (localKey) needles.push(localKey);
  const files = filesUnder(client);
  assert.ok(files.length > 10);
  const hits = [];
  for (const file of files) {
    const text = readFileSync(file).toString('latin1');
    for (const needle of needles)
      if (text.includes(needle)) hits.push(`${path.relative(client, file)}: ${needle === localKey ? '(the .dev.vars key)' : needle}`);
  }
  assert.deepEqual(hits, []);
});
