/**
 * PostgREST request grammar: query string + headers -> a typed description of
 * what was asked for. Pure and table-agnostic: column names are checked later
 * (resolve.ts), SQL is made later still (build.ts). Anything that does not
 * parse is a PostgREST-style error (PGRST100 and friends), never an exception
 * of another kind. Each part of the grammar lives in its own module.
 */
import { parseFilters, type ConditionNode } from './filters';
import { checkProfile, parseAccept, parsePrefer, type AcceptType, type Preferences } from './headers';
import { parseNonNegative, parseOrder, parseRangeHeader, type OrderTerm, type RowRange } from './order-range';
import { parseColumnList, parseSelect, type Selection } from './select';

export interface ParsedRequest {
  select: Selection;
  /** Top-level filters are ANDed together. */
  where: ConditionNode[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  /** From the Range header (reads only). */
  range: RowRange | null;
  prefer: Preferences;
  accept: AcceptType;
  onConflict: string[] | null;
  columns: string[] | null;
}

function lastValue(params: URLSearchParams, key: string): string | null {
  const all = params.getAll(key);
  return all.length ? all[all.length - 1]! : null;
}

/** The whole request: query string and headers -> ParsedRequest. Throws ApiError. */
export function parseRequest(params: URLSearchParams, headers: Headers): ParsedRequest {
  checkProfile(headers);
  const where = parseFilters(params);
  return {
    select: parseSelect(lastValue(params, 'select')),
    where,
    order: parseOrder(lastValue(params, 'order')),
    limit: parseNonNegative('limit', lastValue(params, 'limit')),
    offset: parseNonNegative('offset', lastValue(params, 'offset')),
    range: parseRangeHeader(headers.get('range')),
    prefer: parsePrefer(headers.get('prefer')),
    accept: parseAccept(headers.get('accept')),
    onConflict: parseColumnList('on_conflict', lastValue(params, 'on_conflict')),
    columns: parseColumnList('columns', lastValue(params, 'columns')),
  };
}
