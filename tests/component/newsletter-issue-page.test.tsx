/**
 * /staff/newsletter/:id: composing an issue (a field error from the API lands beside its field and
 * nothing typed is lost), picking and ordering published posts, the preview as a recipient gets
 * it, a test copy, sending to every confirmed subscriber after a confirmation naming how many,
 * scheduling and unscheduling, and the progress of an issue being sent, polled until it is sent.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterIssue } from '../../shared/newsletter/newsletter-issue';
import { type ApiRequest, json, POSTS_PATH, renderStaff, requestsTo, type Routes } from './staff-app';

const ISSUES = '/staff/api/newsletter/issues';
const ISSUE = `${ISSUES}/5`;

function issue(overrides: Partial<NewsletterIssue> = {}): NewsletterIssue {
  return {
    id: 5,
    subject: 'Spring floor care',
    intro: 'Hello from **Oakbright**.',
    post_ids: [],
    state: 'draft',
    send_at: null,
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

const POSTS = [
  {
    id: 11,
    title: 'Office floor care',
    excerpt: 'Keep floors clean all winter.',
    featured_image: '/media/floors.webp',
    date_published: '2026-02-01T15:00:00.000Z',
  },
  { id: 12, title: 'Clinic disinfection', excerpt: 'What a medical office needs.', featured_image: null, date_published: '2026-01-20T15:00:00.000Z' },
  { id: 13, title: 'Window washing', excerpt: 'Streak-free glass.', featured_image: null, date_published: '2026-01-10T15:00:00.000Z' },
];

const PREVIEW = {
  subject: 'Spring floor care',
  html: '<!DOCTYPE html><html><body><h1>Spring floor care</h1><h2>Office floor care</h2></body></html>',
  text: 'Spring floor care\n\nOffice floor care\nhttps://example.com/insights/office-floor-care',
};

/** The answers an open issue needs: the issue, its preview, the published posts; `more` adds or replaces. */
function issueApi(stored: NewsletterIssue, more: Routes = {}): Routes {
  return {
    [`GET ${ISSUE}`]: () => json(stored),
    [`GET ${ISSUE}/preview`]: () => json(PREVIEW),
    [`GET ${POSTS_PATH}`]: () => json(POSTS),
    ...more,
  };
}

async function openIssue(stored = issue(), more: Routes = {}) {
  const app = renderStaff('/newsletter/5', issueApi(stored, more));
  await screen.findByRole('heading', { level: 1, name: stored.subject });
  return app;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const body = (req: ApiRequest) => JSON.parse(req.body ?? 'null');

function expectInvalid(input: HTMLElement, message: string) {
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  expect(described).toContain(message);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('composing an issue', () => {
  it('a field error from the API shows beside its field, keeps what was typed, and the next save goes through', async () => {
    let saves = 0;
    const { user, requests } = await openIssue(issue(), {
      [`PATCH ${ISSUE}`]: (req) =>
        ++saves === 1
          ? json(
              { code: '22001', message: 'value too long for column "intro" (at most 10000 characters)', details: null, hint: 'Shorten the introduction.' },
              400,
            )
          : json(issue({ ...body(req), updated_at: new Date().toISOString() })),
    });
    expect(field('Subject').value).toBe('Spring floor care');
    expect(screen.getByText('17 / 150')).toBeTruthy();

    await user.clear(field('Subject'));
    await user.type(field('Subject'), 'March news');
    expect(screen.getByText('10 / 150')).toBeTruthy();
    await user.clear(field('Introduction'));
    await user.type(field('Introduction'), 'A short hello.');
    expect(screen.getByText('Unsaved changes: press the button to save')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getByRole('link', { name: 'value too long for column "intro" (at most 10000 characters) Shorten the introduction.' })
        .getAttribute('href'),
    ).toBe('#issue-intro');
    expectInvalid(field('Introduction'), 'value too long for column "intro" (at most 10000 characters) Shorten the introduction.');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    // Nothing typed is lost.
    expect(field('Subject').value).toBe('March news');
    expect(field('Introduction').value).toBe('A short hello.');
    expect(body(requestsTo(requests, ISSUE, 'PATCH')[0]!)).toEqual({ subject: 'March news', intro: 'A short hello.', post_ids: [] });

    await user.type(field('Introduction'), ' Again.');
    expect(field('Introduction').getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/^Saved \d{1,2}:\d{2} [AP]M ET$/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'March news' })).toBeTruthy();
    // The preview is made again from what was saved.
    await waitFor(() => expect(requestsTo(requests, `${ISSUE}/preview`)).toHaveLength(2));
  });

  it('a refusal about the whole issue (it went out meanwhile) says why at the top and keeps the edits', async () => {
    const { user } = await openIssue(issue(), {
      [`PATCH ${ISSUE}`]: () =>
        json(
          {
            code: '55000',
            message: 'This issue is sending: only a draft or a scheduled issue can be changed this way',
            details: 'state is sending',
            hint: null,
          },
          409,
        ),
    });
    await user.type(field('Introduction'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'The issue was not saved' })).toBeTruthy();
    expect(summary.textContent).toContain('This issue is sending: only a draft or a scheduled issue can be changed this way state is sending');
    expect(field('Introduction').value).toBe('Hello from **Oakbright**. More.');
  });

  it('leaving with unsaved changes asks first; Stay keeps them', async () => {
    const { user } = await openIssue();
    await user.type(field('Subject'), '!');
    await user.click(screen.getByRole('link', { name: 'All issues' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(window.location.pathname).toBe('/staff/newsletter/5');
    expect(field('Subject').value).toBe('Spring floor care!');
  });

  it('an empty subject is refused before any request', async () => {
    const { user, requests } = await openIssue();
    await user.clear(field('Subject'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expectInvalid(field('Subject'), 'Give the issue a subject: it is the email’s subject line.');
    expect(requestsTo(requests, ISSUE, 'PATCH')).toHaveLength(0);
  });

  it('picks published posts from a search, orders them with buttons, removes one, and saves them in that order', async () => {
    const { user, requests } = await openIssue(issue(), {
      [`PATCH ${ISSUE}`]: (req) => json(issue(body(req))),
    });
    const published = await screen.findByRole('list', { name: 'Published posts' });
    expect(within(published).getAllByRole('listitem')).toHaveLength(3);
    // The posts query asks for published posts dated now or earlier.
    const query = requestsTo(requests, POSTS_PATH)[0]!.url.searchParams;
    expect(query.get('status')).toBe('eq.published');
    expect(query.get('date_published')).toMatch(/^lte\./);
    expect(within(published).getByText('Keep floors clean all winter.')).toBeTruthy();
    expect(within(published).getByText('Feb 1, 2026')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Find published posts' }), 'clinic');
    expect(within(published).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(published).getByRole('button', { name: 'Add “Clinic disinfection”' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Find published posts' }));
    await user.click(within(published).getByRole('button', { name: 'Add “Office floor care”' }));
    await user.click(within(published).getByRole('button', { name: 'Add “Window washing”' }));

    const picked = screen.getByRole('list', { name: 'Posts in this issue' });
    const titles = () =>
      within(picked)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent);
    expect(titles()).toEqual(['Clinic disinfection', 'Office floor care', 'Window washing']);
    const up = within(picked).getByRole('button', { name: 'Move “Office floor care” up' });
    await user.click(up);
    expect(titles()).toEqual(['Office floor care', 'Clinic disinfection', 'Window washing']);
    // At the top, "up" no longer applies: focus moves to the same post's "down".
    expect(document.activeElement).toBe(within(picked).getByRole('button', { name: 'Move “Office floor care” down' }));
    await user.click(within(picked).getByRole('button', { name: 'Remove “Clinic disinfection”' }));
    expect(titles()).toEqual(['Office floor care', 'Window washing']);
    expect(document.activeElement).toBe(within(picked).getByRole('button', { name: 'Remove “Window washing”' }));

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/^Saved /);
    expect(body(requestsTo(requests, ISSUE, 'PATCH')[0]!).post_ids).toEqual([11, 13]);
  });

  it('allows at most 6 posts', async () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ ...POSTS[0]!, id: 100 + i, title: `Post ${i + 1}` }));
    const { user } = await openIssue(issue({ post_ids: [100, 101, 102, 103, 104] }), { [`GET ${POSTS_PATH}`]: () => json(many) });
    const published = await screen.findByRole('list', { name: 'Published posts' });
    await user.click(within(published).getByRole('button', { name: 'Add “Post 6”' }));
    expect(screen.getByText('6 posts picked: remove one to add another.')).toBeTruthy();
    expect((within(published).getByRole('button', { name: 'Add “Post 7”' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('previewing and testing', () => {
  it('shows the email in a frame sandboxed to nothing, and its plain text on the other tab', async () => {
    const { user } = await openIssue();
    const frame = (await screen.findByTitle('The email “Spring floor care” as HTML')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(PREVIEW.html);
    expect(frame.getAttribute('src')).toBeNull();

    const tabs = screen.getByRole('tablist', { name: 'Part of the email' });
    expect(within(tabs).getByRole('tab', { name: 'Email' }).getAttribute('aria-selected')).toBe('true');
    await user.click(within(tabs).getByRole('tab', { name: 'Plain text' }));
    const panel = screen.getByRole('tabpanel', { name: 'Plain text' });
    expect(within(panel).getByText((_, el) => el?.tagName === 'PRE' && el.textContent === PREVIEW.text)).toBeTruthy();
    // Arrow keys move between the tabs.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(within(tabs).getByRole('tab', { name: 'Email' }));
    expect(screen.getByRole('tabpanel', { name: 'Email' })).toBeTruthy();

    await user.type(field('Introduction'), ' More.');
    expect(screen.getByText(/the preview shows the issue as last saved/)).toBeTruthy();
  });

  it('sends a test copy to the address typed, saving first, and points to the outbox', async () => {
    const { user, requests } = await openIssue(issue(), {
      [`PATCH ${ISSUE}`]: (req) => json(issue(body(req))),
      [`POST ${ISSUE}/test`]: () => json({ id: 'msg-1' }, 202),
    });
    const to = screen.getByRole('textbox', { name: 'Send a test to' }) as HTMLInputElement;
    expect(to.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expectInvalid(to, 'Enter the email address to send the test to, like name@example.com.');
    expect(requestsTo(requests, `${ISSUE}/test`, 'POST')).toHaveLength(0);

    await user.type(field('Introduction'), ' Edited.');
    await user.type(to, 'dana@oakbright.com');
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    const status = await screen.findByText(
      (_, el) => el?.getAttribute('role') === 'status' && el.textContent === 'Test sent to dana@oakbright.com, see it in the Outbox.',
    );
    expect(within(status).getByRole('link', { name: 'Outbox' }).getAttribute('href')).toBe('/staff/outbox');
    expect(body(requestsTo(requests, `${ISSUE}/test`, 'POST')[0]!)).toEqual({ to: 'dana@oakbright.com' });
    // What was on screen was saved before the copy was made.
    expect(body(requestsTo(requests, ISSUE, 'PATCH')[0]!).intro).toBe('Hello from **Oakbright**. Edited.');
    const order = requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url.pathname}`);
    expect(order).toEqual([`PATCH ${ISSUE}`, `POST ${ISSUE}/test`]);
  });

  it('says why a test was refused', async () => {
    const { user } = await openIssue(issue(), {
      [`POST ${ISSUE}/test`]: () => json({ code: 'PGRST100', message: 'Not an email address', details: null, hint: 'Send {to: "name@example.com"}.' }, 400),
    });
    await user.type(screen.getByRole('textbox', { name: 'Send a test to' }), 'dana@oakbright.com');
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Not an email address Send {to: "name@example.com"}.')).toBeTruthy();
  });
});

describe('sending', () => {
  const subscribers = [
    { id: 1, email: 'a@x.com', created_at: '2026-01-01T00:00:00Z', source: '', confirmed_at: '2026-01-01T00:00:00Z' },
    { id: 2, email: 'b@x.com', created_at: '2026-01-01T00:00:00Z', source: '', confirmed_at: '2026-01-02T00:00:00Z' },
    { id: 3, email: 'c@x.com', created_at: '2026-01-01T00:00:00Z', source: '', confirmed_at: null },
    { id: 4, email: 'd@x.com', created_at: '2026-01-01T00:00:00Z', source: '', confirmed_at: '2026-01-03T00:00:00Z' },
  ];

  it('asks first, naming how many confirmed subscribers; Cancel sends nothing, Send starts sending', async () => {
    const sending = issue({ state: 'sending', started_at: '2026-03-04T15:00:00.000Z', recipients: 3, progress: { sent: 0, failed: 0, left: 3 } });
    const { user, requests } = await openIssue(issue(), {
      'GET /staff/api/subscribers': () => json(subscribers),
      [`POST ${ISSUE}/send`]: () => json(sending, 202),
    });
    await user.click(screen.getByRole('button', { name: 'Send to all confirmed subscribers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 3 confirmed subscribers?' });
    expect(within(dialog).getByText(/“Spring floor care” goes to 3 confirmed subscribers now\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(requests, `${ISSUE}/send`, 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send to all confirmed subscribers' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send to 3 confirmed subscribers?' })).getByRole('button', { name: 'Send to 3 subscribers' }),
    );
    expect(await screen.findByRole('progressbar', { name: 'Sending progress' })).toBeTruthy();
    expect(body(requestsTo(requests, `${ISSUE}/send`, 'POST')[0]!)).toEqual({});
    // The send controls are gone: focus is on the progress, not lost.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Sending' })));
    expect(screen.getByText('0% · 0 sent, 0 failed, 3 left of 3')).toBeTruthy();
    // Once it goes out, nothing can be changed or sent again.
    expect(field('Subject').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send to all confirmed subscribers' })).toBeNull();
  });

  it('shows a refusal inside the confirmation', async () => {
    const { user } = await openIssue(issue(), {
      'GET /staff/api/subscribers': () => json(subscribers),
      [`POST ${ISSUE}/send`]: () => json({ code: 'PGRST409', message: 'There are no confirmed subscribers', details: null, hint: null }, 409),
    });
    await user.click(screen.getByRole('button', { name: 'Send to all confirmed subscribers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 3 confirmed subscribers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send to 3 subscribers' }));
    expect(await within(dialog).findByText('There are no confirmed subscribers')).toBeTruthy();
  });

  it('schedules for a time on Ocala’s clock, then unschedules back to draft', async () => {
    const { user, requests } = await openIssue(issue(), {
      [`POST ${ISSUE}/send`]: (req) => json(issue({ state: 'scheduled', send_at: body(req).send_at }), 202),
      [`POST ${ISSUE}/unschedule`]: () => json(issue()),
    });
    const at = screen.getByLabelText('Or send it later, at') as HTMLInputElement;
    expect(at.type).toBe('datetime-local');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expectInvalid(at, 'Pick the day and time to send it.');

    fireEvent.change(at, { target: { value: '2035-07-04T09:30' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    // 9:30 in Ocala in July is 13:30 UTC (daylight time).
    await waitFor(() => expect(body(requestsTo(requests, `${ISSUE}/send`, 'POST')[0]!)).toEqual({ send_at: '2035-07-04T13:30:00.000Z' }));
    const send = await screen.findByRole('region', { name: 'Send' });
    await waitFor(() => expect(send.textContent).toContain('Scheduled for Jul 4, 2035, 9:30 AM ET.'));
    expect(screen.getAllByText('Scheduled').length).toBeGreaterThan(0);
    // A scheduled issue can still be edited.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Unschedule' }));
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(requestsTo(requests, `${ISSUE}/unschedule`, 'POST')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send to all confirmed subscribers' })).toBeTruthy();
  });

  it('a time already past is refused before any request', async () => {
    const { user, requests } = await openIssue();
    fireEvent.change(screen.getByLabelText('Or send it later, at'), { target: { value: '2020-01-01T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByText('Pick a time in the future, or send it now.')).toBeTruthy();
    expect(requestsTo(requests, `${ISSUE}/send`, 'POST')).toHaveLength(0);
  });
});

describe('progress', () => {
  it('while sending, asks for the issue every few seconds and shows the figures until it is sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const steps = [
      { state: 'sending', progress: { sent: 0, failed: 0, left: 40 } },
      { state: 'sending', progress: { sent: 25, failed: 1, left: 14 } },
      { state: 'sent', progress: { sent: 39, failed: 1, left: 0 }, finished_at: '2026-03-04T15:02:00.000Z' },
    ] as const;
    let at = 0;
    const { requests } = await openIssue(issue({ started_at: '2026-03-04T15:00:00.000Z', recipients: 40, ...steps[0] }), {
      [`GET ${ISSUE}`]: () => json(issue({ started_at: '2026-03-04T15:00:00.000Z', recipients: 40, ...steps[Math.min(at++, 2)] })),
    });
    const bar = await screen.findByRole('progressbar', { name: 'Sending progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('0% · 0 sent, 0 failed, 40 left of 40')).toBeTruthy();

    await vi.advanceTimersByTimeAsync(3100);
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('65'));
    expect(screen.getByText('65% · 25 sent, 1 failed, 14 left of 40')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('65%: 25 sent, 1 failed, 14 left of 40');

    await vi.advanceTimersByTimeAsync(3100);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Sent' })).toBeTruthy());
    expect(screen.getByText('100% · 39 sent, 1 failed, 0 left of 40')).toBeTruthy();
    expect(screen.getByText('Sent to 40 confirmed subscribers. It can no longer be changed.')).toBeTruthy();
    // 15:02 UTC is 10:02 AM in Ocala.
    expect(screen.getByText('Mar 4, 2026, 10:02 AM ET')).toBeTruthy();
    expect(field('Subject').readOnly).toBe(true);
    expect(field('Introduction').readOnly).toBe(true);
    expect(screen.queryByRole('searchbox', { name: 'Find published posts' })).toBeNull();

    const asked = requestsTo(requests, ISSUE).length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requestsTo(requests, ISSUE)).toHaveLength(asked);
  });

  it('an address with no issue says so', async () => {
    renderStaff('/newsletter/99', { [`GET ${ISSUES}/99`]: () => json({ code: 'PGRST116', message: 'No issue with this id' }, 404) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Issue not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the newsletter' }).getAttribute('href')).toBe('/staff/newsletter');
  });
});
