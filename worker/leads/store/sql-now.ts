/** The current time in SQL, written as the leads table stores every timestamp (ISO 8601, UTC, milliseconds). */
import { sql } from 'drizzle-orm';

export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
