/**
 * Third-party embeds (docs/decisions.md D8) against a server configured with a lead
 * form and a booking calendar: they replace our own form, nothing third-party loads
 * until the visitor scrolls near the embed or asks for it, frames carry this company's
 * titles, the phone stays on offer and the copy around them stays true. Without
 * configuration our own forms show (docs/decisions.md D12).
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
  assert.equal(await page.locator('form[action^="/api/leads"]').count(), 0, 'no first-party form beside the embed');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an embed can be opened by a click before it is scrolled to', async () => {
  const { context, page } = await open(VIEWPORTS.mobile);
  await page.goto('/');
  await hydrated(page);
  // The contact section's slot, clicked without scrolling near it first (element.click() does not
  // scroll): the section is an island whose code is not in yet, so the click brings it and is made again.
  assert.equal(await page.locator('[data-island="contact-section"][data-live]').count(), 0, 'not live before the click');
  await page
    .locator('#contact')
    .getByRole('button', { name: 'Open the quote form' })
    .evaluate((el) => el.click());
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
  assert.ok(
    thirdParty.every((u) => u.startsWith(BOOKING_URL)),
    thirdParty.join(),
  );
  const phone = page.getByText('Prefer the phone?');
  assert.ok(await phone.isVisible());
  assert.equal(await phone.getByRole('link', { name: SITE.phone }).getAttribute('href'), SITE.phoneHref);
  // The copy says what the calendar offers, and no first-party form is shown.
  assert.ok(await page.getByText('Choose an open time online or call us.').isVisible());
  assert.equal(await page.locator('form[action^="/api/leads"]').count(), 0);
  await page.goto('/contact');
  await hydrated(page);
  assert.equal(await page.locator('form[action^="/api/leads"]').count(), 0);
  await page.locator(`iframe[src="${LEAD_FORM_URL}"]`).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('without configuration our own forms show, with the phone beside them, and no frame', async () => {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: BASE_URL });
  const page = await context.newPage();
  for (const [path, kind, copy] of [
    ['/schedule', 'booking', 'Choose an open time online or call us.'],
    ['/contact', 'quote', 'Request a quote from Oakbright'],
  ]) {
    const res = await page.goto(path);
    assert.match(res.headers()['content-security-policy'], /frame-src 'none'/);
    await hydrated(page);
    const form = page.locator('main').locator('form[action^="/api/leads"], form[action^="/api/bookings"]');
    assert.equal(await form.getAttribute('method'), 'post', path);
    assert.equal(await form.locator('input[name=kind]').inputValue(), kind, path);
    assert.ok(await page.getByText(copy).first().isVisible(), path);
    assert.ok(await page.locator('main').getByRole('link', { name: SITE.phone }).first().isVisible(), path);
    assert.equal(await page.locator('iframe').count(), 0);
  }
  await context.close();
});
