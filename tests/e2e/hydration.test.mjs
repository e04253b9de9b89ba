/**
 * React takes over the edge-rendered page without a flash: the visible text
 * is the same before and after hydration, and nothing shifts while loading.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, launchBrowser, openPage, VIEWPORTS } from './browser.mjs';

const ROUTES = ['/', '/insights/power-washing-improves-property-value', '/insights', '/services/janitorial-services'];

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The main region's text as a visitor reads it, whitespace-normalised. */
const mainText = (page) => page.locator('main').evaluate((el) => el.innerText.replace(/\s+/g, ' ').trim());

for (const path of ROUTES) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`${path} at ${name}: same text without and with JavaScript, no layout shift`, async () => {
      const noJs = await browser.newContext({ viewport, javaScriptEnabled: false, reducedMotion: 'reduce', baseURL: BASE_URL });
      const raw = await noJs.newPage();
      const res = await raw.goto(path);
      assert.equal(res.status(), 200);
      const serverText = await mainText(raw);
      await noJs.close();
      assert.ok(serverText.length > 200, 'the server HTML carries the page text');

      const { page, context, errors } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
      await page.addInitScript(() => {
        window.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path, { waitUntil: 'load' });
      // Hydration is done once React has attached its fiber to <main>.
      await page.waitForFunction(() => {
        const el = document.querySelector('main');
        return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
      });
      await page.waitForTimeout(500);
      const hydratedText = await mainText(page);
      const cls = await page.evaluate(() => window.__cls);
      await context.close();

      assert.equal(hydratedText, serverText, 'hydration changed the visible text');
      assert.ok(cls < 0.001, `layout shift on load: ${cls}`);
      assert.deepEqual(errors.filter((e) => !e.includes('Failed to load resource')), []);
    });
  }
}

// On a slow CPU the parser yields mid-document; a frame painted then shows a half-built row
// (the desktop nav, a breadcrumb, a centred hero column) that shifts when the rest arrives.
// The shell holds rendering until the footer opens, so the first frame has header and main whole.
for (const path of ['/', '/services/janitorial-services']) {
  test(`${path}: the first frame is painted only once header and main are parsed`, async () => {
    const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        window.__firstFrame = { footer: !!document.getElementById('site-footer'), main: !!document.querySelector('main') };
      });
    });
    await page.goto(path, { waitUntil: 'load' });
    const first = await page.evaluate(() => window.__firstFrame);
    await context.close();
    assert.deepEqual(first, { footer: true, main: true });
    assert.deepEqual(errors.filter((e) => !e.includes('Failed to load resource')), []);
  });
}
