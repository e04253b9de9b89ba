/**
 * The report's numbers in words: week and month labels, stage names, the first response as hours
 * and minutes, days to win, lost reasons, and the sources shown as their own bars (the most
 * frequent; the rest together as Other).
 */
import { KIND_LABELS, LEAD_KINDS, type LeadStatus } from '../../../../shared/leads/lead';
import { LOST_CATEGORIES } from '../../../../shared/leads/lead-pipeline';
import { type FunnelStage, type LeadReport, NO_BLOG_POST } from '../../../../shared/leads/report';
import { STATUS_LABELS } from '../leads/lead-labels';

export { NO_BLOG_POST };

/** A week by its Monday, short ('Oct 19'); the day is a calendar day, written as the UTC midnight it names. */
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
export const weekLabel = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00Z`));

export const stageLabel = (stage: FunnelStage | LeadStatus) => STATUS_LABELS[stage];

/** An Ocala month, YYYY-MM, as 'Sep 2026'. */
const MONTH = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', year: 'numeric' });
export const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** '19.5 days', '1 day'. */
export const daysText = (days: number) => `${days.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${days === 1 ? 'day' : 'days'}`;

/** A lost category in words; '' for a lead lost without one. */
export const lostLabel = (category: string) => LOST_CATEGORIES.find((c) => c.value === category)?.label ?? 'No reason recorded';

export const sourceLabel = (source: string) => (source === 'direct' ? 'Direct' : source);

/** '1 h 30 min', '45 min', '0 min'. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export const percentText = (percent: number) => `${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/** One stacked part of a weekly bar: its name and its count in each week. */
export interface Series {
  key: string;
  label: string;
  counts: Map<string, number>;
}

export function kindSeries(report: LeadReport): Series[] {
  return LEAD_KINDS.map((kind) => ({
    key: kind,
    label: KIND_LABELS[kind],
    counts: new Map(report.by_kind.filter((r) => r.kind === kind).map((r) => [r.week, r.count])),
  }));
}

/** Sources with their own bar; the others are added up as Other (the table below and the CSV list them all). */
export const SOURCE_BARS = 5;

export function sourceSeries(report: LeadReport): Series[] {
  const totals = new Map<string, number>();
  for (const r of report.by_source) totals.set(r.source, (totals.get(r.source) ?? 0) + r.count);
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([source]) => source);
  const own = ranked.length > SOURCE_BARS + 1 ? ranked.slice(0, SOURCE_BARS) : ranked;
  const series: Series[] = own.map((source) => ({
    key: source,
    label: source === 'direct' ? 'Direct' : source,
    counts: new Map(report.by_source.filter((r) => r.source === source).map((r) => [r.week, r.count])),
  }));
  if (own.length < ranked.length) {
    const other = new Map<string, number>();
    for (const r of report.by_source) if (!own.includes(r.source)) other.set(r.week, (other.get(r.week) ?? 0) + r.count);
    series.push({ key: '__other', label: `Other (${ranked.length - own.length} sources)`, counts: other });
  }
  return series;
}

/** Each source's leads over the whole range, most first. */
export function sourceTotals(report: LeadReport): { source: string; count: number }[] {
  const totals = new Map<string, number>();
  for (const r of report.by_source) totals.set(r.source, (totals.get(r.source) ?? 0) + r.count);
  return [...totals].map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
}
