/**
 * /estimate in Chromium (the shared server loads the sample rate table, seed/pricing.ts): without
 * JavaScript at 390 px the GET form answers with the range in the page it loads, and its "Request a
 * proposal" carries the answers into the contact form, whose lead keeps the estimate; with
 * JavaScript at 1280 px the range appears without a page load, follows each change, names what is
 * wrong, offers the walkthrough for a type priced on site and keeps the address shareable, and
 * "Request a proposal" fills in the contact form the browser renders, whose lead keeps the estimate.
 * axe finds nothing at either width. Each test sends from an address and an email of its own.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axeViolations, islandLive, launchBrowser, VIEWPORTS } from './browser.mjs';
import { hydrated, leadsFor, openLeadPage, uniqueEmail } from './leads-support.mjs';

const RANGE = '$1,590 – $2,150';
const LINE = '$1,590–$2,150 a month: Business Offices, 10,000 sq ft, 5 visits a week';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The estimate's form. */
const estimateForm = (page) => page.locator('form[action^="/estimate"]');

async function answer(form, { type = 'business-offices', feet = '10,000', visits = '5' } = {}) {
  await form.getByLabel('Type of facility').selectOption(type);
  await form.getByLabel('Size in square feet').fill(feet);
  await form.getByLabel('Visits a week').selectOption(visits);
}

/** Fills in what the contact form still needs once the estimate has filled in the building, and checks what it filled in. */
async function finishContactForm(form, email) {
  assert.equal(await form.getByLabel('Type of facility').inputValue(), 'business-offices');
  assert.equal(await form.getByLabel('Approximate size').inputValue(), '5k-15k');
  assert.equal(await form.getByLabel('How often').inputValue(), 'daily');
  assert.equal(await form.locator('input[type=hidden][name=estimate]').inputValue(), LINE);
  assert.ok(await form.getByText(`Your instant estimate goes with your request: ${LINE}.`).isVisible());
  await form.getByLabel('Your name').fill('Robin Estimate');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Town or ZIP code' }).fill('34471');
  await form.getByRole('radio', { name: 'Email' }).check();
}

test('without JavaScript at 390 px: the range comes with the page the form loads, and the proposal request keeps it', async () => {
  const { page, context } = await openLeadPage(browser, { viewport: VIEWPORTS.mobile, javaScriptEnabled: false });
  const email = uniqueEmail('estimate-no-js');
  await page.goto('/estimate');
  const form = estimateForm(page);
  assert.equal(await form.getAttribute('method'), 'get');
  await answer(form);
  await Promise.all([page.waitForURL('**/estimate?**'), form.getByRole('button', { name: 'Show my estimate' }).click()]);
  const url = new URL(page.url());
  assert.deepEqual(Object.fromEntries(url.searchParams), { facility_type: 'business-offices', square_feet: '10,000', visits_per_week: '5' });
  const range = page.getByRole('heading', { name: `${RANGE} a month` });
  assert.ok(await range.isVisible());
  // The page opens at the answer, not at the top of the form above it.
  assert.ok(
    await range.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= window.innerHeight),
    'the range is in view',
  );
  assert.equal(await form.getByLabel('Size in square feet').inputValue(), '10,000', 'the answers stay in the form');

  // Bad answers come back beside their fields, with what was typed.
  await form.getByLabel('Size in square feet').fill('12');
  await Promise.all([page.waitForURL('**square_feet=12**'), form.getByRole('button', { name: 'Show my estimate' }).click()]);
  const summary = form.getByRole('alert');
  assert.match(await summary.textContent(), /Please check one answer:.*from 500 to 1,000,000/);
  assert.equal(await form.getByLabel('Size in square feet').inputValue(), '12');
  assert.equal(await form.getByLabel('Size in square feet').getAttribute('aria-invalid'), 'true');

  await page.goto(`/estimate?${new URLSearchParams({ facility_type: 'business-offices', square_feet: '10000', visits_per_week: '5' })}`);
  await Promise.all([page.waitForURL('**/contact?**'), page.getByRole('link', { name: 'Request a proposal' }).click()]);
  const contact = page.locator('form[action^="/api/leads"]');
  await finishContactForm(contact, email);
  await Promise.all([page.waitForURL('**/thank-you?kind=quote**'), contact.getByRole('button', { name: 'Request my free quote' }).click()]);
  const [lead] = await leadsFor(email);
  assert.equal(lead.estimate, LINE);
  assert.equal(lead.facility_type, 'business-offices');
  assert.equal(lead.square_footage, '5k-15k');
  assert.equal(lead.frequency, 'daily');
  await context.close();
});

test('with JavaScript at 1280 px: the range appears without a page load, follows each change, and axe finds nothing at either width', async () => {
  const { page, context, errors } = await openLeadPage(browser, { viewport: VIEWPORTS.desktop });
  await page.goto('/estimate');
  await hydrated(page);
  const form = estimateForm(page);
  // The form's code loads as the visitor reaches into it.
  await form.getByLabel('Type of facility').focus();
  await islandLive(page, 'estimate-tool');
  await page.evaluate(() => {
    window.samePage = true;
  });
  await answer(form);
  const status = page.getByRole('status').filter({ hasText: 'Ballpark estimate' });
  await form.getByRole('button', { name: 'Show my estimate' }).click();
  await page.getByRole('heading', { name: `${RANGE} a month` }).waitFor();
  assert.equal(await status.textContent(), `Ballpark estimate: ${RANGE} a month, for Business Offices, 10,000 sq ft, 5 visits a week.`);
  assert.equal(await page.evaluate(() => window.samePage), true, 'no page load');
  // The address says what is shown: it can be shared or reloaded.
  assert.deepEqual(Object.fromEntries(new URL(page.url()).searchParams), { facility_type: 'business-offices', square_feet: '10,000', visits_per_week: '5' });
  assert.deepEqual(await axeViolations(page), [], 'desktop, with a range');

  // Once an answer is shown, a change asks again.
  await form.getByLabel('Visits a week').selectOption('3');
  await page.getByText('Business Offices, 10,000 sq ft, 3 visits a week: about 2.9 labour hours a visit.').waitFor();
  assert.ok(!(await page.getByRole('heading', { name: `${RANGE} a month` }).count()));
  assert.match(new URL(page.url()).search, /visits_per_week=3/);

  // A type priced on site: the walkthrough offer, no number.
  await form.getByLabel('Type of facility').selectOption('medical-facilities');
  await page.getByRole('heading', { name: 'We price medical facilities on site' }).waitFor();
  assert.equal(await page.getByRole('heading', { name: /\$\d/ }).count(), 0);
  assert.ok(await page.getByRole('link', { name: 'Book a free walkthrough' }).isVisible());

  // A bad answer: named beside its field and in the summary, the offer gone.
  await form.getByLabel('Size in square feet').fill('12');
  await form.getByRole('button', { name: 'Show my estimate' }).click();
  await form.getByRole('alert').filter({ hasText: 'Please check one answer:' }).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'square_feet', 'focus goes to the answer to fix');
  assert.equal(await form.getByLabel('Size in square feet').getAttribute('aria-invalid'), 'true');
  assert.equal(await page.getByRole('heading', { name: 'We price medical facilities on site' }).count(), 0);

  // The address read back, at phone width: the same answer, from the edge, and nothing for axe.
  await answer(form);
  await page.getByRole('heading', { name: `${RANGE} a month` }).waitFor();
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.reload();
  await hydrated(page);
  assert.ok(await page.getByRole('heading', { name: `${RANGE} a month` }).isVisible());
  assert.deepEqual(await axeViolations(page), [], 'mobile, with a range');
  // The browser reports the API's 400 for the bad answer as it reports any; nothing else went wrong.
  assert.deepEqual(
    errors.filter((e) => !e.includes('status of 400')),
    [],
  );
  await context.close();
});

test('with JavaScript, "Request a proposal" fills in the contact form with the answers, and the lead keeps the estimate', async () => {
  const { page, context, errors } = await openLeadPage(browser, { viewport: VIEWPORTS.desktop });
  const email = uniqueEmail('estimate-js');
  await page.goto('/estimate');
  await hydrated(page);
  const form = estimateForm(page);
  await form.getByLabel('Type of facility').focus();
  await islandLive(page, 'estimate-tool');
  await answer(form);
  await form.getByRole('button', { name: 'Show my estimate' }).click();
  await page.getByRole('link', { name: 'Request a proposal' }).click();
  await page.waitForURL('**/contact?**');
  const contact = page.locator('form[action^="/api/leads"]');
  await contact.waitFor();
  await finishContactForm(contact, email);
  await contact.getByRole('button', { name: 'Request my free quote' }).click();
  await page.getByRole('status').filter({ hasText: 'Your quote request is in' }).waitFor();
  const [lead] = await leadsFor(email);
  assert.equal(lead.estimate, LINE);
  assert.equal(lead.page, '/contact');
  assert.deepEqual(errors, []);
  await context.close();
});
