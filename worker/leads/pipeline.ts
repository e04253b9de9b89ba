/**
 * Moving a lead through the sales pipeline (shared/leads/lead.ts LEAD_STATUSES) and what each move
 * sets off: the first move out of New ends the lead's time to first response; booking or moving a
 * walkthrough emails the prospect a confirmation with a calendar invitation, and leaving that
 * stage for New, Contacted, Lost or Spam before the walkthrough has happened cancels it (same UID,
 * next SEQUENCE). Lost takes a category (LOST_CATEGORIES, which reports count) and a note, needed
 * for 'other'; Won is dated (`won_at`) once, and undated when the lead leaves it. Every change and
 * note lands on the lead's timeline.
 */
import * as v from 'valibot';
import { businessMinutesBetween } from '../../shared/time/business-hours';
import { fromCompanyLocalInput } from '../../shared/time/company-time';
import { LEAD_STATUSES, type LeadStatus } from '../../shared/leads/lead';
import {
  type FirstResponse,
  firstResponse,
  LOST_CATEGORIES,
  LOST_CATEGORY_VALUES,
  LOST_REASON_MAX_LENGTH,
  type LostCategory,
} from '../../shared/leads/lead-pipeline';
import { emailWalkthrough } from './emails/walkthrough-invitation';
import type { Db } from '../env';
import { ApiError } from '../http/errors';
import { getLead, type LeadRow } from './store/index';
import { activePeopleIn } from '../people/store';
import { recordWalkthroughCancelled, type StageUpdate, writeStageChange } from './store/pipeline';

const invalid = (message: string, hint: string | null = null) => new ApiError(400, '22023', message, null, hint);

export const StageChangeBody = v.strictObject({
  status: v.picklist(LEAD_STATUSES),
  walkthrough_at: v.optional(v.string()),
  walkthrough_with: v.optional(v.string()),
  // Any text here, checked by lostReason below: so a wrong category is refused in words that name it.
  lost_category: v.optional(v.string()),
  lost_reason: v.optional(v.string()),
});

/** Stages that leave a booked walkthrough behind: it is cancelled if it has not happened yet. */
const CANCELS_WALKTHROUGH: ReadonlySet<LeadStatus> = new Set(['new', 'contacted', 'lost', 'spam']);

/** The walkthrough's instant from the Ocala wall-clock time staff picked. */
function walkthroughTime(value: string | undefined, now: Date): string {
  if (!value?.trim()) throw invalid("Choose the walkthrough's date and time", 'Send walkthrough_at as YYYY-MM-DDTHH:mm, Ocala time.');
  const at = fromCompanyLocalInput(value.trim());
  if (!at) throw invalid('The walkthrough date and time is not a real date and time', 'Send walkthrough_at as YYYY-MM-DDTHH:mm, Ocala time.');
  if (new Date(at).getTime() < now.getTime()) throw invalid('That time has already passed: choose a time to come', null);
  if (new Date(at).getTime() > now.getTime() + 366 * 86_400_000) throw invalid('Book the walkthrough within the next year', null);
  return at;
}

const CATEGORY_HINT = `Send lost_category with status lost, one of: ${LOST_CATEGORY_VALUES.join(', ')}.`;

/** Why a lead was lost: its category, and the note, which 'Another reason' cannot do without. */
function lostReason(change: { lost_category?: string; lost_reason?: string }): { category: LostCategory; reason: string } {
  const category = change.lost_category?.trim() ?? '';
  if (!category) throw invalid('Choose why the lead was lost', CATEGORY_HINT);
  if (!(LOST_CATEGORY_VALUES as readonly string[]).includes(category)) throw invalid('Unknown lost_category', CATEGORY_HINT);
  const reason = (change.lost_reason ?? '').trim();
  if (!reason && category === 'other')
    throw invalid(
      `Say why the lead was lost: “${LOST_CATEGORIES.find((c) => c.value === 'other')!.label}” needs a note`,
      'Send lost_reason with lost_category other.',
    );
  if (reason.length > LOST_REASON_MAX_LENGTH) throw invalid(`Keep the reason under ${LOST_REASON_MAX_LENGTH} characters`);
  return { category: category as LostCategory, reason };
}

export type StageChangeInput = v.InferOutput<typeof StageChangeBody>;

/** What a change does to the lead, or null when it changes nothing. */
export function planStageChange(
  before: LeadRow,
  change: StageChangeInput,
  now: Date,
): { update: StageUpdate; walkthrough: 'booked' | 'moved' | 'cancelled' | null } | null {
  const status = change.status;
  const { category, reason } = status === 'lost' ? lostReason(change) : { category: '' as const, reason: '' };
  const booked = status === 'walkthrough_booked' ? walkthroughTime(change.walkthrough_at, now) : null;
  if (status === before.status && status !== 'lost' && status !== 'walkthrough_booked') return null;
  if (status === 'lost' && before.status === 'lost' && reason === before.lost_reason && category === before.lost_category) return null;
  const attendee = booked && change.walkthrough_with !== undefined ? change.walkthrough_with : before.walkthrough_with;
  if (booked && before.status === 'walkthrough_booked' && before.walkthrough_at === booked && attendee === before.walkthrough_with) return null;

  const upcoming = before.walkthrough_at !== null && new Date(before.walkthrough_at).getTime() > now.getTime();
  let walkthrough: 'booked' | 'moved' | 'cancelled' | null = null;
  let walkthroughAt = before.walkthrough_at;
  if (booked) {
    walkthrough = upcoming ? 'moved' : 'booked';
    walkthroughAt = booked;
  } else if (CANCELS_WALKTHROUGH.has(status) && upcoming) {
    walkthrough = 'cancelled';
    walkthroughAt = null;
  }
  return {
    walkthrough,
    update: {
      status,
      walkthrough_at: walkthroughAt,
      walkthrough_sequence: before.walkthrough_sequence + (walkthrough ? 1 : 0),
      walkthrough_with: attendee,
      lost_reason: reason,
      lost_category: category,
      // Won keeps the day it was first won (a signed proposal may have dated it); leaving Won undoes it.
      won_at: status === 'won' ? (before.won_at ?? now.toISOString()) : null,
      first_response: before.status === 'new' && status !== 'new' && status !== 'spam',
    },
  };
}

/** Applies a stage change; the lead before and as it now stands, or null when there is no such lead. */
/** `by`: who made the change, as the timeline names them (shared/staff/staff-roles.ts timelineName). */
export async function changeStage(
  env: Env,
  db: Db,
  id: string,
  change: StageChangeInput,
  by: string,
  now = new Date(),
): Promise<{ before: LeadRow; after: LeadRow } | null> {
  const before = await getLead(db, id);
  if (!before) return null;
  if (change.walkthrough_with && !(await activePeopleIn(db, ['owner', 'editor'])).some((p) => p.id === change.walkthrough_with)) {
    throw invalid('Choose someone who can attend walkthroughs', 'Send walkthrough_with as the id of an active owner or editor (GET /staff/api/availability).');
  }
  const plan = planStageChange(before, change, now);
  if (!plan) return { before, after: before };
  const after = await writeStageChange(db, before, plan.update, by);
  if (!after) throw new ApiError(409, 'PGRST409', 'This lead changed while you were editing it', null, 'Reload the lead and make the change again.');
  if (plan.walkthrough === 'cancelled') {
    await recordWalkthroughCancelled(db, id, before.walkthrough_at!, by);
    await emailWalkthrough(env, db, after, new Date(before.walkthrough_at!), 'cancelled');
  } else if (plan.walkthrough) {
    await emailWalkthrough(env, db, after, new Date(after.walkthrough_at!), plan.walkthrough, { with: before.walkthrough_with, at: before.walkthrough_at });
  }
  return { before, after };
}

/** Time to first response in the company's business hours (shared/time/business-hours.ts). */
export const responseOf = (lead: Pick<LeadRow, 'status' | 'created_at' | 'first_response_at'>, now = new Date()): FirstResponse =>
  firstResponse(lead, now, (from, to) => businessMinutesBetween(from, to));
