/**
 * Below-the-fold blocks skip rendering in the first frame (content-visibility, styles/app.css)
 * and are rendered in idle time after load (lib/render-blocks.ts); anchor jumps still land on
 * their section at its real position.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, blocksRendered, launchBrowser, openPage, reachIsland, VIEWPORTS } from './browser.mjs';
import { hydrated } from './marketing-support.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Whether the first match of each selector is rendered now (not skipped by content-visibility). */
const renderedNow = (page, selectors) =>
  page.evaluate((sels) => sels.map((sel) => document.querySelector(sel).checkVisibility({ contentVisibilityAuto: true })), selectors);

test('the first frame renders the first screen; every later block is rendered after load', async () => {
  const noJs = await browser.newContext({ viewport: VIEWPORTS.mobile, javaScriptEnabled: false, baseURL: BASE_URL });
  const raw = await noJs.newPage();
  await raw.goto('/', { waitUntil: 'load' });
  assert.deepEqual(await renderedNow(raw, ['#hero-title']), [true], 'the hero heading is rendered');
  assert.deepEqual(await renderedNow(raw, ['#site-footer h2', '#faq-title']), [false, false], 'the footer and FAQ wait until scrolled near');
  assert.equal(await raw.locator('#site-footer').evaluate((el) => getComputedStyle(el).contentVisibility), 'auto');
  await noJs.close();

  const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile });
  await page.goto('/', { waitUntil: 'load' });
  await hydrated(page);
  await blocksRendered(page);
  assert.deepEqual(await renderedNow(page, ['#site-footer h2', '#faq-title']), [true, true]);
  assert.equal(await page.locator('#site-footer').evaluate((el) => getComputedStyle(el).contentVisibility), 'visible');
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'rendering the blocks does not scroll the page');
  assert.deepEqual(errors, []);
  await context.close();
});

/** The section's top relative to the viewport, once the page has settled. */
async function settledTop(page, selector) {
  await blocksRendered(page);
  await page.waitForTimeout(600); // a smooth scroll finishes
  return page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
}

test('a deep link and an in-app anchor link land on their section', async () => {
  const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile });
  await page.goto('/#faq', { waitUntil: 'load' });
  await hydrated(page);
  const top = await settledTop(page, '#faq');
  // Its scroll margin (6rem) keeps it clear of the sticky header.
  assert.ok(top > 40 && top < 140, `#faq starts near the top of the screen (top ${top})`);

  await page.goto('/about', { waitUntil: 'load' });
  await hydrated(page);
  // The footer is an island: scrolled to, its links move in the app (before that they load the page whole).
  await reachIsland(page, 'site-footer');
  await page.locator('#site-footer').getByRole('link', { name: 'Contact', exact: true }).click();
  await page.waitForURL('**/#contact');
  const contactTop = await settledTop(page, '#contact');
  assert.ok(contactTop > 40 && contactTop < 140, `#contact starts near the top of the screen (top ${contactTop})`);
  assert.deepEqual(errors, []);
  await context.close();
});
