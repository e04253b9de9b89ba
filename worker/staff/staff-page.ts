/**
 * GET /staff and /staff/<anything but api>: the staff app's one HTML file (dist/client/staff.html,
 * its own Vite build), which routes in the browser from there. Never indexed, never cached; until
 * the file is built the answer is a plain 503 saying so.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

const PAGE_HEADERS = { 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' };

function isApiPath(path: string): boolean {
  return path === '/staff/api' || path.startsWith('/staff/api/');
}

/** Registered for GET /staff and /staff/*; passes /staff/api/* on to the API routes. */
export const staffPage: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isApiPath(c.req.path)) return next();
  const asset = await c.env.ASSETS.fetch(new URL('/staff.html', c.req.url));
  if (!asset.ok) {
    await asset.body?.cancel();
    return c.text('The staff app is not built: run `npm run build`, which builds it into dist/client/staff.html.', 503, {
      ...PAGE_HEADERS,
      'retry-after': '60',
    });
  }
  return new Response(asset.body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...PAGE_HEADERS } });
};
