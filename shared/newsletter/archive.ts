/**
 * The newsletter's public archive: every sent issue that staff have not marked subscribers-only
 * has a web version at /newsletter/<id>, listed on /newsletter and in the sitemap. What the edge
 * reads (worker/newsletter/archive/) and the pages render (web/src/pages/newsletter-*-page.tsx).
 */
import type { PostCard } from '../posts/post';

/** A run of text in an issue's introduction: emphasis, and a link only to an http(s) address. */
export interface Span {
  text: string;
  strong?: boolean;
  em?: boolean;
  href?: string;
}

/** An introduction's block, as staff wrote it in Markdown (worker/newsletter/issues/intro-markdown.ts). */
export type IntroBlock = { type: 'rich'; spans: readonly Span[] } | { type: 'list'; ordered: boolean; items: readonly (readonly Span[])[] };

export const NEWSLETTER_ARCHIVE_PATH = '/newsletter';

/** An issue's address (shared/routes.ts matchRoute reads it back: a positive integer id). */
export const issuePath = (id: number): string => `${NEWSLETTER_ARCHIVE_PATH}/${id}`;

/**
 * An issue's breadcrumb under Home, for its page and its BreadcrumbList (the route table, which
 * every page loads, holds only the archive's own crumb).
 */
export const issueCrumbs = (subject: string) => [{ label: 'Newsletter', href: NEWSLETTER_ARCHIVE_PATH }, { label: subject }];

/** An issue as the archive lists it. */
export interface ArchivedIssue {
  id: number;
  subject: string;
  /** The company day (YYYY-MM-DD, Ocala time) sending started: the date the issue carries. */
  sent_on: string;
  /** The introduction's first words, or the first article's title. */
  preview: string;
}

/** /newsletter: the public issues, newest first. */
export interface NewsletterArchiveData {
  issues: ArchivedIssue[];
}

/** /newsletter/<id>: the issue's web version; null for an unknown, unsent or subscribers-only issue (404). */
export interface NewsletterIssueData {
  issue: (ArchivedIssue & { intro: IntroBlock[]; posts: PostCard[] }) | null;
}
