/**
 * Raw HTML, no browser: every route of the manifest and every post answers
 * complete (title, description, canonical, Open Graph, Twitter, JSON-LD,
 * main heading) with the right status; sitemap, robots and feed are right.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STATIC_ROUTES } from '../../shared/route-copy.ts';
import { REDIRECTS } from '../../shared/routes.ts';
import { SITE } from '../../content/site.ts';
import { BASE_URL } from './browser.mjs';
import { SERVICE_KEY } from './server.mjs';

const ORIGIN = 'https://www.oakbrightservices.com';

function decode(s) {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Minimal head reader: meta/link attributes and JSON-LD blocks. */
function readHead(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta\s+([^>]*?)\/?>/g)].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([a-z:-]+)="([^"]*)"/g)].map((a) => [a[1], decode(a[2])])),
  );
  const meta = (key) => metas.filter((m) => m.name === key || m.property === key).map((m) => m.content);
  const links = [...head.matchAll(/<link\s+([^>]*?)\/?>/g)].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([a-z:-]+)="([^"]*)"/g)].map((a) => [a[1], decode(a[2])])),
  );
  const title = decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  return { title, meta, links, jsonLd };
}

async function get(path, init) {
  const res = await fetch(new URL(path, BASE_URL), { redirect: 'manual', ...init });
  return { res, text: await res.text() };
}

function graphTypes(jsonLd) {
  assert.equal(jsonLd.length, 1, 'one JSON-LD block per page');
  const graph = jsonLd[0]['@graph'];
  assert.ok(Array.isArray(graph));
  return graph.flatMap((n) => [].concat(n['@type']));
}

function checkCommon(path, html, { article = false } = {}) {
  const h = readHead(html);
  assert.ok(h.title.length > 10, `${path}: title`);
  assert.equal(h.meta('description').length, 1, `${path}: one description`);
  assert.ok(h.meta('description')[0].length > 40, `${path}: description text`);
  const canonical = h.links.find((l) => l.rel === 'canonical')?.href;
  assert.ok(canonical?.startsWith(ORIGIN), `${path}: absolute canonical`);
  assert.equal(h.meta('og:type')[0], article ? 'article' : 'website');
  assert.equal(h.meta('og:url')[0], canonical);
  assert.equal(h.meta('og:title')[0], h.title);
  assert.ok(h.meta('og:image')[0].startsWith(`${ORIGIN}/og/`));
  assert.equal(h.meta('og:image:width')[0], '1200');
  assert.equal(h.meta('og:image:height')[0], '630');
  assert.ok(h.meta('og:image:alt')[0]);
  assert.equal(h.meta('twitter:card')[0], 'summary_large_image');
  assert.ok(/<h1[\s>]/.test(html), `${path}: h1 in the raw HTML`);
  const types = graphTypes(h.jsonLd);
  assert.ok(types.includes('Organization') && types.includes('LocalBusiness') && types.includes('WebSite'), `${path}: org graph`);
  const org = h.jsonLd[0]['@graph'].find((n) => [].concat(n['@type']).includes('LocalBusiness'));
  assert.equal(org.telephone, SITE.phoneE164);
  assert.equal(org.email, SITE.email);
  assert.ok(org.areaServed.some((a) => /Marion County/.test(a.name)));
  return { h, types, canonical };
}

test('every static route answers complete HTML with its own title', async () => {
  const titles = new Set();
  for (const route of STATIC_ROUTES) {
    const { res, text } = await get(route.path);
    assert.equal(res.status, 200, route.path);
    const { h, types, canonical } = checkCommon(route.path, text);
    assert.equal(h.title, route.title);
    assert.equal(canonical, ORIGIN + route.path);
    assert.ok(!titles.has(h.title), `duplicate title ${h.title}`);
    titles.add(h.title);
    assert.equal(h.meta('robots')[0], route.indexable ? 'index,follow' : 'noindex,follow');
    if (route.page === 'home') assert.ok(types.includes('FAQPage'));
    if (route.page === 'service' || route.page === 'industry') {
      assert.ok(types.includes('Service'));
      assert.ok(types.includes('BreadcrumbList'));
    }
    if (route.page === 'insights') assert.ok(h.links.some((l) => l.rel === 'alternate' && l.type === 'application/rss+xml'));
  }
});

test('home FAQPage carries the three questions shown on the page', async () => {
  const { text } = await get('/');
  const faq = readHead(text).jsonLd[0]['@graph'].find((n) => n['@type'] === 'FAQPage');
  assert.equal(faq.mainEntity.length, 3);
  for (const q of faq.mainEntity) assert.ok(text.includes(q.name.replace(/'/g, '&#x27;')) || text.includes(q.name), q.name);
});

test('every post answers a complete article page', async () => {
  const res = await fetch(new URL('/rest/v1/blog_posts?select=slug,title,tags,category,updated_at,date_published', BASE_URL));
  const posts = await res.json();
  assert.ok(posts.length >= 8);
  for (const post of posts) {
    const path = `/insights/${post.slug}`;
    const { res: page, text } = await get(path);
    assert.equal(page.status, 200, path);
    const { h, types } = checkCommon(path, text, { article: true });
    assert.ok(types.includes('BlogPosting') && types.includes('BreadcrumbList'));
    const posting = h.jsonLd[0]['@graph'].find((n) => n['@type'] === 'BlogPosting');
    assert.equal(posting.headline, post.title.slice(0, 110));
    assert.equal(posting.datePublished, post.date_published);
    assert.equal(posting.dateModified, post.updated_at);
    assert.equal(posting.articleSection, post.category);
    assert.equal(posting.publisher['@id'], `${ORIGIN}/#organization`);
    assert.equal(h.meta('article:published_time')[0], post.date_published);
    assert.equal(h.meta('article:section')[0], post.category);
    assert.deepEqual(h.meta('article:tag'), post.tags);
    assert.ok(text.includes('min read'), `${path}: read time in raw HTML`);
  }
});

test('legacy paths redirect permanently, unknown paths and slugs are real 404s', async () => {
  for (const [from, to] of Object.entries(REDIRECTS)) {
    const { res } = await get(from);
    assert.equal(res.status, 301, from);
    assert.equal(new URL(res.headers.get('location'), BASE_URL).pathname, to);
  }
  for (const path of ['/no-such-page', '/insights/no-such-post', '/services/nope', '/who-we-clean/x/y']) {
    const { res, text } = await get(path);
    assert.equal(res.status, 404, path);
    assert.equal(readHead(text).meta('robots')[0], 'noindex,follow');
  }
});

test('sitemap lists exactly the indexable pages, posts and open job openings, each answering 200', async () => {
  const { res, text } = await get('/sitemap.xml');
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type'), /application\/xml/);
  const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  assert.equal(new Set(locs).size, locs.length);
  const posts = await (await fetch(new URL('/rest/v1/blog_posts?select=slug', BASE_URL))).json();
  // Open job openings, each in both languages (the staff list reads one past its last day as closed).
  const staff = { headers: { authorization: `Bearer ${SERVICE_KEY}` } };
  const { openings } = await (await fetch(new URL('/staff/api/openings?status=open', BASE_URL), staff)).json();
  const expected = [
    ...STATIC_ROUTES.filter((r) => r.indexable).map((r) => ORIGIN + r.path),
    ...posts.map((p) => `${ORIGIN}/insights/${p.slug}`),
    ...openings.flatMap((o) => [`${ORIGIN}/careers/${o.slug}`, `${ORIGIN}/es/empleos/${o.slug}`]),
  ];
  assert.deepEqual([...locs].sort(), expected.sort());
  assert.ok(!locs.some((l) => l.includes('/blog-setup')));
  for (const loc of locs) {
    const r = await fetch(new URL(new URL(loc).pathname, BASE_URL), { method: 'HEAD' });
    assert.equal(r.status, 200, loc);
  }
  assert.equal([...text.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)].length, locs.length);
});

test('robots.txt and the RSS feed are well formed', async () => {
  const robots = await get('/robots.txt');
  assert.match(robots.res.headers.get('content-type'), /text\/plain/);
  assert.match(robots.text, /Disallow: \/blog-setup/);
  assert.match(robots.text, /Disallow: \/rest\//);
  assert.match(robots.text, new RegExp(`Sitemap: ${ORIGIN}/sitemap.xml`));
  const rss = await get('/insights/rss.xml');
  assert.match(rss.res.headers.get('content-type'), /application\/rss\+xml/);
  assert.match(rss.text, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  const items = [...rss.text.matchAll(/<item>[\s\S]*?<\/item>/g)];
  assert.ok(items.length >= 8 && items.length <= 20);
  for (const [item] of items) assert.match(item, /<title>[^<]+<\/title>[\s\S]*<link>https:\/\/[^<]+<\/link>[\s\S]*<pubDate>[^<]+<\/pubDate>/);
});

test('an article og:image answers a PNG', async () => {
  const { text } = await get('/insights/regular-floor-care');
  const image = readHead(text).meta('og:image')[0];
  const res = await fetch(new URL(new URL(image).pathname, BASE_URL));
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'image/png');
  const bytes = new Uint8Array(await res.arrayBuffer());
  assert.deepEqual([...bytes.slice(1, 4)], [0x50, 0x4e, 0x47]);
});

test('a title with hostile characters is escaped in every head tag', async () => {
  const title = `Quotes " and 'apostrophes' <script>alert(1)</script> & emoji 🧽`;
  const slug = `hostile-title-${Date.now()}`;
  const res = await fetch(new URL('/rest/v1/blog_posts', BASE_URL), {
    method: 'POST',
    headers: { authorization: `Bearer ${SERVICE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      slug,
      title,
      content: '<p>Body</p>',
      excerpt: `Excerpt "${title}"`,
      category: 'Industry Insights',
      author: SITE.name,
      tags: ['a"b', '<tag>'],
    }),
  });
  assert.equal(res.status, 201);
  const { text } = await get(`/insights/${slug}`);
  const head = text.slice(0, text.indexOf('</head>'));
  assert.ok(!head.includes('<script>alert(1)</script>'), 'raw script never appears in the head');
  assert.ok(!text.includes('<script>alert(1)'), 'raw script never appears anywhere');
  const h = readHead(text);
  assert.equal(h.title, `${title} | ${SITE.name}`);
  assert.equal(h.meta('og:title')[0], `${title} | ${SITE.name}`);
  assert.deepEqual(h.meta('article:tag'), ['a"b', '<tag>']);
  const posting = h.jsonLd[0]['@graph'].find((n) => n['@type'] === 'BlogPosting');
  assert.equal(posting.headline, title);
});
