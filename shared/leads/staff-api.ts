/**
 * Leads as the staff API answers them (worker/leads/staff-routes.ts builds them, typed with these;
 * the staff app reads them, web/src/staff/leads/): one shape, so neither side can drift.
 */
import type { StaffList } from '../intake/staff-list';
import type { TimelineEmail, TimelineText, Texting } from '../messages/outbox';
import type { leadRepeats, leads } from '../schema';
import type { FirstResponse, LeadEvent } from './lead-pipeline';

/** A repeat sent with a lead's address within 10 minutes, kept beside the lead with its own fields. */
export type LeadRepeat = typeof leadRepeats.$inferSelect;

/**
 * A lead as the list sends it: its fields (the sale's owner, value, expected close and next step
 * among them), its owner's name ('' for none) and how fast staff answered it.
 */
export type LeadListItem = typeof leads.$inferSelect & { owner_name: string; first_response: FirstResponse };

/** One lead (GET or PATCH /leads/:id): with its repeats, timeline, emails and texts, each oldest first, and whether it can be texted. */
export type LeadDetail = LeadListItem & { repeats: LeadRepeat[]; events: LeadEvent[]; emails: TimelineEmail[]; texts: TimelineText[]; texting: Texting };

export type LeadList = StaffList<'leads', LeadListItem>;
