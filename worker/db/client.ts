/** Drizzle over the D1 binding. Only the data layer imports drizzle-orm. */
import { drizzle } from 'drizzle-orm/d1';
import * as schema from '../../shared/schema';
import type { Db } from '../env';

export function createDb(d1: D1Database): Db {
  return drizzle(d1, { schema });
}
