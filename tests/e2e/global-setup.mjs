/** node --test global setup: one server for every e2e file (its URL travels in E2E_BASE_URL). */
import { startServer } from './server.mjs';

let server;

export async function globalSetup() {
  server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
}

export async function globalTeardown() {
  server?.stop();
}
