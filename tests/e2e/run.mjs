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
import { readdirSync, readFileSync } from 'node:fs';
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
const overHttp = files.filter((f) => !direct.includes(f));

function nodeTest(list, concurrency) {
  const args = ['--test', `--test-concurrency=${concurrency}`, ...process.argv.slice(2).filter((a) => a.startsWith('--')), ...list];
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
process.exit(failed ? 1 : 0);
