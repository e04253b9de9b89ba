/**
 * The staff report on leads (GET /staff/api/reports and /reports.csv) over real D1: weekly counts
 * by kind and by source on Ocala's weeks (a week holding the November daylight-saving change, leads
 * at 23:30 on a Sunday night in Ocala), top landing pages and posts, the stage funnel from the
 * timeline and the current status, the median first response in business minutes, walkthroughs per
 * blog post; spam never counted; bad ranges refused with 400 and visitors with 401.
 *
 * The fixture covers 2026-10-19 (Mon) to 2026-11-15 (Sun): four weeks, daylight time until Sunday
 * Nov 1, standard time after. Ocala midnight is 04:00 UTC before the change and 05:00 UTC after.
 */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyDay } from '../../shared/time/company-time';
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
  name: `Lead ${id}`,
  created_at,
  updated_at: created_at,
  ...overrides,
});

let nextEvent = 1;
const stage = (lead_id: string, status: NonNullable<LeadInsert['status']>, created_at: string) => ({
  id: `event-${nextEvent++}`,
  lead_id,
  type: 'stage' as const,
  status,
  created_at,
});

const FIXTURE: LeadInsert[] = [
  // Week of Oct 19. Tue 10:00 EDT, answered 11:00: 60 business minutes. Won, with only two stages on its timeline.
  lead('a', '2026-10-20T14:00:00.000Z', {
    utm_source: 'Google',
    referrer: 'https://www.bing.com/',
    landing_page: '/services/floor-care?utm_source=google',
    read_post: '/insights/floor-tips',
    status: 'won',
    first_response_at: '2026-10-20T15:00:00.000Z',
  }),
  // Fri 17:00 EDT, answered Mon 08:00 EDT: 60 minutes on Friday and 60 on Monday, nothing over the weekend.
  lead('b', '2026-10-23T21:00:00.000Z', {
    kind: 'walkthrough',
    referrer: 'https://www.bing.com/search?q=office+cleaning',
    landing_page: '/services/floor-care?utm_campaign=x',
    read_post: '/insights/floor-tips',
    status: 'proposal_sent',
    first_response_at: '2026-10-26T12:00:00.000Z',
  }),
  // Sun Oct 25, 23:30 EDT (Monday 03:30 UTC): still the week of Oct 19.
  lead('i', '2026-10-26T03:30:00.000Z', { kind: 'franchising', utm_source: 'newsletter', landing_page: '/franchising' }),
  // Sun Nov 1, 23:30 EST, after the change (Monday 04:30 UTC): the week of Oct 26, not Nov 2.
  lead('c', '2026-11-02T04:30:00.000Z', {
    kind: 'franchising',
    referrer: 'https://facebook.com/',
    landing_page: '/franchising',
    read_post: '/insights/franchise-guide',
  }),
  // Mon Nov 2, 00:30 EST: the week of Nov 2. Answered at 08:00 EST: 60 business minutes. Contacted, then lost.
  lead('d', '2026-11-02T05:30:00.000Z', { landing_page: '/contact', status: 'lost', first_response_at: '2026-11-02T13:00:00.000Z' }),
  // Tue Nov 10 10:00 EST, answered 15:00: 300 minutes. Walkthrough booked twice, no other stage on its timeline.
  lead('f', '2026-11-10T15:00:00.000Z', {
    utm_source: 'google',
    landing_page: '/contact#form',
    status: 'walkthrough_booked',
    first_response_at: '2026-11-10T20:00:00.000Z',
  }),
  // The last instant of Sun Nov 15 in Ocala: in the range, the week of Nov 9.
  lead('h', '2026-11-16T04:59:59.999Z', { kind: 'walkthrough', referrer: 'http://WWW.Google.com:443/maps' }),
  // Spam in the range: counted nowhere, though it has a source, a post and a walkthrough booked.
  lead('spam', '2026-11-11T15:00:00.000Z', {
    utm_source: 'spamsource',
    read_post: '/insights/floor-tips',
    landing_page: '/spam',
    status: 'spam',
    spam_reason: 'honeypot',
    first_response_at: '2026-11-11T16:00:00.000Z',
  }),
  // Outside the range: the last minute before it (Sun Oct 18, 23:59 EDT) and its first instant after (Mon Nov 16, 00:00 EST).
  lead('before', '2026-10-19T03:59:00.000Z', { read_post: '/insights/old', landing_page: '/old' }),
  lead('after', '2026-11-16T05:00:00.000Z', { landing_page: '/old' }),
  // A formula in a visitor's campaign, in a week of its own (June 2025), for the CSV.
  lead('hostile', '2025-06-03T15:00:00.000Z', { utm_source: '=HYPERLINK("https://evil.example")', landing_page: '+cmd' }),
];

const EVENTS = [
  stage('a', 'contacted', '2026-10-20T15:00:00.000Z'),
  stage('a', 'walkthrough_booked', '2026-10-21T15:00:00.000Z'),
  stage('b', 'walkthrough_booked', '2026-10-26T12:00:00.000Z'),
  stage('b', 'proposal_sent', '2026-10-28T12:00:00.000Z'),
  stage('d', 'contacted', '2026-11-02T13:00:00.000Z'),
  stage('d', 'lost', '2026-11-03T13:00:00.000Z'),
  stage('f', 'walkthrough_booked', '2026-11-10T20:00:00.000Z'),
  stage('f', 'walkthrough_booked', '2026-11-12T20:00:00.000Z'),
  stage('spam', 'walkthrough_booked', '2026-11-11T16:00:00.000Z'),
  // A lead from before the range, its walkthrough booked in it: a walkthrough of these weeks.
  stage('before', 'walkthrough_booked', '2026-10-20T12:00:00.000Z'),
];

let cookie = '';

beforeAll(async () => {
  const db = drizzle(env.DB);
  // One statement per row: D1 binds at most 100 values per statement.
  const [first, ...rest] = [...FIXTURE.map((row) => db.insert(leads).values(row)), ...EVENTS.map((row) => db.insert(leadEvents).values(row))];
  await db.batch([first!, ...rest]);
  cookie = await staffSession('203.0.113.90');
});

async function report(query: string): Promise<LeadReport> {
  const res = await staffRequest(`/staff/api/reports${query}`, cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as LeadReport;
}

const RANGE = '?from=2026-10-19&to=2026-11-15';

describe('GET /staff/api/reports', () => {
  it('counts leads per Ocala week by kind, spam and leads outside the range left out', async () => {
    const r = await report(RANGE);
    expect(r).toMatchObject({ from: '2026-10-19', to: '2026-11-15', total: 7 });
    expect(r.weeks).toEqual(['2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09']);
    expect(r.by_kind).toEqual([
      { week: '2026-10-19', kind: 'franchising', count: 1 },
      { week: '2026-10-19', kind: 'quote', count: 1 },
      { week: '2026-10-19', kind: 'walkthrough', count: 1 },
      { week: '2026-10-26', kind: 'franchising', count: 1 },
      { week: '2026-11-02', kind: 'quote', count: 1 },
      { week: '2026-11-09', kind: 'quote', count: 1 },
      { week: '2026-11-09', kind: 'walkthrough', count: 1 },
    ]);
  });

  it('keeps 23:30 on a Sunday in Ocala in its week, before and after the daylight-saving change', async () => {
    // Each Sunday-night lead alone: the week it lands in is the week its Ocala day belongs to.
    const edt = await report('?from=2026-10-25&to=2026-10-25');
    expect(edt.weeks).toEqual(['2026-10-19']);
    expect(edt.by_kind).toEqual([{ week: '2026-10-19', kind: 'franchising', count: 1 }]);
    const est = await report('?from=2026-11-01&to=2026-11-02');
    expect(est.weeks).toEqual(['2026-10-26', '2026-11-02']);
    expect(est.by_kind).toEqual([
      { week: '2026-10-26', kind: 'franchising', count: 1 },
      { week: '2026-11-02', kind: 'quote', count: 1 },
    ]);
  });

  it('names each lead’s source: utm_source, else the referrer’s host without www., else direct', async () => {
    const r = await report(RANGE);
    expect(r.by_source).toEqual([
      { week: '2026-10-19', source: 'bing.com', count: 1 },
      { week: '2026-10-19', source: 'google', count: 1 },
      { week: '2026-10-19', source: 'newsletter', count: 1 },
      { week: '2026-10-26', source: 'facebook.com', count: 1 },
      { week: '2026-11-02', source: 'direct', count: 1 },
      { week: '2026-11-09', source: 'google', count: 1 },
      { week: '2026-11-09', source: 'google.com', count: 1 },
    ]);
  });

  it('lists the top landing pages (without their query) and blog posts read before', async () => {
    const r = await report(RANGE);
    expect(r.landing_pages).toEqual([
      { name: '/contact', count: 2 },
      { name: '/franchising', count: 2 },
      { name: '/services/floor-care', count: 2 },
      { name: '', count: 1 },
    ]);
    expect(r.posts_read).toEqual([
      { name: '/insights/floor-tips', count: 2 },
      { name: '/insights/franchise-guide', count: 1 },
    ]);
  });

  it('counts the stages reached from the timeline and the current status, later stages passing the earlier ones', async () => {
    const r = await report(RANGE);
    // a: won (status) > proposal sent > walkthrough > contacted; b: proposal sent, never marked contacted;
    // d: contacted, then lost; f: walkthrough booked (twice), never marked contacted. Of 7 leads.
    expect(r.funnel).toEqual([
      { stage: 'contacted', count: 4, percent: 57.1 },
      { stage: 'walkthrough_booked', count: 3, percent: 42.9 },
      { stage: 'proposal_sent', count: 2, percent: 28.6 },
      { stage: 'won', count: 1, percent: 14.3 },
      { stage: 'lost', count: 1, percent: 14.3 },
    ]);
  });

  it('gives the median time to first response in business minutes, and how many are unanswered', async () => {
    // 60, 120 (over a weekend), 60 and 300 business minutes: the median is (60 + 120) / 2.
    expect((await report(RANGE)).first_response).toEqual({ median_business_minutes: 90, answered: 4, unanswered: 3 });
    // An odd count takes the middle one: a (60), b (120), d (60); i and c unanswered.
    expect((await report('?from=2026-10-19&to=2026-11-02')).first_response).toEqual({ median_business_minutes: 60, answered: 3, unanswered: 2 });
  });

  it('counts walkthroughs booked in the range per blog post read before, once per lead, spam left out', async () => {
    expect((await report(RANGE)).walkthroughs_by_post).toEqual([
      { post: '/insights/floor-tips', count: 2 },
      { post: '/insights/old', count: 1 },
      { post: null, count: 1 },
    ]);
  });

  it('answers an empty range with zeros and no median', async () => {
    const r = await report('?from=2020-01-06&to=2020-01-12');
    expect(r).toMatchObject({ total: 0, by_kind: [], by_source: [], landing_pages: [], posts_read: [], walkthroughs_by_post: [] });
    expect(r.funnel.every((s) => s.count === 0 && s.percent === 0)).toBe(true);
    expect(r.first_response).toEqual({ median_business_minutes: null, answered: 0, unanswered: 0 });
  });

  it('by default covers the last 12 full weeks and this week so far, in Ocala days', async () => {
    const r = await report('');
    expect(r.to).toBe(companyDay(new Date()));
    expect(r.weeks).toHaveLength(13);
    expect(r.from).toBe(r.weeks[0]);
    expect(new Date(`${r.from}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it('takes a two-year range, a week at a time (more weeks than D1 binds values)', async () => {
    const r = await report('?from=2025-01-01&to=2026-12-31');
    expect(r.weeks).toHaveLength(105);
    expect(r.total).toBe(10);
  });

  it.each([
    ['from=2026-13-01&to=2026-12-01', 'from is not a day'],
    ['from=2026-02-30', 'from is not a day'],
    ['from=2026-1-5', 'from is not a day'],
    ['to=yesterday', 'to is not a day'],
    ["from=2026-01-01'%20OR%201=1--", 'from is not a day'],
    ['from=2026-03-02&to=2026-03-01', 'from is after to'],
    ['from=2024-01-01&to=2026-01-01', 'The range is longer than two years'],
  ])('refuses ?%s with 400: %s', async (query, message) => {
    const res = await staffRequest(`/staff/api/reports?${query}`, cookie);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: '22007', message });
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect((await staffRequest(`/staff/api/reports.csv?${query}`, cookie)).status).toBe(400);
  });

  it.each(['/staff/api/reports', '/staff/api/reports.csv'])('refuses %s to a visitor without the staff key or a session: 401', async (path) => {
    const res = await staffRequest(path, '', { ip: '198.51.100.91' });
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ code: '42501' });
  });

  it('takes the staff key as well as a session', async () => {
    const res = await staffRequest(`/staff/api/reports${RANGE}`, '', { headers: { authorization: 'Bearer test-service-key' }, ip: '198.51.100.92' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as LeadReport).total).toBe(7);
  });
});

describe('GET /staff/api/reports.csv', () => {
  it('downloads every figure as one tidy table: figure, group, week, value', async () => {
    const res = await staffRequest(`/staff/api/reports.csv${RANGE}`, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="lead-report-2026-10-19-to-2026-11-15-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual(['figure', 'group', 'week', 'value']);
    const find = (figure: string, group = '', week = '') => rows.filter((r) => r[0] === figure && r[1] === group && r[2] === week).map((r) => r[3]);
    expect(find('leads')).toEqual(['7']);
    expect(find('leads_by_kind', 'walkthrough', '2026-11-09')).toEqual(['1']);
    expect(find('leads_by_source', 'google', '2026-10-19')).toEqual(['1']);
    expect(find('landing_page', '/contact')).toEqual(['2']);
    expect(find('blog_post_read', '/insights/floor-tips')).toEqual(['2']);
    expect(find('stage_reached', 'contacted')).toEqual(['4']);
    expect(find('stage_reached_percent', 'won')).toEqual(['14.3']);
    expect(find('first_response_median_business_minutes')).toEqual(['90']);
    expect(find('first_response_unanswered')).toEqual(['3']);
    expect(find('walkthroughs_by_post', 'No blog post')).toEqual(['1']);
    expect(rows.filter((r) => r[0] === 'leads_by_kind')).toHaveLength(7);
    expect(rows.every((r) => r.length === 4)).toBe(true);
  });

  it('neutralises a formula a visitor put in a campaign or a landing page', async () => {
    const res = await staffRequest('/staff/api/reports.csv?from=2025-06-02&to=2025-06-08', cookie);
    const rows = parseCsv(await res.text());
    expect(rows).toContainEqual(['leads_by_source', `'=hyperlink("https://evil.example")`, '2025-06-02', '1']);
    expect(rows).toContainEqual(['landing_page', `'+cmd`, '', '1']);
    // No median in an empty range: an empty cell, not "null".
    expect(rows).toContainEqual(['first_response_median_business_minutes', '', '', '']);
  });
});
