/** Helpers shared by the project's scripts: run a command, prepare local secrets and the local database. */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');

/** A free TCP port on loopback, for a server a script or a test starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Runs a local binary synchronously; throws on failure. */
export function run(cmd, args, opts = {}) {
  const res = spawnSync(path.join(BIN, cmd), args, { cwd: ROOT, stdio: opts.capture ? 'pipe' : 'inherit', encoding: 'utf8', env: { ...process.env, ...opts.env } });
  if (res.status !== 0) {
    if (opts.capture) process.stderr.write(res.stdout + res.stderr);
    throw new Error(`${cmd} ${args.join(' ')} failed with ${res.status}`);
  }
  return res.stdout;
}

/** Starts a local binary in the background. */
export function start(cmd, args, opts = {}) {
  return spawn(path.join(BIN, cmd), args, { cwd: ROOT, stdio: opts.stdio ?? 'inherit', env: { ...process.env, ...opts.env } });
}

export function ensureDevVars() {
  const target = path.join(ROOT, '.dev.vars');
  if (!existsSync(target)) {
    copyFileSync(path.join(ROOT, '.dev.vars.example'), target);
    console.log('Created .dev.vars from .dev.vars.example');
  }
}

const sqlString = (v) => (v === null || v === undefined ? 'NULL' : `'${String(v).replace(/'/g, "''")}'`);

/** INSERT statements for posts; duplicates by slug are skipped. */
export function postsToSql(posts) {
  return posts
    .map(
      (p) =>
        `INSERT INTO blog_posts (slug, title, content, excerpt, category, date_published, featured_image, seo_title, seo_description, tags, author) VALUES (${[
          p.slug, p.title, p.content, p.excerpt, p.category, p.date_published, p.featured_image, p.seo_title, p.seo_description, JSON.stringify(p.tags ?? []), p.author,
        ]
          .map(sqlString)
          .join(', ')}) ON CONFLICT(slug) DO NOTHING;`,
    )
    .join('\n');
}

/** Migrates the local D1 and loads the sample posts when the table is empty. */
export async function prepareLocalDatabase({ persistTo } = {}) {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persist], { env: { CI: 'true' } });
  const out = run('wrangler', ['d1', 'execute', 'DB', '--local', ...persist, '--json', '--command', 'SELECT count(*) AS n FROM blog_posts'], { capture: true });
  const count = JSON.parse(out)[0].results[0].n;
  if (count > 0) {
    console.log(`blog_posts has ${count} posts; sample posts not loaded again.`);
    return;
  }
  const { SAMPLE_POSTS } = await import('../seed/index.ts');
  const dir = path.join(ROOT, '.wrangler', 'tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `sample-posts-${process.pid}.sql`);
  writeFileSync(file, postsToSql(SAMPLE_POSTS));
  run('wrangler', ['d1', 'execute', 'DB', '--local', ...persist, '--file', file], { capture: true });
  console.log(`Loaded ${SAMPLE_POSTS.length} sample posts.`);
}
