/**
 * A newsletter issue as the staff API answers it (/staff/api/newsletter/issues) and the staff app
 * reads it: what staff composed, where sending stands, and its progress counted from the outbox
 * (one row per issue and address).
 */
import type { NewsletterIssueState } from '../schema';

export type { NewsletterIssueState };

export interface IssueProgress {
  /** Taken by the email service, or kept in the outbox when none is configured. */
  sent: number;
  /** Failed for good (dead). */
  failed: number;
  /** Not yet sent: still to be written, queued, or being retried. */
  left: number;
}

export interface NewsletterIssue {
  id: number;
  subject: string;
  /** Markdown. */
  intro: string;
  /** Published posts presented, in order. */
  post_ids: number[];
  state: NewsletterIssueState;
  send_at: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
  recipients: number;
  /** Kept out of the public archive (/newsletter): only subscribers see it. */
  subscribers_only: boolean;
  progress: IssueProgress;
}

/** What staff write: POST creates, PATCH changes a draft (or a scheduled issue). */
export interface IssueDraft {
  subject: string;
  intro: string;
  post_ids: number[];
}

/** What PATCH takes: the draft's fields, and whether the issue stays out of the public archive (in any state). */
export type IssueChange = Partial<IssueDraft> & { subscribers_only?: boolean };

export const ISSUE_SUBJECT_MAX_LENGTH = 150;
export const ISSUE_INTRO_MAX_LENGTH = 10_000;
export const ISSUE_MAX_POSTS = 6;

/** The issue's progress is counted from the outbox rows about it: `newsletter-issue:<id>`. */
export const issueAbout = (id: number): string => `newsletter-issue:${id}`;

/** GET /staff/api/newsletter/issues/:id/preview: the copy exactly as a recipient gets it (with a sample unsubscribe link). */
export interface IssuePreview {
  subject: string;
  html: string;
  text: string;
}

/** GET /staff/api/newsletter/issues answers `{issues}`, newest first. */
export interface IssueList {
  issues: NewsletterIssue[];
}
