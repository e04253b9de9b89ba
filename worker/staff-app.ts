/**
 * Everything under /staff, mounted once by worker/index.ts. /staff/api/* sits behind one gate
 * (staff/staff-gate.ts: no-store, same-origin writes, and a session cookie, an Access token or the
 * staff key), so every staff API is one line below: sign-in, posts through the public PostgREST
 * API in-process (staff/api-proxy.ts), and each resource's own staff routes, which also check for
 * themselves (staff/door.ts `requireStaff`). Every other /staff path is the staff app's HTML.
 * It sits beside index.ts, above the resources it mounts, so imports only ever point down.
 */
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { onlyMethods } from './http/errors';
import { auditApi } from './audit/routes';
import { applicationsStaffApi } from './careers/applications/staff-routes';
import { proposalsApi } from './proposals/routes';
import { openingsStaffApi } from './careers/openings/staff-routes';
import { outboxApi } from './email/routes';
import { leadsBoardApi } from './leads/board';
import { leadsStaffApi } from './leads/staff-routes';
import { leadSaleApi } from './leads/sale-routes';
import { mediaUploadApi } from './media/upload';
import { newsletterIssuesApi } from './newsletter/issues/staff-routes';
import { staffSubscribersApi } from './newsletter/staff-routes';
import { reviewApi } from './posts/review/routes';
import { reportsApi } from './reports/staff-routes';
import { type AppFetch, staffApiProxy } from './staff/api-proxy';
import { staffApiError } from './staff/door';
import { peopleStaffApi } from './people/staff-routes';
import { settingsStaffApi } from './settings/staff-routes';
import { pricingStaffApi } from './pricing/staff-routes';
import { availabilityStaffApi } from './walkthroughs/staff-routes';
import { calendarFeedStaffApi } from './walkthroughs/calendar-feed';
import { accountApi } from './staff/account-api';
import { sessionApi } from './staff/session-api';
import { signInApi } from './staff/sign-in-api';
import { staffGate } from './staff/staff-gate';
import { staffPermissions } from './staff/permissions';
import { staffPage } from './staff/staff-page';

export function staffApp(appFetch: AppFetch): Hono<AppEnv> {
  return (
    new Hono<AppEnv>()
      // '/api/*' covers /staff/api itself too, as '/*' covers /staff.
      .use('/api/*', staffGate)
      // What the actor's role may use (staff/permissions.ts), before any route runs.
      .use('/api/*', staffPermissions)
      .route('/api', sessionApi)
      .route('/api', signInApi)
      .route('/api', accountApi)
      .route('/api', peopleStaffApi)
      .route('/api', settingsStaffApi)
      .route('/api', pricingStaffApi)
      .route('/api', availabilityStaffApi)
      .route('/api', calendarFeedStaffApi)
      .route('/api', staffApiProxy(appFetch))
      .route('/api', reviewApi(appFetch))
      // Before the leads' routes: their /leads/:id would take "board" for a lead's id.
      .route('/api', leadsBoardApi)
      .route('/api', leadsStaffApi)
      .route('/api', leadSaleApi)
      .route('/api', staffSubscribersApi)
      .route('/api', mediaUploadApi)
      .route('/api', outboxApi)
      .route('/api', newsletterIssuesApi)
      .route('/api', reportsApi)
      .route('/api', openingsStaffApi)
      .route('/api', applicationsStaffApi)
      .route('/api', proposalsApi)
      .route('/api', auditApi)
      // Staff read leads here; visitors send them to /api/leads.
      .all('/api/leads', onlyMethods('GET'))
      .get('/*', staffPage)
      .onError(staffApiError)
  );
}
