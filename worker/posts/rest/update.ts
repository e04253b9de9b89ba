/**
 * PATCH /blog_posts: changes the filtered rows to the values of one JSON object (an empty object
 * changes nothing). A new slug on a public post leaves a redirect from the old one (slug-redirects.ts).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { buildOrder, selectRowsQuery, updateRowsQuery } from '../store/build';
import { validatePatchBody } from '../postgrest/rows';
import { applyFilteredWrite, filteredWrite } from './filtered-write';
import { readJsonBody } from './request';
import { keepFormerSlugs, releaseLiveSlugs } from '../store/slug-redirects';

export const updateApi = new Hono<AppEnv>();

updateApi.patch('/blog_posts', async (c) => {
  const w = filteredWrite(c, 'UPDATE');
  const patch = validatePatchBody(await readJsonBody(c.req.raw), w.q.columns);
  const query =
    Object.keys(patch).length === 0
      ? selectRowsQuery(w.db, { where: w.where, order: buildOrder([]), columns: w.returning, limit: null, offset: 0 })
      : updateRowsQuery(w.db, patch, w.where, w.returning);
  // A public post's old address keeps working: its slug becomes a redirect, and the new slug stops being one.
  const alongside =
    patch.slug === undefined ? undefined : { before: [keepFormerSlugs(w.db, w.where, patch.slug)], after: [releaseLiveSlugs(w.db, [patch.slug])] };
  return applyFilteredWrite(w, query, patch.slug ?? null, alongside);
});
