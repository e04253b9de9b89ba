/**
 * Getting around in Chromium: the floating call to action, scroll position on client-side
 * navigation and reload, the testimonials list, top bar and footer links, the skip link.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SITE } from '../../content/site.ts';
import { islandLive, launchBrowser, openPage, VIEWPORTS } from './browser.mjs';
import { focusedText, focusIsVisible, hydrated } from './marketing-support.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function desktop(path = '/about') {
  const opened = await openPage(browser, { viewport: VIEWPORTS.desktop });
  await opened.page.goto(path);
  await hydrated(opened.page);
  return opened;
}

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
  // Home: the quote button jumps to the contact section. The bar steps aside while a form is on
  // screen: it shows below the hero's form, and goes when the form is scrolled back into view.
  {
    const { page, context } = await desktop('/');
    const pill = page.getByTestId('floating-cta-desktop');
    const pastTheForm = () =>
      page.evaluate(() => {
        const form = document.querySelector('form[action^="/api/leads"]');
        window.scrollTo(0, window.scrollY + form.getBoundingClientRect().bottom + 10);
      });
    await pastTheForm();
    await pill.waitFor({ state: 'visible' });
    await page.evaluate(() => window.scrollTo(0, 400));
    await pill.waitFor({ state: 'detached' });
    await pastTheForm();
    const quote = pill.getByRole('link', { name: /Get a Free Quote/ });
    assert.equal(await quote.getAttribute('href'), '#contact');
    await quote.click();
    await page.waitForFunction(() => {
      const el = document.getElementById('contact');
      return !!el && Math.abs(el.getBoundingClientRect().top) < 120;
    });
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
  // The footer is an island: scrolled to, its code comes, and its links move in the app from then on
  // (before that they are plain links, and a press loads the page whole).
  await islandLive(page, 'site-footer');
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
  await islandLive(page, 'site-header'); // focus brings the header's code (an island that loads on intent)
  await page.keyboard.press('Enter');
  await page.waitForURL('**/about');
  await page.locator('h1', { hasText: 'Cleaning that Ocala businesses can count on' }).waitFor();
  assert.equal(await page.evaluate(() => window.scrollY), 0);

  // An anchor link to another page lands on its section instead.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Testimonials' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/#testimonials');
  await page.waitForFunction(() => {
    const el = document.getElementById('testimonials');
    return !!el && Math.abs(el.getBoundingClientRect().top) < 120;
  });
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
    await page.waitForFunction(
      ({ scrolls }) => {
        const el = document.querySelector('#testimonials ul');
        return el.getAttribute('tabindex') === (scrolls ? '0' : null);
      },
      { scrolls },
    );
    assert.equal(scrolls, name === 'mobile', `${name}: the list scrolls sideways only on a phone`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('top bar and footer lead to real pages (docs/decisions.md D1)', async () => {
  const { page, context, errors } = await desktop('/');
  const top = page.getByRole('navigation', { name: 'Quick links' });
  assert.equal(await top.getByRole('link', { name: 'FIND A LOCATION' }).getAttribute('href'), '/service-area');
  assert.equal(await top.getByRole('link', { name: 'FREE ESTIMATE' }).getAttribute('href'), '/estimate');
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
