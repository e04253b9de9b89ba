/**
 * The review of authors' drafts as the staff API answers it (worker/posts/review/ builds these,
 * typed with them; the staff app reads them, web/src/staff/review/): one shape for both sides.
 */
import type { ReviewStep } from '../schema';

/** A step of a post's review, as its history lists it. */
export interface ReviewStepEntry {
  post_id: number;
  step: ReviewStep;
  note: string;
  by_name: string;
  at: string;
}

/** A post waiting for review, with who submitted it, when, and their note. */
export interface QueuedPost {
  id: number;
  title: string;
  slug: string;
  author: string;
  updated_at: string;
  submitted_by: string;
  submitted_at: string;
  note: string;
}
