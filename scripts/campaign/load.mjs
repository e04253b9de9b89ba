/**
 * Campaign 5, load: wrk (Debian's /usr/bin/wrk) on loopback, 64 connections
 * per route for a fixed time. Passes when there are no socket errors
 * (connect, read, write, timeout) and every answer is 2xx. Reports req/s and
 * latency percentiles. The numbers are those of `wrangler dev` on this
 * machine, a floor rather than what Cloudflare's edge does.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const WRK = '/usr/bin/wrk';
const LUA = path.join(import.meta.dirname, 'wrk-report.lua');

export const LOAD_ROUTES = [
  { label: '/', path: '/' },
  { label: 'article', path: '/insights/power-washing-improves-property-value' },
  { label: '/insights', path: '/insights' },
  { label: 'API list', path: '/rest/v1/blog_posts?select=*&order=date_published.desc&limit=12' },
];

function wrk(url, { connections, seconds, threads }) {
  return new Promise((resolve, reject) => {
    const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s', '--latency', '-s', LUA, url];
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = /WRK_JSON (\{.*\})/.exec(out);
      if (code !== 0 || !line) return reject(new Error(`wrk failed (${code}): ${out.slice(-500)}`));
      resolve({ stats: JSON.parse(line[1]), output: out });
    });
  });
}

export async function runLoad({ baseUrl, seconds = 30, connections = 64, log = () => {} }) {
  if (!existsSync(WRK)) throw new Error('wrk not found: apt-get install wrk');
  const started = Date.now();
  const rows = [];
  for (const route of LOAD_ROUTES) {
    // A warm-up request, so the first measured second does not include compiling the route.
    await fetch(`${baseUrl}${route.path}`).then((r) => r.arrayBuffer());
    const { stats } = await wrk(`${baseUrl}${route.path}`, { connections, seconds, threads: 2 });
    const socketErrors = stats.connect + stats.read + stats.write + stats.timeout;
    const row = {
      route: route.label,
      path: route.path,
      requests: stats.requests,
      rps: Math.round((stats.requests / stats.duration_us) * 1e6 * 10) / 10,
      p50_ms: stats.p50_us / 1000,
      p90_ms: stats.p90_us / 1000,
      p99_ms: stats.p99_us / 1000,
      max_ms: stats.max_us / 1000,
      socketErrors,
      errors: { connect: stats.connect, read: stats.read, write: stats.write, timeout: stats.timeout },
      non2xx: stats.non2xx,
      ok: socketErrors === 0 && stats.non2xx === 0 && stats.requests > 0,
    };
    rows.push(row);
    log(`  load ${route.label}: ${row.rps} req/s, p99 ${row.p99_ms} ms, ${row.socketErrors} socket errors, ${row.non2xx} non-2xx`);
  }
  const requests = rows.reduce((a, r) => a + r.requests, 0);
  const failures = rows.reduce((a, r) => a + r.socketErrors + r.non2xx, 0);
  return {
    name: 'Load (wrk)',
    requests,
    fiveXX: null,
    failures,
    rowsChanged: null,
    dialogs: null,
    ms: Date.now() - started,
    ok: rows.every((r) => r.ok),
    details: { connections, seconds, routes: rows },
  };
}
