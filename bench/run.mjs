/**
 * npm run bench: the performance figures, checked against the budgets of docs/decisions.md.
 *
 *   npm run bench                    build, then everything (about 15 min)
 *   npm run bench -- --quick         one Lighthouse run per route, shorter wrk/growth runs
 *   npm run bench -- --only=lighthouse,bytes,wrk,growth
 *   npm run bench -- --no-build      use the existing dist/client
 *   npm run bench -- --against=<git ref>
 *                                    Lighthouse runs interleaved with a reference commit's
 *                                    (bench/reference.mjs): tells a slow host from slower code
 *
 * Prints a table and writes bench/results/<timestamp>.json and latest.json
 * (the median Lighthouse reports go to bench/results/lhr-*.json). Every
 * server it starts (wrangler, nginx, Chromium) is stopped on every exit path.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runBytes } from './bytes.mjs';
import { GROWTH_SIZES, measureGrowth } from './growth.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { startReference } from './reference.mjs';
import { startNginx } from './nginx.mjs';
import { evaluateBudgets } from './budgets.mjs';
import { formatReport, writeResults } from './report.mjs';
import { removeSnapshot, snapshotBuild, startBenchServer, stopAllServers } from './server.mjs';
import { CACHE, ensureDir, pinGroup, RESULTS, sleep } from './util.mjs';
import { runWrk } from './wrk.mjs';

const SECTIONS = ['lighthouse', 'bytes', 'wrk', 'growth'];
const ROUTES = [
  '/',
  '/services/janitorial-services',
  '/insights',
  '/insights/power-washing-improves-property-value',
  // Hiring, in both languages (the sample openings npm start loads; seed/openings.ts).
  '/careers',
  '/careers/evening-commercial-cleaner',
  '/es/empleos',
  '/es/empleos/evening-commercial-cleaner',
  // Booking a walkthrough: its open times in the first HTML (bench/server.mjs seeds one person who attends).
  '/schedule',
  // The instant estimate: its form and the island that answers it (the sample rate table is loaded).
  '/estimate',
];
/** Counted for bytes too, not run through Lighthouse: the newsletter archive and its sample issue (bench/server.mjs). */
const BYTES_ONLY_ROUTES = ['/newsletter', '/newsletter/1'];
const ARTICLE = '/insights/power-washing-improves-property-value';
const API_LIST = '/rest/v1/blog_posts?select=*&order=date_published.desc&limit=12';

function parseArgs(argv) {
  const opts = { quick: false, build: true, only: new Set(SECTIONS), runs: null, against: null };
  for (const a of argv) {
    if (a === '--quick') opts.quick = true;
    else if (a === '--no-build') opts.build = false;
    else if (a.startsWith('--only=')) {
      const picked = a
        .slice(7)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const unknown = picked.filter((s) => !SECTIONS.includes(s));
      if (unknown.length) throw new Error(`--only: unknown section(s) ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
      opts.only = new Set(picked);
    } else if (a.startsWith('--runs=')) opts.runs = Number(a.slice(7));
    else if (a.startsWith('--against=')) opts.against = a.slice(10) || null;
    else if (a === '--help' || a === '-h') {
      console.log(readFileSync(new URL(import.meta.url), 'utf8').split('*/')[0]);
      process.exit(0);
    } else throw new Error(`unknown option ${a}`);
  }
  opts.lighthouseRuns = opts.runs ?? (opts.quick ? 1 : 5);
  opts.wrkSeconds = opts.quick ? 3 : 10;
  opts.growthSeconds = opts.quick ? 1 : 6;
  opts.growthRounds = opts.quick ? 1 : 3;
  return opts;
}

const log = (...a) => console.log(...a);

/** The build snapshot of this run, removed on every exit path. */
let snapshot = null;

/** Warms the isolate (JIT, module init, D1 connection) so the first seconds of wrk are not start-up. */
async function warm(baseUrl, paths) {
  for (const p of paths)
    for (let i = 0; i < 15; i++)
      await fetch(baseUrl + p)
        .then((r) => r.arrayBuffer())
        .catch(() => {});
}

async function runThroughput(server, opts, result) {
  const connections = 64;
  const seconds = opts.wrkSeconds;
  const wrk = { connections, seconds, pinned: pinGroup(server.pid, '1'), rows: [] };
  result.wrk = wrk;
  const targets = [
    { key: 'static', label: 'static page /about', path: '/about' },
    { key: 'article', label: 'article (D1 + edge render)', path: ARTICLE },
    { key: 'insights', label: '/insights (D1 + edge render)', path: '/insights' },
    { key: 'api', label: 'API list, limit 12', path: API_LIST },
    { key: 'asset', label: 'asset /favicon.svg (no Worker)', path: '/favicon.svg' },
  ];
  await warm(
    server.baseUrl,
    targets.map((t) => t.path),
  );
  // nginx sends the very bytes the Worker sends for /about, saved from it.
  let nginx = null;
  try {
    const res = await fetch(`${server.baseUrl}/about`);
    if (res.status !== 200) throw new Error(`/about answered ${res.status}`);
    const about = path.join(ensureDir(CACHE), `about-${process.pid}.html`);
    writeFileSync(about, await res.text());
    nginx = await startNginx({ root: opts.clientDir, files: { '/about': about }, cpu: '1', log });
    log(`  nginx ${nginx.baseUrl} (${nginx.bin})`);
    const row = { key: 'nginx', label: 'nginx /about (same HTML)', ...(await runWrk(`${nginx.baseUrl}/about`, { seconds, connections, cpu: '0' })) };
    wrk.rows.push(row);
    log(`  wrk ${row.label}: ${row.failed ? `FAILED ${row.failed}` : `${row.rps.toFixed(0)} req/s p50 ${row.p50} ms p99 ${row.p99} ms`}`);
  } catch (err) {
    wrk.nginxError = err.message;
    log(`  nginx baseline skipped: ${err.message}`);
  } finally {
    await nginx?.stop();
    rmSync(path.join(CACHE, `about-${process.pid}.html`), { force: true });
  }
  for (const t of targets) {
    const row = { key: t.key, label: t.label, ...(await runWrk(server.baseUrl + t.path, { seconds, connections, cpu: '0' })) };
    wrk.rows.push(row);
    log(`  wrk ${row.label}: ${row.failed ? `FAILED ${row.failed}` : `${row.rps.toFixed(0)} req/s p50 ${row.p50} ms p99 ${row.p99} ms, ${row.errors} errors`}`);
    await sleep(500);
  }
  const stat = wrk.rows.find((r) => r.key === 'static' && !r.failed);
  const ngx = wrk.rows.find((r) => r.key === 'nginx' && !r.failed);
  for (const r of wrk.rows.filter((x) => !x.failed)) {
    r.ratioStatic = stat ? r.rps / stat.rps : null;
    r.ratioNginx = ngx ? r.rps / ngx.rps : null;
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const result = {
    startedAt: new Date(started).toISOString(),
    options: {
      quick: opts.quick,
      only: [...opts.only],
      lighthouseRuns: opts.lighthouseRuns,
      wrkSeconds: opts.wrkSeconds,
      growthSeconds: opts.growthSeconds,
      growthRounds: opts.growthRounds,
      build: opts.build,
      against: opts.against,
    },
    host: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, loadStart: os.loadavg(), node: process.version },
    errors: [],
  };
  ensureDir(RESULTS);
  const section = async (name, fn) => {
    if (!opts.only.has(name)) return;
    log(`\n== ${name}`);
    try {
      await fn();
    } catch (err) {
      result.errors.push(`${name}: ${err.message}`);
      log(`  ${name} failed: ${err.stack ?? err.message}`);
    }
  };
  try {
    snapshot = snapshotBuild({ build: opts.build, log });
    opts.clientDir = snapshot.client;
    const shell = readFileSync(path.join(snapshot.client, 'shell.html'), 'utf8').match(/assets\/(shell-[\w-]+\.js)/);
    result.build = { shell: shell?.[1] ?? null };

    log('\n== server with the 13 real posts');
    const server = await startBenchServer(snapshot, { posts: 13, log });
    await warm(server.baseUrl, ROUTES);
    await section('lighthouse', async () => {
      const reference = opts.against ? await startReference(opts.against, { log }) : null;
      try {
        result.lighthouse = await runLighthouse(server.baseUrl, ROUTES, { runs: opts.lighthouseRuns, log, reference });
      } finally {
        await reference?.stop();
      }
    });
    await section('bytes', async () => {
      result.bytes = await runBytes(server.baseUrl, [...ROUTES, ...BYTES_ONLY_ROUTES], { clientDir: snapshot.client, log });
    });
    await section('wrk', () => runThroughput(server, opts, result));
    await section('growth', async () => {
      const growth = { seconds: opts.growthSeconds, rounds: opts.growthRounds, sizes: {}, posts: { [GROWTH_SIZES[0]]: server.posts }, errors: [] };
      result.growth = growth;
      const servers = { [GROWTH_SIZES[0]]: server.baseUrl };
      const extra = [];
      try {
        for (const size of GROWTH_SIZES.slice(1)) {
          log(`  starting a server with ${size} posts...`);
          try {
            const s = await startBenchServer(snapshot, { posts: size, log });
            extra.push(s);
            servers[size] = s.baseUrl;
            growth.posts[size] = s.posts;
          } catch (err) {
            growth.errors.push(`${size} posts: ${err.message}`);
            log(`  server with ${size} posts failed: ${err.message}`);
          }
        }
        for (const s of [server, ...extra]) pinGroup(s.pid, '1');
        growth.sizes = await measureGrowth(servers, { seconds: opts.growthSeconds, rounds: opts.growthRounds, log });
      } finally {
        for (const s of extra) await s.stop();
      }
    });
    await server.stop();
  } catch (err) {
    result.errors.push(err.message);
    log(`benchmark failed: ${err.stack ?? err.message}`);
  } finally {
    await stopAllServers();
    removeSnapshot(snapshot);
  }
  result.host.loadEnd = os.loadavg();
  result.durationS = Math.round((Date.now() - started) / 1000);
  result.budgets = evaluateBudgets(result);
  const text = formatReport(result);
  log(`\n${text}`);
  const file = writeResults(result, text);
  log(`\nresults: ${path.relative(process.cwd(), file)} (and bench/results/latest.json)`);
  process.exitCode = result.errors.length ? 1 : 0;
}

// Ctrl-C or a kill still stops wrangler and nginx (their process groups are detached from ours).
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, async () => {
    console.error(`\n${sig}: stopping servers...`);
    await stopAllServers();
    removeSnapshot(snapshot);
    process.exit(130);
  });
}

await main();
