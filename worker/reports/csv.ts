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
 */
import { type LeadReport, NO_BLOG_POST } from '../../shared/leads/report';
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
  ];
}

export function reportCsv(report: LeadReport): string {
  return toCsv<ReportCsvRow>(COLUMNS, reportCsvRows(report));
}
