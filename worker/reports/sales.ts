/**
 * The sales figures as staff read them (shared/leads/sales-report.ts), from what D1 grouped
 * (store/sales.ts): every open stage listed whether or not it has leads, win rates as percents,
 * and the median days to win, overall and by source, from each won lead's arrival and won_at.
 */
import { OPEN_STAGES } from '../../shared/leads/board';
import type { SalesFigures } from '../../shared/leads/sales-report';
import { median } from './median';
import type { SalesRows } from './store/index';

const DAY_MS = 86_400_000;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** won / (won + lost) as a percent with one decimal; null when nothing was decided. */
export const winRate = (won: number, lost: number) => (won + lost === 0 ? null : oneDecimal((won / (won + lost)) * 100));

const daysToWin = (wins: SalesRows['wins']) =>
  median(
    wins.map((w) => (new Date(w.won_at).getTime() - new Date(w.created_at).getTime()) / DAY_MS),
    oneDecimal,
  );

export function buildSales(rows: SalesRows): SalesFigures {
  const won = rows.wonByMonth.reduce((n, m) => n + m.count, 0);
  const lost = rows.lostReasons.reduce((n, r) => n + r.count, 0);
  return {
    pipeline: OPEN_STAGES.map((stage) => rows.pipeline.find((p) => p.stage === stage) ?? { stage, count: 0, valued: 0, value_cents: 0 }),
    won_by_month: rows.wonByMonth,
    won,
    lost,
    win_rate: winRate(won, lost),
    median_days_to_win: daysToWin(rows.wins),
    lost_reasons: rows.lostReasons,
    by_source: rows.bySource.map((s) => ({
      ...s,
      win_rate: winRate(s.won, s.lost),
      median_days_to_win: daysToWin(rows.wins.filter((w) => w.source === s.source)),
    })),
  };
}
