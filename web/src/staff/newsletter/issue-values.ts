/**
 * The compose form's values and their problems: what staff write (subject, introduction, posts),
 * the checks made before a save, and where an error the API sends back belongs.
 */
import {
  ISSUE_INTRO_MAX_LENGTH,
  ISSUE_MAX_POSTS,
  ISSUE_SUBJECT_MAX_LENGTH,
  type IssueDraft,
  type NewsletterIssue,
} from '../../../../shared/newsletter/newsletter-issue';
import { describeError, StaffApiError } from '../lib/http';

export type IssueField = 'subject' | 'intro' | 'posts';
export type IssueErrors = Partial<Record<IssueField, string>>;

/** Each field's control, so a message in the error summary links to it. */
export const ISSUE_FIELD_IDS: Record<IssueField, string> = {
  subject: 'issue-subject',
  intro: 'issue-intro',
  posts: 'issue-posts',
};

export const draftOf = (issue: NewsletterIssue): IssueDraft => ({ subject: issue.subject, intro: issue.intro, post_ids: [...issue.post_ids] });

export const sameDraft = (a: IssueDraft, b: IssueDraft): boolean =>
  a.subject === b.subject && a.intro === b.intro && a.post_ids.length === b.post_ids.length && a.post_ids.every((id, i) => id === b.post_ids[i]);

/** The rules the API holds the draft to, checked first so a save that cannot work is not sent. */
export function validateDraft(draft: IssueDraft): IssueErrors {
  const errors: IssueErrors = {};
  const subject = draft.subject.trim();
  if (!subject) errors.subject = 'Give the issue a subject: it is the email’s subject line.';
  else if (subject.length > ISSUE_SUBJECT_MAX_LENGTH) errors.subject = `Keep the subject to ${ISSUE_SUBJECT_MAX_LENGTH} characters.`;
  if (draft.intro.length > ISSUE_INTRO_MAX_LENGTH) errors.intro = `Keep the introduction to ${ISSUE_INTRO_MAX_LENGTH.toLocaleString('en-US')} characters.`;
  if (draft.post_ids.length > ISSUE_MAX_POSTS) errors.posts = `Pick at most ${ISSUE_MAX_POSTS} posts.`;
  return errors;
}

/** The field an API error is about, from the column or field name it mentions; null when it is about the whole issue. */
export function fieldOfIssueError(err: unknown): IssueField | null {
  if (!(err instanceof StaffApiError) || err.status !== 400) return null;
  for (const text of [err.details ?? '', err.message]) {
    const named = /column "(\w+)"/.exec(text)?.[1] ?? /\b(subject|intro|post_ids|posts?)\b/i.exec(text)?.[1];
    if (!named) continue;
    const name = named.toLowerCase();
    if (name === 'subject') return 'subject';
    if (name === 'intro') return 'intro';
    if (name.startsWith('post')) return 'posts';
  }
  return null;
}

/** An API error in one sentence for its field or for the top of the form. */
export const issueErrorText = (err: unknown): string => (err instanceof StaffApiError ? [err.message, err.hint].filter(Boolean).join(' ') : describeError(err));
