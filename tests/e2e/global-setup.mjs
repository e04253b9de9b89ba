/**
 * One server and one Chromium for every e2e file: set up once by run.mjs (`npm run e2e`), or as
 * node --test's global setup (`node --test --test-global-setup=tests/e2e/global-setup.mjs <file>`). The server's URL
 * travels in E2E_BASE_URL, its local D1 state in E2E_STATE_DIR (for tests that must write rows
 * the API would refuse or clean), the browser's address in E2E_BROWSER_WS.
 *
 * The server starts with one person who attends walkthroughs, with the sample availability
 * (seed/availability.ts), so /schedule offers open times as on `npm start`.
 *
 * The server takes forms as soon as they are sent (FORM_MIN_FILL_MS=0), so no test waits out a
 * person's typing; the 3 s minimum as production runs it is tested in tests/worker/leads-spam.
 * Texts are never held for quiet hours (TEXT_QUIET_HOURS=none: what a test sees does not depend on
 * the hour it runs at), and replies signed with E2E_TWILIO_TOKEN are taken as Twilio's.
 * The server's log is written to test-results/e2e-server.log when the run ends.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowserServer, SCREENSHOT_DIR } from './browser.mjs';
import { startServer } from './server.mjs';
import { loadSampleAttendee } from '../../scripts/lib.mjs';

/** The auth token the shared server checks text replies with (tests/e2e/staff-texts.test.mjs signs with it). */
export const E2E_TWILIO_TOKEN = 'e2e-twilio-auth-token';

let server;
let browser;

export async function globalSetup() {
  [server, browser] = await Promise.all([
    startServer({
      env: { FORM_MIN_FILL_MS: '0', TEXT_QUIET_HOURS: 'none', TWILIO_AUTH_TOKEN: E2E_TWILIO_TOKEN },
      seedExtra: (dir) => loadSampleAttendee({ persistTo: dir }),
    }),
    launchBrowserServer(),
  ]);
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_STATE_DIR = server.stateDir;
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
}

export async function globalTeardown() {
  await browser?.close();
  // What the server said during the run, beside the screenshots, for a failure to be read after.
  if (server) {
    const dir = path.dirname(SCREENSHOT_DIR);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'e2e-server.log'), server.log());
  }
  server?.stop();
}
