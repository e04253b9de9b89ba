/**
 * /staff/newsletter through its states: loading, no issues yet, a failed load and Try again, the
 * list with each issue's state, date on Ocala's clock and figures, the figures moving while an
 * issue is being sent, and "New issue" creating a draft and opening it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterIssue } from '../../shared/newsletter/newsletter-issue';
import { json, later, renderStaff, requestsTo } from './staff-app';

const ISSUES = '/staff/api/newsletter/issues';

function issue(overrides: Partial<NewsletterIssue> = {}): NewsletterIssue {
  return {
    id: 1,
    subject: 'Spring floor care',
    intro: 'Hello',
    post_ids: [],
    state: 'draft',
    send_at: null,
    // 14:05 UTC is 9:05 AM in Ocala in March (Eastern Standard Time until the 8th).
    created_at: '2026-03-04T14:05:00.000Z',
    updated_at: '2026-03-04T14:05:00.000Z',
    started_at: null,
    finished_at: null,
    recipients: 0,
    subscribers_only: false,
    progress: { sent: 0, failed: 0, left: 0 },
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('newsletter issues list', () => {
  it('says it is loading until the issues arrive', async () => {
    const reply = later();
    renderStaff('/newsletter', { [`GET ${ISSUES}`]: () => reply.promise });
    const loading = await screen.findByText('Loading issues…');
    expect(loading.getAttribute('role')).toBe('status');
    reply.resolve(json({ issues: [issue()] }));
    expect(await screen.findByRole('table', { name: 'Newsletter issues, newest first' })).toBeTruthy();
    expect(screen.queryByText('Loading issues…')).toBeNull();
  });

  it('with no issues, says so and how to start', async () => {
    renderStaff('/newsletter', { [`GET ${ISSUES}`]: () => json({ issues: [] }) });
    expect(await screen.findByRole('heading', { name: 'No issues yet' })).toBeTruthy();
    expect(screen.getByText(/^No issues yet\. Press “New issue”/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeTruthy();
  });

  it('when loading fails, says why and loads again on Try again', async () => {
    let calls = 0;
    const { user } = renderStaff('/newsletter', {
      [`GET ${ISSUES}`]: () => (++calls === 1 ? json({ code: 'PGRST002', message: 'Not now' }, 409) : json({ issues: [issue()] })),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The issues could not be loaded. Not now');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Newsletter issues, newest first' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists each issue with its state, the date that matters on Ocala’s clock, and its figures once it goes out', async () => {
    renderStaff('/newsletter', {
      [`GET ${ISSUES}`]: () =>
        json({
          issues: [
            issue({ id: 3, subject: 'April news', state: 'scheduled', send_at: '2026-04-01T13:00:00.000Z' }),
            issue({
              id: 2,
              subject: 'March news',
              state: 'sent',
              started_at: '2026-03-10T14:00:00.000Z',
              finished_at: '2026-03-10T14:02:00.000Z',
              recipients: 1250,
              progress: { sent: 1248, failed: 2, left: 0 },
            }),
            issue({ id: 1, subject: 'Draft news' }),
          ],
        }),
    });
    const table = await screen.findByRole('table', { name: 'Newsletter issues, newest first' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const scheduled = within(rows[0]!);
    expect(scheduled.getByRole('link', { name: 'April news' }).getAttribute('href')).toBe('/staff/newsletter/3');
    expect(scheduled.getByText('Scheduled')).toBeTruthy();
    // 13:00 UTC on April 1 is 9:00 AM daylight time in Ocala.
    expect(rows[0]!.textContent).toContain('Scheduled for Apr 1, 2026, 9:00 AM');
    const sent = within(rows[1]!);
    expect(sent.getByText('Sent')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Sent on Mar 10, 2026, 10:02 AM');
    expect(sent.getByText('1,250')).toBeTruthy();
    expect(sent.getByText('1,248')).toBeTruthy();
    expect(sent.getByText('2')).toBeTruthy();
    // A draft has no figures yet: dashes, not zeros.
    expect(within(rows[2]!).getAllByText('—')).toHaveLength(4);
    expect(screen.getByText(/^3 issues, newest first/)).toBeTruthy();
    // Phones get the same issues as cards.
    const cards = screen.getByRole('list', { name: 'Newsletter issues, newest first' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(within(cards).getByText('1,250 recipients · 1,248 sent · 2 failed · 0 left')).toBeTruthy();
  });

  it('while an issue is being sent, asks again every few seconds and shows the new figures', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const { requests } = renderStaff('/newsletter', {
      [`GET ${ISSUES}`]: () => {
        calls++;
        const sending = calls < 3;
        return json({
          issues: [
            issue({
              state: sending ? 'sending' : 'sent',
              started_at: '2026-03-10T14:00:00.000Z',
              finished_at: sending ? null : '2026-03-10T14:02:00.000Z',
              recipients: 40,
              progress: calls === 1 ? { sent: 10, failed: 0, left: 30 } : { sent: 40, failed: 0, left: 0 },
            }),
          ],
        });
      },
    });
    const cards = await screen.findByRole('list', { name: 'Newsletter issues, newest first' });
    expect(within(cards).getByText('40 recipients · 10 sent · 0 failed · 30 left')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(3100);
    await waitFor(() => expect(within(cards).getByText('40 recipients · 40 sent · 0 failed · 0 left')).toBeTruthy());
    await vi.advanceTimersByTimeAsync(3100);
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Sent')).toBeTruthy());
    // Once nothing is being sent, it stops asking.
    const asked = requestsTo(requests, ISSUES).length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requestsTo(requests, ISSUES)).toHaveLength(asked);
  });

  it('New issue creates a draft with a subject and opens it', async () => {
    const created = issue({ id: 7, subject: 'Oakbright news' });
    const { user, requests } = renderStaff('/newsletter', {
      [`GET ${ISSUES}`]: () => json({ issues: [] }),
      [`POST ${ISSUES}`]: () => json(created, 201),
      [`GET ${ISSUES}/7`]: () => json(created),
      [`GET ${ISSUES}/7/preview`]: () => json({ subject: created.subject, html: '<p>Hi</p>', text: 'Hi' }),
      'GET /staff/api/rest/v1/blog_posts': () => json([]),
    });
    await user.click(await screen.findByRole('button', { name: 'New issue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oakbright news' })).toBeTruthy();
    expect(window.location.pathname).toBe('/staff/newsletter/7');
    const body = JSON.parse(requestsTo(requests, ISSUES, 'POST')[0]!.body!);
    expect(body.subject).toMatch(/^Oakbright news, [A-Z][a-z]{2} \d{4}$/);
    expect(body).toMatchObject({ intro: '', post_ids: [] });
  });

  it('when a new issue cannot be created, says why and stays on the list', async () => {
    const { user } = renderStaff('/newsletter', {
      [`GET ${ISSUES}`]: () => json({ issues: [] }),
      [`POST ${ISSUES}`]: () => json({ code: 'PGRST102', message: 'Empty or invalid json' }, 400),
    });
    await user.click(await screen.findByRole('button', { name: 'New issue' }));
    expect(await screen.findByText('The issue was not created. Empty or invalid json')).toBeTruthy();
    expect(window.location.pathname).toBe('/staff/newsletter');
    expect((screen.getByRole('button', { name: 'New issue' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
