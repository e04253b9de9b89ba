/**
 * /staff/reports: how leads came in and moved on, for a range of Ocala days (?from=&to=; by default
 * the last 12 full weeks and this one): leads per week by kind and by source, where they landed
 * and what they read, the stage funnel, the median first response, the sales figures (pipeline
 * value, won per month, win rate, days to win, lost reasons, by source: sales-figures.tsx) and
 * walkthroughs per blog post.
 * D1 counts everything (worker/reports/); each figure is a small SVG chart with its numbers in a
 * table right under it, and the same figures download as CSV.
 */
import { BarChart3, Download, X } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { PageHeader } from '../layout/page-header';
import { companyTimeLabel, formatDay, plural } from '../lib/format';
import { withFilters } from '../lib/list-page';
import { useLoad } from '../lib/use-load';
import { smallButtonClass } from '../ui/buttons';
import { FilterDate } from '../ui/filter-fields';
import { EmptyState, ListStates } from '../ui/states';
import { FunnelChart } from './funnel-chart';
import { durationText, kindSeries, NO_BLOG_POST, percentText, type Series, sourceSeries, sourceTotals, stageLabel } from './report-format';
import { ReportCard } from './report-card';
import { ReportTable } from './report-table';
import { SalesFigures } from './sales-figures';
import { getReport, type LeadReport, type ReportQuery, reportCsvHref } from './reports-api';
import { WeekBarChart } from './week-bar-chart';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readQuery(params: URLSearchParams): ReportQuery {
  const day = (name: string) => {
    const v = params.get(name) ?? '';
    return DAY.test(v) ? v : '';
  };
  return { from: day('from'), to: day('to') };
}

export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const report = useLoad(JSON.stringify(query), (signal) => getReport(query, signal));
  const data = report.data;
  const rangeError = query.from && query.to && query.from > query.to ? 'The “to” day is before the “from” day.' : null;
  const chosen = query.from !== '' || query.to !== '';
  // The days shown are those the report covers: the API's default until staff pick their own.
  const shown = { from: query.from || data?.from || '', to: query.to || data?.to || '' };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Reports"
        description={
          data
            ? `${plural(data.total, 'lead')} from ${formatDay(data.from)} to ${formatDay(data.to)}, spam left out.`
            : 'How leads come in and move through the pipeline'
        }
        actions={
          <a href={reportCsvHref(shown)} download className={buttonClass('ghost')}>
            <Download aria-hidden="true" className="size-5" /> Download CSV
          </a>
        }
      />

      <search className="rounded-card bg-white p-4 shadow-card ring-1 ring-line/70 sm:p-5">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-[repeat(2,minmax(0,14rem))_auto] lg:items-end">
          <FilterDate id="report-from" label="From" value={shown.from} max={shown.to} onChange={(from) => setParams(withFilters(params, { from }))} />
          <FilterDate id="report-to" label="To" value={shown.to} min={shown.from} onChange={(to) => setParams(withFilters(params, { to }))} />
          <div className="col-span-2 empty:hidden lg:col-span-1">
            {chosen && (
              <button type="button" className={smallButtonClass('quiet', 'min-h-11')} onClick={() => setParams(new URLSearchParams())}>
                <X aria-hidden="true" className="size-4" /> Last 12 weeks
              </button>
            )}
          </div>
        </div>
        <p className="mt-3 text-sm text-muted">Days and weeks (Monday to Sunday) are counted in {companyTimeLabel()}, as in the CSV.</p>
      </search>

      <ListStates
        list={report}
        noun="report"
        invalid={rangeError}
        isEmpty={(d) => d.total === 0 && d.walkthroughs_by_post.length === 0 && d.sales.won + d.sales.lost === 0}
        empty={
          <EmptyState title="No leads in these weeks" icon={<BarChart3 aria-hidden="true" />}>
            <p>Pick other days, or wait for requests from the website’s forms.</p>
          </EmptyState>
        }
      >
        {(d) => <Figures report={d} />}
      </ListStates>
    </div>
  );
}

function Figures({ report }: { report: LeadReport }) {
  const range = `${formatDay(report.from)} to ${formatDay(report.to)}`;
  const weeks = `${plural(report.weeks.length, 'week')}, ${range}`;
  return (
    <div className="space-y-6">
      <ReportCard title="Leads per week by kind">
        <WeeklyFigure
          label={`Stacked bar chart: leads per week by kind, ${weeks}, ${plural(report.total, 'lead')}.`}
          caption="Leads per week by kind"
          report={report}
          series={kindSeries(report)}
        />
      </ReportCard>
      <ReportCard title="Leads per week by source" note="The source is the campaign (utm_source), else the site the visitor came from, else Direct.">
        <WeeklyFigure
          label={`Stacked bar chart: leads per week by source, ${weeks}.`}
          caption="Leads per week by source"
          report={report}
          series={sourceSeries(report)}
        />
      </ReportCard>

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <ReportCard
          title="Through the stages"
          note="Of the leads that arrived in these days, how many reached each stage (reaching a later stage counts for the earlier ones)."
        >
          <FunnelChart report={report} label={funnelLabel(report)} />
          <ReportTable
            caption="Leads that reached each stage"
            columns={['Stage', 'Leads', 'Share']}
            rows={[
              { key: 'all', head: 'All leads', cells: [report.total, percentText(report.total ? 100 : 0)] },
              ...report.funnel.map((s) => ({ key: s.stage, head: stageLabel(s.stage), cells: [s.count, percentText(s.percent)] })),
            ]}
          />
        </ReportCard>
        <FirstResponseCard report={report} />
      </div>

      <SalesFigures sales={report.sales} />

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <ReportCard title="Where leads came from">
          <ReportTable
            caption="Leads by source"
            columns={['Source', 'Leads']}
            rows={sourceTotals(report).map((s) => ({ key: s.source, head: s.source === 'direct' ? 'Direct' : s.source, cells: [s.count] }))}
          />
          <ReportTable
            caption="Top landing pages"
            columns={['Landing page', 'Leads']}
            rows={report.landing_pages.map((p) => ({ key: p.name, head: p.name || 'Not recorded', cells: [p.count] }))}
          />
        </ReportCard>
        <ReportCard title="Blog posts">
          {report.posts_read.length > 0 ? (
            <ReportTable
              caption="Blog posts read before a lead"
              columns={['Post', 'Leads']}
              rows={report.posts_read.map((p) => ({ key: p.name, head: p.name, cells: [p.count] }))}
            />
          ) : (
            <p className="text-muted">No lead in these days read a blog post first.</p>
          )}
          {report.walkthroughs_by_post.length > 0 ? (
            <ReportTable
              caption="Walkthroughs booked per blog post read before"
              columns={['Post', 'Walkthroughs']}
              rows={report.walkthroughs_by_post.map((p) => ({ key: p.post ?? '', head: p.post ?? NO_BLOG_POST, cells: [p.count] }))}
            />
          ) : (
            <p className="text-muted">No walkthrough was booked in these days.</p>
          )}
        </ReportCard>
      </div>
    </div>
  );
}

function funnelLabel(report: LeadReport): string {
  const stages = report.funnel.map((s) => `${stageLabel(s.stage)} ${s.count} (${percentText(s.percent)})`).join(', ');
  return `Bar chart: of ${plural(report.total, 'lead')}, how many reached each stage: ${stages}.`;
}

function WeeklyFigure({ label, caption, report, series }: { label: string; caption: string; report: LeadReport; series: Series[] }) {
  const total = (week: string) => series.reduce((sum, s) => sum + (s.counts.get(week) ?? 0), 0);
  return (
    <>
      <WeekBarChart name={caption} label={label} weeks={report.weeks} series={series} />
      <ReportTable
        caption={caption}
        columns={['Week of', ...series.map((s) => s.label), 'Total']}
        nowrap
        rows={report.weeks.map((week) => ({ key: week, head: formatDay(week), cells: [...series.map((s) => s.counts.get(week) ?? 0), total(week)] }))}
        foot={{
          key: 'total',
          head: 'All weeks',
          cells: [...series.map((s) => [...s.counts.values()].reduce((a, b) => a + b, 0)), report.weeks.reduce((sum, w) => sum + total(w), 0)],
        }}
      />
    </>
  );
}

function FirstResponseCard({ report }: { report: LeadReport }) {
  const { median_business_minutes: median, answered, unanswered } = report.first_response;
  return (
    <ReportCard
      title="Time to first response"
      note="Business hours only: Monday to Friday, 7 AM to 6 PM Ocala time. From arrival to the first move out of New."
    >
      <div>
        <p className="text-4xl font-extrabold tracking-tight text-brand-950 tabular-nums sm:text-5xl">{median === null ? '—' : durationText(median)}</p>
        <p className="mt-1 text-sm font-semibold text-muted">
          {median === null ? 'No lead in these days has been answered yet' : 'Median time to first response'}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <div className="rounded-tile bg-surface p-4">
          <dt className="text-sm font-semibold text-muted">Answered</dt>
          <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{answered}</dd>
        </div>
        <div className="rounded-tile bg-surface p-4">
          <dt className="text-sm font-semibold text-muted">Still unanswered</dt>
          <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{unanswered}</dd>
        </div>
      </dl>
    </ReportCard>
  );
}
