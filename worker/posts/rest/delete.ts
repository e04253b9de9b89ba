/** DELETE /blog_posts: removes the filtered rows (their revisions stay: a post's history outlives it). */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { announceWrites } from '../revisions/post-write';
import { deleteRowsQuery } from '../store/build';
import { POST_COLUMNS } from '../store/columns';
import { asPost } from '../revisions/store';
import { applyFilteredWrite, filteredWrite } from './filtered-write';

export const deleteApi = new Hono<AppEnv>();

deleteApi.delete('/blog_posts', (c) => {
  const w = filteredWrite(c, 'DELETE');
  // Whole rows come back, so what follows a write knows what was deleted; the answer still shows only the selection.
  return applyFilteredWrite(w, deleteRowsQuery(w.db, w.where, POST_COLUMNS), null, undefined, (rows) =>
    announceWrites(
      c,
      rows.map((r) => ({ before: asPost(r), after: null })),
    ),
  );
});
