/**
 * GET /api/post-redirects/<old-slug>: where a public post's former slug leads now, as
 * `{"slug": "<current slug>"}`, or 404. The article page asks when a navigation inside the app
 * finds no post with a slug, and follows it as the Worker's own 301 does for a visitor arriving
 * from outside (render-page.ts, the same lookup). The table is not part of the public API, and the
 * page's 301 cannot be read from a script: a redirect fetch() follows is upgraded to https by the
 * pages' Content-Security-Policy, and one it does not follow hides its Location.
 */
import { Hono } from 'hono';
import { isArticleSlug } from '../../shared/routes';
import type { AppEnv } from '../env';
import { ApiError, onlyMethods } from '../http/errors';
import { findSlugRedirect } from './store/public-posts';

const noRedirect = () => new ApiError(404, 'PGRST116', 'No post had this slug', null, null);

export const formerSlugsApi = new Hono<AppEnv>();

formerSlugsApi.get('/post-redirects/:slug', async (c) => {
  const slug = c.req.param('slug');
  if (!isArticleSlug(slug)) throw noRedirect();
  const moved = await findSlugRedirect(c.var.db, slug);
  if (moved === null || moved === slug || !isArticleSlug(moved)) throw noRedirect();
  return c.json({ slug: moved }, 200, { 'cache-control': 'public, max-age=0, must-revalidate' });
});

formerSlugsApi.all('/post-redirects/:slug', onlyMethods('GET'));
