/**
 * Applications and openings as the staff API answers them (worker/careers/ builds them, typed with
 * these; the staff app reads them, web/src/staff/applications/ and openings/): one shape, so
 * neither side can drift.
 */
import type { StaffList } from '../intake/staff-list';
import type { TimelineEmail, TimelineText, Texting } from '../messages/outbox';
import type { applicationEvents, applications, jobOpenings } from '../schema';
import type { OpeningStatus } from './careers';

/** An application as the API sends it: its row without the internal columns, whether it has a résumé. */
export type Application = Omit<typeof applications.$inferSelect, 'resume_key' | 'ip_hash'> & { has_resume: boolean };

/** In the list: with the title of the opening it answers (null: a general application, or the opening is gone). */
export type ApplicationListItem = Application & { opening_title: string | null };

export type ApplicationEvent = typeof applicationEvents.$inferSelect;

/** The opening an application answers, as its page names it. */
export interface ApplicationOpening {
  id: number;
  title: string;
  slug: string;
  status: string;
}

/** One application (GET or PATCH /applications/:id): its opening, timeline, emails and texts, oldest first, and whether it can be texted. */
export interface ApplicationDetail extends Application {
  opening: ApplicationOpening | null;
  events: ApplicationEvent[];
  emails: TimelineEmail[];
  texts: TimelineText[];
  texting: Texting;
}

export type ApplicationList = StaffList<'applications', ApplicationListItem>;

/** An opening as staff read it: the stored status (`stored_status`), the one visitors meet (`status`), and its applications. */
export interface StaffOpening extends Omit<typeof jobOpenings.$inferSelect, 'status'> {
  status: OpeningStatus;
  stored_status: OpeningStatus;
  /** Its valid_through has passed. */
  expired: boolean;
  /** Applications for it, spam left out. */
  applications: number;
}
