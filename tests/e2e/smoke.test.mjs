/** The harness works: the served build renders the home page and an article in Chromium. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, launchBrowser, openPage } from './browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('home page loads with its title and hydrates without errors', async () => {
  const { page, context, errors } = await openPage(browser);
  const res = await page.goto('/');
  assert.equal(res.status(), 200);
  assert.match(await page.title(), /Commercial & Office Cleaning Services in Ocala, FL/);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a sample article loads with the post title', async () => {
  const { page, context } = await openPage(browser);
  const api = await fetch(new URL('/rest/v1/blog_posts?slug=eq.regular-floor-care&select=title,seo_title', BASE_URL));
  const [post] = await api.json();
  const res = await page.goto('/insights/regular-floor-care');
  assert.equal(res.status(), 200);
  assert.equal((await page.locator('h1').first().textContent()).trim(), post.title);
  assert.equal(await page.title(), `${post.seo_title || post.title} | Oakbright Facility Services`);
  await context.close();
});
