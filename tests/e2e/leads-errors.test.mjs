/**
 * When a lead form is not right yet, it says so where a person and a screen reader find it, and
 * keeps what was typed: with JavaScript, the shared schema checks it before anything is sent, an
 * error summary is announced (role=alert) and focus moves to the first field in error; each error
 * sits under its field (aria-invalid, aria-describedby) and goes as soon as it is fixed. The
 * server's own field errors land on their fields the same way, and a failed send is a toast.
 * Without JavaScript the Worker renders the page again (422) with the errors and the values.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SITE } from '../../content/site.ts';
import { toast } from './blog-support.mjs';
import { launchBrowser, VIEWPORTS } from './browser.mjs';
import { fillLead, formReady, hydrated, leadsFor, openLeadPage, sleep, uniqueEmail } from './leads-support.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The field's error, as a screen reader gets it: aria-invalid and the text its aria-describedby points to. */
async function fieldError(control) {
  if ((await control.getAttribute('aria-invalid')) !== 'true') return null;
  // A choice in a group is described by its fieldset.
  return control.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? el.closest('fieldset')?.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
  });
}

/** Where the summary, the focused field and its label are, against the sticky header and the screen. */
const layoutAfterSubmit = (page) =>
  page.evaluate(() => {
    const header = document.querySelector('header').getBoundingClientRect();
    const summary = document.activeElement.form.querySelector('[role="alert"]').getBoundingClientRect();
    const field = document.activeElement.getBoundingClientRect();
    const label = (document.querySelector(`label[for="${document.activeElement.id}"]`) ?? document.activeElement.closest('label')).getBoundingClientRect();
    const bar = document.querySelector('[data-testid^="floating-cta"]');
    return { headerBottom: header.bottom, summaryTop: summary.top, labelTop: label.top, fieldBottom: field.bottom, height: innerHeight, bar: !!bar };
  });

for (const [name, viewport] of Object.entries({ desktop: VIEWPORTS.desktop, mobile: VIEWPORTS.mobile })) {
  test(`an empty form lists every problem at once, the summary and the focused field in full view (${name})`, async () => {
    const { page, context, errors } = await openLeadPage(browser, { viewport });
    await page.goto('/contact');
    await hydrated(page);
    const form = page.locator('form[action^="/api/leads"]');
    await form.getByRole('button', { name: 'Request my free quote' }).click();
    const summary = form.getByRole('alert');
    await summary.waitFor();
    assert.deepEqual(await summary.getByRole('link').allTextContents(), [
      'Please enter your name.',
      'Please give an email address or a phone number.',
      'Please choose the type of facility.',
      'Please choose the approximate size.',
      'Please choose how often you need cleaning.',
      'Please enter your town or ZIP code.',
      'Please choose how we should contact you.',
    ]);
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
    const at = await layoutAfterSubmit(page);
    assert.ok(at.summaryTop >= at.headerBottom, `the summary clears the header (${JSON.stringify(at)})`);
    assert.ok(at.labelTop >= at.headerBottom && at.fieldBottom <= at.height, `the field and its label are in view (${JSON.stringify(at)})`);
    assert.equal(at.bar, false, 'the floating bar is out of the way');
    // A summary link brings its field into view below the header, label included.
    await summary.getByRole('link', { name: 'Please choose how we should contact you.' }).click();
    const moved = await page.evaluate(() => {
      const header = document.querySelector('header').getBoundingClientRect().bottom;
      const legend = document.activeElement.closest('fieldset').querySelector('legend').getBoundingClientRect();
      return { header, legendTop: legend.top, inView: legend.bottom <= innerHeight };
    });
    assert.ok(moved.legendTop >= moved.header && moved.inView, JSON.stringify(moved));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('with JavaScript: nothing is sent, the summary is announced, focus goes to the first error, fixes clear their errors', async () => {
  const { page, context, errors } = await openLeadPage(browser, { viewport: VIEWPORTS.mobile });
  const posts = [];
  page.on('request', (req) => req.method() === 'POST' && posts.push(req.url()));
  await page.goto('/contact');
  await hydrated(page);
  const form = page.locator('form[action^="/api/leads"]');
  await form.getByLabel('Your name').fill('Sam');
  await form.getByRole('textbox', { name: 'Phone' }).fill('555-01');
  await form.getByRole('button', { name: 'Request my free quote' }).click();

  const summary = form.getByRole('alert');
  await summary.waitFor();
  assert.match(await summary.textContent(), /^Please check 6 answers:/);
  const items = await summary.getByRole('link').allTextContents();
  assert.deepEqual(items, [
    'Please enter a valid phone number, with area code.',
    'Please choose the type of facility.',
    'Please choose the approximate size.',
    'Please choose how often you need cleaning.',
    'Please enter your town or ZIP code.',
    'Please choose how we should contact you.',
  ]);
  assert.equal(posts.length, 0, 'nothing is sent');
  // Focus lands on the first field in error, in the form's order.
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'phone');
  const phone = form.getByRole('textbox', { name: 'Phone' });
  assert.equal(await fieldError(phone), 'An email address or a phone number is enough. Please enter a valid phone number, with area code.');
  assert.equal(await fieldError(form.getByLabel('Type of facility')), 'Please choose the type of facility.');
  assert.equal(await fieldError(form.getByRole('radio', { name: 'Text message' })), 'Please choose how we should contact you.');
  assert.equal(await form.getByLabel('Your name').inputValue(), 'Sam', 'what was typed stays');

  // A summary link takes the visitor to its field.
  await summary.getByRole('link', { name: 'Please choose the type of facility.' }).click();
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'facility_type');

  // Fixing a field clears its error as the visitor types or chooses.
  await phone.fill('(352) 555-0199');
  await form.getByLabel('Type of facility').selectOption('restaurants');
  await page.waitForFunction(() => !document.querySelector('[name="phone"][aria-invalid]'));
  assert.equal(await fieldError(phone), null);
  assert.equal(await fieldError(form.getByLabel('Type of facility')), null);
  assert.match(await summary.textContent(), /^Please check 4 answers:/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('leaving a changed field checks it on the spot', async () => {
  const { page, context } = await openLeadPage(browser);
  await page.goto('/contact');
  await hydrated(page);
  const form = page.locator('form[action^="/api/leads"]');
  const email = form.getByRole('textbox', { name: 'Email' });
  // The form's code loads on the first focus; leaving a field before it is in checks nothing yet.
  await email.focus();
  await formReady(form);
  await email.fill('facilities.example.com');
  await email.press('Tab');
  await page.waitForFunction(() => document.querySelector('[name="email"]')?.getAttribute('aria-invalid') === 'true');
  assert.equal(await fieldError(email), 'An email address or a phone number is enough. Please enter a valid email address.');
  assert.equal(await form.getByRole('alert').count(), 0, 'no summary before a submit');
  // Fields the visitor has not touched are not flagged just for being passed over.
  assert.equal(await fieldError(form.getByLabel('Your name')), null);
  await context.close();
});

test("the server's field errors land on their fields", async () => {
  const { page, context } = await openLeadPage(browser);
  await page.goto('/contact');
  await hydrated(page);
  await page.route('**/api/leads', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'LEAD400',
        message: 'The lead is not valid.',
        details: null,
        hint: null,
        fields: { location: 'Please enter a town or ZIP code we serve.' },
      }),
    }),
  );
  const form = page.locator('form[action^="/api/leads"]');
  await fillLead(form, { email: uniqueEmail('server-fields') });
  await form.getByRole('button', { name: 'Request my free quote' }).click();
  await form.getByRole('alert').waitFor();
  assert.match(await form.getByRole('alert').textContent(), /Please enter a town or ZIP code we serve\./);
  const location = form.getByRole('textbox', { name: 'Town or ZIP code' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'location');
  assert.equal(await fieldError(location), 'Please enter a town or ZIP code we serve.');
  assert.equal(await location.inputValue(), '34471');
  assert.equal(await form.getByRole('button', { name: 'Request my free quote' }).isEnabled(), true);
  await context.close();
});

test('a send that fails is a toast with the phone, and the form stays as typed', async () => {
  const { page, context, errors } = await openLeadPage(browser);
  await page.goto('/contact');
  await hydrated(page);
  await page.route('**/api/leads', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
  const form = page.locator('form[action^="/api/leads"]');
  await fillLead(form, { email: uniqueEmail('send-fails') });
  await form.getByRole('button', { name: 'Request my free quote' }).click();
  const failed = toast(page, 'Your request was not sent');
  await failed.waitFor();
  assert.match(await failed.textContent(), new RegExp(`call us at ${SITE.phone.replace(/[()]/g, '\\$&')}`));
  assert.equal(await form.getByLabel('Your name').inputValue(), 'Dana Reyes');
  assert.equal(await form.getByRole('button', { name: 'Request my free quote' }).isEnabled(), true);
  // The one console error is the refused request itself.
  assert.deepEqual(
    errors.filter((e) => !/503/.test(e)),
    [],
  );
  await context.close();
});

test('without JavaScript, a refused form comes back with its errors and everything typed', async () => {
  const { page, context } = await openLeadPage(browser, { viewport: VIEWPORTS.mobile, javaScriptEnabled: false });
  const email = uniqueEmail('nojs-refused');
  await page.goto('/');
  const form = page.locator('#quote form');
  await fillLead(form, { email, compact: true });
  await form.getByRole('textbox', { name: 'Phone' }).fill('12345');
  const [response] = await Promise.all([page.waitForNavigation(), form.getByRole('button', { name: 'Request my free quote' }).click()]);
  assert.equal(response.status(), 422);
  assert.equal(new URL(page.url()).hash, '#quote', 'the page rendered again opens at the form');
  const again = page.locator('#quote form');
  const summary = again.getByRole('alert');
  assert.match(await summary.textContent(), /Please check one answer:.*Please enter a valid phone number, with area code\./);
  const phone = again.getByRole('textbox', { name: 'Phone' });
  assert.equal(await fieldError(phone), 'An email address or a phone number is enough. Please enter a valid phone number, with area code.');
  assert.equal(await summary.getByRole('link').getAttribute('href'), `#${await phone.getAttribute('id')}`);
  // Everything typed or chosen is still there.
  assert.equal(await phone.inputValue(), '12345');
  assert.equal(await again.getByLabel('Your name').inputValue(), 'Dana Reyes');
  assert.equal(await again.getByRole('textbox', { name: 'Email' }).inputValue(), email);
  assert.equal(await again.getByLabel('Type of facility').inputValue(), 'medical-facilities');
  assert.equal(await again.getByLabel('How often').inputValue(), 'several-weekly');
  assert.equal(await again.getByRole('radio', { name: 'Email' }).isChecked(), true);

  // Fixed and sent again: one lead.
  await phone.fill('(352) 555-0142');
  await Promise.all([page.waitForNavigation(), again.getByRole('button', { name: 'Request my free quote' }).click()]);
  assert.equal(new URL(page.url()).pathname, '/thank-you');
  await sleep(100);
  const stored = await leadsFor(email);
  assert.equal(stored.length, 1);
  assert.equal(stored[0].phone, '(352) 555-0142');
  await context.close();
});
