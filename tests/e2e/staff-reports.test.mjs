/**
 * The staff Reports screen against the real build: leads sent through the real lead API (form
 * token, fill time and all) show up in the weekly charts and their tables, the CSV downloads with
 * the same figures, nothing is loaded from another origin, and axe (WCAG 2.2 A/AA) finds nothing
 * on a phone (390 px) or a desktop (1280 px). Screenshots of both land in SCREENSHOT_DIR (tests/e2e/browser.mjs).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { CONSENT_TEXT } from '../../shared/leads/lead.ts';
import { axeViolations, BASE_URL, downloaded, launchBrowser, openPage, SCREENSHOT_DIR, VIEWPORTS } from './browser.mjs';
import { RUN_ID, SERVICE_KEY } from './blog-support.mjs';
import { uniqueEmail } from './leads-support.mjs';
import { signIn } from './staff-support.mjs';

const SNAP_DIR = SCREENSHOT_DIR;
/** This run's campaign, so its leads are told apart from any others in the database. */
const SOURCE = `report-e2e-${RUN_ID}`.toLowerCase();

const LEADS = [
  { kind: 'quote', frequency: 'several-weekly', utm_source: SOURCE, landing_page: `/services/floor-care?utm_source=${SOURCE}` },
  {
    kind: 'walkthrough',
    preferred_day_1: '2031-03-04',
    preferred_day_2: '2031-03-05',
    time_window: 'morning',
    utm_source: SOURCE,
    read_post: '/insights/report-e2e',
    landing_page: '/schedule',
  },
  { kind: 'franchising', frequency: 'not-sure', referrer: 'https://www.bing.com/search?q=franchise', landing_page: '/franchising' },
];

let browser;
let ids = [];

/** Posts a lead as the site's form does: a token from the edge, then JSON. */
async function sendLeads() {
  const tokens = [];
  for (let i = 0; i < LEADS.length; i++) {
    const res = await fetch(new URL('/api/form-token', BASE_URL));
    assert.equal(res.status, 200);
    tokens.push((await res.json()).token);
  }
  return Promise.all(
    LEADS.map(async (fields, i) => {
      const body = {
        name: 'Dana Reyes',
        company: 'Reyes Family Dental',
        email: uniqueEmail(`report-${i}`),
        phone: '(352) 555-0142',
        facility_type: 'medical-facilities',
        square_footage: '5k-15k',
        location: '34471',
        contact_method: 'email',
        consent_text: CONSENT_TEXT,
        page: '/contact',
        website: '',
        form_token: tokens[i],
        ...fields,
      };
      const res = await fetch(new URL('/api/leads', BASE_URL), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': `203.0.113.${150 + i}` },
        body: JSON.stringify(body),
      });
      assert.equal(res.status, 201, await res.clone().text());
      return (await res.json()).id;
    }),
  );
}

before(async () => {
  browser = await launchBrowser();
  ids = await sendLeads();
  // One lead moves on, through the staff API: the funnel counts it from its status.
  const res = await fetch(new URL(`/api/leads/${ids[0]}`, BASE_URL), {
    method: 'PATCH',
    headers: { authorization: `Bearer ${SERVICE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'contacted' }),
  });
  assert.equal(res.status, 200, await res.text());
  mkdirSync(SNAP_DIR, { recursive: true });
});
after(async () => {
  await browser?.close();
});

/** Signed in, on Reports, its figures drawn. Records every request to another origin. */
async function openReports(viewport) {
  const { page, context, errors } = await openPage(browser, { viewport });
  const elsewhere = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin !== new URL(BASE_URL).origin && url.protocol !== 'data:') elsewhere.push(req.url());
  });
  await signIn(page);
  // The session check before signing in answers 401 by design; only what follows counts.
  errors.length = 0;
  if (viewport.width >= 1024) await page.getByRole('link', { name: 'Reports' }).click();
  else await page.goto('/staff/reports');
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  await page.getByRole('table', { name: 'Leads per week by kind' }).waitFor();
  return { page, context, errors, elsewhere };
}

const rowOf = (table, name) => table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });

test('Reports draws the leads sent through the lead form API: charts, tables and a CSV of the same figures', async () => {
  const { page, context, errors, elsewhere } = await openReports(VIEWPORTS.desktop);

  const charts = page.getByRole('img');
  assert.ok((await charts.count()) >= 3, 'the two weekly charts and the funnel');
  assert.match(await page.getByRole('img', { name: /^Stacked bar chart: leads per week by kind, 13 weeks/ }).getAttribute('aria-label'), /\d+ leads?\.$/);

  // This run's campaign: two leads this week, in the chart's table and the range's totals.
  const sources = page.getByRole('table', { name: 'Leads by source' });
  assert.equal(await rowOf(sources, SOURCE).locator('td').textContent(), '2');
  assert.ok(Number(await rowOf(sources, 'bing.com').locator('td').textContent()) >= 1);
  const posts = page.getByRole('table', { name: 'Blog posts read before a lead' });
  assert.equal(await rowOf(posts, '/insights/report-e2e').locator('td').textContent(), '1');

  const kinds = page.getByRole('table', { name: 'Leads per week by kind' });
  const allWeeks = (await rowOf(kinds, 'All weeks').locator('td').allTextContents()).map(Number);
  assert.equal(allWeeks.length, 5, 'quote, walkthrough, franchising, booked walkthrough, total');
  assert.ok(allWeeks[0] >= 1 && allWeeks[1] >= 1 && allWeeks[2] >= 1);
  assert.equal(allWeeks[4], allWeeks[0] + allWeeks[1] + allWeeks[2] + allWeeks[3]);

  const stages = page.getByRole('table', { name: 'Leads that reached each stage' });
  assert.ok(Number(await rowOf(stages, 'Contacted').locator('td').first().textContent()) >= 1);
  assert.ok(await page.getByText('Median time to first response').or(page.getByText('No lead in these days has been answered yet')).isVisible());

  // The CSV: a real download, one tidy table with this week's row for the campaign.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  assert.match(download.suggestedFilename(), /^lead-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await downloaded(download)).toString('utf8');
  const lines = csv.split('\r\n');
  assert.equal(lines[0], 'figure,group,week,value');
  assert.ok(
    lines.some((l) => new RegExp(`^leads_by_source,${SOURCE},\\d{4}-\\d{2}-\\d{2},2$`).test(l)),
    `the campaign's week in the CSV:\n${csv}`,
  );
  assert.ok(lines.includes('blog_post_read,/insights/report-e2e,,1'));

  assert.deepEqual(elsewhere, [], 'nothing loaded from another origin');
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`axe finds nothing on Reports, and it fits the screen, ${size} (${viewport.width} px)`, async () => {
    const { page, context, errors } = await openReports(viewport);
    assert.deepEqual(await axeViolations(page), []);
    // The page itself never scrolls sideways; a chart or table too wide scrolls in its own region.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll of the page');
    await page.screenshot({ path: `${SNAP_DIR}/reports-${viewport.width}.png`, fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
