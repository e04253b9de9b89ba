/**
 * The newsletter in Chromium against the real Worker: staff create an issue, pick a published
 * post, write an introduction, preview it as a recipient gets it (the post's title in the frame),
 * send a test copy (found in the outbox), send it to every confirmed subscriber and watch the
 * progress reach "sent" (locally the email queue keeps every message in the outbox). Axe finds
 * nothing on the list and the issue page on a phone and a desktop. Screenshots go to SCREENSHOT_DIR (tests/e2e/browser.mjs).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { api, executeSql, RUN_ID, SERVICE_KEY, sqlText } from './blog-support.mjs';
import { axeViolations, BASE_URL, launchBrowser, SCREENSHOT_DIR, VIEWPORTS } from './browser.mjs';
import { signIn } from './staff-support.mjs';

const SNAP = SCREENSHOT_DIR;
const SUBJECT = `Spring care ${RUN_ID}`;
const TEST_TO = `newsletter-test-${RUN_ID}@example.com`;
const SUBSCRIBERS = [1, 2, 3].map((n) => `reader-${n}-${RUN_ID}@example.com`);

let browser;
let issueId = null;
let postTitle = '';

/** The session cookie of one sign-in, shared by every page of this file (one sign-in, not one per test). */
let signedIn;

/** A signed-in staff page at a viewport, with its script errors recorded. */
async function staffPage(viewport) {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, timezoneId: 'UTC', storageState: signedIn });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/**
 * A screenshot of the whole page, taken with the window as tall as the page: Chromium paints the
 * preview's frame only while it is in the window, so a scrolled full-page capture leaves it blank.
 */
async function fullPageWithPreview(page, path) {
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await page.frameLocator('iframe[title^="The email"]').locator('body').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path });
  await page.setViewportSize(viewport);
}

/** No step may wait forever: a browser that stops answering fails the file instead of holding up the run. */
const LIMIT = { timeout: 240_000 };

before(async () => {
  mkdirSync(SNAP, { recursive: true });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: BASE_URL, timezoneId: 'UTC' });
  await signIn(await context.newPage());
  signedIn = await context.storageState();
  await context.close();
  // Confirmed subscribers, written straight to D1 as the confirmation link would leave them.
  await executeSql(
    `INSERT INTO newsletter_subscribers (email, source, confirmed_at) VALUES ${SUBSCRIBERS.map((e) => `(${sqlText(e)}, 'e2e', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`).join(', ')}`,
  );
  // The newest published post, as the public API lists it.
  const [post] = await (await api('/rest/v1/blog_posts?select=id,title&order=date_published.desc,id.desc&limit=1')).json();
  assert.ok(post, 'a published post to present');
  postTitle = post.title;
}, LIMIT);

after(async () => {
  await browser?.close();
  await executeSql(`DELETE FROM newsletter_subscribers WHERE email IN (${SUBSCRIBERS.map(sqlText).join(', ')})`);
}, LIMIT);

test('compose an issue: create it, pick a published post, write an introduction, save, and preview it as sent', LIMIT, async () => {
  const { context, page, errors } = await staffPage(VIEWPORTS.desktop);
  await page.goto('/staff/newsletter');
  await page.getByRole('heading', { level: 1, name: 'Newsletter' }).waitFor();
  await page
    .getByRole('heading', { name: 'No issues yet' })
    .or(page.getByRole('table', { name: 'Newsletter issues, newest first' }))
    .waitFor();
  assert.deepEqual(await axeViolations(page), [], 'list, desktop');

  await page.getByRole('button', { name: 'New issue' }).click();
  await page.waitForURL(/\/staff\/newsletter\/\d+$/);
  issueId = Number(new URL(page.url()).pathname.split('/').pop());
  const subject = page.getByRole('textbox', { name: 'Subject' });
  assert.match(await subject.inputValue(), /^Oakbright news, /);
  await subject.fill(SUBJECT);
  await page
    .getByRole('textbox', { name: 'Introduction' })
    .fill('Hello from **Oakbright**.\n\nThis month:\n\n- floors that last\n- a [walkthrough](https://example.com) offer');
  await page.getByRole('searchbox', { name: 'Find published posts' }).fill(postTitle);
  await page
    .getByRole('list', { name: 'Published posts' })
    .getByRole('button', { name: `Add “${postTitle}”` })
    .click();
  await page.getByRole('list', { name: 'Posts in this issue' }).getByText(postTitle, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByText(/^Saved \d/).waitFor();
  await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();

  // The preview is the server's rendering of the saved issue, in a frame sandboxed to nothing.
  const frame = page.getByTitle(`The email “${SUBJECT}” as HTML`);
  await frame.waitFor();
  assert.equal(await frame.getAttribute('sandbox'), '');
  const email = page.frameLocator(`iframe[title="The email “${SUBJECT}” as HTML"]`);
  await email.getByText(postTitle).first().waitFor();
  await email.getByText('Oakbright', { exact: true }).first().waitFor();
  await page.getByRole('tab', { name: 'Plain text' }).click();
  assert.match(await page.getByRole('tabpanel', { name: 'Plain text' }).textContent(), new RegExp(postTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await page.getByRole('tab', { name: 'Email' }).click();

  assert.deepEqual(await axeViolations(page), [], 'issue, desktop');
  await fullPageWithPreview(page, `${SNAP}/newsletter-issue-1280.png`);
  await frame.screenshot({ path: `${SNAP}/newsletter-email.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone, the list and the issue page read as cards and pass axe', LIMIT, async () => {
  assert.ok(issueId, 'the issue from the first test');
  const { context, page, errors } = await staffPage(VIEWPORTS.mobile);
  await page.goto('/staff/newsletter');
  await page.getByRole('list', { name: 'Newsletter issues, newest first' }).getByRole('link', { name: SUBJECT }).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'list, phone');
  await page.getByRole('list', { name: 'Newsletter issues, newest first' }).getByRole('link', { name: SUBJECT }).click();
  await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
  await page.frameLocator('iframe[title^="The email"]').getByText(postTitle).first().waitFor();
  // Nothing is wider than the phone.
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), VIEWPORTS.mobile.width);
  assert.deepEqual(await axeViolations(page), [], 'issue, phone');
  await fullPageWithPreview(page, `${SNAP}/newsletter-issue-390.png`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a test copy lands in the outbox, then sending to every confirmed subscriber reaches "sent"', LIMIT, async () => {
  assert.ok(issueId, 'the issue from the first test');
  const { context, page, errors } = await staffPage(VIEWPORTS.desktop);
  await page.goto(`/staff/newsletter/${issueId}`);
  await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();

  await page.getByRole('textbox', { name: 'Send a test to' }).fill(TEST_TO);
  await page.getByRole('button', { name: 'Send test' }).click();
  await page.getByText(`Test sent to ${TEST_TO}, see it in the Outbox.`).waitFor();
  const outbox = await (await page.request.get(`/staff/api/outbox?${new URLSearchParams({ to: TEST_TO })}`)).json();
  assert.equal(outbox.length, 1, 'one test copy in the outbox');
  assert.equal(outbox[0].to, TEST_TO);
  assert.equal(outbox[0].subject, `[Test] ${SUBJECT}`);
  // Automation reads the same outbox with the staff key.
  const viaKey = await api(`/api/outbox?${new URLSearchParams({ to: TEST_TO })}`, { headers: { Authorization: `Bearer ${SERVICE_KEY}` } });
  assert.equal(viaKey.status, 200);
  assert.equal((await viaKey.json()).length, 1);

  await page.getByRole('button', { name: 'Send to all confirmed subscribers' }).click();
  const dialog = page.getByRole('dialog', { name: /^Send to \d+ confirmed subscribers?\?$/ });
  await dialog.waitFor();
  const count = Number((await dialog.getByRole('heading').textContent()).match(/\d+/)[0]);
  assert.ok(count >= SUBSCRIBERS.length, `at least the ${SUBSCRIBERS.length} seeded subscribers (${count})`);
  await dialog.getByRole('button', { name: `Send to ${count} subscribers` }).click();
  const bar = page.getByRole('progressbar', { name: 'Sending progress' });
  await bar.waitFor();
  // The page polls on its own; the local queues write and keep every copy.
  try {
    await page.getByRole('heading', { level: 2, name: 'Sent', exact: true }).waitFor({ timeout: 150_000 });
  } catch (err) {
    // Say where sending stood: the issue as the API has it, and each subscriber's copy.
    const stood = await (await page.request.get(`/staff/api/newsletter/issues/${issueId}`)).json();
    const copies = await Promise.all(SUBSCRIBERS.map(async (to) => (await page.request.get(`/staff/api/outbox?${new URLSearchParams({ to })}`)).json()));
    throw new Error(
      `not sent: ${JSON.stringify({ state: stood.state, recipients: stood.recipients, progress: stood.progress, copies: copies.map((c) => c.map((m) => m.state)) })}`,
      { cause: err },
    );
  }
  assert.equal(await bar.getAttribute('aria-valuenow'), '100');
  const progress = await bar.getAttribute('aria-valuetext');
  assert.match(progress, /^100%: \d+ sent, 0 failed, 0 left of \d+$/);
  const recipients = Number(progress.match(/of (\d+)$/)[1]);
  assert.ok(recipients >= SUBSCRIBERS.length);
  assert.equal(await page.getByRole('textbox', { name: 'Subject' }).getAttribute('readonly'), '');

  // Every seeded subscriber got their own copy.
  for (const to of SUBSCRIBERS) {
    const copies = await (await page.request.get(`/staff/api/outbox?${new URLSearchParams({ to })}`)).json();
    assert.equal(copies.filter((m) => m.subject === SUBJECT).length, 1, to);
  }

  await page.getByRole('link', { name: 'All issues' }).click();
  const row = page.getByRole('table', { name: 'Newsletter issues, newest first' }).getByRole('row').filter({ hasText: SUBJECT });
  await row.getByText('Sent', { exact: true }).waitFor();
  assert.match(await row.textContent(), /Sent on /);
  assert.deepEqual(await axeViolations(page), [], 'list with a sent issue, desktop');
  assert.deepEqual(errors, []);
  await context.close();
});

test('once sent, anyone reads the issue in the public archive; kept for subscribers, it leaves', LIMIT, async () => {
  assert.ok(issueId, 'the issue sent by the test before');
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, baseURL: BASE_URL });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Insights leads to the past issues, and the list to the issue.
    await page.goto('/insights');
    await page.getByRole('link', { name: 'Read past issues' }).click();
    await page.getByRole('heading', { level: 1, name: 'Past issues' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/newsletter');
    await page.screenshot({ path: `${SNAP}/newsletter-archive-${size}.png`, fullPage: true });
    await page.getByRole('link', { name: SUBJECT }).click();
    await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/newsletter/${issueId}`);
    await page.getByRole('heading', { name: 'In this issue' }).waitFor();
    await page.getByRole('link', { name: postTitle }).waitFor();
    // The head follows once the issue is drawn (its module loads after a client-side navigation).
    await page.waitForFunction((title) => document.title === title, `${SUBJECT} | Newsletter | Oakbright Facility Services`, { timeout: 10_000 });
    assert.deepEqual(await axeViolations(page), [], `issue page, ${size}`);
    await page.screenshot({ path: `${SNAP}/newsletter-issue-${size}.png`, fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  }

  const { context, page, errors } = await staffPage(VIEWPORTS.desktop);
  await page.goto(`/staff/newsletter/${issueId}`);
  const keep = page.getByRole('checkbox', { name: /Subscribers only/ });
  await keep.check();
  await page.getByText('Only subscribers see this issue: it stays out of the archive on the site.').waitFor();
  assert.equal((await page.request.get(`/newsletter/${issueId}`)).status(), 404);
  assert.doesNotMatch(await (await page.request.get('/newsletter')).text(), new RegExp(SUBJECT));
  // Reloaded, the page shows what the server holds.
  await page.reload();
  assert.equal(await page.getByRole('checkbox', { name: /Subscribers only/ }).isChecked(), true);
  assert.deepEqual(errors, []);
  await context.close();
});
