/**
 * The sales figures of the staff report (GET /staff/api/reports `sales`, worker/reports/sales.ts),
 * for its range of Ocala days: what the pipeline is worth, what was won month by month, the win
 * rate, how long a sale takes and why sales were lost, overall and by source (the report's source:
 * utm_source, else the referrer's host, else direct). Money is in cents, monthly values as staff
 * set them on the lead (monthly_value_cents); spam is never counted.
 *
 * Which leads count:
 * - the pipeline: leads that arrived in the range and are still open (New to Proposal sent);
 * - won: leads whose won_at falls in the range; lost: leads whose last move to Lost (on their
 *   timeline, else their last change) falls in it. Together, the range's decisions.
 */
import type { OpenStage } from './board';
import type { LostCategory } from './lead-pipeline';

export interface StageValue {
  stage: OpenStage;
  count: number;
  /** Of those, how many have a monthly value set. */
  valued: number;
  value_cents: number;
}

export interface MonthWon {
  /** The Ocala month, YYYY-MM: every month the range touches, oldest first. */
  month: string;
  count: number;
  value_cents: number;
}

export interface LostReasonCount {
  /** From LOST_CATEGORIES; '' for a lead lost without one. */
  category: LostCategory | '';
  count: number;
}

export interface SourceSales {
  source: string;
  /** The pipeline's leads from this source, and their monthly value. */
  open: number;
  pipeline_cents: number;
  won: number;
  won_cents: number;
  lost: number;
  win_rate: number | null;
  median_days_to_win: number | null;
}

export interface SalesFigures {
  /** OPEN_STAGES order, a stage without leads included. */
  pipeline: StageValue[];
  won_by_month: MonthWon[];
  /** The range's decisions. */
  won: number;
  lost: number;
  /** won / (won + lost), as a percent with one decimal; null when nothing was decided. */
  win_rate: number | null;
  /** Median days (24 hours each, one decimal) from a won lead's arrival to won_at; null when none was won. */
  median_days_to_win: number | null;
  /** Most first. */
  lost_reasons: LostReasonCount[];
  /** Every source with a lead in the pipeline or decided in the range: most won value first. */
  by_source: SourceSales[];
}
