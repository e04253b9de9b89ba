/**
 * /api/applications: the public quick apply (submit.ts, a kind of worker/intake/form-kind.ts). Staff read applications under /staff/api,
 * and with the staff key here (staff-routes.ts). Nothing here may be kept by any cache, errors included, and every failure
 * leaves as the API's JSON error (or, for a form posted without JavaScript, a page).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { ApiError, errorResponse, errors, isStorageFailure, onlyMethods } from '../../http/errors';
import { submitApi } from './submit';

export const applicationsApi = new Hono<AppEnv>();

applicationsApi.route('/', submitApi);
// GET is the staff list (staff-routes.ts, mounted after this app at the same path).
applicationsApi.on(['PUT', 'PATCH', 'DELETE', 'OPTIONS'], '/applications', onlyMethods('GET, POST'));

applicationsApi.onError((err) => {
  const res = (() => {
    if (err instanceof ApiError) return errorResponse(err);
    if (isStorageFailure(err)) {
      console.error('applications: database failed', err.message);
      return errorResponse(errors.unavailable());
    }
    console.error('applications: unhandled', err.message);
    return errorResponse(errors.internal());
  })();
  res.headers.set('cache-control', 'no-store');
  return res;
});
