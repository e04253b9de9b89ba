/**
 * node --test global setup: one server for every e2e file. Its URL travels in
 * E2E_BASE_URL, its local D1 state in E2E_STATE_DIR (for tests that must write
 * rows the API would refuse or clean).
 */
import { startServer } from './server.mjs';

let server;

export async function globalSetup() {
  server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_STATE_DIR = server.stateDir;
}

export async function globalTeardown() {
  server?.stop();
}
