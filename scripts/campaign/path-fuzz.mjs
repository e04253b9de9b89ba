/**
 * Campaign 3, slug and path fuzz on the page routes: traversal, encoded
 * slashes and dots, overlong UTF-8, unicode, huge segments, markup in the
 * path and junk in the query. Each answer is checked against what the route
 * manifest (shared/routes.ts) says the path is: a page (200), a redirect
 * (301, and only ever to this origin) or unknown (404 with the not-found
 * page, never a "soft 404"). Nothing may be >= 500, and no markup from the
 * URL may come back unescaped. A sample of the nastiest paths is also opened
 * in Chromium.
 */
import { launchBrowser } from '../../tests/e2e/browser.mjs';
import { matchRoute } from '../../shared/routes.ts';
import { allPosts, Findings, pool, prng, request, campaignResult } from './http.mjs';
import { generate } from './path-fuzz-targets.mjs';
import { INIT_SCRIPT, SCAN_OPTIONS, scanDom } from './xss-probe.mjs';

/** Markup that must never come back raw (the request carries it only percent-encoded). */
const MARKERS = ['<script', '<svg', '<img', '"><', "' onmouseover", '<!--<'];

/** Handlers other than the page renderer; their answers are only held to "no 5xx, no raw markup". */
const OTHER_HANDLERS = /^\/(?:rest|api|og|assets|images|fonts)(?:\/|$)|^\/(?:sitemap\.xml|robots\.txt|favicon\.svg|insights\/rss\.xml)$/i;

/** What the worker should answer for a request target, from the route manifest; null when another handler owns it. */
function expectation(target, slugs) {
  let url;
  try {
    url = new URL(`http://127.0.0.1${target}`);
  } catch {
    return null;
  }
  if (OTHER_HANDLERS.test(url.pathname)) return null;
  const m = matchRoute(url.pathname);
  if (m.kind === 'redirect') return { status: [301] };
  if (m.kind === 'static') return { status: [200], page: m.route.path };
  if (m.kind === 'article') return slugs.has(m.slug) ? { status: [200], page: `/insights/${m.slug}` } : { status: [404] };
  return { status: [404] };
}

function decodeLoosely(target) {
  const bytes = Buffer.from(
    target.replace(/%([0-9a-f]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

export async function runPathFuzz({ baseUrl, count, seed, concurrency = 16, browserSample = 16, log = () => {} }) {
  const started = Date.now();
  const rng = prng(seed ^ 0x5a17);
  const slugs = new Set((await allPosts(baseUrl)).map((p) => p.slug));
  const targets = generate(rng, count, slugs);
  const findings = new Findings();
  const statuses = {};
  let fiveXX = 0;
  let sent = 0;
  let runtimeRefused = 0;
  const examples = {};
  const notFoundPage = await request(baseUrl, { path: '/no-such-page-here' });
  const baseline = MARKERS.filter((m) => notFoundPage.body.includes(m));
  const origin = new URL(baseUrl).origin;

  await pool(targets, concurrency, async (target) => {
    const res = await request(baseUrl, { path: target });
    if (res.status === -1) return;
    sent++;
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    examples[res.status] ??= [];
    const seen = examples[res.status];
    if (seen.length < 3) seen.push(target.length > 120 ? `${target.slice(0, 120)}… (${target.length} chars)` : target);
    const ex = { request: target.length > 200 ? `${target.slice(0, 200)}… (${target.length} chars)` : target, status: res.status };
    if (res.status === 0) return findings.add('no answer', { ...ex, error: res.error });
    if (res.status >= 500) {
      fiveXX++;
      findings.add(`status ${res.status}`, { ...ex, body: res.body.slice(0, 200) });
    }
    if (/^(invalid URI|URI too long)/.test(res.body) && !res.headers['x-content-type-options']) {
      runtimeRefused++; // the local runtime's own refusal, before the Worker
      return;
    }
    if (!res.headers['x-content-type-options'] || !res.headers['content-security-policy']) findings.add('missing security headers', ex);
    const want = expectation(target, slugs);
    if (want && !want.status.includes(res.status)) {
      findings.add('unexpected status', { ...ex, expected: want.status });
    }
    if (res.status >= 300 && res.status < 400) {
      const location = res.headers.location ?? '';
      let to = null;
      try {
        to = new URL(location, baseUrl);
      } catch {
        /* unparseable */
      }
      if (!to || to.origin !== origin) findings.add('redirect off-site', { ...ex, location });
    }
    if (res.status === 404 && /text\/html/.test(res.headers['content-type'] ?? '') && !/<meta name="robots" content="noindex/.test(res.body)) {
      findings.add('404 page indexable', ex);
    }
    if (res.status === 200 && want?.page) {
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(res.body)?.[1];
      if (canonical && new URL(canonical).pathname !== want.page) findings.add('wrong page served', { ...ex, canonical, expected: want.page });
    }
    for (const marker of MARKERS) {
      if (!baseline.includes(marker) && res.body.includes(marker)) findings.add('markup reflected unescaped', { ...ex, marker });
    }
    const decoded = decodeLoosely(target);
    if (/[<>"]/.test(decoded) && decoded.length > 8 && res.body.includes(decoded)) findings.add('path reflected unescaped', ex);
  });
  log(`  path fuzz: ${sent} requests, opening ${browserSample} in Chromium`);

  // The nastiest paths in a real browser: no dialog, no CSP violation, nothing injected.
  const sample = targets.filter((t) => /%3C|%22|onerror|onload|javascript/i.test(t)).slice(0, browserSample);
  let dialogs = 0;
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    await context.addInitScript(INIT_SCRIPT);
    await pool(sample, 4, async (target) => {
      const page = await context.newPage();
      const csp = [];
      page.on('dialog', (d) => {
        dialogs++;
        findings.add('dialog', { request: target, message: d.message() });
        d.dismiss().catch(() => {});
      });
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) csp.push(m.text().slice(0, 200));
      });
      // Absolute, so a path starting with // stays a path. The browser normalises it as any visitor's would.
      const loaded = await page.goto(`${baseUrl}${target}`, { waitUntil: 'load' }).then(
        () => true,
        (err) => {
          findings.add('browser load failed', { request: target, error: err.message.slice(0, 200) });
          return false;
        },
      );
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
      const dom = loaded ? await page.evaluate(scanDom, SCAN_OPTIONS).catch(() => null) : null;
      if (dom) {
        for (const v of new Set([...csp, ...dom.csp])) findings.add('CSP violation', { request: target, violation: v });
        for (const el of dom.injected) findings.add('injected element', { request: target, element: el });
        if (dom.xss !== null) findings.add('script ran', { request: target });
      }
      await page.close();
    });
    await context.close();
  } finally {
    await browser.close();
  }

  return campaignResult({
    name: 'Path fuzz',
    requests: sent + sample.length,
    fiveXX,
    findings,
    started,
    dialogs,
    details: { seed, paths: targets.length, runtimeRefused, browserSample: sample, statuses, examples, findings: findings.toJSON() },
  });
}
