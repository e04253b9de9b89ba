/**
 * A lead as staff follow it through the sales pipeline (shared/leads/lead.ts LEAD_STATUSES): its
 * timeline and its time to first response, counted in business hours (business-hours.ts). What
 * GET /api/leads/:id answers beside the lead's own fields, and what the staff app reads.
 */
import type { LeadEventType, LeadStatus } from './lead';
import { PROMISES } from '../../content/promises.ts';

/** A lead New for longer than this many business minutes is overdue: highlighted, and staff are reminded once. */
export const FIRST_RESPONSE_TARGET_MINUTES = PROMISES.replyMinutes;

/** One entry on a lead's timeline, oldest first. */
export interface LeadEvent {
  id: string;
  created_at: string;
  type: LeadEventType;
  /** The stage moved to (type `stage`). */
  status: LeadStatus | null;
  /** The note, or why the lead was lost. */
  note: string;
  /** The walkthrough booked with this change (ISO 8601, UTC). */
  walkthrough_at: string | null;
  by: string;
}

/** How fast staff answered: business minutes from arrival to the first move out of New, or to now while still New. */
export interface FirstResponse {
  business_minutes: number;
  /** Still New after FIRST_RESPONSE_TARGET_MINUTES business minutes. */
  overdue: boolean;
  /** False while the lead is still New. */
  answered: boolean;
}

/** A stage change as staff send it (PATCH /api/leads/:id). */
export interface StageChange {
  status: LeadStatus;
  /** Required for `walkthrough_booked`: Ocala wall-clock time, 'YYYY-MM-DDTHH:mm' (a datetime-local value). */
  walkthrough_at?: string;
  /** Who attends the walkthrough (an active owner or editor's id, from the open times); unchanged when left out. */
  walkthrough_with?: string;
  /** Required for `lost`: one of LOST_CATEGORY_VALUES. */
  lost_category?: LostCategory;
  /** The note beside the category: required for `lost` when the category is `other`. */
  lost_reason?: string;
}

/** Longest note and lost reason staff can write. */
export const NOTE_MAX_LENGTH = 2000;
export const LOST_REASON_MAX_LENGTH = 300;

/**
 * Why a sale was lost, from a short list (reports count them; `lost_reason` is the note beside it).
 * A client who declines a proposal picks from the same list on the signing page.
 */
export const LOST_CATEGORIES = [
  { value: 'price', label: 'Price too high' },
  { value: 'competitor', label: 'Chose another company' },
  { value: 'no_decision', label: 'No decision, or staying as they are' },
  { value: 'timing', label: 'Timing: not now' },
  { value: 'scope', label: 'Not a fit for what we do' },
  { value: 'unresponsive', label: 'Stopped answering' },
  { value: 'other', label: 'Another reason' },
] as const;
export type LostCategory = (typeof LOST_CATEGORIES)[number]['value'];
export const LOST_CATEGORY_VALUES = LOST_CATEGORIES.map((c) => c.value) as [LostCategory, ...LostCategory[]];

/** How fast a lead was (or is being) answered, at `now`. */
export function firstResponse(
  lead: { status: LeadStatus; created_at: string; first_response_at: string | null },
  now: Date,
  minutesBetween: (from: Date, to: Date) => number,
): FirstResponse {
  const answered = lead.first_response_at !== null;
  const end = answered ? new Date(lead.first_response_at!) : now;
  const business_minutes = minutesBetween(new Date(lead.created_at), end);
  return { business_minutes, answered, overdue: !answered && lead.status === 'new' && business_minutes >= FIRST_RESPONSE_TARGET_MINUTES };
}
