/** /insights/{slug}: every section, tabs by keyboard, related posts, client navigation, 404 (the share menu: blog-share.test.mjs). */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { islandLive, launchBrowser, openPage, VIEWPORTS } from './browser.mjs';
import { api, getPost, listCards, ready, sleep, toast, unexpected } from './blog-support.mjs';

const SLUG = 'power-washing-improves-property-value';

let browser;
let post;
before(async () => {
  browser = await launchBrowser();
  post = await getPost(SLUG);
  assert.ok(post, `sample post ${SLUG} is loaded`);
});
after(async () => {
  await browser?.close();
});

/** Same category first, then newest, excluding the post itself (docs/decisions.md P5). */
async function expectedRelated(current) {
  const all = await listCards();
  const others = all.filter((p) => p.id !== current.id);
  return [...others.filter((p) => p.category === current.category), ...others.filter((p) => p.category !== current.category)].slice(0, 3);
}

test('an article renders every section in the first HTML and after hydration', async () => {
  // Body, overview and related posts arrive in the first HTML, for crawlers and a fast first paint.
  const html = await (await api(`/insights/${SLUG}`)).text();
  const firstHeading = /<h2>([^<]+)<\/h2>/.exec(post.content)?.[1];
  assert.ok(firstHeading && html.includes(`<h2>${firstHeading}</h2>`), 'the article body is in the first HTML');
  for (const text of ['Insights Overview', 'Related Articles', 'Ready to Transform Your Facility?']) assert.ok(html.includes(text), text);
  for (const r of await expectedRelated(post)) assert.ok(html.includes(`href="/insights/${r.slug}"`), r.slug);

  const { page, context, errors } = await openPage(browser);
  const res = await page.goto(`/insights/${SLUG}`);
  assert.equal(res.status(), 200);
  await ready(page);

  // Breadcrumb: Insights / category / 'Industry Insights'.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  assert.equal(await crumbs.getByRole('link', { name: 'Insights' }).getAttribute('href'), '/insights');
  assert.equal(await crumbs.getByRole('link', { name: post.category }).getAttribute('href'), `/insights?category=${encodeURIComponent(post.category)}`);
  assert.equal(await crumbs.locator('[aria-current="page"]').textContent(), 'Industry Insights');

  // Title, date, read time, author.
  assert.equal(await page.locator('h1').count(), 1);
  assert.equal((await page.locator('h1').textContent()).trim(), post.title);
  assert.equal(await page.locator('header time').textContent(), 'December 12, 2024');
  const header = await page.locator('article header').textContent();
  assert.match(header, /\d+ min read/);
  assert.match(header, /Oakbright Facility Services/);
  assert.match(header, /Facility Care Team/);
  assert.match(header, /OF/);
  await page.getByRole('button', { name: 'Share' }).waitFor();

  // Cover image: intrinsic size, eager, high priority.
  const cover = page.locator('article img').first();
  assert.equal(await cover.getAttribute('src'), post.featured_image);
  assert.equal(await cover.getAttribute('width'), '1200');
  assert.equal(await cover.getAttribute('height'), '675');
  assert.equal(await cover.getAttribute('loading'), 'eager');
  assert.equal(await cover.getAttribute('fetchpriority'), 'high');

  // Indicator chips, one green and one blue for this topic.
  const chips = page.getByRole('list', { name: 'Article highlights' }).locator('li');
  assert.equal(await chips.count(), 2);
  assert.deepEqual((await chips.evaluateAll((els) => els.map((e) => e.dataset.color))).sort(), ['blue', 'green']);

  // Insights Overview with Stats selected.
  await page.getByRole('heading', { name: 'Insights Overview' }).waitFor();
  const tabs = page.getByRole('tab');
  assert.deepEqual(await tabs.allTextContents(), ['Stats', 'Trends', 'Local', 'Tips', 'Offer']);
  assert.equal(await page.getByRole('tab', { name: 'Stats' }).getAttribute('aria-selected'), 'true');
  assert.equal(await page.getByRole('tabpanel').count(), 1);
  assert.equal(await page.getByRole('tabpanel').locator('dd').count(), 4);

  // Body: sanitized HTML with the keyword span turned into plain text.
  const body = page.locator('.prose-article');
  assert.ok((await body.locator('h2').count()) > 0);
  assert.ok((await body.locator('p').count()) > 3);
  assert.equal(await body.locator('span, script, [style]').count(), 0);
  assert.match(await body.textContent(), /soft washing/);

  // Tags, call to action, related posts, subscribe block.
  const tags = page.getByRole('heading', { name: 'Tags' });
  await tags.waitFor();
  assert.deepEqual(await page.locator('section[aria-labelledby="article-tags"] li').allTextContents(), post.tags);
  await page.getByRole('heading', { name: 'Ready to Transform Your Facility?' }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Schedule Free Walkthrough' }).getAttribute('href'), '/schedule');
  await page.getByRole('heading', { name: 'Related Articles' }).waitFor();
  assert.equal(await page.getByRole('link', { name: /View All Articles/ }).getAttribute('href'), '/insights');
  const related = await expectedRelated(post);
  assert.deepEqual(
    await page.locator('section[aria-labelledby="related-title"] h3').allTextContents(),
    related.map((p) => p.title),
  );
  assert.equal(await page.locator('section[aria-labelledby="related-title"] h3 a').first().getAttribute('href'), `/insights/${related[0].slug}`);
  await page.getByLabel('Work email').waitFor();

  assert.deepEqual(errors, []);
  await context.close();
});

test('overview tabs work from the keyboard and the strip scrolls to the active tab', async () => {
  const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile });
  await page.goto(`/insights/${SLUG}`);
  await ready(page);
  const tab = (name) => page.getByRole('tab', { name });
  const strip = page.locator('[role="tablist"]').locator('..');

  await tab('Stats').focus();
  await islandLive(page, 'insights-overview');
  await page.keyboard.press('ArrowRight');
  assert.equal(await tab('Trends').getAttribute('aria-selected'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Trends');
  assert.equal(await tab('Stats').getAttribute('tabindex'), '-1');
  const panel = page.getByRole('tabpanel');
  assert.equal(await panel.getAttribute('aria-labelledby'), await tab('Trends').getAttribute('id'));
  assert.equal(await panel.locator('li').count(), 4);

  // On a phone the five tabs overflow the strip.
  const handle = await strip.elementHandle();
  const { scrollWidth, clientWidth } = await strip.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  assert.ok(scrollWidth > clientWidth, `the strip overflows at 390 px (${scrollWidth} > ${clientWidth})`);

  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getByRole('tabpanel').locator('li').count(), 3); // Local
  // Local starts before 60% of the strip: no scrolling yet.
  assert.ok((await tab('Local').evaluate((el) => el.offsetLeft)) < clientWidth * 0.6);
  await sleep(400);
  assert.equal(await strip.evaluate((el) => el.scrollLeft), 0);

  await page.keyboard.press('End');
  assert.equal(await tab('Offer').getAttribute('aria-selected'), 'true');
  assert.equal(await page.getByRole('tabpanel').getByRole('link', { name: 'Claim Your Free Walkthrough' }).getAttribute('href'), '/schedule');
  // Offer sits past 60% of the strip: it scrolls to the end, and Offer is fully in view.
  await page.waitForFunction((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1, handle);
  const offerInView = await tab('Offer').evaluate((el) => {
    const t = el.getBoundingClientRect();
    const s = el.closest('[role=tablist]').parentElement.getBoundingClientRect();
    return t.left >= s.left && t.right <= s.right;
  });
  assert.ok(offerInView, 'the active tab is fully visible');

  // Back to the first tab, the strip scrolls back to the start.
  await page.keyboard.press('Home');
  assert.equal(await tab('Stats').getAttribute('aria-selected'), 'true');
  await page.waitForFunction((el) => el.scrollLeft === 0, handle);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await tab('Offer').getAttribute('aria-selected'), 'true', 'ArrowLeft wraps to the last tab');
  await tab('Tips').click();
  assert.equal(await page.getByRole('tabpanel').locator('ol li').count(), 3);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a client-side navigation shows skeletons, then the article, its head and related posts', async () => {
  const { page, context, errors } = await openPage(browser);
  await page.goto('/insights');
  await ready(page);
  // The article's answer and its related posts' each wait until the test lets them through, so
  // every loading state is seen however fast or slow the machine is. A gate once open stays open.
  const gate = () => {
    let open;
    const opened = new Promise((resolve) => {
      open = resolve;
    });
    return { opened, open };
  };
  const article = gate();
  const relatedPosts = gate();
  await page.route('**/rest/v1/blog_posts?**', async (route) => {
    await (new URL(route.request().url()).searchParams.get('slug')?.startsWith('eq.') ? article : relatedPosts).opened;
    await route.continue();
  });
  const [latest] = await listCards('limit=1');
  await page.locator('main article', { hasText: latest.title }).click();
  await page.waitForURL(`**/insights/${latest.slug}`);
  await page.getByText('Loading article…').waitFor({ state: 'attached' });
  article.open();
  await page.locator('h1', { hasText: latest.title }).waitFor();
  await page.getByText('Loading related articles…').waitFor({ state: 'attached' });
  assert.equal(await page.locator('[data-testid="post-card-skeleton"]').count(), 3);
  relatedPosts.open();
  await page.locator('section[aria-labelledby="related-title"] article').first().waitFor();
  await page.unroute('**/rest/v1/blog_posts?**');

  const full = await getPost(latest.slug);
  assert.equal(await page.title(), `${full.seo_title || full.title} | Oakbright Facility Services`);
  assert.equal(await page.locator('link[rel=canonical]').getAttribute('href'), `https://www.oakbrightservices.com/insights/${latest.slug}`);
  const related = await expectedRelated(full);
  assert.deepEqual(
    await page.locator('section[aria-labelledby="related-title"] h3').allTextContents(),
    related.map((p) => p.title),
  );

  // On to a related article, then back to the list.
  await page.locator('section[aria-labelledby="related-title"] article').first().click();
  await page.waitForURL(`**/insights/${related[0].slug}`);
  await page.locator('h1', { hasText: related[0].title }).waitFor();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: related[0].category }).click();
  await page.waitForURL(`**/insights?category=${encodeURIComponent(related[0].category).replace(/'/g, '%27')}`);
  await page.locator('main article').first().waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test("an unknown slug answers 404 with 'Post Not Found' and a toast", async () => {
  const { page, context, errors } = await openPage(browser);
  const res = await page.goto('/insights/no-such-post-anywhere');
  assert.equal(res.status(), 404);
  await page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();
  await page.getByText("The blog post you're looking for doesn't exist.").waitFor();
  assert.match(await page.locator('meta[name=robots]').getAttribute('content'), /noindex/);
  await toast(page, 'Failed to load blog post').waitFor();
  assert.equal(await page.getByRole('link', { name: 'Browse all Insights' }).getAttribute('href'), '/insights');
  assert.deepEqual(unexpected(errors, 'status of 404'), []);
  await context.close();
});

test('an article fetch that fails (5xx or no answer) says the blog is briefly unavailable, never Post Not Found; Try again recovers', async () => {
  for (const fail of [
    (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"PGRST002","message":"unavailable","details":null,"hint":null}' }),
    (route) => route.abort('connectionreset'),
  ]) {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/insights');
    await ready(page);
    const [latest] = await listCards('limit=1');
    await page.route('**/rest/v1/blog_posts?**slug=eq.**', fail);
    await page.locator('main article', { hasText: latest.title }).click();
    await page.waitForURL(`**/insights/${latest.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Insights are briefly unavailable' }).waitFor();
    await toast(page, 'Failed to load blog post').waitFor();
    assert.equal(await page.getByText('Post Not Found').count(), 0);
    await page.waitForFunction(() => document.title.startsWith('Insights are briefly unavailable'));
    assert.equal(await page.locator('meta[name=robots]').getAttribute('content'), 'noindex,follow');
    assert.ok(errors.some((e) => e.includes('Error fetching blog post')));

    // The retry is a real link to this address, and with JavaScript it loads in place.
    const retry = page.getByRole('link', { name: 'Try again' });
    assert.equal(await retry.getAttribute('href'), `/insights/${latest.slug}`);
    await page.unroute('**/rest/v1/blog_posts?**slug=eq.**');
    await retry.click();
    await page.locator('h1', { hasText: latest.title }).waitFor();
    const full = await getPost(latest.slug);
    await page.waitForFunction((title) => document.title === title, `${full.seo_title || full.title} | Oakbright Facility Services`);
    assert.deepEqual(unexpected(errors, 'Error fetching blog post', 'status of 503', 'ERR_CONNECTION_RESET', 'Failed to fetch'), []);
    await context.close();
  }
});

test('an article request the API refuses (4xx) still shows Post Not Found', async () => {
  const { page, context, errors } = await openPage(browser);
  await page.goto('/insights');
  await ready(page);
  await page.route('**/rest/v1/blog_posts?**slug=eq.**', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: '{"code":"PGRST100","message":"bad","details":null,"hint":null}' }),
  );
  await page.locator('main article').first().click();
  await page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();
  await toast(page, 'Failed to load blog post').waitFor();
  assert.deepEqual(unexpected(errors, 'Error fetching blog post', 'status of 400'), []);
  await context.close();
});
