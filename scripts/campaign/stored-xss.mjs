/**
 * Campaign 2, stored XSS: every payload of xss-payloads.mjs is written with
 * the staff key into a post's title, excerpt, content, tags, featured image,
 * author, SEO fields and (for some) category; then every page that shows
 * those fields is opened in Chromium, by direct load and by client-side
 * navigation. Passes when no dialog opens, no payload runs (window.__xss),
 * no Content-Security-Policy violation is reported, no dangerous element or
 * attribute reaches the DOM, nothing is clobbered, stored text reads back
 * literally, and the raw HTML/XML never carries a payload unescaped. The
 * posts are deleted at the end and the table must be as it was. The post
 * builder and the in-page checks live in xss-probe.mjs, shared with
 * tests/e2e/xss-corpus.test.mjs (which writes many payloads per post).
 */
import { launchBrowser } from '../../tests/e2e/browser.mjs';
import { allPosts, Findings, pool, request, staffJson, tableFingerprint, TABLE, campaignResult } from './http.mjs';
import { XSS_PAYLOADS } from './xss-payloads.mjs';
import { filterableCategory, INIT_SCRIPT, openWatched, pageFindings, payloadPost, SCAN_OPTIONS, scanDom, squash } from './xss-probe.mjs';

const SLUG_PREFIX = 'xss-campaign-';
const PER_PAGE = 12;
/** Pages open at once in the browser. */
const PAGE_CONCURRENCY = 4;

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
    const n = i + 1;
    // Every fifth post carries the payload as its category too (shown on cards, in the filter, in feeds).
    const post = payloadPost([payload], { slug: `${SLUG_PREFIX}${n}`, n, category, payloadCategory: n % 5 === 0 });
    const res = await request(baseUrl, {
      method: 'POST',
      path: `${TABLE}?select=id,slug,title,excerpt,category,tags,author,featured_image,content`,
      headers: {
        authorization: 'Bearer local-dev-service-key',
        'cf-connecting-ip': '198.51.100.7',
        'content-type': 'application/json',
        prefer: 'return=representation',
        accept: 'application/vnd.pgrst.object+json',
      },
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
  for (const x of byDate.filter((y) => y.post.category !== category && filterableCategory(y.post.category)).slice(0, 6)) {
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
      const opened = await openWatched(context, url);
      pagesLoaded++;
      return { ...opened, entry };
    };

    const check = async ({ page, state, status, entry }, label) => {
      const dom = await page.evaluate(scanDom, SCAN_OPTIONS);
      dialogs += state.dialogs.length;
      const where = label ?? entry.url;
      if (status >= 500 || status === 0) findings.add('page status', { url: where, status });
      for (const [kind, detail] of pageFindings(dom, state, { where, xml: entry.xml })) findings.add(kind, detail);
      const text = squash(dom.text);
      for (const x of entry.expect ?? []) {
        if (!text.includes(squash(x.post.title))) findings.add('title not shown literally', { url: where, slug: x.post.slug, title: x.post.title });
        if (x.post.excerpt.trim() && !text.includes(squash(x.post.excerpt).slice(0, 60)))
          findings.add('excerpt not shown literally', { url: where, slug: x.post.slug });
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
        .then(
          () => true,
          () => false,
        );
      await nav.page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
      const dom = await nav.page.evaluate(scanDom, SCAN_OPTIONS);
      if (!shown) findings.add('title not shown literally', { url: `client nav -> ${slug}`, h1: dom.h1 });
      for (const [kind, detail] of pageFindings(dom, { dialogs: [], console: [] }, { where: `client nav -> ${slug}` })) findings.add(kind, detail);
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
