/**
 * /staff/reports through its states: loading, no leads in the weeks, a failed load (and the API's
 * refusal of a range), then every figure: the weekly charts stating their figure with the numbers in
 * tables under them, the funnel with counts and shares, the median first response in hours and
 * minutes, walkthroughs per blog post, and the CSV link and date filter for the days shown.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY, REPORT } from './reports-fixtures';
import { json, later, renderStaff, requestsTo } from './staff-app';

const REPORTS = '/staff/api/reports';

/** A table's body rows as the text of their cells (the row heading first). */
function cells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
}

describe('reports', () => {
  it('says it is loading until the report arrives', async () => {
    const reply = later();
    renderStaff('/reports', { [`GET ${REPORTS}`]: () => reply.promise });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    const loading = await screen.findByText('Loading report…');
    expect(loading.getAttribute('role')).toBe('status');
    reply.resolve(json(REPORT));
    expect(await screen.findByRole('table', { name: 'Leads per week by kind' })).toBeTruthy();
    expect(screen.queryByText('Loading report…')).toBeNull();
  });

  it('with no leads in the weeks, says so, and the days shown are the API’s default', async () => {
    const { requests } = renderStaff('/reports', { [`GET ${REPORTS}`]: () => json(EMPTY) });
    expect(await screen.findByRole('heading', { name: 'No leads in these weeks' })).toBeTruthy();
    expect(requestsTo(requests, REPORTS)[0]!.url.search).toBe('');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-08-24');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-26');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/staff/api/reports.csv?from=2026-08-24&to=2026-11-26');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('when loading fails, says why, and loads again on Try again', async () => {
    let calls = 0;
    const { user } = renderStaff('/reports?from=2024-01-01&to=2026-06-01', {
      [`GET ${REPORTS}`]: () =>
        ++calls === 1
          ? json({ code: '22007', message: 'The range is longer than two years', details: 'from 2024-01-01, to 2026-06-01.', hint: null }, 400)
          : json(REPORT),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The report could not be loaded. The range is longer than two years from 2024-01-01, to 2026-06-01.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Leads per week by kind' })).toBeTruthy();
  });

  it('refuses a “to” day before the “from” day without showing figures', async () => {
    renderStaff('/reports?from=2026-11-10&to=2026-11-01', { [`GET ${REPORTS}`]: () => json(REPORT) });
    expect((await screen.findByRole('alert')).textContent).toContain('The “to” day is before the “from” day.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('draws the weekly figures as charts that state them, with every number in a table under each', async () => {
    renderStaff('/reports?from=2026-10-19&to=2026-11-08', { [`GET ${REPORTS}`]: () => json(REPORT) });
    const kinds = await screen.findByRole('table', { name: 'Leads per week by kind' });
    expect(screen.getByText('7 leads from Oct 19, 2026 to Nov 8, 2026, spam left out.')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Stacked bar chart: leads per week by kind, 3 weeks, Oct 19, 2026 to Nov 8, 2026, 7 leads\.$/ })).toBeTruthy();
    expect(
      within(kinds)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Week of', 'Quote', 'Walkthrough', 'Franchising', 'Booked walkthrough', 'Total']);
    expect(cells(kinds)).toEqual([
      ['Oct 19, 2026', '2', '1', '0', '0', '3'],
      ['Oct 26, 2026', '0', '0', '0', '0', '0'],
      ['Nov 2, 2026', '0', '0', '4', '0', '4'],
      ['All weeks', '2', '1', '4', '0', '7'],
    ]);
    expect(within(kinds).getByRole('rowheader', { name: 'Oct 19, 2026' }).getAttribute('scope')).toBe('row');

    // The legend names every series in text; the chart's bars carry their totals.
    const chart = screen.getByRole('img', { name: /leads per week by kind/ });
    expect(chart.textContent).toContain('Oct 19');
    expect(screen.getAllByText('Walkthrough').length).toBeGreaterThan(1);

    const sources = screen.getByRole('table', { name: 'Leads per week by source' });
    expect(
      within(sources)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Week of', 'Direct', 'google', 'bing.com', 'Total']);
    // Most leads first, a tie in name order.
    expect(cells(sources)[2]).toEqual(['Nov 2, 2026', '3', '0', '1', '4']);
  });

  it('shows the funnel with counts and shares, the median first response, and walkthroughs per post', async () => {
    renderStaff('/reports?from=2026-10-19&to=2026-11-08', { [`GET ${REPORTS}`]: () => json(REPORT) });
    const stages = await screen.findByRole('table', { name: 'Leads that reached each stage' });
    expect(cells(stages)).toEqual([
      ['All leads', '7', '100%'],
      ['Contacted', '4', '57.1%'],
      ['Walkthrough booked', '3', '42.9%'],
      ['Proposal sent', '2', '28.6%'],
      ['Won', '1', '14.3%'],
      ['Lost', '1', '14.3%'],
    ]);
    expect(screen.getByRole('img', { name: /Contacted 4 \(57\.1%\), Walkthrough booked 3 \(42\.9%\).*Lost 1 \(14\.3%\)/ })).toBeTruthy();

    const response = screen.getByRole('region', { name: 'Time to first response' });
    expect(within(response).getByText('1 h 30 min')).toBeTruthy();
    expect(within(response).getByText('Median time to first response')).toBeTruthy();
    expect(within(response).getByText('Still unanswered').nextElementSibling?.textContent).toBe('3');

    expect(cells(screen.getByRole('table', { name: 'Walkthroughs booked per blog post read before' }))).toEqual([
      ['/insights/floor-tips', '2'],
      ['No blog post', '1'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Top landing pages' }))).toEqual([
      ['/contact', '5'],
      ['Not recorded', '2'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Leads by source' }))).toEqual([
      ['Direct', '3'],
      ['google', '3'],
      ['bing.com', '1'],
    ]);
  });

  it('asks for the days picked, and the CSV link follows them', async () => {
    const { requests, user } = renderStaff('/reports?from=2026-10-19&to=2026-11-08', { [`GET ${REPORTS}`]: () => json(REPORT) });
    await screen.findByRole('table', { name: 'Leads per week by kind' });
    expect(requestsTo(requests, REPORTS)[0]!.url.search).toBe('?from=2026-10-19&to=2026-11-08');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/staff/api/reports.csv?from=2026-10-19&to=2026-11-08');

    // A date input takes its value in one change, as a browser's picker sends it.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-26' } });
    await screen.findByRole('table', { name: 'Leads per week by kind' });
    const last = requestsTo(requests, REPORTS).at(-1)!;
    expect(last.url.searchParams.get('from')).toBe('2026-10-26');
    expect(last.url.searchParams.get('to')).toBe('2026-11-08');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/staff/api/reports.csv?from=2026-10-26&to=2026-11-08');

    await user.click(screen.getByRole('button', { name: 'Last 12 weeks' }));
    expect(requestsTo(requests, REPORTS).at(-1)!.url.search).toBe('');
  });

  it('with no median yet, says no lead has been answered', async () => {
    renderStaff('/reports', {
      [`GET ${REPORTS}`]: () => json({ ...REPORT, first_response: { median_business_minutes: null, answered: 0, unanswered: 7 } }),
    });
    const response = await screen.findByRole('region', { name: 'Time to first response' });
    expect(within(response).getByText('No lead in these days has been answered yet')).toBeTruthy();
    expect(within(response).getByText('—')).toBeTruthy();
  });
});
