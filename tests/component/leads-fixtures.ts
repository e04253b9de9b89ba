/** Leads as the staff API sends them, for the leads screens' component tests. */
import { FACILITY_TYPES } from '../../shared/intake/lead-options';
import type { Lead, LeadDetail, LeadEvent } from '../../web/src/staff/leads/leads-api';
import { json } from './staff-app';

/** A quote request as the list sends it, New and not yet overdue. */
export function listedLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 'lead-1',
    kind: 'quote',
    status: 'new',
    created_at: '2026-03-04T14:05:00.000Z',
    updated_at: '2026-03-04T14:05:00.000Z',
    name: 'Dana Reyes',
    company: 'Reyes Dental',
    email: 'dana@reyesdental.com',
    phone: '352-555-0101',
    facility_type: 'medical-facilities',
    services: [],
    square_footage: '5k-15k',
    frequency: 'weekly',
    location: 'Ocala',
    message: '',
    contact_method: 'email',
    preferred_day_1: '',
    preferred_day_2: '',
    time_window: '',
    page: '/contact',
    landing_page: '',
    referrer: '',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    utm_term: '',
    utm_content: '',
    gclid: '',
    fbclid: '',
    msclkid: '',
    consent_text: '',
    consent_at: null,
    ip_hash: '',
    contact_key: 'email:dana@reyesdental.com',
    duplicate_count: 0,
    email_state: 'sent',
    webhook_state: 'skipped',
    delivery_attempts: 1,
    last_delivery_error: null,
    delivered_at: null,
    spam_reason: null,
    read_post: '',
    first_response_at: null,
    reminded_at: null,
    escalated_at: null,
    estimate: '',
    walkthrough_at: null,
    walkthrough_sequence: 0,
    walkthrough_with: '',
    street_address: '',
    lost_reason: '',
    owner_id: '',
    owner_name: '',
    monthly_value_cents: null,
    expected_close: null,
    next_step: '',
    next_step_due: null,
    next_step_reminded_at: null,
    lost_category: '',
    won_at: null,
    first_response: { business_minutes: 20, overdue: false, answered: false },
    ...overrides,
  };
}

/** One lead as GET /leads/:id sends it: with no repeats, events or emails unless given. */
export function leadDetail(overrides: Partial<LeadDetail> = {}): LeadDetail {
  return { ...listedLead(), repeats: [], events: [], emails: [], texts: [], texting: { to: null, consent: 'none' }, ...overrides };
}

export function leadEvent(overrides: Partial<LeadEvent>): LeadEvent {
  return { id: 'e1', created_at: '2026-03-04T15:00:00.000Z', type: 'stage', status: null, note: '', walkthrough_at: null, by: 'Staff', ...overrides };
}

/**
 * The lead page asks for the open walkthrough times to book by hand, the lead's proposals, who can
 * own its sale and the task library of a site's type for the proposal form: none here.
 */
export const NO_OPEN_TIMES = {
  'GET /staff/api/walkthrough-times': () => json({ times: [] }),
  'GET /staff/api/proposals': () => json([]),
  'GET /staff/api/availability': () => json({ people: [] }),
  ...Object.fromEntries(
    FACILITY_TYPES.map((t) => [`GET /staff/api/pricing/tasks/${t.value}`, () => json({ facility_type: t.value, is_sample: false, tasks: [] })]),
  ),
};
