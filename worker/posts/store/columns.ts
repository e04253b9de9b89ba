/**
 * The blog_posts columns as the API sees them, all read from the drizzle table
 * (shared/schema.ts): the allow-list, how each column is compared, which are
 * unique. Adding a column to the table adds it here; nothing is listed twice.
 */
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { PostColumn } from '../../../shared/post';
import { blogPosts, TIMESTAMP_COLUMNS } from '../../../shared/schema';

/** Wire name -> drizzle column: the only source of identifiers in generated SQL. */
export const COLUMNS: Readonly<Record<PostColumn, SQLiteColumn>> = getTableColumns(blogPosts);

/** Every column, in table order: the API's allow-list and what `select=*` returns. */
export const POST_COLUMNS = Object.keys(COLUMNS) as PostColumn[];

const COLUMN_SET: ReadonlySet<string> = new Set(POST_COLUMNS);

export function isPostColumn(name: string): name is PostColumn {
  return COLUMN_SET.has(name);
}

/** How a column is compared and checked. */
export type ColumnType = 'integer' | 'text' | 'timestamp' | 'string_list';

/** From the column's drizzle data type; JSON columns hold lists of strings, named text columns hold timestamps. */
export function columnType(col: PostColumn): ColumnType {
  const { dataType } = COLUMNS[col];
  if (dataType === 'number') return 'integer';
  if (dataType === 'json') return 'string_list';
  return TIMESTAMP_COLUMNS.has(col) ? 'timestamp' : 'text';
}

/** Columns with a unique index of their own (the primary key included): the only valid `on_conflict` targets. */
export const UNIQUE_COLUMNS: readonly PostColumn[] = (() => {
  const { columns, indexes } = getTableConfig(blogPosts);
  const unique = indexes.filter((i) => i.config.unique && i.config.columns.length === 1).map((i) => (i.config.columns[0] as SQLiteColumn).name);
  return POST_COLUMNS.filter((c) => unique.includes(c) || columns.some((col) => col.primary && col.name === c));
})();
