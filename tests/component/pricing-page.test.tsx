/**
 * /staff/pricing, the rate table for owners: each facility type in dollars and percent with what it
 * would quote, the samples marked until saved; a save sends cents and basis points and clears the
 * mark; a value out of range shows at its field and nothing is sent.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderStaff, requestsTo } from './staff-app';

const row = (facility_type: string, overrides = {}) => ({
  facility_type,
  sqft_per_hour: 3_500,
  labour_cents_per_hour: 2_400,
  supplies_bp: 600,
  margin_bp: 2_000,
  monthly_minimum_cents: 45_000,
  walkthrough_required: false,
  is_sample: true,
  updated_at: '2026-11-01T12:00:00.000Z',
  updated_by: 'Sample values',
  ...overrides,
});

const FACTORS = [1, 2, 3, 4, 5, 6, 7].map((v) => ({ visits_per_week: v, factor_bp: v === 5 ? 9_500 : 10_000, is_sample: true }));

const open = (routes = {}) =>
  renderStaff('/pricing', {
    'GET /staff/api/pricing': () => json({ rates: [row('business-offices'), row('medical-facilities', { walkthrough_required: true })], factors: FACTORS }),
    ...routes,
  });

describe('the rate table', () => {
  it('shows each type in dollars and percent with what it quotes, and a save sends cents and basis points', async () => {
    const { requests, user } = open({
      'PUT /staff/api/pricing/rates/business-offices': (req: { body?: string }) =>
        json({ ...row('business-offices', JSON.parse(req.body!)), is_sample: false, updated_by: 'Test Owner' }),
    });
    const offices = await screen.findByRole('region', { name: 'Business Offices' });
    expect(within(offices).getByText('Sample values')).toBeTruthy();
    expect((within(offices).getByLabelText('Labour cost an hour ($)') as HTMLInputElement).value).toBe('24.00');
    expect(within(offices).getByText('10,000 sq ft, five visits a week: $1,590 to $2,150 a month.')).toBeTruthy();
    const medical = screen.getByRole('region', { name: 'Medical Facilities' });
    expect(within(medical).getByText('Visitors are offered a walkthrough for this kind of building.')).toBeTruthy();

    const labour = within(offices).getByLabelText('Labour cost an hour ($)');
    await user.clear(labour);
    await user.type(labour, '28');
    await user.click(within(offices).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rates for Business Offices saved.')).toBeTruthy();
    expect(requestsTo(requests, '/staff/api/pricing/rates/business-offices', 'PUT').map((r) => JSON.parse(r.body!))).toEqual([
      { sqft_per_hour: 3_500, labour_cents_per_hour: 2_800, supplies_bp: 600, margin_bp: 2_000, monthly_minimum_cents: 45_000, walkthrough_required: false },
    ]);
    expect(within(offices).queryByText('Sample values')).toBeNull();
    expect(within(offices).getByText('Last saved by Test Owner')).toBeTruthy();
  });

  it('shows a value out of range at its field and sends nothing', async () => {
    const { requests, user } = open();
    const offices = await screen.findByRole('region', { name: 'Business Offices' });
    const margin = within(offices).getByLabelText('Margin (% of the price)');
    await user.clear(margin);
    await user.type(margin, '95');
    expect(within(offices).getByText('Fix the values above to see what they quote.')).toBeTruthy();
    await user.click(within(offices).getByRole('button', { name: 'Save' }));
    expect(within(offices).getByText('Margin: from 0 % to 80 %.')).toBeTruthy();
    expect(margin.getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(requests, '/staff/api/pricing/rates/business-offices', 'PUT')).toHaveLength(0);
  });
});
