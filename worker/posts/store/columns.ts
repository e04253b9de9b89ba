/**
 * The blog_posts columns as the API sees them, all read from the drizzle table
 * (shared/schema.ts): the allow-list, how each column is compared, which are
 * unique. Adding a column to the table adds it here; nothing is listed twice.
 */
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { PostColumn } from '../../../shared/posts/post';
import { blogPostRevisions, blogPosts, TIMESTAMP_COLUMNS } from '../../../shared/schema';

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

/**
 * A table the PostgREST grammar reads: blog_posts (read and written), or blog_post_revisions (read
 * only, by staff). Column names are typed as PostColumn throughout the engine; for another table
 * they are its own, checked against `columns` like the posts' are.
 */
export interface TableSpec {
  name: string;
  table: SQLiteTable;
  columns: Readonly<Record<string, SQLiteColumn>>;
  list: readonly PostColumn[];
  timestamps: ReadonlySet<string>;
}

export const POSTS_TABLE: TableSpec = { name: 'blog_posts', table: blogPosts, columns: COLUMNS, list: POST_COLUMNS, timestamps: TIMESTAMP_COLUMNS };

const REVISION_COLUMNS = getTableColumns(blogPostRevisions);
export const REVISIONS_TABLE: TableSpec = {
  name: 'blog_post_revisions',
  table: blogPostRevisions,
  columns: REVISION_COLUMNS,
  list: Object.keys(REVISION_COLUMNS) as PostColumn[],
  timestamps: new Set([...TIMESTAMP_COLUMNS, 'created_at']),
};

export function isColumnOf(table: TableSpec, name: string): name is PostColumn {
  return table === POSTS_TABLE ? COLUMN_SET.has(name) : Object.hasOwn(table.columns, name);
}

/** From the column's drizzle data type; JSON columns hold lists of strings, named text columns hold timestamps. */
export function columnType(col: PostColumn, table: TableSpec = POSTS_TABLE): ColumnType {
  const { dataType } = table.columns[col]!;
  if (dataType === 'number') return 'integer';
  if (dataType === 'json') return 'string_list';
  return table.timestamps.has(col) ? 'timestamp' : 'text';
}

/** Columns with a unique index of their own (the primary key included): the only valid `on_conflict` targets. */
export const UNIQUE_COLUMNS: readonly PostColumn[] = (() => {
  const { columns, indexes } = getTableConfig(blogPosts);
  const unique = indexes.filter((i) => i.config.unique && i.config.columns.length === 1).map((i) => (i.config.columns[0] as SQLiteColumn).name);
  return POST_COLUMNS.filter((c) => unique.includes(c) || columns.some((col) => col.primary && col.name === c));
})();
