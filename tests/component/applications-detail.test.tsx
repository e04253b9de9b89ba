/**
 * /staff/applications/:id: contact with the phone as a tel: link first, availability, the résumé
 * download, the pipeline (Interview asks for an Ocala date and time and sends it as typed with the
 * updated_at shown; a 409 says someone changed it), notes joining the timeline, the timeline
 * merging stages, a cancelled interview and emails, and deletion behind a confirmation that
 * returns to the inbox.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../web/src/staff/applications/applications-api';
import { detail } from './applications-fixtures';
import { json, renderStaff, requestsTo } from './staff-app';

const ONE = '/staff/api/applications/app-1';
const NOTES = '/staff/api/applications/app-1/notes';
const inbox = {
  'GET /staff/api/applications': () => json({ applications: [], total: 0, limit: 50, offset: 0 }),
  'GET /staff/api/openings': () => json({ openings: [] }),
};

const open = (body: ApplicationDetail, routes = {}) => renderStaff('/applications/app-1', { [`GET ${ONE}`]: () => json(body), ...routes });

describe('an application', () => {
  it('shows how to reach the applicant (the phone first), when they can work, and the résumé to download', async () => {
    open(detail());
    await screen.findByRole('heading', { name: 'Rosa Díaz', level: 1 });
    const actions = screen.getAllByRole('link').filter((a) => /^(tel|mailto):/.test(a.getAttribute('href') ?? ''));
    expect(actions[0]!.getAttribute('href')).toBe('tel:3525550142');
    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    expect(contact.getByRole('link', { name: '(352) 555-0142' }).getAttribute('href')).toBe('tel:3525550142');
    expect(contact.getByText('Spanish')).toBeTruthy();
    const availability = within(screen.getByRole('region', { name: 'Availability' }));
    expect(availability.getByText('Evening')).toBeTruthy();
    expect(availability.getByText('Mon, Tue, Wed')).toBeTruthy();
    const resume = within(screen.getByRole('region', { name: 'Résumé' }));
    expect(resume.getByText('cv-rosa.pdf')).toBeTruthy();
    expect(resume.getByText('PDF, 47 KB')).toBeTruthy();
    expect(resume.getByRole('link', { name: /Download résumé/ }).getAttribute('href')).toBe('/staff/api/applications/app-1/resume');
  });

  it('says so when there is no résumé, and offers no download', async () => {
    open(detail({ has_resume: false, resume_name: null, resume_type: null, resume_size: null }));
    const resume = within(await screen.findByRole('region', { name: 'Résumé' }));
    expect(resume.getByText('No résumé was attached.')).toBeTruthy();
    expect(resume.queryByRole('link')).toBeNull();
  });

  it('moves to Interview with the Ocala time as typed and the updated_at shown, and shows the invitation', async () => {
    const booked = detail({
      status: 'interview',
      interview_at: '2030-03-10T14:30:00.000Z',
      updated_at: '2026-03-05T10:00:00.000Z',
      events: [
        {
          id: 'e1',
          application_id: 'app-1',
          created_at: '2026-03-05T10:00:00.000Z',
          type: 'stage',
          status: 'interview',
          note: '',
          interview_at: '2030-03-10T14:30:00.000Z',
          by: 'Staff',
        },
      ],
      emails: [
        { id: 'm1', kind: 'interview-invitation', subject: 'Interview booked: Mar 10, 2030, 10:30 AM', state: 'kept', created_at: '2026-03-05T10:00:01.000Z' },
      ],
    });
    const { requests, user } = open(detail(), {
      [`PATCH ${ONE}`]: () => json(booked),
      'GET /staff/api/availability': () => json({ people: [{ person_id: 'person-iris', name: 'Iris Interviewer' }] }),
    });
    const stage = await screen.findByLabelText('Move to stage');
    expect([...(stage as HTMLSelectElement).options].map((o) => o.text)).toEqual(['New (current)', 'Screened', 'Interview', 'Hired', 'Not hired']);
    await user.selectOptions(stage, 'interview');
    // Nothing is sent without a time: the field says why and has focus.
    await user.click(screen.getByRole('button', { name: 'Save stage' }));
    const when = screen.getByLabelText('Interview date and time (Ocala time)');
    expect(screen.getByText('Choose the interview’s date and time.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(when));
    expect(requestsTo(requests, ONE, 'PATCH')).toEqual([]);

    await user.type(when, '2030-03-10T10:30');
    // How it is held, by whom: nothing is sent until the interview says where and who.
    await user.click(screen.getByRole('button', { name: 'Save stage' }));
    expect(await screen.findByText('Give the office’s address (5 to 200 characters).')).toBeTruthy();
    expect(screen.getByText('Choose who interviews.')).toBeTruthy();
    expect(requestsTo(requests, ONE, 'PATCH')).toEqual([]);
    await user.selectOptions(screen.getByLabelText('How'), 'video');
    await user.type(screen.getByLabelText('Video link'), 'https://meet.example.com/oakbright-rosa');
    await user.selectOptions(await screen.findByLabelText('Who interviews'), 'person-iris');
    await user.click(screen.getByRole('button', { name: 'Save stage' }));
    await screen.findByText('Moved to Interview');
    const [sent] = requestsTo(requests, ONE, 'PATCH');
    expect(JSON.parse(sent!.body!)).toEqual({
      status: 'interview',
      interview_at: '2030-03-10T10:30',
      updated_at: '2026-03-04T14:05:00.000Z',
      interview_kind: 'video',
      interview_place: 'https://meet.example.com/oakbright-rosa',
      interview_with: 'person-iris',
      interview_minutes: 30,
    });
    const timeline = within(screen.getByRole('list', { name: 'Timeline, oldest first' }));
    expect(timeline.getByText('Moved to Interview')).toBeTruthy();
    expect(timeline.getByRole('link', { name: 'Interview booked: Mar 10, 2030, 10:30 AM' })).toBeTruthy();
    expect(timeline.getByText(/Interview invitation email/)).toBeTruthy();
  });

  it('says plainly when someone else changed the application meanwhile', async () => {
    const { user } = open(detail(), {
      [`PATCH ${ONE}`]: () => json({ code: 'PGRST409', message: 'This application changed while you were editing it' }, 409),
    });
    await user.selectOptions(await screen.findByLabelText('Move to stage'), 'screened');
    await user.click(screen.getByRole('button', { name: 'Save stage' }));
    expect(await screen.findByText(/Someone changed this application while you had it open/)).toBeTruthy();
  });

  it('shows a cancelled interview on the timeline', async () => {
    open(
      detail({
        status: 'not_hired',
        events: [
          {
            id: 'a',
            application_id: 'app-1',
            created_at: '2026-03-05T10:00:00.000Z',
            type: 'stage',
            status: 'interview',
            note: '',
            interview_at: '2030-03-10T14:30:00.000Z',
            by: 'Staff',
          },
          {
            id: 'b',
            application_id: 'app-1',
            created_at: '2026-03-06T10:00:00.000Z',
            type: 'interview_cancelled',
            status: 'not_hired',
            note: '',
            interview_at: '2030-03-10T14:30:00.000Z',
            by: 'Staff',
          },
          {
            id: 'c',
            application_id: 'app-1',
            created_at: '2026-03-06T10:00:00.000Z',
            type: 'stage',
            status: 'not_hired',
            note: '',
            interview_at: null,
            by: 'Staff',
          },
        ],
      }),
    );
    const timeline = within(await screen.findByRole('list', { name: 'Timeline, oldest first' }));
    const items = timeline.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(items[0]).toContain('Application received');
    expect(items[1]).toContain('Moved to Interview');
    expect(items[2]).toContain('Interview cancelled');
    expect(items[3]).toContain('Moved to Not hired');
  });

  it('adds a note to the timeline without loading the application again', async () => {
    const { requests, user } = open(detail(), {
      [`POST ${NOTES}`]: () =>
        json(
          {
            id: 'n1',
            application_id: 'app-1',
            created_at: '2026-03-05T12:00:00.000Z',
            type: 'note',
            status: null,
            note: 'Has a car.',
            interview_at: null,
            by: 'Staff',
          },
          201,
        ),
    });
    await user.type(await screen.findByLabelText('Note'), 'Has a car.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Has a car.', { selector: 'p' })).toBeTruthy();
    expect(JSON.parse(requestsTo(requests, NOTES, 'POST')[0]!.body!)).toEqual({ note: 'Has a car.' });
    expect(requestsTo(requests, ONE)).toHaveLength(1);
  });

  it('is deleted only after the confirmation, then the inbox opens', async () => {
    const { requests, user, router } = open(detail(), { [`DELETE ${ONE}`]: () => new Response(null, { status: 204 }), ...inbox });
    await user.click(await screen.findByRole('button', { name: /Delete application/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(requests, ONE, 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Delete application/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/applications'));
    expect(requestsTo(requests, ONE, 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('The application from Rosa Díaz was deleted.')).toBeTruthy();
  });

  it('says so when there is no such application', async () => {
    renderStaff('/applications/app-1', { [`GET ${ONE}`]: () => json({ code: 'PGRST116', message: 'No application with this id' }, 404) });
    expect(await screen.findByRole('heading', { name: 'Application not found', level: 1 })).toBeTruthy();
  });
});
