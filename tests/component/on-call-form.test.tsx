/**
 * /staff/people, who is on call for new leads: an owner picks the first and second person among
 * the active owners and editors, each with a mobile number; a mistake shows at its field before
 * anything is sent (the Worker's own checks), a refusal says nothing was changed, and a save shows
 * who is on call now.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OnCallView } from '../../shared/staff/on-call';
import type { StaffPersonRow } from '../../shared/staff/staff-roles';
import { json, renderStaff, requestsTo } from './staff-app';

const ON_CALL = '/staff/api/settings/on-call';

const person = (id: string, name: string, overrides: Partial<StaffPersonRow> = {}): StaffPersonRow => ({
  id,
  name,
  email: `${id}@example.com`,
  role: 'editor',
  createdAt: '2026-01-05T14:00:00.000Z',
  lastSignInAt: '2026-03-01T14:00:00.000Z',
  disabledAt: null,
  passkeys: 1,
  invitationExpiresAt: null,
  ...overrides,
});

const PEOPLE = [
  person('person-owner', 'Test Owner', { role: 'owner' }),
  person('p-ana', 'Ana Ruiz'),
  person('p-ben', 'Ben Cole', { role: 'author' }),
  person('p-cal', 'Cal Diaz', { disabledAt: '2026-02-01T14:00:00.000Z' }),
];

const NOBODY: OnCallView = { first: null, second: null };

const open = (routes = {}) =>
  renderStaff('/people', {
    'GET /staff/api/people': () => json(PEOPLE),
    'GET /staff/api/settings/follow-up': () =>
      json({
        personId: null,
        title: '',
        phone: '',
        signer: { name: 'The Oakbright client care team', title: '', phone: '(352) 555-0100', phoneHref: 'tel:+13525550100' },
      }),
    [`GET ${ON_CALL}`]: () => json(NOBODY),
    ...routes,
  });

async function card() {
  const region = await screen.findByRole('region', { name: 'On call for new leads' });
  await within(region).findByRole('group', { name: 'First on call' });
  const slot = (name: RegExp) => within(within(region).getByRole('group', { name }));
  return { region, first: slot(/^First on call/), second: slot(/^Second on call \(after 15 business minutes\)/) };
}

describe('on call for new leads', () => {
  it('offers active owners and editors, saves the choice with the number formatted, and shows it', async () => {
    const { requests, user } = open({
      [`PUT ${ON_CALL}`]: () => json({ first: { personId: 'p-ana', phone: '(352) 555-0142', name: 'Ana Ruiz' }, second: null }),
    });
    const { region, first } = await card();
    const select = first.getByLabelText('Person') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Nobody', 'Test Owner', 'Ana Ruiz']);
    await user.selectOptions(select, 'p-ana');
    await user.type(first.getByLabelText('Mobile number'), '352 555 0142');
    await user.click(within(region).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Ana Ruiz is on call for new leads now.')).toBeTruthy();
    expect(requestsTo(requests, ON_CALL, 'PUT').map((r) => JSON.parse(r.body!))).toEqual([
      { first: { personId: 'p-ana', phone: '(352) 555-0142' }, second: null },
    ]);
    const now = within(region).getByText('On call now').parentElement!;
    expect(now.textContent).toBe('On call nowFirst: Ana Ruiz, (352) 555-0142Second: Nobody');
  });

  it('a wrong number or the same person twice shows at its field, and nothing is sent', async () => {
    const { requests, user } = open({
      [`GET ${ON_CALL}`]: () => json({ first: { personId: 'p-ana', phone: '(352) 555-0142', name: 'Ana Ruiz' }, second: null }),
    });
    const { region, first, second } = await card();
    const phone = first.getByLabelText('Mobile number') as HTMLInputElement;
    await waitFor(() => expect(phone.value).toBe('(352) 555-0142'));
    await user.clear(phone);
    await user.type(phone, '555');
    await user.selectOptions(second.getByLabelText('Person'), 'p-ana');
    await user.type(second.getByLabelText('Mobile number'), '(352) 555-0143');
    await user.click(within(region).getByRole('button', { name: 'Save' }));

    const wrong = await first.findByText('Give a US mobile number with its area code, such as (352) 555-0142.');
    expect(phone.getAttribute('aria-describedby')).toContain(wrong.id);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const twice = second.getByText('Choose someone else as the second person.');
    expect(second.getByLabelText('Person').getAttribute('aria-describedby')).toContain(twice.id);
    expect(document.activeElement).toBe(phone);
    expect(requestsTo(requests, ON_CALL, 'PUT')).toHaveLength(0);
  });

  it('a refusal says nothing was changed, with the Worker’s reason, and keeps what was chosen', async () => {
    const { user } = open({
      [`PUT ${ON_CALL}`]: () => json({ code: '22023', message: 'Choose an active owner or editor.', details: null, hint: 'Nothing was changed.' }, 400),
    });
    const { region, first } = await card();
    await user.selectOptions(first.getByLabelText('Person'), 'p-ana');
    await user.type(first.getByLabelText('Mobile number'), '(352) 555-0142');
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toBe('Nothing was changed. Choose an active owner or editor.');
    expect((first.getByLabelText('Person') as HTMLSelectElement).value).toBe('p-ana');
  });
});
