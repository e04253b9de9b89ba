/**
 * The production build served locally for the benchmark.
 *
 * Other people build and edit the repo while a 15-minute benchmark runs, and
 * `wrangler dev` rebuilds the Worker whenever a source file changes. So the
 * benchmark builds once (under the shared build lock), copies dist/client and
 * the bundled Worker (`wrangler deploy --dry-run`, i.e. what would be
 * deployed) into a snapshot, and serves that snapshot with `no_bundle`:
 * every figure in one run comes from the same build.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDevVars, loadSampleAttendee, postsToSql, run } from '../scripts/lib.mjs';
import { startServer } from '../tests/e2e/server.mjs';
import { BIN, CACHE, ensureDir, hasCommand, ROOT, stopGroup, stopTracked, track } from './util.mjs';

const BUILD_LOCK = '/tmp/oakbright-build.lock';

/** Runs a shell script while holding the shared build lock (no lock where flock is missing). */
function underBuildLock(script) {
  const env = { ...process.env, PATH: `${BIN}:${process.env.PATH}`, CI: 'true', WRANGLER_SEND_METRICS: 'false' };
  const [cmd, args] = hasCommand('flock') ? ['flock', [BUILD_LOCK, 'sh', '-ec', script]] : ['sh', ['-ec', script]];
  const res = spawnSync(cmd, args, { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (res.status !== 0) {
    process.stderr.write(`${res.stdout}\n${res.stderr}`);
    throw new Error(`build step failed (exit ${res.status})`);
  }
  return res.stdout;
}

/**
 * Builds (unless `build` is false) and snapshots the client files and the
 * bundled Worker. Returns { dir, config } for `wrangler dev -c config`.
 */
export function snapshotBuild({ build = true, log = console.log } = {}) {
  ensureDevVars();
  const dir = path.join(CACHE, `snapshot-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  ensureDir(dir);
  const q = (p) => `'${p.replace(/'/g, "'\\''")}'`;
  log(
    build ? 'Building (npm run build) and snapshotting dist/client and the Worker bundle...' : 'Snapshotting the existing dist/client and the Worker bundle...',
  );
  underBuildLock(
    [
      build ? 'npm run build' : 'test -f dist/client/shell.html',
      `cp -a dist/client ${q(path.join(dir, 'client'))}`,
      // The deployable bundle, as `npm run deploy` would upload it.
      `wrangler deploy --dry-run --outdir ${q(path.join(dir, 'worker'))} --minify --define 'process.env.NODE_ENV:"production"'`,
    ].join('\n'),
  );
  // Same bindings, D1 id and asset rules as wrangler.toml; only the code and files point at the snapshot.
  const toml = readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8')
    .replace(/^main = .*$/m, 'main = "worker/index.js"\nno_bundle = true')
    .replace(/^tsconfig = .*$/m, '')
    .replace(/^directory = .*$/m, 'directory = "client"')
    .replace(/^migrations_dir = .*$/m, `migrations_dir = ${JSON.stringify(path.join(ROOT, 'migrations'))}`);
  if (!/no_bundle = true/.test(toml) || !/directory = "client"/.test(toml))
    throw new Error('wrangler.toml layout changed: update bench/server.mjs snapshot rewrite');
  const config = path.join(dir, 'wrangler.toml');
  writeFileSync(config, toml);
  copyFileSync(path.join(ROOT, '.dev.vars'), path.join(dir, '.dev.vars'));
  return { dir, config, client: path.join(dir, 'client') };
}

/** Stops every server, browser and nginx the benchmark started (any exit path). */
export const stopAllServers = stopTracked;

/** The five /blog-setup posts: with the eight sample posts, the 13 the site ships with. */
async function setupPostsSql() {
  const { SETUP_POSTS } = await import('../seed/setup-posts.ts');
  return postsToSql(SETUP_POSTS);
}

/**
 * `extra` generated posts, copied round-robin from the 13 real ones (same
 * content length and categories), with unique slugs and dates spread over
 * 2015-2024 so the real posts stay newest (the first page looks as in production).
 */
export function generatedPostsSql(extra) {
  return `INSERT INTO blog_posts (slug, title, content, excerpt, category, date_published, updated_at, featured_image, seo_title, seo_description, tags, author)
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${extra}),
src AS (SELECT *, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS total FROM blog_posts)
SELECT 'bench-' || n.i || '-' || src.slug, src.title || ' (' || n.i || ')', src.content, src.excerpt, src.category,
  strftime('%Y-%m-%dT%H:%M:%fZ', '2015-01-01', '+' || (n.i * 3600.0 / ${extra}) || ' days'),
  strftime('%Y-%m-%dT%H:%M:%fZ', '2015-01-01', '+' || (n.i * 3600.0 / ${extra}) || ' days'),
  src.featured_image, src.seo_title, src.seo_description, src.tags, src.author
FROM n JOIN src ON src.k = n.i % src.total;`;
}

/** One sent newsletter issue presenting three posts: the archive (/newsletter) and its page (/newsletter/1) as readers see them. */
const SENT_ISSUE_SQL = `INSERT INTO newsletter_issues (subject, intro, post_ids, state, started_at, finished_at, recipients)
SELECT 'Spring facility checklist', 'Warmer days bring pollen, storms and busier lobbies. **Three things** to plan for this month:

- Entrance mats and glass, before the pollen settles
- Gutters and drains, before the summer storms
- A deep clean of restrooms and break rooms', json_group_array(id), 'sent', '2026-03-02T14:00:00.000Z', '2026-03-02T14:05:00.000Z', 120
FROM (SELECT id FROM blog_posts ORDER BY date_published DESC LIMIT 3);`;

function d1ExecuteFile(stateDir, sql, name) {
  const file = path.join(ensureDir(path.join(CACHE, 'sql')), `${name}-${process.pid}.sql`);
  writeFileSync(file, sql);
  try {
    run('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', file], { capture: true, env: { CI: 'true' } });
  } finally {
    rmSync(file, { force: true });
  }
}

export function countPosts(stateDir) {
  const out = run('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--json', '--command', 'SELECT count(*) AS n FROM blog_posts'], {
    capture: true,
    env: { CI: 'true' },
  });
  return JSON.parse(out)[0].results[0].n;
}

/**
 * Starts the snapshot under wrangler with `posts` posts in a fresh local D1
 * (13 = the real ones; more are generated). Returns startServer's handle with
 * a stop() that waits for the process group to end and removes the state.
 */
export async function startBenchServer(snapshot, { posts = 13, log = console.log } = {}) {
  const stateDir = path.join(CACHE, `state-${posts}-${process.pid}`);
  let seeded = 0;
  const server = await startServer({
    stateDir,
    wranglerArgs: ['-c', snapshot.config, '--log-level', 'warn'],
    seedExtra: async (dir) => {
      d1ExecuteFile(dir, await setupPostsSql(), 'setup-posts');
      d1ExecuteFile(dir, SENT_ISSUE_SQL, 'sent-issue');
      // /schedule is measured with its open times, as a live site has them (a reference build
      // from before walkthrough availability has no such table: its /schedule is the request form).
      try {
        await loadSampleAttendee({ persistTo: dir });
      } catch (err) {
        log(`  no sample attendee (${String(err.message ?? err).split('\n')[0]})`);
      }
      if (posts > 13) d1ExecuteFile(dir, generatedPostsSql(posts - 13), `generated-${posts}`);
      seeded = countPosts(dir);
    },
  });
  log(`  server ${server.baseUrl} (pid ${server.pid}) with ${seeded} posts`);
  const stop = track(async () => {
    await stopGroup(server.pid);
    if (existsSync(stateDir)) rmSync(stateDir, { recursive: true, force: true });
  });
  const handle = { ...server, posts: seeded, stop };
  return handle;
}

export function removeSnapshot(snapshot) {
  if (snapshot?.dir) rmSync(snapshot.dir, { recursive: true, force: true });
}
