/**
 * Revisions and edit conflicts in Chromium (docs/decisions.md D21): one post open in two tabs,
 * saved in one and then in the other: the second save is refused with a notice saying it was the
 * person's own save in another tab, with what changed; keeping this tab's and reloading the saved
 * version both resolve it. The history screen shows the
 * revisions, a diff between two, and restores one. Axe on the notice and the history at 390 and
 * 1280 px; screenshots of both in SCREENSHOT_DIR.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { api, deletePosts, RUN_ID, SERVICE_KEY } from './blog-support.mjs';
import { axeViolations, BASE_URL, launchBrowser, SCREENSHOT_DIR, VIEWPORTS } from './browser.mjs';
import { signIn } from './staff-support.mjs';

const SLUG = `revisions-${RUN_ID}`;
const TITLE = `Revisions ${RUN_ID}`;
const key = { authorization: `Bearer ${SERVICE_KEY}` };

let browser;
let context;
let tabA;
let tabB;
let postId;
const errors = [];

async function stored() {
  const res = await api(`/rest/v1/blog_posts?id=eq.${postId}&select=title,excerpt,status`, {
    headers: { ...key, accept: 'application/vnd.pgrst.object+json' },
  });
  return res.json();
}

async function shot(page, name) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, name), fullPage: true });
}

async function axeAtBothWidths(page, where) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    assert.deepEqual(await axeViolations(page), [], `${where} at ${name}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

before(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: BASE_URL, timezoneId: 'UTC' });
  tabA = await context.newPage();
  tabA.on('pageerror', (e) => errors.push(e.message));
  const res = await api('/rest/v1/blog_posts?select=id', {
    method: 'POST',
    headers: { ...key, 'content-type': 'application/json', prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
    body: JSON.stringify({
      slug: SLUG,
      title: TITLE,
      content: '<p>First paragraph about floor care.</p>',
      content_markdown: 'First paragraph about floor care.\n\nSecond paragraph stays.',
      excerpt: 'The original excerpt.',
      category: 'Janitorial Services',
      author: 'Oakbright Facility Services',
      status: 'published',
      date_published: '2024-01-02T09:00:00.000Z',
    }),
  });
  assert.equal(res.status, 201);
  postId = (await res.json()).id;
  await signIn(tabA);
  tabB = await context.newPage();
  tabB.on('pageerror', (e) => errors.push(e.message));
});

after(async () => {
  await browser?.close();
  await deletePosts(`slug=eq.${SLUG}`);
});

async function open(page) {
  await page.goto(`/staff/posts/${postId}`);
  await page.getByLabel('Title', { exact: true }).waitFor();
}

async function saveChanges(page) {
  await page
    .getByRole('button', { name: /^(Save changes|Update|Save)/ })
    .first()
    .click();
}

test('a save based on an old version is refused with who saved and what changed; Keep mine saves on top', async () => {
  await open(tabA);
  await open(tabB);
  await tabA.getByLabel('Title', { exact: true }).fill(`${TITLE} from tab A`);
  await saveChanges(tabA);
  await tabA.getByText('Changes are live.').first().waitFor();

  await tabB.getByLabel('Excerpt', { exact: true }).fill('The excerpt from tab B.');
  await saveChanges(tabB);
  const notice = tabB.getByRole('alert').filter({ hasText: 'Not saved:' });
  await notice.waitFor();
  // The same person in two tabs: the notice says it was their own save, from another tab.
  assert.match(await notice.innerText(), /you saved this post in another tab or window at/);
  assert.match(await notice.innerText(), /Title/);
  assert.match(await notice.innerText(), /from tab A/);
  assert.equal((await stored()).excerpt, 'The original excerpt.', 'nothing was overwritten');
  await shot(tabB, 'staff-revisions-conflict.png');
  await axeAtBothWidths(tabB, 'conflict notice');

  await notice.getByRole('button', { name: /Keep this tab’s/ }).click();
  await tabB.getByText('Changes are live.').first().waitFor();
  const after = await stored();
  assert.equal(after.excerpt, 'The excerpt from tab B.');
  assert.equal(after.title, TITLE, 'keep mine saves the whole form as it was');
});

test("Reload theirs drops this tab's changes and shows the saved version", async () => {
  // Tab A still holds the version before tab B's save.
  await tabA.getByLabel('Excerpt', { exact: true }).fill('Tab A tries again.');
  await saveChanges(tabA);
  const notice = tabA.getByRole('alert').filter({ hasText: 'Not saved:' });
  await notice.waitFor();
  await notice.getByRole('button', { name: /Reload the saved version/ }).click();
  await notice.waitFor({ state: 'detached' });
  assert.equal(await tabA.getByLabel('Excerpt', { exact: true }).inputValue(), 'The excerpt from tab B.');
  assert.equal((await stored()).excerpt, 'The excerpt from tab B.');
});

test('the history lists revisions, shows a diff and restores one', async () => {
  await tabA.getByRole('link', { name: 'History of this post' }).click();
  await tabA.getByRole('heading', { level: 1, name: /^History:/ }).waitFor();
  const items = tabA.getByRole('list').filter({ hasText: 'Restore this revision' }).getByRole('listitem');
  assert.ok((await items.count()) >= 3, 'the creation and both saves are listed');
  // Newest against the one before: tab B's excerpt replaced the original.
  const diff = tabA.locator('dl ins', { hasText: 'tab B' });
  await diff.first().waitFor();
  await shot(tabA, 'staff-revisions-diff.png');
  await axeAtBothWidths(tabA, 'history');

  // The oldest revision: the post as created.
  await items
    .last()
    .getByRole('button', { name: /Restore this revision/ })
    .click();
  await tabA.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await tabA
    .getByText(/restored: it is now the post's text/)
    .first()
    .waitFor();
  const now = await stored();
  assert.equal(now.title, TITLE);
  assert.equal(now.excerpt, 'The original excerpt.');
  assert.equal(now.status, 'published', 'restoring keeps the post public');
  await tabA.getByText('Restored (from #').first().waitFor();
  assert.deepEqual(errors, []);
});

test('a save refused because someone else saved says who', async () => {
  await open(tabB);
  // The staff key (automation) changes the post meanwhile.
  const res = await api(`/rest/v1/blog_posts?id=eq.${postId}`, {
    method: 'PATCH',
    headers: { ...key, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify({ excerpt: 'The excerpt from an automation.' }),
  });
  assert.equal(res.status, 204);
  await tabB.getByLabel('Excerpt', { exact: true }).fill('Tab B after the automation.');
  await saveChanges(tabB);
  const notice = tabB.getByRole('alert').filter({ hasText: 'Not saved:' });
  await notice.waitFor();
  assert.match(await notice.innerText(), /An automation \(the staff key\) saved this post at .*, after you opened it\./);
  await notice.getByRole('button', { name: /Reload theirs/ }).click();
  await notice.waitFor({ state: 'detached' });
  assert.equal(await tabB.getByLabel('Excerpt', { exact: true }).inputValue(), 'The excerpt from an automation.');
});
