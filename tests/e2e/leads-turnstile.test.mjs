/**
 * Turnstile only when it is configured (docs/decisions.md D12): with TURNSTILE_SITE_KEY the lead
 * form shows the challenge once the visitor starts on it, sends its answer as
 * cf-turnstile-response, and the page's CSP lets challenges.cloudflare.com in for its script and
 * frame. Without it there is no widget, no request to Cloudflare, and the CSP stays closed.
 * (Turnstile's script is answered here by a stand-in: the test runs offline.)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, launchBrowser } from './browser.mjs';
import { fillLead, hydrated, openLeadPage, uniqueEmail } from './leads-support.mjs';
import { startServer } from './server.mjs';

const TURNSTILE_SITE_KEY = '1x00000000000000000000AA';

/** Turnstile's API as far as the form uses it: render() puts the answer where the form sends it from. */
const STAND_IN = `window.turnstile = {
  render(el, options) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = options['response-field-name'];
    input.value = 'answer-for-' + options.sitekey;
    el.appendChild(input);
    return 'widget-1';
  },
  reset() {},
};`;

let browser;
let server;
before(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { TURNSTILE_SITE_KEY } })]);
});
after(async () => {
  await browser?.close();
  server?.stop();
});

test('configured: the CSP allows Turnstile, the widget renders in the form and its answer is sent', async () => {
  const { page, context, errors } = await openLeadPage(browser, { baseURL: server.baseUrl });
  const cloudflare = [];
  await context.route('https://challenges.cloudflare.com/**', (route) => {
    cloudflare.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
  });
  const posts = [];
  page.on('request', (req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/leads' && posts.push(req.postDataJSON()));
  const res = await page.goto('/contact');
  const csp = res.headers()['content-security-policy'];
  assert.match(csp, /script-src 'self' https:\/\/challenges\.cloudflare\.com[;\s]/);
  assert.match(csp, /frame-src https:\/\/challenges\.cloudflare\.com[;\s]/);
  await hydrated(page);
  const form = page.locator('form[action^="/api/leads"]');
  assert.equal(await form.locator(`[data-turnstile="${TURNSTILE_SITE_KEY}"]`).count(), 1);
  assert.deepEqual(cloudflare, [], 'nothing from Cloudflare before the visitor starts on the form');

  await fillLead(form, { email: uniqueEmail('turnstile') });
  await form.locator('input[name="cf-turnstile-response"]').waitFor({ state: 'attached' });
  assert.equal(cloudflare.length, 1);
  await form.getByRole('button', { name: 'Request my free quote' }).click();
  await page.getByRole('status').waitFor();
  assert.equal(posts.length, 1);
  assert.equal(posts[0]['cf-turnstile-response'], `answer-for-${TURNSTILE_SITE_KEY}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('not configured: no widget, no Turnstile in the CSP', async () => {
  const { page, context } = await openLeadPage(browser, { baseURL: BASE_URL });
  const res = await page.goto('/contact');
  assert.doesNotMatch(res.headers()['content-security-policy'], /challenges\.cloudflare\.com/);
  assert.equal(await page.locator('[data-turnstile]').count(), 0);
  await context.close();
});
