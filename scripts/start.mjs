/**
 * npm start: build, migrate the local D1, load the sample posts and the sample
 * job openings when their tables are empty, and serve the production build at http://127.0.0.1:8787 (PORT overrides).
 * On a database without staff accounts it creates the first owner and prints their sign-in link.
 */
import { buildSite, ensureDevVars, prepareLocalDatabase, start } from './lib.mjs';
import { ensureStaffOwner } from './staff-owner.mjs';

const port = process.env.PORT ?? '8787';
ensureDevVars();
if (!process.argv.includes('--no-build')) buildSite();
await prepareLocalDatabase({ persistTo: process.env.PERSIST_TO });

const persist = process.env.PERSIST_TO ? ['--persist-to', process.env.PERSIST_TO] : [];
const server = start('wrangler', [
  'dev',
  '--ip',
  '127.0.0.1',
  '--port',
  port,
  '--show-interactive-dev-session=false',
  '--live-reload=false',
  '--minify',
  '--define',
  'process.env.NODE_ENV:"production"',
  // Links in the outbox's emails (a sign-in link, an invitation) lead to this local server.
  '--var',
  `SITE_URL:http://127.0.0.1:${port}`,
  ...persist,
]);
console.log(`Serving at http://127.0.0.1:${port}`);
void ensureStaffOwner(`http://127.0.0.1:${port}`);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
