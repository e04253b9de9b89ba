/**
 * Helpers shared by the project's scripts: run a command, prepare local secrets,
 * and load the sample posts into D1, the local one (npm start) and the remote
 * one (npm run deploy) by the same rule and the same SQL.
 */
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
  const res = spawnSync(path.join(BIN, cmd), args, {
    cwd: ROOT,
    stdio: opts.capture ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, ...opts.env },
  });
  if (res.status !== 0) {
    if (opts.capture) process.stderr.write(res.stdout + res.stderr);
    throw new Error(`${cmd} ${args.join(' ')} failed with ${res.status}`);
  }
  return res.stdout;
}

/** The whole build: the public site, then the staff app (a build of its own, into the same dist/client). */
export function buildSite() {
  run('vite', ['build']);
  run('vite', ['build', '-c', 'vite.staff.config.ts']);
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

/**
 * One INSERT per post. A slug that already exists is left exactly as it is
 * (ON CONFLICT(slug) DO NOTHING): running the statements again changes nothing
 * and never overwrites a post staff edited.
 */
export function postInsertStatements(posts) {
  return posts.map(
    (p) =>
      `INSERT INTO blog_posts (slug, title, content, excerpt, category, date_published, featured_image, seo_title, seo_description, tags, author) VALUES (${[
        p.slug,
        p.title,
        p.content,
        p.excerpt,
        p.category,
        p.date_published,
        p.featured_image,
        p.seo_title,
        p.seo_description,
        JSON.stringify(p.tags ?? []),
        p.author,
      ]
        .map(sqlString)
        .join(', ')}) ON CONFLICT(slug) DO NOTHING;`,
  );
}

/** The same statements as one SQL file, for `wrangler d1 execute --file`. */
export function postsToSql(posts) {
  return postInsertStatements(posts).join('\n');
}

/** `wrangler d1 execute DB` against the local database (optionally persisted elsewhere) or the remote one. */
function d1Target({ remote = false, persistTo } = {}) {
  if (remote) return ['--remote'];
  return ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])];
}

/**
 * Loads the sample posts (seed/) when blog_posts is empty, locally and in
 * production alike: a database that holds posts is staff's, so a sample post
 * staff edited or deleted stays that way. `force` loads them whatever the
 * table holds (existing slugs are still kept), to finish a load that failed
 * half-way. Returns how many posts were sent.
 */
export async function loadSamplePosts({ remote = false, persistTo, force = false } = {}) {
  const target = d1Target({ remote, persistTo });
  const where = remote ? 'the remote D1' : 'the local D1';
  if (!force) {
    const out = run('wrangler', ['d1', 'execute', 'DB', ...target, '--json', '--command', 'SELECT count(*) AS n FROM blog_posts'], { capture: true });
    const count = JSON.parse(out)[0].results[0].n;
    if (count > 0) {
      console.log(`blog_posts in ${where} has ${count} posts; sample posts not loaded again.`);
      return 0;
    }
  }
  const { SAMPLE_POSTS } = await import('../seed/index.ts');
  const dir = path.join(ROOT, '.wrangler', 'tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `sample-posts-${process.pid}.sql`);
  writeFileSync(file, postsToSql(SAMPLE_POSTS));
  // --yes: the remote import asks to confirm a moment of unavailability, and captured output would hide the question.
  run('wrangler', ['d1', 'execute', 'DB', ...target, '--yes', '--file', file], { capture: true });
  console.log(`Loaded the ${SAMPLE_POSTS.length} sample posts into ${where} (slugs already there were kept).`);
  return SAMPLE_POSTS.length;
}

/**
 * The last moment (ISO, UTC) of the company's day `days` after the day `now` falls on: a sample
 * opening loaded today stays open through that whole day in Ocala.
 */
export function companyDayEndAfter(days, timeZone, now = new Date()) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [y, m, d] = today.split('-').map(Number);
  // The next midnight as if the zone were UTC, then moved by the zone's offset at that moment.
  const wall = Date.UTC(y, m - 1, d + days + 1);
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(wall).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const [, sign = '+', hh = '0', mm = '0'] = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name) ?? [];
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm)) * 60_000;
  return new Date(wall - offsetMs - 1).toISOString();
}

/**
 * One INSERT per sample opening (seed/openings.ts), open, posted at `datePosted` and valid through
 * `validThrough`; a slug already there is kept as it is (ON CONFLICT(slug) DO NOTHING).
 */
export function openingInsertStatements(openings, { datePosted, validThrough }) {
  const columns = ['slug', 'status', 'title', 'title_es', 'town', 'employment_type', 'shifts', 'pay_min', 'pay_max', 'pay_unit'];
  const text = ['description', 'description_es', 'requirements', 'requirements_es', 'benefits', 'benefits_es'];
  return openings.map((o) => {
    const values = [o.slug, 'open', o.title, o.title_es, o.town, o.employment_type, JSON.stringify(o.shifts)].map(sqlString);
    values.push(String(Number(o.pay_min)), String(Number(o.pay_max)), sqlString(o.pay_unit), ...text.map((c) => sqlString(o[c])));
    values.push(sqlString(datePosted), sqlString(validThrough), sqlString(datePosted), sqlString(datePosted));
    return `INSERT INTO job_openings (${[...columns, ...text, 'date_posted', 'valid_through', 'created_at', 'updated_at'].join(', ')}) VALUES (${values.join(', ')}) ON CONFLICT(slug) DO NOTHING;`;
  });
}

/**
 * Loads the sample openings into the LOCAL D1 when job_openings is empty (npm start, the browser
 * tests' server), valid through 60 days after today. Never remote: npm run deploy does not call
 * it, and a real site's openings are staff's. Returns how many were sent.
 */
export async function loadSampleOpenings({ persistTo } = {}) {
  const target = d1Target({ persistTo });
  const out = run('wrangler', ['d1', 'execute', 'DB', ...target, '--json', '--command', 'SELECT count(*) AS n FROM job_openings'], { capture: true });
  const count = JSON.parse(out)[0].results[0].n;
  if (count > 0) {
    console.log(`job_openings in the local D1 has ${count} openings; sample openings not loaded.`);
    return 0;
  }
  const { SAMPLE_OPENINGS, SAMPLE_OPENING_DAYS } = await import('../seed/openings.ts');
  const { SITE } = await import('../content/site.ts');
  const now = new Date();
  const sql = openingInsertStatements(SAMPLE_OPENINGS, {
    datePosted: now.toISOString(),
    validThrough: companyDayEndAfter(SAMPLE_OPENING_DAYS, SITE.timeZone, now),
  }).join('\n');
  const dir = path.join(ROOT, '.wrangler', 'tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `sample-openings-${process.pid}.sql`);
  writeFileSync(file, sql);
  run('wrangler', ['d1', 'execute', 'DB', ...target, '--yes', '--file', file], { capture: true });
  console.log(`Loaded the ${SAMPLE_OPENINGS.length} sample openings into the local D1.`);
  return SAMPLE_OPENINGS.length;
}

/** Adds a person who attends walkthroughs with the sample availability (the test and benchmark servers). */
export async function loadSampleAttendee({ persistTo } = {}) {
  const { sampleAttendeeSql } = await import('../seed/availability.ts');
  const sql = sampleAttendeeSql({ id: 'sample-attendee', name: 'Wanda Walker', email: 'wanda.walker@oakbright.example' });
  run('wrangler', ['d1', 'execute', 'DB', ...d1Target({ persistTo }), '--command', sql], { env: { CI: 'true' } });
}

/** The sample rate table (seed/pricing.ts), where staff have not set their own values. */
export async function loadSamplePricing({ persistTo } = {}) {
  const { samplePricingSql } = await import('../seed/pricing.ts');
  run('wrangler', ['d1', 'execute', 'DB', ...d1Target({ persistTo }), '--command', samplePricingSql()], { env: { CI: 'true' } });
}

/** Migrates the local D1 and loads the sample posts and sample openings when their tables are empty, and the sample rates where none are set. */
export async function prepareLocalDatabase({ persistTo } = {}) {
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...d1Target({ persistTo })], { env: { CI: 'true' } });
  await loadSamplePosts({ persistTo });
  await loadSampleOpenings({ persistTo });
  await loadSamplePricing({ persistTo });
}
