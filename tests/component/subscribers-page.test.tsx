/**
 * /staff/subscribers through its states: loading, nobody yet, no match for a search, a failed
 * load, the list, and removing one subscriber after the confirmation that names them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Subscriber } from '../../web/src/staff/subscribers/subscribers-api';
import { json, later, renderStaff, requestsTo } from './staff-app';

const SUBSCRIBERS = '/staff/api/subscribers';

const subscriber = (id: number, email: string, source = 'footer', confirmed_at: string | null = '2025-03-04T14:10:00.000Z'): Subscriber => ({
  id,
  email,
  source,
  created_at: '2025-03-04T14:05:00.000Z',
  confirmed_at,
});

describe('subscribers list', () => {
  it('says it is loading until the list arrives', async () => {
    const reply = later();
    renderStaff('/subscribers', { [`GET ${SUBSCRIBERS}`]: () => reply.promise });

    const loading = await screen.findByText('Loading subscribers…');
    expect(loading.getAttribute('role')).toBe('status');

    reply.resolve(json([subscriber(1, 'ana@clinic.com')]));
    expect(await screen.findByRole('table', { name: 'Subscribers, newest first' })).toBeTruthy();
    expect(screen.queryByText('Loading subscribers…')).toBeNull();
  });

  it('with nobody subscribed, says where subscribers come from', async () => {
    renderStaff('/subscribers', { [`GET ${SUBSCRIBERS}`]: () => json([]) });

    expect(await screen.findByRole('heading', { name: 'No subscribers yet' })).toBeTruthy();
    expect(screen.getByText('0 subscribers to the newsletter')).toBeTruthy();
  });

  it('with a search that matches nobody, says so and sends the search to the API', async () => {
    const { requests } = renderStaff('/subscribers?q=clinic', { [`GET ${SUBSCRIBERS}`]: () => json([]) });

    expect(await screen.findByRole('heading', { name: 'No subscribers match' })).toBeTruthy();
    expect(requestsTo(requests, SUBSCRIBERS).at(-1)!.url.searchParams.get('q')).toBe('clinic');
  });

  it('when loading fails, says why and loads again on Try again', async () => {
    let calls = 0;
    const { user } = renderStaff('/subscribers', {
      [`GET ${SUBSCRIBERS}`]: () => (++calls === 1 ? json({ message: 'Search text is too long.' }, 400) : json([subscriber(1, 'ana@clinic.com')])),
    });

    const alert = await screen.findByRole('alert');
    // A 4xx says what the API said.
    expect(alert.textContent).toContain('The subscribers could not be loaded. Search text is too long.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Subscribers, newest first' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists every subscriber with the count', async () => {
    renderStaff('/subscribers', {
      [`GET ${SUBSCRIBERS}`]: () => json([subscriber(2, 'ben@storage.com', 'article', null), subscriber(1, 'ana@clinic.com', '')]),
    });

    const table = await screen.findByRole('table', { name: 'Subscribers, newest first' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      expect.stringContaining('ben@storage.com'),
      expect.stringContaining('ana@clinic.com'),
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Remove ben@storage.com' })).toBeTruthy();
    // Waiting for the confirmation link, or confirmed (only those get issues).
    expect(within(rows[0]!).getByText('Pending')).toBeTruthy();
    expect(within(rows[1]!).getByText('Confirmed')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    expect(screen.getByText('2 subscribers to the newsletter')).toBeTruthy();
  });

  it('removes a subscriber only after the confirmation, then drops the row', async () => {
    const { user, requests } = renderStaff('/subscribers', {
      [`GET ${SUBSCRIBERS}`]: () => json([subscriber(2, 'ben@storage.com'), subscriber(1, 'ana@clinic.com')]),
      [`DELETE ${SUBSCRIBERS}/2`]: () => new Response(null, { status: 204 }),
    });

    await user.click(await screen.findByRole('button', { name: 'Remove ben@storage.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove ben@storage.com?' });
    expect(requestsTo(requests, `${SUBSCRIBERS}/2`, 'DELETE')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove subscriber' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove ben@storage.com' })).toBeNull());
    expect(requestsTo(requests, `${SUBSCRIBERS}/2`, 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove ana@clinic.com' })).toBeTruthy();
    expect(screen.getByText('Removed ben@storage.com.')).toBeTruthy();
    expect(screen.getByText('1 subscriber to the newsletter')).toBeTruthy();
  });
});
