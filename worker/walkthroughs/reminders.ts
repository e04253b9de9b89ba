/**
 * The appointments' part of the 5-minute cron (walkthroughs and interviews): the day before each booked walkthrough (from 24
 * hours ahead, down to 2 hours), one reminder to the prospect with its time, place, person
 * attending and link, and one to the person attending. Each version of a walkthrough (its
 * SEQUENCE) is reminded once: the outbox's dedupe key, so a moved walkthrough is reminded anew and
 * however often the cron runs, nobody hears twice. A prospect who chose texts also gets a text in
 * the two hours before.
 */
import { createDb } from '../db';
import { walkthroughReminder, walkthroughSoonText } from '../leads/emails/walkthrough-invitation';
import { walkthroughsBetween } from './store';
import { interviewsBetween, openingTitles } from '../careers/applications/store/staff';
import { interviewReminder } from '../careers/applications/interview-invitation';

const HOUR = 3_600_000;

/** Reminds of every walkthrough 2 to 24 hours after `now` (injected by tests); how many were reminded. */
export async function remindWalkthroughs(env: Env, now: Date = new Date()): Promise<number> {
  const db = createDb(env.DB);
  let reminded = 0;
  const due = await walkthroughsBetween(db, new Date(now.getTime() + 2 * HOUR).toISOString(), new Date(now.getTime() + 24 * HOUR).toISOString());
  for (const lead of due) if (await walkthroughReminder(env, db, lead)) reminded++;
  // Two hours before, a text to each prospect who chose texts.
  const soon = await walkthroughsBetween(db, now.toISOString(), new Date(now.getTime() + 2 * HOUR).toISOString());
  for (const lead of soon) if (await walkthroughSoonText(env, db, lead, now)) reminded++;
  return reminded;
}

/** Reminds each applicant of an interview 2 to 24 hours after `now`, in their language; how many were reminded. */
export async function remindInterviews(env: Env, now: Date = new Date()): Promise<number> {
  const db = createDb(env.DB);
  let reminded = 0;
  const due = await interviewsBetween(db, new Date(now.getTime() + 2 * HOUR).toISOString(), new Date(now.getTime() + 24 * HOUR).toISOString());
  for (const application of due) {
    const titles = await openingTitles(db, application.opening_id);
    const job = titles ? (application.locale === 'es' && titles.title_es ? titles.title_es : titles.title) : '';
    if (await interviewReminder(env, db, application, job)) reminded++;
  }
  return reminded;
}
