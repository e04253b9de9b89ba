/**
 * Moving an application through hiring (shared/careers/careers.ts APPLICATION_STATUSES) and what each move
 * sets off: booking or moving an interview emails the applicant an invitation with a calendar
 * file (interview-invitation.ts); leaving the Interview stage before the interview has happened
 * cancels it (same UID, next SEQUENCE) and says so on the timeline. Every change and note lands on
 * the application's timeline. A change sent with the `updated_at` the screen was showing is
 * refused with 409 when the application has changed since, as is one that loses a race.
 */
import * as v from 'valibot';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../shared/careers/careers';
import { fromCompanyLocalInput } from '../../../shared/time/company-time';
import { INTERVIEW_MINUTES, type InterviewDetails, interviewDetailsErrors, type InterviewKind } from '../../../shared/careers/interview';
import type { Db } from '../../env';
import { activePerson } from '../../people/store';
import { ApiError } from '../../http/errors';
import { emailInterview, type InterviewChange } from './interview-invitation';
import { type ApplicationRow, type ApplicationStageUpdate, getApplication, writeApplicationStage } from './store/staff';

const invalid = (message: string, hint: string | null = null) => new ApiError(400, '22023', message, null, hint);

export const ApplicationStageBody = v.strictObject({
  status: v.picklist(APPLICATION_STATUSES),
  interview_at: v.optional(v.string()),
  /** How the interview is held (shared/careers/interview.ts); with it, its place, interviewer and length. */
  interview_kind: v.optional(v.string()),
  interview_place: v.optional(v.string()),
  interview_with: v.optional(v.string()),
  interview_minutes: v.optional(v.number()),
  /** The application's `updated_at` as the screen last read it: a change over an older view is refused. */
  updated_at: v.optional(v.string()),
});
export type ApplicationStageInput = v.InferOutput<typeof ApplicationStageBody>;

const INTERVIEW_HINT = 'Send interview_at as YYYY-MM-DDTHH:mm, Ocala time.';

/** The interview's instant from the Ocala wall-clock time staff picked. */
function interviewTime(value: string | undefined, now: Date): string {
  const text = value?.trim() ?? '';
  if (!text) throw invalid("Choose the interview's date and time", INTERVIEW_HINT);
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? fromCompanyLocalInput(text) : null;
  if (!at) throw invalid('The interview date and time is not a real date and time', INTERVIEW_HINT);
  if (new Date(at).getTime() <= now.getTime()) throw invalid('That time has already passed: choose a time to come');
  if (new Date(at).getTime() > now.getTime() + 366 * 86_400_000) throw invalid('Book the interview within the next year');
  return at;
}

/**
 * The interview's details as sent with a booking, checked (400 naming each problem); undefined
 * when none are sent (an older client: the interview keeps what it had).
 */
function interviewDetails(before: ApplicationRow, change: ApplicationStageInput): InterviewDetails | undefined {
  if (change.interview_kind === undefined) return undefined;
  const details = {
    interview_kind: change.interview_kind as InterviewKind,
    interview_place: change.interview_kind === 'phone' ? '' : (change.interview_place ?? '').trim(),
    interview_with: change.interview_with ?? '',
    interview_minutes: change.interview_minutes ?? INTERVIEW_MINUTES.default,
  };
  const errors = interviewDetailsErrors(details, before.phone);
  if (Object.keys(errors).length) throw new ApiError(400, '22023', Object.values(errors).join(' '), JSON.stringify(errors), 'Nothing was changed.');
  return details;
}

export const conflict = () =>
  new ApiError(409, 'PGRST409', 'This application changed while you were editing it', null, 'Reload the application and make the change again.');

/** What a change does to the application, or null when it changes nothing. */
export function planApplicationStage(
  before: ApplicationRow,
  change: ApplicationStageInput,
  now: Date,
): { update: ApplicationStageUpdate; interview: InterviewChange | null } | null {
  const status: ApplicationStatus = change.status;
  if (status !== 'interview' && change.interview_at !== undefined) throw invalid('interview_at goes only with status "interview"');
  const booked = status === 'interview' ? interviewTime(change.interview_at, now) : null;
  const details = booked ? interviewDetails(before, change) : undefined;
  if (status === before.status && !booked) return null;
  const sameDetails = !details || (Object.keys(details) as (keyof InterviewDetails)[]).every((k) => details[k] === before[k]);
  if (booked && before.status === 'interview' && before.interview_at === booked && sameDetails) return null;

  const upcoming = before.interview_at !== null && new Date(before.interview_at).getTime() > now.getTime();
  let interview: InterviewChange | null = null;
  let interviewAt = before.interview_at;
  if (booked) {
    interview = upcoming && before.status === 'interview' ? 'moved' : 'booked';
    interviewAt = booked;
  } else if (before.status === 'interview' && upcoming) {
    interview = 'cancelled';
    interviewAt = null;
  }
  return {
    interview,
    update: {
      status,
      interview_at: interviewAt,
      interview_sequence: before.interview_sequence + (interview ? 1 : 0),
      cancelled_interview: interview === 'cancelled' ? before.interview_at : null,
      ...(details ? { details } : {}),
    },
  };
}

/**
 * Applies a stage change; the application as it now stands, or null when there is no such
 * application. `job` names the opening in the applicant's language for the invitation.
 */
export async function changeApplicationStage(
  env: Env,
  db: Db,
  id: string,
  change: ApplicationStageInput,
  job: (application: ApplicationRow) => Promise<string>,
  by: string,
  now = new Date(),
): Promise<{ before: ApplicationRow; after: ApplicationRow } | null> {
  const before = await getApplication(db, id);
  if (!before) return null;
  if (change.updated_at !== undefined && change.updated_at !== before.updated_at) throw conflict();
  if (change.interview_with && !(await activePerson(db, change.interview_with))) {
    throw invalid('Choose someone on staff to interview', 'Send interview_with as the id of an active staff member.');
  }
  const plan = planApplicationStage(before, change, now);
  if (!plan) return { before, after: before };
  const after = await writeApplicationStage(db, before, plan.update, by);
  if (!after) throw conflict();
  if (plan.interview) {
    const at = new Date(plan.interview === 'cancelled' ? before.interview_at! : after.interview_at!);
    await emailInterview(env, db, after, at, plan.interview, await job(after));
  }
  return { before, after };
}
