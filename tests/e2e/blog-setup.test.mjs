/**
 * /blog-setup: refused without the staff key or with a wrong one (a clear
 * message, nothing written); with the key it seeds the five posts once
 * ('Seeding...' -> 'Complete'), and they appear on /insights; a second run
 * adds nothing. The tests run in order: the first two need the posts absent.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SETUP_POSTS } from '../../seed/setup-posts.ts';
import { axeViolations, launchBrowser, openPage, VIEWPORTS } from './browser.mjs';
import { countPosts, ready, SERVICE_KEY, toast, unexpected } from './blog-support.mjs';

const SLUGS = SETUP_POSTS.map((p) => p.slug);
const SLUG_FILTER = `slug=in.(${SLUGS.join(',')})`;

let browser;
before(async () => {
  browser = await launchBrowser();
  assert.equal(SETUP_POSTS.length, 5);
  assert.equal(await countPosts(SLUG_FILTER), 0, 'the setup posts are not in the database yet');
});
after(async () => {
  await browser?.close();
});

/** Opens /blog-setup, recording console.log lines and the writes it sends. */
async function openSetup(options) {
  const opened = await openPage(browser, options);
  const logs = [];
  const writes = [];
  opened.page.on('console', (msg) => msg.type() === 'log' && logs.push(msg.text()));
  opened.page.on('request', (req) => req.method() !== 'GET' && req.url().includes('/rest/v1/') && writes.push(req));
  const res = await opened.page.goto('/blog-setup');
  assert.equal(res.status(), 200);
  await ready(opened.page);
  return { ...opened, logs, writes, seed: opened.page.getByRole('button', { name: /Seed Posts|Seeding\.\.\.|Complete/ }) };
}

test('the page explains both steps and lists the five posts', async () => {
  const { page, context, errors, seed } = await openSetup({ viewport: VIEWPORTS.mobile });
  await page.getByRole('heading', { level: 1, name: 'Blog System Setup' }).waitFor();
  await page.getByRole('heading', { name: 'Database Initialized' }).waitFor();
  await page.getByRole('heading', { name: 'Seed New Blog Posts' }).waitFor();
  const text = await page.locator('main').textContent();
  for (const label of ['Healthcare', 'Green Cleaning', 'Restaurant', 'Technology', 'Retail']) assert.ok(text.includes(label), label);
  for (const post of SETUP_POSTS) assert.ok(text.includes(post.title), post.title);
  assert.equal(await page.getByRole('link', { name: '/insights' }).getAttribute('href'), '/insights');
  const key = page.getByLabel('Staff key');
  assert.equal(await key.getAttribute('type'), 'password');
  assert.equal(await key.getAttribute('autocomplete'), 'off');
  assert.equal((await seed.textContent()).trim(), 'Seed Posts');
  assert.equal(await seed.isEnabled(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('without a key nothing is sent and the page says what is missing', async () => {
  const { page, context, errors, writes, seed } = await openSetup();
  await seed.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Enter the staff key to seed posts.' });
  await alert.waitFor();
  assert.equal(await page.getByLabel('Staff key').getAttribute('aria-invalid'), 'true');
  assert.equal((await seed.textContent()).trim(), 'Seed Posts');
  assert.equal(await seed.isEnabled(), true);
  assert.equal(writes.length, 0);
  assert.equal(await countPosts(SLUG_FILTER), 0);
  // Typing clears the message.
  await page.getByLabel('Staff key').fill('x');
  await alert.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a wrong key is refused with a clear message and nothing is written', async () => {
  const { page, context, errors, writes, seed } = await openSetup();
  await page.getByLabel('Staff key').fill('not-the-staff-key');
  await seed.click();
  await toast(page, 'Failed to seed blog posts').waitFor();
  await page.getByRole('alert').filter({ hasText: 'That staff key was not accepted.' }).waitFor();
  // Back to idle: the button can be pressed again, and the typed key is kept for correction.
  await page.getByRole('button', { name: 'Seed Posts' }).waitFor();
  assert.equal(await seed.isEnabled(), true);
  assert.equal(await page.getByLabel('Staff key').inputValue(), 'not-the-staff-key');
  assert.equal(writes.length, 1);
  assert.equal((await writes[0].response()).status(), 401);
  assert.equal(await countPosts(SLUG_FILTER), 0);
  assert.ok(
    errors.some((e) => e.includes('Error seeding blog posts')),
    errors.join('\n'),
  );
  assert.deepEqual(unexpected(errors, 'Error seeding blog posts', 'status of 401'), []);
  await context.close();
});

test("with the key: 'Seeding...', then 'Complete', five posts written once, and they lead /insights", async () => {
  const { page, context, errors, logs, writes, seed } = await openSetup();
  // Hold the insert so the running state can be seen.
  let release;
  const held = new Promise((r) => (release = r));
  await page.route('**/rest/v1/blog_posts', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.getByLabel('Staff key').fill(SERVICE_KEY);
  await seed.click();
  await page.getByRole('button', { name: 'Seeding...' }).waitFor();
  assert.equal(await seed.isDisabled(), true);
  assert.equal(await seed.locator('svg.animate-spin').count(), 1, 'a spinner while running');
  await seed.click({ force: true }); // a second press while running does nothing
  release();

  await page.getByRole('button', { name: 'Complete' }).waitFor();
  assert.equal(await seed.isDisabled(), true, 'stays disabled after completion');
  assert.equal(await seed.locator('svg.animate-spin').count(), 0);
  await toast(page, 'Blog posts seeded successfully!').waitFor();
  await page.getByRole('status').filter({ hasText: '5 new articles were added to the blog.' }).waitFor();
  assert.ok(logs.includes('5 new blog posts seeded successfully'), logs.join('\n'));
  assert.equal(writes.length, 1, 'one batch insert');
  const sent = writes[0];
  assert.equal(sent.headers().authorization, `Bearer ${SERVICE_KEY}`);
  assert.deepEqual(
    sent.postDataJSON().map((p) => p.slug),
    SLUGS,
  );
  // The key field is gone once done, and the key is kept nowhere: not in the page, the URL or storage.
  assert.equal(await page.getByLabel('Staff key').count(), 0);
  assert.ok(!(await page.content()).includes(SERVICE_KEY));
  assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/blog-setup');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  assert.ok(!stored.includes(SERVICE_KEY));
  for (const slug of SLUGS) assert.equal(await countPosts(`slug=eq.${slug}`), 1, slug);
  assert.deepEqual(await axeViolations(page), []);

  // The new posts are the newest, so they lead the list.
  await page.getByRole('link', { name: '/insights' }).click();
  await page.waitForURL('**/insights');
  const newestFirst = [...SETUP_POSTS].sort((a, b) => b.date_published.localeCompare(a.date_published)).map((p) => p.title);
  await page.locator('main article h3', { hasText: newestFirst[0] }).waitFor();
  assert.deepEqual((await page.locator('main article h3').allTextContents()).slice(0, 5), newestFirst);
  assert.deepEqual(errors, []);
  await context.close();
});

test('running it again adds nothing and says so', async () => {
  const before = await countPosts();
  const { page, context, errors, logs, writes } = await openSetup({ viewport: VIEWPORTS.mobile });
  await page.getByLabel('Staff key').fill(SERVICE_KEY);
  await page.getByRole('button', { name: 'Seed Posts' }).click();
  await page.getByRole('button', { name: 'Complete' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'All five articles were already on the blog; nothing new was added.' }).waitFor();
  assert.ok(logs.includes('All blog posts already exist, no new posts to seed'), logs.join('\n'));
  assert.equal(writes.length, 0, 'existing slugs are skipped before any insert');
  assert.equal(await countPosts(), before);
  assert.deepEqual(errors, []);
  await context.close();
});
