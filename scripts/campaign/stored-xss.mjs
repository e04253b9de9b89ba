/**
 * Campaign 2, stored XSS: every payload of xss-payloads.mjs is written with
 * the staff key into a post's title, excerpt, content, tags, featured image,
 * author, SEO fields and (for some) category; then every page that shows
 * those fields is opened in Chromium, by direct load and by client-side
 * navigation. Passes when no dialog opens, no payload runs (window.__xss),
 * no Content-Security-Policy violation is reported, no dangerous element or
 * attribute reaches the DOM, stored text reads back literally, and the raw
 * HTML/XML never carries a payload unescaped. The posts are deleted at the
 * end and the table must be as it was.
 */
import { launchBrowser } from '../../tests/e2e/browser.mjs';
import { allPosts, Findings, pool, request, staffJson, tableFingerprint, TABLE, campaignResult } from './http.mjs';
import { XSS_PAYLOADS } from './xss-payloads.mjs';

const SLUG_PREFIX = 'xss-campaign-';
const PER_PAGE = 12;
/** Pages open at once in the browser. */
const PAGE_CONCURRENCY = 4;

/** In every document before any of its scripts: count CSP violations and give payloads a global to trip. */
export const INIT_SCRIPT = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push(e.violatedDirective + ' ' + (e.blockedURI || 'inline') + ' ' + (e.sample || ''));
  });
`;

/** Runs in the page: elements and attributes that must never come from stored content. */
export function scanDom() {
  const found = [];
  const html = 'http://www.w3.org/1999/xhtml';
  const all = document.getElementsByTagName('*');
  for (const el of all) {
    const tag = el.localName.toLowerCase();
    if (tag === 'script') {
      const type = (el.getAttribute('type') || '').toLowerCase();
      const ours = (el.namespaceURI === html && el.src && new URL(el.src).origin === location.origin && new URL(el.src).pathname.startsWith('/assets/')) || type === 'application/json' || type === 'application/ld+json';
      if (!ours) found.push(`script: ${el.outerHTML.slice(0, 120)}`);
    }
    // The site has no frames, objects or <style> of its own (embeds are off here); its forms are React's, never in content.
    // Chromium's XML viewer styles a feed with its own <style>; that one is the browser's, not ours.
    if (tag === 'style' && el.id === 'xml-viewer-style' && document.contentType !== 'text/html') continue;
    if (['iframe', 'frame', 'object', 'embed', 'base', 'applet', 'style'].includes(tag)) found.push(`${tag}: ${el.outerHTML.slice(0, 120)}`);
    if (tag === 'form' && (el.closest('.prose-article') || /xss|javascript:/i.test(el.outerHTML))) found.push(`form: ${el.outerHTML.slice(0, 120)}`);
    if (tag === 'meta' && el.getAttribute('http-equiv')) found.push(`meta http-equiv: ${el.outerHTML.slice(0, 120)}`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'srcdoc' || name === 'formaction') found.push(`${tag}[${name}]`);
      if (['href', 'src', 'action', 'data', 'background', 'poster', 'xlink:href'].includes(name) && /^(javascript|vbscript|data:text\/html)/.test(value)) {
        found.push(`${tag}[${name}=${attr.value.slice(0, 60)}]`);
      }
    }
  }
  return {
    injected: found,
    xss: window.__xss ?? null,
    csp: window.__cspViolations ?? [],
    parserError: document.getElementsByTagName('parsererror').length > 0,
    text: (document.body ?? document.documentElement).innerText ?? '',
    h1: document.querySelector('h1')?.textContent ?? null,
  };
}

const squash = (s) => s.replace(/\s+/g, ' ').trim();

/** The post written for payload n: the payload in every text field a page or feed shows. */
function makePost(payload, n, category) {
  const clip = (s, max) => (s.length > max ? s.slice(0, max) : s);
  const minute = String(n % 60).padStart(2, '0');
  return {
    slug: `${SLUG_PREFIX}${n}`,
    title: clip(`XSS ${n}: ${payload}`, 300),
    excerpt: clip(payload, 2000),
    content: `<p>Payload ${n} follows.</p>${payload}<p>${payload}</p>`,
    // Every fifth post carries the payload as its category too (shown on cards, in the filter, in feeds).
    category: n % 5 === 0 ? clip(payload, 100) : category,
    // Newest first on /insights: these fill the first pages.
    date_published: `2031-01-${String(1 + Math.floor(n / 60)).padStart(2, '0')}T09:${minute}:00.000Z`,
    featured_image: clip(payload, 2048),
    seo_title: clip(payload, 300),
    seo_description: clip(payload, 1000),
    tags: [clip(payload, 100), `xss-${n}`],
    author: clip(payload, 200),
  };
}

export async function runStoredXss({ baseUrl, quick = false, log = () => {} }) {
  const started = Date.now();
  const findings = new Findings(8);
  const before = await tableFingerprint(baseUrl);
  // Related posts: same category first, so a real article in this category lists payload posts.
  const host = before.rows.find((r) => r.slug === 'power-washing-improves-property-value') ?? before.rows[0];
  const category = host.category;
  let requests = 0;

  // 1. Write the payloads, one post each, so one refusal does not take others with it.
  const inserted = [];
  const refused = [];
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    const post = makePost(payload, i + 1, category);
    const res = await request(baseUrl, {
      method: 'POST',
      path: `${TABLE}?select=id,slug,title,excerpt,category,tags,author,featured_image,content`,
      headers: { authorization: 'Bearer local-dev-service-key', 'cf-connecting-ip': '198.51.100.7', 'content-type': 'application/json', prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
      body: JSON.stringify(post),
    });
    requests++;
    if (res.status === 201) inserted.push({ payload, post, stored: JSON.parse(res.body) });
    else if (res.status >= 400 && res.status < 500) refused.push({ n: i + 1, status: res.status, error: JSON.parse(res.body).message });
    else findings.add('insert failed', { n: i + 1, status: res.status, body: res.body.slice(0, 200) });
  }
  log(`  stored xss: ${inserted.length} posts written, ${refused.length} refused by validation`);
  for (const { post, stored } of inserted) {
    for (const field of ['title', 'excerpt', 'author', 'category', 'featured_image']) {
      if (stored[field] !== post[field]) findings.add('stored text altered', { slug: post.slug, field, sent: post[field], stored: stored[field] });
    }
  }

  // 2. Every page that shows them.
  const total = (await allPosts(baseUrl)).length;
  const pages = [{ url: '/', expect: [] }];
  const byDate = [...inserted].sort((a, b) => b.post.date_published.localeCompare(a.post.date_published));
  for (let p = 1; p <= Math.ceil(total / PER_PAGE); p++) {
    pages.push({ url: p === 1 ? '/insights' : `/insights?page=${p}`, expect: byDate.slice((p - 1) * PER_PAGE, p * PER_PAGE) });
  }
  const inCategory = byDate.filter((x) => x.post.category === category);
  pages.push({ url: `/insights?category=${encodeURIComponent(category)}`, expect: inCategory.slice(0, PER_PAGE) });
  for (const x of byDate.filter((y) => y.post.category !== category).slice(0, 6)) {
    pages.push({ url: `/insights?category=${encodeURIComponent(x.post.category)}`, expect: [x] });
  }
  // --quick opens every fourth article; the full run opens them all.
  for (const x of inserted.filter((_, i) => !quick || i % 4 === 0)) pages.push({ url: `/insights/${x.post.slug}`, expect: [], article: x });
  pages.push({ url: `/insights/${host.slug}`, expect: [], related: true });
  pages.push({ url: '/sitemap.xml', expect: [], xml: true });
  pages.push({ url: '/insights/rss.xml', expect: [], xml: true });

  const browser = await launchBrowser();
  let dialogs = 0;
  let pagesLoaded = 0;
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(INIT_SCRIPT);

    const open = async (url, entry) => {
      const page = await context.newPage();
      const state = { dialogs: [], console: [] };
      page.on('dialog', (d) => {
        state.dialogs.push(d.message());
        d.dismiss().catch(() => {});
      });
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) state.console.push(m.text().slice(0, 200));
      });
      const res = await page.goto(url, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
      pagesLoaded++;
      return { page, state, status: res?.status() ?? 0, entry };
    };

    const check = async ({ page, state, status, entry }, label) => {
      const dom = await page.evaluate(scanDom);
      dialogs += state.dialogs.length;
      const where = label ?? entry.url;
      if (status >= 500 || status === 0) findings.add('page status', { url: where, status });
      if (state.dialogs.length) findings.add('dialog', { url: where, dialogs: state.dialogs });
      if (dom.xss !== null) findings.add('script ran', { url: where, __xss: dom.xss });
      for (const v of [...new Set([...state.console, ...dom.csp])]) {
        // The XML viewer's own stylesheet trips the feeds' default-src 'none'; scripts would not.
        if (entry.xml && /inline style|^style-src/.test(v)) continue;
        findings.add('CSP violation', { url: where, violation: v });
      }
      for (const el of dom.injected) findings.add('injected element', { url: where, element: el });
      if (entry.xml && dom.parserError) findings.add('feed not well-formed', { url: where });
      const text = squash(dom.text);
      for (const x of entry.expect ?? []) {
        if (!text.includes(squash(x.post.title))) findings.add('title not shown literally', { url: where, slug: x.post.slug, title: x.post.title });
        if (x.post.excerpt.trim() && !text.includes(squash(x.post.excerpt).slice(0, 60))) findings.add('excerpt not shown literally', { url: where, slug: x.post.slug });
      }
      if (entry.article && squash(dom.h1 ?? '') !== squash(entry.article.post.title)) {
        findings.add('title not shown literally', { url: where, h1: dom.h1, title: entry.article.post.title });
      }
      if (entry.related && !byDate.some((x) => text.includes(squash(x.post.title)))) findings.add('related posts missing', { url: where });
      await page.close();
    };

    await pool(pages, PAGE_CONCURRENCY, async (entry) => {
      await check(await open(entry.url, entry));
      // The raw bytes too: a payload with markup must never appear verbatim in what the server sent.
      const raw = await request(baseUrl, { path: entry.url });
      requests++;
      for (const x of inserted) {
        if (/[<>]/.test(x.payload) && raw.body.includes(x.payload)) findings.add('unescaped in HTML', { url: entry.url, slug: x.post.slug });
      }
    });

    // Client-side navigation: the SPA renders from API data, not the server's HTML.
    const nav = await open('/insights', { url: '/insights (client navigation)' });
    const slugs = byDate.slice(0, 4).map((x) => x.post.slug);
    for (const slug of slugs) {
      await nav.page.click(`a[href="/insights/${slug}"]`);
      await nav.page.waitForURL(`**/insights/${slug}`);
      const x = inserted.find((y) => y.post.slug === slug);
      // The article renders from API data once it arrives; its h1 must then read exactly as stored.
      const shown = await nav.page
        .waitForFunction((t) => (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim() === t, squash(x.post.title), { timeout: 10_000 })
        .then(() => true, () => false);
      await nav.page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
      const dom = await nav.page.evaluate(scanDom);
      if (!shown) findings.add('title not shown literally', { url: `client nav -> ${slug}`, h1: dom.h1 });
      for (const el of dom.injected) findings.add('injected element', { url: `client nav -> ${slug}`, element: el });
      if (dom.xss !== null) findings.add('script ran', { url: `client nav -> ${slug}` });
      await nav.page.goBack();
      await nav.page.locator(`a[href="/insights/${slugs[0]}"]`).first().waitFor();
    }
    await check(nav, 'client navigation');
    await context.close();
  } finally {
    await browser.close();
  }

  // 3. Clean up: delete what was written; the table must be exactly as before.
  await staffJson(baseUrl, 'DELETE', `${TABLE}?slug=like.${SLUG_PREFIX}*`);
  requests++;
  const after = await tableFingerprint(baseUrl);
  const restored = after.hash === before.hash;
  if (!restored) findings.add('cleanup incomplete', { before: before.count, after: after.count });
  return campaignResult({
    name: 'Stored XSS',
    requests: requests + pagesLoaded,
    fiveXX: findings.counts['page status'] ?? 0,
    findings,
    started,
    rowsChanged: restored ? 0 : Math.abs(after.count - before.count) || 1,
    dialogs,
    details: {
      payloads: XSS_PAYLOADS.length,
      postsWritten: inserted.length,
      refusedOnWrite: refused,
      pagesLoaded,
      pagesChecked: pages.map((p) => p.url),
      findings: findings.toJSON(),
    },
  });
}
