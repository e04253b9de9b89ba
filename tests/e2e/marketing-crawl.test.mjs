/**
 * No dead ends (docs/decisions.md D1): a crawl from / that follows every internal
 * link in the served HTML (pages, articles, filters, anchors) and loads every
 * image it meets. Every link answers 200 directly (no 404, and no redirect:
 * our own links point at final URLs), and every anchor target exists.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL } from './browser.mjs';

const decode = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

function extract(html) {
  const body = html.slice(html.indexOf('<body'));
  const hrefs = [...body.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => decode(m[1]));
  const srcs = [...body.matchAll(/<img\s[^>]*?src="([^"]*)"/g)].map((m) => decode(m[1]));
  const ids = new Set([...body.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1])));
  return { hrefs, srcs, ids };
}

test('a crawl from / finds no broken link, redirect, missing anchor or missing image', async () => {
  const origin = new URL(BASE_URL).origin;
  const pages = new Map(); // path+search -> ids on that page
  const queue = ['/'];
  const seen = new Set(queue);
  const assets = new Set();
  const anchors = []; // [from, path+search, id]
  const problems = [];

  async function visit(target) {
    const res = await fetch(new URL(target, origin), { redirect: 'manual' });
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200) {
      problems.push(`${target}: ${res.status}${res.headers.get('location') ? ` -> ${res.headers.get('location')}` : ''}`);
      return;
    }
    if (!type.startsWith('text/html')) return;
    const { hrefs, srcs, ids } = extract(await res.text());
    pages.set(target, ids);
    for (const src of srcs) if (src.startsWith('/')) assets.add(src);
    for (const raw of hrefs) {
      if (/^(mailto:|tel:)/.test(raw)) continue;
      const url = new URL(raw, new URL(target, origin));
      if (url.origin !== origin) continue;
      const key = url.pathname + url.search;
      if (url.hash.length > 1) anchors.push([target, key, decodeURIComponent(url.hash.slice(1))]);
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(key);
      }
    }
  }

  // A few requests at a time keeps it quick without flooding the local server.
  while (queue.length) await Promise.all(queue.splice(0, 6).map(visit));

  for (const src of assets) {
    const res = await fetch(new URL(src, origin));
    if (res.status !== 200) problems.push(`image ${src}: ${res.status}`);
    await res.arrayBuffer();
  }
  for (const [from, key, id] of anchors) {
    const ids = pages.get(key);
    if (ids && !ids.has(id)) problems.push(`${from} links to ${key}#${id}, which has no such id`);
  }

  assert.deepEqual(problems, []);
  // The crawl reached the whole site: every static page, service and industry page, and the articles.
  const { STATIC_ROUTES } = await import('../../shared/route-copy.ts');
  const unreached = STATIC_ROUTES.filter((r) => r.indexable && !pages.has(r.path)).map((r) => r.path);
  assert.deepEqual(unreached, [], 'every indexable page is linked from somewhere');
  assert.ok([...pages.keys()].filter((p) => p.startsWith('/insights/')).length >= 8, 'articles reached');
});
