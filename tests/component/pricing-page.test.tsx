/**
 * /staff/pricing, the rate table for owners: each facility type in dollars and percent with what it
 * would quote, the samples marked until saved; a save sends cents and basis points and clears the
 * mark; a value out of range shows at its field and nothing is sent. Below it, the task library per
 * type (edited, added, removed, kept while another type is open, saved whole; a unit without its
 * minutes or a task listed twice shown at its field, nothing sent) and the terms template (edited,
 * added, removed, saved; a paragraph too long shown at its field, nothing sent).
 */
import { screen, waitFor, within } from '@testing-library/react';
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

const task = (area: string, text: string, over: Record<string, unknown> = {}) => ({
  id: `t-${area}-${text}`,
  area,
  task: text,
  frequency: 'each visit',
  unit: '',
  minutes_per_unit: null,
  is_sample: true,
  ...over,
});

const OFFICE_TASKS = [
  task('Offices', 'Empty trash'),
  task('Restrooms', 'Clean fixtures', { unit: 'fixture', minutes_per_unit: 3 }),
  task('Floors', 'Machine scrub hard floors', { frequency: 'monthly' }),
];

const TERMS = { terms: ['Month to month.', 'Invoices are due in 30 days.'], is_default: true, updated_at: null, updated_by: '' };

const open = (routes = {}) =>
  renderStaff('/pricing', {
    'GET /staff/api/pricing': () => json({ rates: [row('business-offices'), row('medical-facilities', { walkthrough_required: true })], factors: FACTORS }),
    'GET /staff/api/pricing/tasks/business-offices': () => json({ facility_type: 'business-offices', is_sample: true, tasks: OFFICE_TASKS }),
    'GET /staff/api/pricing/terms': () => json(TERMS),
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

const cell = (region: HTMLElement, label: string) => within(region).getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

describe('the task library', () => {
  it('shows a type’s tasks, keeps edits while another type is open, and saves the whole list', async () => {
    const saved = (req: { body?: string }) =>
      json({
        facility_type: 'business-offices',
        is_sample: false,
        tasks: (JSON.parse(req.body!) as { tasks: Record<string, unknown>[] }).tasks.map((t, i) => ({ ...t, id: `s${i}`, is_sample: false })),
      });
    const { requests, user } = open({
      'GET /staff/api/pricing/tasks/restaurants': () => json({ facility_type: 'restaurants', is_sample: true, tasks: [task('Dining room', 'Wipe booths')] }),
      'PUT /staff/api/pricing/tasks/business-offices': saved,
    });
    const card = await screen.findByRole('region', { name: 'Scope tasks' });
    const form = await within(card).findByRole('form', { name: 'Tasks for Business Offices' });
    expect(within(card).getByText('Sample tasks')).toBeTruthy();
    expect(cell(form, 'Task of task 2').value).toBe('Clean fixtures');
    expect(cell(form, 'Unit, if timed of task 2').value).toBe('fixture');
    expect(cell(form, 'Minutes a unit of task 2').value).toBe('3');
    expect(cell(form, 'How often of task 3').value).toBe('monthly');

    await user.clear(cell(form, 'Minutes a unit of task 2'));
    await user.type(cell(form, 'Minutes a unit of task 2'), '4');
    await user.click(within(form).getByRole('button', { name: 'Remove task 3' }));
    await user.click(within(form).getByRole('button', { name: 'Add a task' }));
    // A new task starts in the area of the last one, its task focused.
    await waitFor(() => expect(document.activeElement).toBe(cell(form, 'Task of task 3')));
    expect(cell(form, 'Area of task 3').value).toBe('Restrooms');
    await user.keyboard('Clean glass');
    await user.selectOptions(cell(form, 'How often of task 3'), 'weekly');
    await user.type(cell(form, 'Unit, if timed of task 3'), 'pane');
    await user.type(cell(form, 'Minutes a unit of task 3'), '2');

    // Another type, and back: the edits are still there.
    await user.selectOptions(within(card).getByLabelText('Type of facility'), 'restaurants');
    const restaurants = await within(card).findByRole('form', { name: 'Tasks for Restaurants' });
    expect(cell(restaurants, 'Task of task 1').value).toBe('Wipe booths');
    await user.selectOptions(within(card).getByLabelText('Type of facility'), 'business-offices');
    const back = await within(card).findByRole('form', { name: 'Tasks for Business Offices' });
    expect(cell(back, 'Task of task 3').value).toBe('Clean glass');

    await user.click(within(back).getByRole('button', { name: 'Save the Business Offices tasks' }));
    expect(await screen.findByText('Tasks for Business Offices saved.')).toBeTruthy();
    expect(requestsTo(requests, '/staff/api/pricing/tasks/business-offices', 'PUT').map((r) => JSON.parse(r.body!))).toEqual([
      {
        tasks: [
          { area: 'Offices', task: 'Empty trash', frequency: 'each visit', unit: '', minutes_per_unit: null },
          { area: 'Restrooms', task: 'Clean fixtures', frequency: 'each visit', unit: 'fixture', minutes_per_unit: 4 },
          { area: 'Restrooms', task: 'Clean glass', frequency: 'weekly', unit: 'pane', minutes_per_unit: 2 },
        ],
      },
    ]);
    expect(within(card).queryByText('Sample tasks')).toBeNull();
  });

  it('shows a unit without its minutes and a task listed twice at their fields, and sends nothing', async () => {
    const { requests, user } = open();
    const card = await screen.findByRole('region', { name: 'Scope tasks' });
    const form = await within(card).findByRole('form', { name: 'Tasks for Business Offices' });
    await user.clear(cell(form, 'Minutes a unit of task 2'));
    await user.clear(cell(form, 'Task of task 3'));
    await user.type(cell(form, 'Task of task 3'), 'empty TRASH');
    await user.clear(cell(form, 'Area of task 3'));
    await user.type(cell(form, 'Area of task 3'), 'Offices');
    await user.click(within(form).getByRole('button', { name: 'Save the Business Offices tasks' }));
    const minutes = cell(form, 'Minutes a unit of task 2');
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Minutes a unit: a whole number from 1 to 240, with the unit it times.')).toBeTruthy();
    expect(cell(form, 'Task of task 3').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Listed twice in this area.')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toContain('nothing was saved');
    await waitFor(() => expect(document.activeElement).toBe(minutes));
    expect(requestsTo(requests, '/staff/api/pricing/tasks/business-offices', 'PUT')).toHaveLength(0);
  });
});

describe('the proposal terms', () => {
  it('shows the defaults, and saves the paragraphs as edited, added and removed', async () => {
    const { requests, user } = open({
      'PUT /staff/api/pricing/terms': (req: { body?: string }) =>
        json({ ...(JSON.parse(req.body!) as object), is_default: false, updated_at: '2026-11-29T12:00:00.000Z', updated_by: 'Test Owner' }),
    });
    const card = await screen.findByRole('region', { name: 'Proposal terms' });
    const form = await within(card).findByRole('form', { name: 'Proposal terms' });
    expect(within(card).getByText('Default terms')).toBeTruthy();
    expect(cell(form, 'Paragraph 1').value).toBe('Month to month.');
    await user.type(cell(form, 'Paragraph 1'), ' Either side may end it with 30 days’ notice.');
    await user.click(within(form).getByRole('button', { name: 'Remove paragraph 2' }));
    await user.click(within(form).getByRole('button', { name: 'Add a paragraph' }));
    await waitFor(() => expect(document.activeElement).toBe(cell(form, 'Paragraph 2')));
    await user.keyboard('Invoices are due in 15 days.');
    await user.click(within(form).getByRole('button', { name: 'Save the terms' }));
    expect(await screen.findByText('Proposal terms saved. New proposals carry them.')).toBeTruthy();
    expect(requestsTo(requests, '/staff/api/pricing/terms', 'PUT').map((r) => JSON.parse(r.body!))).toEqual([
      { terms: ['Month to month. Either side may end it with 30 days’ notice.', 'Invoices are due in 15 days.'] },
    ]);
    expect(within(card).queryByText('Default terms')).toBeNull();
    expect(within(card).getByText('Last saved by Test Owner')).toBeTruthy();
  });

  it('shows a paragraph too long or empty at its field and sends nothing', async () => {
    const { requests, user } = open();
    const form = await screen.findByRole('form', { name: 'Proposal terms' });
    const first = cell(form, 'Paragraph 1');
    await user.clear(first);
    await user.click(first);
    await user.paste('x'.repeat(601));
    await user.clear(cell(form, 'Paragraph 2'));
    await user.click(within(form).getByRole('button', { name: 'Save the terms' }));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(cell(form, 'Paragraph 2').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getAllByText('Each paragraph has from 1 to 600 characters.')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(requestsTo(requests, '/staff/api/pricing/terms', 'PUT')).toHaveLength(0);
  });
});
