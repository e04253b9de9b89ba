/** A proposal as the staff API sends it, for the proposals panel's component tests: a draft of one site unless overridden. */
import type { Proposal } from '../../web/src/staff/proposals/proposals-api';

export const proposal = (overrides: Partial<Proposal> = {}): Proposal => ({
  id: 'p1',
  lead_id: 'lead-1',
  version: 1,
  state: 'draft',
  visits_per_week: 5,
  start_date: '2026-03-16',
  sites: [{ name: 'Reyes Dental', address: '120 SE 1st Ave, Ocala', facility_type: 'medical-facilities', square_feet: 6000 }],
  lines: [{ site: 'Reyes Dental', facility_type: 'medical-facilities', square_feet: 6000, hours_per_visit: 2.5, visits_per_week: 5, monthly_cents: 187_000 }],
  computed_price_cents: 187_000,
  monthly_price_cents: 187_000,
  created_by: 'Test Owner',
  created_at: '2026-03-04T15:00:00.000Z',
  updated_at: '2026-03-04T15:00:00.000Z',
  sent_at: null,
  viewed_at: null,
  responded_at: null,
  expires_at: null,
  reminders_sent: 0,
  superseded_by: '',
  response_note: '',
  document_sha256: '',
  evidence: null,
  terms: [],
  ...overrides,
});
