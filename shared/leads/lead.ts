/**
 * A lead: what the quote, walkthrough and franchising forms ask (declared once in
 * shared/intake/lead-form.ts, with the one schema the browser and the Worker validate it with),
 * and what staff and delivery record about it. Field names are the form's `name` attributes, the
 * JSON keys of POST /api/leads and the columns of `leads`.
 */
import type { FieldErrors } from '../intake/form.ts';

export type { FieldErrors, Option } from '../intake/form.ts';
export {
  ATTRIBUTION_FIELDS,
  type AttributionField,
  CONSENT_TEXT,
  CONTACT_METHODS,
  FACILITY_TYPES,
  FREQUENCIES,
  KIND_LABELS,
  LEAD_FIELD_NAMES,
  LEAD_FORM,
  LEAD_KINDS,
  type Lead,
  type LeadFieldName,
  type LeadInput,
  type LeadKind,
  LeadSchema,
  leadField,
  leadInputFromForm,
  SERVICE_OPTIONS,
  SQUARE_FOOTAGE,
  TIME_WINDOWS,
  validateLead,
} from '../intake/lead-form.ts';

/**
 * Where a lead stands in the sales pipeline, in order: New, Contacted, Walkthrough booked (with a
 * date and time), Proposal sent, then Won or Lost (with a reason). Spam stands outside the
 * pipeline. Each change is time-stamped on the lead's timeline (`lead_events`).
 */
export const LEAD_STATUSES = ['new', 'contacted', 'walkthrough_booked', 'proposal_sent', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The stages a lead moves through, spam aside. */
export const PIPELINE_STAGES = LEAD_STATUSES.filter((s): s is Exclude<LeadStatus, 'spam'> => s !== 'spam');
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** What can be on a lead's timeline: a stage change, a staff note, a walkthrough cancelled. */
export const LEAD_EVENT_TYPES = ['stage', 'note', 'walkthrough_cancelled'] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/**
 * Where a stored lead stands with one delivery channel (the staff email, the CRM webhook):
 * `pending` until tried, `sent`, `failed` (will be retried), `skipped` (spam, or the channel
 * is not configured) or `dead` (retries ran out; staff see the last error).
 */
export const DELIVERY_STATES = ['pending', 'sent', 'failed', 'skipped', 'dead'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** A lead form sent without JavaScript and refused: the page renders it again with these. */
export interface LeadFormState {
  values: Record<string, string | string[]>;
  errors: FieldErrors;
}
