/**
 * Runs the browser tests against one server and one Chromium (global-setup.mjs), in two rounds:
 * first every file that talks to the server only over HTTP, three at a time; then, one at a time,
 * the files that also write to the server's D1 straight from the disk (`executeSql`, a second
 * process on the same SQLite file, which for a moment makes the server's own queries find the
 * database locked). Extra arguments go to `node --test` (a reporter, a name pattern).
 *
 *   node tests/e2e/run.mjs [--test-name-pattern=...]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { globalSetup, globalTeardown } from './global-setup.mjs';

const DIR = import.meta.dirname;
const PARALLEL = 3;

/** A file writes to the D1 file itself when it, or a helper it imports, runs executeSql. */
const writesDirectly = (source) => /\bexecuteSql\b|people-support\.mjs/.test(source);

// `npm run e2e -- blog-share careers` runs only the files whose names contain one of the words;
// arguments that start with `--` go to node's test runner (`--test-name-pattern=...`).
const words = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.test.mjs') && (words.length === 0 || words.some((w) => f.includes(w))))
  .sort()
  .map((f) => path.join(DIR, f));
const direct = files.filter((f) => writesDirectly(readFileSync(f, 'utf8')));
/**
 * The longest files start first (each about two to three minutes on two cores; the rest well under
 * one), so none of them is left running alone at the end while the other slots sit idle.
 */
const LONGEST = ['marketing-pages', 'leads-a11y', 'careers-apply', 'blog-a11y'];
const rank = (f) => {
  const i = LONGEST.findIndex((name) => path.basename(f).startsWith(`${name}.`));
  return i === -1 ? LONGEST.length : i;
};
const overHttp = files.filter((f) => !direct.includes(f)).sort((a, b) => rank(a) - rank(b));

// Each round also writes how long each file took (file-times.mjs), for the slowest-files list at the end.
const timesDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-times-'));
let round = 0;

function nodeTest(list, concurrency) {
  const times = ['--test-reporter=spec', '--test-reporter-destination=stdout', `--test-reporter=${path.join(DIR, 'file-times.mjs')}`];
  times.push(`--test-reporter-destination=${path.join(timesDir, `round-${++round}.jsonl`)}`);
  const args = ['--test', `--test-concurrency=${concurrency}`, ...times, ...process.argv.slice(2).filter((a) => a.startsWith('--')), ...list];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

await globalSetup();
let failed = false;
try {
  if (overHttp.length) failed = (await nodeTest(overHttp, PARALLEL)) !== 0;
  if (direct.length) failed = (await nodeTest(direct, 1)) !== 0 || failed;
} finally {
  await globalTeardown();
}

const fileTimes = readdirSync(timesDir)
  .flatMap((f) => readFileSync(path.join(timesDir, f), 'utf8').split('\n').filter(Boolean))
  .map((line) => JSON.parse(line))
  .sort((a, b) => b.ms - a.ms);
rmSync(timesDir, { recursive: true, force: true });
if (fileTimes.length) {
  console.log('slowest browser test files:');
  for (const { file, ms } of fileTimes.slice(0, 10)) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${path.relative(process.cwd(), file)}`);
}
process.exit(failed ? 1 : 0);
