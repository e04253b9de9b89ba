/**
 * The newsletter block on the blog: the client rule (an at-sign) with its toast,
 * 'Subscribing...' while the real request runs, the success card, and the
 * failure toast with the server's own words when it refuses. Without JavaScript
 * the same form posts to the endpoint and lands on the confirmation page. The unsubscribe link
 * asks before it unsubscribes, with or without JavaScript. (The
 * endpoint allows 5 signups a minute per client: this file sends two with
 * JavaScript and two without, from an address of their own.)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, openPage, reachIsland, VIEWPORTS } from './browser.mjs';
import { ready, RUN_ID, sleep, toast, unexpected, unsubscribePath } from './blog-support.mjs';

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
  await reachIsland(page, 'newsletter-signup');
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
  await reachIsland(page, 'newsletter-signup');
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

  const card = page.getByRole('status').filter({ hasText: 'Check your inbox to confirm' });
  await card.waitFor();
  assert.equal(await page.getByLabel('Work email').count(), 0, 'the success card replaces the form');
  // Focus moves to the confirmation so keyboard and screen-reader users hear it.
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Check your inbox to confirm');
  assert.deepEqual(posts, [{ email: address, source: '/insights/power-washing-improves-property-value' }]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("an address the server refuses gets 'Subscription Failed' with the server's reason, and the form back", async () => {
  const { page, context, errors } = await openPage(browser);
  await page.goto('/insights');
  await ready(page);
  await reachIsland(page, 'newsletter-signup');
  // Passes the client rule (it has an at-sign) but is no address; the server says 400.
  await page.getByLabel('Work email').fill('front desk@lobby');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const failed = toast(page, 'Subscription Failed');
  await failed.waitFor();
  // The server's own message for a bad address reaches the visitor.
  assert.match(await failed.textContent(), /Please enter a valid email address\./);
  await page.getByRole('button', { name: 'Subscribe' }).waitFor();
  assert.equal(await page.getByLabel('Work email').inputValue(), 'front desk@lobby');
  assert.deepEqual(unexpected(errors, 'status of 400', 'Newsletter signup failed'), []);
  await context.close();
});

/** A browser without JavaScript, its signups counted apart from the other tests' (the limiter keys on the client address). */
async function withoutJavaScript() {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8787',
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}` },
  });
  return { context, page: await context.newPage() };
}

test('without JavaScript the form posts to the endpoint and lands on the confirmation page', async () => {
  const { context, page } = await withoutJavaScript();
  await page.goto('/insights/power-washing-improves-property-value');
  const form = page.locator('form[action="/api/newsletter"]');
  assert.equal(await form.getAttribute('method'), 'post');
  assert.equal(await form.locator('input[type=hidden][name=source]').inputValue(), '/insights/power-washing-improves-property-value');
  await page.getByLabel('Work email').fill(`no-script+${RUN_ID}@example-clinic.com`);
  const [response] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Subscribe' }).click()]);

  // A page, not a JSON error: the 303's target, noindex, saying it worked, with a way back.
  assert.equal(response.status(), 200);
  const url = new URL(page.url());
  assert.equal(url.pathname, '/newsletter/thanks');
  assert.equal(url.searchParams.get('from'), '/insights/power-washing-improves-property-value');
  assert.equal((await page.locator('h1').textContent()).trim(), 'Check your inbox to confirm');
  assert.equal(await page.locator('meta[name=robots]').getAttribute('content'), 'noindex,follow');
  assert.equal(
    await page.getByRole('link', { name: 'Back to the page you were reading' }).getAttribute('href'),
    '/insights/power-washing-improves-property-value',
  );
  await context.close();
});

test('without JavaScript a bad address lands on a page that says so and offers the form again', async () => {
  const { context, page } = await withoutJavaScript();
  await page.goto('/insights');
  await page.getByLabel('Work email').fill('front desk@lobby');
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Subscribe' }).click()]);

  const url = new URL(page.url());
  assert.equal(url.pathname, '/newsletter/thanks');
  assert.equal(url.searchParams.get('error'), 'invalid');
  assert.equal((await page.locator('h1').textContent()).trim(), 'That email address was not valid');
  assert.equal(await page.getByText('Check your inbox to confirm').count(), 0);
  // The form again, the field marked and explained, still recording where the visitor came from.
  const email = page.getByLabel('Work email');
  assert.equal(await email.getAttribute('aria-invalid'), 'true');
  await page.getByText('Please enter a valid email address.').waitFor();
  assert.equal(await page.locator('form[action="/api/newsletter"] input[name=source]').inputValue(), '/insights');
  await context.close();
});

test('the unsubscribe link only asks; its button unsubscribes, without JavaScript and with it', async () => {
  const path = unsubscribePath(`leaving+${RUN_ID}@example-clinic.com`);
  const asks = 'Unsubscribe from the Insights newsletter?';
  const done = 'You are unsubscribed';

  const plain = await withoutJavaScript();
  const res = await plain.page.goto(path);
  assert.equal(res.status(), 200);
  assert.equal((await plain.page.locator('h1').textContent()).trim(), asks);
  assert.equal(await plain.page.locator('meta[name=robots]').getAttribute('content'), 'noindex,nofollow');
  const [posted] = await Promise.all([plain.page.waitForNavigation(), plain.page.getByRole('button', { name: 'Unsubscribe' }).click()]);
  assert.equal(posted.request().method(), 'POST');
  assert.equal((await plain.page.locator('h1').textContent()).trim(), done);
  await plain.context.close();

  // With JavaScript the page hydrates from the edge's answer; the button is still the plain form.
  const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile });
  await page.goto(path);
  await ready(page);
  assert.equal((await page.locator('h1').textContent()).trim(), asks);
  await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Unsubscribe' }).click()]);
  await ready(page);
  assert.equal((await page.locator('h1').textContent()).trim(), done);
  // Away within the app and back: the tab remembers what the link came to.
  await page.getByRole('link', { name: 'Browse Insights' }).click();
  await page.waitForURL((url) => url.pathname === '/insights');
  await page.goBack();
  await page.locator('h1', { hasText: done }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
