/**
 * The migrations wrangler applies and the drizzle schema describe the same database: every
 * table shared/schema.ts declares (found by what it exports, so a new table is checked without
 * being listed here) has, in the migrated D1, the columns, types, NOT NULL, defaults, primary key,
 * autoincrement, indexes (unique or not, their keys and conditions) and foreign keys that
 * drizzle's table config says, and the D1 has no table the schema does not declare. A schema
 * change without its migration (`npm run db:generate`) fails here.
 */
import { env } from 'cloudflare:test';
import { getTableName, is, SQL } from 'drizzle-orm';
import { getTableConfig, type SQLiteColumn, SQLiteInteger, SQLiteSyncDialect, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../shared/schema';

const TABLES = (Object.values(schema) as unknown[]).filter((v): v is SQLiteTable => is(v, SQLiteTable));
const dialect = new SQLiteSyncDialect();

/**
 * SQL as text compares without identifier quoting, spacing or one pair of parentheses around it all
 * (`lower("email")` and `lower(\`email\`)` are the same key; SQLite records `DEFAULT (x)` as `x`).
 */
function normalize(text: string): string {
  const bare = text.replace(/[`"\s]/g, '');
  if (!bare.startsWith('(') || !bare.endsWith(')')) return bare;
  let depth = 0;
  for (let i = 0; i < bare.length - 1; i++) {
    depth += bare[i] === '(' ? 1 : bare[i] === ')' ? -1 : 0;
    if (depth === 0) return bare; // the first parenthesis closes before the end: `(a)+(b)`
  }
  return bare.slice(1, -1);
}
const sqlText = (value: SQL) => dialect.sqlToQuery(value.inlineParams(), 'indexes').sql;

/** A column default as SQLite records it (PRAGMA table_info's dflt_value), from drizzle's default. */
function defaultSql(column: SQLiteColumn): string | null {
  const value: unknown = column.default;
  if (value === undefined) return null; // none, or only a runtime $defaultFn: nothing in the database
  if (is(value, SQL)) return normalize(sqlText(value));
  const stored = column.mapToDriverValue(value);
  if (typeof stored === 'string') return `'${stored.replace(/'/g, "''")}'`;
  if (typeof stored === 'number' || typeof stored === 'bigint') return String(stored);
  if (typeof stored === 'boolean') return stored ? '1' : '0';
  throw new Error(`${column.name}: a default this test cannot spell (${String(stored)})`);
}

/** The items of the top-level parenthesised list after `ON <table>` in a CREATE INDEX. */
function indexKeys(createIndex: string): string[] {
  const start = createIndex.indexOf('(', createIndex.search(/\bON\b/i));
  const keys: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of createIndex.slice(start + 1)) {
    if (ch === '(') depth++;
    if (ch === ')' && depth-- === 0) break;
    if (ch === ',' && depth === 0) {
      keys.push(current);
      current = '';
    } else current += ch;
  }
  return [...keys, current].map(normalize);
}

interface ColumnShape {
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
  /** Position in the primary key, 0 when not in it. */
  pk: number;
}

interface IndexShape {
  name: string;
  unique: boolean;
  keys: string[];
  where: string | null;
}

interface ForeignKeyShape {
  from: string[];
  table: string;
  to: string[];
  onUpdate: string;
  onDelete: string;
}

interface TableShape {
  columns: ColumnShape[];
  autoIncrement: boolean;
  indexes: IndexShape[];
  foreignKeys: ForeignKeyShape[];
  checks: string[];
}

const byName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
const fkOrder = (list: ForeignKeyShape[]) => [...list].sort((a, b) => `${a.from}`.localeCompare(`${b.from}`));

/** What drizzle says the table is. */
function declared(table: SQLiteTable): TableShape {
  const cfg = getTableConfig(table);
  const compositePk = cfg.primaryKeys[0]?.columns.map((c) => c.name) ?? [];
  const columns = cfg.columns.map((c) => ({
    name: c.name,
    type: c.getSQLType().toLowerCase(),
    // A composite primary key's columns are NOT NULL in drizzle-kit's migrations too.
    notNull: c.notNull || compositePk.includes(c.name),
    default: defaultSql(c),
    pk: c.primary ? 1 : compositePk.indexOf(c.name) + 1,
  }));
  const key = (c: SQLiteColumn | SQL) => (is(c, SQL) ? `expr:${normalize(sqlText(c))}` : c.name);
  const indexes: IndexShape[] = [
    ...cfg.indexes.map(({ config }) => ({
      name: config.name,
      unique: config.unique,
      keys: config.columns.map(key),
      where: config.where ? normalize(sqlText(config.where)) : null,
    })),
    // drizzle-kit writes unique constraints on SQLite as unique indexes of that name.
    ...cfg.columns.filter((c) => c.isUnique).map((c) => ({ name: c.uniqueName ?? `${cfg.name}_${c.name}_unique`, unique: true, keys: [c.name], where: null })),
    ...cfg.uniqueConstraints.map((u) => ({ name: u.getName() ?? '', unique: true, keys: u.columns.map((c) => c.name), where: null })),
  ];
  const foreignKeys = cfg.foreignKeys.map((fk) => {
    const ref = fk.reference();
    return {
      from: ref.columns.map((c) => c.name),
      table: getTableName(ref.foreignTable),
      to: ref.foreignColumns.map((c) => c.name),
      onUpdate: fk.onUpdate ?? 'no action',
      onDelete: fk.onDelete ?? 'no action',
    };
  });
  return {
    columns,
    autoIncrement: cfg.columns.some((c) => is(c, SQLiteInteger) && c.autoIncrement),
    indexes: byName(indexes),
    foreignKeys: fkOrder(foreignKeys),
    checks: cfg.checks.map((c) => c.name).sort(),
  };
}

async function all<T>(query: string, ...params: unknown[]): Promise<T[]> {
  return (
    await env.DB.prepare(query)
      .bind(...params)
      .all<T>()
  ).results;
}

/** What the migrated D1 says the table is. */
async function migrated(table: string): Promise<TableShape> {
  const info = await all<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>(`PRAGMA table_info(\`${table}\`)`);
  const columns = info.map((c) => ({
    name: c.name,
    type: c.type.toLowerCase(),
    notNull: c.notnull === 1,
    // An expression default is recorded as written, quoting and all; a literal exactly.
    default: c.dflt_value === null ? null : c.dflt_value.startsWith("'") ? c.dflt_value : normalize(c.dflt_value),
    pk: c.pk,
  }));
  const [created] = await all<{ sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", table);

  const indexes: IndexShape[] = [];
  const list = await all<{ name: string; unique: number; origin: string; partial: number }>(`PRAGMA index_list(\`${table}\`)`);
  for (const index of list.filter((i) => i.origin !== 'pk')) {
    const [def] = await all<{ sql: string | null }>("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?", index.name);
    const written = def?.sql ? indexKeys(def.sql) : [];
    const xinfo = await all<{ seqno: number; cid: number; name: string | null; key: number }>(`PRAGMA index_xinfo(\`${index.name}\`)`);
    indexes.push({
      name: index.name,
      unique: index.unique === 1,
      keys: xinfo.filter((k) => k.key === 1).map((k) => (k.cid === -2 ? `expr:${written[k.seqno]}` : k.name!)),
      where: index.partial === 1 && def?.sql ? normalize(def.sql.slice(def.sql.search(/\bWHERE\b/i) + 5)) : null,
    });
  }

  const fkRows = await all<{ id: number; seq: number; table: string; from: string; to: string; on_update: string; on_delete: string }>(
    `PRAGMA foreign_key_list(\`${table}\`)`,
  );
  const foreignKeys = [...new Set(fkRows.map((r) => r.id))].map((id) => {
    const rows = fkRows.filter((r) => r.id === id).sort((a, b) => a.seq - b.seq);
    return {
      from: rows.map((r) => r.from),
      table: rows[0]!.table,
      to: rows.map((r) => r.to),
      onUpdate: rows[0]!.on_update.toLowerCase(),
      onDelete: rows[0]!.on_delete.toLowerCase(),
    };
  });

  return {
    columns,
    autoIncrement: /\bAUTOINCREMENT\b/i.test(created?.sql ?? ''),
    indexes: byName(indexes),
    foreignKeys: fkOrder(foreignKeys),
    checks: [...(created?.sql ?? '').matchAll(/CONSTRAINT\s+[`"]?(\w+)[`"]?\s+CHECK/gi)].map((m) => m[1]!).sort(),
  };
}

describe('the schema finds its tables', () => {
  it('shared/schema.ts declares tables, and the D1 has exactly those', async () => {
    expect(TABLES.length).toBeGreaterThanOrEqual(5);
    const inD1 = await all<{ name: string }>(
      // sqlite_* and _cf_* are SQLite's and D1's own; d1_migrations is the migration runner's record.
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations'",
    );
    expect(inD1.map((t) => t.name).sort()).toEqual(TABLES.map((t) => getTableName(t)).sort());
  });
});

describe.each(TABLES.map((t) => [getTableName(t), t] as const))('%s', (name, table) => {
  const want = declared(table);
  const got = () => migrated(name);

  it('has the columns the schema declares: names, order, types, NOT NULL, defaults, primary key', async () => {
    expect((await got()).columns).toEqual(want.columns);
  });

  it('autoincrements its key exactly when the schema says so', async () => {
    expect((await got()).autoIncrement).toBe(want.autoIncrement);
  });

  it('has the indexes and unique constraints the schema declares, with their keys and conditions', async () => {
    expect((await got()).indexes).toEqual(want.indexes);
  });

  it('has the foreign keys and checks the schema declares', async () => {
    const { foreignKeys, checks } = await got();
    expect(foreignKeys).toEqual(want.foreignKeys);
    expect(checks).toEqual(want.checks);
  });
});

describe('database behaviour the schema promises', () => {
  it('maintains updated_at on update', async () => {
    await env.DB.prepare(
      "INSERT INTO blog_posts (slug, title, content, category, author, updated_at) VALUES ('touch-me', 't', 'c', 'x', 'a', '2000-01-01T00:00:00.000Z')",
    ).run();
    await env.DB.prepare("UPDATE blog_posts SET title = 'changed' WHERE slug = 'touch-me'").run();
    const row = await env.DB.prepare("SELECT updated_at FROM blog_posts WHERE slug = 'touch-me'").first<{ updated_at: string }>();
    expect(row!.updated_at > '2020-01-01').toBe(true);
  });

  it('keeps one subscriber per email whatever its case', async () => {
    await env.DB.prepare("INSERT INTO newsletter_subscribers (email) VALUES ('Case@Example.com')").run();
    await expect(env.DB.prepare("INSERT INTO newsletter_subscribers (email) VALUES ('case@example.COM')").run()).rejects.toThrow(/UNIQUE/);
  });
});
