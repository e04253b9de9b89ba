/**
 * Starts the production build under wrangler on a free loopback port with a
 * fresh local D1 (migrated, sample posts loaded), for browser and HTTP tests.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureDevVars, prepareLocalDatabase, ROOT } from '../../scripts/lib.mjs';

export const SERVICE_KEY = 'local-dev-service-key';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

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

/** Returns { baseUrl, stop }. */
export async function startServer({ stateDir = path.join(ROOT, '.wrangler', 'e2e-state'), env = {} } = {}) {
  ensureDevVars();
  rmSync(stateDir, { recursive: true, force: true });
  await prepareLocalDatabase({ persistTo: stateDir });
  const port = await freePort();
  const args = [
    'dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', stateDir,
    '--show-interactive-dev-session=false', '--live-reload=false', '--minify', '--define', 'process.env.NODE_ENV:"production"',
    ...Object.entries(env).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
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
    throw err;
  }
  return {
    baseUrl,
    pid: child.pid,
    log: () => log,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}
