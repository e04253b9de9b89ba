/**
 * The staff Audit log screen against the real build: entries show newest first as a table on a
 * desktop and as cards on a phone, the action and person filters narrow them (and the CSV link
 * carries the same filters), a filter matching nothing says so, and axe (WCAG 2.2 A/AA) finds
 * nothing at 390 px or 1280 px. Screenshots of both land in SCREENSHOT_DIR (tests/e2e/browser.mjs).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { axeViolations, launchBrowser, openPage, SCREENSHOT_DIR, VIEWPORTS } from './browser.mjs';
import { executeSql, RUN_ID, sqlText } from './blog-support.mjs';
import { signIn } from './staff-support.mjs';

const PERSON = `audit-e2e-${RUN_ID}`;
const SUMMARY = `Moved lead from New to Contacted (${RUN_ID})`;

let browser;
before(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Written as the Worker writes them; the log takes no writes through the API.
  const rows = [
    ['lead.stage', 'lead', `lead-${RUN_ID}`, SUMMARY],
    ['post.publish', 'post', '1', `Published “Floor care” (${RUN_ID})`],
    ['subscriber.delete', 'subscriber', '7', `Removed a subscriber (${RUN_ID})`],
  ];
  await executeSql(
    rows
      .map(
        ([action, type, id, summary]) =>
          `INSERT INTO audit_log (actor_id, actor, action, subject_type, subject_id, summary) VALUES (${sqlText(PERSON)}, ${sqlText(`Audit Tester <${PERSON}@localhost.test>`)}, ${sqlText(action)}, ${sqlText(type)}, ${sqlText(id)}, ${sqlText(summary)});`,
      )
      .join(' '),
  );
});
after(async () => {
  await browser?.close();
});

for (const [name, viewport] of [
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.mobile],
]) {
  test(`the audit log on a ${name}: entries, filters, CSV link, empty state, axe`, async () => {
    const { page, context } = await openPage(browser, { viewport });
    await signIn(page);
    await page.goto(`/staff/audit?actor=${PERSON}`);
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const list = name === 'desktop' ? page.locator('table') : page.locator('ul li');
    await list.getByText(SUMMARY).first().waitFor();
    assert.equal(await page.getByText('3 actions match').count(), 1);
    // Newest first: the last written is on top.
    const summaries = await (name === 'desktop' ? page.locator('tbody tr') : page.locator('main ul > li')).allTextContents();
    assert.match(summaries[0], /Removed a subscriber/);
    assert.match(summaries[2], /Moved lead from New to Contacted/);
    assert.equal(await page.getByLabel('Person').inputValue(), PERSON);

    await page.getByLabel('Action').selectOption('lead');
    await page.waitForURL((url) => url.searchParams.get('action') === 'lead');
    await page.getByText('1 action match').waitFor();
    const csv = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    assert.equal(csv, `/staff/api/audit.csv?action=lead&actor=${PERSON}`);
    const res = await page.request.get(csv);
    assert.equal(res.status(), 200);
    assert.match(await res.text(), new RegExp(`lead\\.stage,lead,lead-${RUN_ID}`));

    await page.screenshot({ path: `${SCREENSHOT_DIR}/audit-${name}.png`, fullPage: true });
    assert.deepEqual(await axeViolations(page), []);

    await page.getByLabel('Action').selectOption('newsletter');
    await page.getByRole('heading', { name: 'No entries match' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/audit-${name}-empty.png`, fullPage: true });
    await context.close();
  });
}
