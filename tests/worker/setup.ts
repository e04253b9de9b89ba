/** Every worker test file starts from a freshly migrated D1 (same files wrangler applies). */
import { applyD1Migrations, env } from 'cloudflare:test';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
