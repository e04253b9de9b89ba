/** Applications as the staff API sends them, for the applications screens' component tests. */
import type { ApplicationDetail, ApplicationListItem } from '../../web/src/staff/applications/applications-api';

export function listItem(overrides: Partial<ApplicationListItem> = {}): ApplicationListItem {
  return {
    id: 'app-1',
    opening_id: 3,
    opening_title: 'Evening Cleaner',
    status: 'new',
    created_at: '2026-03-04T14:05:00.000Z',
    updated_at: '2026-03-04T14:05:00.000Z',
    name: 'Rosa Díaz',
    phone: '(352) 555-0142',
    email: 'rosa@example.com',
    town: 'Belleview',
    shifts: ['evening'],
    days: ['mon', 'tue', 'wed'],
    language: 'es',
    locale: 'es',
    resume_name: 'cv-rosa.pdf',
    resume_type: 'application/pdf',
    resume_size: 48_000,
    consent_text: 'I agree to be contacted about this job.',
    consent_at: '2026-03-04T14:05:00.000Z',
    page: '/es/empleos/limpieza-de-noche',
    contact_key: 'phone:3525550142',
    duplicate_count: 0,
    spam_reason: null,
    interview_at: null,
    interview_sequence: 0,
    interview_kind: '',
    interview_place: '',
    interview_with: '',
    interview_minutes: 30,
    has_resume: true,
    ...overrides,
  };
}

export function detail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  const { opening_title: _t, ...row } = listItem();
  return {
    ...row,
    opening: { id: 3, title: 'Evening Cleaner', slug: 'evening-cleaner', status: 'open' },
    events: [],
    emails: [],
    texts: [],
    texting: { to: null, consent: 'none' },
    ...overrides,
  };
}
