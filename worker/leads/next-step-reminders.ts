/**
 * The next steps' part of the 5-minute cron: on the Ocala day a lead's next step is due, from 8:00
 * on that clock (the working day, not midnight), its owner is emailed once. The step is marked
 * reminded before the email is queued, so two cron runs never remind twice; a changed step starts
 * unreminded (worker/leads/sale-routes.ts) and is reminded on its own day.
 */
import { toCompanyLocalInput } from '../../shared/time/company-time';
import { createDb } from '../db';
import { remindOwner } from './emails/next-step-reminder';
import { markStepReminded, nextStepsDueOn } from './store/sale';

/** Reminders go from this hour of the due day (Ocala's clock). */
export const NEXT_STEP_REMINDER_HOUR = 8;

/** Reminds each owner of every step due on `now`'s Ocala day, once it is 8:00 there (injected by tests); how many were reminded. */
export async function remindNextSteps(env: Env, now: Date = new Date()): Promise<number> {
  const local = toCompanyLocalInput(now);
  if (Number(local.slice(11, 13)) < NEXT_STEP_REMINDER_HOUR) return 0;
  const db = createDb(env.DB);
  let reminded = 0;
  for (const { lead, ownerEmail, ownerName } of await nextStepsDueOn(db, local.slice(0, 10))) {
    if (!(await markStepReminded(db, lead, now))) continue;
    await remindOwner(env, db, lead, { email: ownerEmail, name: ownerName });
    reminded++;
  }
  return reminded;
}
