/**
 * Hiring's part of the 5-minute cron: applications received more than APPLICATION_RETENTION_MONTHS
 * ago (12 by default, shared/careers/careers.ts) are deleted with their timelines and résumés, as the
 * privacy page says. Each résumé is deleted from R2 before its row, so a run cut short leaves rows
 * the next run finds again, never a file without its application.
 */
import { DEFAULT_RETENTION_MONTHS } from '../../shared/careers/careers';
import { createDb } from '../db';
import { forgetMessagesAbout } from '../email/store/outbox';
import { applicationsReceivedBefore, deleteApplications } from './applications/store/staff';

/** Rows per batch: D1 binds at most 100 values in one statement. */
const BATCH = 50;
/** Batches per run: a backlog (the first run after a long pause) is worked off over a few runs. */
const MAX_BATCHES = 20;

/** The retention period in months: the variable when it is a whole number from 1 to 120, else the default. */
export function retentionMonths(value: string | undefined): number {
  const text = (value ?? '').trim();
  const n = Number(text);
  return /^\d{1,3}$/.test(text) && n >= 1 && n <= 120 ? n : DEFAULT_RETENTION_MONTHS;
}

/** The instant `months` calendar months before `now` (a day that month lacks moves to its last day). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** Deletes the applications past the retention period with their résumés; how many were deleted. */
export async function deleteExpiredApplications(env: Env, now = new Date()): Promise<number> {
  const db = createDb(env.DB);
  const cutoff = monthsBefore(now, retentionMonths(env.APPLICATION_RETENTION_MONTHS)).toISOString();
  let deleted = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const expired = await applicationsReceivedBefore(db, cutoff, BATCH);
    if (expired.length === 0) break;
    const keys = expired.flatMap((a) => (a.resume_key ? [a.resume_key] : []));
    if (keys.length) await env.IMAGES.delete(keys);
    deleted += await deleteApplications(
      db,
      expired.map((a) => a.id),
    );
    await forgetMessagesAbout(
      db,
      expired.map((a) => `application:${a.id}`),
    );
    if (expired.length < BATCH) break;
  }
  return deleted;
}

export async function runCareersCron(env: Env): Promise<void> {
  const deleted = await deleteExpiredApplications(env);
  if (deleted) console.log(`careers: ${deleted} application(s) past the retention period deleted`);
}
