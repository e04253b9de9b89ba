/**
 * /api/leads (docs/decisions.md D12): visitors send leads (submit.ts, a kind of worker/intake/form-kind.ts), staff read and update
 * them (staff-routes.ts). Nothing here may be kept by any cache, errors included, and every failure
 * leaves as the API's JSON error (or, for a form posted without JavaScript, a page).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError, errorResponse, errors, isStorageFailure, onlyMethods } from '../http/errors';
import { noStore } from '../http/no-store';
import { leadsStaffApi } from './staff-routes';
import { submitApi } from './submit';

export const leadsApi = new Hono<AppEnv>();

for (const path of ['/leads', '/leads.csv', '/leads/:id']) leadsApi.use(path, noStore);
leadsApi.route('/', submitApi);
leadsApi.route('/', leadsStaffApi);
leadsApi.all('/leads', onlyMethods('GET, POST'));
leadsApi.all('/leads.csv', onlyMethods('GET'));
leadsApi.all('/leads/:id', onlyMethods('GET, PATCH'));
leadsApi.all('/leads/:id/notes', onlyMethods('POST'));

leadsApi.onError((err) => {
  const res = (() => {
    if (err instanceof ApiError) return errorResponse(err);
    if (isStorageFailure(err)) {
      console.error('leads: database failed', err.message);
      return errorResponse(errors.unavailable());
    }
    console.error('leads: unhandled', err.message);
    return errorResponse(errors.internal());
  })();
  res.headers.set('cache-control', 'no-store');
  return res;
});
