/**
 * Share images: /og/insights/<slug>.png is the post's own image when one was
 * drawn (npm run og:images), else the site image. Cached for a day; any origin may embed them.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const ogImagesApp = new Hono<AppEnv>();

async function asset(env: Env, path: string): Promise<Response | null> {
  const res = await env.ASSETS.fetch(new Request(`https://assets.local${path}`));
  return res.ok ? res : null;
}

ogImagesApp.get('/og/insights/:file{[a-z0-9-]+\\.png}', async (c) => {
  const slug = c.req.param('file').replace(/\.png$/, '');
  const res = (await asset(c.env, `/og/insights/${slug}.png`)) ?? (await asset(c.env, '/og/default.png'));
  if (!res) return c.notFound();
  return new Response(res.body, {
    headers: {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'cross-origin-resource-policy': 'cross-origin',
    },
  });
});

ogImagesApp.get('/og/default.png', async (c) => {
  const res = await asset(c.env, '/og/default.png');
  if (!res) return c.notFound();
  return new Response(res.body, {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400', 'cross-origin-resource-policy': 'cross-origin' },
  });
});
