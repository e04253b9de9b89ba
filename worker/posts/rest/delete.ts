/** DELETE /blog_posts: removes the filtered rows. */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { deleteRowsQuery } from '../store/build';
import { applyFilteredWrite, filteredWrite } from './filtered-write';

export const deleteApi = new Hono<AppEnv>();

deleteApi.delete('/blog_posts', (c) => {
  const w = filteredWrite(c, 'DELETE');
  return applyFilteredWrite(w, deleteRowsQuery(w.db, w.where, w.returning), null);
});
