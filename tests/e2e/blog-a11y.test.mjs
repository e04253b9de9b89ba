/**
 * Accessibility of the blog's states: axe-core (WCAG 2.0-2.2 A/AA) reports no
 * violations on the list, an article, the empty state, a missing article and
 * /blog-setup, at phone and desktop width, and nothing scrolls sideways.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axeViolations, launchBrowser, openPage, VIEWPORTS } from './browser.mjs';
import { emptyFilterCategory, overflowsHorizontally, ready, unexpected } from './blog-support.mjs';

let browser;
let emptyCategory;
before(async () => {
  browser = await launchBrowser();
  emptyCategory = await emptyFilterCategory();
  assert.ok(emptyCategory, 'one filter category has no posts');
});
after(async () => {
  await browser?.close();
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`blog pages at ${name} width (${viewport.width} px): zero axe violations, no sideways scroll`, async () => {
    const { page, context, errors } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    const pages = [
      { path: '/insights', check: () => page.locator('main article').first().waitFor() },
      { path: '/insights/power-washing-improves-property-value', check: () => page.getByRole('tab', { name: 'Stats' }).waitFor() },
      { path: `/insights?category=${encodeURIComponent(emptyCategory)}`, check: () => page.getByRole('heading', { name: 'No posts found' }).waitFor() },
      { path: '/insights/no-such-article', check: () => page.getByRole('heading', { name: 'Post Not Found' }).waitFor() },
      { path: '/blog-setup', check: () => page.getByRole('button', { name: 'Seed Posts' }).waitFor() },
    ];
    const failures = [];
    for (const { path, check } of pages) {
      await page.goto(path);
      await ready(page);
      await check();
      for (const v of await axeViolations(page)) failures.push(`${path}: ${v}`);
      if (await overflowsHorizontally(page)) failures.push(`${path}: scrolls sideways`);
    }
    // The missing article's document answers 404 and announces it with a toast; nothing else may go wrong.
    for (const e of unexpected(errors, 'status of 404', 'Error fetching blog post')) failures.push(e);
    await context.close();
    assert.deepEqual(failures, []);
  });
}

test('the article with another overview tab open and the share menu expanded stays accessible', async () => {
  const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile, reducedMotion: 'reduce' });
  await page.goto('/insights/power-washing-improves-property-value');
  await ready(page);
  await page.getByRole('tab', { name: 'Offer' }).click();
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'Copy Link' }).waitFor();
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});
