/**
 * The sales figures on /staff/reports: the pipeline's value by stage and what was won per month,
 * each a chart stating its figure with a table of every number (money in whole dollars); the win
 * rate and median days to win in large type; lost reasons in words; everything by source; dashes
 * and sentences where nothing was decided; and a range with sales but no new leads still shown.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeadReport } from '../../shared/leads/report';
import { EMPTY, REPORT } from './reports-fixtures';
import { json, renderStaff } from './staff-app';

const REPORTS = '/staff/api/reports';

const SALES: LeadReport['sales'] = {
  pipeline: [
    { stage: 'new', count: 2, valued: 1, value_cents: 100_000 },
    { stage: 'contacted', count: 1, valued: 1, value_cents: 250_049 },
    { stage: 'walkthrough_booked', count: 0, valued: 0, value_cents: 0 },
    { stage: 'proposal_sent', count: 1, valued: 1, value_cents: 1_300_000 },
  ],
  won_by_month: [
    { month: '2026-10', count: 2, value_cents: 350_000 },
    { month: '2026-11', count: 1, value_cents: 0 },
  ],
  won: 3,
  lost: 4,
  win_rate: 42.9,
  median_days_to_win: 19.5,
  lost_reasons: [
    { category: 'price', count: 2 },
    { category: 'competitor', count: 1 },
    { category: '', count: 1 },
  ],
  by_source: [
    { source: 'google', open: 2, pipeline_cents: 350_049, won: 2, won_cents: 200_000, lost: 1, win_rate: 66.7, median_days_to_win: 20.5 },
    { source: 'direct', open: 1, pipeline_cents: 1_300_000, won: 1, won_cents: 150_000, lost: 1, win_rate: 50, median_days_to_win: 19.5 },
    { source: 'bing.com', open: 1, pipeline_cents: 0, won: 0, won_cents: 0, lost: 2, win_rate: 0, median_days_to_win: null },
  ],
};

function cells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
}

async function open(report: LeadReport) {
  renderStaff('/reports?from=2026-10-19&to=2026-11-08', { [`GET ${REPORTS}`]: () => json(report) });
  return screen.findByRole('region', { name: 'Pipeline value' });
}

describe('sales on the report', () => {
  it('values the pipeline by stage in a chart that states it and a table in whole dollars', async () => {
    const card = await open({ ...REPORT, sales: SALES });
    expect(within(card).getByRole('img').getAttribute('aria-label')).toBe(
      'Bar chart: monthly value of the open leads by stage, $16,500 in all: New $1,000 (2 leads), Contacted $2,500 (1 lead), Walkthrough booked $0 (0 leads), Proposal sent $13,000 (1 lead).',
    );
    const table = within(card).getByRole('table', { name: 'Open leads by stage' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Stage', 'Leads', 'Valued', 'A month']);
    expect(cells(table)).toEqual([
      ['New', '2', '1', '$1,000'],
      ['Contacted', '1', '1', '$2,500'],
      ['Walkthrough booked', '0', '0', '$0'],
      ['Proposal sent', '1', '1', '$13,000'],
      ['All open stages', '4', '3', '$16,500'],
    ]);
  });

  it('shows the value won per month, the win rate and the median days to win', async () => {
    await open({ ...REPORT, sales: SALES });
    const won = screen.getByRole('region', { name: 'Won per month' });
    expect(within(won).getByRole('img').getAttribute('aria-label')).toBe(
      'Bar chart: monthly value won per month, $3,500 in all: Oct 2026 $3,500 (2 won), Nov 2026 $0 (1 won).',
    );
    expect(cells(within(won).getByRole('table', { name: 'Leads won per month' }))).toEqual([
      ['Oct 2026', '2', '$3,500'],
      ['Nov 2026', '1', '$0'],
      ['All months', '3', '$3,500'],
    ]);

    const decisions = screen.getByRole('region', { name: 'Win rate and time to win' });
    const terms = within(decisions)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(decisions)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Win rate', 'Median time to win']);
    expect(values).toEqual(['42.9%', '3 won, 4 lost', '19.5 days', 'Over 3 leads won']);
  });

  it('names the lost reasons in words and splits every figure by source', async () => {
    await open({ ...REPORT, sales: SALES });
    expect(cells(screen.getByRole('table', { name: 'Lost leads by reason' }))).toEqual([
      ['Price too high', '2'],
      ['Chose another company', '1'],
      ['No reason recorded', '1'],
    ]);
    const bySource = screen.getByRole('table', { name: 'Sales by source' });
    expect(
      within(bySource)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Source', 'Open', 'Pipeline', 'Won', 'Won value', 'Lost', 'Win rate', 'Median days']);
    expect(cells(bySource)).toEqual([
      ['google', '2', '$3,500', '2', '$2,000', '1', '66.7%', '20.5'],
      ['Direct', '1', '$13,000', '1', '$1,500', '1', '50%', '19.5'],
      ['bing.com', '1', '$0', '0', '$0', '2', '0%', '—'],
    ]);
  });

  it('says so where nothing was decided, with dashes for the rate and the median', async () => {
    await open(REPORT);
    const decisions = screen.getByRole('region', { name: 'Win rate and time to win' });
    expect(
      within(decisions)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['—', '0 won, 0 lost', '—', 'No lead was won in these days']);
    expect(screen.getByText('No lead was lost in these days.')).toBeTruthy();
    expect(screen.getByText('No lead in the pipeline or decided in these days.')).toBeTruthy();
  });

  it('shows a range with sales decided but no new leads, not the empty report', async () => {
    const sales = { ...EMPTY.sales, won_by_month: [{ month: '2026-11', count: 1, value_cents: 90_000 }], won: 1, win_rate: 100, median_days_to_win: 40 };
    renderStaff('/reports', { [`GET ${REPORTS}`]: () => json({ ...EMPTY, sales }) });
    const won = await screen.findByRole('region', { name: 'Won per month' });
    expect(cells(within(won).getByRole('table', { name: 'Leads won per month' }))[0]).toEqual(['Nov 2026', '1', '$900']);
    expect(screen.queryByRole('heading', { name: 'No leads in these weeks' })).toBeNull();
  });
});
