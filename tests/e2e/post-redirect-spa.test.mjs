/**
 * A post's former slug inside the app: the Worker answers /insights/<old-slug> with a 301, but a
 * navigation within the app never asks it for the page. The article page, finding no post with
 * that slug, follows the same redirect and replaces the address with the post's current one.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, openPage } from './browser.mjs';
import { api, deletePosts, insertPosts, makePost, ready, RUN_ID, SERVICE_KEY, unexpected } from './blog-support.mjs';

const OLD = `spa-redirect-${RUN_ID}`;
const NEW = `spa-redirect-${RUN_ID}-renamed`;
const TITLE = `Renamed while public ${RUN_ID}`;

let browser;
before(async () => {
  browser = await launchBrowser();
  await insertPosts([makePost({ slug: OLD, title: TITLE })]);
});
after(async () => {
  await browser?.close();
  await deletePosts(`slug=in.(${OLD},${NEW})`);
});

async function rename(from, to) {
  const res = await api(`/rest/v1/blog_posts?slug=eq.${from}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${SERVICE_KEY}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ slug: to }),
  });
  assert.equal(res.status, 204, await res.text());
}

/** A navigation inside the app, as a link or the Back button makes it: the router hears popstate. */
function navigateInApp(page, path) {
  return page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('navigating in the app to a renamed post’s old address lands on its new address, showing the post', async () => {
  await rename(OLD, NEW);
  try {
    // What the page asks: the former slug's current one; nothing for a slug no post had.
    const moved = await api(`/api/post-redirects/${OLD}`);
    assert.equal(moved.status, 200);
    assert.deepEqual(await moved.json(), { slug: NEW });
    assert.equal((await api(`/api/post-redirects/${OLD}-never`)).status, 404);

    const { page, context, errors } = await openPage(browser);
    await page.goto('/insights');
    await ready(page);
    // Set on this document only: still there after the redirect, so the page was never reloaded.
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    await navigateInApp(page, `/insights/${OLD}?utm_source=mail`);
    await page.waitForURL((url) => url.pathname === `/insights/${NEW}`, { timeout: 10_000 });
    assert.equal(new URL(page.url()).search, '?utm_source=mail');
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor({ timeout: 10_000 });
    assert.equal(await page.getByText('Post Not Found').count(), 0);
    assert.equal(await page.evaluate(() => window.__sameDocument), true);

    // Replaced, not pushed: Back goes to the list, not to the old address.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/insights', { timeout: 10_000 });

    // A slug no post ever had is still Post Not Found.
    await navigateInApp(page, `/insights/${OLD}-never`);
    await page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor({ timeout: 10_000 });
    assert.equal(new URL(page.url()).pathname, `/insights/${OLD}-never`);
    assert.deepEqual(unexpected(errors, /404|Error fetching blog post|non-existent route/), []);
    await context.close();
  } finally {
    await rename(NEW, OLD);
  }
});
