/**
 * The header from its first HTML: without JavaScript (or before the app hydrates) a visitor opens
 * the Services and Industries menus by hover and by keyboard, and the phone menu by tapping its
 * button, and reaches a service or industry page; a pointer already on a menu when the app
 * hydrates keeps it open. The hydrated header's own operation: marketing-chrome.test.mjs.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { INDUSTRIES_MENU, SERVICES_MENU } from '../../shared/routes.ts';
import { animationsSettled, axeViolations, BASE_URL, islandLive, launchBrowser, openPage, VIEWPORTS } from './browser.mjs';
import { focusedText, focusIsVisible, hydrated } from './marketing-support.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** A page with JavaScript off, recording page errors (there should be no script to fail). */
async function noJsPage(viewport) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false, baseURL: BASE_URL });
  const page = await context.newPage();
  return { page, context };
}

const mainNav = (page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page, label) => mainNav(page).getByRole('button', { name: label });
/** The links of a header menu, as the accessibility tree has them: only while they are shown. */
const menuLinks = (page, items) => items.map((item) => mainNav(page).getByRole('link', { name: item.name, exact: true }));

async function allVisible(locators) {
  return (await Promise.all(locators.map((l) => l.isVisible()))).every(Boolean);
}
async function noneVisible(locators) {
  return !(await Promise.all(locators.map((l) => l.isVisible()))).some(Boolean);
}

/**
 * The first HTML alone, for axe, which cannot run with JavaScript off: scripts are on, but the
 * app's own are refused, so the page is what a visitor without JavaScript gets.
 */
async function firstHtmlPage(viewport) {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL });
  await context.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  const page = await context.newPage();
  return { page, context };
}

/** Axe (WCAG 2.2 A/AA) on the header alone: without the app the page's later blocks stay skipped, and the header is what is under test. */
async function headerAxe(page) {
  const { violations } = await new AxeBuilder({ page }).include('header').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('without JavaScript (1280 px): hovering SERVICES and INDUSTRIES opens them; their links lead to the pages', async () => {
  const { page, context } = await noJsPage(VIEWPORTS.desktop);
  await page.goto('/about');
  const services = menuLinks(page, SERVICES_MENU);
  const industries = menuLinks(page, INDUSTRIES_MENU);
  assert.ok(await noneVisible([...services, ...industries]), 'both menus closed at first');

  await menuButton(page, 'SERVICES').hover();
  await services[0].waitFor({ state: 'visible', timeout: 10_000 });
  assert.ok(await allVisible(services), 'every service link shown');
  assert.ok(await noneVisible(industries));
  // The list is the manifest's, in order.
  const shown = await mainNav(page)
    .getByRole('link')
    .evaluateAll((as) => as.filter((a) => a.checkVisibility()).map((a) => a.getAttribute('href')));
  assert.deepEqual(
    shown.slice(0, SERVICES_MENU.length),
    SERVICES_MENU.map((i) => i.href),
  );
  // Down from the button to the last link, it stays open.
  await services.at(-1).hover();
  await page.waitForTimeout(200);
  assert.ok(await allVisible(services), 'still open with the pointer on its last link');
  // Away from it, it closes.
  await page.mouse.move(640, 700);
  await services[0].waitFor({ state: 'hidden', timeout: 10_000 });

  await menuButton(page, 'INDUSTRIES').hover();
  await industries[0].waitFor({ state: 'visible', timeout: 10_000 });
  assert.ok(await allVisible(industries), 'every industry link shown');
  const fitness = INDUSTRIES_MENU.find((i) => i.name === 'Fitness Centers');
  await mainNav(page).getByRole('link', { name: fitness.name }).click();
  await page.waitForURL(`**${fitness.href}`);
  await page.locator('h1', { hasText: 'Fitness Center' }).waitFor();
  await context.close();
});

test('without JavaScript (1280 px): keyboard focus opens the menus; Tab walks through their links, Enter follows one', async () => {
  const { page, context } = await noJsPage(VIEWPORTS.desktop);
  await page.goto('/about');
  const services = menuLinks(page, SERVICES_MENU);
  const industries = menuLinks(page, INDUSTRIES_MENU);
  // Tab from the top of the page to the SERVICES button.
  for (let i = 0; i < 20 && (await focusedText(page)) !== 'SERVICES'; i++) await page.keyboard.press('Tab');
  assert.equal(await focusedText(page), 'SERVICES');
  assert.ok(await focusIsVisible(page), 'focus ring on the menu button');
  await services[0].waitFor({ state: 'visible', timeout: 10_000 });
  assert.ok(await noneVisible(industries));

  // Its links come next, in order, each with a visible focus ring.
  for (const item of SERVICES_MENU) {
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(page), item.name);
    assert.ok(await focusIsVisible(page), `focus ring on ${item.name}`);
  }
  // Past the last one, focus moves to INDUSTRIES: Services closes, Industries opens.
  await page.keyboard.press('Tab');
  assert.equal(await focusedText(page), 'INDUSTRIES');
  await services[0].waitFor({ state: 'hidden', timeout: 10_000 });
  await industries[0].waitFor({ state: 'visible', timeout: 10_000 });
  assert.ok(await allVisible(industries));
  await page.keyboard.press('Tab');
  assert.equal(await focusedText(page), INDUSTRIES_MENU[0].name);

  // Shift+Tab goes back to the buttons (a closed list's links are not tab stops): SERVICES opens
  // again, Tab enters it, and Enter on a service link follows it.
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focusedText(page), 'INDUSTRIES');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focusedText(page), 'SERVICES');
  await services[0].waitFor({ state: 'visible', timeout: 10_000 });
  assert.ok(await noneVisible(industries));
  const floorCare = SERVICES_MENU.find((i) => i.name === 'Floor Care');
  for (let i = 0; i < SERVICES_MENU.length && (await focusedText(page)) !== floorCare.name; i++) await page.keyboard.press('Tab');
  assert.equal(await focusedText(page), floorCare.name);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${floorCare.href}`);
  await page.locator('h1', { hasText: 'Floor Care' }).waitFor();
  await context.close();
});

test('without JavaScript (390 px): the menu button opens the phone menu, which leads to an industry page', async () => {
  const { page, context } = await noJsPage(VIEWPORTS.mobile);
  await page.goto('/');
  const toggle = page.locator('header').getByLabel('Menu', { exact: true });
  const industries = menuLinks(page, INDUSTRIES_MENU);
  assert.equal(await mainNav(page).isVisible(), false, 'the menu is closed at first');

  await toggle.click();
  await mainNav(page).waitFor({ state: 'visible', timeout: 10_000 });
  // Measured once its fade-in (which slides it a few pixels) has finished.
  await animationsSettled(page);
  // Under the bar, over the page, which no longer scrolls beneath it.
  const bar = await toggle.evaluate((el) => el.closest('header > div:last-child').getBoundingClientRect().bottom);
  const panel = await mainNav(page).boundingBox();
  assert.ok(Math.abs(panel.y - bar) <= 1, `menu top ${panel.y} vs bar ${bar}`);
  assert.ok(panel.y + panel.height >= 844, 'reaches the bottom of the screen');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflowY), 'hidden');
  // Without JavaScript both lists are simply open, with the page links and calls to action.
  assert.ok(await allVisible([...menuLinks(page, SERVICES_MENU), ...industries]), 'every service and industry link shown');
  for (const name of ['INSIGHTS', 'ABOUT', 'SCHEDULE', 'FREE WALKTHROUGH']) assert.ok(await mainNav(page).getByRole('link', { name }).isVisible(), name);
  // The last link scrolls into view inside the panel.
  const call = mainNav(page).getByRole('link', { name: /^Call / });
  await call.scrollIntoViewIfNeeded();
  const callBox = await call.boundingBox();
  assert.ok(callBox.y + callBox.height <= 844, 'the call button can be scrolled fully into view');

  // The button closes it again, and opens it again.
  await toggle.click();
  await mainNav(page).waitFor({ state: 'hidden', timeout: 10_000 });
  await toggle.click();
  const medical = INDUSTRIES_MENU.find((i) => i.name === 'Medical Facilities');
  await mainNav(page).getByRole('link', { name: medical.name }).click();
  await page.waitForURL(`**${medical.href}`);
  await page.locator('h1', { hasText: 'Medical' }).waitFor();
  assert.equal(await mainNav(page).isVisible(), false, 'the new page opens with the menu closed');
  await context.close();
});

test('without the app: axe finds nothing in the header with each menu open (1280 px and 390 px)', async () => {
  {
    const { page, context } = await firstHtmlPage(VIEWPORTS.desktop);
    await page.goto('/about');
    for (const [label, items] of [
      ['SERVICES', SERVICES_MENU],
      ['INDUSTRIES', INDUSTRIES_MENU],
    ]) {
      await menuButton(page, label).hover();
      await menuLinks(page, items)[0].waitFor({ state: 'visible', timeout: 10_000 });
      assert.deepEqual(await headerAxe(page), [], `${label} open by hover`);
    }
    await page.mouse.move(640, 700);
    await menuButton(page, 'SERVICES').focus();
    await menuLinks(page, SERVICES_MENU)[0].waitFor({ state: 'visible', timeout: 10_000 });
    assert.deepEqual(await headerAxe(page), [], 'SERVICES open by focus');
    await context.close();
  }
  {
    const { page, context } = await firstHtmlPage(VIEWPORTS.mobile);
    await page.goto('/');
    await page.locator('header').getByLabel('Menu', { exact: true }).click();
    await mainNav(page).waitFor({ state: 'visible', timeout: 10_000 });
    assert.deepEqual(await headerAxe(page), [], 'phone menu open');
    await context.close();
  }
});

test('with JavaScript: a pointer resting on INDUSTRIES as the page loads keeps its menu open through hydration; Escape closes it', async () => {
  const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.desktop });
  // The app's scripts wait until the pointer is on the menu, as on a slow phone or connection.
  let release;
  const scriptsHeld = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'commit' });
  const button = menuButton(page, 'INDUSTRIES');
  const industries = menuLinks(page, INDUSTRIES_MENU);
  // Only the scripts are held: the stylesheet lays the header out first, so the pointer lands where
  // the button is drawn (measured before the stylesheet, it could land beside it on a busy machine).
  await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.includes('/assets/') && s.cssRules.length > 0), null, { timeout: 10_000 });
  await button.hover();
  await industries[0].waitFor({ state: 'visible', timeout: 10_000 });

  release();
  await hydrated(page);
  await page.waitForFunction(() => document.querySelector('nav[aria-label="Main"] button[aria-expanded="true"]')?.textContent === 'INDUSTRIES', null, {
    timeout: 10_000,
  });
  await page.waitForTimeout(300);
  assert.ok(await allVisible(industries), 'still open, the pointer has not moved');
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  assert.equal(await menuButton(page, 'SERVICES').getAttribute('aria-expanded'), 'false');
  assert.deepEqual(await axeViolations(page), []);

  // Escape closes it, though the pointer is still on the button; it reopens when the pointer comes back.
  await page.keyboard.press('Escape');
  await industries[0].waitFor({ state: 'hidden', timeout: 10_000 });
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  await page.mouse.move(640, 700);
  await button.hover();
  await industries[0].waitFor({ state: 'visible', timeout: 10_000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('with JavaScript (390 px): the phone menu hydrates as it was opened, its groups then fold by a tap, Escape closes it; axe finds nothing with it open', async () => {
  const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile });
  let release;
  const scriptsHeld = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const toggle = page.locator('header').getByLabel('Menu', { exact: true });
  // Opened before the app has loaded, it stays open once hydrated.
  await toggle.click();
  await mainNav(page).waitFor({ state: 'visible', timeout: 10_000 });
  release();
  await hydrated(page);
  // The header and its menus are islands: the open menu (focus is in it) brings their code at once.
  await islandLive(page, 'site-header');
  await islandLive(page, 'nav-dropdown');
  await page.waitForTimeout(300);
  assert.ok(await mainNav(page).isVisible(), 'still open after hydration');
  // Hydrating changes nothing the visitor sees: both lists are still open, and now fold by a tap.
  const services = menuLinks(page, SERVICES_MENU);
  const industries = menuLinks(page, INDUSTRIES_MENU);
  assert.ok(await allVisible([...services, ...industries]), 'both lists still open');
  const group = mainNav(page).getByRole('button', { name: 'SERVICES' });
  assert.equal(await group.getAttribute('aria-expanded'), 'true');
  await group.click();
  assert.equal(await group.getAttribute('aria-expanded'), 'false');
  assert.ok(await noneVisible(services), 'SERVICES folded');
  assert.ok(await allVisible(industries), 'INDUSTRIES left open');
  await group.click();
  assert.equal(await group.getAttribute('aria-expanded'), 'true');
  assert.ok(await allVisible(services));
  assert.deepEqual(await axeViolations(page), []);
  await page.keyboard.press('Escape');
  await mainNav(page).waitFor({ state: 'hidden', timeout: 10_000 });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Menu', 'focus back on the menu button');
  assert.deepEqual(errors, []);
  await context.close();
});
