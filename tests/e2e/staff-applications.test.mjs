/**
 * Job applications in Chromium against the real Worker, D1 and R2: staff sign in, find an
 * application in the inbox, open it, move it to Interview with an Ocala date and time (the
 * invitation email joins its timeline), add a note, download the résumé (the file as stored,
 * under its name), and delete it behind the confirmation, which returns to the inbox and leaves
 * neither the row nor the résumé. Axe finds nothing on the inbox and an application on a phone
 * (390 px) and a desktop (1280 px), and neither scrolls sideways. Screenshots go to SCREENSHOT_DIR (tests/e2e/browser.mjs).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { api, executeSql, overflowsHorizontally, RUN_ID, SERVICE_KEY, STATE_DIR, sqlText } from './blog-support.mjs';
import { axeViolations, BASE_URL, downloaded, launchBrowser, SCREENSHOT_DIR, VIEWPORTS } from './browser.mjs';
import { companyInputValue, signIn } from './staff-support.mjs';

const SNAP = SCREENSHOT_DIR;
const ROOT = path.resolve(import.meta.dirname, '../..');
const NAME = `Rosa Díaz ${RUN_ID}`;
const PHONE_NAME = `Luis Ortega ${RUN_ID}`;
const RESUME = Buffer.from(`%PDF-1.4\n% résumé of ${NAME}\n%%EOF\n`);

let browser;
const ids = [];

/** An application stored straight into D1, as the quick apply would, with a résumé in R2 when `resume`. */
async function storeApplication(name, { resume = false, email = `rosa-${RUN_ID}@example.com` } = {}) {
  const id = `e2e-${RUN_ID}-${ids.length}`;
  const key = resume ? `resumes/${id}.pdf` : null;
  if (resume) {
    const file = path.join(tmpdir(), `${id}.pdf`);
    writeFileSync(file, RESUME);
    await promisify(execFile)(
      path.join(ROOT, 'node_modules', '.bin', 'wrangler'),
      ['r2', 'object', 'put', `oakbright-images/${key}`, '--local', '--persist-to', STATE_DIR, '--file', file, '--content-type', 'application/pdf'],
      { cwd: ROOT, env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' } },
    );
  }
  await executeSql(
    `INSERT INTO applications (id, opening_id, name, phone, email, town, shifts, days, language, locale, resume_key, resume_name, resume_type, resume_size, consent_text, consent_at, contact_key)
     VALUES (${sqlText(id)}, NULL, ${sqlText(name)}, '(352) 555-0142', ${sqlText(email)}, 'Belleview', '["evening","weekend"]', '["mon","tue","sat"]', 'es', 'es',
       ${key ? sqlText(key) : 'NULL'}, ${resume ? sqlText(`Currículum ${RUN_ID}.pdf`) : 'NULL'}, ${resume ? "'application/pdf'" : 'NULL'}, ${resume ? RESUME.length : 'NULL'},
       'Acepto que me contacten sobre este empleo.', '${new Date().toISOString()}', ${sqlText(`phone:${id}`)})`,
  );
  ids.push(id);
  return id;
}

const staffApi = (p, init = {}) => api(p, { ...init, headers: { Authorization: `Bearer ${SERVICE_KEY}`, ...init.headers } });

async function staffPage(viewport) {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, timezoneId: 'UTC', acceptDownloads: true });
  // The machine running these tests is shared: give a slow first load time rather than fail it.
  context.setDefaultTimeout(90_000);
  context.setDefaultNavigationTimeout(90_000);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  return { context, page, errors };
}

/** A full-page screenshot with the window as tall as the page, so the sticky navigation is painted where it stands. */
async function fullPage(page, file) {
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(SNAP, file), fullPage: true });
  await page.setViewportSize(viewport);
}

before(async () => {
  mkdirSync(SNAP, { recursive: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await executeSql(`DELETE FROM application_events WHERE application_id LIKE 'e2e-${RUN_ID}-%'`);
  await executeSql(`DELETE FROM applications WHERE id LIKE 'e2e-${RUN_ID}-%'`);
});

test('sign in, find the application, book an interview, add a note, download the résumé, delete it', async () => {
  const id = await storeApplication(NAME, { resume: true });
  const { context, page, errors } = await staffPage(VIEWPORTS.desktop);
  await page.getByRole('link', { name: 'Applications' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
  await page.getByLabel('Opening').selectOption('general');
  const table = page.getByRole('table', { name: 'Applications, newest first' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
  await row.waitFor();
  assert.match(await row.innerText(), /General application[\s\S]*Belleview[\s\S]*Evening, Weekends · Mon, Tue, Sat[\s\S]*Spanish[\s\S]*New/);
  assert.equal(await row.getByRole('link', { name: `Download the résumé of ${NAME}` }).getAttribute('href'), `/staff/api/applications/${id}/resume`);
  assert.deepEqual(await axeViolations(page), [], 'inbox');
  assert.equal(await overflowsHorizontally(page), false);
  await fullPage(page, 'applications-inbox-1280.png');

  await row.getByRole('link', { name: NAME, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
  assert.equal(await page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: '(352) 555-0142' }).getAttribute('href'), 'tel:3525550142');

  // Interview in three days at 10:30, Ocala time.
  const at = `${companyInputValue(3 * 86_400_000).slice(0, 10)}T10:30`;
  await page.getByLabel('Move to stage').selectOption('interview');
  await page.getByLabel('Interview date and time (Ocala time)').fill(at);
  // Where and with whom: at the office, with the first person listed.
  await page.getByLabel('Office address').fill('2150 SW College Rd, Suite 4, Ocala, FL 34471');
  const interviewer = page.getByLabel('Who interviews');
  await interviewer.locator('option').nth(1).waitFor({ state: 'attached' });
  await interviewer.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Save stage' }).click();
  const timeline = page.getByRole('list', { name: 'Timeline, oldest first' });
  await timeline.getByText('Moved to Interview').waitFor();
  await timeline.getByText(/Interview invitation email/).waitFor();
  assert.match(await timeline.innerText(), /Entrevista programada/);
  assert.match(await page.getByRole('region', { name: 'Pipeline' }).innerText(), /Interview .*10:30 AM ET/);

  await page.getByLabel('Note').fill('Tiene carro; prefers evenings.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await timeline.getByText('Tiene carro; prefers evenings.').waitFor();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download résumé' }).click()]);
  assert.equal(download.suggestedFilename(), `Currículum ${RUN_ID}.pdf`);
  // The browser is shared over a connection: the file comes back as a stream, not a local path.
  assert.deepEqual(await downloaded(download), RESUME);

  assert.deepEqual(await axeViolations(page), [], 'application');
  assert.equal(await overflowsHorizontally(page), false);
  await fullPage(page, 'application-1280.png');

  await page.getByRole('button', { name: 'Delete application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this application?' });
  await dialog.waitFor();
  assert.deepEqual(await axeViolations(page), [], 'confirm dialog');
  await dialog.getByRole('button', { name: 'Delete application' }).click();
  await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
  await page.getByText(`The application from ${NAME} was deleted.`).waitFor();
  assert.equal((await staffApi(`/api/applications/${id}`)).status, 404);
  assert.equal((await staffApi(`/api/applications/${id}/resume`)).status, 404);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the inbox and an application on a phone (390 px): axe finds nothing, nothing scrolls sideways', async () => {
  const id = await storeApplication(PHONE_NAME, { email: '' });
  const { context, page, errors } = await staffPage(VIEWPORTS.mobile);
  await page.goto('/staff/applications?opening=general');
  await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
  await page.getByRole('link', { name: PHONE_NAME, exact: true }).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'inbox');
  assert.equal(await overflowsHorizontally(page), false);

  await page.getByRole('link', { name: PHONE_NAME, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: PHONE_NAME }).waitFor();
  await page.getByLabel('Move to stage').selectOption('interview');
  await page.getByText('No email address was given, so nothing is sent').waitFor();
  assert.deepEqual(await axeViolations(page), [], 'application');
  assert.equal(await overflowsHorizontally(page), false);
  await fullPage(page, 'application-390.png');
  assert.equal((await staffApi(`/api/applications/${id}`)).status, 200);
  assert.deepEqual(errors, []);
  await context.close();
});
