/**
 * Pagination: 12 per page, newest first, crawlable links. Inserts 13 posts in a
 * category of its own (posts cannot be deleted), dated before every real post.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, openPage } from './browser.mjs';
import { api, countPosts, deletePosts, insertPosts, makePost, ready, RUN_ID } from './blog-support.mjs';

const CATEGORY = `Pagination Check ${RUN_ID}`;
const ENCODED = encodeURIComponent(CATEGORY);
const posts = Array.from({ length: 13 }, (_, i) =>
  makePost({
    slug: `e2e-page-${RUN_ID}-${i + 1}`,
    title: `Pagination check post ${String(i + 1).padStart(2, '0')} (${RUN_ID})`,
    category: CATEGORY,
    date_published: `2019-02-${String(i + 1).padStart(2, '0')}T09:00:00.000Z`,
  }),
);
// Newest first: post 13 leads page 1, post 1 is alone on page 2.
const newestFirst = [...posts].reverse().map((p) => p.title);

let browser;
before(async () => {
  browser = await launchBrowser();
  await insertPosts(posts);
});
after(async () => {
  await browser?.close();
  await deletePosts(`slug=like.e2e-page-${RUN_ID}-*`);
});

test('the first page shows 12 posts and real links to page 2', async () => {
  assert.equal(await countPosts(`category=eq.${ENCODED}`), 13);
  const html = await (await api(`/insights?category=${ENCODED}`)).text();
  assert.ok(html.includes(`href="/insights?page=2&amp;category=${ENCODED}"`), 'page 2 is a crawlable link in the first HTML');

  const { page, context, errors } = await openPage(browser);
  await page.goto(`/insights?category=${ENCODED}`);
  await ready(page);
  assert.deepEqual(await page.locator('main article h3').allTextContents(), newestFirst.slice(0, 12));
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByText('Page 1 of 2').waitFor();
  assert.equal(await pager.locator('[aria-current="page"]').textContent(), 'Page 1');
  assert.equal(await pager.getByRole('link', { name: 'Page 2' }).getAttribute('href'), `/insights?page=2&category=${ENCODED}`);
  assert.equal(await pager.getByRole('link', { name: /Previous/ }).count(), 0);

  await pager.getByRole('link', { name: /Next/ }).click();
  await page.waitForURL(`**/insights?page=2&category=${ENCODED}`);
  await page.getByText('Page 2 of 2').waitFor();
  await page.locator('main article h3', { hasText: newestFirst[12] }).waitFor();
  assert.deepEqual(await page.locator('main article h3').allTextContents(), [newestFirst[12]]);

  await page.goBack();
  await page.getByText('Page 1 of 2').waitFor();
  await page.locator('main article h3', { hasText: newestFirst[0] }).waitFor();
  assert.equal(await page.locator('main article').count(), 12);
  assert.deepEqual(errors, []);
  await context.close();
});

test('page 2 renders at the edge with a link back, and an out-of-range page says so', async () => {
  const { page, context, errors } = await openPage(browser);
  const res = await page.goto(`/insights?page=2&category=${ENCODED}`);
  assert.equal(res.status(), 200);
  assert.deepEqual(await page.locator('main article h3').allTextContents(), [newestFirst[12]]);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  assert.equal(await pager.getByRole('link', { name: /Previous/ }).getAttribute('href'), `/insights?category=${ENCODED}`);
  assert.equal(await pager.getByRole('link', { name: /Next/ }).count(), 0);

  await page.goto(`/insights?page=9&category=${ENCODED}`);
  await page.getByRole('heading', { name: 'No posts found' }).waitFor();
  await page.getByRole('link', { name: 'Go to the first page' }).waitFor();
  await ready(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the unfiltered list paginates across all posts', async () => {
  const total = await countPosts();
  assert.ok(total > 12);
  const { page, context, errors } = await openPage(browser);
  await page.goto('/insights');
  await ready(page);
  const pages = Math.ceil(total / 12);
  await page.getByText(`Page 1 of ${pages}`).waitFor();
  assert.equal(await page.locator('main article').count(), 12);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await page.waitForURL('**/insights?page=2');
  await page.getByText(`Page 2 of ${pages}`).waitFor();
  assert.equal(await page.locator('main article').count(), Math.min(12, total - 12));
  assert.deepEqual(errors, []);
  await context.close();
});
