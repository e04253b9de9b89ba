/**
 * The lead forms are usable by everyone: axe (WCAG 2.2 A/AA) finds nothing in any state of any
 * form (empty, with errors, sent) on a phone and on a desktop, and a keyboard alone can fill one
 * in and send it, with a visible focus on every stop.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axeViolations, launchBrowser, VIEWPORTS } from './browser.mjs';
import { focusIsVisible } from './marketing-support.mjs';
import { fillLead, hydrated, openLeadPage, uniqueEmail } from './leads-support.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const FORMS = [
  { path: '/', card: '#quote', kind: 'quote', compact: true, submit: 'Request my free quote' },
  { path: '/contact', kind: 'quote', submit: 'Request my free quote' },
  { path: '/contact?topic=franchising', kind: 'franchising', submit: 'Send my enquiry' },
  { path: '/schedule', kind: 'booking', submit: 'Book my walkthrough' },
];

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  for (const f of FORMS) {
    test(`axe: ${f.path} ${f.card ?? ''} empty, with errors and sent, ${size}`, async () => {
      const { page, context, errors } = await openLeadPage(browser, { viewport });
      await page.goto(f.path);
      await hydrated(page);
      const action = f.kind === 'booking' ? '/api/bookings' : '/api/leads';
      const form = (f.card ? page.locator(f.card) : page.locator('main')).locator(`form[action^="${action}"]`);
      await form.scrollIntoViewIfNeeded();
      assert.deepEqual(await axeViolations(page), [], 'empty');
      await form.getByRole('button', { name: f.submit }).click();
      await form.getByRole('alert').waitFor();
      // Focus went to the first field; the summary above it may sit under the sticky header until scrolled to.
      await form.getByRole('alert').scrollIntoViewIfNeeded();
      assert.deepEqual(await axeViolations(page), [], 'with errors');
      await fillLead(form, { kind: f.kind, email: uniqueEmail(`axe-${size}-${f.kind}`), compact: f.compact });
      await page.route(`**${action}`, (route) => route.fulfill({ status: 201, contentType: 'application/json', body: `{"id":"test","kind":"${f.kind}"}` }));
      await form.getByRole('button', { name: f.submit }).click();
      await page.getByRole('status').waitFor();
      assert.deepEqual(await axeViolations(page), [], 'sent');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

test('axe: the home page contact section with its form, and a form refused after posting as plain HTML', async () => {
  const { page, context, errors } = await openLeadPage(browser, { viewport: VIEWPORTS.mobile });
  await page.goto('/#contact');
  await hydrated(page);
  await page.locator('#contact form').waitFor();
  assert.deepEqual(await axeViolations(page), []);

  // Posted before its script arrived (here: submit() past every handler), refused, rendered again:
  // the page is /contact again, with its errors, values and a working form.
  await page.goto('/contact');
  await hydrated(page);
  const form = page.locator('form[action^="/api/leads"]');
  await form.getByLabel('Your name').fill('Al');
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await Promise.all([page.waitForNavigation(), form.evaluate((el) => HTMLFormElement.prototype.submit.call(el))]);
  await hydrated(page);
  assert.equal(new URL(page.url()).pathname, '/contact', 'the address is the page again, not /api/leads');
  const again = page.locator('form[action^="/api/leads"]');
  assert.match(await again.getByRole('alert').textContent(), /Please enter a valid email address\./);
  assert.equal(await again.getByLabel('Your name').inputValue(), 'Al');
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Contact Oakbright');
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(
    errors.filter((e) => !/status of 422/.test(e)),
    [],
  );
  await context.close();
});

test('a keyboard alone fills in the contact form and sends it, seeing where it is at every stop', async () => {
  const { page, context, errors } = await openLeadPage(browser);
  await page.goto('/contact');
  await hydrated(page);
  await page.route('**/api/leads', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"kbd","kind":"quote"}' }));
  const form = page.locator('form[action^="/api/leads"]');
  await form.getByLabel('Your name').focus();
  const type = async (text) => {
    await page.keyboard.type(text);
    assert.ok(await focusIsVisible(page), `focus visible at ${await page.evaluate(() => document.activeElement?.getAttribute('name'))}`);
    await page.keyboard.press('Tab');
  };
  await type('Kim Lee'); // name
  await type('Lee Realty'); // company
  await type(uniqueEmail('keyboard')); // email
  await type(''); // phone
  // Selects: the keyboard picks an option by typing its first letters.
  await page.keyboard.type('Medical');
  assert.equal(await form.getByLabel('Type of facility').inputValue(), 'medical-facilities');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Not');
  assert.equal(await form.getByLabel('Approximate size').inputValue(), 'not-sure');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Weekly');
  assert.equal(await form.getByLabel('How often').inputValue(), 'weekly');
  await page.keyboard.press('Tab');
  await type('Ocala'); // town
  // The services: Space ticks a box.
  await page.keyboard.press('Space');
  assert.equal(await form.getByRole('checkbox', { name: 'Janitorial Services' }).isChecked(), true);
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab'); // past the other five boxes, to the message
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'message');
  await page.keyboard.press('Tab');
  // The radio group is one stop; an arrow key moves and chooses.
  await page.keyboard.press('ArrowRight');
  assert.equal(await form.getByRole('radio', { name: 'Phone call' }).isChecked(), true);
  assert.ok(await focusIsVisible(page));
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Request my free quote');
  assert.ok(await focusIsVisible(page));
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Your quote request is in' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
