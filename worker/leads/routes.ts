/**
 * /api/leads (docs/decisions.md D12): visitors send leads (submit.ts), staff read and update
 * them (staff-routes.ts). Nothing here may be kept by any cache, errors included, and every failure
 * leaves as the API's JSON error (or, for a form posted without JavaScript, a page).
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
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
    // Hono's validator: a body that does not parse as what its Content-Type says.
    if (err instanceof HTTPException && err.status === 400) return errorResponse(new ApiError(400, 'PGRST102', 'Empty or invalid body'));
    if (err instanceof HTTPException && err.status === 413) return errorResponse(new ApiError(413, 'PGRST413', 'Request body too large'));
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
