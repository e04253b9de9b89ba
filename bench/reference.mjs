/**
 * A reference build for `--against=<git ref>`: the same Lighthouse runs, interleaved with this
 * build's, against the site as it was at another commit.
 *
 * Simulated throttling multiplies the CPU time the host takes, so on a slower host every page
 * loses Performance through TBT, whatever its code. A commit known to score 100 on a fast host,
 * measured in the same minutes as this build, tells a regression in the code from a slow host:
 * if the reference drops as much as this build does, the host moved, not the page.
 *
 * The reference tree is `git archive` of the commit in .bench-cache/reference-<sha>, installed
 * and built once (kept for the next run), and served as `npm start` serves it, on its own port
 * and its own local D1.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CACHE, ROOT, sleep, stopGroup, track } from './util.mjs';

const PORT = 8799;

function sh(cmd, args, cwd, what) {
  const res = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: 'true' } });
  if (res.status !== 0) throw new Error(`${what} failed (exit ${res.status}): ${(res.stderr || res.stdout).trim().split('\n').slice(-5).join(' | ')}`);
  return res.stdout.trim();
}

/** Checks out, installs and builds `ref` once; returns its directory and commit. */
function prepare(ref, log) {
  const sha = sh('git', ['rev-parse', '--verify', `${ref}^{commit}`], ROOT, `git rev-parse ${ref}`);
  const dir = path.join(CACHE, `reference-${sha.slice(0, 12)}`);
  const done = path.join(dir, '.bench-reference-built');
  if (existsSync(done)) return { sha, dir };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  log(`  reference ${ref} (${sha.slice(0, 12)}): checking out, installing and building (once)`);
  sh('sh', ['-ec', `git -C "${ROOT}" archive ${sha} | tar -x -C "${dir}"`], ROOT, 'git archive');
  if (!existsSync(path.join(dir, 'scripts', 'start.mjs'))) throw new Error(`${ref} has no scripts/start.mjs to serve it with`);
  sh('npm', ['install', '--no-audit', '--no-fund'], dir, 'npm install (reference)');
  sh('npm', ['run', 'build'], dir, 'npm run build (reference)');
  sh('touch', [done], dir, 'mark built');
  return { sha, dir };
}

/** Builds (once) and serves `ref`; returns { ref, sha, baseUrl, stop }. */
export async function startReference(ref, { log = console.log } = {}) {
  const { sha, dir } = prepare(ref, log);
  const child = spawn('npm', ['run', 'preview'], {
    cwd: dir,
    env: { ...process.env, PORT: String(PORT), CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    detached: true,
    stdio: 'ignore',
  });
  const stop = track(() => stopGroup(child.pid));
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the reference server for ${ref} did not answer at ${baseUrl}`);
    }
    await sleep(500);
  }
  log(`  reference ${ref} (${sha.slice(0, 12)}) at ${baseUrl} (pid ${child.pid})`);
  return { ref, sha, baseUrl, stop };
}
