/**
 * Bytes per route, as a phone receives them before anyone touches the page:
 * the route is loaded in Chromium with Lighthouse's mobile emulation, every
 * response until the network has been idle for a while is recorded, and
 * each text file is measured gzipped (zlib level 9). Also: the LCP element
 * (with JavaScript on, and again with JavaScript off to prove the first
 * HTML paints it), the LCP image's size and attributes, third-party bytes,
 * and the largest chunk in the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { launchBrowser } from '../tests/e2e/browser.mjs';
import { gzipSize, sleep, track } from './util.mjs';

const SETTLE_MS = 3000;

function contextOptions(javaScriptEnabled) {
  const m = screenEmulationMetrics.mobile;
  return {
    viewport: { width: m.width, height: m.height },
    deviceScaleFactor: m.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    javaScriptEnabled,
  };
}

const attr = (list, name) => {
  const i = (list ?? []).findIndex((x, k) => k % 2 === 0 && x === name);
  return i < 0 ? null : list[i + 1];
};

/**
 * The last LCP candidate, read over DevTools (PerformanceTimeline + DOM), so
 * it works the same with page scripts disabled, where in-page observers and
 * timers never run.
 */
async function readLcp(cdp, events) {
  const last = events.at(-1);
  if (!last) return null;
  let tag = null;
  let text = null;
  let attrs = null;
  if (last.nodeId) {
    await cdp.send('DOM.getDocument', { depth: 0 });
    const { node } = await cdp.send('DOM.describeNode', { backendNodeId: last.nodeId });
    const { outerHTML } = await cdp.send('DOM.getOuterHTML', { backendNodeId: last.nodeId });
    tag = node.nodeName.toLowerCase();
    text = last.url
      ? null
      : outerHTML
          .replace(/<[^>]*>/g, ' ')
          .replace(/&amp;/g, '&')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 120);
    const a = node.attributes;
    attrs = { id: attr(a, 'id'), class: attr(a, 'class')?.slice(0, 160) ?? null };
    if (last.url)
      Object.assign(attrs, {
        loading: attr(a, 'loading'),
        fetchpriority: attr(a, 'fetchpriority'),
        width: attr(a, 'width'),
        height: attr(a, 'height'),
        srcset: attr(a, 'srcset'),
        sizes: attr(a, 'sizes'),
      });
  }
  return { url: last.url || null, size: last.size, tag, text, attrs };
}

async function loadRoute(browser, url, javaScriptEnabled) {
  const context = await browser.newContext(contextOptions(javaScriptEnabled));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const lcpEvents = [];
  cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => event.lcpDetails && lcpEvents.push(event.lcpDetails));
  await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
  const pending = [];
  const responses = [];
  page.on('response', (res) => {
    const req = res.request();
    const record = (body) => ({ url: res.url(), type: req.resourceType(), status: res.status(), contentType: res.headers()['content-type'] ?? '', body });
    pending.push(
      res
        .body()
        .then(record)
        .catch(() => record(Buffer.alloc(0)))
        // What went over the wire: headers plus the body as sent (compressed).
        .then(async (entry) => {
          const sizes = await req.sizes().catch(() => null);
          responses.push({ ...entry, wireBytes: sizes ? sizes.responseHeadersSize + sizes.responseBodySize : null });
        }),
    );
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    const nav = await page.goto(url, { waitUntil: 'load' });
    if (nav?.status() !== 200) throw new Error(`HTTP ${nav?.status()}`);
    await page.waitForLoadState('networkidle').catch(() => {});
    // Idle-time and "scrolled near" loads would show up here; nobody has interacted yet.
    await sleep(SETTLE_MS);
    const lcp = await readLcp(cdp, lcpEvents);
    await Promise.all(pending);
    return { responses, lcp, errors };
  } finally {
    await context.close();
  }
}

const sameElement = (a, b) => !!a && !!b && a.tag === b.tag && (a.url ? a.url === b.url : a.text === b.text);

function sum(list, fn) {
  return list.reduce((n, x) => n + fn(x), 0);
}

function imageFormat(contentType, url) {
  const t = contentType.split(';')[0].trim();
  if (t.startsWith('image/')) return t.slice(6);
  return path.extname(new URL(url).pathname).slice(1) || 'unknown';
}

export async function measureRoute(browser, baseUrl, route) {
  const url = baseUrl + route;
  const origin = new URL(baseUrl).origin;
  const withJs = await loadRoute(browser, url, true);
  const noJs = await loadRoute(browser, url, false);
  const rs = withJs.responses.filter((r) => /^https?:/.test(r.url));
  const firstParty = (r) => new URL(r.url).origin === origin;
  const doc = rs.find((r) => r.type === 'document');
  const js = rs.filter((r) => r.type === 'script' || /javascript/.test(r.contentType));
  const css = rs.filter((r) => r.type === 'stylesheet' || /text\/css/.test(r.contentType));
  const fonts = rs.filter((r) => r.type === 'font');
  const images = rs.filter((r) => r.type === 'image');
  const thirdParty = rs.filter((r) => !firstParty(r));
  const file = (r) => ({ path: new URL(r.url).pathname, bytes: r.body.length, gz: gzipSize(r.body) });

  let lcpImage = null;
  const lcp = withJs.lcp;
  if (lcp?.url) {
    const res = rs.find((r) => r.url === lcp.url);
    lcpImage = {
      path: new URL(lcp.url).pathname,
      bytes: res ? res.body.length : null,
      format: res ? imageFormat(res.contentType, lcp.url) : null,
      explicitSize: !!(lcp.attrs?.width && lcp.attrs?.height),
      fetchpriorityHigh: lcp.attrs?.fetchpriority === 'high',
      lazy: lcp.attrs?.loading === 'lazy',
      srcset: !!lcp.attrs?.srcset,
    };
  }
  const html = doc?.body.toString('utf8') ?? '';
  return {
    route,
    html: doc ? { bytes: doc.body.length, gz: gzipSize(doc.body), wire: doc.wireBytes } : null,
    js: { gz: sum(js, (r) => gzipSize(r.body)), bytes: sum(js, (r) => r.body.length), files: js.map(file).sort((a, b) => b.gz - a.gz) },
    css: { gz: sum(css, (r) => gzipSize(r.body)), bytes: sum(css, (r) => r.body.length), files: css.map(file) },
    fonts: { bytes: sum(fonts, (r) => r.body.length), files: fonts.map((r) => new URL(r.url).pathname) },
    images: { bytes: sum(images, (r) => r.body.length), count: images.length },
    thirdParty: { bytes: sum(thirdParty, (r) => r.body.length), requests: thirdParty.map((r) => r.url) },
    requests: rs.length,
    lcp,
    lcpNoJs: noJs.lcp,
    // The element is painted by the first HTML when the no-JS load finds the same LCP element.
    lcpInFirstHtml: sameElement(lcp, noJs.lcp) && (lcp.url ? html.includes(new URL(lcp.url).pathname) : true),
    lcpImage,
    pageErrors: withJs.errors,
  };
}

/** The largest JS chunk and the JS total in the snapshot's build output. */
export function buildChunks(clientDir) {
  const dir = path.join(clientDir, 'assets');
  const chunks = readdirSync(dir)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((f) => {
      const buf = readFileSync(path.join(dir, f));
      return { file: `assets/${f}`, bytes: buf.length, gz: gzipSize(buf) };
    })
    .sort((a, b) => b.gz - a.gz);
  const js = chunks.filter((c) => c.file.endsWith('.js'));
  return {
    largest: js[0] ?? null,
    top: js.slice(0, 5),
    jsCount: js.length,
    jsTotalGz: sum(js, (c) => c.gz),
    css: chunks.filter((c) => c.file.endsWith('.css')),
  };
}

export async function runBytes(baseUrl, routes, { clientDir, log = console.log } = {}) {
  const browser = await launchBrowser();
  const closeBrowser = track(() => browser.close());
  const results = [];
  try {
    for (const route of routes) {
      try {
        const r = await measureRoute(browser, baseUrl, route);
        log(
          `  bytes ${route}: JS ${(r.js.gz / 1000).toFixed(1)} kB gz (${r.js.files.length} files), CSS ${(r.css.gz / 1000).toFixed(1)} kB, HTML ${(r.html?.gz / 1000).toFixed(1)} kB, LCP <${r.lcp?.tag}>${r.lcpImage ? ` ${r.lcpImage.path}` : ''}`,
        );
        results.push(r);
      } catch (err) {
        log(`  bytes ${route} failed: ${err.message}`);
        results.push({ route, failed: err.message });
      }
    }
  } finally {
    await closeBrowser();
  }
  return { routes: results, build: clientDir ? buildChunks(clientDir) : null };
}
