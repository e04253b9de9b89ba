/**
 * /staff/applications: the inbox reads its filters from the address and sends them to the API
 * (an opening, `general`, a stage), offers the openings from the openings API or, while that is not
 * there, from the applications listed, links the CSV export with the same filters, shows each
 * row's opening, town, availability, language, stage and résumé, and has loading, empty and error states.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listItem } from './applications-fixtures';
import { json, later, renderStaff, requestsTo } from './staff-app';

const LIST = '/staff/api/applications';
const OPENINGS = '/staff/api/openings';

describe('the applications inbox', () => {
  it('lists each application with its opening, town, availability, language, stage and résumé link', async () => {
    renderStaff('/applications', {
      [`GET ${LIST}`]: () =>
        json({
          applications: [
            listItem(),
            listItem({
              id: 'app-2',
              name: 'Tom Hale',
              opening_id: null,
              opening_title: null,
              language: 'en',
              status: 'interview',
              has_resume: false,
              shifts: [],
              days: [],
            }),
          ],
          total: 2,
          limit: 50,
          offset: 0,
        }),
      [`GET ${OPENINGS}`]: () =>
        json({
          openings: [
            { id: 3, title: 'Evening Cleaner' },
            { id: 9, title: 'Day Porter' },
          ],
        }),
    });
    const table = await screen.findByRole('table', { name: 'Applications, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Rosa Díaz' }).getAttribute('href')).toBe('/staff/applications/app-1');
    expect(first.getByText('Evening Cleaner')).toBeTruthy();
    expect(first.getByText('Belleview')).toBeTruthy();
    expect(first.getByText('Evening · Mon, Tue, Wed')).toBeTruthy();
    expect(first.getByText('Spanish')).toBeTruthy();
    expect(first.getByText('New')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Download the résumé of Rosa Díaz' }).getAttribute('href')).toBe('/staff/api/applications/app-1/resume');
    const second = within(rows[1]!);
    expect(second.getByText('General application')).toBeTruthy();
    expect(second.getByText('Interview')).toBeTruthy();
    expect(second.getByText('No résumé')).toBeTruthy();
    expect(screen.getByText('2 applications in all')).toBeTruthy();

    const opening = screen.getByLabelText('Opening') as HTMLSelectElement;
    expect([...opening.options].map((o) => o.text)).toEqual(['All', 'General application', 'Day Porter', 'Evening Cleaner']);
  });

  it('sends the filters in the address to the API and the CSV link, and changes them from the selects', async () => {
    const { requests, user } = renderStaff('/applications?opening=general&status=screened', {
      [`GET ${LIST}`]: () => json({ applications: [listItem({ opening_id: null, opening_title: null, status: 'screened' })], total: 1, limit: 50, offset: 0 }),
      [`GET ${OPENINGS}`]: () => json({ openings: [{ id: 3, title: 'Evening Cleaner' }] }),
    });
    await screen.findByRole('table');
    const first = requestsTo(requests, LIST)[0]!;
    expect(first.url.searchParams.get('opening')).toBe('general');
    expect(first.url.searchParams.get('status')).toBe('screened');
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe('/staff/api/applications.csv?status=screened&opening=general');
    expect(screen.getByText('1 application match')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Opening'), 'Evening Cleaner');
    await user.selectOptions(screen.getByLabelText('Stage'), 'Interview');
    const last = requestsTo(requests, LIST).at(-1)!;
    expect(last.url.searchParams.get('opening')).toBe('3');
    expect(last.url.searchParams.get('status')).toBe('interview');

    await user.click(screen.getByRole('button', { name: /Clear filters/ }));
    const cleared = requestsTo(requests, LIST).at(-1)!;
    expect(cleared.url.searchParams.has('opening')).toBe(false);
    expect(cleared.url.searchParams.has('status')).toBe(false);
  });

  it('offers the openings of the listed applications while the openings API is not there', async () => {
    renderStaff('/applications', {
      [`GET ${LIST}`]: () =>
        json({
          applications: [listItem(), listItem({ id: 'app-2', opening_id: 7, opening_title: 'Floor Technician' }), listItem({ id: 'app-3' })],
          total: 3,
          limit: 50,
          offset: 0,
        }),
      [`GET ${OPENINGS}`]: () => json({ code: 'PGRST404', message: 'Not found' }, 404),
    });
    await screen.findByRole('table');
    const opening = screen.getByLabelText('Opening') as HTMLSelectElement;
    expect([...opening.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'All'],
      ['general', 'General application'],
      ['3', 'Evening Cleaner'],
      ['7', 'Floor Technician'],
    ]);
  });

  it('shows a loading state, then an empty state that says the filters match nothing', async () => {
    const reply = later();
    renderStaff('/applications?status=hired', {
      [`GET ${LIST}`]: () => reply.promise,
      [`GET ${OPENINGS}`]: () => json({ openings: [] }),
    });
    expect(await screen.findByText('Loading applications…')).toBeTruthy();
    reply.resolve(json({ applications: [], total: 0, limit: 50, offset: 0 }));
    expect(await screen.findByRole('heading', { name: 'No applications match' })).toBeTruthy();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let calls = 0;
    const { user } = renderStaff('/applications', {
      [`GET ${LIST}`]: () => (++calls === 1 ? json({ message: 'down' }, 503) : json({ applications: [], total: 0, limit: 50, offset: 0 })),
      [`GET ${OPENINGS}`]: () => json({ openings: [] }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The applications could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeTruthy();
  });
});
