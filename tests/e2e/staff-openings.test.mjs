/**
 * Job openings in Chromium against the real Worker: the sample openings npm start loads are
 * listed; staff write a new opening in English and Spanish, create it, open it, close it from the
 * list and duplicate it (the draft copy opens in the editor under `<slug>-copy`). Axe finds nothing
 * on the list and the editor on a phone (390 px) and a desktop (1280 px), and neither scrolls
 * sideways. Screenshots go to SCREENSHOT_DIR (tests/e2e/browser.mjs).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { executeSql, overflowsHorizontally, RUN_ID } from './blog-support.mjs';
import { axeViolations, BASE_URL, launchBrowser, SCREENSHOT_DIR, VIEWPORTS } from './browser.mjs';
import { signIn } from './staff-support.mjs';

const SNAP = SCREENSHOT_DIR;
const TITLE = `Day Porter ${RUN_ID}`;
const TITLE_ES = `Conserje de día ${RUN_ID}`;
const SLUG = `day-porter-${RUN_ID}`;

let browser;
let openingId = null;

/** A signed-in staff page at a viewport, with its script errors recorded. */
async function staffPage(viewport) {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, timezoneId: 'UTC' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  return { context, page, errors };
}

/** A day (YYYY-MM-DD) `days` from now. */
const dayFromNow = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const table = (page) => page.getByRole('table', { name: 'Job openings, newest first' });
const row = (page, title) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** A screenshot of the whole page with the window as tall as the page, so the sticky save bar and navigation sit where they belong. */
async function fullPage(page, path) {
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await page.waitForTimeout(300);
  await page.screenshot({ path });
  await page.setViewportSize(viewport);
  await page.waitForTimeout(300);
}

before(async () => {
  mkdirSync(SNAP, { recursive: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await executeSql(`DELETE FROM job_openings WHERE slug LIKE '${SLUG}%'`);
});

test('write an opening in both languages, create it, open it, close it from the list and duplicate it', async () => {
  const { context, page, errors } = await staffPage(VIEWPORTS.desktop);
  await page.getByRole('link', { name: 'Openings' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Openings' }).waitFor();
  await table(page).waitFor();
  // The sample openings npm start loads into an empty table.
  for (const sample of ['Evening Commercial Cleaner', 'Early Morning Office Cleaner', 'Floor Care Technician']) {
    assert.equal(await row(page, sample).count(), 1, `${sample} is listed`);
  }
  assert.deepEqual(await axeViolations(page), [], 'list, desktop');
  await fullPage(page, `${SNAP}/openings-list-1280.png`);

  await page.getByRole('link', { name: 'New opening' }).click();
  await page.waitForURL(/\/staff\/openings\/new$/);
  try {
    await page.getByRole('heading', { level: 1, name: 'New opening' }).waitFor();
  } catch (err) {
    await page.screenshot({ path: `${SNAP}/opening-new-failed.png`, fullPage: true });
    throw err;
  }
  await page.getByLabel('Title in English').fill(TITLE);
  await page.getByLabel('Title in Spanish').fill(TITLE_ES);
  await page.getByLabel('Town or site').fill('Ocala');
  await page.getByLabel('Type').selectOption('FULL_TIME');
  await page.getByRole('checkbox', { name: 'Daytime' }).check();
  await page.getByRole('checkbox', { name: 'Weekends' }).check();
  await page.getByLabel('Pay from ($)').fill('16');
  await page.getByLabel('Pay up to ($)').fill('18');
  await page
    .getByLabel('Description in English')
    .fill('Keep lobbies, restrooms and break rooms clean **during the day**.\n\n- Restock supplies\n- Spot-clean floors');
  await page
    .getByLabel('Description in Spanish')
    .fill('Mantenga limpios los vestíbulos, baños y salas de descanso **durante el día**.\n\n- Reponer suministros\n- Limpiar manchas en los pisos');
  await page.getByLabel('Requirements in English').fill('- Able to pass a background check');
  await page.getByLabel('Requirements in Spanish').fill('- Poder pasar una verificación de antecedentes');
  await page.getByLabel('Benefits in English').fill('- Paid training');
  await page.getByLabel('Benefits in Spanish').fill('- Capacitación pagada');
  await page.getByLabel('Valid through').fill(dayFromNow(30));
  assert.equal(await page.getByRole('textbox', { name: 'Address' }).inputValue(), SLUG);
  await page.getByRole('button', { name: 'Create opening' }).click();
  await page.waitForURL(/\/staff\/openings\/\d+$/);
  openingId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  assert.equal(await page.getByLabel('Title in Spanish').inputValue(), TITLE_ES);
  assert.equal(
    await page.getByLabel('Description in Spanish').inputValue(),
    'Mantenga limpios los vestíbulos, baños y salas de descanso **durante el día**.\n\n- Reponer suministros\n- Limpiar manchas en los pisos',
  );
  assert.equal(await page.getByLabel('Valid through').inputValue(), dayFromNow(30));
  assert.equal(await page.locator('header').getByText('Draft', { exact: true }).count(), 1);

  // Open it.
  await page.getByRole('radio', { name: /^Open/ }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved / })
    .waitFor();
  await page.locator('header').getByText('Open', { exact: true }).waitFor();
  await page.getByRole('link', { name: 'View on site' }).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'editor, desktop');
  await fullPage(page, `${SNAP}/opening-editor-1280.png`);

  // Close it from the list.
  await page.getByRole('link', { name: 'All openings' }).click();
  await table(page).waitFor();
  assert.equal(await row(page, TITLE).getByText('Open', { exact: true }).count(), 1);
  await row(page, TITLE)
    .getByRole('button', { name: `Actions for “${TITLE}”` })
    .click();
  await row(page, TITLE).getByRole('button', { name: 'Close' }).click();
  await page.getByText(`“${TITLE}” is closed.`).waitFor();
  await row(page, TITLE).getByText('Closed', { exact: true }).waitFor();

  // Duplicate it: the draft copy opens in the editor.
  await row(page, TITLE)
    .getByRole('button', { name: `Actions for “${TITLE}”` })
    .click();
  await row(page, TITLE).getByRole('button', { name: 'Duplicate' }).click();
  await page.getByRole('heading', { level: 1, name: `${TITLE} (copy)` }).waitFor();
  assert.notEqual(Number(new URL(page.url()).pathname.split('/').pop()), openingId);
  assert.equal(await page.getByRole('textbox', { name: 'Address' }).inputValue(), `${SLUG}-copy`);
  assert.equal(await page.getByLabel('Title in Spanish').inputValue(), `${TITLE_ES} (copia)`);
  assert.equal(await page.locator('header').getByText('Draft', { exact: true }).count(), 1);

  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone: the list and the editor read without sideways scrolling, and axe finds nothing', async () => {
  const { context, page, errors } = await staffPage(VIEWPORTS.mobile);
  await page.goto('/staff/openings');
  await page.getByRole('list', { name: 'Job openings, newest first' }).waitFor();
  assert.equal(await overflowsHorizontally(page), false, 'list scrolls sideways');
  assert.deepEqual(await axeViolations(page), [], 'list, phone');

  await page.getByRole('list', { name: 'Job openings, newest first' }).getByRole('link', { name: 'Floor Care Technician', exact: true }).click();
  try {
    await page.getByRole('heading', { level: 1, name: 'Floor Care Technician' }).waitFor();
  } catch (err) {
    await page.screenshot({ path: `${SNAP}/opening-editor-390-failed.png`, fullPage: true });
    throw err;
  }
  assert.equal(await overflowsHorizontally(page), false, 'editor scrolls sideways');
  assert.deepEqual(await axeViolations(page), [], 'editor, phone');
  await fullPage(page, `${SNAP}/opening-editor-390.png`);
  assert.deepEqual(errors, []);
  await context.close();
});
