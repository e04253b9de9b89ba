/**
 * Every worker test file starts from an empty, migrated D1 and an empty image bucket.
 *
 * Files share one workerd per test worker (`isolate: false` in vitest.config.ts), so the schema
 * is migrated once (the same files wrangler applies) and each later file only empties the tables,
 * which costs milliseconds instead of a fresh migration. A file that changed the schema itself
 * (dropped or added a table) is caught by the table list and gets the full migration again.
 */
import { applyD1Migrations, env } from 'cloudflare:test';

const TABLES_SQL = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name";

async function tableNames(): Promise<string[]> {
  const { results } = await env.DB.prepare(TABLES_SQL).all<{ name: string }>();
  return results.map((r) => r.name);
}

/** The table list right after migrating, kept across files in this workerd. */
const migrated = globalThis as { __migratedTables?: string };

async function resetDatabase() {
  const names = await tableNames();
  if (migrated.__migratedTables !== names.join(',')) {
    // First file here, or a file changed the schema: start from nothing and migrate.
    await env.DB.batch([env.DB.prepare('PRAGMA defer_foreign_keys = on'), ...names.map((n) => env.DB.prepare(`DROP TABLE IF EXISTS "${n}"`))]);
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    migrated.__migratedTables = (await tableNames()).join(',');
    return;
  }
  const data = names.filter((n) => n !== 'd1_migrations');
  const hasSequence = (await env.DB.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").first()) !== null;
  // Some triggers refuse deletes (the audit log keeps a year); they step aside while the tables empty.
  const { results: triggers } = await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").all<{ name: string; sql: string }>();
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = on'),
    ...triggers.map((t) => env.DB.prepare(`DROP TRIGGER "${t.name}"`)),
    ...data.map((n) => env.DB.prepare(`DELETE FROM "${n}"`)),
    ...(hasSequence ? [env.DB.prepare('DELETE FROM sqlite_sequence')] : []),
    ...triggers.map((t) => env.DB.prepare(t.sql)),
  ]);
}

async function emptyBucket(bucket: R2Bucket) {
  for (;;) {
    const { objects } = await bucket.list({ limit: 1000 });
    if (objects.length === 0) return;
    await bucket.delete(objects.map((o) => o.key));
  }
}

await resetDatabase();
await emptyBucket(env.IMAGES);
