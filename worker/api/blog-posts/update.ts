/** PATCH /blog_posts: changes the filtered rows to the values of one JSON object (an empty object changes nothing). */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { buildOrder, selectRowsQuery, updateRowsQuery } from '../postgrest/build';
import { validatePatchBody } from '../postgrest/rows';
import { applyFilteredWrite, filteredWrite } from './filtered-write';
import { readJsonBody } from './request';

export const updateApi = new Hono<AppEnv>();

updateApi.patch('/blog_posts', async (c) => {
  const w = filteredWrite(c, 'UPDATE');
  const patch = validatePatchBody(await readJsonBody(c.req.raw), w.q.columns);
  const query =
    Object.keys(patch).length === 0
      ? selectRowsQuery(w.db, { where: w.where, order: buildOrder([]), columns: w.returning, limit: null, offset: 0 })
      : updateRowsQuery(w.db, patch, w.where, w.returning);
  return applyFilteredWrite(w, query, patch.slug ?? null);
});
