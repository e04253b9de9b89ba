/**
 * Texts on a lead's and an application's page: the timeline merges ours (where each stands, and
 * the morning one written in quiet hours waits for) and theirs (set apart, the STOP named) with
 * the events and emails in time order; the form texts the person, counting down what is left once
 * our name is put first, appends the API's text without loading the record again, keeps what was
 * typed when the API refuses, and stays shut, saying why, for someone who cannot be texted.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Texting, TimelineText } from '../../shared/messages/outbox';
import { detail as application } from './applications-fixtures';
import { leadEvent as event, leadDetail as lead, NO_OPEN_TIMES } from './leads-fixtures';
import { json, later, renderStaff, requestsTo } from './staff-app';

const LEAD = '/staff/api/leads/lead-1';
const TEXTS = '/staff/api/leads/lead-1/texts';
const AGREED: Texting = { to: '+13525550101', consent: 'agreed' };

const text = (overrides: Partial<TimelineText>): TimelineText => ({
  id: 't1',
  direction: 'out',
  kind: 'staff-text',
  text: 'Oakbright: Can we come Tuesday at 10?',
  state: 'sent',
  created_at: '2026-03-04T15:00:00.000Z',
  by: 'Test Owner',
  send_after: null,
  ...overrides,
});

const openLead = (body: ReturnType<typeof lead>, routes = {}) =>
  renderStaff('/leads/lead-1', { ...NO_OPEN_TIMES, [`GET ${LEAD}`]: () => json(body), ...routes });

async function timeline() {
  const region = await screen.findByRole('region', { name: 'Timeline' });
  const items = () => within(within(region).getByRole('list', { name: 'Timeline, oldest first' })).getAllByRole('listitem');
  return { region, items };
}

describe('texts on the timeline', () => {
  it('merges ours and theirs with events and emails, oldest first, theirs as quotes', async () => {
    openLead(
      lead({
        events: [event({ id: 'n1', type: 'note', note: 'Called too.', created_at: '2026-03-04T15:10:00.000Z' })],
        texts: [
          text({ id: 'a1', kind: 'lead-acknowledgement', text: 'Oakbright: We have your request.', by: '', created_at: '2026-03-04T14:05:03.000Z' }),
          text({}),
          text({ id: 'r1', direction: 'in', kind: 'reply', text: 'Tuesday works.', state: null, by: '', created_at: '2026-03-04T15:30:00.000Z' }),
          text({ id: 'r2', direction: 'in', kind: 'reply-stop', text: 'STOP', state: null, by: '', created_at: '2026-03-04T16:00:00.000Z' }),
        ],
      }),
    );
    const { items } = await timeline();
    expect(items().map((li) => li.textContent)).toEqual([
      'Lead received from the websiteMar 4, 2026, 9:05 AM ET · Website form',
      'Lead acknowledgement text · SentOakbright: We have your request.Mar 4, 2026, 9:05 AM ET · Website, automatically',
      'Text from staff · SentOakbright: Can we come Tuesday at 10?Mar 4, 2026, 10:00 AM ET · Test Owner',
      'Called too.Mar 4, 2026, 10:10 AM ET · Staff',
      'Text from themTuesday works.Mar 4, 2026, 10:30 AM ET · Them, by text',
      'Replied STOP: texts stoppedSTOPMar 4, 2026, 11:00 AM ET · Them, by text',
    ]);
    expect(within(items()[2]!).getByRole('link', { name: 'Sent' }).getAttribute('href')).toBe('/staff/outbox?message=t1');
    expect(items()[4]!.querySelector('blockquote')?.textContent).toBe('Tuesday works.');
    expect(items()[2]!.querySelector('blockquote')).toBeNull();
  });

  it('a text written in quiet hours says the morning it waits for, until it goes', async () => {
    openLead(
      lead({
        texts: [
          // 13:00 UTC on Mar 5, 2030 is 8:00 AM in Ocala (Eastern Standard Time).
          text({ id: 'q1', state: 'queued', send_after: '2030-03-05T13:00:00.000Z' }),
          text({ id: 'q2', state: 'sent', send_after: '2026-03-05T13:00:00.000Z', created_at: '2026-03-05T02:00:00.000Z' }),
        ],
      }),
    );
    const { items } = await timeline();
    expect(items()[1]!.textContent).toContain('Text from staff · QueuedOakbright: Can we come Tuesday at 10?Waits for 8:00 AM ET (quiet hours)');
    expect(items()[2]!.textContent).not.toContain('Waits for');
  });
});

describe('sending a text', () => {
  it('counts what is left after our name, sends, appends the text, clears the field and says it is queued', async () => {
    const reply = later();
    const { requests, user } = openLead(lead({ texting: AGREED }), { [`POST ${TEXTS}`]: () => reply.promise });
    const { region, items } = await timeline();
    const field = within(region).getByLabelText('Text (352) 555-0101') as HTMLTextAreaElement;
    const count = () => document.getElementById(`${field.id}-count`)!.textContent;
    expect(field.getAttribute('aria-describedby')).toContain(`${field.id}-count`);
    expect(count()).toBe('280 characters left');
    // An emoji makes the whole text UCS-2: 67 a segment, our name first.
    await user.type(field, '👍');
    expect(count()).toBe('121 characters left');
    await user.clear(field);
    await user.type(field, 'Can we come Tuesday at 10?');
    expect(count()).toBe('254 characters left');

    await user.click(within(region).getByRole('button', { name: 'Send text' }));
    expect(await within(region).findByRole('button', { name: 'Sending…' })).toBeTruthy();
    reply.resolve(json(text({ id: 't9', state: 'queued', created_at: '2026-03-04T16:00:00.000Z' }), 201));

    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[1]!.textContent).toBe('Text from staff · QueuedOakbright: Can we come Tuesday at 10?Mar 4, 2026, 11:00 AM ET · Test Owner');
    expect(field.value).toBe('');
    expect(await screen.findByText('Text queued.')).toBeTruthy();
    expect(requestsTo(requests, TEXTS, 'POST').map((r) => JSON.parse(r.body!))).toEqual([{ text: 'Can we come Tuesday at 10?' }]);
    expect(requestsTo(requests, LEAD)).toHaveLength(1);
  });

  it('an empty text is not sent; a refused one (409) shows at the field, what was typed kept', async () => {
    const { requests, user } = openLead(lead({ texting: AGREED }), {
      [`POST ${TEXTS}`]: () =>
        json({ code: '23514', message: 'This number replied STOP: no texts go to it until it replies START.', details: null, hint: null }, 409),
    });
    const { region, items } = await timeline();
    const field = within(region).getByLabelText('Text (352) 555-0101') as HTMLTextAreaElement;
    await user.click(within(region).getByRole('button', { name: 'Send text' }));
    expect(await within(region).findByText('Write the text first.')).toBeTruthy();
    expect(requestsTo(requests, TEXTS, 'POST')).toHaveLength(0);

    await user.type(field, 'Are you still interested?');
    await user.click(within(region).getByRole('button', { name: 'Send text' }));
    const error = await within(region).findByText('This number replied STOP: no texts go to it until it replies START.');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.value).toBe('Are you still interested?');
    expect(items()).toHaveLength(1);
  });

  it.each([
    [{ to: '+13525550101', consent: 'none' } as Texting, 'Text (352) 555-0101', 'They have not agreed to texts: call or email instead.'],
    [{ to: '+13525550101', consent: 'stopped' } as Texting, 'Text (352) 555-0101', 'This number replied STOP: no texts until it replies START.'],
    [{ to: null, consent: 'none' } as Texting, 'Text', 'No phone number to text.'],
  ])('stays shut and says why: %o', async (texting, label, why) => {
    openLead(lead({ texting }));
    const { region } = await timeline();
    const field = within(region).getByLabelText(label) as HTMLTextAreaElement;
    expect(field.disabled).toBe(true);
    expect((within(region).getByRole('button', { name: 'Send text' }) as HTMLButtonElement).disabled).toBe(true);
    const reason = within(region).getByText(why);
    expect(field.getAttribute('aria-describedby')).toContain(reason.id);
  });

  it('on an application, texts the applicant the same way', async () => {
    const { requests, user } = renderStaff('/applications/app-1', {
      'GET /staff/api/applications/app-1': () => json(application({ texting: { to: '+13525550142', consent: 'agreed' } })),
      'POST /staff/api/applications/app-1/texts': () =>
        json(text({ id: 't5', text: 'Oakbright: Can you come in Monday?', state: 'queued', created_at: '2026-03-04T16:00:00.000Z' }), 201),
    });
    const { region, items } = await timeline();
    await user.type(within(region).getByLabelText('Text (352) 555-0142'), 'Can you come in Monday?');
    await user.click(within(region).getByRole('button', { name: 'Send text' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[1]!.textContent).toContain('Oakbright: Can you come in Monday?');
    expect(requestsTo(requests, '/staff/api/applications/app-1/texts', 'POST').map((r) => JSON.parse(r.body!))).toEqual([{ text: 'Can you come in Monday?' }]);
  });
});

describe('the delivery panel', () => {
  it('says where the acknowledgement text stands for a person who chose texts, and nothing of texts for one who did not', async () => {
    openLead(
      lead({
        contact_method: 'text',
        email: '',
        texts: [text({ id: 'a1', kind: 'lead-acknowledgement', state: 'kept', by: '' })],
        texting: AGREED,
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Delivery' });
    const row = within(panel).getByText('Text to the prospect').parentElement!;
    expect(within(row).getByRole('link', { name: 'Kept, not sent' }).getAttribute('href')).toBe('/staff/outbox?message=a1');
  });

  it('leaves the row out when they chose email', async () => {
    openLead(lead({ contact_method: 'email' }));
    const panel = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(panel).queryByText('Text to the prospect')).toBeNull();
  });
});
