/**
 * The IndexNow key file, `/<INDEXNOW_KEY>.txt` (text/plain, the key): how a search engine checks
 * that a batch of URLs comes from the site's owner. With no key configured the path is like any
 * other unknown path.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { indexNowKey } from './send';

export const indexNowKeyApp = new Hono<AppEnv>();

indexNowKeyApp.get('/:file{[A-Za-z0-9-]{8,128}\\.txt}', async (c, next) => {
  const key = indexNowKey(c.env);
  if (!key || c.req.param('file') !== `${key}.txt`) return next();
  return c.text(key, 200, { 'cache-control': 'public, max-age=3600' });
});
