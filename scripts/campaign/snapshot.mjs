/**
 * A frozen copy of the site for the campaign's server. Other people edit and
 * rebuild the repo while a campaign runs, and `wrangler dev` reloads the
 * Worker whenever a watched file changes, failing whatever is in flight. So
 * the build output and the Worker's sources are copied (under the shared
 * build lock) and served from the copy.
 *
 * The copy is of the sources, not of a deploy bundle: wrangler dev must still
 * bundle it, because only then does it add its dev-only middleware that
 * drains unread request bodies. Without that, local workerd drops the
 * connection when a Worker answers (say 401) before reading a large body,
 * a failure Cloudflare's runtime does not have.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDevVars, ROOT } from '../lib.mjs';

const BUILD_LOCK = '/tmp/oakbright-build.lock';
/** What the Worker's bundle is made of (wrangler.toml's main and everything it imports). */
const SOURCES = ['worker', 'shared', 'content', 'seed', 'web/src', 'tsconfig.worker.json'];

/** Builds (unless build is false) and copies; returns { dir, config } for `wrangler dev -c config`. */
export function snapshotSite({ build = true, log = console.log } = {}) {
  ensureDevVars();
  // Inside the repo, so the copy resolves packages from the repo's node_modules.
  const dir = path.join(ROOT, '.wrangler', `campaign-snapshot-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  const q = (p) => `'${p.replace(/'/g, "'\\''")}'`;
  const script = [
    build ? 'npm run build' : 'test -f dist/client/shell.html',
    `mkdir -p ${q(path.join(dir, 'web'))}`,
    `cp -a dist/client ${q(path.join(dir, 'client'))}`,
    ...SOURCES.map((s) => `cp -a ${q(s)} ${q(path.join(dir, s))}`),
  ].join('\n');
  log(build ? 'Building and freezing a copy of the site...' : 'Freezing a copy of the existing build...');
  const res = spawnSync('flock', [BUILD_LOCK, 'sh', '-ec', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}` },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0) {
    process.stderr.write(`${res.stdout}\n${res.stderr}`);
    rmSync(dir, { recursive: true, force: true });
    throw new Error(build ? 'build failed' : 'no build in dist/client: run without --no-build');
  }
  // Same bindings, D1 id and asset rules as wrangler.toml; only the files point at the copy.
  const toml = readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8')
    .replace(/^directory = .*$/m, 'directory = "client"')
    // wrangler and esbuild disagree on where a relative tsconfig path starts from; the copy's
    // tsconfig.json (the Worker's settings) is found the way esbuild finds any tsconfig.
    .replace(/^tsconfig = .*$/m, '')
    .replace(/^migrations_dir = .*$/m, `migrations_dir = ${JSON.stringify(path.join(ROOT, 'migrations'))}`);
  if (!/^directory = "client"$/m.test(toml)) throw new Error('wrangler.toml layout changed: update scripts/campaign/snapshot.mjs');
  const config = path.join(dir, 'wrangler.toml');
  writeFileSync(config, toml);
  copyFileSync(path.join(ROOT, '.dev.vars'), path.join(dir, '.dev.vars'));
  copyFileSync(path.join(dir, 'tsconfig.worker.json'), path.join(dir, 'tsconfig.json'));
  return { dir, config };
}

export function removeSnapshot(snapshot) {
  if (snapshot?.dir) rmSync(snapshot.dir, { recursive: true, force: true });
}
