/**
 * Starts the production build under wrangler on a free loopback port with a
 * fresh local D1 (migrated, sample posts loaded), for browser and HTTP tests.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDevVars, freePort, prepareLocalDatabase, ROOT } from '../../scripts/lib.mjs';

export const SERVICE_KEY = 'local-dev-service-key';

async function waitFor(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server at ${url} did not start in time`);
}

/**
 * Returns { baseUrl, stop }. `seedExtra(stateDir)` runs after the sample posts
 * load and before wrangler starts (the benchmark adds posts there);
 * `wranglerArgs` are appended to `wrangler dev` (e.g. `-c` for a snapshot).
 */
export async function startServer({ stateDir = path.join(ROOT, '.wrangler', `e2e-state-${process.pid}`), env = {}, seedExtra, wranglerArgs = [] } = {}) {
  ensureDevVars();
  rmSync(stateDir, { recursive: true, force: true });
  await prepareLocalDatabase({ persistTo: stateDir });
  if (seedExtra) await seedExtra(stateDir);
  const port = await freePort();
  const args = [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--persist-to',
    stateDir,
    '--show-interactive-dev-session=false',
    '--live-reload=false',
    '--minify',
    '--define',
    'process.env.NODE_ENV:"production"',
    ...Object.entries(env).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
    ...wranglerArgs,
  ];
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'wrangler'), args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    detached: true,
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseUrl}/robots.txt`, child);
  } catch (err) {
    console.error(log);
    // Do not leave a half-started wrangler behind.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    throw err;
  }
  return {
    baseUrl,
    stateDir,
    pid: child.pid,
    log: () => log,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      // Each run has its own state directory (Linux lets us unlink files wrangler still holds).
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
