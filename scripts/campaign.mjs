/**
 * npm run campaign: the hostile-input campaigns against the
 * production build, on a server of its own (loopback, fresh local D1).
 *
 *   1. API fuzz        random and malicious requests to /rest and the newsletter
 *   2. Stored XSS      OWASP payloads in every post field, pages opened in Chromium
 *   3. Path fuzz       hostile paths and queries on the page routes
 *   4. Concurrency     20 seed runs and 100 signups at once; the rate limits
 *   5. Leads           fuzz of POST /api/leads and the staff lead API; 200 leads at once, each stored once
 *   6. Load            wrk, 64 connections per route
 *
 * Flags:
 *   --quick          shorter runs for development (2 000 API requests, 400 paths, 1 000 lead requests, 5 s of load)
 *   --no-build       use the existing dist/ (either way it is served from a frozen copy)
 *   --only=a,b       run some campaigns: api, xss, paths, concurrency, leads, load
 *   --seed=N         seed of the fuzzers (default 6); the same seed replays the same requests
 *
 * Prints a summary table, writes bench/results/campaign.json (campaign-quick.json
 * with --quick, campaign-<names>.json with --only) and exits non-zero when any
 * campaign fails.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../tests/e2e/server.mjs';
import { ROOT } from './lib.mjs';
import { runApiFuzz } from './campaign/api-fuzz.mjs';
import { runConcurrency } from './campaign/concurrency.mjs';
import { runLeads } from './campaign/leads.mjs';
import { runLoad } from './campaign/load.mjs';
import { runPathFuzz } from './campaign/path-fuzz.mjs';
import { removeSnapshot, snapshotSite } from './campaign/snapshot.mjs';
import { runStoredXss } from './campaign/stored-xss.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

const QUICK = flag('quick');
const SEED = Number(option('seed', '6'));
const ALL = ['api', 'xss', 'paths', 'concurrency', 'leads', 'load'];
const ONLY = option('only', ALL.join(',')).split(',');
const unknown = ONLY.filter((c) => !ALL.includes(c));
if (unknown.length || !Number.isInteger(SEED)) {
  console.error(`usage: npm run campaign -- [--quick] [--no-build] [--only=${ALL.join(',')}] [--seed=N]`);
  process.exit(2);
}

const SIZE = QUICK ? { api: 2000, paths: 400, leads: 1000, loadSeconds: 5 } : { api: 10_000, paths: 2000, leads: 5000, loadSeconds: 30 };
/** Hard ceiling for the whole run: a hung campaign fails instead of running forever. */
const DEADLINE_MS = (QUICK ? 15 : 40) * 60_000;

const log = (...m) => console.log(...m);

const fmtMs = (ms) => (ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`);
const cell = (v) => (v === null || v === undefined ? '-' : String(v));

function table(headers, rows, align) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (align[i] === 'l' ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function summary(results) {
  const rows = results.map((r) => [
    r.name,
    cell(r.requests),
    cell(r.fiveXX),
    cell(r.failures),
    cell(r.rowsChanged),
    cell(r.dialogs),
    fmtMs(r.ms),
    r.ok ? 'PASS' : 'FAIL',
  ]);
  let out = table(['Campaign', 'Requests', '5xx', 'Failures', 'Rows changed', 'Dialogs', 'Time', 'Result'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l']);
  const load = results.find((r) => r.name.startsWith('Load'))?.details?.routes;
  if (load) {
    const d = results.find((r) => r.name.startsWith('Load')).details;
    out += `\n\nLoad: wrk on loopback, ${d.connections} connections, ${d.seconds} s per route (wrangler dev on this machine)\n`;
    out += table(
      ['Route', 'Requests', 'req/s', 'p50 ms', 'p99 ms', 'Socket errors', 'Non-2xx', 'Result'],
      load.map((r) => [
        r.route,
        String(r.requests),
        r.rps.toFixed(1),
        r.p50_ms.toFixed(1),
        r.p99_ms.toFixed(1),
        String(r.socketErrors),
        String(r.non2xx),
        r.ok ? 'PASS' : 'FAIL',
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    );
  }
  return out;
}

/** Failures in detail: the first examples of each kind, enough to reproduce. */
function failureReport(results) {
  const lines = [];
  for (const r of results.filter((x) => !x.ok)) {
    lines.push(`\n${r.name}: FAIL`);
    if (r.error) lines.push(`  error: ${r.error}`);
    const f = r.details?.findings;
    if (!f) continue;
    for (const [kind, n] of Object.entries(f.counts)) {
      lines.push(`  ${kind}: ${n}`);
      for (const ex of f.examples[kind] ?? []) lines.push(`    ${JSON.stringify(ex).slice(0, 600)}`);
    }
  }
  return lines.join('\n');
}

const started = Date.now();
const stateDir = path.join(os.tmpdir(), `oakbright-campaign-${process.pid}`);
let server;
let snapshot;
const results = [];
const watchdog = setTimeout(() => {
  console.error(`Campaign exceeded ${DEADLINE_MS / 60_000} minutes; stopping.`);
  server?.stop();
  removeSnapshot(snapshot);
  process.exit(1);
}, DEADLINE_MS);
watchdog.unref();

try {
  // Build and sources are frozen into a copy: other people's edits and builds during the run
  // cannot reload the Worker under attack (see campaign/snapshot.mjs).
  snapshot = snapshotSite({ build: !flag('no-build'), log });
  log('Starting the server (frozen production build, fresh local D1)...');
  server = await startServer({ stateDir, wranglerArgs: ['-c', snapshot.config] });
  const { baseUrl } = server;
  if (new URL(baseUrl).hostname !== '127.0.0.1') throw new Error(`refusing to run against ${baseUrl}: loopback only`);
  log(`Server at ${baseUrl} (seed ${SEED}${QUICK ? ', quick' : ''})`);

  const campaigns = {
    api: () => runApiFuzz({ baseUrl, stateDir, count: SIZE.api, seed: SEED, log }),
    paths: () => runPathFuzz({ baseUrl, count: SIZE.paths, seed: SEED, log }),
    xss: () => runStoredXss({ baseUrl, quick: QUICK, log }),
    concurrency: () => runConcurrency({ baseUrl, stateDir, log }),
    leads: () => runLeads({ baseUrl, count: SIZE.leads, seed: SEED, log }),
    load: () => runLoad({ baseUrl, seconds: SIZE.loadSeconds, log }),
  };
  const NAMES = { api: 'API fuzz', paths: 'Path fuzz', xss: 'Stored XSS', concurrency: 'Concurrency', leads: 'Leads', load: 'Load (wrk)' };
  // Order matters: the fuzzers see the sample posts only; the seeding runs add five; load reads the final table.
  for (const key of ['api', 'paths', 'xss', 'concurrency', 'leads', 'load'].filter((k) => ONLY.includes(k))) {
    log(`\n== ${NAMES[key]} ==`);
    const t = Date.now();
    try {
      results.push(await campaigns[key]());
    } catch (err) {
      results.push({
        name: NAMES[key],
        requests: null,
        fiveXX: null,
        failures: 1,
        rowsChanged: null,
        dialogs: null,
        ms: Date.now() - t,
        ok: false,
        error: err.stack ?? String(err),
      });
    }
    const r = results.at(-1);
    log(`   ${r.ok ? 'PASS' : 'FAIL'} in ${fmtMs(r.ms)}`);
  }

  // Anything the Worker itself logged as an error while under attack.
  const workerErrors = server
    .log()
    .split('\n')
    // (Offline, wrangler cannot fetch the Request.cf placeholder; that noise is not the Worker's.)
    .filter((l) => /unhandled|failed|\s5\d\d\s/.test(l) && !/workers\.cloudflare\.com|Request\.cf/.test(l))
    .slice(0, 20);

  log(`\n${summary(results)}`);
  const report = failureReport(results);
  if (report) log(report);
  if (workerErrors.length) log(`\nWorker error log (first ${workerErrors.length} lines):\n  ${workerErrors.join('\n  ')}`);

  // Only a full run of every campaign is "the" result; quick and partial runs keep their own files.
  const partial = ALL.every((c) => ONLY.includes(c)) ? '' : `-${ONLY.join('-')}`;
  const out = path.join(ROOT, 'bench', 'results', `campaign${QUICK ? '-quick' : ''}${partial}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        mode: QUICK ? 'quick' : 'full',
        seed: SEED,
        node: process.version,
        cpus: os.cpus().length,
        loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
        totalMs: Date.now() - started,
        ok: results.every((r) => r.ok),
        campaigns: results,
        workerErrors,
      },
      null,
      2,
    )}\n`,
  );
  log(`\nWrote ${path.relative(ROOT, out)} (${fmtMs(Date.now() - started)} in all)`);
  process.exitCode = results.length > 0 && results.every((r) => r.ok) ? 0 : 1;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  server?.stop();
  removeSnapshot(snapshot);
  // When the server never started, nothing else removes the database it was given.
  if (!server) rmSync(stateDir, { recursive: true, force: true });
  clearTimeout(watchdog);
  // server.stop() removes the state directory shortly after wrangler exits.
  setTimeout(() => process.exit(process.exitCode ?? 0), 1000);
}
