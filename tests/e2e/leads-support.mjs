/**
 * Helpers the lead form's browser tests share: a page that sends from an address of its own
 * (the endpoint allows 10 leads a minute per client), filling in a form, and reading leads back
 * through the staff API. The shared server takes forms sent at once (FORM_MIN_FILL_MS=0, see
 * server.mjs); the 3 s minimum as it runs in production is tested in tests/worker/leads-spam.
 */
import { CONSENT_TEXT } from '../../shared/leads/lead.ts';
import { BASE_URL, VIEWPORTS } from './browser.mjs';
import { RUN_ID, SERVICE_KEY, sleep } from './blog-support.mjs';

export { RUN_ID, sleep };

let nextClient = 1;

/**
 * Opens a page whose requests come from a client address of its own (cf-connecting-ip, as
 * Cloudflare sets it), so no test shares a rate limit with another. Records console errors.
 */
export async function openLeadPage(browser, { viewport = VIEWPORTS.desktop, javaScriptEnabled = true, baseURL = BASE_URL } = {}) {
  const ip = `198.51.100.${nextClient++ % 250}`;
  const context = await browser.newContext({ viewport, javaScriptEnabled, baseURL, extraHTTPHeaders: { 'cf-connecting-ip': ip } });
  const page = await context.newPage();
  // React reports a part it had to render afresh with a generic error; what went wrong is its cause.
  await page.addInitScript(() =>
    window.addEventListener('error', (e) => {
      const cause = e.error?.cause;
      if (cause) console.error(`caused by: ${cause.stack ?? cause.message ?? cause}`);
    }),
  );
  const errors = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(`console: ${msg.text()}`));
  return { page, context, errors };
}

/** Resolves once React has hydrated the page (its fiber is attached to <main>). */
export async function hydrated(page) {
  await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__reactFiber')));
}

/**
 * Resolves once the form's own code is live (the card hydrated on the visitor's first focus, the
 * apply form's island as it comes near, or a form the browser rendered itself). The form is
 * scrolled into view first, as a visitor reaching it is.
 */
export async function formReady(form) {
  await form.scrollIntoViewIfNeeded();
  await form.page().waitForFunction((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')) && el.noValidate, await form.elementHandle());
}

/** An email address unique to this run and this test. */
export const uniqueEmail = (label) => `${label}.${RUN_ID}@example-facility.com`;

/** Fills in a lead form (a locator of the <form>) with a valid answer for its kind; a booking takes `time`, or the first time shown. */
export async function fillLead(form, { kind = 'quote', email, name = 'Dana Reyes', compact = false, time } = {}) {
  await form.getByLabel('Your name').fill(name);
  if (!compact) await form.getByLabel('Company').fill('Reyes Family Dental');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  if (kind !== 'franchising') {
    await form.getByLabel('Type of facility').selectOption('medical-facilities');
    await form.getByLabel('Approximate size').selectOption('5k-15k');
  }
  if (kind === 'quote') await form.getByLabel('How often').selectOption('several-weekly');
  if (kind === 'walkthrough') {
    await form.getByLabel('First choice of day').fill('2031-03-04');
    await form.getByLabel('Second choice of day').fill('2031-03-06');
    await form.getByLabel('Time of day').selectOption('morning');
  }
  if (kind === 'booking') {
    await form.getByRole('textbox', { name: 'Street address of the building' }).fill('2150 SW College Rd, Suite 4');
    await form.getByRole('textbox', { name: 'ZIP code' }).fill('34471');
    // The first open time the form shows (with JavaScript, of the day shown).
    if (time) await form.locator(`input[name="starts_at"][value="${time}"]`).check();
    else await form.locator('input[name="starts_at"]:visible').first().check();
  } else {
    await form.getByRole('textbox', { name: kind === 'franchising' ? 'Town or ZIP code you have in mind' : 'Town or ZIP code' }).fill('34471');
  }
  await form.getByRole('radio', { name: 'Email' }).check();
}

/** The leads stored with this email address, newest first, through the staff API. */
export async function leadsFor(email, baseURL = BASE_URL) {
  const res = await fetch(new URL('/api/leads?limit=100', baseURL), { headers: { authorization: `Bearer ${SERVICE_KEY}` } });
  if (!res.ok) throw new Error(`GET /api/leads: ${res.status}`);
  const { leads } = await res.json();
  return leads.filter((l) => l.email === email.toLowerCase());
}

/**
 * A quote request posted to POST /api/leads as the form sends it (a fresh form token, the consent
 * shown), from an address of the TEST-NET-3 range the form tests leave alone; `fields` override
 * the defaults. Its id.
 */
export async function postedLead(fields) {
  const { token } = await (await fetch(new URL('/api/form-token', BASE_URL))).json();
  const res = await fetch(new URL('/api/leads', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
    body: JSON.stringify({
      kind: 'quote',
      name: 'Dana Reyes',
      company: '',
      email: '',
      phone: '',
      contact_method: 'email',
      facility_type: 'business-offices',
      square_footage: '5k-15k',
      frequency: 'daily',
      location: 'Ocala, FL 34471',
      services: ['janitorial-services'],
      consent_text: CONSENT_TEXT,
      page: '/contact',
      form_token: token,
      ...fields,
    }),
  });
  if (res.status !== 201) throw new Error(`POST /api/leads: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}
