/** /insights: cards, category filter in the URL with back-button history, skeletons, empty and error states. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, openPage, VIEWPORTS } from './browser.mjs';
import { api, countPosts, emptyFilterCategory, listCards, ready, sleep, toast, unexpected } from './blog-support.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Text as React writes it into HTML. */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const LONG_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

const cardTitles = (page) => page.locator('main article h3').allTextContents();
const filterLink = (page, name) => page.getByRole('navigation', { name: 'Filter articles by category' }).getByRole('link', { name, exact: true });

test('the list renders every part of a card, newest first', async () => {
  const { page, context, errors } = await openPage(browser);
  const res = await page.goto('/insights');
  assert.equal(res.status(), 200);
  await ready(page);

  assert.equal(await page.locator('h1').count(), 1);
  assert.match(await page.locator('h1').textContent(), /Insights/);
  // No publishing rhythm is promised: the newest post may be months old.
  assert.doesNotMatch(await page.locator('main').textContent(), /every week|weekly|this week/i);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  assert.equal(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href'), '/');
  assert.equal(await crumbs.locator('[aria-current="page"]').textContent(), 'Insights');

  const expected = (await listCards('limit=12')).map((p) => p.title);
  assert.deepEqual(await cardTitles(page), expected);

  // The cards are in the first HTML, not added by JavaScript.
  const html = await (await api('/insights')).text();
  for (const title of expected) assert.ok(html.includes(`>${escapeHtml(title)}</a>`), `"${title}" in the first HTML`);

  // The first card's image is fetched first, at a known size (no layout shift); cards below the fold load lazily.
  const first = page.locator('main article').first();
  const img = first.locator('img');
  assert.equal(await img.getAttribute('width'), '1200');
  assert.equal(await img.getAttribute('height'), '675');
  assert.equal(await img.getAttribute('loading'), 'eager');
  assert.equal(await img.getAttribute('fetchpriority'), 'high');
  const cards = page.locator('main article');
  assert.ok((await cards.count()) > 3);
  assert.equal(await cards.nth(3).locator('img').getAttribute('loading'), 'lazy');
  const [latest] = await listCards('limit=1');
  assert.equal(await first.locator('h3 a').getAttribute('href'), `/insights/${latest.slug}`);
  assert.match((await first.locator('time').textContent()).trim(), LONG_DATE);
  assert.match(await first.textContent(), /Oakbright Facility Services/);
  assert.match(await first.textContent(), /Read More/);
  assert.match(await first.textContent(), new RegExp(latest.category));
  assert.match(await first.locator('p.line-clamp-3').getAttribute('class'), /line-clamp-3/);

  // The closing call to action and the newsletter.
  assert.equal(await page.getByRole('link', { name: 'Schedule Free Walkthrough' }).getAttribute('href'), '/schedule');
  assert.equal(await page.getByRole('link', { name: 'Get Free Quote' }).getAttribute('href'), '/#contact');
  await page.getByLabel('Work email').waitFor();

  // The whole card is the link (the click lands mid-card, on the excerpt).
  await first.click();
  await page.waitForURL(`**/insights/${latest.slug}`);
  await page.locator('h1', { hasText: latest.title }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a filter updates ?category=, shows only that category, and back restores each view', async () => {
  const { page, context, errors } = await openPage(browser);
  await page.goto('/insights');
  await ready(page);
  assert.equal(await filterLink(page, 'All').getAttribute('aria-current'), 'true');

  // Slow the API down so the skeletons can be seen.
  await page.route('**/rest/v1/blog_posts?**', async (route) => {
    await sleep(600);
    await route.continue();
  });
  await filterLink(page, 'Power Washing').click();
  await page.waitForURL(/\/insights\?category=Power%20Washing$/);
  await page.locator('[data-testid="post-card-skeleton"]').first().waitFor();
  assert.equal(await page.locator('[data-testid="post-card-skeleton"]').count(), 6);
  await page.locator('[data-testid="post-card-skeleton"]').first().waitFor({ state: 'detached' });
  await page.unroute('**/rest/v1/blog_posts?**');

  assert.equal(await filterLink(page, 'Power Washing').getAttribute('aria-current'), 'true');
  assert.equal(await filterLink(page, 'All').getAttribute('aria-current'), null);
  const washing = await listCards('category=eq.Power%20Washing&limit=12');
  assert.ok(washing.length > 0);
  assert.deepEqual(
    await cardTitles(page),
    washing.map((p) => p.title),
  );

  await filterLink(page, 'Commercial Landscaping').click();
  await page.waitForURL(/category=Commercial%20Landscaping$/);
  const landscaping = await listCards('category=eq.Commercial%20Landscaping&limit=12');
  await page.locator('main article h3', { hasText: landscaping[0].title }).waitFor();
  assert.deepEqual(
    await cardTitles(page),
    landscaping.map((p) => p.title),
  );

  await page.goBack();
  await page.waitForURL(/category=Power%20Washing$/);
  await page.locator('main article h3', { hasText: washing[0].title }).waitFor();
  assert.deepEqual(
    await cardTitles(page),
    washing.map((p) => p.title),
  );
  assert.equal(await filterLink(page, 'Power Washing').getAttribute('aria-current'), 'true');

  await page.goBack();
  await page.waitForURL(/\/insights$/);
  await filterLink(page, 'All').and(page.locator('[aria-current="true"]')).waitFor();
  assert.equal(await page.locator('main article').count(), Math.min(12, await countPosts()));

  // 'All' removes the parameter.
  await filterLink(page, 'Power Washing').click();
  await page.waitForURL(/category=/);
  await filterLink(page, 'All').click();
  await page.waitForURL(/\/insights$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the category in the URL matches case-insensitively on first load', async () => {
  const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile });
  const res = await page.goto('/insights?category=power%20washing');
  assert.equal(res.status(), 200);
  await ready(page);
  assert.equal(await filterLink(page, 'Power Washing').getAttribute('aria-current'), 'true');
  const badges = await page.locator('main article span.absolute').allTextContents();
  assert.ok(badges.length > 0);
  assert.ok(
    badges.every((b) => b === 'Power Washing'),
    badges.join(', '),
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('an empty category shows the empty state, rendered at the edge and after a client navigation', async () => {
  // No built-in post is in 'Industry Insights'; whichever filter has no posts at this point of the run.
  const empty = await emptyFilterCategory();
  assert.ok(empty, 'one filter category has no posts');
  const message = `No posts found in the "${empty}" category.`;
  const { page, context, errors } = await openPage(browser);
  const html = await (await api(`/insights?category=${encodeURIComponent(empty)}`)).text();
  assert.ok(html.includes(`No posts found in the &quot;${empty}&quot; category.`), 'the empty state is in the first HTML');
  await page.goto(`/insights?category=${encodeURIComponent(empty)}`);
  await page.getByRole('heading', { name: 'No posts found' }).waitFor();
  await page.getByText(message).waitFor();

  await ready(page);
  await filterLink(page, 'All').click();
  await page.locator('main article').first().waitFor();
  await filterLink(page, empty).click();
  await page.getByText(message).waitFor();
  assert.equal(await filterLink(page, empty).getAttribute('aria-current'), 'true');
  assert.equal(await page.locator('main article').count(), 0);
  await page.getByRole('link', { name: 'View all articles' }).click();
  await page.waitForURL(/\/insights$/);
  await page.locator('main article').first().waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test("with no posts at all the list says 'No blog posts available at the moment.'", async () => {
  const { page, context, errors } = await openPage(browser);
  await page.goto('/insights?category=Power%20Washing');
  await ready(page);
  await page.route('**/rest/v1/blog_posts?**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'content-range': '*/0' }, body: '[]' }),
  );
  await filterLink(page, 'All').click();
  await page.getByText('No blog posts available at the moment.').waitFor();
  await page.getByRole('heading', { name: 'No posts found' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test("a failed fetch shows 'Failed to load blog posts' and says the blog is briefly unavailable; Try again recovers", async () => {
  const { page, context, errors } = await openPage(browser);
  await page.goto('/insights');
  await ready(page);
  await page.route('**/rest/v1/blog_posts?**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"PGRST002","message":"unavailable","details":null,"hint":null}' }),
  );
  await filterLink(page, 'Power Washing').click();
  await toast(page, 'Failed to load blog posts').waitFor();
  assert.ok(
    errors.some((e) => e.includes('Error fetching blog posts')),
    errors.join('\n'),
  );
  const list = page.locator('section[aria-labelledby="insights-list-title"]');
  await list.getByRole('heading', { name: 'Insights are briefly unavailable' }).waitFor();
  await page.waitForFunction(() => document.title.startsWith('Insights are briefly unavailable'));
  // The retry is a real link to this address (it works without JavaScript); here it loads in place.
  const retry = list.getByRole('link', { name: 'Try again' });
  assert.equal(await retry.getAttribute('href'), '/insights?category=Power%20Washing');
  await page.unroute('**/rest/v1/blog_posts?**');
  await retry.click();
  await page.locator('main article').first().waitFor();
  await page.waitForFunction(() => document.title === 'Insights: Commercial Cleaning Tips & Industry News | Oakbright Facility Services');
  assert.deepEqual(unexpected(errors, 'Error fetching blog posts', 'status of 503'), []);
  await context.close();
});
