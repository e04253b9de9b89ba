/** The Hono environment shared by every route: bindings from wrangler.toml and per-request variables. */
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from '../shared/schema';

export type Db = DrizzleD1Database<typeof schema>;

export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Db;
    /** True when the request carries the staff key. */
    isStaff: boolean;
  };
}
