/**
 * The report as one tidy CSV table, `figure,group,week,value`: one row per number, so a spreadsheet
 * can filter or pivot any figure without parsing sections. `week` is the Monday (Ocala) for the
 * weekly figures and empty for figures over the whole range; `group` is the kind, source, page,
 * post or stage. Landing pages, sources and posts come from visitors, so cells go through the
 * shared writer (worker/http/csv.ts), which quotes them and neutralises formulas.
 *
 * figure                      group                 week     value
 * leads                       (empty)               (empty)  leads in the range, spam excluded
 * leads_by_kind               quote|walkthrough|…   Monday   count
 * leads_by_source             source                Monday   count
 * landing_page                path ('' = unknown)   (empty)  count (top 10)
 * blog_post_read              path                  (empty)  count (top 10)
 * stage_reached               stage                 (empty)  leads that reached it
 * stage_reached_percent       stage                 (empty)  % of the range's leads
 * first_response_median_business_minutes, first_response_answered, first_response_unanswered
 * walkthroughs_by_post        path or "No blog post" (empty) walkthroughs booked
 * pipeline_leads              open stage            (empty)  the range's leads still at it
 * pipeline_monthly_dollars    open stage            (empty)  their monthly value, whole dollars
 * won_leads                   month (YYYY-MM)       (empty)  leads won that month
 * won_monthly_dollars         month (YYYY-MM)       (empty)  their monthly value
 * won_total, lost_total, win_rate_percent, median_days_to_win   (over the range's decisions)
 * lost_reason                 category ('' = none)  (empty)  leads lost for it
 * source_open_leads, source_pipeline_monthly_dollars, source_won_leads, source_won_monthly_dollars,
 * source_lost_leads, source_win_rate_percent, source_median_days_to_win   source   (empty)
 */
import { type LeadReport, NO_BLOG_POST, type SalesFigures } from '../../shared/leads/report';
import { toCsv } from '../http/csv';

export interface ReportCsvRow {
  figure: string;
  group: string;
  week: string;
  value: number | null;
}

const COLUMNS = ['figure', 'group', 'week', 'value'] as const;

export function reportCsvRows(report: LeadReport): ReportCsvRow[] {
  const row = (figure: string, group: string, week: string, value: number | null): ReportCsvRow => ({ figure, group, week, value });
  return [
    row('leads', '', '', report.total),
    ...report.by_kind.map((r) => row('leads_by_kind', r.kind, r.week, r.count)),
    ...report.by_source.map((r) => row('leads_by_source', r.source, r.week, r.count)),
    ...report.landing_pages.map((r) => row('landing_page', r.name, '', r.count)),
    ...report.posts_read.map((r) => row('blog_post_read', r.name, '', r.count)),
    ...report.funnel.map((r) => row('stage_reached', r.stage, '', r.count)),
    ...report.funnel.map((r) => row('stage_reached_percent', r.stage, '', r.percent)),
    row('first_response_median_business_minutes', '', '', report.first_response.median_business_minutes),
    row('first_response_answered', '', '', report.first_response.answered),
    row('first_response_unanswered', '', '', report.first_response.unanswered),
    ...report.walkthroughs_by_post.map((r) => row('walkthroughs_by_post', r.post ?? NO_BLOG_POST, '', r.count)),
    ...salesRows(report.sales, row),
  ];
}

/** Money leaves as whole dollars, as the staff app shows it. */
const wholeDollars = (cents: number) => Math.round(cents / 100);

function salesRows(sales: SalesFigures, row: (figure: string, group: string, week: string, value: number | null) => ReportCsvRow): ReportCsvRow[] {
  return [
    ...sales.pipeline.map((p) => row('pipeline_leads', p.stage, '', p.count)),
    ...sales.pipeline.map((p) => row('pipeline_monthly_dollars', p.stage, '', wholeDollars(p.value_cents))),
    ...sales.won_by_month.map((m) => row('won_leads', m.month, '', m.count)),
    ...sales.won_by_month.map((m) => row('won_monthly_dollars', m.month, '', wholeDollars(m.value_cents))),
    row('won_total', '', '', sales.won),
    row('lost_total', '', '', sales.lost),
    row('win_rate_percent', '', '', sales.win_rate),
    row('median_days_to_win', '', '', sales.median_days_to_win),
    ...sales.lost_reasons.map((r) => row('lost_reason', r.category, '', r.count)),
    ...sales.by_source.flatMap((s) => [
      row('source_open_leads', s.source, '', s.open),
      row('source_pipeline_monthly_dollars', s.source, '', wholeDollars(s.pipeline_cents)),
      row('source_won_leads', s.source, '', s.won),
      row('source_won_monthly_dollars', s.source, '', wholeDollars(s.won_cents)),
      row('source_lost_leads', s.source, '', s.lost),
      row('source_win_rate_percent', s.source, '', s.win_rate),
      row('source_median_days_to_win', s.source, '', s.median_days_to_win),
    ]),
  ];
}

export function reportCsv(report: LeadReport): string {
  return toCsv<ReportCsvRow>(COLUMNS, reportCsvRows(report));
}
