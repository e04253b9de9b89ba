/**
 * The newsletter block on the blog: the client rule (an at-sign) with its toast,
 * 'Subscribing...' while the real request runs, the success card, and the
 * failure toast when the server refuses. (The endpoint allows 5 signups a
 * minute per client, so this file sends only two.)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, openPage, VIEWPORTS } from './browser.mjs';
import { ready, RUN_ID, sleep, toast, unexpected } from './blog-support.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Records the newsletter POSTs a page makes. */
function newsletterPosts(page) {
  const posts = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/newsletter') posts.push(req.postDataJSON());
  });
  return posts;
}

test("an address without an at-sign gets 'Invalid Email' and sends nothing", async () => {
  const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile });
  const posts = newsletterPosts(page);
  await page.goto('/insights');
  await ready(page);
  const email = page.getByLabel('Work email');
  const subscribe = page.getByRole('button', { name: 'Subscribe' });

  await subscribe.click();
  const invalid = toast(page, 'Invalid Email');
  await invalid.waitFor();
  assert.match(await invalid.textContent(), /Please enter a valid email address\./);

  await email.fill('facilities.ocala.example.com');
  await email.press('Enter');
  await sleep(300);
  assert.equal(posts.length, 0);
  // The form stays, with what was typed, so it can be corrected.
  assert.equal(await email.inputValue(), 'facilities.ocala.example.com');
  assert.equal(await subscribe.isEnabled(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a valid address shows 'Subscribing...' during the request, then the success card", async () => {
  const { page, context, errors } = await openPage(browser);
  const posts = newsletterPosts(page);
  await page.goto('/insights/power-washing-improves-property-value');
  await ready(page);
  let release;
  const held = new Promise((r) => (release = r));
  await page.route('**/api/newsletter', async (route) => {
    await held;
    await route.continue();
  });

  const address = `Manager+${RUN_ID}@Example-Clinic.com`;
  await page.getByLabel('Work email').fill(address);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const busy = page.getByRole('button', { name: 'Subscribing...' });
  await busy.waitFor();
  assert.equal(await busy.isDisabled(), true);
  assert.equal(await page.getByLabel('Work email').getAttribute('readonly'), '');
  release();

  const card = page.getByRole('status').filter({ hasText: "You're subscribed!" });
  await card.waitFor();
  assert.equal(await page.getByLabel('Work email').count(), 0, 'the success card replaces the form');
  // Focus moves to the confirmation so keyboard and screen-reader users hear it.
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "You're subscribed!");
  assert.deepEqual(posts, [{ email: address, source: '/insights/power-washing-improves-property-value' }]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("an address the server refuses gets 'Subscription Failed' and the form back", async () => {
  const { page, context, errors } = await openPage(browser);
  await page.goto('/insights');
  await ready(page);
  // Passes the client rule (it has an at-sign) but is no address; the server says 400.
  await page.getByLabel('Work email').fill('front desk@lobby');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const failed = toast(page, 'Subscription Failed');
  await failed.waitFor();
  assert.match(await failed.textContent(), /There was an error subscribing to the newsletter\. Please try again\./);
  await page.getByRole('button', { name: 'Subscribe' }).waitFor();
  assert.equal(await page.getByLabel('Work email').inputValue(), 'front desk@lobby');
  assert.deepEqual(unexpected(errors, 'status of 400', 'Newsletter signup failed'), []);
  await context.close();
});
