/**
 * Third-party embeds (docs/decisions.md D8) against a server configured with a lead
 * form and a booking calendar: nothing third-party loads until the visitor
 * scrolls near the embed or asks for it, frames carry this company's titles,
 * and the phone stays on offer. Without configuration the fallback shows.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SITE } from '../../content/site.ts';
import { BASE_URL, launchBrowser, VIEWPORTS } from './browser.mjs';
import { hydrated } from './marketing-support.mjs';
import { startServer } from './server.mjs';

const LEAD_FORM_URL = 'https://forms.example.test/oakbright/quote';
const BOOKING_URL = 'https://booking.example.test/oakbright/walkthrough';

let browser;
let server;
before(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { LEAD_FORM_URL, BOOKING_URL } })]);
});
after(async () => {
  await browser?.close();
  server?.stop();
});

/** A page on the configured server whose third-party requests are answered locally and recorded. */
async function open(viewport) {
  const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
  const thirdParty = [];
  await context.route(/example\.test/, (route) => {
    thirdParty.push(route.request().url());
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Provider</title><p>Provider frame</p>' });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { context, page, thirdParty, errors };
}

test('the home lead form loads only when scrolled near, titled for this company', async () => {
  const { context, page, thirdParty, errors } = await open(VIEWPORTS.mobile);
  await page.goto('/');
  await hydrated(page);
  await page.waitForTimeout(300);
  // On a phone the hero's form is far below the fold, and the contact section's further still.
  assert.equal(await page.locator('iframe').count(), 0);
  assert.deepEqual(thirdParty, []);

  await page.getByRole('heading', { name: 'Request a free quote' }).scrollIntoViewIfNeeded();
  const frame = page.locator(`iframe[src="${LEAD_FORM_URL}"]`).first();
  await frame.waitFor();
  assert.equal(await frame.getAttribute('title'), 'Request a commercial cleaning quote from Oakbright Facility Services');
  assert.equal(await frame.getAttribute('height'), '600');
  await page.frameLocator(`iframe[src="${LEAD_FORM_URL}"]`).first().getByText('Provider frame').waitFor();
  assert.equal(await page.locator('iframe').count(), 1, 'the contact section form is not loaded yet');
  assert.ok(await page.getByText('By submitting this form, you agree to receive communications from the company.').first().isVisible());
  assert.deepEqual(errors, []);
  await context.close();
});

test('an embed can be opened by a click before it is scrolled to', async () => {
  const { context, page } = await open(VIEWPORTS.mobile);
  await page.goto('/');
  await hydrated(page);
  // The contact section's slot, clicked without scrolling near it first (element.click() does not scroll).
  const button = page.locator('#contact').getByRole('button', { name: 'Open the quote form' });
  await button.evaluate((el) => el.click());
  await page.locator('#contact iframe').waitFor();
  await context.close();
});

test('the schedule page embeds the booking calendar and still offers the phone', async () => {
  const { context, page, thirdParty, errors } = await open(VIEWPORTS.desktop);
  const res = await page.goto('/schedule');
  assert.match(res.headers()['content-security-policy'], /frame-src https:\/\/forms\.example\.test https:\/\/booking\.example\.test/);
  await hydrated(page);
  const frame = page.locator(`iframe[src="${BOOKING_URL}"]`);
  await frame.waitFor();
  assert.equal(await frame.getAttribute('title'), 'Book a free facility walkthrough with Oakbright Facility Services');
  assert.ok(thirdParty.every((u) => u.startsWith(BOOKING_URL)), thirdParty.join());
  const phone = page.getByText('Prefer the phone?');
  assert.ok(await phone.isVisible());
  assert.equal(await phone.getByRole('link', { name: SITE.phone }).getAttribute('href'), SITE.phoneHref);
  assert.deepEqual(errors, []);
  await context.close();
});

test('without configuration the pages show the phone and email instead of a frame', async () => {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: BASE_URL });
  const page = await context.newPage();
  for (const [path, testId] of [['/schedule', 'booking-fallback'], ['/contact', 'quote-fallback']]) {
    await page.goto(path);
    await hydrated(page);
    const fallback = page.getByTestId(testId);
    assert.ok(await fallback.isVisible(), path);
    assert.equal(await fallback.getByRole('link', { name: `Call ${SITE.phone}` }).getAttribute('href'), SITE.phoneHref);
    assert.equal(await fallback.getByRole('link', { name: /Email/ }).getAttribute('href'), `mailto:${SITE.email}`);
    assert.equal(await page.locator('iframe').count(), 0);
  }
  await context.close();
});
