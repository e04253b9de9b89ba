/**
 * The report's sales figures (GET /staff/api/reports `sales`, and its CSV) over real D1: the
 * pipeline's value by stage (the range's leads still open), monthly value won per Ocala month of
 * won_at (a lead won at 23:30 on Oct 31 in Ocala, already Nov 1 in UTC, is October's), the win
 * rate over the range's decisions (a lost lead dated by its last move to Lost, else by its last
 * change), the median days to win (odd and even counts), lost reasons, and the same by source;
 * spam never counted, whatever it carries.
 *
 * The range is 2026-09-01 to 2026-10-31, all on daylight time: Ocala midnight is 04:00 UTC.
 */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeadReport } from '../../shared/leads/report';
import { leadEvents, leads } from '../../shared/schema';
import { parseCsv } from './csv-helpers';
import { staffRequest, staffSession } from './staff-helpers';

type LeadInsert = typeof leads.$inferInsert;

const lead = (id: string, created_at: string, overrides: Partial<LeadInsert> = {}): LeadInsert => ({
  id,
  kind: 'quote',
  contact_key: `email:${id}@example.com`,
  email: `${id}@example.com`,
  created_at,
  updated_at: created_at,
  ...overrides,
});

const FIXTURE: LeadInsert[] = [
  // The pipeline: leads of the range still open.
  lead('o1', '2026-09-02T14:00:00.000Z', { utm_source: 'Google', monthly_value_cents: 100_000 }),
  lead('o2', '2026-09-03T14:00:00.000Z', { referrer: 'https://www.bing.com/search?q=x' }),
  lead('o3', '2026-09-10T14:00:00.000Z', { status: 'contacted', utm_source: 'google', monthly_value_cents: 250_000 }),
  lead('o4', '2026-10-05T14:00:00.000Z', { status: 'proposal_sent', monthly_value_cents: 300_000 }),
  // Open, but arrived before the range: not the range's pipeline.
  lead('o-before', '2026-08-20T14:00:00.000Z', { utm_source: 'google', monthly_value_cents: 999_900 }),

  // Won in the range, by won_at: 10 days (arrived before the range), 19.5 days, 30.98 days (no value set).
  lead('w1', '2026-08-25T14:00:00.000Z', { status: 'won', won_at: '2026-09-04T14:00:00.000Z', utm_source: 'google', monthly_value_cents: 200_000 }),
  lead('w2', '2026-09-01T14:00:00.000Z', { status: 'won', won_at: '2026-09-21T02:00:00.000Z', monthly_value_cents: 150_000 }),
  // Oct 31, 23:30 in Ocala, Nov 1 in UTC: October's.
  lead('w3', '2026-10-01T04:00:00.000Z', { status: 'won', won_at: '2026-11-01T03:30:00.000Z', utm_source: 'google' }),
  // Won just outside the range on either side.
  lead('w-before', '2026-08-01T14:00:00.000Z', { status: 'won', won_at: '2026-08-31T03:00:00.000Z', monthly_value_cents: 500_000 }),
  lead('w-after', '2026-10-20T14:00:00.000Z', { status: 'won', won_at: '2026-11-01T04:30:00.000Z', monthly_value_cents: 500_000 }),

  // Lost in the range: by their last move to Lost (l1, l2), or their last change without one (l3).
  lead('l1', '2026-07-01T14:00:00.000Z', { status: 'lost', lost_category: 'price', utm_source: 'google', monthly_value_cents: 120_000 }),
  lead('l2', '2026-09-05T14:00:00.000Z', { status: 'lost', lost_category: 'competitor', referrer: 'https://bing.com/' }),
  lead('l3', '2026-09-06T14:00:00.000Z', { status: 'lost', lost_category: 'price', updated_at: '2026-10-20T14:00:00.000Z' }),
  // Changed in the range, but lost before it (its move to Lost says when).
  lead('l-before', '2026-07-02T14:00:00.000Z', { status: 'lost', lost_category: 'timing', updated_at: '2026-09-20T14:00:00.000Z' }),

  // Spam is counted nowhere, whatever it carries.
  lead('spam', '2026-09-10T14:00:00.000Z', {
    status: 'spam',
    spam_reason: 'honeypot',
    utm_source: 'spamsource',
    won_at: '2026-09-12T14:00:00.000Z',
    lost_category: 'price',
    monthly_value_cents: 777_700,
  }),
];

const EVENTS = [
  { id: 'e1', lead_id: 'l1', type: 'stage' as const, status: 'lost' as const, created_at: '2026-09-15T14:00:00.000Z' },
  { id: 'e2', lead_id: 'l2', type: 'stage' as const, status: 'lost' as const, created_at: '2026-10-10T14:00:00.000Z' },
  { id: 'e3', lead_id: 'l-before', type: 'stage' as const, status: 'lost' as const, created_at: '2026-08-15T14:00:00.000Z' },
  { id: 'e4', lead_id: 'spam', type: 'stage' as const, status: 'lost' as const, created_at: '2026-09-15T14:00:00.000Z' },
];

let cookie = '';

beforeAll(async () => {
  const db = drizzle(env.DB);
  const [first, ...rest] = [...FIXTURE.map((row) => db.insert(leads).values(row)), ...EVENTS.map((row) => db.insert(leadEvents).values(row))];
  await db.batch([first!, ...rest]);
  cookie = await staffSession();
});

async function sales(query: string): Promise<LeadReport['sales']> {
  const res = await staffRequest(`/staff/api/reports${query}`, cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as LeadReport).sales;
}

const RANGE = '?from=2026-09-01&to=2026-10-31';

describe('the report’s sales figures', () => {
  it('values the pipeline by stage: the range’s leads still open, how many have a value, and its sum', async () => {
    expect((await sales(RANGE)).pipeline).toEqual([
      { stage: 'new', count: 2, valued: 1, value_cents: 100_000 },
      { stage: 'contacted', count: 1, valued: 1, value_cents: 250_000 },
      { stage: 'walkthrough_booked', count: 0, valued: 0, value_cents: 0 },
      { stage: 'proposal_sent', count: 1, valued: 1, value_cents: 300_000 },
    ]);
  });

  it('adds up the monthly value won per Ocala month of won_at, every month of the range listed', async () => {
    expect((await sales(RANGE)).won_by_month).toEqual([
      { month: '2026-09', count: 2, value_cents: 350_000 },
      { month: '2026-10', count: 1, value_cents: 0 },
    ]);
    // A range inside two months still lists both; one inside a month, only it.
    expect((await sales('?from=2026-09-15&to=2026-10-10')).won_by_month).toEqual([
      { month: '2026-09', count: 1, value_cents: 150_000 },
      { month: '2026-10', count: 0, value_cents: 0 },
    ]);
    expect((await sales('?from=2026-10-31&to=2026-10-31')).won_by_month).toEqual([{ month: '2026-10', count: 1, value_cents: 0 }]);
  });

  it('gives the win rate over the range’s decisions, lost leads dated by their move to Lost', async () => {
    const s = await sales(RANGE);
    expect(s).toMatchObject({ won: 3, lost: 3, win_rate: 50 });
    // September alone: w1 and w2 won, l1 lost (l-before changed then, but was lost in August).
    expect(await sales('?from=2026-09-01&to=2026-09-30')).toMatchObject({ won: 2, lost: 1, win_rate: 66.7 });
  });

  it('gives the median days from arrival to won_at, the middle one of an odd count and the mean of two', async () => {
    // 10, 19.5 and 30.98 days.
    expect((await sales(RANGE)).median_days_to_win).toBe(19.5);
    // September: 10 and 19.5.
    expect((await sales('?from=2026-09-01&to=2026-09-30')).median_days_to_win).toBe(14.8);
  });

  it('counts the lost reasons, most first', async () => {
    expect((await sales(RANGE)).lost_reasons).toEqual([
      { category: 'price', count: 2 },
      { category: 'competitor', count: 1 },
    ]);
  });

  it('gives the same figures by source, most won value first', async () => {
    expect((await sales(RANGE)).by_source).toEqual([
      { source: 'google', open: 2, pipeline_cents: 350_000, won: 2, won_cents: 200_000, lost: 1, win_rate: 66.7, median_days_to_win: 20.5 },
      { source: 'direct', open: 1, pipeline_cents: 300_000, won: 1, won_cents: 150_000, lost: 1, win_rate: 50, median_days_to_win: 19.5 },
      { source: 'bing.com', open: 1, pipeline_cents: 0, won: 0, won_cents: 0, lost: 1, win_rate: 0, median_days_to_win: null },
    ]);
  });

  it('answers a range without sales with zeros and no rate or median', async () => {
    expect(await sales('?from=2020-01-06&to=2020-01-12')).toEqual({
      pipeline: [
        { stage: 'new', count: 0, valued: 0, value_cents: 0 },
        { stage: 'contacted', count: 0, valued: 0, value_cents: 0 },
        { stage: 'walkthrough_booked', count: 0, valued: 0, value_cents: 0 },
        { stage: 'proposal_sent', count: 0, valued: 0, value_cents: 0 },
      ],
      won_by_month: [{ month: '2020-01', count: 0, value_cents: 0 }],
      won: 0,
      lost: 0,
      win_rate: null,
      median_days_to_win: null,
      lost_reasons: [],
      by_source: [],
    });
  });

  it('downloads the same figures in the CSV, money in whole dollars', async () => {
    const res = await staffRequest(`/staff/api/reports.csv${RANGE}`, cookie);
    expect(res.status).toBe(200);
    const [, ...rows] = parseCsv(await res.text());
    const find = (figure: string, group = '') => rows.filter((r) => r[0] === figure && r[1] === group).map((r) => r[3]);
    expect(find('pipeline_leads', 'new')).toEqual(['2']);
    expect(find('pipeline_monthly_dollars', 'contacted')).toEqual(['2500']);
    expect(find('won_leads', '2026-09')).toEqual(['2']);
    expect(find('won_monthly_dollars', '2026-09')).toEqual(['3500']);
    expect(find('win_rate_percent')).toEqual(['50']);
    expect(find('median_days_to_win')).toEqual(['19.5']);
    expect(find('lost_reason', 'price')).toEqual(['2']);
    expect(find('source_won_monthly_dollars', 'google')).toEqual(['2000']);
    expect(find('source_median_days_to_win', 'bing.com')).toEqual(['']);
    expect(rows.some((r) => r[1] === 'spamsource')).toBe(false);
  });
});
