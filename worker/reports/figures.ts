/**
 * The report as staff read it, from what D1 counted (store/): the funnel's shares of the range's
 * leads, the median time to first response, and the sales figures (sales.ts). That median is worked
 * out here and not in SQL: SQLite cannot count business hours (Mo-Fr 07:00-18:00 on Ocala's clock, with its
 * daylight-saving changes), so D1 selects each answered lead's two instants and
 * shared/time/business-hours.ts counts the minutes between them.
 */
import { businessMinutesBetween } from '../../shared/time/business-hours';
import { FUNNEL_STAGES, type LeadReport, type StageCount } from '../../shared/leads/report';
import type { ReportRange } from './range';
import { median } from './median';
import { buildSales } from './sales';
import type { ReportRows } from './store/index';

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
    sales: buildSales(rows.sales),
  };
}
