/**
 * Checks a parsed request against the blog_posts columns and coerces filter
 * values by column type (not by how they look): unknown columns are 42703,
 * operators a column type cannot take are PGRST100, values a type cannot hold
 * are 22P02 / 22007, as PostgreSQL would report them through PostgREST.
 */
import type { PostColumn } from '../../../shared/posts/post';
import { ApiError } from '../../http/errors';
import { columnType, isColumnOf, isPostColumn, POSTS_TABLE, UNIQUE_COLUMNS, type ColumnType, type TableSpec } from '../store/columns';
import type { ConditionNode, FilterNode, FilterOp, IsValue, Quantifier } from './filters';
import type { OrderTerm } from './order-range';
import type { ParsedRequest } from './parse';
import { parseError, quote } from './syntax';

const OPS_BY_TYPE: Record<ColumnType, ReadonlySet<FilterOp>> = {
  integer: new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'is', 'isdistinct']),
  text: new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is', 'isdistinct']),
  // Timestamps are stored as ISO text, so pattern matching on them is harmless and handy (like.2024-12*).
  timestamp: new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is', 'isdistinct']),
  string_list: new Set(['cs', 'cd', 'ov', 'is']),
};

/** A value already converted to what the column holds. */
export type Scalar = string | number;

export type ResolvedFilter =
  | {
      kind: 'compare';
      column: PostColumn;
      negate: boolean;
      op: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'isdistinct';
      quantifier: Quantifier | null;
      values: Scalar[];
    }
  | { kind: 'pattern'; column: PostColumn; negate: boolean; op: 'like' | 'ilike'; quantifier: Quantifier | null; patterns: string[] }
  | { kind: 'in'; column: PostColumn; negate: boolean; values: Scalar[] }
  | { kind: 'is'; column: PostColumn; negate: boolean; value: 'null' | 'not_null' }
  | { kind: 'list'; column: PostColumn; negate: boolean; op: 'cs' | 'cd' | 'ov'; items: string[] };

export type ResolvedCondition = ResolvedFilter | { kind: 'and' | 'or'; negate: boolean; children: ResolvedCondition[] };

export interface ResolvedOrder {
  column: PostColumn;
  direction: 'asc' | 'desc';
  nulls: 'first' | 'last';
}

export interface ResolvedSelectItem {
  column: PostColumn;
  alias: string;
}

export interface ResolvedRequest {
  select: ResolvedSelectItem[];
  where: ResolvedCondition[];
  order: ResolvedOrder[];
  onConflict: PostColumn | null;
  columns: PostColumn[] | null;
}

/** Closest column name, for the hint on a typo. */
function suggestion(name: string, table: TableSpec): string | null {
  const lower = name.toLowerCase();
  const exact = table.list.find((c) => c === lower);
  if (exact) return `Perhaps you meant to reference the column "${table.name}.${exact}".`;
  const near = table.list.find((c) => c.startsWith(lower.slice(0, 4)) && lower.length >= 3);
  return near ? `Perhaps you meant to reference the column "${table.name}.${near}".` : null;
}

export function column(name: string, table: TableSpec = POSTS_TABLE): PostColumn {
  if (isColumnOf(table, name)) return name;
  if (name.includes('->')) throw parseError('JSON paths are not supported', `In "${quote(name, 60)}"`);
  throw new ApiError(400, '42703', `column ${table.name}.${quote(name, 60)} does not exist`, null, suggestion(name, table));
}

/** ISO 8601 date or timestamp -> the stored form (`2024-12-04T09:00:00.000Z`), or null. */
export function normalizeTimestamp(raw: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i.exec(raw.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone] = m;
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  let tz = zone ? zone.toUpperCase() : 'Z';
  if (tz !== 'Z') tz = tz.length === 3 ? `${tz}:00` : tz.includes(':') ? tz : `${tz.slice(0, 3)}:${tz.slice(3)}`;
  const ms = frac ? frac.slice(0, 4).padEnd(4, '0') : '.000';
  // Reject calendar dates that would roll over (2024-02-31 -> March).
  const calendar = new Date(`${y}-${mo}-${d}T00:00:00Z`);
  if (Number.isNaN(calendar.getTime()) || calendar.getUTCDate() !== day) return null;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${ms}${tz}`);
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) return null;
  return date.toISOString();
}

const INTEGER_RE = /^-?\d{1,16}$/;

/** A filter value converted to the column's type; 22P02 / 22007 when it cannot be. */
export function coerce(col: PostColumn, raw: string, table: TableSpec = POSTS_TABLE): Scalar {
  switch (columnType(col, table)) {
    case 'integer': {
      const t = raw.trim();
      if (!INTEGER_RE.test(t) || !Number.isSafeInteger(Number(t))) {
        throw new ApiError(400, '22P02', `invalid input syntax for type bigint: "${quote(raw, 60)}"`);
      }
      return Number(t);
    }
    case 'timestamp': {
      const iso = normalizeTimestamp(raw);
      if (iso === null) throw new ApiError(400, '22007', `invalid input syntax for type timestamp with time zone: "${quote(raw, 60)}"`);
      return iso;
    }
    default:
      return raw;
  }
}

function resolveFilter(node: FilterNode, table: TableSpec): ResolvedFilter {
  const col = column(node.column, table);
  const type = columnType(col, table);
  if (!OPS_BY_TYPE[type].has(node.op)) {
    throw parseError(`Operator "${node.op}" is not supported for column "${col}"`, null, `"${col}" accepts: ${[...OPS_BY_TYPE[type]].join(', ')}`);
  }
  const { negate, quantifier, value } = node;
  switch (node.op) {
    case 'is': {
      const v = (value as { value: IsValue }).value;
      // No boolean columns exist; PostgreSQL refuses IS TRUE on other types.
      if (v === 'true' || v === 'false' || v === 'unknown') {
        throw new ApiError(400, '42804', `argument of IS ${v.toUpperCase()} must be type boolean, not type ${type}`);
      }
      return { kind: 'is', column: col, negate, value: v };
    }
    case 'in':
      return { kind: 'in', column: col, negate, values: (value as { items: string[] }).items.map((v) => coerce(col, v, table)) };
    case 'cs':
    case 'cd':
    case 'ov':
      return { kind: 'list', column: col, negate, op: node.op, items: (value as { items: string[] }).items };
    case 'like':
    case 'ilike': {
      const patterns = value.kind === 'list' ? value.items : [(value as { text: string }).text];
      return { kind: 'pattern', column: col, negate, op: node.op, quantifier, patterns };
    }
    default: {
      const raw = value.kind === 'list' ? value.items : [(value as { text: string }).text];
      if (quantifier && raw.length === 0) throw parseError(`(${quantifier}) needs at least one value`);
      return { kind: 'compare', column: col, negate, op: node.op, quantifier, values: raw.map((v) => coerce(col, v, table)) };
    }
  }
}

function resolveCondition(node: ConditionNode, table: TableSpec): ResolvedCondition {
  if (node.kind === 'filter') return resolveFilter(node, table);
  return { kind: node.kind, negate: node.negate, children: node.children.map((child) => resolveCondition(child, table)) };
}

function resolveOrder(term: OrderTerm, table: TableSpec): ResolvedOrder {
  const col = column(term.column, table);
  // PostgreSQL's defaults, spelled out because SQLite sorts NULLs the other way.
  const nulls = term.nulls ?? (term.direction === 'asc' ? 'last' : 'first');
  return { column: col, direction: term.direction, nulls };
}

function resolveSelect(parsed: ParsedRequest, table: TableSpec): ResolvedSelectItem[] {
  if (parsed.select.kind === 'star') return table.list.map((c) => ({ column: c, alias: c }));
  const out: ResolvedSelectItem[] = [];
  const seen = new Set<string>();
  const push = (item: ResolvedSelectItem) => {
    if (seen.has(item.alias)) return;
    seen.add(item.alias);
    out.push(item);
  };
  for (const item of parsed.select.items) {
    if (item.column === '*') for (const c of table.list) push({ column: c, alias: c });
    else push({ column: column(item.column, table), alias: item.alias });
  }
  return out;
}

/** Columns named in `columns=` or a request body that are not in the table: PGRST204. */
export function writableColumn(name: string): PostColumn {
  if (isPostColumn(name)) return name;
  throw new ApiError(400, 'PGRST204', `Could not find the '${quote(name, 60)}' column of 'blog_posts' in the schema cache`);
}

function resolveOnConflict(list: string[] | null): PostColumn | null {
  if (list === null) return null;
  const cols = list.map(writableColumn);
  if (cols.length !== 1 || !UNIQUE_COLUMNS.includes(cols[0]!)) {
    throw new ApiError(
      400,
      '42P10',
      'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      null,
      'Use on_conflict=slug or on_conflict=id.',
    );
  }
  return cols[0]!;
}

/** `table`: blog_posts unless said (blog_post_revisions is read with the same grammar). */
export function resolveRequest(parsed: ParsedRequest, table: TableSpec = POSTS_TABLE): ResolvedRequest {
  return {
    select: resolveSelect(parsed, table),
    where: parsed.where.map((node) => resolveCondition(node, table)),
    order: parsed.order.map((term) => resolveOrder(term, table)),
    onConflict: resolveOnConflict(parsed.onConflict),
    columns: parsed.columns ? [...new Set(parsed.columns.map(writableColumn))] : null,
  };
}
