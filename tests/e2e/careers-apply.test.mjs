/**
 * The quick apply form in Chromium against the build: applying with and without JavaScript, in
 * English and Spanish, with and without a résumé, on a sample opening's page (npm start and the
 * e2e server load the sample openings); the form given back with its values when refused without
 * JavaScript; how long a scripted fill takes (printed); axe (WCAG 2.2 A/AA) finds nothing in any
 * state at 390 and 1280 px in both languages; screenshots of each state at 390 px to SCREENSHOT_DIR.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { SERVICE_KEY } from './server.mjs';
import { AxeBuilder } from '@axe-core/playwright';
import { axeViolations, BASE_URL, launchBrowser, SCREENSHOT_DIR, VIEWPORTS } from './browser.mjs';
import { formReady, hydrated, openLeadPage, RUN_ID } from './leads-support.mjs';

const OPENING = 'evening-commercial-cleaner';
const PAGES = { en: `/careers/${OPENING}`, es: `/es/empleos/${OPENING}` };
const THANKS = { en: '/careers/thank-you', es: '/es/empleos/gracias' };
const SUBMIT = { en: 'Send my application', es: 'Enviar mi solicitud' };
const SENT = { en: 'We have your application', es: 'Recibimos su solicitud' };
const SNAP_DIR = SCREENSHOT_DIR;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

let seq = Number(String(Date.now()).slice(-3));
/** A phone number of this run's own: applications are found (and repeats merged) by phone. */
const uniquePhone = () => `(352) 7${String(RUN_ID).replace(/\D/g, '').slice(-2).padStart(2, '0')}-${String(seq++ % 10000).padStart(4, '0')}`;

async function applicationByPhone(phone) {
  const res = await fetch(`${BASE_URL}/api/applications?limit=500`, { headers: { authorization: `Bearer ${SERVICE_KEY}` } });
  assert.equal(res.status, 200);
  const { applications } = await res.json();
  return applications.filter((a) => a.phone === phone);
}

/** Fills the form as a person would (phone first) and returns how long the filling took, in ms. */
async function fill(form, { phone, name = 'María Fernanda López', email = 'maria.lopez@example.com', resume = false }) {
  const started = Date.now();
  await form.locator('[name="phone"]').fill(phone);
  await form.locator('[name="name"]').fill(name);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="town"]').fill('Belleview');
  await form.locator('input[name="shifts"][value="evening"]').check();
  await form.locator('input[name="shifts"][value="weekend"]').check();
  for (const day of ['mon', 'tue', 'sat']) await form.locator(`input[name="days"][value="${day}"]`).check();
  if (resume) await form.locator('[name="resume"]').setInputFiles({ name: 'mi curriculum.pdf', mimeType: 'application/pdf', buffer: PDF });
  return Date.now() - started;
}

const formOf = (page) => page.locator('form[action="/api/applications"]');

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Axe on the apply form (or what took its place), as axeViolations reads the page (which runs first,
 * so blocks and animations have settled); what it finds elsewhere on the page is printed, as the
 * page is its own test's.
 */
async function formViolations(page, label) {
  const elsewhere = await axeViolations(page);
  if (elsewhere.length) console.log(`# axe elsewhere on the page (${label}): ${elsewhere.join('; ')}`);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).include('[data-apply-form]').analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

for (const locale of ['en', 'es']) {
  test(`${locale}: applies with JavaScript and a résumé on the opening's page, acknowledged in place`, async () => {
    const { page, context, errors } = await openLeadPage(browser, { viewport: VIEWPORTS.mobile });
    await page.goto(PAGES[locale]);
    await hydrated(page);
    const form = formOf(page);
    await formReady(form);
    // The résumé field speaks the page's language, whatever the browser's, and names the file picked.
    const fileBox = form.locator('.file');
    assert.equal(await fileBox.innerText(), locale === 'es' ? 'Elegir un archivo\nNingún archivo elegido' : 'Choose a file\nNo file chosen');
    const phone = uniquePhone();
    const took = await fill(form, { phone, resume: true });
    assert.match(await fileBox.innerText(), /mi curriculum\.pdf$/);
    console.log(`# scripted fill of the apply form (${locale}, with résumé, 390 px): ${(took / 1000).toFixed(2)} s`);
    await form.getByRole('button', { name: SUBMIT[locale] }).click();
    await page.getByRole('status').getByRole('heading', { name: SENT[locale] }).waitFor();
    assert.equal(new URL(page.url()).pathname, PAGES[locale], 'stays on the page');
    const [stored, ...more] = await applicationByPhone(phone);
    assert.equal(more.length, 0);
    assert.equal(stored.status, 'new');
    assert.equal(stored.locale, locale);
    assert.equal(stored.has_resume, true);
    assert.equal(stored.resume_type, 'application/pdf');
    assert.ok(stored.opening_id, 'for the opening');
    assert.deepEqual(stored.shifts, ['evening', 'weekend']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${locale}: applies without JavaScript and without a résumé, landing on the thank-you page`, async () => {
    const { page, context } = await openLeadPage(browser, { viewport: VIEWPORTS.mobile, javaScriptEnabled: false });
    await page.goto(PAGES[locale]);
    const form = formOf(page);
    const phone = uniquePhone();
    const took = await fill(form, { phone, email: '' });
    console.log(`# scripted fill of the apply form (${locale}, no JavaScript, 390 px): ${(took / 1000).toFixed(2)} s`);
    await Promise.all([page.waitForURL(`**${THANKS[locale]}`), form.getByRole('button', { name: SUBMIT[locale] }).click()]);
    const [stored] = await applicationByPhone(phone);
    assert.equal(stored?.status, 'new');
    assert.equal(stored.has_resume, false);
    assert.equal(stored.locale, locale);
    await context.close();
  });
}

test('without JavaScript a refused form comes back with its values and errors, then goes with a résumé', async () => {
  const { page, context } = await openLeadPage(browser, { viewport: VIEWPORTS.mobile, javaScriptEnabled: false });
  await page.goto(PAGES.es);
  const form = formOf(page);
  const phone = uniquePhone();
  await fill(form, { phone, name: 'L', resume: true });
  await Promise.all([page.waitForLoadState('load'), form.getByRole('button', { name: SUBMIT.es }).click()]);
  await page.getByText('Escriba su nombre, por favor.').first().waitFor();
  assert.equal(await form.locator('[name="phone"]').inputValue(), phone);
  assert.equal(await form.locator('[name="town"]').inputValue(), 'Belleview');
  assert.ok(await form.locator('input[name="days"][value="sat"]').isChecked());
  assert.deepEqual(await applicationByPhone(phone), [], 'nothing stored');
  // The browser cannot be given a file back: the applicant picks it again.
  await form.locator('[name="name"]').fill('Lucía Gómez');
  await form.locator('[name="resume"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await Promise.all([page.waitForURL(`**${THANKS.es}`), form.getByRole('button', { name: SUBMIT.es }).click()]);
  const [stored] = await applicationByPhone(phone);
  assert.equal(stored?.name, 'Lucía Gómez');
  assert.equal(stored.has_resume, true);
  await context.close();
});

test('with JavaScript a résumé that is not a document is refused at its field, the values kept', async () => {
  const { page, context } = await openLeadPage(browser, { viewport: VIEWPORTS.desktop });
  await page.goto(PAGES.en);
  await hydrated(page);
  const form = formOf(page);
  await formReady(form);
  const phone = uniquePhone();
  await fill(form, { phone });
  await form
    .locator('[name="resume"]')
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/applications') && r.request().method() === 'POST', { timeout: 60_000 });
  await form.getByRole('button', { name: SUBMIT.en }).click();
  const res = await answer;
  assert.equal(res.status(), 415, await res.text());
  await form.locator('.err', { hasText: 'must be a PDF' }).waitFor({ timeout: 60_000 });
  // Focus moves once React has drawn the error (a frame or two later).
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'resume', null, { timeout: 5000 });
  assert.equal(await form.locator('[name="phone"]').inputValue(), phone);
  assert.deepEqual(await applicationByPhone(phone), []);
  await context.close();
});

for (const locale of ['en', 'es']) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`axe: the apply form empty, with errors and sent, ${locale}, ${size}`, async () => {
      const { page, context, errors } = await openLeadPage(browser, { viewport });
      await page.goto(PAGES[locale]);
      await hydrated(page);
      const form = formOf(page);
      await formReady(form);
      const snap = async (state) => {
        if (size !== 'mobile') return;
        mkdirSync(SNAP_DIR, { recursive: true });
        const box = await form.evaluate((el) => {
          const r = el.parentElement.getBoundingClientRect();
          return { y: r.top + window.scrollY };
        });
        await page.evaluate((y) => window.scrollTo(0, Math.max(0, y - 80)), box.y);
        await page.screenshot({ path: `${SNAP_DIR}/apply-${locale}-${state}.png`, fullPage: false });
        // The whole form as well, every question to the button.
        await form.screenshot({ path: `${SNAP_DIR}/apply-${locale}-${state}-whole.png` });
      };
      await form.scrollIntoViewIfNeeded();
      await snap('empty');
      assert.deepEqual(await formViolations(page, `${locale} ${size} empty`), [], 'empty');
      await form.getByRole('button', { name: SUBMIT[locale] }).click();
      await form.getByRole('alert').waitFor();
      await form.getByRole('alert').scrollIntoViewIfNeeded();
      await snap('errors');
      assert.deepEqual(await formViolations(page, `${locale} ${size} errors`), [], 'with errors');
      await fill(form, { phone: uniquePhone() });
      await form.getByRole('button', { name: SUBMIT[locale] }).click();
      await page.getByRole('status').getByRole('heading', { name: SENT[locale] }).waitFor();
      if (size === 'mobile') {
        await page.getByRole('status').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SNAP_DIR}/apply-${locale}-sent.png` });
      }
      assert.deepEqual(await formViolations(page, `${locale} ${size} sent`), [], 'sent');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}
