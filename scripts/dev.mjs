/**
 * npm run dev: the Worker (API, edge pages) on :8787 with reload on change,
 * and Vite with hot module reload on :5173, proxying API calls to the Worker.
 */
import { buildSite, ensureDevVars, prepareLocalDatabase, start } from './lib.mjs';
import { existsSync } from 'node:fs';

ensureDevVars();
if (!existsSync('dist/client/shell.html') || !existsSync('dist/client/staff.html')) buildSite();
await prepareLocalDatabase();
const worker = start('wrangler', ['dev', '--ip', '127.0.0.1', '--port', '8787', '--show-interactive-dev-session=false']);
const vite = start('vite', ['--host', '127.0.0.1']);
console.log('Open http://127.0.0.1:5173 (hot reload) or http://127.0.0.1:8787 (edge-rendered).');
const stop = (sig) => {
  worker.kill(sig);
  vite.kill(sig);
};
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(sig));
worker.on('exit', () => stop('SIGTERM'));
vite.on('exit', () => stop('SIGTERM'));
