/**
 * The XSS corpus (scripts/campaign/xss-payloads.mjs) through the real render path in Chromium
 * (docs/decisions.md D5). Every payload is written with the staff key, many per post, into every
 * field a page or feed shows; then the article pages are opened as the edge renders them, a
 * sample by client-side navigation (rendered in the browser from the API's data), the /insights
 * list pages and the RSS feed. Nothing may run (no dialog, no window.__xss, no CSP violation),
 * no element or attribute stored content must not produce may reach the DOM, nothing may be
 * clobbered, and the raw HTML may never carry a markup payload verbatim. The posts are deleted
 * afterwards. The page checks are the stored-XSS campaign's (scripts/campaign/xss-probe.mjs).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pool } from '../../scripts/campaign/http.mjs';
import { XSS_PAYLOADS } from '../../scripts/campaign/xss-payloads.mjs';
import {
  filterableCategory,
  groupPayloads,
  INIT_SCRIPT,
  openWatched,
  pageFindings,
  payloadPost,
  SCAN_OPTIONS,
  scanDom,
  squash,
} from '../../scripts/campaign/xss-probe.mjs';
import { BASE_URL, launchBrowser } from './browser.mjs';
import { api, deletePosts, insertPosts, RUN_ID } from './blog-support.mjs';

const SLUG_PREFIX = `xss-corpus-${RUN_ID}-`;
const CATEGORY = `XSS Corpus ${RUN_ID}`;
const PER_POST = 16;
const PER_PAGE = 12;
/** Pages open at once in the browser. */
const PAGE_CONCURRENCY = 4;
/** Articles opened by client-side navigation from /insights. */
const CLIENT_SAMPLE = 4;

// The API refuses NUL characters outright (a 400 before anything is stored), so those payloads
// cannot reach a page; tests/unit/sanitize-corpus.test.ts covers them on the sanitizer alone.
const PAYLOADS = XSS_PAYLOADS.filter((p) => !p.includes('\u0000'));
const POSTS = groupPayloads(PAYLOADS, PER_POST).map((payloads, i) => ({
  payloads,
  // Every fifth post carries a payload as its category too (cards, the filter, the feed).
  post: payloadPost(payloads, { slug: `${SLUG_PREFIX}${i + 1}`, n: i + 1, category: CATEGORY, payloadCategory: i % 5 === 4 }),
}));
/** Newest first, as /insights lists them. */
const BY_DATE = [...POSTS].sort((a, b) => b.post.date_published.localeCompare(a.post.date_published));

let browser;
before(async () => {
  // The API takes at most 50 rows per request.
  for (let i = 0; i < POSTS.length; i += 50) await insertPosts(POSTS.slice(i, i + 50).map((x) => x.post));
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await deletePosts(`slug=like.${SLUG_PREFIX}*`);
});

/** Opens a page, scans it, closes it; returns its findings as readable lines. */
async function visit(context, url, { xml = false, h1 = null } = {}) {
  const { page, state, status } = await openWatched(context, url);
  try {
    const dom = await page.evaluate(scanDom, SCAN_OPTIONS);
    const found = pageFindings(dom, state, { where: url, xml }).map(([kind, detail]) => `${kind}: ${JSON.stringify(detail)}`);
    if (status !== 200) found.push(`status ${status}: ${url}`);
    if (h1 !== null && squash(dom.h1 ?? '') !== squash(h1)) found.push(`title not shown literally: ${url}: ${JSON.stringify(dom.h1)}`);
    return found;
  } finally {
    await page.close();
  }
}

/** The server's bytes: a payload with markup must never appear in them as written. */
async function rawFindings(url) {
  const body = await (await api(url)).text();
  return PAYLOADS.filter((p) => /[<>]/.test(p) && body.includes(p)).map((p) => `unescaped in ${url}: ${p.slice(0, 80)}`);
}

test(`${XSS_PAYLOADS.length} XSS vectors render inert on article pages, the list and the feed`, { timeout: 240_000 }, async () => {
  // These posts are the newest, so they fill the first list pages.
  const listPages = Math.ceil(POSTS.length / PER_PAGE);
  const visits = [
    ...POSTS.map(({ post }) => ({ url: `/insights/${post.slug}`, h1: post.title })),
    ...Array.from({ length: listPages }, (_, i) => ({ url: i === 0 ? '/insights' : `/insights?page=${i + 1}` })),
    // Payloads as the category filter, where the filter can take them.
    ...POSTS.filter((x) => x.post.category !== CATEGORY && filterableCategory(x.post.category)).map((x) => ({
      url: `/insights?category=${encodeURIComponent(x.post.category)}`,
    })),
    { url: '/insights/rss.xml', xml: true },
  ];

  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(INIT_SCRIPT);
  const findings = (
    await pool(visits, PAGE_CONCURRENCY, async ({ url, xml, h1 }) => [...(await visit(context, url, { xml, h1 })), ...(await rawFindings(url))])
  ).flat();

  // Client-side navigation: the browser fetches the post from the API and sanitizes it itself.
  const { page, state } = await openWatched(context, '/insights');
  for (const { post } of BY_DATE.slice(0, CLIENT_SAMPLE)) {
    const where = `client navigation to /insights/${post.slug}`;
    await page.click(`a[href="/insights/${post.slug}"]`);
    await page.waitForURL(`**/insights/${post.slug}`);
    const shown = await page
      .waitForFunction((t) => (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim() === t, squash(post.title), { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    await page.locator('.prose-article').waitFor();
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
    const dom = await page.evaluate(scanDom, SCAN_OPTIONS);
    if (!shown) findings.push(`title not shown literally: ${where}: ${JSON.stringify(dom.h1)}`);
    findings.push(...pageFindings(dom, state, { where }).map(([kind, detail]) => `${kind}: ${JSON.stringify(detail)}`));
    // One document throughout: report each dialog and violation once.
    state.dialogs.length = 0;
    state.console.length = 0;
    await page.evaluate(() => {
      window.__cspViolations.length = 0;
    });
    await page.goBack();
    await page.locator(`a[href="/insights/${post.slug}"]`).first().waitFor();
  }
  await context.close();

  assert.deepEqual(findings, [], `${findings.length} findings:\n${findings.join('\n')}`);
});
