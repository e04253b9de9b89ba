/**
 * The staff back office in Chromium (docs/decisions.md D13, D14, D16): sign in with the key, write
 * a draft in Markdown and preview it, upload images, publish and see the post on /insights, in the
 * sitemap and in the feed, schedule one and see it go live by itself, unpublish and get a 404, sign
 * out and lose access. Every staff screen is checked with axe. The posts are deleted afterwards.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, deletePosts, executeSql, RUN_ID, sqlText } from './blog-support.mjs';
import { axeViolations, BASE_URL, launchBrowser, VIEWPORTS } from './browser.mjs';
import { companyInputValue, pngImage, signIn } from './staff-support.mjs';

const TITLE = `Staff draft ${RUN_ID}`;
const SLUG = `staff-draft-${RUN_ID}`;
const SCHEDULED_TITLE = `Staff scheduled ${RUN_ID}`;
const SCHEDULED_SLUG = `staff-scheduled-${RUN_ID}`;
const LEAD_ID = `e2e-staff-${RUN_ID}`;

let browser;
let context;
let page;
const errors = [];

before(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: BASE_URL, timezoneId: 'UTC' });
  page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await executeSql(
    `INSERT INTO leads (id, kind, name, company, email, phone, message, contact_key) VALUES (${[LEAD_ID, 'quote', 'Marisol Quintero', 'Quintero Dental', `dana.${RUN_ID}@example-facility.com`, '3525550100', 'Nightly cleaning for a two-chair dental office.', `email:dana.${RUN_ID}@example-facility.com`].map(sqlText).join(', ')})`,
  );
});

after(async () => {
  await browser?.close();
  await deletePosts(`slug=in.(${SLUG},${SCHEDULED_SLUG})`);
  await executeSql(`DELETE FROM leads WHERE id = ${sqlText(LEAD_ID)}`);
});

/** The page's HTML as a visitor (no cookie) gets it. */
const publicText = async (path) => (await api(path)).text();

async function expectAxeClean(where) {
  assert.deepEqual(await axeViolations(page), [], where);
}

test('the sign-in screen asks for no key, and the session never lands in the browser’s storage', async () => {
  const res = await page.goto('/staff/posts');
  assert.equal(res.status(), 200);
  assert.match(res.headers()['x-robots-tag'], /noindex/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
  // People sign in (staff/session); the staff key is for automation only.
  assert.equal(await page.getByLabel('Staff key').count(), 0);
  await expectAxeClean('sign-in');

  await signIn(page);
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'oakbright_staff');
  assert.ok(cookie, 'a session cookie is set');
  assert.equal(cookie.httpOnly, true);
  assert.equal(cookie.sameSite, 'Strict');
  assert.equal(cookie.path, '/staff');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  assert.ok(!stored.includes('local-dev-service-key'));
  await expectAxeClean('posts list');
});

test('a draft written in Markdown previews as the article will look, and stays off the site', async () => {
  await page.getByRole('link', { name: 'New post' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  assert.equal(await page.getByLabel('Slug', { exact: true }).inputValue(), SLUG, 'the slug follows the title');
  await page
    .getByLabel('Body (Markdown)')
    .fill('Floors first.\n\n## What we check\n\n- Grout lines\n- **Entry mats**\n\n| Area | Nightly |\n| --- | --- |\n| Lobby | Yes |');
  await page.getByLabel('Author', { exact: true }).fill('Oakbright Facility Services');
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('heading', { level: 2, name: 'What we check' }).waitFor();
  assert.equal(await preview.locator('strong', { hasText: 'Entry mats' }).count(), 1);
  assert.equal(await preview.locator('table td', { hasText: 'Lobby' }).count(), 1);

  // Drafts save by themselves.
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved/ })
    .waitFor({ timeout: 15_000 });
  await page.waitForURL(/\/staff\/posts\/\d+$/);
  await expectAxeClean('editor');
  assert.equal((await api(`/insights/${SLUG}`)).status, 404, 'a draft is not public');
  assert.ok(!(await publicText('/insights')).includes(TITLE));
  const anon = await (await api(`/rest/v1/blog_posts?select=id&slug=eq.${SLUG}`)).json();
  assert.deepEqual(anon, [], 'the public API does not see a draft');
});

test('images upload to the media store and keep their size on the article', async () => {
  await page.getByLabel('Upload featured image').setInputFiles({ name: 'lobby.png', mimeType: 'image/png', buffer: pngImage(1200, 630) });
  const featured = page.locator('img[src^="/media/"]').first();
  await featured.waitFor();
  const src = await featured.getAttribute('src');
  assert.match(src, /^\/media\/[0-9a-f]{16}-1200x630\.png$/);
  const media = await api(src);
  assert.equal(media.headers.get('content-type'), 'image/png');
  assert.match(media.headers.get('cache-control'), /immutable/);

  await page.getByLabel('Insert image').setInputFiles({ name: 'mats.png', mimeType: 'image/png', buffer: pngImage(640, 480, [10, 60, 90]) });
  await page.getByRole('region', { name: 'Preview' }).locator('img[src*="-640x480.png"]').waitFor();
  assert.match(await page.getByLabel('Body (Markdown)').inputValue(), /!\[[^\]]*\]\(\/media\/[0-9a-f]{16}-640x480\.png\)/);
});

test('publishing puts the post on /insights, the sitemap and the feed', async () => {
  await page.getByRole('radio', { name: /Publish now/ }).check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved/ })
    .waitFor({ timeout: 15_000 });

  assert.ok((await publicText('/insights')).includes(TITLE));
  assert.ok((await publicText('/sitemap.xml')).includes(`/insights/${SLUG}<`));
  assert.ok((await publicText('/insights/rss.xml')).includes(TITLE));

  const visitor = await browser.newPage({ viewport: VIEWPORTS.mobile, baseURL: BASE_URL });
  const res = await visitor.goto(`/insights/${SLUG}`);
  assert.equal(res.status(), 200);
  const inline = visitor.locator('.prose-article img[src*="-640x480.png"]');
  assert.equal(await inline.getAttribute('width'), '640');
  assert.equal(await inline.getAttribute('height'), '480');
  await visitor.locator('img[src*="-1200x630.png"]').first().waitFor();
  // The body's images load lazily: bring the inline one into view, as a reader scrolling would.
  await inline.scrollIntoViewIfNeeded();
  await visitor.waitForFunction(() => [...document.images].filter((i) => i.src.includes('/media/')).every((i) => i.complete));
  const loaded = await visitor.evaluate(() => [...document.images].filter((i) => i.src.includes('/media/')).every((i) => i.complete && i.naturalWidth > 0));
  assert.ok(loaded, 'the uploaded images load on the article');
  await visitor.close();
});

test('a scheduled post stays off the site before its time, and goes live by itself once it has come', async () => {
  await page.goto('/staff/posts/new');
  await page.getByLabel('Title', { exact: true }).fill(SCHEDULED_TITLE);
  await page.getByLabel('Body (Markdown)').fill('Goes live **later**.');
  await page.getByLabel('Author', { exact: true }).fill('Oakbright Facility Services');
  await page.getByRole('radio', { name: /Schedule/ }).check();
  await page.getByLabel('Goes live on', { exact: true }).fill(companyInputValue(24 * 60 * 60 * 1000));
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved/ })
    .waitFor({ timeout: 30_000 });

  assert.equal((await api(`/insights/${SCHEDULED_SLUG}`)).status, 404, 'not public before its time');
  assert.ok(!(await publicText('/insights')).includes(SCHEDULED_TITLE));
  await page.goto('/staff/posts');
  await page.getByRole('row').filter({ hasText: SCHEDULED_TITLE }).getByText('Scheduled', { exact: true }).waitFor();

  // Its time comes: the server's clock cannot be moved, so the post's time is moved back to a
  // second ago instead (the same comparison, with nothing else written: no save, no staff action).
  const past = new Date(Date.now() - 1000).toISOString();
  await executeSql(`UPDATE blog_posts SET date_published = ${sqlText(past)} WHERE slug = ${sqlText(SCHEDULED_SLUG)}`);
  assert.equal((await api(`/insights/${SCHEDULED_SLUG}`)).status, 200, 'public once its time has come');
  assert.ok((await publicText('/insights')).includes(SCHEDULED_TITLE));
  assert.ok((await publicText('/sitemap.xml')).includes(`/insights/${SCHEDULED_SLUG}<`));
});

test('unpublishing takes the post off the site at once', async () => {
  await page.goto('/staff/posts');
  await page.getByRole('button', { name: `Actions for “${TITLE}”` }).click();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('row').filter({ hasText: TITLE }).getByText('Draft', { exact: true }).waitFor();
  assert.equal((await api(`/insights/${SLUG}`)).status, 404);
  assert.ok(!(await publicText('/insights')).includes(TITLE));
  assert.ok(!(await publicText('/sitemap.xml')).includes(`/insights/${SLUG}<`));
  assert.ok(!(await publicText('/insights/rss.xml')).includes(TITLE));
});

test('leads and subscribers have their screens', async () => {
  const email = `staff-list.${RUN_ID}@example-facility.com`;
  const signup = await api('/api/newsletter', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  assert.ok(signup.ok, `newsletter signup ${signup.status}`);

  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Leads' }).click();
  await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
  await page
    .getByRole('link', { name: /Marisol Quintero/ })
    .first()
    .click();
  await page.getByText('Nightly cleaning for a two-chair dental office.').waitFor();
  await expectAxeClean('lead detail');
  await page.goto('/staff/leads');
  await page
    .getByRole('link', { name: /Marisol Quintero/ })
    .first()
    .waitFor();
  await expectAxeClean('leads');

  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Subscribers' }).click();
  await page.getByRole('heading', { level: 1, name: 'Subscribers' }).waitFor();
  const row = page.getByRole('row').filter({ hasText: email });
  await row.waitFor();
  await expectAxeClean('subscribers');
  await row.getByRole('button', { name: /Remove/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove subscriber' }).click();
  await row.waitFor({ state: 'detached' });
  const left = await page.evaluate(async () => (await fetch('/staff/api/subscribers')).json());
  assert.ok(!left.some((s) => s.email === email));
});

test('signing out ends the session on the server', async () => {
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'oakbright_staff');
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.getByText('You are signed out.').waitFor();
  assert.equal(await page.evaluate(() => fetch('/staff/api/rest/v1/blog_posts?select=id&limit=1').then((r) => r.status)), 401);
  // The old cookie, sent again, is refused: sign-out revoked the session itself.
  const replay = await api('/staff/api/rest/v1/blog_posts?select=id&limit=1', { headers: { cookie: `${cookie.name}=${cookie.value}` } });
  assert.equal(replay.status, 401);
  assert.deepEqual(errors, []);
});

test('no public page loads a byte of the staff app', async () => {
  const visitor = await browser.newPage({ baseURL: BASE_URL });
  const scripts = new Set();
  visitor.on('request', (r) => r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname));
  for (const path of ['/', '/insights', '/services/janitorial-services', '/contact']) {
    await visitor.goto(path);
    await visitor.waitForLoadState('networkidle');
  }
  assert.ok(scripts.size > 0);
  for (const path of scripts) {
    assert.ok(!path.includes('staff'), path);
    assert.ok(!(await publicText(path)).includes('/staff/api'), `${path} carries staff code`);
  }
  await visitor.close();
});
