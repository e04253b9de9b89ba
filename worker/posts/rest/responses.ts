/**
 * How /blog_posts answers: JSON arrays or single objects with PostgREST's media
 * types, Content-Range, Preference-Applied, the 406 for a single object that is
 * not exactly one row, and errors as PostgREST bodies.
 */
import { ApiError, errorResponse, errors } from '../../http/errors';
import type { ParsedRequest } from '../postgrest/parse';

export const READ_METHODS = new Set(['GET', 'HEAD']);
export const ALLOWED_METHODS = 'GET, HEAD, POST, PATCH, DELETE, OPTIONS';

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** Any failure -> a PostgREST error response; anything unexpected is logged and reported as unavailable. */
export function toErrorResponse(err: unknown): Response {
  if (err instanceof ApiError) return errorResponse(err);
  console.error('blog_posts api', err instanceof Error ? err.message : err);
  return errorResponse(errors.unavailable());
}

/** `0-11/13`, or `*\/13` when no row is returned; the total is `*` when it was not counted. */
export function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}

export function singular(n: number): ApiError {
  return new ApiError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
}

export function preferenceApplied(parsed: ParsedRequest, write: boolean): Record<string, string> {
  const applied: string[] = [];
  if (parsed.prefer.count) applied.push(`count=${parsed.prefer.count}`);
  if (write && parsed.prefer.return) applied.push(`return=${parsed.prefer.return}`);
  if (write && parsed.prefer.resolution) applied.push(`resolution=${parsed.prefer.resolution}`);
  return applied.length ? { 'preference-applied': applied.join(', ') } : {};
}

/** Rows as the Accept header asked: an array, or the one row as an object. */
export function rowsResponse(rows: unknown[], parsed: ParsedRequest, status: number, headers: Record<string, string>): Response {
  const object = parsed.accept.shape === 'object';
  const body = object ? JSON.stringify(rows[0]) : JSON.stringify(rows);
  return new Response(body, { status, headers: { ...headers, 'content-type': object ? OBJECT_TYPE : JSON_TYPE } });
}
