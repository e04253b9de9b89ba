/**
 * /staff/leads through its states: loading, no leads, nothing matching the filters, a failed
 * load (the server, the network), a day range that cannot match, and the list itself. The real
 * leads API module runs; fetch answers as /staff/api/leads does.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../web/src/staff/leads/leads-api';
import { listedLead as lead } from './leads-fixtures';
import { json, later, renderStaff, requestsTo } from './staff-app';

const LEADS = '/staff/api/leads';

const page = (leads: Lead[], total = leads.length) => json({ leads, total, limit: 50, offset: 0 });

describe('leads list', () => {
  it('says it is loading until the leads arrive', async () => {
    const reply = later();
    renderStaff('/leads', { [`GET ${LEADS}`]: () => reply.promise });

    const loading = await screen.findByText('Loading leads…');
    expect(loading.getAttribute('role')).toBe('status');

    reply.resolve(page([lead()]));
    expect(await screen.findByRole('table', { name: 'Leads, newest first' })).toBeTruthy();
    expect(screen.queryByText('Loading leads…')).toBeNull();
  });

  it('with no leads at all, says where they come from', async () => {
    renderStaff('/leads', { [`GET ${LEADS}`]: () => page([], 0) });

    expect(await screen.findByRole('heading', { name: 'No leads yet' })).toBeTruthy();
    expect(screen.getByText('Requests sent from the website’s forms arrive here.')).toBeTruthy();
    expect(screen.getByText('0 leads in all')).toBeTruthy();
  });

  it('with filters that match nothing, says so and asks the API with only those filters', async () => {
    const { requests } = renderStaff('/leads?status=won&kind=walkthrough&page=1', { [`GET ${LEADS}`]: () => page([], 0) });

    expect(await screen.findByRole('heading', { name: 'No leads match' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    const asked = requestsTo(requests, LEADS).at(-1)!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ status: 'won', kind: 'walkthrough', limit: '50' });
    // The export takes the same filters.
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/staff/api/leads.csv?status=won&kind=walkthrough');
  });

  it('when the server fails, says so and offers Try again', async () => {
    renderStaff('/leads', { [`GET ${LEADS}`]: () => json({ error: 'internal' }, 500) });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The leads could not be loaded. The server could not do that just now.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('when the network is down, says to check the connection', async () => {
    renderStaff('/leads', {
      [`GET ${LEADS}`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The leads could not be loaded. Could not reach the server. Check your connection and try again.');
  });

  it('a “to” day before the “from” day is shown as the problem instead of a list', async () => {
    renderStaff('/leads?from=2025-03-10&to=2025-03-01', { [`GET ${LEADS}`]: () => page([lead()]) });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The “to” day is before the “from” day.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each lead by who sent it, its kind and status, linking to its details', async () => {
    const leads = [
      lead({ id: 'a1', name: 'Dana Reyes', company: 'Reyes Dental', kind: 'quote', status: 'new' }),
      lead({ id: 'b2', name: '', company: 'Marion Storage', kind: 'walkthrough', status: 'contacted' }),
      lead({ id: 'c3', name: '', company: '', email: '', phone: '', kind: 'franchising', status: 'spam' }),
    ];
    renderStaff('/leads?kind=', { [`GET ${LEADS}`]: () => page(leads, 3) });

    const table = await screen.findByRole('table', { name: 'Leads, newest first' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);

    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    // From: the name (company under it), else the company, else a placeholder.
    expect(within(rows[0]!).getByRole('link', { name: 'Dana Reyes' }).getAttribute('href')).toBe('/staff/leads/a1');
    expect(within(rows[0]!).getByText('Reyes Dental')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Marion Storage' }).getAttribute('href')).toBe('/staff/leads/b2');
    expect(within(rows[2]!).getByRole('link', { name: 'No name given' })).toBeTruthy();
    expect(rows.map((r) => cells(r)[2]!.textContent)).toEqual(['Quote', 'Walkthrough', 'Franchising']);
    expect(rows.map((r) => cells(r)[4]!.textContent)).toEqual(['No owner', 'No owner', 'No owner']);
    expect(rows.map((r) => cells(r)[5]!.textContent)).toEqual(['New', 'Contacted', 'Spam']);
    expect(screen.getByText('3 leads in all')).toBeTruthy();
  });

  it('marks a lead still New after one business hour as overdue, in words and with an icon, and says how fast others were answered', async () => {
    const leads = [
      lead({ id: 'late', name: 'Late Lead', first_response: { business_minutes: 130, overdue: true, answered: false } }),
      lead({ id: 'fresh', name: 'Fresh Lead', first_response: { business_minutes: 12, overdue: false, answered: false } }),
      lead({ id: 'done', name: 'Done Lead', status: 'contacted', first_response: { business_minutes: 35, overdue: false, answered: true } }),
    ];
    renderStaff('/leads', { [`GET ${LEADS}`]: () => page(leads) });

    const table = await screen.findByRole('table', { name: 'Leads, newest first' });
    const [, late, fresh, done] = within(table).getAllByRole('row');
    const tag = within(late!).getByText(/^Overdue: waiting 2 h 10 min/);
    // Not colour alone: the words say it, an icon stands beside them, and a screen reader hears the unit.
    expect(tag.textContent).toBe('Overdue: waiting 2 h 10 min in business hours');
    expect(tag.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    expect(within(fresh!).queryByText(/Overdue/)).toBeNull();
    expect(within(fresh!).queryByText(/Answered/)).toBeNull();
    expect(within(done!).getByText(/^Answered in 35 min/).textContent).toBe('Answered in 35 min of business hours');
    expect(within(table).getAllByText(/Overdue/)).toHaveLength(1);

    // The phone cards say the same.
    const cards = ['Late Lead', 'Fresh Lead', 'Done Lead'].map((name) => screen.getAllByRole('link', { name })[1]!.closest('li')!);
    expect(cards.map((c) => /Overdue: waiting 2 h 10 min/.test(c.textContent ?? ''))).toEqual([true, false, false]);
  });
});
