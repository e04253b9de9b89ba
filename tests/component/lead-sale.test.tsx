/**
 * A lead's sale in the staff app: on its page (leads/sale-form.tsx) the owner among the staff who
 * work on leads, the monthly value and expected close from Proposal sent on, the next step with
 * its due day; checked before sending, saved with a confirmation, a refusal said at its field and
 * under the form with everything typed kept. In the list, each lead's owner and value, a next step
 * due or overdue in words, and All | Mine | Due today asking the API for the signed-in person's.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../web/src/staff/leads/leads-api';
import { companyDay } from '../../shared/time/company-time';
import { leadDetail as lead, listedLead, NO_OPEN_TIMES } from './leads-fixtures';
import { json, renderStaff, requestsTo } from './staff-app';

const LEAD = '/staff/api/leads/lead-1';
const SALE = '/staff/api/leads/lead-1/sale';
const PEOPLE = {
  'GET /staff/api/availability': () =>
    json({
      people: [
        { person_id: 'p-ana', name: 'Ana Alvarez' },
        { person_id: 'p-ben', name: 'Ben Brooks' },
      ],
    }),
};
const today = companyDay(new Date());
const dayFrom = (days: number) => companyDay(new Date(Date.now() + days * 86_400_000));

const sent = (requests: ReturnType<typeof renderStaff>['requests']) => requestsTo(requests, SALE, 'PATCH').map((r) => JSON.parse(r.body ?? 'null'));

async function salePanel() {
  return screen.findByRole('region', { name: 'Sale' });
}

describe('the sale on a lead’s page', () => {
  it('before Proposal sent: the owner and next step only; saving sends them and shows the lead as answered', async () => {
    const { requests, user } = renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      ...PEOPLE,
      [`GET ${LEAD}`]: () => json(lead({ status: 'contacted' })),
      [`PATCH ${SALE}`]: () =>
        json(lead({ status: 'contacted', owner_id: 'p-ben', owner_name: 'Ben Brooks', next_step: 'Book the visit', next_step_due: today })),
    });
    const panel = await salePanel();
    const owner = within(panel).getByLabelText('Owner') as HTMLSelectElement;
    await waitFor(() =>
      expect(
        within(owner)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Nobody', 'Ana Alvarez', 'Ben Brooks']),
    );
    expect(within(panel).queryByLabelText('Monthly value (dollars)')).toBeNull();
    expect(within(panel).queryByLabelText('Expected close')).toBeNull();

    await user.selectOptions(owner, 'p-ben');
    await user.type(within(panel).getByLabelText('Next step'), 'Book the visit');
    fireEvent.change(within(panel).getByLabelText('Next step due (Ocala day)'), { target: { value: today } });
    await user.click(within(panel).getByRole('button', { name: 'Save sale details' }));

    expect(await screen.findByText('Sale details saved.')).toBeTruthy();
    expect(sent(requests)).toEqual([{ owner_id: 'p-ben', next_step: 'Book the visit', next_step_due: today }]);
    // The saved note is on the timeline the next time the lead loads; here the lead is as the API answered.
    expect(owner.value).toBe('p-ben');
  });

  it('from Proposal sent on: the value in dollars and the expected close, sent as cents and a day', async () => {
    const { requests, user } = renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      ...PEOPLE,
      [`GET ${LEAD}`]: () => json(lead({ status: 'proposal_sent', owner_id: 'p-ana', owner_name: 'Ana Alvarez', monthly_value_cents: 125_050 })),
      [`PATCH ${SALE}`]: (req) => json(lead({ status: 'proposal_sent', ...JSON.parse(req.body ?? '{}') })),
    });
    const panel = await salePanel();
    const value = within(panel).getByLabelText('Monthly value (dollars)') as HTMLInputElement;
    expect(value.value).toBe('1250.50');
    await user.clear(value);
    await user.type(value, '$2,400');
    fireEvent.change(within(panel).getByLabelText('Expected close'), { target: { value: dayFrom(30) } });
    await user.click(within(panel).getByRole('button', { name: 'Save sale details' }));
    await screen.findByText('Sale details saved.');
    expect(sent(requests)).toEqual([{ owner_id: 'p-ana', next_step: '', next_step_due: null, monthly_value_cents: 240_000, expected_close: dayFrom(30) }]);
    expect(value.value).toBe('2400');
  });

  it('says what is missing at its field before sending, focus there, nothing sent', async () => {
    const { requests, user } = renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      ...PEOPLE,
      [`GET ${LEAD}`]: () => json(lead({ status: 'proposal_sent' })),
    });
    const panel = await salePanel();
    const value = within(panel).getByLabelText('Monthly value (dollars)');
    await user.type(value, '12 hundred');
    const step = within(panel).getByLabelText('Next step');
    await user.type(step, 'Call them back');
    await user.click(within(panel).getByRole('button', { name: 'Save sale details' }));
    expect(await within(panel).findByText('Give the monthly value in dollars, such as 1250 or 1,250.50.')).toBeTruthy();
    expect(within(panel).getByText('Choose the day the next step is due.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(value));
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(sent(requests)).toEqual([]);
  });

  it('a refusal is said at its field and under the form, with everything typed kept', async () => {
    const { user } = renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      ...PEOPLE,
      [`GET ${LEAD}`]: () => json(lead({ status: 'contacted' })),
      [`PATCH ${SALE}`]: () =>
        json(
          {
            code: '22023',
            message: 'Choose an owner among the active staff who work on leads.',
            details: JSON.stringify({ owner_id: 'Choose an owner among the active staff who work on leads.' }),
            hint: 'Send any of: owner_id, monthly_value_cents, expected_close, next_step, next_step_due. Nothing was saved.',
          },
          400,
        ),
    });
    const panel = await salePanel();
    const owner = within(panel).getByLabelText('Owner') as HTMLSelectElement;
    await waitFor(() => expect(within(owner).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(owner, 'p-ana');
    const step = within(panel).getByLabelText('Next step') as HTMLInputElement;
    await user.type(step, 'Send the insurance certificate');
    fireEvent.change(within(panel).getByLabelText('Next step due (Ocala day)'), { target: { value: dayFrom(1) } });
    await user.click(within(panel).getByRole('button', { name: 'Save sale details' }));

    const problem = await within(panel).findByRole('alert');
    expect(problem.textContent).toBe('Nothing was saved. Check the fields marked above.');
    const error = within(panel).getByText('Choose an owner among the active staff who work on leads.');
    expect(owner.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(owner));
    expect(document.body.textContent).not.toContain('Send any of');
    expect([owner.value, step.value, (within(panel).getByLabelText('Next step due (Ocala day)') as HTMLInputElement).value]).toEqual([
      'p-ana',
      'Send the insurance certificate',
      dayFrom(1),
    ]);
  });

  it('a lead changed meanwhile is said under the form', async () => {
    const { user } = renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      ...PEOPLE,
      [`GET ${LEAD}`]: () => json(lead()),
      [`PATCH ${SALE}`]: () => json({ code: 'PGRST409', message: 'This lead changed while you were editing it', details: null, hint: 'Reload the lead.' }, 409),
    });
    const panel = await salePanel();
    await user.type(within(panel).getByLabelText('Next step'), 'Call');
    fireEvent.change(within(panel).getByLabelText('Next step due (Ocala day)'), { target: { value: today } });
    await user.click(within(panel).getByRole('button', { name: 'Save sale details' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Nothing was saved. This lead changed while you were editing it Reload the lead.');
    expect((within(panel).getByLabelText('Next step') as HTMLInputElement).value).toBe('Call');
  });
});

describe('the sale in the list', () => {
  const LEADS = '/staff/api/leads';
  const page = (leads: Lead[]) => json({ leads, total: leads.length, limit: 50, offset: 0 });

  it('shows each lead’s owner and value, and a next step due or past its day in words', async () => {
    renderStaff('/leads', {
      [`GET ${LEADS}`]: () =>
        page([
          listedLead({
            id: 'a',
            name: 'Late Step',
            owner_id: 'p-ana',
            owner_name: 'Ana Alvarez',
            monthly_value_cents: 90_000,
            next_step: 'Call',
            next_step_due: dayFrom(-2),
          }),
          listedLead({ id: 'b', name: 'Today Step', next_step: 'Email', next_step_due: today }),
          listedLead({ id: 'c', name: 'Later Step', next_step: 'Visit', next_step_due: dayFrom(3) }),
        ]),
    });
    const table = await screen.findByRole('table', { name: 'Leads, newest first' });
    const [, late, due, later] = within(table).getAllByRole('row');
    expect(within(late!).getAllByRole('cell')[4]!.textContent).toBe('Ana Alvarez$900 a month');
    expect(within(due!).getAllByRole('cell')[4]!.textContent).toBe('No owner');
    const overdue = within(late!).getByText(/^Next step overdue/);
    expect(overdue.textContent).toMatch(/^Next step overdue: due [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(overdue.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    expect(within(due!).getByText('Next step due today')).toBeTruthy();
    expect(within(later!).queryByText(/Next step/)).toBeNull();
  });

  it('Mine and Due today ask the API for the signed-in person’s leads, the second by due day', async () => {
    const { requests, user } = renderStaff('/leads', { [`GET ${LEADS}`]: () => page([listedLead({ next_step: 'Call', next_step_due: today })]) });
    const views = await screen.findByRole('navigation', { name: 'Whose leads' });
    expect(within(views).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(views).getByRole('link', { name: 'Mine' }));
    await waitFor(() => expect(Object.fromEntries(requestsTo(requests, LEADS).at(-1)!.url.searchParams)).toEqual({ owner: 'me', limit: '50' }));
    await user.click(within(views).getByRole('link', { name: 'Due today' }));
    await waitFor(() => expect(Object.fromEntries(requestsTo(requests, LEADS).at(-1)!.url.searchParams)).toEqual({ owner: 'me', due: 'today', limit: '50' }));
    expect(within(views).getByRole('link', { name: 'Due today' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('table', { name: 'Leads with a next step due, oldest due first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/staff/api/leads.csv?owner=me&due=today');
  });
});
