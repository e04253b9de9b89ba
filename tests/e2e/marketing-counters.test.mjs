/**
 * The animated counters in Chromium (docs/decisions.md D10, P9): they wait at 0
 * until half visible, count up once, end exactly on their targets, and show
 * the final values at once when the visitor prefers reduced motion.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SATISFACTION, STATS } from '../../content/proof.ts';
import { blocksRendered, launchBrowser, openPage } from './browser.mjs';
import { hydrated } from './marketing-support.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const number = (text) => Number(text.replace(/[^0-9.]/g, ''));

/** The counters of one block: shown text and final text. */
function readGroup(page, index) {
  return page
    .locator('dl')
    .nth(index)
    .locator('[data-counter]')
    .evaluateAll((els) => els.map((el) => ({ text: el.textContent, final: el.dataset.final })));
}

/** Index of the <dl> holding these stats (the stats block, then the testimonials' metrics). */
async function groupIndex(page, stats) {
  const labels = await page.locator('dl').evaluateAll((dls) => dls.map((dl) => [...dl.querySelectorAll('dt')].map((dt) => dt.textContent)));
  return labels.findIndex((l) => l.join('|') === stats.map((s) => s.label).join('|'));
}

for (const [name, stats] of [
  ['stats block', STATS],
  ['satisfaction metrics', SATISFACTION],
]) {
  test(`${name}: wait at 0, start at half visibility, count up once, end exactly on target`, async () => {
    const { page, context, errors } = await openPage(browser, { reducedMotion: 'no-preference' });
    await page.goto('/');
    await hydrated(page);
    await blocksRendered(page); // the scroll positions below need the page at its real size
    const index = await groupIndex(page, stats);
    assert.ok(index >= 0);
    const finals = stats.map((s) => (s.decimal ? s.target.toFixed(1) : s.target.toLocaleString('en-US')) + (s.suffix ?? ''));
    const dl = page.locator('dl').nth(index);

    // Coming near (its section is an island, whose code loads a little ahead of the scroll), still
    // below the fold, it drops to 0, ready to count.
    const dlTop = await dl.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((top) => window.scrollTo(0, Math.max(0, top - window.innerHeight - 150)), dlTop);
    await page.waitForFunction(
      (i) => [...document.querySelectorAll('dl')[i].querySelectorAll('[data-counter]')].every((el) => Number(el.textContent.replace(/[^0-9.]/g, '')) === 0),
      index,
    );
    assert.deepEqual(
      (await readGroup(page, index)).map((c) => c.final),
      finals,
    );

    // A sliver on screen (under half) does not start it.
    const box = await dl.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + window.scrollY, height: r.height };
    });
    await page.evaluate(({ top, height }) => window.scrollTo(0, top - window.innerHeight + height * 0.25), box);
    await page.waitForTimeout(400);
    assert.ok(
      (await readGroup(page, index)).every((c) => number(c.text) === 0),
      'still 0 at a quarter visible',
    );

    // Fully on screen: record every value until all are final.
    await page.evaluate(() => {
      window.__counterMax = [];
      window.__counterSeen = [];
    });
    await page.evaluate(({ top }) => window.scrollTo(0, top - 200), box);
    await page.waitForFunction(
      (i) => {
        const els = [...document.querySelectorAll('dl')[i].querySelectorAll('[data-counter]')];
        els.forEach((el, j) => {
          const v = Number(el.textContent.replace(/[^0-9.]/g, ''));
          window.__counterMax[j] = Math.max(window.__counterMax[j] ?? 0, v);
          window.__counterSeen[j] ??= new Set();
          window.__counterSeen[j].add(el.textContent);
        });
        return els.every((el) => el.textContent === el.dataset.final);
      },
      index,
      { polling: 16, timeout: 6000 },
    );
    const seen = await page.evaluate(() => ({ max: window.__counterMax, distinct: window.__counterSeen.map((s) => s.size) }));
    stats.forEach((s, j) => {
      assert.ok(seen.max[j] <= s.target, `${s.label} never passes ${s.target}`);
      assert.ok(seen.distinct[j] > 5, `${s.label} counted up through intermediate values`);
    });
    // Once finished it stays put.
    await page.waitForTimeout(600);
    assert.deepEqual(
      (await readGroup(page, index)).map((c) => c.text),
      finals,
    );
    // Screen readers get the final value, not the moving one.
    assert.deepEqual(await dl.locator('dd .sr-only').allTextContents(), finals);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('under reduced motion the counters show their final values at once', async () => {
  const { page, context, errors } = await openPage(browser, { reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    // Any frame that is not final would be caught here.
    window.__nonFinal = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target.nodeType === 3 ? r.target.parentElement : r.target;
        if (el?.dataset?.counter !== undefined && el.textContent !== el.dataset.final) window.__nonFinal.push(el.textContent);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/');
  await hydrated(page);
  for (const stats of [STATS, SATISFACTION]) {
    const index = await groupIndex(page, stats);
    await page.locator('dl').nth(index).scrollIntoViewIfNeeded();
    const group = await readGroup(page, index);
    assert.deepEqual(
      group.map((c) => c.text),
      group.map((c) => c.final),
    );
  }
  await page.waitForTimeout(500);
  assert.deepEqual(await page.evaluate(() => window.__nonFinal), []);
  // The logo scroll stands still too.
  const animation = await page.getByTestId('logo-track').evaluate((el) => getComputedStyle(el).animationName);
  assert.equal(animation, 'none');
  assert.deepEqual(errors, []);
  await context.close();
});
