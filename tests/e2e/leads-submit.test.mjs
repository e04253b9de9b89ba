/**
 * A quote request reaches the company with JavaScript and without it (docs/decisions.md D12),
 * each stored exactly once: with JavaScript the form sends JSON, shows 'Sending…' and a success
 * card in its place, no reload; without it the same form posts, the Worker answers 303 and the
 * thank-you page says what happens next, and shows the same again on reload. The visit's
 * first-party attribution travels with the lead, and a form shown after a client-side navigation
 * gets a fresh form token.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CONSENT_TEXT } from '../../shared/leads/lead.ts';
import { launchBrowser, VIEWPORTS } from './browser.mjs';
import { fillLead, hydrated, leadsFor, openLeadPage, uniqueEmail } from './leads-support.mjs';
import { PROMISES } from '../../content/promises.ts';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('with JavaScript, the home hero form sends once, says Sending…, and thanks in place', async () => {
  const { page, context, errors } = await openLeadPage(browser, { viewport: VIEWPORTS.mobile });
  const email = uniqueEmail('hero-js');
  const posts = [];
  page.on('request', (req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/leads' && posts.push(req));
  await page.goto('/?utm_source=google&utm_campaign=spring-clean&gclid=test-click-1');
  await hydrated(page);
  const card = page.locator('#quote');
  const form = card.locator('form');
  assert.equal(await form.getAttribute('method'), 'post');
  assert.equal(await form.getAttribute('action'), '/api/leads#quote');
  await fillLead(form, { email, compact: true });

  // Hold the request to see the sending state.
  let release;
  const held = new Promise((r) => (release = r));
  await page.route('**/api/leads', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Request my free quote' }).click();
  const busy = card.getByRole('button', { name: 'Sending…' });
  await busy.waitFor();
  assert.equal(await busy.isDisabled(), true);
  release();

  const sent = card.getByRole('status');
  await sent.waitFor();
  assert.match(await sent.textContent(), /Your quote request is in.*Thanks, Dana\..*within one business hour/);
  assert.equal(await card.locator('form').count(), 0, 'the success card replaces the form');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Your quote request is in', 'focus moves to the confirmation');
  assert.equal(new URL(page.url()).pathname, '/', 'no reload, no navigation');

  assert.equal(posts.length, 1);
  assert.equal(posts[0].headers()['content-type'], 'application/json');
  const body = posts[0].postDataJSON();
  assert.equal(body.kind, 'quote');
  assert.equal(body.page, '/');
  assert.equal(body.consent_text, CONSENT_TEXT);
  assert.equal(body.website, '', 'the honeypot stays empty');
  assert.match(body.form_token, /^\d{13}\.[\w-]{22}\.[\w-]{43}$/, 'the token the edge put in the page');

  const stored = await leadsFor(email);
  assert.equal(stored.length, 1, 'stored exactly once');
  assert.equal(stored[0].kind, 'quote');
  assert.equal(stored[0].status, 'new');
  assert.equal(stored[0].facility_type, 'medical-facilities');
  assert.equal(stored[0].consent_text, CONSENT_TEXT);
  // First-party attribution, kept from the first page view of the visit.
  assert.equal(stored[0].landing_page, '/?utm_source=google&utm_campaign=spring-clean&gclid=test-click-1');
  assert.equal(stored[0].utm_source, 'google');
  assert.equal(stored[0].utm_campaign, 'spring-clean');
  assert.equal(stored[0].gclid, 'test-click-1');
  assert.deepEqual(await context.cookies(), [], 'no cookie set');
  assert.deepEqual(errors, []);
  await context.close();
});

test('without JavaScript, the contact form posts, lands on the thank-you page, and a reload sends nothing again', async () => {
  const { page, context } = await openLeadPage(browser, { javaScriptEnabled: false });
  const email = uniqueEmail('contact-nojs');
  await page.goto('/contact');
  const form = page.locator('form[action^="/api/leads"]');
  await fillLead(form, { email });
  await form.getByRole('checkbox', { name: 'Floor Care' }).check();
  await form.getByLabel('Anything we should know').fill('Two floors, VCT in the lobby.');
  const [response] = await Promise.all([page.waitForNavigation(), form.getByRole('button', { name: 'Request my free quote' }).click()]);
  assert.equal(response.status(), 200);
  const url = new URL(page.url());
  assert.equal(url.pathname, '/thank-you');
  assert.equal(url.searchParams.get('kind'), 'quote');
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Thank you! Your quote request is in.');
  assert.ok(await page.getByText(PROMISES.reply).first().isVisible());
  assert.ok(
    await page
      .getByRole('link', { name: /Call \(800\) 470-4432/ })
      .first()
      .isVisible(),
  );
  assert.equal(await page.getByRole('link', { name: 'Back to the home page' }).getAttribute('href'), '/');

  await page.reload();
  assert.equal(new URL(page.url()).pathname, '/thank-you', 'a reload is a GET of the thank-you page');
  const stored = await leadsFor(email);
  assert.equal(stored.length, 1, 'stored exactly once, reload included');
  assert.equal(stored[0].status, 'new');
  assert.deepEqual(stored[0].services, ['floor-care']);
  assert.equal(stored[0].message, 'Two floors, VCT in the lobby.');
  assert.equal(stored[0].page, '/contact');
  await context.close();
});

test('a form shown after a client-side navigation gets a fresh form token and its lead is not spam', async () => {
  const { page, context, errors } = await openLeadPage(browser);
  const email = uniqueEmail('navigated');
  await page.goto('/about');
  await hydrated(page);
  const tokenAnswer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/form-token');
  await page.getByRole('link', { name: 'Request a Quote' }).first().click();
  await page.waitForURL('**/contact');
  const form = page.locator('form[action^="/api/leads"]');
  await form.waitFor();
  await fillLead(form, { email });
  assert.equal((await tokenAnswer).status(), 200);
  assert.match(await form.locator('input[name=form_token]').inputValue(), /^\d{13}\.[\w-]{22}\.[\w-]{43}$/);
  await form.getByRole('button', { name: 'Request my free quote' }).click();
  await page.getByRole('status').filter({ hasText: 'Your quote request is in' }).waitFor();
  const stored = await leadsFor(email);
  assert.equal(stored.length, 1);
  assert.equal(stored[0].status, 'new', 'a signed, old enough token: not spam');
  assert.equal(stored[0].landing_page, '/about');
  assert.deepEqual(errors, []);
  await context.close();
});
