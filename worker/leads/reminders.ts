/**
 * The leads' part of the 5-minute cron: a lead still New after one business hour
 * (FIRST_RESPONSE_TARGET_MINUTES, counted in the company's hours: evenings and weekends never
 * count) gets one reminder to staff. The lead is marked reminded before the email is queued, so
 * two cron runs never remind twice; the outbox's dedupe key backs that up per address.
 */
import { businessMinutesBetween } from '../../shared/time/business-hours';
import { FIRST_RESPONSE_TARGET_MINUTES } from '../../shared/leads/lead-pipeline';
import { createDb } from '../db';
import { remindStaff } from './emails/reminder';
import { markReminded, reminderCandidates } from './store/pipeline';

/** Reminds staff of every overdue lead at `now` (injected by tests); how many leads were reminded. */
export async function remindOverdueLeads(env: Env, now: Date = new Date()): Promise<number> {
  const db = createDb(env.DB);
  let reminded = 0;
  for (const lead of await reminderCandidates(db, now)) {
    const minutes = businessMinutesBetween(new Date(lead.created_at), now);
    if (minutes < FIRST_RESPONSE_TARGET_MINUTES) continue;
    if (!(await markReminded(db, lead.id, now))) continue;
    await remindStaff(env, db, lead, minutes);
    reminded++;
  }
  return reminded;
}
