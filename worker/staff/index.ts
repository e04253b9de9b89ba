/**
 * Everything under /staff, mounted by worker/index.ts with `app.route('/staff', staffApp(app.fetch))`:
 * the gate of /staff/api/* (no-store, same-origin writes, staff only; staff-gate.ts), sign-in
 * (session-api.ts), the staff API answered by the public APIs in-process (api-proxy.ts), and the
 * staff app's HTML for every other /staff path (staff-page.ts). Other staff routes mounted at
 * /staff/api after this one sit behind the same gate.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { type AppFetch, staffApiProxy } from './api-proxy';
import { sessionApi } from './session-api';
import { staffGate } from './staff-gate';
import { staffPage } from './staff-page';

export function staffApp(appFetch: AppFetch): Hono<AppEnv> {
  return (
    new Hono<AppEnv>()
      // '/api/*' covers /staff/api itself too, as '/*' covers /staff.
      .use('/api/*', staffGate)
      .route('/api', sessionApi)
      .route('/api', staffApiProxy(appFetch))
      .get('/*', staffPage)
  );
}
