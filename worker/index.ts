/**
 * The Worker: one Hono app for the PostgREST-style API, the newsletter
 * endpoint, generated files (sitemap, robots, feed) and edge-rendered pages.
 */
import { Hono } from 'hono';
import { createDb } from './db/client';
import type { AppEnv } from './env';
import { isStaffRequest } from './http/auth';
import { ApiError, errorResponse, errors } from './http/errors';
import { blogPostsApi } from './api/blog-posts';
import { renderPage } from './pages/render-page';
import { newsletterApi } from './api/newsletter';
import { securityHeaders } from './http/security-headers';

const app = new Hono<AppEnv>();

app.use('*', securityHeaders);

app.use('*', async (c, next) => {
  c.set('db', createDb(c.env.DB));
  c.set('isStaff', isStaffRequest(c.req.raw.headers, c.env.SERVICE_KEY));
  await next();
});

app.route('/rest/v1', blogPostsApi);
app.route('/api', newsletterApi);

app.on(['GET', 'HEAD'], '*', renderPage);

app.onError((err) => {
  if (err instanceof ApiError) return errorResponse(err);
  console.error('unhandled', err instanceof Error ? err.message : err);
  return errorResponse(errors.internal());
});

export default app;
