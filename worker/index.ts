/**
 * The Worker: one Hono app for the PostgREST-style API, the newsletter and
 * lead endpoints, generated files (sitemap, robots, feed) and edge-rendered
 * pages; and the queue consumers (with their 15-minute safety net) that
 * deliver leads to staff and send the site's outgoing email (worker/email/).
 */
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { BOOKMARK_COOKIE, bookmarkOf, createDb, openSession, validBookmark } from './db';
import type { AppEnv } from './env';
import { KEY_ACTOR, lentActor } from './staff/actor';
import { isStaffRequest } from './staff/keys';
import { ApiError, errorResponse, errors } from './http/errors';
import { blogPostsApi, restApiGuard } from './posts/routes';
import { formTokenApi, freshFormTokens } from './intake/fresh-form-tokens';
import { renderPage } from './pages/render-page';
import { newsletterApi } from './newsletter/routes';
import { leadsApi } from './leads/routes';
import { leadSaleApi } from './leads/sale-routes';
import { remindNextSteps } from './leads/next-step-reminders';
import { leadsBoardApi } from './leads/board';
import { bookingApi } from './walkthroughs/book';
import { walkthroughLinkApp } from './walkthroughs/manage';
import { calendarFeedApp } from './walkthroughs/calendar-feed';
import { interviewLinkApp } from './careers/applications/interview-link';
import { remindInterviews, remindWalkthroughs } from './walkthroughs/reminders';
import { walkthroughTimesApi } from './walkthroughs/routes';
import { handleLeadQueue } from './leads/delivery/consumer';
import { requeueStalledLeads } from './leads/delivery/sweep';
import { securityHeaders } from './http/security-headers';
import { revalidation } from './http/revalidation';
import { feedsApp } from './feeds/feeds';
import { ogImagesApp } from './feeds/og-images';
import { mediaApp } from './media/serve';
import { unsubscribeApp } from './newsletter/unsubscribe';
import { staffApp } from './staff-app';
import { handleEmailQueue, requeueStalledEmails } from './email/consumer';
import { isEmailQueue } from './email/queues';
import { applicationsApi } from './careers/applications/routes';
import { applicationsStaffApi } from './careers/applications/staff-routes';
import { proposalsApi } from './proposals/routes';
import { remindProposals } from './proposals/reminders';
import { proposalLinkApp } from './proposals/signing';
import { runCareersCron } from './careers/cron';
import { remindOverdueLeads } from './leads/reminders';
import { runNewsletterCron } from './newsletter/cron';
import { handleNewsletterQueue, isNewsletterQueue } from './newsletter/issues/queue';
import { outboxApi } from './email/routes';
import { auditApi } from './audit/routes';
import { runAuditRetention } from './audit/retention';
import { indexNowKeyApp } from './indexnow/key-file';
import { runIndexNowCron } from './indexnow/cron';
import { formerSlugsApi } from './posts/former-slugs';
import { incomingTextsApi } from './texts/incoming';
import { estimateApi } from './pricing/routes';
import { escalateWaitingLeads } from './leads/on-call';

const app = new Hono<AppEnv>();

app.use('*', securityHeaders);

app.use('*', async (c, next) => {
  const isStaff = isStaffRequest(c.req.raw.headers, c.env.SERVICE_KEY);
  // Staff read their own writes: their requests continue from their last bookmark (worker/db.ts).
  const staffPath = c.req.path.startsWith('/staff/api');
  const bookmark = staffPath ? validBookmark(getCookie(c, BOOKMARK_COOKIE)) : null;
  const d1 = openSession(c.env.DB, isStaff || staffPath ? 'staff' : 'visitor', bookmark);
  c.set('d1', d1);
  c.set('db', createDb(d1));
  c.set('isStaff', isStaff);
  c.set('actor', lentActor(c.req.raw) ?? (isStaff ? KEY_ACTOR : null));
  await next();
  const latest = bookmarkOf(d1);
  if (staffPath && latest && latest !== bookmark) {
    // Strict and HttpOnly like the session cookie; it only says how fresh a read must be.
    setCookie(c, BOOKMARK_COOKIE, latest, { path: '/staff', httpOnly: true, secure: true, sameSite: 'Strict', maxAge: 12 * 60 * 60 });
  }
});

// Every spelling of a /rest path passes the guard (auth, CORS, 404s) before any route.
app.use('*', restApiGuard);
app.route('/rest/v1', blogPostsApi);
app.route('/api', newsletterApi);
app.route('/api', formTokenApi);
app.route('/api', walkthroughTimesApi);
app.route('/api', bookingApi);
app.route('/api', incomingTextsApi);
app.route('/api', estimateApi);
app.route('/api', outboxApi);
app.route('/api', auditApi);
app.route('/api', formerSlugsApi);
// Every /staff route, its API behind one gate: before the page machinery (form tokens, revalidation), which is for public pages.
app.route('/staff', staffApp(app.fetch));

// Outside revalidation: the ETag covers the page as cached, each response gets its own form token.
app.use('*', freshFormTokens);
// Before leadsApi, whose /leads/:id would take "board" for a lead's id.
app.route('/api', leadsBoardApi);
// Inside freshFormTokens: a lead form or an application refused without JavaScript comes back as its page, with a fresh token.
app.route('/api', leadsApi);
app.route('/api', leadSaleApi);
app.route('/api', applicationsApi);
app.route('/api', applicationsStaffApi);
app.route('/api', proposalsApi);
app.use('*', revalidation);
app.route('/', feedsApp);
app.route('/', ogImagesApp);
app.route('/', mediaApp);
app.route('/', unsubscribeApp);
app.route('/', walkthroughLinkApp);
app.route('/', calendarFeedApp);
app.route('/', interviewLinkApp);
app.route('/', proposalLinkApp);
app.route('/', indexNowKeyApp);

// Hono answers HEAD by running the GET handler and dropping the body.
app.get('*', renderPage);

app.notFound(() => errorResponse(new ApiError(404, 'PGRST404', 'Not found')));

app.onError((err) => {
  if (err instanceof ApiError) return errorResponse(err);
  console.error('unhandled', err instanceof Error ? err.message : err);
  return errorResponse(errors.internal());
});

/** `request` is Hono's in-process entry, for tests that pass their own bindings. */
export default {
  fetch: app.fetch,
  request: app.request,
  // Each queue's consumer, told apart by the queue a batch came from.
  queue: (batch: MessageBatch<unknown>, env: Env) =>
    isEmailQueue(batch.queue) ? handleEmailQueue(batch, env) : isNewsletterQueue(batch.queue) ? handleNewsletterQueue(batch, env) : handleLeadQueue(batch, env),
  // Each part runs whatever another throws: a broken newsletter never stops the leads' safety net.
  scheduled: async (_controller: ScheduledController, env: Env) => {
    const parts = [
      requeueStalledLeads,
      requeueStalledEmails,
      remindOverdueLeads,
      remindNextSteps,
      escalateWaitingLeads,
      remindWalkthroughs,
      remindInterviews,
      remindProposals,
      runNewsletterCron,
      runCareersCron,
      runIndexNowCron,
      runAuditRetention,
    ];
    for (const part of parts) await Promise.resolve(part(env)).catch((err: unknown) => console.error('cron part failed', part.name, err));
  },
};
