/**
 * Another kind of lead: /contact?topic=franchising (the top bar's FRANCHISING link) is a franchise
 * enquiry (/schedule's booking is tested in schedule-booking.test.mjs). The thank-you page thanks
 * each by its kind, is noindex and stays out of the sitemap. Every call to action that promises a quote or an estimate leads to a form.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser } from './browser.mjs';
import { fillLead, hydrated, leadsFor, openLeadPage, uniqueEmail } from './leads-support.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('FRANCHISING opens a franchise enquiry; sent without JavaScript it is thanked as one', async () => {
  const { page, context } = await openLeadPage(browser, { javaScriptEnabled: false });
  const email = uniqueEmail('franchise');
  await page.goto('/');
  await page.getByRole('link', { name: 'FRANCHISING' }).click();
  await page.waitForURL('**/contact?topic=franchising');
  const form = page.locator('form[action^="/api/leads"]');
  assert.equal(await form.locator('input[name=kind]').inputValue(), 'franchising');
  assert.ok(await page.getByRole('heading', { name: 'Franchise with Oakbright' }).isVisible());
  // A franchise enquiry is not about a building.
  assert.equal(await form.getByLabel('Type of facility').count(), 0);
  assert.equal(await form.getByLabel('How often').count(), 0);
  await fillLead(form, { kind: 'franchising', email });
  await form.getByLabel('About you and your plans').fill('I run a cleaning crew in Gainesville.');
  await Promise.all([page.waitForNavigation(), form.getByRole('button', { name: 'Send my enquiry' }).click()]);
  const url = new URL(page.url());
  assert.equal(url.pathname, '/thank-you');
  assert.equal(url.searchParams.get('kind'), 'franchising');
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Thank you! Your franchise enquiry is in.');
  const [lead] = await leadsFor(email);
  assert.equal(lead.kind, 'franchising');
  assert.equal(lead.message, 'I run a cleaning crew in Gainesville.');
  assert.equal(lead.location, '34471');
  await context.close();
});

test('the thank-you page thanks by kind, is noindex and is not in the sitemap', async () => {
  const { page, context } = await openLeadPage(browser);
  for (const [kind, heading] of [
    ['quote', 'Thank you! Your quote request is in.'],
    ['walkthrough', 'Thank you! Your walkthrough request is in.'],
    ['franchising', 'Thank you! Your franchise enquiry is in.'],
    ['nonsense', 'Thank you! Your quote request is in.'],
  ]) {
    const res = await page.goto(`/thank-you?kind=${kind}`);
    assert.equal(res.status(), 200);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), heading, kind);
    assert.equal(await page.locator('meta[name=robots]').getAttribute('content'), 'noindex,follow');
  }
  const sitemap = await (await context.request.get('/sitemap.xml')).text();
  assert.ok(!sitemap.includes('/thank-you'));
  await context.close();
});

test('every quote and estimate call to action leads to a form', async () => {
  const { page, context } = await openLeadPage(browser);
  await page.goto('/');
  await hydrated(page);
  const targets = new Set();
  for (const name of [/^Request a Quote$/, /^FREE ESTIMATE$/, /^Get a Free Quote$/]) {
    for (const href of await page.getByRole('link', { name }).evaluateAll((links) => links.map((a) => a.getAttribute('href')))) targets.add(href);
  }
  targets.add('/contact?topic=franchising');
  assert.ok(targets.size > 1);
  for (const href of targets) {
    await page.goto(href.startsWith('#') ? `/${href}` : href);
    await hydrated(page);
    const scope = href.startsWith('#') ? page.locator(href) : page.locator('main');
    await scope.scrollIntoViewIfNeeded();
    // A lead form, or the instant estimate's (FREE ESTIMATE: /estimate asks its three questions by GET).
    await scope.locator('form[action^="/api/"][method=post], form[action^="/estimate"][method=get]').first().waitFor();
  }
  await context.close();
});
