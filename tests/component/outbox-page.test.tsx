/**
 * /staff/outbox through its states: loading, nothing written yet, no match for an address, a
 * failed load, the list with each message's channel, state and times on Ocala's clock, and one
 * message as its recipient sees it (an email's HTML part in a frame sandboxed to nothing, then the
 * text part; a text's words as sent).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry, OutboxMessage } from '../../shared/messages/outbox';
import { json, later, renderStaff, requestsTo } from './staff-app';

const OUTBOX = '/staff/api/outbox';

const entry = (id: string, to: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id,
  channel: 'email',
  to,
  kind: 'lead-acknowledgement',
  subject: 'We have your quote request | Oakbright Facility Services',
  state: 'kept',
  attempts: 1,
  last_error: null,
  // 14:05 UTC is 9:05 AM in Ocala in March (Eastern Standard Time until the 8th).
  created_at: '2026-03-04T14:05:00.000Z',
  sent_at: null,
  text: 'What happens next',
  attachments: [],
  ...overrides,
});

describe('outbox list', () => {
  it('says it is loading until the list arrives', async () => {
    const reply = later();
    renderStaff('/outbox', { [`GET ${OUTBOX}`]: () => reply.promise });

    const loading = await screen.findByText('Loading messages…');
    expect(loading.getAttribute('role')).toBe('status');

    reply.resolve(json([entry('m1', 'ana@clinic.com')]));
    expect(await screen.findByRole('table', { name: 'Emails and texts, newest first' })).toBeTruthy();
    expect(screen.queryByText('Loading messages…')).toBeNull();
  });

  it('with nothing written yet, says where emails come from', async () => {
    renderStaff('/outbox', { [`GET ${OUTBOX}`]: () => json([]) });
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
  });

  it('filters by address: the box sends ?to= and says when nothing matches', async () => {
    const { requests } = renderStaff('/outbox?to=clinic', { [`GET ${OUTBOX}`]: () => json([]) });
    expect(await screen.findByRole('heading', { name: 'No messages to this address or number' })).toBeTruthy();
    expect(requestsTo(requests, OUTBOX).at(-1)!.url.searchParams.get('to')).toBe('clinic');
    expect((screen.getByLabelText('Filter by address or phone number') as HTMLInputElement).value).toBe('clinic');
  });

  it('when loading fails, says why and loads again on Try again', async () => {
    let calls = 0;
    const { user } = renderStaff('/outbox', {
      [`GET ${OUTBOX}`]: () => (++calls === 1 ? json({ message: 'limit must be a whole number from 1 to 500' }, 400) : json([entry('m1', 'ana@clinic.com')])),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The messages could not be loaded. limit must be a whole number from 1 to 500');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Emails and texts, newest first' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists each email with its recipient, subject, kind, state, attempts and times in company time', async () => {
    renderStaff('/outbox', {
      [`GET ${OUTBOX}`]: () =>
        json([
          entry('m2', 'ben@depot.com', { state: 'sent', sent_at: '2026-03-04T14:06:00.000Z' }),
          entry('m1', 'ana@clinic.com', { state: 'dead', attempts: 8, last_error: 'send: refused' }),
        ]),
    });
    const table = await screen.findByRole('table', { name: 'Emails and texts, newest first' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'ben@depot.com' }).getAttribute('href')).toBe('/staff/outbox?message=m2');
    expect(first.getAllByText('Sent').length).toBeGreaterThan(0);
    expect(first.getAllByText('Mar 4, 2026, 9:05 AM ET').length).toBeGreaterThan(0);
    expect(first.getByText('Mar 4, 2026, 9:06 AM ET')).toBeTruthy();
    expect(first.getAllByText('We have your quote request | Oakbright Facility Services').length).toBeGreaterThan(0);
    expect(first.getByText('Lead acknowledgement')).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.getAllByText('Not sent').length).toBeGreaterThan(0);
    expect(second.getByText('8')).toBeTruthy();
    expect(screen.getByText(/^2 messages, newest first/)).toBeTruthy();
  });
});

describe('one email', () => {
  const message: OutboxMessage = {
    ...entry('m1', 'ana@clinic.com'),
    text: 'Thank you. We have your quote request.\n\nWhat happens next',
    html: '<!DOCTYPE html><html><body><h1 style="color:#0f172a">Thank you. We have your quote request.</h1></body></html>',
    about: 'lead:abc',
    attachments: [],
  };

  it('opens from the list and shows the HTML part in a sandboxed frame and the text part', async () => {
    const { user } = renderStaff('/outbox', {
      [`GET ${OUTBOX}`]: () => json([entry('m1', 'ana@clinic.com')]),
      [`GET ${OUTBOX}/m1`]: () => json(message),
    });
    await user.click(await screen.findByRole('link', { name: 'ana@clinic.com' }));
    const frame = (await screen.findByTitle(`The email “${message.subject}” as HTML`)) as HTMLIFrameElement;
    // No script, no forms, no navigation; the same origin only, so the page can read its height.
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toBe(message.html);
    expect(frame.getAttribute('src')).toBeNull();
    expect(screen.getByRole('heading', { name: message.subject, level: 1 })).toBeTruthy();
    expect(screen.getByText('To ana@clinic.com')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.tagName === 'PRE' && el.textContent === message.text)).toBeTruthy();
    expect(screen.getByText('Kept, not sent')).toBeTruthy();
  });

  it('lists the files sent with it: a calendar invitation opens as text and downloads from its address', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    const { user } = renderStaff('/outbox?message=m2', {
      [`GET ${OUTBOX}/m2`]: () =>
        json({
          ...message,
          id: 'm2',
          kind: 'walkthrough-confirmation',
          attachments: [{ filename: 'invite.ics', type: 'text/calendar; method=REQUEST; charset=UTF-8', url: `${OUTBOX}/m2/attachments/0` }],
        }),
      [`GET ${OUTBOX}/m2/attachments/0`]: () => new Response(ics, { headers: { 'content-type': 'text/calendar; charset=utf-8' } }),
    });
    const files = await screen.findByRole('region', { name: 'Sent with it' });
    expect(within(files).getByText('invite.ics')).toBeTruthy();
    expect(within(files).getByText('calendar invitation')).toBeTruthy();
    const download = within(files).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe(`${OUTBOX}/m2/attachments/0`);
    expect(download.getAttribute('download')).toBe('invite.ics');
    await user.click(within(files).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(within(files).getByText((_, el) => el?.tagName === 'PRE' && el.textContent === ics)).toBeTruthy());
    expect(within(files).getByRole('button', { name: 'Hide' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Walkthrough invitation')).toBeTruthy();
  });

  it('says when the email cannot be loaded, and loads it again', async () => {
    let calls = 0;
    const { user } = renderStaff('/outbox?message=m1', {
      [`GET ${OUTBOX}/m1`]: () => (++calls === 1 ? json({ message: 'No message with this id' }, 404) : json(message)),
    });
    expect(await screen.findByText('Loading the message…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The message could not be loaded. No message with this id');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTitle(`The email “${message.subject}” as HTML`)).toBeTruthy());
  });
});

describe('texts', () => {
  const text = entry('t1', '+13525550148', {
    channel: 'sms',
    kind: 'staff-text',
    subject: '',
    state: 'sent',
    text: 'Oakbright: Can we come Tuesday at 10?',
  });

  it('marks each row Email or Text; a text reads as its number, formatted, and its words', async () => {
    renderStaff('/outbox', { [`GET ${OUTBOX}`]: () => json([text, entry('m1', 'ana@clinic.com')]) });
    const table = await screen.findByRole('table', { name: 'Emails and texts, newest first' });
    const [, ...rows] = within(table).getAllByRole('row');
    const first = within(rows[0]!);
    expect(first.getByText('Text')).toBeTruthy();
    expect(first.getByRole('link', { name: '(352) 555-0148' }).getAttribute('href')).toBe('/staff/outbox?message=t1');
    expect(first.getByText('Oakbright: Can we come Tuesday at 10?')).toBeTruthy();
    expect(first.getByText('Text from staff')).toBeTruthy();
    expect(within(rows[1]!).getByText('Email')).toBeTruthy();
    expect(screen.getByText(/^2 messages, newest first/)).toBeTruthy();
  });

  it('the box takes a phone number as well as an address', async () => {
    const { requests, user } = renderStaff('/outbox', { [`GET ${OUTBOX}`]: () => json([text]) });
    const box = await screen.findByLabelText('Filter by address or phone number');
    expect(box.getAttribute('placeholder')).toContain('(352) 555-0148');
    await user.type(box, '352-555-0148');
    await waitFor(() => expect(requestsTo(requests, OUTBOX).at(-1)!.url.searchParams.get('to')).toBe('352-555-0148'));
  });

  it('opens a text: whom it went to and its words, with no email frame', async () => {
    renderStaff('/outbox?message=t1', { [`GET ${OUTBOX}/t1`]: () => json({ ...text, html: '', about: 'lead:abc' }) });
    expect(await screen.findByRole('heading', { name: 'Text to (352) 555-0148', level: 1 })).toBeTruthy();
    const words = screen.getByRole('region', { name: 'The text as sent' });
    expect(words.textContent).toContain('Oakbright: Can we come Tuesday at 10?');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
