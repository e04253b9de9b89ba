/**
 * Stored script payloads render inert (docs/decisions.md D5). A post is inserted with
 * markup in every text field; its body is then overwritten in D1 directly with
 * raw payloads (the API would have cleaned them), so the page is tested with
 * whatever could be in the database: rendered at the edge, and fetched by the
 * browser on a client-side navigation. Nothing may run, and no handler,
 * javascript: URL or foreign element may reach the DOM.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, openPage, VIEWPORTS } from './browser.mjs';
import { api, deletePosts, executeSql, getPost, insertPosts, makePost, ready, RUN_ID, sleep, sqlText, STATE_DIR } from './blog-support.mjs';

const SLUG = `e2e-inert-${RUN_ID}`;
const CATEGORY = `Safety Check ${RUN_ID}`;
const TITLE = `Inert check </script><script>window.__pwned='title'</script><img src=x onerror="window.__pwned='title-img'">`;
const TAG = `<script>window.__pwned='tag'</script>`;

/** Every classic way to smuggle script into HTML, as a database row might hold it. */
const RAW_BODY = [
  '<p>Intro paragraph of the inert check.</p>',
  "<script>window.__pwned='script'</script>",
  `<p><img src="/images/blog/regular-floor-care.svg" alt="Floor" onerror="window.__pwned='onerror'" onload="window.__pwned='onload'"></p>`,
  `<p><a href="javascript:window.__pwned='href'">Plain link</a> and <a href="JaVaScRiPt&colon;window.__pwned='entity'">encoded link</a> and <a href=" &#x6A;avascript:window.__pwned='hex'">hex link</a></p>`,
  "<svg><script>window.__pwned='svg'</script><animate onbegin=\"window.__pwned='animate'\" attributeName=x dur=1s></animate></svg>",
  `<iframe srcdoc="<script>parent.__pwned='iframe'</script>"></iframe>`,
  `<div style="background:url(javascript:window.__pwned='css')" onclick="window.__pwned='click'">Styled block</div>`,
  `<form action="javascript:window.__pwned='form'"><button formaction="javascript:window.__pwned='formaction'">Send</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned='mxss'"></style></mglyph></table></mtext></math>`,
  `<object data="javascript:window.__pwned='object'"></object><embed src="javascript:window.__pwned='embed'">`,
  `<meta http-equiv="refresh" content="0;url=javascript:window.__pwned='meta'"><base href="javascript:/">`,
  `<p onmouseover="window.__pwned='hover'">Closing paragraph with <span class="keyword-highlight">kept text</span>.</p>`,
].join('\n\n');

/** Elements an article body may never contain. */
const FOREIGN = ['script', 'iframe', 'svg', 'math', 'form', 'button', 'style', 'object', 'embed', 'meta', 'base', 'div', 'span'];

let browser;
before(async () => {
  browser = await launchBrowser();
  await insertPosts([
    makePost({
      slug: SLUG,
      title: TITLE,
      content: RAW_BODY,
      excerpt: `Excerpt <img src=x onerror="window.__pwned='excerpt'">`,
      category: CATEGORY,
      featured_image: "javascript:window.__pwned='image'",
      seo_title: `SEO "><script>window.__pwned='seo'</script>`,
      seo_description: `</title><script>window.__pwned='description'</script>`,
      tags: [TAG, 'Safety'],
    }),
  ]);
});
after(async () => {
  await browser?.close();
  await deletePosts(`slug=eq.${SLUG}`);
});

test('the API stores what staff wrote, byte for byte', async () => {
  const stored = await getPost(SLUG);
  // Article HTML is sanitized where it is shown (the tests below), not on the way in.
  assert.equal(stored.content, RAW_BODY);
  // Other fields are text, kept exactly as given; the page must escape them.
  assert.equal(stored.title, TITLE);
});

/** What the DOM holds that could run or should not be there. */
function inspect(page) {
  return page.evaluate((foreign) => {
    const body = document.querySelector('.prose-article');
    const all = [...document.querySelectorAll('*')];
    const urlAttrs = ['href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'xlink:href'];
    return {
      pwned: window.__pwned ?? null,
      handlers: all.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`)),
      scriptUrls: all.flatMap((el) => urlAttrs.filter((n) => /^\s*javascript:/i.test(el.getAttribute(n) ?? '')).map((n) => `${el.tagName}[${n}]`)),
      inlineScripts: [...document.scripts].filter((s) => !s.src && !/json/.test(s.type)).map((s) => s.outerHTML.slice(0, 80)),
      foreignInBody: foreign.filter((tag) => body?.querySelector(tag)),
      styledInBody: body?.querySelectorAll('[style]').length ?? -1,
      bodyText: body?.textContent ?? '',
    };
  }, FOREIGN);
}

async function expectInert(page, dialogs) {
  const report = await inspect(page);
  assert.equal(report.pwned, null);
  assert.deepEqual(report.handlers, []);
  assert.deepEqual(report.scriptUrls, []);
  assert.deepEqual(report.inlineScripts, []);
  assert.deepEqual(report.foreignInBody, []);
  assert.equal(report.styledInBody, 0);
  // The words survive as text.
  assert.match(report.bodyText, /Intro paragraph of the inert check\./);
  assert.match(report.bodyText, /Closing paragraph with kept text\./);
  // The title and tags show their markup as text.
  assert.equal((await page.locator('h1').textContent()).trim(), TITLE);
  await page.locator('section[aria-labelledby="article-tags"] li', { hasText: TAG }).waitFor();
  // Hover and click everything a payload could hide behind.
  for (const name of ['Plain link', 'encoded link', 'hex link', 'Styled block', 'Closing paragraph']) {
    const el = page.locator('.prose-article').getByText(name).first();
    await el.hover();
    await el.click();
  }
  await sleep(300);
  assert.equal(await page.evaluate(() => window.__pwned ?? null), null);
  assert.deepEqual(dialogs, []);
}

test('raw payloads in the database render inert at the edge and after hydration', {
  skip: !STATE_DIR && 'needs the server started by the e2e global setup',
}, async () => {
  await executeSql(`UPDATE blog_posts SET content = ${sqlText(RAW_BODY)} WHERE slug = ${sqlText(SLUG)}`);
  assert.match((await getPost(SLUG)).content, /<script>window\.__pwned='script'<\/script>/, 'the database now holds the raw payloads');

  // The first HTML: only the app's own scripts and JSON data blocks.
  const html = await (await api(`/insights/${SLUG}`)).text();
  const scriptTags = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]);
  assert.ok(scriptTags.length > 0);
  for (const attrs of scriptTags) assert.match(attrs, /type="application\/(ld\+)?json"|\bsrc="\/assets\//, attrs);
  assert.doesNotMatch(html, /window\.__pwned='(script|svg|iframe|onerror|href|entity|hex|click|form|mxss)'/);

  const { page, context, errors } = await openPage(browser);
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  const res = await page.goto(`/insights/${SLUG}`);
  assert.equal(res.status(), 200);
  await ready(page);
  assert.equal(await page.title(), `SEO "><script>window.__pwned='seo'</script> | Oakbright Facility Services`);
  // A javascript: featured image is not used; the placeholder stands in.
  assert.equal(await page.locator('article img[src^="javascript" i]').count(), 0);
  await expectInert(page, dialogs);
  // A CSP report would mean something tried to run and was only stopped by the policy.
  assert.deepEqual(errors, []);
  await context.close();
});

test('the same post fetched by the browser on a client-side navigation is inert too', async () => {
  const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile });
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  await page.goto(`/insights?category=${encodeURIComponent(CATEGORY)}`);
  await ready(page);
  const card = page.locator('main article').first();
  assert.equal((await card.locator('h3').textContent()).trim(), TITLE);
  await card.click();
  await page.waitForURL(`**/insights/${SLUG}`);
  await page.locator('.prose-article').waitFor();
  await expectInert(page, dialogs);
  assert.deepEqual(errors, []);
  await context.close();
});
