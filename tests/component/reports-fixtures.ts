/** Reports as the staff API sends them, for the Reports screen's component tests. */
import type { LeadReport } from '../../shared/leads/report';

/** No sales in the range: the sales figures have their own tests (reports-sales.test.tsx). */
export const NO_SALES: LeadReport['sales'] = {
  pipeline: [
    { stage: 'new', count: 0, valued: 0, value_cents: 0 },
    { stage: 'contacted', count: 0, valued: 0, value_cents: 0 },
    { stage: 'walkthrough_booked', count: 0, valued: 0, value_cents: 0 },
    { stage: 'proposal_sent', count: 0, valued: 0, value_cents: 0 },
  ],
  won_by_month: [],
  won: 0,
  lost: 0,
  win_rate: null,
  median_days_to_win: null,
  lost_reasons: [],
  by_source: [],
};

export const EMPTY: LeadReport = {
  from: '2026-08-24',
  to: '2026-11-26',
  weeks: ['2026-11-16', '2026-11-23'],
  total: 0,
  by_kind: [],
  by_source: [],
  landing_pages: [],
  posts_read: [],
  funnel: [
    { stage: 'contacted', count: 0, percent: 0 },
    { stage: 'walkthrough_booked', count: 0, percent: 0 },
    { stage: 'proposal_sent', count: 0, percent: 0 },
    { stage: 'won', count: 0, percent: 0 },
    { stage: 'lost', count: 0, percent: 0 },
  ],
  first_response: { median_business_minutes: null, answered: 0, unanswered: 0 },
  walkthroughs_by_post: [],
  sales: NO_SALES,
};

export const REPORT: LeadReport = {
  from: '2026-10-19',
  to: '2026-11-08',
  weeks: ['2026-10-19', '2026-10-26', '2026-11-02'],
  total: 7,
  by_kind: [
    { week: '2026-10-19', kind: 'quote', count: 2 },
    { week: '2026-10-19', kind: 'walkthrough', count: 1 },
    { week: '2026-11-02', kind: 'franchising', count: 4 },
  ],
  by_source: [
    { week: '2026-10-19', source: 'google', count: 3 },
    { week: '2026-11-02', source: 'direct', count: 3 },
    { week: '2026-11-02', source: 'bing.com', count: 1 },
  ],
  landing_pages: [
    { name: '/contact', count: 5 },
    { name: '', count: 2 },
  ],
  posts_read: [{ name: '/insights/floor-tips', count: 3 }],
  funnel: [
    { stage: 'contacted', count: 4, percent: 57.1 },
    { stage: 'walkthrough_booked', count: 3, percent: 42.9 },
    { stage: 'proposal_sent', count: 2, percent: 28.6 },
    { stage: 'won', count: 1, percent: 14.3 },
    { stage: 'lost', count: 1, percent: 14.3 },
  ],
  first_response: { median_business_minutes: 90, answered: 4, unanswered: 3 },
  walkthroughs_by_post: [
    { post: '/insights/floor-tips', count: 2 },
    { post: null, count: 1 },
  ],
  sales: NO_SALES,
};
