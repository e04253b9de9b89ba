/**
 * The sales pipeline on the staff side, in Chromium against the real Worker and D1: a lead sent
 * from /contact is opened from the staff app, gets a note, moves to Contacted, has a walkthrough
 * booked (the prospect's confirmation lands in the outbox), moves to Proposal sent and then Won;
 * the timeline shows each stage with its time and the note, without a reload. A lead still New
 * after one business hour is marked overdue in the inbox. Axe finds nothing on the inbox and the
 * lead page on a phone and a desktop.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { api, executeSql, SERVICE_KEY, sqlText } from './blog-support.mjs';
import { axeViolations, launchBrowser, openPage, SCREENSHOT_DIR, VIEWPORTS } from './browser.mjs';
import { fillLead, hydrated, leadsFor, openLeadPage, RUN_ID, sleep, uniqueEmail } from './leads-support.mjs';
import { companyInputValue, signIn } from './staff-support.mjs';

const SNAP = SCREENSHOT_DIR;
const DAY = 86_400_000;
const PROSPECT = { name: 'Pat Pipeline', email: uniqueEmail('pipeline') };
const WAITING = { name: 'Olive Overdue', email: uniqueEmail('pipeline-overdue') };
const NOTE = `Called ${RUN_ID}; they want a visit before the end of the month.`;
// A week ago at 10:00 in Ocala (15:00 UTC): well past one business hour, on a day of its own for the inbox filter.
const WEEK_AGO = new Date(Math.floor((Date.now() - 7 * DAY) / DAY) * DAY + 15 * 3_600_000).toISOString();

let browser;
const leadIds = [];

/** Sends a lead from /contact as a visitor does, and reads back its id through the staff API. */
async function sendLead({ name, email }) {
  const { page, context, errors } = await openLeadPage(browser);
  await page.goto('/contact');
  await hydrated(page);
  const form = page.locator('main form[action^="/api/leads"]');
  await fillLead(form, { email, name });
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/leads' && r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Request my free quote' }).click(),
  ]);
  assert.equal(response.status(), 201);
  assert.deepEqual(errors, []);
  await context.close();
  for (let i = 0; i < 50; i++) {
    const [lead] = await leadsFor(email);
    if (lead) {
      leadIds.push(lead.id);
      return lead;
    }
    await sleep(100);
  }
  throw new Error(`the lead from ${email} was not stored`);
}

before(async () => {
  mkdirSync(SNAP, { recursive: true });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (leadIds.length) await executeSql(`DELETE FROM leads WHERE id IN (${leadIds.map(sqlText).join(', ')})`);
});

/** Before signing in, the app's session check is answered 401, as it should be; anything else is a fault. */
const notSignInCheck = (e) => !/401 \(Unauthorized\) \S+\/staff\/api\/session$/.test(e);

/** Closes the confirmations in the corner, so screenshots show the page beneath them. */
async function dismissNotices(page) {
  for (const button of await page.getByRole('button', { name: 'Dismiss' }).all()) await button.click().catch(() => undefined);
}

test('a lead moves through the pipeline: note, Contacted, walkthrough booked, Proposal sent, Won, all on its timeline', async () => {
  const lead = await sendLead(PROSPECT);
  const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.desktop });
  const { name: staffName } = await signIn(page);
  await page.goto(`/staff/leads/${lead.id}`);
  await page.getByRole('heading', { level: 1, name: PROSPECT.name }).waitFor();
  const pipeline = page.getByRole('region', { name: 'Pipeline' });
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const current = pipeline.locator('[aria-current="step"]');
  assert.match(await current.textContent(), /^New \(current stage\)/);
  assert.match(await pipeline.textContent(), /Waiting \d+ min|Waiting \d+ h/);
  await timeline.getByText('No notes yet.').waitFor();

  // A note, sent with the keyboard, joins the timeline without a reload.
  let reloads = 0;
  page.on('request', (req) => req.method() === 'GET' && new URL(req.url()).pathname === `/staff/api/leads/${lead.id}` && reloads++);
  await timeline.getByLabel('Note').fill(NOTE);
  await timeline.getByLabel('Note').press('Control+Enter');
  await timeline.getByRole('listitem').filter({ hasText: NOTE }).waitFor();
  assert.equal(await timeline.getByLabel('Note').inputValue(), '');
  assert.equal(await timeline.getByText('No notes yet.').count(), 0);

  const moveTo = async (stage, label) => {
    await pipeline.getByLabel('Move to stage').selectOption(stage);
    if (stage === 'walkthrough_booked') {
      // Three days ahead at 10:30 on Ocala's clock, as typed into the field.
      const when = `${companyInputValue(3 * DAY).slice(0, 10)}T10:30`;
      await pipeline.getByLabel('Walkthrough date and time (Ocala time)').fill(when);
      await pipeline.getByRole('button', { name: 'Save stage' }).click();
      await current.filter({ hasText: label }).waitFor();
      return when;
    }
    await pipeline.getByRole('button', { name: 'Save stage' }).click();
    await current.filter({ hasText: label }).waitFor();
    return null;
  };
  await moveTo('contacted', 'Contacted');
  assert.match(await pipeline.textContent(), /Answered in \d+ business minutes?|Answered in \d+ h/);
  const booked = await moveTo('walkthrough_booked', 'Walkthrough booked');
  const [day, time] = [booked.slice(0, 10), booked.slice(11)];
  const wallTime = `${Number(time.slice(0, 2)) % 12 || 12}:${time.slice(3)} ${Number(time.slice(0, 2)) < 12 ? 'AM' : 'PM'}`;
  assert.match(await pipeline.textContent(), new RegExp(`Walkthrough [A-Z][a-z]{2} \\d{1,2}, ${day.slice(0, 4)}, ${wallTime} ET`));
  await timeline.getByText(/Walkthrough invitation email/).waitFor();
  await moveTo('proposal_sent', 'Proposal sent');
  await moveTo('won', 'Won');
  assert.equal(reloads, 0, 'every change answered with the lead; nothing loaded again');

  // Each stage on the stepper with the time it was reached.
  const steps = await pipeline.getByRole('list', { name: 'Pipeline stages' }).getByRole('listitem').allTextContents();
  const at = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ET/.source;
  assert.deepEqual(
    steps.map((s) => s.replace(new RegExp(at, 'g'), '<time>')),
    ['New (done)<time>', 'Contacted (done)<time>', `Walkthrough booked (done)<time>For <time>`, 'Proposal sent (done)<time>', 'Won (current stage)<time>'],
  );

  // The timeline, oldest first: the lead, the note, each stage with its time and who, the confirmation email.
  const entries = await timeline.getByRole('list', { name: 'Timeline, oldest first' }).getByRole('listitem').allTextContents();
  const find = (text) => entries.findIndex((e) => e.includes(text));
  for (const text of [NOTE, 'Moved to Contacted', 'Moved to Walkthrough booked', 'Moved to Proposal sent', 'Moved to Won']) {
    const entry = entries[find(text)];
    assert.ok(entry, `${text} is on the timeline`);
    // Who: the person signed in, by name.
    assert.match(entry, new RegExp(`${at} · ${staffName}$`), `${text} has its time and who`);
  }
  assert.ok(find('Lead received') < find(NOTE) && find(NOTE) < find('Moved to Contacted'));
  assert.ok(find('Moved to Contacted') < find('Moved to Walkthrough booked') && find('Moved to Proposal sent') < find('Moved to Won'));
  assert.ok(find('Walkthrough invitation email') > find('Moved to Contacted'));
  const emailLink = timeline.getByRole('listitem').filter({ hasText: 'Walkthrough invitation email' }).getByRole('link');
  assert.match(await emailLink.getAttribute('href'), /^\/staff\/outbox\?message=/);

  // The same after a reload: it is what the server stored. Only the emails may have moved on
  // meanwhile, as the queue works in the background: one written since (the acknowledgement, the
  // staff alert) joins the timeline, and a delivery state goes from Queued to Kept locally.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: PROSPECT.name }).waitFor();
  const deliveryState = (entry) => entry.replace(/ email · (Queued|Sending|Sent|Failed, retrying|Not sent|Kept, not sent)/, ' email · <state>');
  const isEmail = (entry) => / email · /.test(entry);
  const reloaded = (await timeline.getByRole('list', { name: 'Timeline, oldest first' }).getByRole('listitem').allTextContents()).map(deliveryState);
  assert.deepEqual(
    reloaded.filter((e) => !isEmail(e)),
    entries.map(deliveryState).filter((e) => !isEmail(e)),
  );
  for (const email of entries.map(deliveryState).filter(isEmail)) assert.ok(reloaded.includes(email), `${email} is still on the timeline`);

  // The prospect's confirmation, with the calendar invitation, is in the outbox automation reads.
  const res = await api(`/api/outbox?${new URLSearchParams({ to: PROSPECT.email.toLowerCase() })}`, { headers: { Authorization: `Bearer ${SERVICE_KEY}` } });
  assert.equal(res.status, 200);
  const messages = await res.json();
  const confirmation = messages.filter((m) => m.kind === 'walkthrough-confirmation');
  assert.equal(confirmation.length, 1, 'one walkthrough confirmation');
  assert.match(confirmation[0].subject, /^Walkthrough booked/);

  await dismissNotices(page);
  assert.deepEqual(await axeViolations(page), [], 'lead page, 1280');
  await page.screenshot({ path: `${SNAP}/lead-timeline-1280.png`, fullPage: true });
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.getByRole('heading', { level: 1, name: PROSPECT.name }).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'lead page, 390');
  await page.screenshot({ path: `${SNAP}/lead-timeline-390.png`, fullPage: true });

  assert.deepEqual(errors.filter(notSignInCheck), []);
  await context.close();
});

test('the inbox marks a lead still New after one business hour as overdue, in words', async () => {
  const lead = await sendLead(WAITING);
  await executeSql(`UPDATE leads SET created_at = ${sqlText(WEEK_AGO)} WHERE id = ${sqlText(lead.id)}`);
  const day = WEEK_AGO.slice(0, 10);
  const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.desktop });
  await signIn(page);
  await page.goto(`/staff/leads?${new URLSearchParams({ status: 'new', from: day, to: day })}`);
  const table = page.getByRole('table', { name: 'Leads, newest first' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: WAITING.name }) });
  await row.waitFor();
  assert.match(await row.getByText(/^Overdue: waiting/).textContent(), /^Overdue: waiting (\d+ h)( \d+ min)? in business hours$/);
  assert.deepEqual(await axeViolations(page), [], 'inbox, 1280');
  await page.screenshot({ path: `${SNAP}/leads-overdue-1280.png`, fullPage: true });

  await page.setViewportSize(VIEWPORTS.mobile);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: WAITING.name }) });
  await card.getByText(/^Overdue: waiting/).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'inbox, 390');
  await page.screenshot({ path: `${SNAP}/leads-overdue-390.png`, fullPage: true });

  // The lead page says the same in a sentence.
  await card.getByRole('link', { name: WAITING.name }).click();
  await page.getByRole('heading', { level: 1, name: WAITING.name }).waitFor();
  assert.match(await page.getByRole('region', { name: 'Pipeline' }).textContent(), /Overdue\. Waiting \d+ h( \d+ min)? \(business hours\)/);
  assert.deepEqual(errors.filter(notSignInCheck), []);
  await context.close();
});
