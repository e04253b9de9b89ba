/**
 * The staff report on leads (GET /staff/api/reports, worker/reports/): what the Worker counts in D1
 * and the staff app draws (web/src/staff/reports/). Days and weeks are Ocala's (company-time.ts):
 * a week starts on Monday at midnight in Ocala. Spam is never counted. The sales figures are in
 * sales-report.ts.
 */
import type { LeadKind } from './lead';
import type { SalesFigures } from './sales-report';

export type { SalesFigures };

/** The stages a lead can be counted as having reached, in pipeline order; `lost` is counted beside them. */
export const FUNNEL_STAGES = ['contacted', 'walkthrough_booked', 'proposal_sent', 'won'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number] | 'lost';

export const NO_BLOG_POST = 'No blog post';

/** How many weeks before this one the report shows when no days are asked for. */
export const DEFAULT_FULL_WEEKS = 12;
/** The longest range one report covers: two years. */
export const MAX_REPORT_YEARS = 2;

export interface WeekKindCount {
  /** The Monday the week starts on, YYYY-MM-DD (Ocala). */
  week: string;
  kind: LeadKind;
  count: number;
}

export interface WeekSourceCount {
  week: string;
  /** utm_source, else the referrer's host without www., else `direct`. */
  source: string;
  count: number;
}

export interface NamedCount {
  /** A path (landing page without its query, blog post read); '' when none was recorded. */
  name: string;
  count: number;
}

export interface StageCount {
  stage: FunnelStage;
  count: number;
  /** Share of the range's leads, 0-100, one decimal. */
  percent: number;
}

export interface FirstResponseFigure {
  /** Median business minutes from arrival to the first move out of New; null when none was answered. */
  median_business_minutes: number | null;
  answered: number;
  /** Still without a first response. */
  unanswered: number;
}

export interface WalkthroughsByPost {
  /** The blog post read before the lead (its path), or null for leads without one (shown as NO_BLOG_POST). */
  post: string | null;
  count: number;
}

export interface LeadReport {
  /** The Ocala days covered, both included (YYYY-MM-DD). */
  from: string;
  to: string;
  /** Every week the range touches, by its Monday, oldest first (the first may start before `from`). */
  weeks: string[];
  /** Leads (not spam) that arrived in the range. */
  total: number;
  by_kind: WeekKindCount[];
  by_source: WeekSourceCount[];
  /** Most frequent first, at most TOP_LIMIT. */
  landing_pages: NamedCount[];
  posts_read: NamedCount[];
  /** For the range's leads: how many reached each stage (FUNNEL_STAGES order, then lost). */
  funnel: StageCount[];
  first_response: FirstResponseFigure;
  /** Walkthroughs booked in the range, per blog post read before the lead. */
  walkthroughs_by_post: WalkthroughsByPost[];
  /** What the pipeline is worth and what was won and lost (shared/leads/sales-report.ts). */
  sales: SalesFigures;
}

/** How many landing pages and blog posts the report lists. */
export const TOP_LIMIT = 10;
