/**
 * `/rest/v1/blog_posts`, spoken the way PostgREST speaks it so that
 * @supabase/postgrest-js works unchanged (docs/decisions.md D3, D4).
 *
 * `restApiGuard` (guard.ts) is the front door for every path under /rest;
 * `blogPostsApi` then does the work, one module per verb (and, read-only,
 * /rest/v1/blog_post_revisions, revisions/rest.ts):
 * parse -> resolve -> build (../postgrest/*) -> D1.
 *
 * Deliberate differences from PostgREST, all in the direction of safety:
 * - Anonymous reads return at most ANON_MAX_ROWS rows per request, silently
 *   (run-query.ts).
 * - A request presenting a wrong key is refused (401) even for reads, as
 *   PostgREST refuses a bad JWT; it is also counted towards the lockout.
 * - `resolution=ignore-duplicates` without `on_conflict` ignores conflicts on
 *   any unique column (slug or id), which is what seeding needs.
 * - PATCH and DELETE need at least one filter; PUT is not offered.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { quote } from './postgrest/syntax';
import { deleteApi } from './rest/delete';
import { insertApi } from './rest/insert';
import { readApi } from './rest/read';
import { revisionsApi } from './revisions/rest';
import { ALLOWED_METHODS, toErrorResponse } from './rest/responses';
import { updateApi } from './rest/update';

export { restApiGuard } from './rest-guard';

export const blogPostsApi = new Hono<AppEnv>();

blogPostsApi.onError((err) => toErrorResponse(err));

blogPostsApi.route('/', readApi);
blogPostsApi.route('/', insertApi);
blogPostsApi.route('/', updateApi);
blogPostsApi.route('/', deleteApi);
blogPostsApi.route('/', revisionsApi);

blogPostsApi.all('/blog_posts', (c) => {
  throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${quote(c.req.method, 20)}`, null, `Use one of ${ALLOWED_METHODS}.`, {
    allow: ALLOWED_METHODS,
  });
});
