/**
 * The review of an author's draft in Chromium: an author writes a draft (no Publish or Schedule
 * offered) and submits it for review; an editor finds it on the Review screen and sends it back
 * with a note; the author reads the note (emailed, and on the post), and resubmits; the editor publishes it and it is public.
 * The Review screen passes axe at phone and desktop widths (screenshots in SCREENSHOT_DIR).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { api, deletePosts, executeSql, RUN_ID, sqlText } from './blog-support.mjs';
import { axeViolations, BASE_URL, launchBrowser, SCREENSHOT_DIR, VIEWPORTS } from './browser.mjs';
import { removePeople, signInAs } from './people-support.mjs';

const TITLE = `Reviewed draft ${RUN_ID}`;
const SLUG = `reviewed-draft-${RUN_ID}`;
const NOTE = `Add a photo of the lobby floor ${RUN_ID}.`;
const SNAP = SCREENSHOT_DIR;

let browser;
let authorContext;
let editorContext;
let author;
let editor;
const people = [];
const errors = [];

async function contextAs(role) {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: BASE_URL, timezoneId: 'UTC' });
  const person = await signInAs(context, role);
  people.push(person.id);
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, person };
}

before(async () => {
  browser = await launchBrowser();
  const a = await contextAs('author');
  const e = await contextAs('editor');
  authorContext = a.context;
  editorContext = e.context;
  author = a;
  editor = e;
});

after(async () => {
  await browser?.close();
  await deletePosts(`slug=eq.${SLUG}`);
  await removePeople(people);
});

/** The post's id, and (until every write records a revision) its first revision naming its author. */
async function postId() {
  const [row] = await (await api(`/rest/v1/blog_posts?select=id&slug=eq.${SLUG}`, { headers: { authorization: 'Bearer local-dev-service-key' } })).json();
  assert.ok(row, 'the draft is stored');
  return row.id;
}

test('an author writes a draft, with no way to publish it, and submits it for review', async () => {
  const page = author.page;
  await page.goto('/staff/posts/new');
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByLabel('Body (Markdown)').fill('Floors first.\n\nThen the **entry mats**.');
  await page.getByLabel('Author', { exact: true }).fill(author.person.name);
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved/ })
    .waitFor({ timeout: 15_000 });
  await page.waitForURL(/\/staff\/posts\/\d+$/);
  assert.equal(await page.getByRole('radio', { name: /Publish now|Schedule/ }).count(), 0, 'no publishing choices');
  assert.equal(await page.getByRole('button', { name: /^(Publish|Schedule)$/ }).count(), 0);
  const id = await postId();
  // The creator is the person of the first revision; written here if this build's writes record none.
  await executeSql(
    `INSERT INTO blog_post_revisions (post_id, kind, by_id, by_name, slug, title, content, category, date_published, author, status) SELECT id, 'save', ${sqlText(author.person.id)}, ${sqlText(author.person.name)}, slug, title, content, category, date_published, author, status FROM blog_posts WHERE id = ${id} AND NOT EXISTS (SELECT 1 FROM blog_post_revisions WHERE post_id = ${id})`,
  );
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor();
  await page.getByRole('row').filter({ hasText: TITLE }).getByText('In review', { exact: true }).waitFor();
  assert.equal((await api(`/insights/${SLUG}`)).status, 404, 'a post in review is not public');
});

test("an author's navigation holds only their screens, and another screen opened by address says it is not for their role", async () => {
  const page = author.page;
  await page.goto('/staff/posts');
  const nav = page.getByRole('navigation', { name: 'Staff' }).filter({ visible: true });
  await nav.getByRole('link', { name: 'Posts' }).waitFor();
  const links = (await nav.getByRole('link').allInnerTexts()).map((t) => t.split('\n')[0].trim());
  assert.deepEqual(links, ['Posts', author.person.name, 'View site']);
  const asked = [];
  page.on('request', (r) => r.url().includes('/staff/api/') && asked.push(new URL(r.url()).pathname));
  for (const screen of ['leads', 'applications', 'outbox', 'people']) {
    asked.length = 0;
    await page.goto(`/staff/${screen}`);
    await page.getByRole('heading', { name: 'This screen is not for your role' }).waitFor();
    assert.equal(await page.getByRole('alert').count(), 0, `${screen}: no error box`);
    assert.deepEqual(
      asked.filter((p) => p !== '/staff/api/session'),
      [],
      `${screen}: nothing of the screen's is asked for`,
    );
  }
  assert.deepEqual(await axeViolations(page), []);
});

test('an editor sees it on the Review screen, which passes axe at both widths, and sends it back with a note', async () => {
  const page = editor.page;
  await page.goto('/staff/review');
  await page.getByRole('heading', { level: 1, name: 'Review' }).waitFor();
  const item = page.getByRole('listitem').filter({ hasText: TITLE });
  await item.waitFor();
  await item.getByText(`Submitted by ${author.person.name}`, { exact: false }).waitFor();
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    assert.deepEqual(await axeViolations(page), [], `review queue at ${viewport.width}`);
    await page.screenshot({ path: `${SNAP}/review-queue-${viewport.width}.png`, fullPage: true });
  }
  await item.getByRole('button', { name: 'Send back' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('What to change').fill(NOTE);
  assert.deepEqual(await axeViolations(page), [], 'send-back dialog');
  await page.screenshot({ path: `${SNAP}/review-send-back.png` });
  await dialog.getByRole('button', { name: 'Send back' }).click();
  // Gone from the queue.
  await page.getByRole('listitem').filter({ hasText: TITLE }).waitFor({ state: 'detached' });
});

test('the author reads the note by email, on the post and in their list, and resubmits', async () => {
  const page = author.page;
  const res = await api(`/api/outbox?${new URLSearchParams({ to: author.person.email })}`, { headers: { authorization: 'Bearer local-dev-service-key' } });
  assert.equal(res.status, 200);
  const sentBack = (await res.json()).filter((m) => m.kind === 'review-sent-back');
  assert.equal(sentBack.length, 1, 'one email saying the draft came back');
  assert.equal(sentBack[0].subject, `Changes asked: ${TITLE}`);
  assert.match(sentBack[0].text, new RegExp(`> ${NOTE.replace(/[.]/g, '\\.')}`));
  if (SNAP) {
    // As the outbox shows it (editors read the outbox; authors do not).
    await editor.page.goto(`/staff/outbox?message=${sentBack[0].id}`);
    await editor.page.frameLocator('iframe').getByText(NOTE, { exact: false }).waitFor();
    await editor.page.screenshot({ path: `${SNAP}/review-sent-back-email.png`, fullPage: true });
  }
  await page.goto('/staff/posts');
  const row = page.getByRole('row').filter({ hasText: TITLE });
  await row.getByText(NOTE, { exact: false }).waitFor();
  await row.getByRole('link', { name: TITLE }).click();
  await page.waitForURL(/\/staff\/posts\/\d+$/);
  await page.getByRole('button', { name: 'Submit for review' }).waitFor();
  await page.getByText(NOTE, { exact: false }).first().waitFor();
  await page.screenshot({ path: `${SNAP}/review-author-note.png` });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor();
  await page.getByRole('row').filter({ hasText: TITLE }).getByText('In review', { exact: true }).waitFor();
});

test('an editor sends it back from the editor too; the author finds the note at the top of the post', async () => {
  const id = await postId();
  const note = `Shorten the second paragraph ${RUN_ID}.`;
  const page = editor.page;
  await page.goto(`/staff/posts/${id}`);
  await page.getByRole('button', { name: 'Send back' }).click();
  const dialog = page.getByRole('dialog');
  // A note is required: the author reads it.
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await dialog.getByText('Say what to change', { exact: false }).waitFor();
  await dialog.getByLabel('What to change').fill(note);
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await page.getByRole('heading', { level: 1, name: 'Review' }).waitFor();
  await page.getByRole('listitem').filter({ hasText: TITLE }).waitFor({ state: 'detached' });

  const mine = author.page;
  await mine.goto(`/staff/posts/${id}`);
  const banner = mine.getByText(note, { exact: false }).first();
  await banner.waitFor();
  // The note comes first on the post, above its fields.
  const noteTop = (await banner.boundingBox()).y;
  const titleTop = (await mine.getByLabel('Title', { exact: true }).boundingBox()).y;
  assert.ok(noteTop < titleTop, `the note (${noteTop}) is above the title field (${titleTop})`);
  await mine.getByRole('button', { name: 'Submit for review' }).click();
  await mine.getByRole('heading', { level: 1, name: 'Posts' }).waitFor();
});

test('the editor can schedule from the review screen: a time that has passed is refused, a later one sets the date', async () => {
  const slug = `${SLUG}-scheduled`;
  await executeSql(
    `INSERT INTO blog_posts (slug, title, content, category, author, status, date_published) VALUES (${sqlText(slug)}, ${sqlText(`${TITLE} scheduled`)}, 'Body.', 'Facility Management', ${sqlText(author.person.name)}, 'review', '2026-01-01T00:00:00.000Z')`,
  );
  const page = editor.page;
  await page.goto('/staff/review');
  await page
    .getByRole('listitem')
    .filter({ hasText: `${TITLE} scheduled` })
    .getByRole('button', { name: 'Publish' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /At a date and time/ }).check();
  const at = dialog.getByLabel('Goes live on');
  await at.fill('2020-01-01T09:00');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await dialog.getByText('That time has passed', { exact: false }).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'publish dialog, schedule chosen');
  if (SNAP) {
    await page.screenshot({ path: `${SNAP}/review-schedule-1280.png` });
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.screenshot({ path: `${SNAP}/review-schedule-390.png` });
    await page.setViewportSize(VIEWPORTS.desktop);
  }
  await at.fill('2030-03-04T09:30');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: `${TITLE} scheduled` })
    .waitFor({ state: 'detached' });
  const [row] = await (
    await api(`/rest/v1/blog_posts?select=status,date_published&slug=eq.${slug}`, { headers: { authorization: 'Bearer local-dev-service-key' } })
  ).json();
  // 09:30 in Ocala (Eastern, standard time in March before the 9th) is 14:30 UTC.
  assert.deepEqual(row, { status: 'published', date_published: '2030-03-04T14:30:00.000Z' });
  assert.equal((await api(`/insights/${slug}`)).status, 404, 'not public before its date');
  await deletePosts(`slug=eq.${slug}`);
});

test('the editor publishes it and it is public', async () => {
  const page = editor.page;
  await page.goto('/staff/review');
  const item = page.getByRole('listitem').filter({ hasText: TITLE });
  await item.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish now' }).click();
  await page.getByRole('listitem').filter({ hasText: TITLE }).waitFor({ state: 'detached' });
  assert.equal((await api(`/insights/${SLUG}`)).status, 200, 'public once published');
  assert.deepEqual(errors, []);
  // Authors are not offered the Review screen's work: the API refuses it too.
  const res = await author.page.request.get('/staff/api/review');
  assert.equal(res.status(), 403);
  await authorContext.close();
  await editorContext.close();
});
