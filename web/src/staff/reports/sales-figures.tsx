/**
 * The report's sales figures (shared/leads/sales-report.ts says which leads each counts): the
 * pipeline's monthly value by stage and what was won month by month, each a bar chart with its
 * table; the win rate and median days to win as large numbers; why sales were lost; and all of it
 * by source in one table. Money in whole dollars, monthly values as staff set them on the lead.
 */
import type { LeadReport } from '../../../../shared/leads/report';
import { dollars } from '../../../../shared/pricing/estimate-words';
import { plural } from '../lib/format';
import { daysText, lostLabel, monthLabel, percentText, sourceLabel, stageLabel } from './report-format';
import { ReportCard } from './report-card';
import { ReportTable } from './report-table';
import { ValueBars } from './value-bars';

type Sales = LeadReport['sales'];

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const orDash = <T,>(value: T | null, text: (v: T) => string) => (value === null ? '—' : text(value));

export function SalesFigures({ sales }: { sales: Sales }) {
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <PipelineCard sales={sales} />
        <WonCard sales={sales} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <DecisionsCard sales={sales} />
        <ReportCard title="Why sales were lost" note="Leads lost in these days, by the reason chosen when they were lost.">
          {sales.lost_reasons.length > 0 ? (
            <ReportTable
              caption="Lost leads by reason"
              columns={['Reason', 'Leads']}
              words
              rows={sales.lost_reasons.map((r) => ({ key: r.category, head: lostLabel(r.category), cells: [r.count] }))}
            />
          ) : (
            <p className="text-muted">No lead was lost in these days.</p>
          )}
        </ReportCard>
      </div>
      <ReportCard
        title="Sales by source"
        note="Open and Pipeline: the pipeline’s leads from each source and what they would pay a month. Won (with its monthly value), Lost, Win rate and Median days to win: the decisions of these days."
      >
        {sales.by_source.length > 0 ? (
          <ReportTable
            caption="Sales by source"
            columns={['Source', 'Open', 'Pipeline', 'Won', 'Won value', 'Lost', 'Win rate', 'Median days']}
            words
            rows={sales.by_source.map((s) => ({
              key: s.source,
              head: sourceLabel(s.source),
              cells: [
                s.open,
                dollars(s.pipeline_cents),
                s.won,
                dollars(s.won_cents),
                s.lost,
                orDash(s.win_rate, percentText),
                orDash(s.median_days_to_win, (d) => d.toLocaleString('en-US', { maximumFractionDigits: 1 })),
              ],
            }))}
          />
        ) : (
          <p className="text-muted">No lead in the pipeline or decided in these days.</p>
        )}
      </ReportCard>
    </>
  );
}

function PipelineCard({ sales }: { sales: Sales }) {
  const { pipeline } = sales;
  const total = sum(pipeline.map((p) => p.value_cents));
  return (
    <ReportCard
      title="Pipeline value"
      note="Leads that arrived in these days and are still open, by stage: what they would pay a month. Valued: how many have a monthly value set."
    >
      <ValueBars
        label={`Bar chart: monthly value of the open leads by stage, ${dollars(total)} in all: ${pipeline
          .map((p) => `${stageLabel(p.stage)} ${dollars(p.value_cents)} (${plural(p.count, 'lead')})`)
          .join(', ')}.`}
        rows={pipeline.map((p) => ({ key: p.stage, name: stageLabel(p.stage), value: p.value_cents, text: dollars(p.value_cents) }))}
      />
      <ReportTable
        caption="Open leads by stage"
        columns={['Stage', 'Leads', 'Valued', 'A month']}
        words
        rows={pipeline.map((p) => ({ key: p.stage, head: stageLabel(p.stage), cells: [p.count, p.valued, dollars(p.value_cents)] }))}
        foot={{
          key: 'total',
          head: 'All open stages',
          cells: [sum(pipeline.map((p) => p.count)), sum(pipeline.map((p) => p.valued)), dollars(total)],
        }}
      />
    </ReportCard>
  );
}

function WonCard({ sales }: { sales: Sales }) {
  const months = sales.won_by_month;
  const total = sum(months.map((m) => m.value_cents));
  return (
    <ReportCard title="Won per month" note="Monthly value of the leads won, by the month (Ocala time) they were won.">
      <ValueBars
        fill={1}
        label={`Bar chart: monthly value won per month, ${dollars(total)} in all: ${months
          .map((m) => `${monthLabel(m.month)} ${dollars(m.value_cents)} (${m.count} won)`)
          .join(', ')}.`}
        rows={months.map((m) => ({ key: m.month, name: monthLabel(m.month), value: m.value_cents, text: dollars(m.value_cents) }))}
      />
      <ReportTable
        caption="Leads won per month"
        columns={['Month', 'Won', 'A month']}
        nowrap
        rows={months.map((m) => ({ key: m.month, head: monthLabel(m.month), cells: [m.count, dollars(m.value_cents)] }))}
        foot={{ key: 'total', head: 'All months', cells: [sales.won, dollars(total)] }}
      />
    </ReportCard>
  );
}

function DecisionsCard({ sales }: { sales: Sales }) {
  const { win_rate: rate, median_days_to_win: days, won, lost } = sales;
  return (
    <ReportCard title="Win rate and time to win" note="Of the leads won or lost in these days; days from arrival to won, 24 hours each.">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-tile bg-surface p-4">
          <dt className="text-sm font-semibold text-muted">Win rate</dt>
          <dd className="mt-1 text-4xl font-extrabold tracking-tight text-brand-950 tabular-nums">{orDash(rate, percentText)}</dd>
          <dd className="mt-1 text-sm text-body">
            {won} won, {lost} lost
          </dd>
        </div>
        <div className="rounded-tile bg-surface p-4">
          <dt className="text-sm font-semibold text-muted">Median time to win</dt>
          <dd className="mt-1 text-4xl font-extrabold tracking-tight text-brand-950 tabular-nums">{orDash(days, daysText)}</dd>
          <dd className="mt-1 text-sm text-body">{won === 0 ? 'No lead was won in these days' : `Over ${plural(won, 'lead')} won`}</dd>
        </div>
      </dl>
    </ReportCard>
  );
}
