/**
 * The site chrome in Chromium: dropdown contents and links (as the route
 * manifest lists them), hover and keyboard operation, the mobile menu, the
 * floating call to action, and scroll-to-top on client-side navigation.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { INDUSTRIES_MENU, SERVICES_MENU } from '../../shared/routes.ts';
import { SITE } from '../../shared/site.ts';
import { launchBrowser, openPage, VIEWPORTS } from './browser.mjs';
import { focusedText, focusIsVisible, hydrated } from './marketing-support.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const MENUS = { SERVICES: SERVICES_MENU, INDUSTRIES: INDUSTRIES_MENU };

async function desktop(path = '/about') {
  const opened = await openPage(browser, { viewport: VIEWPORTS.desktop });
  await opened.page.goto(path);
  await hydrated(opened.page);
  return opened;
}

function menuButton(page, label) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: label });
}

async function panelOf(page, label) {
  const id = await menuButton(page, label).getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
}

test('dropdowns list exactly the manifest’s links, in order', async () => {
  const { page, context, errors } = await desktop();
  for (const [label, items] of Object.entries(MENUS)) {
    await menuButton(page, label).click();
    const panel = await panelOf(page, label);
    await panel.waitFor({ state: 'visible' });
    const links = await panel.getByRole('link').evaluateAll((as) => as.map((a) => ({ name: a.textContent.trim(), href: a.getAttribute('href') })));
    assert.deepEqual(links, items.map((i) => ({ name: i.name, href: i.href })));
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  }
  // A dropdown link navigates in the app.
  await menuButton(page, 'INDUSTRIES').click();
  await (await panelOf(page, 'INDUSTRIES')).getByRole('link', { name: 'Fitness Centers' }).click();
  await page.waitForURL('**/who-we-clean/fitness-centers');
  // The URL changes first; the new page and the closed menu follow in the same render.
  await page.locator('h1', { hasText: 'Fitness Center' }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('header button[aria-expanded="true"]').length === 0, null, { timeout: 2000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('dropdowns open on hover and close when the pointer leaves', async () => {
  const { page, context } = await desktop();
  for (const label of Object.keys(MENUS)) {
    const button = menuButton(page, label);
    const panel = await panelOf(page, label);
    await button.hover();
    await panel.waitFor({ state: 'visible' });
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    // Moving down into the panel keeps it open; a click on the button while hovering does not toggle it shut.
    await panel.getByRole('link').first().hover();
    await page.waitForTimeout(250);
    assert.ok(await panel.isVisible());
    await button.click();
    assert.ok(await panel.isVisible());
    await page.mouse.move(640, 700);
    await panel.waitFor({ state: 'hidden' });
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
  }
  await context.close();
});

test('dropdowns work by keyboard: Enter, Space, arrows, Escape returns focus, Tab leaves', async () => {
  const { page, context } = await desktop();
  const button = menuButton(page, 'SERVICES');
  const panel = await panelOf(page, 'SERVICES');

  await button.focus();
  assert.ok(await focusIsVisible(page), 'focus ring on the menu button');
  await page.keyboard.press('Enter');
  await panel.waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  assert.equal(await focusedText(page), 'SERVICES');

  await page.keyboard.press('Space');
  await panel.waitFor({ state: 'visible' });
  await page.keyboard.press('Space');
  await panel.waitFor({ state: 'hidden' });

  await page.keyboard.press('ArrowDown');
  await panel.waitFor({ state: 'visible' });
  assert.equal(await focusedText(page), SERVICES_MENU[0].name);
  assert.ok(await focusIsVisible(page), 'focus ring on the first link');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedText(page), SERVICES_MENU[1].name);
  await page.keyboard.press('End');
  assert.equal(await focusedText(page), SERVICES_MENU.at(-1).name);
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedText(page), SERVICES_MENU[0].name, 'wraps to the first');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focusedText(page), SERVICES_MENU.at(-1).name, 'wraps to the last');
  await page.keyboard.press('Home');
  assert.equal(await focusedText(page), SERVICES_MENU[0].name);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  assert.equal(await focusedText(page), 'SERVICES', 'focus returns to the button');

  // Tabbing through the open panel and out of it closes it.
  await page.keyboard.press('Enter');
  await panel.waitFor({ state: 'visible' });
  for (let i = 0; i <= SERVICES_MENU.length; i++) await page.keyboard.press('Tab');
  await panel.waitFor({ state: 'hidden' });
  assert.equal(await focusedText(page), 'INDUSTRIES');

  // Enter on a focused link follows it.
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedText(page), INDUSTRIES_MENU[0].name);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${INDUSTRIES_MENU[0].href}`);
  await context.close();
});

test('mobile menu opens, expands its groups, navigates and closes (390x844)', async () => {
  const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile });
  await page.goto('/');
  await hydrated(page);
  assert.equal(await page.getByRole('navigation', { name: 'Main' }).isVisible(), false, 'desktop nav hidden');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.waitFor({ state: 'visible' });
  const close = page.getByRole('button', { name: 'Close menu' });
  assert.equal(await close.getAttribute('aria-expanded'), 'true');
  // The panel sits right under the header bar and fills the rest of the screen (measured once its fade-in has settled).
  await menu.evaluate((el) => Promise.all(el.parentElement.getAnimations().map((a) => a.finished)));
  const bar = await close.evaluate((el) => el.closest('div.border-b').getBoundingClientRect().bottom);
  const box = await menu.evaluate((el) => el.parentElement.getBoundingClientRect());
  assert.ok(Math.abs(box.top - bar) <= 1, `menu top ${box.top} vs bar ${bar}`);
  assert.equal(Math.round(box.bottom), 844);

  for (const [label, items] of Object.entries(MENUS)) {
    const group = menu.getByRole('button', { name: label });
    await group.click();
    assert.equal(await group.getAttribute('aria-expanded'), 'true');
    const hrefs = await page.locator(`[id="${await group.getAttribute('aria-controls')}"] a`).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.deepEqual(hrefs, items.map((i) => i.href));
  }
  for (const name of ['INSIGHTS', 'ABOUT', 'SCHEDULE', 'FREE WALKTHROUGH']) assert.ok(await menu.getByRole('link', { name }).isVisible(), name);

  await close.click();
  await menu.waitFor({ state: 'hidden' });

  // Escape closes it and hands focus back to the toggle.
  await toggle.click();
  await menu.waitFor({ state: 'visible' });
  await menu.getByRole('link', { name: 'ABOUT' }).focus();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Open menu');

  // Following a link closes it and loads the page, scrolled to the top.
  await toggle.click();
  await menu.getByRole('button', { name: 'SERVICES' }).click();
  await menu.getByRole('link', { name: 'Window Cleaning' }).click();
  await page.waitForURL('**/services/window-cleaning');
  await menu.waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  assert.equal(await page.evaluate(() => document.body.style.overflow), '', 'page scroll unlocked');
  assert.deepEqual(errors, []);
  await context.close();
});

test('floating call to action: only past 100 px; desktop pill; mobile bar dismisses; reachable by keyboard', async () => {
  // Desktop: the pill, no dismiss.
  {
    const { page, context } = await desktop('/about');
    const pill = page.getByTestId('floating-cta-desktop');
    await page.evaluate(() => window.scrollTo(0, 90));
    await page.waitForTimeout(150);
    assert.equal(await pill.count(), 0, 'hidden at 90 px');
    const barCodeLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/floating-cta-bar-[^/]*\.js$/.test(r.name)));
    assert.equal(await barCodeLoaded(), false, 'its code waits for the scroll that shows it');
    await page.evaluate(() => window.scrollTo(0, 101));
    await pill.waitFor({ state: 'visible' });
    assert.equal(await barCodeLoaded(), true);
    assert.equal(await page.getByTestId('floating-cta-mobile').isVisible(), false);
    assert.equal(await pill.getByRole('link', { name: /Get a Free Quote/ }).getAttribute('href'), '/contact');
    assert.equal(await pill.getByRole('link', { name: SITE.phone }).getAttribute('href'), SITE.phoneHref);
    await page.evaluate(() => window.scrollTo(0, 0));
    await pill.waitFor({ state: 'detached' });
    // Keyboard: after the last footer link, Tab reaches the pill with a visible focus ring.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pill.waitFor({ state: 'visible' });
    await page.locator('footer a').last().focus();
    await page.keyboard.press('Tab');
    assert.match(await focusedText(page), /Get a Free Quote/);
    assert.ok(await focusIsVisible(page));
    await context.close();
  }
  // Home: the quote button jumps to the contact section.
  {
    const { page, context } = await desktop('/');
    await page.evaluate(() => window.scrollTo(0, 400));
    const quote = page.getByTestId('floating-cta-desktop').getByRole('link', { name: /Get a Free Quote/ });
    assert.equal(await quote.getAttribute('href'), '#contact');
    await quote.click();
    await page.waitForFunction(() => { const el = document.getElementById('contact'); return !!el && Math.abs(el.getBoundingClientRect().top) < 120; });
    await context.close();
  }
  // Phone: the bottom bar, dismissed by keyboard.
  {
    const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile });
    await page.goto('/services/floor-care');
    await hydrated(page);
    const bar = page.getByTestId('floating-cta-mobile');
    assert.equal(await bar.count(), 0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await bar.waitFor({ state: 'visible' });
    assert.equal(await page.getByTestId('floating-cta-desktop').isVisible(), false);
    await page.waitForTimeout(250); // the fade-in slides it by a few pixels
    const box = await bar.boundingBox();
    assert.equal(Math.round(box.y + box.height), 844, 'pinned to the bottom');
    assert.equal(await bar.getByRole('link', { name: /Call Now/ }).getAttribute('href'), SITE.phoneHref);
    const dismiss = bar.getByRole('button', { name: 'Dismiss quick contact bar' });
    await dismiss.focus();
    assert.ok(await focusIsVisible(page));
    await page.keyboard.press('Enter');
    await bar.waitFor({ state: 'detached' });
    // Stays dismissed while scrolling.
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(150);
    assert.equal(await bar.count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('client-side navigation scrolls to the top without reloading', async () => {
  // Links are followed with the keyboard: a mouse click in Playwright first scrolls its target into view itself.
  const { page, context, errors } = await desktop('/');
  await page.evaluate(() => {
    window.__sameDocument = true;
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).focus();
  assert.ok(await page.evaluate(() => window.scrollY > 1000));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/privacy');
  await page.locator('h1', { hasText: 'Privacy Policy' }).waitFor();
  assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no full page load');
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  assert.equal(await page.title(), `Privacy Policy | ${SITE.name}`);

  // Down the page, then along the sticky header's link.
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT' }).focus();
  assert.equal(await page.evaluate(() => window.scrollY), 1500, 'the sticky header link is in view');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/about');
  await page.locator('h1', { hasText: 'Cleaning that Ocala businesses can count on' }).waitFor();
  assert.equal(await page.evaluate(() => window.scrollY), 0);

  // An anchor link to another page lands on its section instead.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Testimonials' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/#testimonials');
  await page.waitForFunction(() => { const el = document.getElementById('testimonials'); return !!el && Math.abs(el.getBoundingClientRect().top) < 120; });
  assert.equal(await page.evaluate(() => window.__sameDocument), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a reload keeps the position the browser restores: hydrating the page scrolls nowhere', async () => {
  const { page, context, errors } = await desktop('/about');
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.waitForFunction(() => window.scrollY === 1200);
  await page.reload();
  await hydrated(page);
  // The app's own effects have run once the page is hydrated and a frame has passed.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
  assert.equal(await page.evaluate(() => window.scrollY), 1200);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the testimonials list is a tab stop only where it scrolls sideways', async () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const { page, context, errors } = await openPage(browser, { viewport });
    await page.goto('/#testimonials');
    await hydrated(page);
    const list = page.locator('#testimonials ul').first();
    const scrolls = await list.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    // Set from a ResizeObserver once the list is laid out.
    await page.waitForFunction(({ scrolls }) => {
      const el = document.querySelector('#testimonials ul');
      return el.getAttribute('tabindex') === (scrolls ? '0' : null);
    }, { scrolls });
    assert.equal(scrolls, name === 'mobile', `${name}: the list scrolls sideways only on a phone`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('top bar and footer lead to real pages (PRODUCT.md D1)', async () => {
  const { page, context, errors } = await desktop('/');
  const top = page.getByRole('navigation', { name: 'Quick links' });
  assert.equal(await top.getByRole('link', { name: 'FIND A LOCATION' }).getAttribute('href'), '/service-area');
  assert.equal(await top.getByRole('link', { name: 'FREE ESTIMATE' }).getAttribute('href'), '/schedule');
  await top.getByRole('link', { name: 'FRANCHISING' }).click();
  await page.waitForURL('**/contact?topic=franchising');
  await page.getByRole('heading', { name: 'Franchise enquiries' }).waitFor();

  const footer = page.getByRole('contentinfo');
  const quick = await footer.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')).filter((h) => h.startsWith('/#')));
  assert.deepEqual(quick, ['/#about', '/#services', '/#industries', '/#technology', '/#testimonials', '/#contact']);
  assert.equal(await footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'), '/privacy');
  assert.equal(await footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Use' }).getAttribute('href'), '/terms');
  // No social profile is configured, so no icon without a destination is shown.
  assert.equal(await footer.getByRole('list', { name: 'Social media' }).count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('skip link moves keyboard users past the header', async () => {
  const { page, context } = await desktop('/contact');
  await page.keyboard.press('Tab');
  assert.equal(await focusedText(page), 'Skip to content');
  assert.ok(await focusIsVisible(page));
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
  await context.close();
});
