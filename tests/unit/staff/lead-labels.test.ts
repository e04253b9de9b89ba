/**
 * web/src/staff/leads/lead-labels.ts and the pure half of leads-api.ts: lead values in the words
 * the forms showed, and the API and CSV addresses for a set of filters.
 */
import { describe, expect, it } from 'vitest';
import { DELIVERY_STATES, LEAD_KINDS, LEAD_STATUSES } from '../../../shared/leads/lead';
import {
  contactMethodLabel,
  DELIVERY_LABELS,
  facilityLabel,
  footageLabel,
  frequencyLabel,
  KIND_LABELS,
  serviceLabel,
  STATUS_LABELS,
  timeWindowLabel,
} from '../../../web/src/staff/leads/lead-labels';
import { type LeadQuery, leadFilterParams, leadsCsvHref } from '../../../web/src/staff/leads/leads-api';

describe('lead labels', () => {
  it('reads a stored option value as the label the form showed', () => {
    expect(footageLabel('under-5k')).toBe('Under 5,000 sq ft');
    expect(frequencyLabel('one-time')).toBe('One-time project');
    expect(timeWindowLabel('morning')).toBe('Morning (9 AM–noon)');
    expect(contactMethodLabel('phone')).toBe('Phone call');
    expect(facilityLabel('other')).toBe('Other');
  });

  it('shows a value no option has (an option since removed) as stored, never blank', () => {
    for (const label of [facilityLabel, serviceLabel, footageLabel, frequencyLabel, timeWindowLabel, contactMethodLabel]) {
      expect(label('retired-option')).toBe('retired-option');
    }
  });

  it('names every kind, status and delivery state, each differently', () => {
    for (const [values, labels] of [
      [LEAD_KINDS, KIND_LABELS],
      [LEAD_STATUSES, STATUS_LABELS],
      [DELIVERY_STATES, DELIVERY_LABELS],
    ] as const) {
      const names = values.map((v) => (labels as Record<string, string>)[v]);
      expect(names.every((n) => typeof n === 'string' && n.trim() !== '')).toBe(true);
      expect(new Set(names).size).toBe(values.length);
    }
  });
});

describe('lead filter addresses', () => {
  const none = { status: '', kind: '', from: '', to: '' } as const;

  it('sends only the filters that are set', () => {
    expect(leadFilterParams(none).toString()).toBe('');
    expect(leadFilterParams({ ...none, status: 'won', to: '2025-03-31' }).toString()).toBe('status=won&to=2025-03-31');
  });

  it('the CSV export takes the filters but not the page: it is every lead they match', () => {
    expect(leadsCsvHref(none)).toBe('/staff/api/leads.csv');
    const onPage3: LeadQuery = { ...none, kind: 'quote', from: '2025-03-01', page: 3 };
    expect(leadsCsvHref(onPage3)).toBe('/staff/api/leads.csv?kind=quote&from=2025-03-01');
  });
});
