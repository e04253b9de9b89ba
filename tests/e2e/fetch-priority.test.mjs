/**
 * What the first screen needs is fetched first: the stylesheet, the font and the hero image ahead
 * of the entry script, which only hydrates a page that is complete without it. (When the app it
 * loads is requested is checked in hydration.test.mjs.)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { islandLive, launchBrowser, openPage, VIEWPORTS } from './browser.mjs';
import { hydrated } from './marketing-support.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('the entry script is fetched at low priority, after the stylesheet, font and hero image, and still hydrates the page', async () => {
  const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  /** Chromium's initial priority per path, as the browser decided it from the HTML. */
  const priorities = new Map();
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!priorities.has(pathname)) priorities.set(pathname, request.initialPriority);
  });
  await page.goto('/', { waitUntil: 'load' });
  await hydrated(page);

  const entry = await page.locator('head script[type="module"][src^="/assets/"]').getAttribute('src');
  const stylesheet = await page.locator('head link[rel="stylesheet"]').getAttribute('href');
  const font = await page.locator('head link[rel="preload"][as="font"]').getAttribute('href');
  assert.equal(priorities.get(entry), 'Low', `entry ${entry}`);
  assert.equal(priorities.get(stylesheet), 'VeryHigh', `stylesheet ${stylesheet}`);
  assert.equal(priorities.get(font), 'High', `font ${font}`);
  assert.equal(priorities.get('/images/home/hero.svg'), 'High', 'hero image');
  // The app it loads still comes: the page is interactive (Escape closes the phone menu, which
  // opens without the app, but only the app closes by Escape).
  const menu = page.getByRole('navigation', { name: 'Main' });
  await page.locator('header').getByLabel('Menu', { exact: true }).click();
  await menu.waitFor();
  // The tap brought the header's code (an island that loads on intent): Escape is the app's from then on.
  await islandLive(page, 'site-header');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  assert.deepEqual(errors, []);
  await context.close();
});
