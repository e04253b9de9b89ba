/**
 * The opening editor: a new opening checked before it is sent (each problem at its field and in
 * the summary, focus on the summary, nothing sent), created in both languages and opened at its
 * own address; a saved one saved over the version read, a field the API refuses shown at that
 * field with everything typed kept, and a save over a newer version refused with the latest offered.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiRequest, json, renderStaff, requestsTo } from './staff-app';
import { OPENINGS, opening } from './openings-fixtures';

describe('opening editor', () => {
  it('a new opening with problems shows each at its field and in the summary, and sends nothing', async () => {
    const { requests, user } = renderStaff('/openings/new', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'New opening' })).toBeTruthy();
    await user.type(screen.getByLabelText('Pay from ($)'), '18');
    await user.type(screen.getByLabelText('Pay up to ($)'), '17');
    await user.click(screen.getByRole('button', { name: 'Create opening' }));

    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    const links = within(summary)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['The title must be 1 to 120 characters.', '#opening-title'],
      ['The town must be 1 to 80 characters.', '#opening-town'],
      ['Pick at least one shift.', '#opening-shifts'],
      ['The maximum pay must be at least the minimum.', '#opening-pay-max'],
    ]);
    const title = screen.getByLabelText('Title in English');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe('The title must be 1 to 120 characters.');
    expect(requests.filter((r) => r.url.pathname.startsWith(OPENINGS))).toEqual([]);
  });

  it('creates an opening in English and Spanish and opens it at its own address', async () => {
    const created = opening({ id: 9, status: 'draft', stored_status: 'draft', valid_through: '2026-12-25T04:59:59.999Z' });
    const { requests, user } = renderStaff('/openings/new', {
      [`POST ${OPENINGS}`]: () => json(created, 201),
      [`GET ${OPENINGS}/9`]: () => json(created),
    });
    await screen.findByRole('heading', { level: 1, name: 'New opening' });
    await user.type(screen.getByLabelText('Title in English'), 'Evening Commercial Cleaner');
    await user.type(screen.getByLabelText('Title in Spanish'), 'Limpieza comercial, turno de noche');
    await user.type(screen.getByLabelText('Town or site'), 'Ocala');
    await user.click(screen.getByRole('checkbox', { name: 'Evening' }));
    await user.type(screen.getByLabelText('Pay from ($)'), '15');
    await user.type(screen.getByLabelText('Pay up to ($)'), '17');
    await user.type(screen.getByLabelText('Description in English'), 'Clean offices.');
    await user.type(screen.getByLabelText('Description in Spanish'), 'Limpie oficinas.');
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('evening-commercial-cleaner');
    await user.type(screen.getByLabelText('Valid through'), '2026-12-24');
    await user.click(screen.getByRole('button', { name: 'Create opening' }));

    expect(await screen.findByText('Created “Evening Commercial Cleaner”.')).toBeTruthy();
    await waitFor(() => expect(location.pathname).toBe('/staff/openings/9'));
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeTruthy();
    const sent = JSON.parse(requestsTo(requests, OPENINGS, 'POST')[0]!.body!);
    expect(sent).toMatchObject({
      title: 'Evening Commercial Cleaner',
      title_es: 'Limpieza comercial, turno de noche',
      slug: 'evening-commercial-cleaner',
      town: 'Ocala',
      shifts: ['evening'],
      pay_min: 15,
      pay_max: 17,
      description_es: 'Limpie oficinas.',
      valid_through: '2026-12-24',
      status: 'draft',
    });
  });

  it('a field the API refuses shows at that field, keeping everything typed', async () => {
    const stored = opening();
    const { requests, user } = renderStaff('/openings/1', {
      [`GET ${OPENINGS}/1`]: () => json(stored),
      [`PATCH ${OPENINGS}/1`]: () =>
        json({ code: '23505', message: 'The address “floor-care-technician” is taken by another opening', details: 'slug', hint: 'Pick another slug.' }, 409),
    });
    const address = (await screen.findByLabelText('Address')) as HTMLInputElement;
    await user.clear(address);
    await user.type(address, 'floor-care-technician');
    await user.clear(screen.getByLabelText('Town or site'));
    await user.type(screen.getByLabelText('Town or site'), 'Belleview');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe('The address “floor-care-technician” is taken by another opening.');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('The address “floor-care-technician” is taken by another opening.')).toHaveLength(2);
    expect((screen.getByLabelText('Town or site') as HTMLInputElement).value).toBe('Belleview');
    expect(screen.getByRole('status').textContent).toContain('Not saved: see the message beside the field.');
    const patch = requestsTo(requests, `${OPENINGS}/1`, 'PATCH')[0] as ApiRequest;
    expect(JSON.parse(patch.body!)).toMatchObject({ updated_at: stored.updated_at, slug: 'floor-care-technician', town: 'Belleview' });
  });

  it('a save over a newer version is refused and the latest version can be loaded', async () => {
    let latest = false;
    const { user } = renderStaff('/openings/1', {
      [`GET ${OPENINGS}/1`]: () => json(latest ? opening({ town: 'The Villages', updated_at: '2026-11-03T15:00:00.000Z' }) : opening()),
      [`PATCH ${OPENINGS}/1`]: () => {
        latest = true;
        return json({ code: '40001', message: 'This opening was changed meanwhile, reload', details: 'updated_at', hint: null }, 409);
      },
    });
    await user.type(await screen.findByLabelText('Title in Spanish'), ' (Ocala)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Someone saved this opening after you opened it');
    await user.click(within(summary).getByRole('button', { name: /Load the latest version/ }));
    await waitFor(() => expect((screen.getByLabelText('Town or site') as HTMLInputElement).value).toBe('The Villages'));
    expect((screen.getByLabelText('Title in Spanish') as HTMLInputElement).value).toBe('Limpieza comercial, turno de noche');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
