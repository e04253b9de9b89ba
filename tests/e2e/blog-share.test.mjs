/** The article's share menu: copy link, social popups, keyboard use and native share. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, islandLive, launchBrowser, openPage } from './browser.mjs';
import { getPost, ready, sleep, toast } from './blog-support.mjs';

const SLUG = 'power-washing-improves-property-value';
const ARTICLE_URL = `${BASE_URL}/insights/${SLUG}`;

let browser;
let post;
before(async () => {
  browser = await launchBrowser();
  post = await getPost(SLUG);
  assert.ok(post, `sample post ${SLUG} is loaded`);
});
after(async () => {
  await browser?.close();
});

test("Copy Link copies the article URL, shows 'Copied!' for 2 seconds and a toast", async () => {
  const { page, context, errors } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  // The page's timers run on a clock the test moves, so the 2 seconds are the page's, not the machine's.
  await page.clock.install();
  await page.goto(`/insights/${SLUG}`);
  await ready(page);
  const share = page.getByRole('button', { name: 'Share' });
  assert.equal(await share.getAttribute('aria-expanded'), 'false');
  await share.click();
  // The first tap may land before the menu's code is in (an island that loads on intent): it opens once it is.
  await page.locator('button[aria-expanded="true"]', { hasText: 'Share' }).waitFor();
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await page.getByRole('button', { name: 'Copied!' }).waitFor();
  const copied = toast(page, 'Link Copied!');
  await copied.waitFor();
  assert.match(await copied.textContent(), /The article link has been copied to your clipboard\./);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), ARTICLE_URL);
  await page.getByRole('button', { name: 'Copy Link' }).waitFor({ timeout: 10_000 });
  // Again with the page's clock stopped: 'Copied!' stays until 2 s have passed on it, then goes.
  // A moment ahead of the page's clock (pausing at a time already past is refused): nothing waits on it meanwhile.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await page.getByRole('button', { name: 'Copied!' }).waitFor();
  await page.clock.runFor(1900);
  assert.equal(await page.getByRole('button', { name: 'Copied!' }).count(), 1, 'still Copied! before 2 s');
  await page.clock.runFor(200);
  await page.getByRole('button', { name: 'Copy Link' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test("a refused clipboard shows 'Copy Failed'", async () => {
  const { page, context, errors } = await openPage(browser);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await page.goto(`/insights/${SLUG}`);
  await ready(page);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'Copy Link' }).click();
  const failed = toast(page, 'Copy Failed');
  await failed.waitFor();
  assert.match(await failed.textContent(), /Unable to copy link\. Please try again\./);
  assert.equal(await page.getByRole('button', { name: 'Copied!' }).count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Facebook, Twitter and LinkedIn open a 600x400 popup without opener access', async () => {
  const { page, context, errors } = await openPage(browser);
  // No internet here: answer the networks' share URLs locally.
  await context.route(/^https:\/\/(www\.facebook\.com|twitter\.com|www\.linkedin\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>share</title><p>share</p>' }),
  );
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.__opens = [];
    window.open = (...args) => {
      window.__opens.push(args);
      return open(...args);
    };
  });
  await page.goto(`/insights/${SLUG}`);
  await ready(page);

  const expected = {
    Facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(ARTICLE_URL)}`,
    Twitter: `https://twitter.com/intent/tweet?url=${encodeURIComponent(ARTICLE_URL)}&text=${encodeURIComponent(post.title)}`,
    LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(ARTICLE_URL)}`,
  };
  for (const [name, url] of Object.entries(expected)) {
    await page.getByRole('button', { name: 'Share' }).click();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name, exact: true }).click()]);
    await popup.waitForLoadState();
    assert.equal(popup.url(), url);
    assert.equal(await popup.evaluate(() => window.opener), null);
    const size = await popup.evaluate(() => [window.innerWidth, window.innerHeight]);
    assert.deepEqual(size, [600, 400]);
    await popup.close();
    // The menu closes after choosing a network.
    assert.equal(await page.getByRole('button', { name: 'Share' }).getAttribute('aria-expanded'), 'false');
  }
  const opens = await page.evaluate(() => window.__opens);
  assert.deepEqual(
    opens.map((a) => a.slice(1)),
    [0, 1, 2].map(() => ['_blank', 'width=600,height=400,noopener,noreferrer']),
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('the share menu works from the keyboard: Escape closes it and returns focus', async () => {
  const { page, context, errors } = await openPage(browser);
  await page.goto(`/insights/${SLUG}`);
  await ready(page);
  const share = page.getByRole('button', { name: 'Share' });
  // Focus brings the menu's code (an island that loads on intent); a keyboard user's next key comes after.
  await share.focus();
  await islandLive(page, 'share-menu');
  await page.keyboard.press('Enter');
  assert.equal(await share.getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Facebook');
  await page.keyboard.press('Escape');
  assert.equal(await share.getAttribute('aria-expanded'), 'false');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Share');
  assert.equal(await page.getByRole('button', { name: 'Facebook' }).count(), 0, 'hidden items are out of the tab order');
  // A click outside closes it too.
  await share.click();
  await page.locator('h1').click();
  assert.equal(await share.getAttribute('aria-expanded'), 'false');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tap on Share before its code is in opens the menu once it is', async () => {
  const { page, context, errors } = await openPage(browser);
  let release;
  const held = new Promise((r) => (release = r));
  // The menu's file is held, so the tap lands while the button is still the edge's HTML.
  await page.route('**/assets/share-menu-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/insights/${SLUG}`);
  await ready(page);
  const share = page.getByRole('button', { name: 'Share' });
  await share.click();
  assert.equal(await page.locator('[data-island="share-menu"][data-live]').count(), 0, 'not live yet');
  assert.notEqual(await share.getAttribute('aria-expanded'), 'true');
  release();
  await islandLive(page, 'share-menu');
  await page.waitForFunction(() => document.querySelector('[data-island="share-menu"] button[aria-expanded]')?.getAttribute('aria-expanded') === 'true');
  assert.deepEqual(errors, []);
  await context.close();
});

test('native share appears only where supported, and its errors are ignored', async () => {
  const { page, context, errors } = await openPage(browser);
  await page.goto(`/insights/${SLUG}`);
  await ready(page);
  await page.getByRole('button', { name: 'Share' }).click();
  const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
  assert.equal(await page.getByRole('button', { name: 'Share via…' }).count(), hasShare ? 1 : 0);
  await context.close();

  const withShare = await openPage(browser);
  await withShare.page.addInitScript(() => {
    window.__shared = [];
    navigator.share = async (data) => {
      window.__shared.push(data);
      throw new DOMException('Share canceled', 'AbortError');
    };
  });
  await withShare.page.goto(`/insights/${SLUG}`);
  await ready(withShare.page);
  await withShare.page.getByRole('button', { name: 'Share' }).click();
  await withShare.page.getByRole('button', { name: 'Share via…' }).click();
  assert.deepEqual(await withShare.page.evaluate(() => window.__shared), [{ title: post.title, url: ARTICLE_URL }]);
  await sleep(300);
  assert.equal(await withShare.page.locator('[data-sonner-toast]').count(), 0);
  assert.deepEqual([...errors, ...withShare.errors], []);
  await withShare.context.close();
});
