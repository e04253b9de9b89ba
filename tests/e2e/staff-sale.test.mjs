/**
 * A lead's sale in Chromium against the real Worker and D1: staff signed in make themselves the
 * owner of a new lead and set its next step due today on the lead's page (the save confirmed, the
 * change noted on its timeline); the leads list then has it under Mine and under Due today, marked
 * as due in words. The lead page and the Due today list pass axe at 390 and 1280 px without
 * scrolling sideways; screenshots go to SCREENSHOT_DIR.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { executeSql, overflowsHorizontally, RUN_ID, sqlText } from './blog-support.mjs';
import { axeViolations, launchBrowser, openPage, SCREENSHOT_DIR, VIEWPORTS } from './browser.mjs';
import { postedLead } from './leads-support.mjs';
import { companyInputValue, signIn } from './staff-support.mjs';

const NAME = `Sam Sale ${RUN_ID}`;
const STEP = `Call about the walkthrough ${RUN_ID}`;

let browser;
let leadId;

/** Before signing in, the app's session check is answered 401, as it should be; anything else is a fault. */
const notSignInCheck = (e) => !/401 \(Unauthorized\) \S+\/staff\/api\/session$/.test(e);

async function dismissNotices(page) {
  for (const button of await page.getByRole('button', { name: 'Dismiss' }).all()) await button.click().catch(() => undefined);
}

before(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  browser = await launchBrowser();
  leadId = await postedLead({
    name: NAME,
    company: 'Marion Storage',
    email: `sale.${RUN_ID}@example-facility.com`,
    facility_type: 'medical-facilities',
    frequency: 'weekly',
  });
});

after(async () => {
  await browser?.close();
  if (leadId) await executeSql(`DELETE FROM leads WHERE id = ${sqlText(leadId)}`);
});

test('an owner and a next step set on the lead’s page put the lead under Mine and Due today; axe finds nothing at 390 and 1280', async () => {
  const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.desktop });
  const { name: me } = await signIn(page);
  const today = companyInputValue(0).slice(0, 10);

  await page.goto(`/staff/leads/${leadId}`);
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
  const sale = page.getByRole('region', { name: 'Sale' });
  // A quote still New: no value or close yet, those come with a proposal.
  assert.equal(await sale.getByLabel('Monthly value (dollars)').count(), 0);
  // Each test file signs in its own "E2E owner 1": the option is found by the signed-in person's id, not the name.
  const { person } = await page.evaluate(() => fetch('/staff/api/session').then((r) => r.json()));
  await sale.getByLabel('Owner').locator(`option[value="${person.id}"]`).waitFor({ state: 'attached' });
  await sale.getByLabel('Owner').selectOption(person.id);
  await sale.getByLabel('Next step', { exact: true }).fill(STEP);
  await sale.getByLabel('Next step due (Ocala day)').fill(today);
  await sale.getByRole('button', { name: 'Save sale details' }).click();
  await page.getByText('Sale details saved.').waitFor();
  await page.reload();
  const timeline = page.getByRole('list', { name: 'Timeline, oldest first' });
  await timeline.getByText(`Owner: ${me}`).waitFor();
  assert.match(
    await timeline.getByRole('listitem').filter({ hasText: STEP }).textContent(),
    new RegExp(`Next step: ${STEP} \\(due [A-Z][a-z]{2} \\d{1,2}, \\d{4}\\)`),
  );
  assert.equal(await sale.getByLabel('Owner').inputValue(), person.id);

  await dismissNotices(page);
  assert.deepEqual(await axeViolations(page), [], 'lead page with its sale, 1280');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/lead-sale-1280.png`, fullPage: true });
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.getByRole('region', { name: 'Sale' }).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'lead page with its sale, 390');
  assert.equal(await overflowsHorizontally(page), false, 'the lead page fits 390 px');
  await page.setViewportSize(VIEWPORTS.desktop);

  // The list: under Mine, then under Due today, marked as due.
  await page.goto('/staff/leads');
  const views = page.getByRole('navigation', { name: 'Whose leads' });
  await views.getByRole('link', { name: 'Mine' }).click();
  const mine = page.getByRole('table', { name: 'Leads, newest first' });
  const row = mine.getByRole('row').filter({ has: page.getByRole('link', { name: NAME }) });
  await row.waitFor();
  assert.match(await row.textContent(), new RegExp(me));
  await views.getByRole('link', { name: 'Due today' }).click();
  const due = page.getByRole('table', { name: 'Leads with a next step due, oldest due first' });
  const dueRow = due.getByRole('row').filter({ has: page.getByRole('link', { name: NAME }) });
  await dueRow.getByText('Next step due today').waitFor();
  assert.equal(new URL(page.url()).searchParams.get('view'), 'due');
  assert.deepEqual(await axeViolations(page), [], 'due today, 1280');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/leads-due-today-1280.png`, fullPage: true });

  await page.setViewportSize(VIEWPORTS.mobile);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: NAME }) });
  await card.getByText('Next step due today').waitFor();
  assert.deepEqual(await axeViolations(page), [], 'due today, 390');
  assert.equal(await overflowsHorizontally(page), false, 'the list fits 390 px');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/leads-due-today-390.png`, fullPage: true });

  assert.deepEqual(errors.filter(notSignInCheck), []);
  await context.close();
});
