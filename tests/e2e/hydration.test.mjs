/**
 * React takes over the edge-rendered page without a flash: the visible text
 * is the same before and after hydration, and nothing shifts while loading.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, launchBrowser, openPage, VIEWPORTS } from './browser.mjs';
import { SKIPPED_BLOCKS } from '../../web/src/lib/render-blocks.ts';

const ROUTES = ['/', '/insights/power-washing-improves-property-value', '/insights', '/services/janitorial-services'];

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/**
 * The main region's text as a visitor reads it, whitespace-normalised. Blocks skipped in the
 * first frame are rendered first, as scrolling would: innerText leaves skipped content out.
 * Chromium settles a block it stops skipping on a later frame (until then innerText can still
 * count its visibility:hidden parts), and a page without JavaScript runs no frame callback to
 * wait on, hence the pause.
 */
async function mainText(page) {
  await page.evaluate((sel) => {
    for (const block of document.querySelectorAll(sel)) block.dataset.rendered = '';
  }, SKIPPED_BLOCKS);
  await page.waitForTimeout(250);
  return page.locator('main').evaluate((el) => el.innerText.replace(/\s+/g, ' ').trim());
}

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
      // Measured on a second visit, files cached, as on any page after the first: whether a first
      // visit's font arrives before or during the first layout is a network race, not hydration's
      // doing (font-display: optional, docs/performance.md); this test is about what hydration moves.
      await page.goto(path, { waitUntil: 'load' });
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
      assert.deepEqual(
        errors.filter((e) => !e.includes('Failed to load resource')),
        [],
      );
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
    assert.deepEqual(
      errors.filter((e) => !e.includes('Failed to load resource')),
      [],
    );
  });
}

// The first paint waits for the HTML and the stylesheet only: the app (React, the router, the
// page's chunk) is requested once the first contentful paint is recorded, so it never shares the
// phone's bandwidth with them. Only the tiny entry script is fetched before.
for (const path of ['/', '/insights/power-washing-improves-property-value']) {
  test(`${path}: the app's scripts are requested once the first frame is painted, then hydrate the page`, async () => {
    const { page, context, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile, reducedMotion: 'reduce' });
    // Runs before any page script, so this callback belongs to the first frame.
    await page.addInitScript(() => requestAnimationFrame(() => (window.__firstFrameAt = performance.now())));
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((k) => k.startsWith('__reactFiber')));
    const timing = await page.evaluate(() => {
      const entry = document.querySelector('script[type="module"][src]')?.src;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => /\.js$/.test(new URL(r.name).pathname))
        .map((r) => ({ url: new URL(r.name).pathname, start: r.startTime, entry: r.name === entry }));
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      return { frame: window.__firstFrameAt ?? null, paint, scripts };
    });
    await context.close();
    assert.ok(timing.frame !== null, 'the first frame was recorded');
    assert.equal(timing.scripts.filter((s) => s.entry).length, 1, 'the entry script loads with the page');
    const app = timing.scripts.filter((s) => !s.entry);
    assert.ok(app.length >= 3, `the app loads in chunks after the entry (got ${app.map((s) => s.url).join(', ')})`);
    assert.ok(timing.paint !== null, 'the first contentful paint was recorded');
    for (const s of app) {
      assert.ok(s.start >= timing.frame, `${s.url} requested at ${s.start.toFixed(0)} ms, before the first frame at ${timing.frame.toFixed(0)} ms`);
      assert.ok(s.start >= timing.paint, `${s.url} requested at ${s.start.toFixed(0)} ms, before the first paint at ${timing.paint.toFixed(0)} ms`);
    }
    assert.deepEqual(errors, []);
  });
}
