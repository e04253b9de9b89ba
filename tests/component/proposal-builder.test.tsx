/**
 * Proposals on a lead's page: the list (price, state, lines), and the form that writes one: it
 * starts from the lead's address and type, takes more sites (focus following the one added or
 * removed), checks with the Worker's schema before sending (each problem at its field, the first
 * focused, nothing sent), posts the right body, puts the new proposal on top and says its price,
 * and shows a refusal with everything typed kept. A site's scope starts from its type's task
 * library (a count asked where the library times a task per unit; tasks edited, added, removed;
 * a new type replaces untouched tasks and offers to replace edited ones), and the form shows each
 * site's rate-table price beside the one offered, adjusted or not, with both totals.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { ProposalInput } from '../../shared/pricing/proposal';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '../../web/src/staff/proposals/proposals-api';
import { leadDetail as lead, NO_OPEN_TIMES } from './leads-fixtures';
import { proposal } from './proposals-fixtures';
import { json, renderStaff, requestsTo } from './staff-app';

const LEAD = '/staff/api/leads/lead-1';
const PROPOSALS = '/staff/api/proposals';

function openLead(list: Proposal[], routes = {}) {
  return renderStaff('/leads/lead-1', {
    ...NO_OPEN_TIMES,
    [`GET ${LEAD}`]: () => json(lead({ street_address: '120 SE 1st Ave', location: 'Ocala', frequency: 'several-weekly' })),
    [`GET ${PROPOSALS}`]: () => json(list),
    // The form asks for its price once it is complete.
    'POST /staff/api/pricing/quote': (req: { body?: string }) => json(quoteOf(JSON.parse(req.body!) as ProposalInput)),
    ...routes,
  });
}

async function panel() {
  const region = await screen.findByRole('region', { name: 'Proposals' });
  await waitFor(() => expect(within(region).queryByText('Loading proposals…')).toBeNull());
  return region;
}

const input = (region: HTMLElement, site: number, label: string) =>
  within(within(region).getByRole('group', { name: `Site ${site}` })).getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

describe('the proposals list', () => {
  it('asks for the lead’s proposals and shows each one’s price, state, sites, start and lines', async () => {
    const { requests } = openLead([proposal()]);
    const region = await panel();
    const card = within(region).getByRole('article', { name: '$1,870 a month' });
    expect(card.textContent).toContain('Draft');
    expect(card.textContent).toContain('Version 1');
    expect(card.textContent).toContain('1 site · 5 visits a week · starts Mar 16, 2026');
    expect(card.textContent).toContain('Written by Test Owner, Mar 4, 2026, 10:00 AM ET');
    const rows = within(card).getAllByRole('row');
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['Site', 'Type', 'Sq ft', 'Hours a visit', 'Monthly'],
      ['Reyes Dental', 'Medical Facilities', '6,000', '2.5', '$1,870'],
    ]);
    expect(requestsTo(requests, PROPOSALS).map((r) => r.url.searchParams.get('lead_id'))).toEqual(['lead-1']);
  });

  it('says when there is none yet, and offers to try again when the list fails', async () => {
    let fail = true;
    const { user } = openLead([], { [`GET ${PROPOSALS}`]: () => (fail ? json({ message: 'Down' }, 503) : json([])) });
    const region = await screen.findByRole('region', { name: 'Proposals' });
    expect(await within(region).findByText(/The proposals could not be loaded/)).toBeTruthy();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('No proposal yet')).toBeTruthy();
  });
});

describe('writing a proposal', () => {
  it('starts from the lead, adds and removes sites, posts two sites and puts the priced proposal on top', async () => {
    const created = proposal({
      id: 'p2',
      visits_per_week: 3,
      sites: [],
      lines: [
        { site: 'Reyes Dental', facility_type: 'medical-facilities', square_feet: 6000, hours_per_visit: 2.5, visits_per_week: 3, monthly_cents: 120_000 },
        { site: 'North office', facility_type: 'business-offices', square_feet: 12_000, hours_per_visit: 4, visits_per_week: 3, monthly_cents: 114_000 },
      ],
      computed_price_cents: 234_000,
      monthly_price_cents: 234_000,
    });
    const { requests, user } = openLead([], { [`POST ${PROPOSALS}`]: () => json(created, 201) });
    const region = await panel();
    expect(within(region).getByText('No proposal yet')).toBeTruthy();

    // The first site starts from the lead: its company, address and type.
    expect(input(region, 1, 'Site name').value).toBe('Reyes Dental');
    expect(input(region, 1, 'Street address').value).toBe('120 SE 1st Ave, Ocala');
    expect(input(region, 1, 'Type of facility').value).toBe('medical-facilities');
    expect((within(region).getByLabelText('Visits a week') as HTMLSelectElement).value).toBe('3');
    const start = (within(region).getByLabelText('Cleaning starts') as HTMLInputElement).value;
    const day = new Date(`${start}T12:00:00Z`);
    expect(day.getUTCDay()).toBe(1);
    expect(day.getTime() - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
    expect(day.getTime() - Date.now()).toBeLessThan(15 * 24 * 3600 * 1000);

    await user.type(input(region, 1, 'Square feet'), '6000');

    // Adding a site moves to its name; removing one moves to the site before it.
    await user.click(within(region).getByRole('button', { name: 'Add another site' }));
    await waitFor(() => expect(document.activeElement).toBe(input(region, 2, 'Site name')));
    await user.click(within(region).getByRole('button', { name: 'Add another site' }));
    await waitFor(() => expect(document.activeElement).toBe(input(region, 3, 'Site name')));
    await user.click(within(region).getByRole('button', { name: 'Remove site 3' }));
    await waitFor(() => expect(document.activeElement).toBe(input(region, 2, 'Site name')));
    expect(within(region).queryByRole('group', { name: 'Site 3' })).toBeNull();

    await user.keyboard('North office');
    await user.type(input(region, 2, 'Street address'), '300 NE 2nd St, Ocala');
    await user.selectOptions(input(region, 2, 'Type of facility'), 'business-offices');
    await user.type(input(region, 2, 'Square feet'), '12,000');
    await user.click(within(region).getByRole('button', { name: 'Price the proposal' }));

    expect(await within(region).findByRole('article', { name: '$2,340 a month' })).toBeTruthy();
    expect(within(region).queryByText('No proposal yet')).toBeNull();
    expect(await screen.findByText('Proposal priced: $2,340 a month.')).toBeTruthy();
    expect(requestsTo(requests, PROPOSALS, 'POST').map((r) => JSON.parse(r.body!))).toEqual([
      {
        lead_id: 'lead-1',
        sites: [
          { name: 'Reyes Dental', address: '120 SE 1st Ave, Ocala', facility_type: 'medical-facilities', square_feet: 6000 },
          { name: 'North office', address: '300 NE 2nd St, Ocala', facility_type: 'business-offices', square_feet: 12000 },
        ],
        visits_per_week: 3,
        start_date: start,
      },
    ]);
    const card = within(region).getByRole('article', { name: '$2,340 a month' });
    expect(
      within(card)
        .getAllByRole('row')
        .map((r) => r.children[0]!.textContent),
    ).toEqual(['Site', 'Reyes Dental', 'North office']);
  });

  it('a missing square feet shows at its field and in the summary, takes focus, and sends nothing', async () => {
    const { requests, user } = openLead([]);
    const region = await panel();
    await user.click(within(region).getByRole('button', { name: 'Price the proposal' }));
    const field = input(region, 1, 'Square feet');
    const error = await within(region).findByText('Give the square feet.');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    const summary = within(region).getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Site 1: Give the square feet.' }).getAttribute('href')).toBe(`#${field.id}`);
    expect(requestsTo(requests, PROPOSALS, 'POST')).toHaveLength(0);
  });

  it('a refusal (409) shows its message and keeps everything typed', async () => {
    const { requests, user } = openLead([], {
      [`POST ${PROPOSALS}`]: () =>
        json(
          { code: '23514', message: 'Retail Stores has no rates yet', details: null, hint: 'Set them on the Pricing screen, then write the proposal again.' },
          409,
        ),
    });
    const region = await panel();
    await user.selectOptions(input(region, 1, 'Type of facility'), 'retail-stores');
    await user.type(input(region, 1, 'Square feet'), '8000');
    await user.click(within(region).getByRole('button', { name: 'Price the proposal' }));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('Retail Stores has no rates yet.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(input(region, 1, 'Type of facility').value).toBe('retail-stores');
    expect(input(region, 1, 'Square feet').value).toBe('8000');
    expect(input(region, 1, 'Site name').value).toBe('Reyes Dental');
    expect(within(region).getByText('No proposal yet')).toBeTruthy();
    expect(requestsTo(requests, PROPOSALS, 'POST')).toHaveLength(1);
  });
});

const libraryTask = (area: string, task: string, over: Record<string, unknown> = {}) => ({
  id: `${area}-${task}`,
  area,
  task,
  frequency: 'each visit',
  unit: '',
  minutes_per_unit: null,
  is_sample: true,
  ...over,
});

const MEDICAL_TASKS = [
  libraryTask('Exam rooms', 'Disinfect exam tables'),
  libraryTask('Restrooms', 'Clean and disinfect toilets and sinks', { unit: 'fixture', minutes_per_unit: 3 }),
  libraryTask('Floors', 'Machine scrub hard floors', { frequency: 'monthly' }),
];
const OFFICE_TASKS = [libraryTask('Offices', 'Empty trash'), libraryTask('Floors', 'Vacuum carpet')];

/** The Worker's quote, as far as a test needs it: each site at $1,870 by the table, offered at its adjustment when it has one. */
function quoteOf(body: ProposalInput) {
  const lines = body.sites.map((s) => ({
    site: s.name,
    facility_type: s.facility_type,
    square_feet: s.square_feet,
    hours_per_visit: 2.5,
    visits_per_week: body.visits_per_week,
    monthly_cents: s.monthly_cents ?? 187_000,
    computed_cents: 187_000,
  }));
  return { lines, computed_price_cents: 187_000 * lines.length, monthly_price_cents: lines.reduce((n, l) => n + l.monthly_cents, 0) };
}

const withScope = (routes = {}) =>
  openLead([], {
    'GET /staff/api/pricing/tasks/medical-facilities': () => json({ facility_type: 'medical-facilities', is_sample: true, tasks: MEDICAL_TASKS }),
    'GET /staff/api/pricing/tasks/business-offices': () => json({ facility_type: 'business-offices', is_sample: true, tasks: OFFICE_TASKS }),
    ...routes,
  });

const site1 = (region: HTMLElement) => within(region).getByRole('group', { name: 'Site 1' });
const field = (group: HTMLElement, label: string) => within(group).getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

describe('a proposal’s scope and price', () => {
  it('starts from the type’s tasks, asks for the count, and posts the tasks and the price offered beside the table’s', async () => {
    const created = proposal({ id: 'p3', computed_price_cents: 187_000, monthly_price_cents: 165_000 });
    const { requests, user } = withScope({ [`POST ${PROPOSALS}`]: () => json(created, 201) });
    const region = await panel();
    const site = site1(region);
    await waitFor(() => expect(field(site, 'Task 1').value).toBe('Disinfect exam tables'));
    expect(within(site).getByText('· 3 tasks')).toBeTruthy();
    // Grouped by area as the PDF lists them.
    expect(field(site, 'Area 2').value).toBe('Restrooms');
    expect(field(site, 'How often, task 3').value).toBe('monthly');
    // Only the task the library times per unit asks for a count.
    expect(within(site).queryByLabelText('fixtures for task 1')).toBeNull();
    const fixtures = field(site, 'fixtures for task 2');
    await user.type(input(region, 1, 'Square feet'), '6000');

    // A count that is not a whole number is not priced or sent: the problem is at the count.
    await user.type(fixtures, '1.5');
    expect(within(region).getByText(/Fill in each site/)).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Price the proposal' }));
    expect(await within(site).findByText('Count the fixtures as a whole number from 1 to 10,000, or leave it blank.')).toBeTruthy();
    expect(fixtures.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(fixtures));
    expect(requestsTo(requests, PROPOSALS, 'POST')).toHaveLength(0);

    await user.clear(fixtures);
    await user.type(fixtures, '12');
    // Remove the floors, add a task of our own to the restrooms.
    await user.click(within(site).getByRole('button', { name: 'Remove task 3' }));
    expect(within(site).queryByLabelText('Area 3')).toBeNull();
    await user.click(within(site).getByRole('button', { name: 'Add a task to Restrooms' }));
    await waitFor(() => expect(document.activeElement).toBe(field(site, 'Task 3')));
    await user.keyboard('Restock sanitary bins');
    await user.selectOptions(field(site, 'How often, task 3'), 'weekly');

    // The table's price shows beside the one offered, per site and in total.
    const price = within(region).getByRole('region', { name: 'Price, staff only' });
    await waitFor(() => expect(within(price).getAllByRole('row')).toHaveLength(3), { timeout: 3000 });
    expect(field(site, 'Monthly price offered ($)').getAttribute('aria-describedby')).toBeTruthy();
    expect(within(site).getByText('Rate table: $1,870 a month. Leave blank to offer it.')).toBeTruthy();
    await user.type(field(site, 'Monthly price offered ($)'), '$1,650');
    await waitFor(() =>
      expect(
        within(price)
          .getAllByRole('row')
          .map((r) => [...r.children].map((c) => c.textContent)),
      ).toEqual([
        ['Site', 'Rate table', 'Offered'],
        ['Reyes Dental2.5 hours a visit', '$1,870', '$1,650−$220'],
        ['A month', '$1,870', '$1,650−$220'],
      ]),
    );

    await user.click(within(region).getByRole('button', { name: 'Price the proposal' }));
    expect(await screen.findByText('Proposal priced: $1,650 a month.')).toBeTruthy();
    const [sent] = requestsTo(requests, PROPOSALS, 'POST').map((r) => JSON.parse(r.body!));
    expect(sent.sites).toEqual([
      {
        name: 'Reyes Dental',
        address: '120 SE 1st Ave, Ocala',
        facility_type: 'medical-facilities',
        square_feet: 6000,
        tasks: [
          { area: 'Exam rooms', task: 'Disinfect exam tables', frequency: 'each visit' },
          { area: 'Restrooms', task: 'Clean and disinfect toilets and sinks', frequency: 'each visit', units: 12, unit: 'fixture' },
          { area: 'Restrooms', task: 'Restock sanitary bins', frequency: 'weekly' },
        ],
        monthly_cents: 165_000,
      },
    ]);
  });

  it('a new type replaces tasks nobody touched, and offers to replace edited ones', async () => {
    const { user } = withScope();
    const region = await panel();
    const site = site1(region);
    await waitFor(() => expect(field(site, 'Task 1').value).toBe('Disinfect exam tables'));
    await user.selectOptions(input(region, 1, 'Type of facility'), 'business-offices');
    await waitFor(() => expect(field(site, 'Task 1').value).toBe('Empty trash'));
    expect(within(site).getByText('· 2 tasks')).toBeTruthy();

    await user.clear(field(site, 'Task 2'));
    await user.type(field(site, 'Task 2'), 'Vacuum carpet and rugs');
    await user.selectOptions(input(region, 1, 'Type of facility'), 'medical-facilities');
    // Edited: kept, with the other list on offer.
    expect(field(site, 'Task 2').value).toBe('Vacuum carpet and rugs');
    expect(within(site).getByText('These tasks started from the Business Offices list.')).toBeTruthy();
    await user.click(within(site).getByRole('button', { name: 'Use the Medical Facilities tasks instead' }));
    expect(field(site, 'Task 1').value).toBe('Disinfect exam tables');
    expect(within(site).queryByText(/These tasks started from/)).toBeNull();
  });

  it('a price offered that is not whole dollars shows at its field and sends nothing', async () => {
    const { requests, user } = withScope();
    const region = await panel();
    const site = site1(region);
    await waitFor(() => expect(field(site, 'Task 1').value).toBe('Disinfect exam tables'));
    await user.type(input(region, 1, 'Square feet'), '6000');
    await user.type(field(site, 'Monthly price offered ($)'), '1650.50');
    await user.click(within(region).getByRole('button', { name: 'Price the proposal' }));
    expect(await within(site).findByText('Give the price offered in whole dollars, or leave it blank to offer the rate table’s.')).toBeTruthy();
    expect(field(site, 'Monthly price offered ($)').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(requests, PROPOSALS, 'POST')).toHaveLength(0);
    expect(requestsTo(requests, '/staff/api/pricing/quote', 'POST')).toHaveLength(0);
  });
});
