/**
 * The sale closed in the software, in Chromium against the real Worker, D1, R2 and queues: staff
 * price a proposal on the lead's page and send it; the client opens the emailed link on a phone
 * without JavaScript, reads the scope and the terms, signs with their name, title and consent,
 * and gets the signed copy; the lead reads Won at the proposal's price, with the evidence on its
 * proposal. The signing page and the lead page pass axe at 390 and 1280 px without scrolling
 * sideways; screenshots go to SCREENSHOT_DIR.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { executeSql, overflowsHorizontally, RUN_ID, sqlText } from './blog-support.mjs';
import { axeViolations, BASE_URL, launchBrowser, SCREENSHOT_DIR, VIEWPORTS } from './browser.mjs';
import { postedLead, sleep, uniqueEmail } from './leads-support.mjs';
import { SERVICE_KEY } from './server.mjs';
import { signIn } from './staff-support.mjs';

const EMAIL = uniqueEmail('proposal-sign');

let browser;
let leadId;

const staffApi = (path, init = {}) => fetch(new URL(path, BASE_URL), { ...init, headers: { authorization: `Bearer ${SERVICE_KEY}`, ...init.headers } });

/** The outbox's messages of `kind` to the client, newest first, once `count` are there. */
async function emailed(kind, count = 1) {
  for (let i = 0; i < 100; i++) {
    const found = (await (await staffApi(`/api/outbox?to=${encodeURIComponent(EMAIL)}`)).json()).filter((m) => m.kind === kind);
    if (found.length >= count) return found;
    await sleep(100);
  }
  throw new Error(`no ${kind} to ${EMAIL}`);
}

before(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  browser = await launchBrowser();
  leadId = await postedLead({ company: `Reyes Dental ${RUN_ID}`, email: EMAIL });
});

after(async () => {
  await browser?.close();
  if (leadId) await executeSql(`DELETE FROM proposals WHERE lead_id = ${sqlText(leadId)}; DELETE FROM leads WHERE id = ${sqlText(leadId)}`);
});

test('staff send a proposal; the client signs it on a phone without JavaScript; the lead shows Won with the evidence; axe finds nothing', async () => {
  // Staff price and send it from the lead's page.
  const staff = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: BASE_URL, timezoneId: 'UTC' });
  staff.setDefaultTimeout(60_000);
  const desk = await staff.newPage();
  await signIn(desk);
  await desk.goto(`/staff/leads/${leadId}`);
  const proposals = desk.getByRole('region', { name: 'Proposals' });
  await proposals.getByText('No proposal yet').waitFor();
  await proposals.getByLabel('Street address').first().fill('2150 SW College Rd, Suite 4, Ocala, FL 34471');
  await proposals.getByLabel('Square feet').first().fill('10000');
  await proposals.getByRole('button', { name: /^Price/ }).click();
  await desk.getByText(/^Proposal priced: \$[\d,]+ a month\.$/).waitFor();
  await proposals.getByRole('button', { name: 'Send to sign' }).click();
  await desk.getByText('Proposal sent: the client has the link to sign.').waitFor();
  const [sent] = await (await staffApi(`/api/proposals?lead_id=${leadId}`)).json();
  assert.equal(sent.state, 'sent');
  const price = `$${(sent.monthly_price_cents / 100).toLocaleString('en-US')}`;

  const [email] = await emailed('proposal-sent');
  assert.match(email.text, /^Hello Dana,/m);
  const link = new URL(/https?:\/\/\S+?\/proposal\?token=[\w.-]+/.exec(email.text)[0]);

  // The client reads and signs on a phone, without JavaScript.
  const phone = await browser.newContext({
    viewport: VIEWPORTS.mobile,
    baseURL: BASE_URL,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'cf-connecting-ip': '198.51.100.77' },
  });
  const page = await phone.newPage();
  await page.goto(link.pathname + link.search);
  await page.getByRole('heading', { level: 1, name: 'Your cleaning proposal' }).waitFor();
  const order = await page.locator('h2').allTextContents();
  assert.deepEqual(order.slice(0, 3), ['What we clean', 'The terms', 'Sign the proposal']);
  assert.ok(await page.getByText(`${price} a month`).first().isVisible());
  assert.equal(await overflowsHorizontally(page), false, 'the signing page scrolls sideways at 390');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/proposal-signing-mobile.png`, fullPage: true });
  const pdf = await page.request.get(await page.getByRole('link', { name: 'Download the proposal (PDF)' }).getAttribute('href'));
  assert.equal(pdf.headers()['x-document-sha256'], sent.document_sha256, 'the PDF offered is the one kept');

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: /^Sign for/ }) });
  await form.getByLabel('Your full legal name').fill('Dana Reyes');
  await form.getByLabel('Your title').fill('Practice Manager');
  await form.getByRole('checkbox').check();
  await Promise.all([page.waitForURL('**done=signed**'), form.getByRole('button', { name: `Sign for ${price} a month` }).click()]);
  await page.getByRole('heading', { level: 1, name: 'Thank you: your proposal is signed' }).waitFor();
  assert.ok(await page.getByRole('link', { name: 'Download the signed copy (PDF)' }).isVisible());
  await page.screenshot({ path: `${SCREENSHOT_DIR}/proposal-signed-mobile.png`, fullPage: true });
  await phone.close();

  const [copy] = await emailed('proposal-signed');
  assert.equal(copy.attachments[0].type, 'application/pdf');
  const signedPdf = await staffApi(new URL(copy.attachments[0].url, BASE_URL).pathname);
  assert.equal(
    Buffer.from(await signedPdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
    '%PDF-',
  );

  // Staff see it won, with the evidence.
  const signed = await (await staffApi(`/api/proposals/${sent.id}`)).json();
  assert.equal(signed.state, 'signed');
  assert.equal(signed.evidence.signer_name, 'Dana Reyes');
  assert.equal(signed.evidence.document_sha256, sent.document_sha256);
  await desk.reload();
  await desk.getByText('Dana Reyes, Practice Manager').waitFor();
  const lead = await (await staffApi(`/api/leads/${leadId}`)).json();
  assert.equal(lead.status, 'won');
  assert.equal(lead.monthly_value_cents, sent.monthly_price_cents);
  for (const button of await desk.getByRole('button', { name: 'Dismiss' }).all()) await button.click({ timeout: 1_000 }).catch(() => undefined);
  assert.deepEqual(await axeViolations(desk), [], 'axe on the won lead at 1280');
  await desk.screenshot({ path: `${SCREENSHOT_DIR}/staff-lead-won-desktop.png`, fullPage: true });
  await staff.close();
});

test('the signing page passes axe at 390 and 1280 px, with and without a refused answer', async () => {
  const [p] = await (await staffApi(`/api/proposals?lead_id=${leadId}`)).json();
  // A second version to sign: the signed one never changes, so a fresh proposal.
  const created = await staffApi('/api/proposals', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lead_id: leadId, sites: p.sites, visits_per_week: 3, start_date: p.start_date }),
  });
  assert.equal(created.status, 201);
  const fresh = await created.json();
  assert.equal((await staffApi(`/api/proposals/${fresh.id}/send`, { method: 'POST' })).status, 200);
  // Refused answers below record nothing: the proposal stays open.
  const [text] = await emailed('proposal-sent', 2);
  const link = new URL(/https?:\/\/\S+?\/proposal\?token=[\w.-]+/.exec(text.text)[0]);
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, baseURL: BASE_URL });
    const page = await context.newPage();
    await page.goto(link.pathname + link.search);
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.deepEqual(await axeViolations(page), [], `axe on the signing page at ${name}`);
    assert.equal(await overflowsHorizontally(page), false);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/proposal-signing-${name}.png`, fullPage: true });
    // Past the browser's own checks (as an old browser would send it): the Worker's answer, with what was typed.
    await page.evaluate(() => {
      for (const el of document.querySelectorAll('[required]')) el.removeAttribute('required');
    });
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: /^Sign for/ }) });
    await form.getByLabel('Your full legal name').fill('Dana Reyes');
    await Promise.all([page.waitForLoadState('load'), form.getByRole('button', { name: /^Sign for/ }).click()]);
    const summary = page.getByRole('alert').filter({ hasText: 'Please check' });
    await summary.waitFor();
    assert.match(await summary.textContent(), /Please check 2 answers:.*your title.*Tick the box/);
    assert.equal(await page.getByLabel('Your full legal name').inputValue(), 'Dana Reyes');
    assert.ok(
      await summary.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < window.innerHeight),
      'the refusal opens at its form',
    );
    assert.deepEqual(await axeViolations(page), [], `axe on the refused signature at ${name}`);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/proposal-signing-refused-${name}.png`, fullPage: false });
    await context.close();
  }
  assert.equal((await (await staffApi(`/api/proposals/${fresh.id}`)).json()).evidence, null);
});
