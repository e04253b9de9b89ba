/** The audit log's part of the 5-minute cron: entries older than a year go (a cheap delete on the `at` index). */
import { createDb } from '../db';
import { deleteExpiredAudit } from './store';

export async function runAuditRetention(env: Env): Promise<void> {
  await deleteExpiredAudit(createDb(env.DB));
}
