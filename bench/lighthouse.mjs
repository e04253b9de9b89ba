/**
 * Lighthouse 13 (mobile default preset, simulated throttling) against the
 * local production build, in Debian's Chromium launched fresh for every run.
 * Per route: the median of each figure over the runs, the run Lighthouse's
 * own median picker chooses (saved as bench/results/lhr-<route>.json), and
 * the audits that cost points in it. Each route is also measured with every script blocked, in
 * turn with the runs that have them, so what the scripts cost the largest paint and the main
 * thread is read from the same minutes (`noScripts`: LCP at most 1.1× the script-free page's,
 * blocking time at most 1.25× it or 100 ms over it).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromePath } from '../tests/e2e/browser.mjs';
import { median, RESULTS, track } from './util.mjs';

/** Extra attempts per route for runs Lighthouse could not record. */
const RETRIES = 3;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
  tti: 'interactive',
  bytes: 'total-byte-weight',
};

async function oneRun(url, blockedUrlPatterns = []) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
    logLevel: 'silent',
    // run.mjs stops everything on Ctrl-C (wrangler too), not chrome-launcher.
    handleSIGINT: false,
  });
  const stop = track(() => chrome.kill());
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, blockedUrlPatterns });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await stop();
  }
}

function figures(lhr) {
  const out = {};
  for (const c of CATEGORIES) out[c] = lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100);
  for (const [k, id] of Object.entries(METRICS)) out[k] = lhr.audits[id]?.numericValue ?? null;
  return out;
}

/**
 * What cost points in a run: weighted audits below 1 (heaviest first), the
 * Lighthouse 13 insights that fired, the LCP element with its phases, and
 * where main-thread time went (per script and per kind of work).
 */
export function diagnostics(lhr) {
  const failing = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || !ref.weight || a.score === null || a.score >= 1) continue;
      failing.push({ category: c, id: a.id, title: a.title, score: a.score, weight: ref.weight, displayValue: a.displayValue ?? '' });
    }
  }
  const insights = Object.values(lhr.audits)
    .filter((a) => /-insight$/.test(a.id) && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => ({ id: a.id.replace(/-insight$/, ''), title: a.title, displayValue: a.displayValue ?? '' }));
  const lcpItems = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const lcpNode = lcpItems.find((i) => i.type === 'node');
  const phases = lcpItems.find((i) => i.type === 'table')?.items?.map((i) => ({ phase: i.subpart, ms: Math.round(i.duration) })) ?? [];
  const bootup = (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 4)
    .map((i) => ({ url: i.url, totalMs: Math.round(i.total), scriptingMs: Math.round(i.scripting) }));
  const mainThread = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => ({ group: i.group, ms: Math.round(i.duration) }));
  const unusedJs = (lhr.audits['unused-javascript']?.details?.items ?? []).map((i) => ({ url: i.url, wastedBytes: i.wastedBytes, totalBytes: i.totalBytes }));
  return {
    failing: failing.sort((a, b) => b.weight - a.weight),
    insights,
    lcpElement: lcpNode ? { selector: lcpNode.selector, snippet: lcpNode.snippet, label: lcpNode.nodeLabel } : null,
    lcpPhases: phases,
    bootup,
    mainThread,
    unusedJs,
    warnings: lhr.runWarnings ?? [],
  };
}

const slug = (route) => (route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-'));

/**
 * Collects `runs` recorded runs of each target, one attempt per target per round, so the
 * targets of a route (this build and a reference) are measured in turn in the same minutes.
 * A run Lighthouse could not record (NO_NAVSTART and the like: "please run Lighthouse again")
 * is retried, up to RETRIES extra attempts per target.
 */
async function collect(targets, runs, log) {
  const state = targets.map((t) => ({ ...t, lhrs: [], errors: [], attempts: 0 }));
  const pending = () => state.filter((t) => t.lhrs.length < runs && t.attempts < runs + RETRIES);
  for (let next = pending(); next.length; next = pending()) {
    for (const t of next) {
      t.attempts++;
      try {
        const lhr = await oneRun(t.url, t.blocked);
        t.lhrs.push(lhr);
        const f = figures(lhr);
        log(
          `  lighthouse ${t.label} run ${t.lhrs.length}/${runs}: perf ${f.performance} a11y ${f.accessibility} bp ${f['best-practices']} seo ${f.seo} | FCP ${Math.round(f.fcp)} ms LCP ${Math.round(f.lcp)} ms TBT ${Math.round(f.tbt)} ms`,
        );
      } catch (err) {
        t.errors.push(err.message);
        log(`  lighthouse ${t.label} attempt ${t.attempts} failed${t.attempts < runs + RETRIES ? ', retrying' : ''}: ${err.message}`);
      }
    }
  }
  return state;
}

function medians(lhrs) {
  const all = lhrs.map(figures);
  const med = {};
  for (const k of Object.keys(all[0])) med[k] = median(all.map((f) => f[k]));
  return { all, med };
}

/** Whether the reference serves `route` as a page (an older commit may not have it). */
async function served(url) {
  return fetch(url)
    .then((r) => r.ok && (r.headers.get('content-type') ?? '').includes('text/html'))
    .catch(() => false);
}

/**
 * Runs `runs` Lighthouse runs on each route. Returns [{ route, runs, median, medianRun, diagnostics }].
 * With `reference` ({ ref, baseUrl }: bench/reference.mjs), each route the reference serves is
 * also measured there, interleaved run by run, into `reference` on the route's result.
 */
export async function runLighthouse(baseUrl, routes, { runs = 5, log = console.log, reference = null } = {}) {
  const results = [];
  for (const route of routes) {
    const targets = [
      { key: 'ours', url: baseUrl + route, label: route },
      // Every script file blocked (the page's data and JSON-LD are not executable): the page as its HTML and CSS paint it.
      { key: 'noScripts', url: baseUrl + route, label: `${route} (no scripts)`, blocked: ['*.js'] },
    ];
    if (reference) {
      if (await served(reference.baseUrl + route)) targets.push({ key: 'reference', url: reference.baseUrl + route, label: `${route} @${reference.ref}` });
      else log(`  lighthouse ${route}: ${reference.ref} does not serve it; measured here only`);
    }
    const [ours, noScripts, ref] = await collect(targets, runs, log);
    const { lhrs, errors } = ours;
    if (!lhrs.length) {
      results.push({ route, failed: errors.join('; ') });
      continue;
    }
    const { all, med } = medians(lhrs);
    let picked = lhrs[0];
    try {
      picked = computeMedianRun(lhrs);
    } catch {
      /* fewer figures than the picker needs: keep the first run */
    }
    const file = path.join(RESULTS, `lhr-${slug(route)}.json`);
    writeFileSync(file, JSON.stringify(picked));
    const row = {
      route,
      runs: lhrs.length,
      errors,
      median: med,
      perRun: all,
      minPerformance: Math.min(...all.map((f) => f.performance ?? 0)),
      lighthouseVersion: picked.lighthouseVersion,
      userAgent: picked.environment?.hostUserAgent,
      benchmarkIndex: picked.environment?.benchmarkIndex,
      medianRun: figures(picked),
      diagnostics: diagnostics(picked),
      report: path.relative(process.cwd(), file),
    };
    if (noScripts.lhrs.length) {
      const n = medians(noScripts.lhrs).med;
      row.noScripts = { runs: noScripts.lhrs.length, median: n, lcpRatio: med.lcp / n.lcp, tbtRatio: n.tbt ? med.tbt / n.tbt : null, tbtOver: med.tbt - n.tbt };
    }
    if (ref?.lhrs.length) {
      const r = medians(ref.lhrs);
      row.reference = { ref: reference.ref, runs: ref.lhrs.length, errors: ref.errors, median: r.med, perRun: r.all };
    }
    results.push(row);
  }
  return results;
}
