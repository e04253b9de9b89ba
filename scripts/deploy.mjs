/**
 * npm run deploy: build, apply the D1 migrations to the remote database, load
 * the sample posts there when its blog_posts table is empty (the same rule and
 * SQL as npm start, so production shows what local shows), then deploy the
 * Worker. Safe to run again: migrations already applied are skipped, a table
 * that holds posts is left alone, and an existing slug is never overwritten.
 *
 * `--load-samples` loads the sample posts whatever the table holds (existing
 * slugs are still kept): to finish a first load that failed half-way.
 */
import { buildSite, loadSamplePosts, run } from './lib.mjs';

const force = process.argv.includes('--load-samples');

buildSite();
// Interactive, like wrangler itself: a person deploying confirms the migrations it lists.
run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--remote']);
try {
  await loadSamplePosts({ remote: true, force });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  console.error('Loading the sample posts failed, so the Worker was not deployed. Run `npm run deploy -- --load-samples` to load the missing ones.');
  process.exit(1);
}
run('wrangler', ['deploy']);
