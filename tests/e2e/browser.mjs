/** Debian's Chromium driven by playwright-core, plus helpers the browser tests share. */
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SKIPPED_BLOCKS } from '../../web/src/lib/render-blocks.ts';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8787';

/** Where browser tests keep the screenshots taken for people to look at: SCREENSHOT_DIR, else test-results/screenshots. */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

export function chromePath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('Chromium not found: apt-get install chromium, or set CHROME_PATH');
  return found;
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Starts Chromium for several test processes to share: they connect to its wsEndpoint(). */
export function launchBrowserServer() {
  return chromium.launchServer({ executablePath: chromePath(), args: CHROMIUM_ARGS });
}

/**
 * The browser a test file drives. Under `npm test` it is the one Chromium the run shares
 * (E2E_BROWSER_WS, from global-setup.mjs), each file in contexts of its own, and close() only
 * disconnects; elsewhere (the bench, the campaign) a Chromium of its own.
 */
export async function launchBrowser() {
  if (process.env.E2E_BROWSER_WS) return chromium.connect(process.env.E2E_BROWSER_WS);
  return chromium.launch({ executablePath: chromePath(), args: CHROMIUM_ARGS });
}

/**
 * Resolves once the page has rendered every block it skipped in its first frame
 * (lib/render-blocks.ts), i.e. the page is at its real size, as a visitor who scrolls sees it.
 */
export async function blocksRendered(page) {
  await page.waitForFunction((sel) => !document.querySelector(sel), SKIPPED_BLOCKS);
}

/**
 * Resolves once every finite animation and transition has finished (a toast fading in, a menu
 * sliding open), so a check that reads colours sees them as they settle, not half-faded.
 */
export async function animationsSettled(page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Past 100 px of scroll the public site's floating call to action fetches its bars (a lazy chunk)
 * and fades them in. Wait until they are in the page, so their fade is one that is settled before
 * axe judges contrast, instead of starting in the middle of the analysis.
 */
async function floatingCtaArrived(page) {
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector('main#main');
        const hydrated = !!main && Object.keys(main).some((k) => k.startsWith('__reactFiber'));
        if (!hydrated || !document.querySelector('footer#site-footer') || window.scrollY <= 100) return true;
        return !!document.querySelector('aside[aria-label="Quick contact"], aside[aria-label="Contacto rápido"]');
      },
      null,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Axe violations (WCAG 2.2 A/AA) as short readable lines: rule, impact, first offending nodes. */
export async function axeViolations(page) {
  await blocksRendered(page); // axe needs every block laid out to judge its contrast
  await floatingCtaArrived(page);
  await animationsSettled(page); // and every fade finished, or a toast mid-fade fails contrast
  // A frame sandboxed against scripts (an email preview) cannot host axe: Playwright's evaluate in
  // it never returns, so the run would wait forever. Such a frame is left out.
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])').analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** A download's bytes. The shared browser runs behind a connection, where a download has no local path: it is read as a stream. */
export async function downloaded(download) {
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
};

/** Opens a page that records console errors and page errors. */
export async function openPage(browser, { viewport = VIEWPORTS.desktop, reducedMotion = 'no-preference', permissions = [] } = {}) {
  const context = await browser.newContext({ viewport, reducedMotion, baseURL: BASE_URL });
  if (permissions.length) await context.grantPermissions(permissions, { origin: BASE_URL });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    // A failed resource names only its status; add the URL so a failure says which file.
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}${msg.text().startsWith('Failed to load resource') ? ` ${msg.location().url}` : ''}`);
  });
  return { page, context, errors };
}

/**
 * Waits until an island of the page (web/src/app/island.tsx) is live: its code is in and React runs
 * it (`data-live` on its frame). Until then its links and forms work as plain HTML, so a test of what
 * its script does waits for this, as a visitor's first scroll, hover or focus gives it time to load.
 */
export async function islandLive(page, name) {
  await page.locator(`[data-island="${name}"][data-live]`).first().waitFor({ state: 'attached' });
}

/** Brings an island near, as a visitor scrolling to it does, and waits until it is live. */
export async function reachIsland(page, name) {
  await page
    .locator(`[data-island="${name}"]`)
    .first()
    .evaluate((frame) => (frame.firstElementChild ?? frame).scrollIntoView({ block: 'center' }));
  await islandLive(page, name);
}

/** Points at an island that loads on intent (a menu in the first screen), and waits until it is live. */
export async function pointAtIsland(page, name) {
  await page.locator(`[data-island="${name}"] > *`).first().hover();
  await islandLive(page, name);
}
