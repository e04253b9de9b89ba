/**
 * Booking a walkthrough (POST /api/bookings): an open time becomes a lead at Walkthrough booked
 * with the person attending, its timeline's first event, and invitations to the prospect and to
 * that person (the building's address as LOCATION, the company as ORGANIZER, both as ATTENDEE, the
 * direct line in the email); the time is then no longer offered. Twenty people choosing one time
 * at once make one booking; the others are refused (409) with nothing stored. A ZIP code nobody
 * serves, a missing time and a booking sent to /api/leads are refused; a form sent without
 * JavaScript comes back with what was typed and the times still open.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../shared/booking/booking-form';
import { BOOKED_ONLINE } from '../../worker/walkthroughs/store';
import { booking, firstTime, offered, openTimes, postBooking, resetWithAttendee } from './booking-helpers';
import { outboxAbout } from './email-helpers';
import { leadRows, postLead, validLead, formToken } from './leads-helpers';
import { personSession, staffRequest } from './staff-helpers';
import { toCompanyLocalInput } from '../../shared/time/company-time';

let owner: { personId: string; cookie: string };

beforeEach(async () => {
  owner = await resetWithAttendee();
});

describe('booking an open time', () => {
  it('stores a lead at Walkthrough booked with who attends, and takes the time off the list', async () => {
    const at = await firstTime();
    const res = await postBooking(await booking({ starts_at: at }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; kind: string; starts_at: string };
    expect(body).toMatchObject({ kind: 'booking', starts_at: at });
    const [lead] = await leadRows('id = ?', body.id);
    expect(lead).toMatchObject({
      kind: 'booking',
      status: 'walkthrough_booked',
      walkthrough_at: at,
      walkthrough_with: owner.personId,
      walkthrough_sequence: 1,
      street_address: '2150 SW College Rd, Suite 4',
      location: '34471',
    });
    const events = await env.DB.prepare('SELECT type, status, walkthrough_at, by FROM lead_events WHERE lead_id = ?').bind(body.id).all();
    expect(events.results).toEqual([{ type: 'stage', status: 'walkthrough_booked', walkthrough_at: at, by: BOOKED_ONLINE }]);
    expect(await offered(at)).toBe(false);
    // The next time on the person's grid after the slot and its buffer is still open.
    expect(await offered(new Date(Date.parse(at) + 90 * 60_000).toISOString())).toBe(true);
  });

  it('invites the prospect and the person attending: address, organizer, attendees, direct line, length', async () => {
    const at = await firstTime();
    const { id } = (await (await postBooking(await booking({ starts_at: at }))).json()) as { id: string };
    const emails = await outboxAbout(`lead:${id}`);
    const prospect = emails.find((e) => e.kind === 'walkthrough-confirmation')!;
    const staff = emails.find((e) => e.kind === 'walkthrough-staff-invitation')!;
    expect(prospect.to).toBe('dana@whitfield-dental.example');
    expect(staff.to).toBe('olive@oakbright.example');
    expect(prospect.text).toContain('Hi Dana');
    expect(prospect.text).toContain('2150 SW College Rd, Suite 4, FL 34471');
    expect(prospect.text).toContain('Olive Owner, (352) 555-0148');
    expect(prospect.text).toContain('1 hour');
    expect(prospect.text).toContain('Please have ready');
    const attachments = (row: { attachments: unknown }) => JSON.parse(String(row.attachments)) as { content: string }[];
    const ics = attachments(prospect)[0]!.content.replace(/\r\n /g, '');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('LOCATION:2150 SW College Rd\\, Suite 4\\, FL 34471');
    expect(ics).toMatch(/^ORGANIZER;CN=Oakbright[^:]*:mailto:hello@oakbrightservices\.com$/m);
    expect(ics).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:dana@whitfield-dental.example');
    expect(ics).toContain('ATTENDEE;CN=Olive Owner;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:olive@oakbright.example');
    expect(ics).toContain('SEQUENCE:1');
    const staffIcs = attachments(staff)[0]!.content;
    expect(staffIcs).toContain(`UID:walkthrough-${id}@`);
    expect(staff.text).toContain('Dana Whitfield, Whitfield Dental Group');
    expect(staff.text).toContain('(352) 555-0142');
    // The acknowledgement and the staff alert go through the lead's delivery queue (kept aside here): no more than these two.
    expect(emails.map((e) => e.kind).sort()).toEqual(['walkthrough-confirmation', 'walkthrough-staff-invitation']);
  });

  it('books one of twenty people choosing the same time at once; the others are refused, nothing stored for them', async () => {
    const at = await firstTime();
    const bodies = await Promise.all(Array.from({ length: 20 }, (_, i) => booking({ starts_at: at, email: `person${i}@example.com` })));
    const answers = await Promise.all(bodies.map((b, i) => postBooking(b, { ip: `198.51.100.${i + 1}` })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const refused = (await Promise.all(answers.filter((r) => r.status === 409).map((r) => r.json()))) as { code: string; fields: { starts_at: string } }[];
    expect(new Set(refused.map((r) => r.code))).toEqual(new Set(['time-taken']));
    expect(refused[0]!.fields.starts_at).toBe(BOOKING_MESSAGES.taken);
    expect(await leadRows('walkthrough_at = ?', at)).toHaveLength(1);
    expect(await leadRows()).toHaveLength(1);
    // A refused booking did not spend its form token: sent again for another time, it books.
    const again = await postBooking({ ...bodies[19]!, starts_at: (await openTimes()).days[0]!.times[0]!.starts_at }, { ip: '198.51.100.20' });
    expect(again.status).toBe(201);
  });

  it('refuses a ZIP code nobody serves, a missing time, a time off the grid, and a booking sent as a lead', async () => {
    const at = await firstTime();
    const far = await postBooking(await booking({ starts_at: at, location: '32801' }));
    expect(far.status).toBe(409);
    expect(((await far.json()) as { code: string; fields: Record<string, string> }).fields.location).toBe(BOOKING_MESSAGES.notServed('32801'));
    const none = await postBooking(await booking({ street_address: '' }));
    expect(none.status).toBe(400);
    expect(Object.keys(((await none.json()) as { fields: Record<string, string> }).fields).sort()).toEqual(['starts_at', 'street_address']);
    const odd = await postBooking(await booking({ starts_at: new Date(Date.parse(at) + 7 * 60_000).toISOString() }));
    expect(odd.status).toBe(409);
    const asLead = await postLead(await booking({ starts_at: at }), { ip: '203.0.113.9' });
    expect(asLead.status).toBe(400);
    expect(await leadRows()).toHaveLength(0);
  });

  it('without JavaScript: 303 to the thank-you page naming the time; refused, the page again with what was typed and the open times', async () => {
    const at = await firstTime();
    const missing = await postBooking(await booking({ starts_at: at, name: '' }), { via: 'form' });
    expect(missing.status).toBe(422);
    const page = await missing.text();
    expect(page).toContain('Please enter your name.');
    expect(page).toContain('value="2150 SW College Rd, Suite 4"');
    expect(page).toMatch(new RegExp(`value="${at}"[^>]*checked|checked[^>]*value="${at}"`));

    const ok = await postBooking(await booking({ starts_at: at }), { via: 'form' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`/thank-you?kind=booking&at=${encodeURIComponent(at)}`);

    const taken = await postBooking(await booking({ starts_at: at, email: 'late@example.com' }), { via: 'form', ip: '203.0.113.8' });
    expect(taken.status).toBe(409);
    const again = await taken.text();
    expect(again).toContain(BOOKING_MESSAGES.taken);
    expect(again).not.toContain(`value="${at}"`);
    expect(again).toContain('name="starts_at"');
    expect(again).toContain('value="late@example.com"');
  });

  it('staff book by hand among the same open times, naming who attends; only an owner or editor can be named', async () => {
    const res = await postLead(validLead('quote', { form_token: await formToken(), email: 'hand@example.com' }), { ip: '203.0.113.77' });
    const { id } = (await res.json()) as { id: string };
    const at = await firstTime();
    const patch = (body: unknown) =>
      staffRequest(`/staff/api/leads/${id}`, owner.cookie, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const author = await personSession('author');
    const refused = await patch({ status: 'walkthrough_booked', walkthrough_at: toCompanyLocalInput(at), walkthrough_with: author.personId });
    expect(refused.status).toBe(400);
    expect((await leadRows('id = ?', id))[0]).toMatchObject({ status: 'new', walkthrough_with: '' });
    expect((await patch({ status: 'walkthrough_booked', walkthrough_at: toCompanyLocalInput(at), walkthrough_with: owner.personId })).status).toBe(200);
    expect((await leadRows('id = ?', id))[0]).toMatchObject({ status: 'walkthrough_booked', walkthrough_at: at, walkthrough_with: owner.personId });
    expect(await offered(at)).toBe(false);

    // Handed to someone else: the one before gets the cancellation (same UID), the new one the invitation.
    const editor = await personSession('editor', { name: 'Ed Attends', email: 'ed@oakbright.example' });
    expect((await patch({ status: 'walkthrough_booked', walkthrough_at: toCompanyLocalInput(at), walkthrough_with: editor.personId })).status).toBe(200);
    const staffCopies = (await outboxAbout(`lead:${id}`)).filter((m) => m.to !== 'hand@example.com' && m.kind.startsWith('walkthrough-'));
    const released = staffCopies.find((m) => m.to === 'olive@oakbright.example' && m.kind === 'walkthrough-cancellation')!;
    const invited = staffCopies.find((m) => m.to === 'ed@oakbright.example' && m.kind === 'walkthrough-staff-invitation')!;
    const icsOf = (row: { attachments: unknown }) => (JSON.parse(String(row.attachments)) as { content: string }[])[0]!.content;
    expect(icsOf(released)).toContain('METHOD:CANCEL');
    const uid = /^UID:(.+)$/m.exec(icsOf(released))![1];
    expect(icsOf(invited)).toContain(`UID:${uid}`);
    expect(icsOf(invited)).toContain('METHOD:REQUEST');
  });
});
