/**
 * What PATCH and DELETE share: the rows are chosen by filters (at least one,
 * never limit/offset), a single-object request must match exactly one row
 * before anything changes, and the answer is 204 (minimal) or 200 with the
 * changed rows (representation).
 */
import type { Context } from 'hono';
import type { SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { PostColumn } from '../../../shared/posts/post';
import type { AppEnv, Db } from '../../env';
import { ApiError } from '../../http/errors';
import { assertParamBudget, buildWhere, countRowsQuery, projectionColumns, toWireRow, type RawRow } from '../store/build';
import { run } from '../store/db-errors';
import { tableRequest, type TableRequest } from './request';
import { contentRange, preferenceApplied, rowsResponse, singular } from './responses';

export interface FilteredWrite extends TableRequest {
  db: Db;
  where: SQL;
  /** The columns the answer needs: the selection for return=representation, else only id. */
  returning: PostColumn[];
}

/** Parses the request and refuses one that would change rows without a filter. */
export function filteredWrite(c: Context<AppEnv>, verb: 'UPDATE' | 'DELETE'): FilteredWrite {
  const { parsed, q } = tableRequest(c);
  if (parsed.limit !== null || parsed.offset !== null) {
    throw new ApiError(
      400,
      'PGRST100',
      `limit and offset are not supported on ${verb === 'UPDATE' ? 'PATCH' : 'DELETE'}`,
      null,
      'Select the rows with filters, e.g. id=eq.5.',
    );
  }
  const where = buildWhere(q.where);
  if (!where) throw new ApiError(400, '21000', `${verb} requires a WHERE clause`, null, 'Add a filter such as id=eq.5 or slug=eq.my-post.');
  const returning: PostColumn[] = parsed.prefer.return === 'representation' ? projectionColumns(q.select) : ['id'];
  return { parsed, q, db: c.var.db, where, returning };
}

/** Statements that must run in one transaction with the change: before it (they see the rows as they were) and after it. */
export interface AlongsideWrite {
  before: Statement[];
  after: Statement[];
}

/** A drizzle statement D1 can run in a batch, whose bound parameters can be counted. */
type Statement = BatchItem<'sqlite'> & { toSQL(): { params: unknown[] } };

/**
 * Runs the change and answers; a request for exactly one row must not change several, so that is
 * checked first. With `alongside`, the change and those statements are one D1 batch (one transaction).
 */
export async function applyFilteredWrite(
  w: FilteredWrite,
  query: Statement & PromiseLike<unknown>,
  slugHint: string | null,
  alongside?: AlongsideWrite,
  /** Told the rows changed, once the change succeeded (before the answer is made). */
  onChanged?: (rows: RawRow[]) => Promise<void>,
): Promise<Response> {
  const { parsed, q } = w;
  if (parsed.accept.shape === 'object') {
    const count = countRowsQuery(w.db, w.where);
    assertParamBudget(count);
    const n = Number((await run(() => count))[0]?.n ?? 0);
    if (n !== 1) throw singular(n);
  }
  assertParamBudget(query);
  const changed = (await run(async () => {
    if (!alongside) return query;
    alongside.before.forEach(assertParamBudget);
    alongside.after.forEach(assertParamBudget);
    const results = await w.db.batch([...alongside.before, query, ...alongside.after] as [Statement, ...Statement[]]);
    return results[alongside.before.length];
  }, slugHint)) as RawRow[];
  if (onChanged && changed.length > 0) await onChanged(changed);
  const headers: Record<string, string> = { ...preferenceApplied(parsed, true) };
  if (parsed.prefer.count) headers['content-range'] = contentRange(0, changed.length, changed.length);
  if (parsed.prefer.return !== 'representation') return new Response(null, { status: 204, headers });
  const rows = changed.map((r) => toWireRow(r, q.select, parsed.accept.stripNulls));
  return rowsResponse(rows, parsed, 200, headers);
}
