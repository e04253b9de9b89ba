/**
 * Resolved PostgREST requests -> drizzle queries on blog_posts (and reads of
 * blog_post_revisions, columns.ts `TableSpec`). Every value
 * is a bound parameter; identifiers only ever come from the drizzle table
 * (columns.ts), never from the request. JSON list columns (tags) are searched
 * with json_each; `like` is case-sensitive (GLOB), `ilike` is SQLite's LIKE.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { PostColumn } from '../../../shared/posts/post';
import { blogPosts } from '../../../shared/schema';
import type { Db } from '../../env';
import { ApiError } from '../../http/errors';
import { COLUMNS, columnType, POSTS_TABLE, type TableSpec } from './columns';
import { patternTokens, toGlobPattern, toLikePattern } from '../postgrest/patterns';
import type { ResolvedCondition, ResolvedFilter, ResolvedOrder, ResolvedSelectItem, Scalar } from '../postgrest/resolve';
import type { PostValues } from '../postgrest/rows';

/** D1 binds at most 100 parameters per statement. */
export const MAX_BOUND_PARAMETERS = 100;

const TRUE = sql`1`;
const FALSE = sql`0`;

const COMPARE_SQL = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', isdistinct: 'IS NOT' } as const;

/** A JSON list column's value, or an empty list if a row ever held something else (json_each must not fail). */
function listJson(t: SQLiteColumn): SQL {
  return sql`(CASE WHEN json_valid(${t}) THEN (CASE WHEN json_type(${t}) = 'array' THEN ${t} ELSE '[]' END) ELSE '[]' END)`;
}

function joinAll(parts: SQL[], op: 'AND' | 'OR'): SQL {
  if (parts.length === 0) return op === 'AND' ? TRUE : FALSE;
  if (parts.length === 1) return parts[0]!;
  return sql`(${sql.join(parts, sql.raw(` ${op} `))})`;
}

function valueList(values: Scalar[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
}

function filterSql(f: ResolvedFilter, table: TableSpec): SQL {
  const col = table.columns[f.column]!;
  switch (f.kind) {
    case 'compare': {
      const parts = f.values.map((v) => sql`${col} ${sql.raw(COMPARE_SQL[f.op])} ${v}`);
      return joinAll(parts, f.quantifier === 'any' ? 'OR' : 'AND');
    }
    case 'pattern': {
      const parts = f.patterns.map((p) => {
        const tokens = patternTokens(p);
        return f.op === 'like' ? sql`${col} GLOB ${toGlobPattern(tokens)}` : sql`${col} LIKE ${toLikePattern(tokens)} ESCAPE '\\'`;
      });
      return joinAll(parts, f.quantifier === 'any' ? 'OR' : 'AND');
    }
    case 'in':
      return f.values.length === 0 ? FALSE : sql`${col} IN (${valueList(f.values)})`;
    case 'is':
      return f.value === 'null' ? sql`${col} IS NULL` : sql`${col} IS NOT NULL`;
    case 'list': {
      const tags = listJson(col);
      if (f.op === 'cs') {
        return joinAll(
          f.items.map((item) => sql`EXISTS (SELECT 1 FROM json_each(${tags}) WHERE value = ${item})`),
          'AND',
        );
      }
      if (f.op === 'ov') {
        return f.items.length === 0 ? FALSE : sql`EXISTS (SELECT 1 FROM json_each(${tags}) WHERE value IN (${valueList(f.items)}))`;
      }
      return f.items.length === 0
        ? sql`NOT EXISTS (SELECT 1 FROM json_each(${tags}))`
        : sql`NOT EXISTS (SELECT 1 FROM json_each(${tags}) WHERE value NOT IN (${valueList(f.items)}))`;
    }
  }
}

function conditionSql(c: ResolvedCondition, table: TableSpec): SQL {
  const inner =
    'children' in c
      ? joinAll(
          c.children.map((child) => conditionSql(child, table)),
          c.kind === 'and' ? 'AND' : 'OR',
        )
      : filterSql(c, table);
  return c.negate ? sql`NOT (${inner})` : inner;
}

/** Top-level filters ANDed; undefined when there are none. */
export function buildWhere(conditions: ResolvedCondition[], table: TableSpec = POSTS_TABLE): SQL | undefined {
  if (conditions.length === 0) return undefined;
  return joinAll(
    conditions.map((c) => conditionSql(c, table)),
    'AND',
  );
}

/**
 * ORDER BY terms, with id as the final tie-breaker so pages never overlap. NULLS
 * FIRST/LAST is spelled out for nullable columns only: on a NOT NULL column it
 * changes nothing, but it stops SQLite from reading an index in order.
 */
export function buildOrder(order: ResolvedOrder[], table: TableSpec = POSTS_TABLE): SQL[] {
  const terms = order.map((o) => {
    const col = table.columns[o.column]!;
    const direction = sql.raw(o.direction === 'asc' ? 'ASC' : 'DESC');
    return col.notNull ? sql`${col} ${direction}` : sql`${col} ${direction} NULLS ${sql.raw(o.nulls === 'first' ? 'FIRST' : 'LAST')}`;
  });
  if (!order.some((o) => o.column === 'id')) terms.push(sql`${table.columns.id} ASC`);
  return terms;
}

/** Raw column values keyed by wire name (drizzle's own mapping would throw on a malformed tags value). */
function fieldsFor(columns: readonly PostColumn[], table: TableSpec = POSTS_TABLE): Record<string, SQL> {
  const cols = columns.length ? columns : (['id'] as const);
  return Object.fromEntries(cols.map((c) => [c, sql`${table.columns[c]}`]));
}

/** Distinct columns a projection needs, in first-use order. */
export function projectionColumns(select: readonly ResolvedSelectItem[]): PostColumn[] {
  return [...new Set(select.map((s) => s.column))];
}

export type RawRow = Record<string, unknown>;
export type WireRow = Record<string, unknown>;

function wireValue(col: PostColumn, raw: unknown, table: TableSpec): unknown {
  if (raw === null || raw === undefined) return null;
  const type = columnType(col, table);
  if (type === 'string_list') {
    try {
      const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
      return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
    } catch {
      return [];
    }
  }
  if (type === 'integer') return Number(raw);
  return typeof raw === 'string' ? raw : String(raw);
}

/** A database row -> the JSON object the client asked for (aliases, order, stripped nulls). */
export function toWireRow(raw: RawRow, select: readonly ResolvedSelectItem[], stripNulls: boolean, table: TableSpec = POSTS_TABLE): WireRow {
  const out: WireRow = {};
  for (const { column, alias } of select) {
    const value = wireValue(column, raw[column], table);
    if (stripNulls && value === null) continue;
    out[alias] = value;
  }
  return out;
}

/** Refuses statements D1 could not bind (too many filter values) before they reach the database. */
export function assertParamBudget(query: { toSQL(): { params: unknown[] } }): void {
  const n = query.toSQL().params.length;
  if (n > MAX_BOUND_PARAMETERS) {
    throw new ApiError(
      400,
      'PGRST100',
      'Too many filter values',
      `The request needs ${n} values; at most ${MAX_BOUND_PARAMETERS} are allowed.`,
      'Split the request into smaller ones.',
    );
  }
}

export interface ReadPlan {
  where: SQL | undefined;
  order: SQL[];
  columns: PostColumn[];
  /** null: no limit (staff only). */
  limit: number | null;
  offset: number;
}

export function selectRowsQuery(db: Db, plan: ReadPlan, table: TableSpec = POSTS_TABLE) {
  const q = db
    .select(fieldsFor(plan.columns, table))
    .from(table.table)
    .where(plan.where)
    .orderBy(...plan.order);
  // SQLite needs a LIMIT before OFFSET, and drizzle drops negative ones: "no limit" is the largest 32-bit count.
  return q.limit(plan.limit ?? 2_147_483_647).offset(plan.offset);
}

export function countRowsQuery(db: Db, where: SQL | undefined, table: TableSpec = POSTS_TABLE) {
  return db.select({ n: sql<number>`count(*)` }).from(table.table).where(where);
}

/** Checked values are keyed by column name, which is drizzle's key too; required columns were checked by the validator. */
function toInsertRow(values: PostValues): typeof blogPosts.$inferInsert {
  return values as typeof blogPosts.$inferInsert;
}

export type Conflict = { mode: 'error' } | { mode: 'ignore'; target: PostColumn | null } | { mode: 'merge'; target: PostColumn };

/** `ON CONFLICT ... DO UPDATE SET` for merge-duplicates: every written column but the conflict target takes the new value. */
function mergeSet(values: PostValues, target: PostColumn): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const col of Object.keys(values) as PostColumn[]) {
    if (col !== target) set[col] = sql.raw(`excluded."${COLUMNS[col].name}"`);
  }
  return set;
}

/** One INSERT per row (a multi-row VALUES would exceed D1's parameter limit); the caller batches them atomically. */
export function insertRowQuery(db: Db, values: PostValues, conflict: Conflict, returning: readonly PostColumn[]) {
  const base = db.insert(blogPosts).values(toInsertRow(values));
  const fields = fieldsFor(returning);
  if (conflict.mode === 'ignore') return base.onConflictDoNothing(conflict.target ? { target: COLUMNS[conflict.target] } : {}).returning(fields);
  if (conflict.mode === 'error') return base.returning(fields);
  const target = COLUMNS[conflict.target];
  const set = mergeSet(values, conflict.target);
  return (Object.keys(set).length ? base.onConflictDoUpdate({ target, set }) : base.onConflictDoNothing({ target })).returning(fields);
}

export function updateRowsQuery(db: Db, values: PostValues, where: SQL, returning: readonly PostColumn[]) {
  return db.update(blogPosts).set(toInsertRow(values)).where(where).returning(fieldsFor(returning));
}

export function deleteRowsQuery(db: Db, where: SQL, returning: readonly PostColumn[]) {
  return db.delete(blogPosts).where(where).returning(fieldsFor(returning));
}
