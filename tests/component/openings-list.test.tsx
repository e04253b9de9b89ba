/**
 * /staff/openings through its states: loading, no openings yet, a failed load and Try again, the
 * list with each opening's status (an expired one "Closed (expired)"), dates on Ocala's calendar,
 * the status filter and search in the address, and the row actions: Close, and Duplicate opening
 * the copy in the editor.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, later, renderStaff, requestsTo } from './staff-app';
import { OPENINGS, opening } from './openings-fixtures';

describe('openings list', () => {
  it('says it is loading until the openings arrive', async () => {
    const reply = later();
    renderStaff('/openings', { [`GET ${OPENINGS}`]: () => reply.promise });
    const loading = await screen.findByText('Loading openings…');
    expect(loading.getAttribute('role')).toBe('status');
    reply.resolve(json({ openings: [opening()] }));
    expect(await screen.findByRole('table', { name: 'Job openings, newest first' })).toBeTruthy();
    expect(screen.queryByText('Loading openings…')).toBeNull();
  });

  it('with no openings, says so and links to writing the first', async () => {
    renderStaff('/openings', { [`GET ${OPENINGS}`]: () => json({ openings: [] }) });
    expect(await screen.findByRole('heading', { name: 'No openings yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write the first opening' }).getAttribute('href')).toBe('/staff/openings/new');
    expect(screen.getByRole('link', { name: 'New opening' })).toBeTruthy();
  });

  it('when loading fails, says why and loads again on Try again', async () => {
    let calls = 0;
    const { user } = renderStaff('/openings', {
      [`GET ${OPENINGS}`]: () => (++calls === 1 ? json({ code: 'PGRST000', message: 'Not now' }, 409) : json({ openings: [opening()] })),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The openings could not be loaded. Not now');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Job openings, newest first' })).toBeTruthy();
  });

  it('shows each opening with its status (expired reads Closed (expired)), town and Ocala dates', async () => {
    renderStaff('/openings', {
      [`GET ${OPENINGS}`]: () =>
        json({
          openings: [
            opening(),
            opening({
              id: 2,
              title: 'Floor Care Technician',
              status: 'closed',
              stored_status: 'open',
              expired: true,
              valid_through: '2026-11-20T04:59:59.999Z',
            }),
            opening({ id: 3, title: 'Day Porter', status: 'draft', stored_status: 'draft', valid_through: null }),
          ],
        }),
    });
    const table = await screen.findByRole('table', { name: 'Job openings, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Open', 'Closed (expired)', 'Draft']);
    expect(rows[0]!.textContent).toContain('Ocala · Part time');
    expect(rows[0]!.textContent).toContain('Nov 2, 2026');
    // The last moment of Jan 25 in Ocala is already Jan 26 in UTC: the day shown is Ocala's.
    expect(rows[0]!.textContent).toContain('Jan 25, 2027');
    expect(rows[1]!.textContent).toContain('Nov 19, 2026');
    expect(rows[2]!.textContent).toContain('No end date');
  });

  it('filters by status and search through the address and the request', async () => {
    const { requests, user } = renderStaff('/openings', { [`GET ${OPENINGS}`]: () => json({ openings: [opening()] }) });
    await screen.findByRole('table', { name: 'Job openings, newest first' });
    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    await waitFor(() => expect(requestsTo(requests, OPENINGS).at(-1)!.url.searchParams.get('status')).toBe('closed'));
    await user.type(screen.getByLabelText('Search by title'), 'floor');
    await waitFor(() => expect(requestsTo(requests, OPENINGS).at(-1)!.url.search).toBe('?status=closed&q=floor'));
    expect(location.search).toBe('?status=closed&q=floor');
  });

  it('closes an open opening over the version listed, then lists again', async () => {
    let closed = false;
    const { requests, user } = renderStaff('/openings', {
      [`GET ${OPENINGS}`]: () => json({ openings: [closed ? opening({ status: 'closed', stored_status: 'closed' }) : opening()] }),
      [`PATCH ${OPENINGS}/1`]: () => {
        closed = true;
        return json(opening({ status: 'closed', stored_status: 'closed' }));
      },
    });
    const table = await screen.findByRole('table', { name: 'Job openings, newest first' });
    await user.click(within(table).getByRole('button', { name: 'Actions for “Evening Commercial Cleaner”' }));
    await user.click(within(table).getByRole('button', { name: 'Close' }));
    expect(JSON.parse(requestsTo(requests, `${OPENINGS}/1`, 'PATCH')[0]!.body!)).toEqual({ status: 'closed', updated_at: '2026-11-02T15:00:00.000Z' });
    expect(await screen.findByText('“Evening Commercial Cleaner” is closed.')).toBeTruthy();
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Closed'));
  });

  it('duplicates an opening and opens the draft copy in the editor', async () => {
    const copy = opening({
      id: 7,
      slug: 'evening-commercial-cleaner-copy',
      title: 'Evening Commercial Cleaner (copy)',
      status: 'draft',
      stored_status: 'draft',
    });
    const { requests, user } = renderStaff('/openings', {
      [`GET ${OPENINGS}`]: () => json({ openings: [opening()] }),
      [`POST ${OPENINGS}/1/duplicate`]: () => json(copy, 201),
      [`GET ${OPENINGS}/7`]: () => json(copy),
    });
    const table = await screen.findByRole('table', { name: 'Job openings, newest first' });
    await user.click(within(table).getByRole('button', { name: 'Actions for “Evening Commercial Cleaner”' }));
    await user.click(within(table).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Evening Commercial Cleaner (copy)' })).toBeTruthy();
    expect(location.pathname).toBe('/staff/openings/7');
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('evening-commercial-cleaner-copy');
    expect(requestsTo(requests, `${OPENINGS}/1/duplicate`, 'POST')).toHaveLength(1);
  });
});
