/** A job opening as the staff API answers it, for the openings screens' tests. */
import type { StaffOpening } from '../../web/src/staff/openings/openings-api';

export const OPENINGS = '/staff/api/openings';

export function opening(overrides: Partial<StaffOpening> = {}): StaffOpening {
  return {
    id: 1,
    slug: 'evening-commercial-cleaner',
    status: 'open',
    stored_status: 'open',
    expired: false,
    applications: 0,
    title: 'Evening Commercial Cleaner',
    title_es: 'Limpieza comercial, turno de noche',
    town: 'Ocala',
    employment_type: 'PART_TIME',
    shifts: ['evening'],
    pay_min: 15,
    pay_max: 17,
    pay_unit: 'HOUR',
    description: 'Clean offices.',
    description_es: 'Limpie oficinas.',
    requirements: '',
    requirements_es: '',
    benefits: '',
    benefits_es: '',
    // 15:00 UTC on Nov 2 is 10:00 AM in Ocala (Eastern Standard Time from Nov 1).
    date_posted: '2026-11-02T15:00:00.000Z',
    // The last moment of Jan 25, 2027 in Ocala.
    valid_through: '2027-01-26T04:59:59.999Z',
    created_at: '2026-11-02T15:00:00.000Z',
    updated_at: '2026-11-02T15:00:00.000Z',
    ...overrides,
  };
}
