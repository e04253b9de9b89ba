/**
 * The report as staff read it, from what D1 counted (store.ts): the funnel's shares of the range's
 * leads and the median time to first response. That median is the one figure worked out here and
 * not in SQL: SQLite cannot count business hours (Mo-Fr 07:00-18:00 on Ocala's clock, with its
 * daylight-saving changes), so D1 selects each answered lead's two instants and
 * shared/time/business-hours.ts counts the minutes between them.
 */
import { businessMinutesBetween } from '../../shared/time/business-hours';
import { FUNNEL_STAGES, type LeadReport, type StageCount } from '../../shared/leads/report';
import type { ReportRange } from './range';
import type { ReportRows } from './store';

/** The middle value (the mean of the two middle ones for an even count), rounded to a minute; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

const percentOf = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 1000) / 10);

export function buildReport(range: ReportRange, rows: ReportRows): LeadReport {
  const total = rows.funnel.total;
  const funnel: StageCount[] = [...FUNNEL_STAGES, 'lost' as const].map((stage) => ({
    stage,
    count: rows.funnel[stage],
    percent: percentOf(rows.funnel[stage], total),
  }));
  const minutes = rows.responses.map((r) => businessMinutesBetween(new Date(r.created_at), new Date(r.first_response_at)));
  return {
    from: range.from,
    to: range.to,
    weeks: range.weeks.map((w) => w.week),
    total,
    by_kind: rows.byKind,
    by_source: rows.bySource,
    landing_pages: rows.landingPages,
    posts_read: rows.postsRead,
    funnel,
    first_response: { median_business_minutes: median(minutes), answered: minutes.length, unanswered: rows.unanswered },
    walkthroughs_by_post: rows.walkthroughsByPost,
  };
}
