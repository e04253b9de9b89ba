/**
 * /staff/leads/:id, the sales pipeline: the time to first response (overdue in words), the stages
 * reached with their times, moving the lead (what each stage sends: the walkthrough as the Ocala
 * wall-clock time typed, a lost category required before anything is sent, with a note for "Another
 * reason"), a refusal shown at its field with focus there and nothing typed lost, notes appended
 * to the timeline without loading the lead again, and the timeline merging stage changes, notes
 * and emails in time order.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leadEvent as event, leadDetail as lead } from './leads-fixtures';
import { NO_OPEN_TIMES } from './leads-fixtures';
import { json, later, renderStaff, requestsTo } from './staff-app';

const LEAD = '/staff/api/leads/lead-1';
const NOTES = '/staff/api/leads/lead-1/notes';

const bodies = (requests: ReturnType<typeof renderStaff>['requests'], path = LEAD, method = 'PATCH') =>
  requestsTo(requests, path, method).map((r) => JSON.parse(r.body ?? 'null'));

async function pipeline() {
  return screen.findByRole('region', { name: 'Pipeline' });
}

describe('time to first response', () => {
  it('a lead still New past one business hour is overdue, in words beside an icon', async () => {
    renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      [`GET ${LEAD}`]: () => json(lead({ first_response: { business_minutes: 80, overdue: true, answered: false } })),
    });
    const section = await pipeline();
    expect(section.textContent).toContain('Overdue. Waiting 1 h 20 min (business hours)');
  });

  it('an answered lead says how fast, in business minutes', async () => {
    renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      [`GET ${LEAD}`]: () => json(lead({ status: 'contacted', first_response: { business_minutes: 35, overdue: false, answered: true } })),
    });
    const section = await pipeline();
    expect(section.textContent).toContain('Answered in 35 business minutes');
    expect(section.textContent).not.toContain('Overdue');
  });
});

describe('stages', () => {
  it('shows each stage reached with its time, the current one marked, one skipped as skipped', async () => {
    renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      [`GET ${LEAD}`]: () =>
        json(
          lead({
            status: 'proposal_sent',
            events: [
              event({ id: 'a', status: 'contacted', created_at: '2026-03-04T15:10:00.000Z' }),
              event({ id: 'b', status: 'proposal_sent', created_at: '2026-03-06T16:30:00.000Z' }),
            ],
          }),
        ),
    });
    const steps = within(await pipeline()).getByRole('list', { name: 'Pipeline stages' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'New (done)Mar 4, 2026, 9:05 AM ET',
      'Contacted (done)Mar 4, 2026, 10:10 AM ET',
      'Walkthrough booked (skipped)Skipped',
      'Proposal sent (current stage)Mar 6, 2026, 11:30 AM ET',
      'Won / Lost (not reached)',
    ]);
    expect(items[3]!.getAttribute('aria-current')).toBe('step');
  });

  it('moves to Contacted with just the stage, and shows the lead as the API answers it', async () => {
    const { requests, user } = renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      [`GET ${LEAD}`]: () => json(lead()),
      [`PATCH ${LEAD}`]: () =>
        json(
          lead({
            status: 'contacted',
            first_response: { business_minutes: 20, overdue: false, answered: true },
            events: [event({ status: 'contacted' })],
          }),
        ),
    });
    await pipeline();
    await user.selectOptions(screen.getByLabelText('Move to stage'), 'contacted');
    await user.click(screen.getByRole('button', { name: 'Save stage' }));

    await screen.findByText('Answered in 20 business minutes');
    expect(bodies(requests)).toEqual([{ status: 'contacted' }]);
    // The button is disabled on the stage now current: focus is back on the stage, not lost.
    expect(document.activeElement).toBe(screen.getByLabelText('Move to stage'));
    const current = within(screen.getByRole('list', { name: 'Pipeline stages' })).getAllByRole('listitem')[1]!;
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('region', { name: 'Timeline' }).textContent).toContain('Moved to Contacted');
  });

  it('booking a walkthrough asks for its date and time and sends it as typed, Ocala wall-clock', async () => {
    const { requests, user } = renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      [`GET ${LEAD}`]: () => json(lead({ status: 'contacted' })),
      [`PATCH ${LEAD}`]: () =>
        json(
          lead({
            status: 'walkthrough_booked',
            walkthrough_at: '2036-12-03T15:30:00.000Z',
            events: [event({ status: 'walkthrough_booked', walkthrough_at: '2036-12-03T15:30:00.000Z' })],
          }),
        ),
    });
    await pipeline();
    expect(screen.queryByLabelText('Walkthrough date and time (Ocala time)')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Move to stage'), 'walkthrough_booked');
    const when = screen.getByLabelText('Walkthrough date and time (Ocala time)') as HTMLInputElement;
    expect(when.type).toBe('datetime-local');
    expect(screen.getByText(/emailed a confirmation with a calendar invitation/)).toBeTruthy();

    // Nothing chosen: said at the field, focus there, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Save stage' }));
    expect(await screen.findByText('Choose the walkthrough’s date and time.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(when));
    expect(when.getAttribute('aria-invalid')).toBe('true');
    expect(bodies(requests)).toEqual([]);

    fireEvent.change(when, { target: { value: '2036-12-03T10:30' } });
    await user.click(screen.getByRole('button', { name: 'Save stage' }));
    const section = screen.getByRole('region', { name: 'Pipeline' });
    await waitFor(() => expect(section.textContent).toContain('Walkthrough Dec 3, 2036, 10:30 AM ET'));
    expect(bodies(requests)).toEqual([{ status: 'walkthrough_booked', walkthrough_at: '2036-12-03T10:30' }]);
    // Booked: the same stage again moves it, and the page says what the prospect gets.
    expect(screen.getByRole('button', { name: 'Move walkthrough' })).toBeTruthy();
    expect(screen.getByText(/emailed a calendar invitation/)).toBeTruthy();
  });

  it('books one of the open times for the building’s ZIP code, with the person who attends', async () => {
    const { requests, user } = renderStaff('/leads/lead-1', {
      [`GET ${LEAD}`]: () => json(lead({ status: 'contacted', location: '34471' })),
      // Whatever else the page asks for answered as elsewhere; the open times are this test's own.
      ...NO_OPEN_TIMES,
      'GET /staff/api/walkthrough-times': (req) => {
        expect(req.url.search).toBe('?zip=34471');
        return json({
          times: [{ starts_at: '2036-12-03T15:00:00.000Z', ends_at: '2036-12-03T15:30:00.000Z', people: [{ id: 'person-wanda', name: 'Wanda Walker' }] }],
        });
      },
      [`PATCH ${LEAD}`]: () => json(lead({ status: 'walkthrough_booked', walkthrough_at: '2036-12-03T15:00:00.000Z' })),
    });
    await pipeline();
    await user.selectOptions(screen.getByLabelText('Move to stage'), 'walkthrough_booked');
    const open = await screen.findByLabelText('Open walkthrough times');
    await waitFor(() => expect(within(open).getByRole('option', { name: 'Dec 3, 2036, 10:00 AM ET, with Wanda Walker' })).toBeTruthy());
    await user.selectOptions(open, '2036-12-03T10:00');
    expect((screen.getByLabelText('Walkthrough date and time (Ocala time)') as HTMLInputElement).value).toBe('2036-12-03T10:00');
    await user.click(screen.getByRole('button', { name: 'Save stage' }));
    await waitFor(() =>
      expect(bodies(requests)).toEqual([{ status: 'walkthrough_booked', walkthrough_at: '2036-12-03T10:00', walkthrough_with: 'person-wanda' }]),
    );
  });

  it('moves a booked walkthrough with the new time, and warns that leaving the stage sends a cancellation', async () => {
    const booked = lead({ status: 'walkthrough_booked', walkthrough_at: '2036-12-03T15:30:00.000Z' });
    const { requests, user } = renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      [`GET ${LEAD}`]: () => json(booked),
      [`PATCH ${LEAD}`]: () => json({ ...booked, walkthrough_at: '2036-12-04T14:00:00.000Z' }),
    });
    await pipeline();
    const when = screen.getByLabelText('Walkthrough date and time (Ocala time)') as HTMLInputElement;
    expect(when.value).toBe('2036-12-03T10:30');

    await user.selectOptions(screen.getByLabelText('Move to stage'), 'contacted');
    expect(screen.getByText('The booked walkthrough is cancelled and the prospect is emailed a cancellation.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Move to stage'), 'walkthrough_booked');

    fireEvent.change(screen.getByLabelText('Walkthrough date and time (Ocala time)'), { target: { value: '2036-12-04T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Move walkthrough' }));
    await screen.findByText(/Walkthrough moved to Dec 4, 2036, 9:00 AM/);
    expect(bodies(requests)).toEqual([{ status: 'walkthrough_booked', walkthrough_at: '2036-12-04T09:00' }]);
  });

  it('Lost needs a category from the list before anything is sent, and sends it with the stage; the note is optional', async () => {
    const { requests, user } = renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      [`GET ${LEAD}`]: () => json(lead({ status: 'proposal_sent' })),
      [`PATCH ${LEAD}`]: () =>
        json(
          lead({
            status: 'lost',
            lost_category: 'competitor',
            lost_reason: 'Went with the incumbent',
            events: [event({ status: 'lost', note: 'Chose another company: Went with the incumbent' })],
          }),
        ),
    });
    await pipeline();
    await user.selectOptions(screen.getByLabelText('Move to stage'), 'lost');
    const category = screen.getByLabelText('Why was it lost?') as HTMLSelectElement;
    // Every category by its label, none chosen until staff choose.
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a reason',
      'Price too high',
      'Chose another company',
      'No decision, or staying as they are',
      'Timing: not now',
      'Not a fit for what we do',
      'Stopped answering',
      'Another reason',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save stage' }));
    expect(await screen.findByText('Choose why the lead was lost.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(category));
    expect(category.getAttribute('aria-invalid')).toBe('true');
    expect(bodies(requests)).toEqual([]);

    await user.selectOptions(category, 'competitor');
    const note = screen.getByLabelText('Note on the loss');
    await user.type(note, '  Went with the incumbent ');
    expect(screen.getByText(/^23 \/ 300/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save stage' }));
    await waitFor(() => expect(bodies(requests)).toEqual([{ status: 'lost', lost_category: 'competitor', lost_reason: 'Went with the incumbent' }]));
    expect((await screen.findByRole('region', { name: 'Timeline' })).textContent).toContain('Reason: Chose another company: Went with the incumbent');
    // The stepper says why beside Lost.
    expect(within(screen.getByRole('list', { name: 'Pipeline stages' })).getByText('Chose another company: Went with the incumbent')).toBeTruthy();
  });

  it('“Another reason” needs the note; any other category goes without one', async () => {
    const { requests, user } = renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      [`GET ${LEAD}`]: () => json(lead({ status: 'proposal_sent' })),
      [`PATCH ${LEAD}`]: () => json(lead({ status: 'lost', lost_category: 'price' })),
    });
    await pipeline();
    await user.selectOptions(screen.getByLabelText('Move to stage'), 'lost');
    await user.selectOptions(screen.getByLabelText('Why was it lost?'), 'other');
    const note = screen.getByLabelText('Note on the loss');
    expect(screen.getByText('Required for another reason. Kept on the lead’s timeline.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save stage' }));
    expect(await screen.findByText('Say why the lead was lost.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(bodies(requests)).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Why was it lost?'), 'price');
    expect(screen.queryByText('Say why the lead was lost.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save stage' }));
    await waitFor(() => expect(bodies(requests)).toEqual([{ status: 'lost', lost_category: 'price' }]));
    await screen.findByText('Moved to Lost.');
  });

  it('a note longer than 300 characters is refused before sending, and kept whole', async () => {
    const { requests, user } = renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      [`GET ${LEAD}`]: () => json(lead()),
    });
    await pipeline();
    await user.selectOptions(screen.getByLabelText('Move to stage'), 'lost');
    await user.selectOptions(screen.getByLabelText('Why was it lost?'), 'timing');
    const reason = screen.getByLabelText('Note on the loss') as HTMLTextAreaElement;
    fireEvent.change(reason, { target: { value: 'x'.repeat(301) } });
    await user.click(screen.getByRole('button', { name: 'Save stage' }));
    expect(await screen.findByText('Keep the reason to 300 characters or fewer.')).toBeTruthy();
    expect(reason.value).toHaveLength(301);
    expect(bodies(requests)).toEqual([]);
  });

  it('the API’s refusal shows at the field it concerns, focus there, the time typed kept', async () => {
    const { user } = renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      [`GET ${LEAD}`]: () => json(lead({ status: 'contacted' })),
      [`PATCH ${LEAD}`]: () =>
        json(
          {
            code: '22023',
            message: 'That time has already passed: choose a time to come',
            details: null,
            hint: 'Send walkthrough_at as YYYY-MM-DDTHH:mm, Ocala time.',
          },
          400,
        ),
    });
    await pipeline();
    await user.selectOptions(screen.getByLabelText('Move to stage'), 'walkthrough_booked');
    const when = screen.getByLabelText('Walkthrough date and time (Ocala time)') as HTMLInputElement;
    fireEvent.change(when, { target: { value: '2020-01-02T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Save stage' }));

    // The message as a sentence; the hint speaks to API callers, not staff.
    const error = await screen.findByText('That time has already passed: choose a time to come.');
    expect(document.body.textContent).not.toContain('Send walkthrough_at');
    expect(when.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(when));
    expect(when.value).toBe('2020-01-02T09:00');
    expect((screen.getByLabelText('Move to stage') as HTMLSelectElement).value).toBe('walkthrough_booked');
  });

  it('spam is a separate action', async () => {
    const { requests, user } = renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      [`GET ${LEAD}`]: () => json(lead()),
      [`PATCH ${LEAD}`]: () => json(lead({ status: 'spam' })),
    });
    await pipeline();
    expect(within(screen.getByLabelText('Move to stage')).queryByRole('option', { name: 'Spam' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark as spam' }));
    expect(await screen.findByText(/Marked as spam, outside the pipeline/)).toBeTruthy();
    expect(bodies(requests)).toEqual([{ status: 'spam' }]);
    expect(screen.queryByRole('button', { name: 'Mark as spam' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Move to stage'));
  });
});

describe('timeline', () => {
  it('merges stage changes, notes and emails oldest first, each with its time and who, emails linking to the outbox', async () => {
    renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      [`GET ${LEAD}`]: () =>
        json(
          lead({
            status: 'walkthrough_booked',
            walkthrough_at: '2026-03-10T14:00:00.000Z',
            events: [
              event({ id: 'n1', type: 'note', note: 'Called, left a message.', created_at: '2026-03-04T15:00:00.000Z' }),
              event({ id: 's1', status: 'walkthrough_booked', walkthrough_at: '2026-03-10T14:00:00.000Z', created_at: '2026-03-05T13:00:00.000Z' }),
            ],
            emails: [
              { id: 'm1', kind: 'lead-acknowledgement', subject: 'We have your request', state: 'kept', created_at: '2026-03-04T14:05:02.000Z' },
              { id: 'm2', kind: 'walkthrough-confirmation', subject: 'Your walkthrough on Mar 10', state: 'sent', created_at: '2026-03-05T13:00:01.000Z' },
            ],
          }),
        ),
    });
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const items = within(within(timeline).getByRole('list', { name: 'Timeline, oldest first' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Lead received from the websiteMar 4, 2026, 9:05 AM ET · Website form',
      'Lead acknowledgement email · Kept, not sentWe have your requestMar 4, 2026, 9:05 AM ET · Website, automatically',
      'Called, left a message.Mar 4, 2026, 10:00 AM ET · Staff',
      'Moved to Walkthrough bookedWalkthrough Mar 10, 2026, 10:00 AM ETMar 5, 2026, 8:00 AM ET · Staff',
      'Walkthrough invitation email · SentYour walkthrough on Mar 10Mar 5, 2026, 8:00 AM ET · Website, automatically',
    ]);
    expect(within(items[4]!).getByRole('link', { name: 'Your walkthrough on Mar 10' }).getAttribute('href')).toBe('/staff/outbox?message=m2');
    expect(within(timeline).queryByText('No notes yet.')).toBeNull();
  });

  it('adds a note with Ctrl+Enter and appends the API’s event without loading the lead again', async () => {
    const reply = later();
    const { requests, user } = renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      [`GET ${LEAD}`]: () => json(lead()),
      [`POST ${NOTES}`]: () => reply.promise,
    });
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('No notes yet.')).toBeTruthy();
    const note = within(timeline).getByLabelText('Note') as HTMLTextAreaElement;
    await user.type(note, 'Asked for a Tuesday visit.');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(timeline).findByRole('button', { name: 'Adding…' })).toBeTruthy();
    reply.resolve(json(event({ id: 'n9', type: 'note', note: 'Asked for a Tuesday visit.', created_at: '2026-03-04T16:00:00.000Z' }), 201));

    const items = () => within(within(timeline).getByRole('list', { name: 'Timeline, oldest first' })).getAllByRole('listitem');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[1]!.textContent).toBe('Asked for a Tuesday visit.Mar 4, 2026, 11:00 AM ET · Staff');
    expect(note.value).toBe('');
    expect(within(timeline).queryByText('No notes yet.')).toBeNull();
    expect(bodies(requests, NOTES, 'POST')).toEqual([{ note: 'Asked for a Tuesday visit.' }]);
    expect(requestsTo(requests, LEAD)).toHaveLength(1);
  });

  it('an empty note is not sent; a refused one shows at the field, its text kept', async () => {
    const { requests, user } = renderStaff('/leads/lead-1', {
      ...NO_OPEN_TIMES,
      [`GET ${LEAD}`]: () => json(lead()),
      [`POST ${NOTES}`]: () => json({ code: '22023', message: 'The note is too long.', details: null, hint: null }, 400),
    });
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const note = within(timeline).getByLabelText('Note') as HTMLTextAreaElement;
    await user.click(within(timeline).getByRole('button', { name: 'Add note' }));
    expect(await within(timeline).findByText('Write the note first.')).toBeTruthy();
    expect(requestsTo(requests, NOTES, 'POST')).toHaveLength(0);

    await user.type(note, 'Kept text');
    await user.click(within(timeline).getByRole('button', { name: 'Add note' }));
    const error = await within(timeline).findByText('The note is too long.');
    expect(note.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(note.value).toBe('Kept text');
    expect(within(timeline).getByText('No notes yet.')).toBeTruthy();
  });
});
