/**
 * The sales board and the report's sales figures in Chromium against the real Worker and D1: leads
 * sent through the real lead API (one moved on, given a value and won, one lost, one left at
 * Proposal sent with a value) show on the board in their columns; a new lead's card moves to
 * Contacted with the keyboard alone (its Move button, then the stage), the lead API agrees, and
 * after a reload the card is in Contacted. The board and Reports (with its sales sections) pass axe
 * at 390 and 1280 px without the page scrolling sideways; screenshots go to SCREENSHOT_DIR.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { CONSENT_TEXT } from '../../shared/leads/lead.ts';
import { overflowsHorizontally, RUN_ID, SERVICE_KEY } from './blog-support.mjs';
import { axeViolations, BASE_URL, launchBrowser, openPage, SCREENSHOT_DIR, VIEWPORTS } from './browser.mjs';
import { uniqueEmail } from './leads-support.mjs';
import { signIn } from './staff-support.mjs';

const COMPANY = `Board Dental ${RUN_ID}`;
const WON = `Board Won ${RUN_ID}`;
const OPEN = `Board Open ${RUN_ID}`;
const LOST = `Board Lost ${RUN_ID}`;

let browser;
const ids = {};

/** Before signing in, the app's session check is answered 401, as it should be; anything else is a fault. */
const notSignInCheck = (e) => !/401 \(Unauthorized\) \S+\/staff\/api\/session$/.test(e);

const staffApi = (path, body, method = 'PATCH') =>
  fetch(new URL(path, BASE_URL), {
    method,
    headers: { authorization: `Bearer ${SERVICE_KEY}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

async function patch(path, body) {
  const res = await staffApi(path, body);
  assert.equal(res.status, 200, `${path}: ${await res.text()}`);
}

/** A lead as the site's form sends it: a token from the edge, then JSON, from an address of its own. */
async function sendLead(company, i) {
  const { token } = await (await fetch(new URL('/api/form-token', BASE_URL))).json();
  const res = await fetch(new URL('/api/leads', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${((Date.now() + i * 7) % 200) + 20}` },
    body: JSON.stringify({
      kind: 'quote',
      name: 'Dana Reyes',
      company,
      email: uniqueEmail(`board-${i}`),
      phone: '(352) 555-0142',
      contact_method: 'email',
      facility_type: 'medical-facilities',
      square_footage: '5k-15k',
      frequency: 'weekly',
      location: 'Ocala, FL 34471',
      consent_text: CONSENT_TEXT,
      page: '/contact',
      utm_source: `board-e2e-${RUN_ID}`.toLowerCase(),
      form_token: token,
    }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  return (await res.json()).id;
}

before(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  browser = await launchBrowser();
  [ids.target, ids.won, ids.open, ids.lost] = await Promise.all([COMPANY, WON, OPEN, LOST].map((company, i) => sendLead(company, i)));
  // Values are set from Proposal sent on; Won dates the sale.
  for (const [id, cents] of [
    [ids.won, 180_000],
    [ids.open, 240_000],
  ]) {
    await patch(`/api/leads/${id}`, { status: 'proposal_sent' });
    await patch(`/api/leads/${id}/sale`, { monthly_value_cents: cents });
  }
  await patch(`/api/leads/${ids.won}`, { status: 'won' });
  await patch(`/api/leads/${ids.lost}`, { status: 'lost', lost_category: 'price' });
});

after(async () => {
  await browser?.close();
});

/** Signed in, on the board, its columns drawn. */
async function openBoard(viewport) {
  const { page, context, errors } = await openPage(browser, { viewport });
  await signIn(page);
  await page.goto('/staff/leads');
  await page.getByRole('navigation', { name: 'Leads view' }).getByRole('link', { name: 'Board' }).click();
  await page.getByRole('region', { name: 'New' }).waitFor();
  return { page, context, errors };
}

const cardOf = (page, column, company) =>
  page
    .getByRole('region', { name: column, exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: company, exact: true }) });

test('a card moves to Contacted with the keyboard alone, and is there after a reload', async () => {
  const { page, context, errors } = await openBoard(VIEWPORTS.desktop);
  assert.equal(await cardOf(page, 'Won', WON).count(), 1);
  assert.match(await cardOf(page, 'Won', WON).textContent(), /\$1,800 a month/);
  assert.equal(await cardOf(page, 'Proposal sent', OPEN).count(), 1);
  assert.equal(await cardOf(page, 'Lost', LOST).count(), 1);

  const card = cardOf(page, 'New', COMPANY);
  await card.getByRole('button', { name: `Move ${COMPANY}` }).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Contacted');
  await page.keyboard.press('Enter');
  await page.getByText(`Moved ${COMPANY} to Contacted.`).waitFor();
  // Focus followed the card to its new column.
  assert.equal(await page.evaluate(() => document.activeElement?.closest('section')?.querySelector('h2')?.textContent), 'Contacted');

  const lead = await (await staffApi(`/api/leads/${ids.target}`, undefined, 'GET')).json();
  assert.equal(lead.status, 'contacted');

  await page.reload();
  await cardOf(page, 'Contacted', COMPANY).waitFor();
  assert.equal(await cardOf(page, 'New', COMPANY).count(), 0);
  assert.deepEqual(errors.filter(notSignInCheck), []);
  await context.close();
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`axe finds nothing on the board or on Reports with its sales figures, and neither scrolls sideways, ${size} (${viewport.width} px)`, async () => {
    const { page, context, errors } = await openBoard(viewport);
    await cardOf(page, 'Won', WON).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/staff-board-${viewport.width}.png`, fullPage: true });
    assert.deepEqual(await axeViolations(page), [], `axe on the board at ${size}`);
    assert.equal(await overflowsHorizontally(page), false, `the board at ${size} scrolls sideways`);

    await page.goto('/staff/reports');
    const sources = page.getByRole('table', { name: 'Sales by source' });
    await sources.waitFor();
    // This run's campaign: one won at $1,800 a month, one lost, one still at Proposal sent at $2,400.
    const row = sources.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `board-e2e-${RUN_ID}`.toLowerCase(), exact: true }) });
    assert.deepEqual(await row.locator('td').allTextContents(), ['2', '$2,400', '1', '$1,800', '1', '50%', '0']);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/staff-reports-sales-${viewport.width}.png`, fullPage: true });
    assert.deepEqual(await axeViolations(page), [], `axe on Reports at ${size}`);
    assert.equal(await overflowsHorizontally(page), false, `Reports at ${size} scrolls sideways`);
    assert.deepEqual(errors.filter(notSignInCheck), []);
    await context.close();
  });
}
