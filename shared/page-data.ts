/**
 * The data pages render with, as the edge and the browser exchange it: fetched by the edge for
 * the first load (embedded in the HTML as InitialData), by the browser after.
 */
import type { CareersPageData, OpeningPageData } from './careers/careers';
import type { DisplayItems } from './posts/display-items';
import type { LeadFormState } from './leads/lead';
import type { BlogPost, PostCard } from './posts/post';
import type { NewsletterArchiveData, NewsletterIssueData } from './newsletter/archive';
import type { PublicOpenTimes } from './booking/availability';
import type { Estimate } from './pricing/estimate';
import type { EstimateAnswers, EstimateField } from './pricing/estimate-words';
import type { ProposalLine, ProposalSite } from './pricing/proposal-states';

/** Data the edge rendered a page with, embedded beside its markup for the browser to hydrate from. */
export interface InitialData {
  /** pathname + search the data belongs to. */
  url: string;
  /** null: the page's address has nothing to show (an unknown job opening, answered 404). */
  data?:
    | InsightsData
    | ArticleData
    | UnsubscribeData
    | RequestNotSentData
    | CareersPageData
    | OpeningPageData
    | NewsletterArchiveData
    | NewsletterIssueData
    | ScheduleData
    | EstimateData
    | WalkthroughData
    | InterviewData
    | ProposalPageData
    | null;
  /** A lead form posted without JavaScript and refused: the visitor's values and the errors. */
  form?: LeadFormState;
  /**
   * The page answers a form posted to another address (POST /api/leads): the browser shows `url`
   * as its address, so a reload fetches the page instead of sending the form again.
   */
  answersPost?: true;
}

export interface InsightsData {
  posts: PostCard[];
  /** Posts matching the filter, across all pages. */
  total: number;
  /** 1-based page number. */
  page: number;
  /** The active filter as given in the URL, or null for All. */
  category: string | null;
  /** The posts could not be read (database outage): the page says so instead of listing none. */
  unavailable?: true;
}

/**
 * A post as its page shows it: the body already processed and sanitized, and its read
 * time, worked out where the post was read, so the browser need not ship the sanitizer.
 */
export type ArticlePost = Omit<BlogPost, 'content'> & { bodyHtml: string; readTime: string };

export interface ArticleData {
  post: ArticlePost | null;
  related: PostCard[];
  /** The post's 'Insights Overview' set, chosen where the post was read, so the browser need not ship every set. */
  display: DisplayItems | null;
  /** The post could not be read (database outage): the page says so, not 'Post Not Found'. */
  unavailable?: true;
}

/**
 * What the newsletter's unsubscribe link came to (worker/newsletter/unsubscribe.ts): only the
 * Worker can check the link's token, so the page shows what it was handed. `action` is where the
 * confirm form posts: the link's own address.
 */
export type UnsubscribeView =
  | { kind: 'confirm'; email: string; action: string }
  | { kind: 'done'; email: string }
  | { kind: 'invalid' }
  | { kind: 'unavailable'; email: string; action: string };

export interface UnsubscribeData {
  unsubscribe: UnsubscribeView;
}

/**
 * `/schedule[?zip=]`: the walkthrough times open now (for the ZIP code when one is given), written
 * into the first HTML so the page books without JavaScript; null when they could not be read (the
 * page then takes a request for two days instead).
 */
export interface ScheduleData {
  times: PublicOpenTimes | null;
}

/**
 * `/estimate?facility_type=&square_feet=&visits_per_week=`: the instant estimate for the answers
 * in the address, worked out at the edge so the page answers without JavaScript (the page without
 * a query has no data). `answers` are as sent, to fill the form again; `errors` one message per
 * answer that cannot be priced (then no result); `unavailable` when the rate table could not be read.
 */
export interface EstimateData {
  answers: EstimateAnswers;
  result: Estimate | null;
  errors: Partial<Record<EstimateField, string>>;
  unavailable?: true;
}

/**
 * What the prospect's link to their walkthrough came to (worker/walkthroughs/manage.ts): the
 * walkthrough with the times it can move to (`action`: where the page's forms post, the link
 * itself), or why there is nothing to change.
 */
export type WalkthroughView =
  | {
      kind: 'booked';
      starts_at: string;
      minutes: number;
      address: string;
      attendee: { name: string; phone: string } | null;
      action: string;
      times: PublicOpenTimes;
      /** Just moved here (the answer to a move). */
      moved: boolean;
      /** Why the last move was refused (the time was taken meanwhile). */
      error: string | null;
    }
  | { kind: 'cancelled'; justNow: boolean }
  | { kind: 'past'; starts_at: string }
  | { kind: 'invalid' }
  | { kind: 'unavailable' };

export interface WalkthroughData {
  walkthrough: WalkthroughView;
}

/**
 * What the applicant's link to their interview came to (worker/careers/applications/interview-link.ts):
 * the interview in their language with the confirm and ask-for-another-time forms (`action`: the
 * link itself), or why there is nothing to answer.
 */
export type InterviewView =
  | {
      kind: 'booked';
      locale: 'en' | 'es';
      starts_at: string;
      minutes: number;
      /** How and where, in words ("By video: https://…"), '' when not said. */
      where: string;
      with: string;
      job: string;
      action: string;
      /** The interview as a calendar file (/interview.ics?token=…). */
      calendar: string;
      /** What the applicant just said through the link. */
      answered: 'confirmed' | 'asked' | null;
    }
  | { kind: 'gone'; locale: 'en' | 'es' }
  | { kind: 'invalid' }
  | { kind: 'unavailable' };

export interface InterviewData {
  interview: InterviewView;
}

/** A lead the edge could not put back into its form (worker/intake/answers.ts): the reasons, to list on /request-not-sent. */
export interface RequestNotSentData {
  messages: string[];
}

/** Reads ?category= and ?page= the same way on both sides. */
export function parseInsightsQuery(search: URLSearchParams): { category: string | null; page: number } {
  const category = search.get('category')?.trim() || null;
  const rawPage = Number.parseInt(search.get('page') ?? '1', 10);
  const page = Number.isFinite(rawPage) && rawPage >= 1 && rawPage <= 10000 ? rawPage : 1;
  return { category: category && category.length <= 80 ? category : null, page };
}

/** The client's three answers on their proposal's page, and what each form asks. */
export type ProposalAnswer = 'sign' | 'decline' | 'changes';
export type ProposalField = 'name' | 'title' | 'consent' | 'lost_category' | 'note';

/**
 * What a client's link to their proposal came to (worker/proposals/signing.ts): the proposal to
 * read and answer (`action`: where the forms post, the link itself), or what became of it. A
 * refused answer comes back with what was typed (`values`) and why (`errors`, or `notice` for the
 * proposal itself: already signed, expired, replaced).
 */
export type ProposalView =
  | {
      kind: 'open';
      action: string;
      pdf_url: string;
      version: number;
      client: string;
      sites: (ProposalSite & { tasks?: { area: string; task: string; frequency: string }[] })[];
      lines: ProposalLine[];
      monthly_price_cents: number;
      visits_per_week: number;
      start_date: string;
      terms: string[];
      expires_at: string | null;
      document_sha256: string;
      consent_text: string;
      /** The client already asked for changes (they can still sign). */
      changes_asked: boolean;
      /** The form answered, kept open with its values and errors. */
      answer: ProposalAnswer | null;
      values: Partial<Record<ProposalField, string>>;
      errors: Partial<Record<ProposalField, string>>;
      /** Just asked for changes (the answer to that form). */
      justAsked: boolean;
      /** Why an answer was refused that is about the proposal, not a field. */
      notice: string | null;
    }
  | { kind: 'signed'; justNow: boolean; signer_name: string; signed_at: string; monthly_price_cents: number; pdf_url: string; notice: string | null }
  | { kind: 'declined'; justNow: boolean; notice: string | null }
  | { kind: 'expired'; notice: string | null }
  | { kind: 'superseded'; version: number; next_url: string | null; notice: string | null }
  | { kind: 'invalid' }
  | { kind: 'unavailable' };

export interface ProposalPageData {
  proposal: ProposalView;
}
