/**
 * The sales pipeline (worker/leads/pipeline.ts): stage changes time-stamped on the lead's timeline,
 * the first move out of New ending its time to first response, a walkthrough booked, moved and
 * cancelled (each emailed once to the prospect with a calendar invitation of the same UID and the
 * next SEQUENCE), lost with a category (and a note for "other"), won dated, staff notes, and bad
 * changes refused without changing anything.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { toCompanyLocalInput } from '../../shared/time/company-time';
import type { LeadEvent } from '../../shared/leads/lead-pipeline';
import type { OutboxRow } from '../../worker/email/store/outbox';
import { walkthroughUid } from '../../worker/leads/emails/walkthrough-invitation';
import { storedLead } from './delivery-helpers';
import { outboxAbout } from './email-helpers';
import { leadById, staffRequest } from './leads-helpers';
import { personSession, staffRequest as personRequest } from './staff-helpers';

const json = (body: unknown) => ({ method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function patch(id: string, body: unknown) {
  return staffRequest(`/api/leads/${id}`, json(body));
}

async function view(id: string) {
  const res = await staffRequest(`/api/leads/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    status: string;
    events: LeadEvent[];
    first_response: { answered: boolean; business_minutes: number };
    emails: { kind: string }[];
  };
}

/** A time `days` from now on Ocala's clock, as staff type it. */
const ocalaInput = (days: number, hour = 10) =>
  `${toCompanyLocalInput(new Date(Date.now() + days * 86_400_000)).slice(0, 10)}T${String(hour).padStart(2, '0')}:30`;

const invitations = async (id: string) => (await outboxAbout(`lead:${id}`)).filter((r) => r.kind.startsWith('walkthrough-'));
/** The invitation attached to a message (read from D1 as stored: JSON text). */
function ics(row: OutboxRow) {
  const [file] = JSON.parse(String(row.attachments)) as { content: string; type: string }[];
  // Long content lines are folded (CRLF + space); every line within 75 octets.
  for (const line of file!.content.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  return { type: file!.type, content: file!.content.replace(/\r\n /g, '') };
}

describe('who acted', () => {
  it('a signed-in person is named on the timeline by their name, for a stage change and a note; the staff key as Staff', async () => {
    const id = await storedLead();
    const { cookie } = await personSession('editor', { name: 'Rosa Delgado' });
    const send = (path: string, method: string, body: unknown) =>
      personRequest(`/staff/api/leads/${id}${path}`, cookie, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await send('', 'PATCH', { status: 'contacted' })).status).toBe(200);
    expect((await send('/notes', 'POST', { note: 'Called back, left a message.' })).status).toBe(201);
    await patch(id, { status: 'proposal_sent' });
    const { events } = await view(id);
    expect(events.map((e) => [e.type, e.by])).toEqual([
      ['stage', 'Rosa Delgado'],
      ['note', 'Rosa Delgado'],
      ['stage', 'Staff'],
    ]);
  });
});

describe('a stage change', () => {
  it('is time-stamped on the timeline, and the first move out of New ends the time to first response', async () => {
    const id = await storedLead();
    expect((await view(id)).first_response.answered).toBe(false);
    const res = await patch(id, { status: 'contacted' });
    expect(res.status).toBe(200);
    const lead = await leadById(id);
    expect(lead.status).toBe('contacted');
    expect(lead.first_response_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const { events, first_response } = await view(id);
    expect(first_response.answered).toBe(true);
    expect(events).toEqual([expect.objectContaining({ type: 'stage', status: 'contacted', by: 'Staff', created_at: lead.first_response_at })]);

    await patch(id, { status: 'proposal_sent' });
    const after = await leadById(id);
    expect(after.first_response_at).toBe(lead.first_response_at);
    expect((await view(id)).events.map((e) => e.status)).toEqual(['contacted', 'proposal_sent']);
  });

  it('to the same stage writes nothing', async () => {
    const id = await storedLead({ status: 'contacted' });
    await patch(id, { status: 'contacted' });
    expect((await view(id)).events).toEqual([]);
  });

  it('to spam does not count as a response', async () => {
    const id = await storedLead();
    await patch(id, { status: 'spam' });
    expect((await leadById(id)).first_response_at).toBeNull();
  });

  it('to Lost needs a category, and a note for “Another reason”; the timeline keeps both', async () => {
    const id = await storedLead({ status: 'proposal_sent' });
    const refused = await patch(id, { status: 'lost', lost_reason: 'Too dear' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('Choose why the lead was lost');
    const unknown = await patch(id, { status: 'lost', lost_category: 'weather' });
    expect(((await unknown.json()) as { message: string }).message).toBe('Unknown lost_category');
    const other = await patch(id, { status: 'lost', lost_category: 'other', lost_reason: '   ' });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { message: string }).message).toBe('Say why the lead was lost: “Another reason” needs a note');
    expect((await patch(id, { status: 'lost', lost_category: 'price', lost_reason: 'x'.repeat(301) })).status).toBe(400);
    expect(await leadById(id)).toMatchObject({ status: 'proposal_sent', lost_category: '', lost_reason: '' });
    expect((await view(id)).events).toEqual([]);

    // A category alone is enough, but for "other".
    expect((await patch(id, { status: 'lost', lost_category: 'price' })).status).toBe(200);
    expect(await leadById(id)).toMatchObject({ status: 'lost', lost_category: 'price', lost_reason: '' });
    expect((await view(id)).events.at(-1)).toMatchObject({ status: 'lost', note: 'Price too high' });
    expect((await patch(id, { status: 'lost', lost_category: 'competitor', lost_reason: '  Went with the current vendor  ' })).status).toBe(200);
    expect(await leadById(id)).toMatchObject({ lost_category: 'competitor', lost_reason: 'Went with the current vendor' });
    expect((await view(id)).events.at(-1)).toMatchObject({ status: 'lost', note: 'Chose another company: Went with the current vendor' });
    expect((await patch(id, { status: 'lost', lost_category: 'other', lost_reason: 'Moved out of town' })).status).toBe(200);
    // The same again writes nothing; leaving Lost forgets why.
    await patch(id, { status: 'lost', lost_category: 'other', lost_reason: 'Moved out of town' });
    expect((await view(id)).events).toHaveLength(3);
    await patch(id, { status: 'contacted' });
    expect(await leadById(id)).toMatchObject({ status: 'contacted', lost_category: '', lost_reason: '' });
  });

  it('to Won dates it once; leaving Won undates it', async () => {
    const id = await storedLead({ status: 'proposal_sent' });
    const start = new Date().toISOString();
    await patch(id, { status: 'won' });
    const won = (await leadById(id)).won_at;
    expect(won! >= start && won! <= new Date().toISOString()).toBe(true);
    await patch(id, { status: 'won' });
    expect((await leadById(id)).won_at).toBe(won);
    await patch(id, { status: 'proposal_sent' });
    expect((await leadById(id)).won_at).toBeNull();
    // A day already kept (a signed proposal's) stays.
    const signed = await storedLead({ status: 'proposal_sent', won_at: '2026-02-03T15:00:00.000Z' });
    await patch(signed, { status: 'won' });
    expect((await leadById(signed)).won_at).toBe('2026-02-03T15:00:00.000Z');
  });

  it('refuses what it cannot read, and changes nothing', async () => {
    const id = await storedLead();
    for (const body of [
      { status: 'walkthrough_booked' },
      { status: 'walkthrough_booked', walkthrough_at: '2031-02-30T10:00' },
      { status: 'walkthrough_booked', walkthrough_at: '2020-01-06T10:00' },
      { status: 'closed' },
      { status: 'new', extra: 1 },
    ]) {
      const res = await patch(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await leadById(id)).status).toBe('new');
    expect((await view(id)).events).toEqual([]);
    expect((await patch('no-such-lead', { status: 'contacted' })).status).toBe(404);
  });
});

describe('a walkthrough', () => {
  it('booked emails the prospect an invitation in Ocala time; moved, an update with the same UID; called off, a cancellation', async () => {
    const id = await storedLead({ status: 'contacted' });
    const first = ocalaInput(3);
    expect((await patch(id, { status: 'walkthrough_booked', walkthrough_at: first })).status).toBe(200);
    const booked = await leadById(id);
    expect(toCompanyLocalInput(booked.walkthrough_at)).toBe(first);
    expect(booked.walkthrough_sequence).toBe(1);

    let sent = await invitations(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'walkthrough-confirmation', to: `${id}@example.com` });
    expect(sent[0]!.subject).toMatch(/^Walkthrough booked: /);
    const request = ics(sent[0]!);
    expect(request.type).toBe('text/calendar; method=REQUEST; charset=UTF-8');
    expect(request.content).toContain('METHOD:REQUEST\r\n');
    expect(request.content).toContain(`UID:${walkthroughUid(id)}\r\n`);
    expect(request.content).toContain('SEQUENCE:1\r\n');
    expect(request.content).toContain(`DTSTART;TZID=America/New_York:${first.replace(/[-:]/g, '')}00\r\n`);
    expect(request.content).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    expect((await view(id)).events.at(-1)).toMatchObject({ status: 'walkthrough_booked', walkthrough_at: booked.walkthrough_at });

    // Saving the same time again sends nothing more.
    await patch(id, { status: 'walkthrough_booked', walkthrough_at: first });
    expect(await invitations(id)).toHaveLength(1);

    const moved = ocalaInput(4, 14);
    await patch(id, { status: 'walkthrough_booked', walkthrough_at: moved });
    sent = await invitations(id);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toMatch(/^Walkthrough moved: /);
    expect(ics(sent[1]!).content).toContain('SEQUENCE:2\r\n');
    expect(ics(sent[1]!).content).toContain(`UID:${walkthroughUid(id)}\r\n`);
    expect(ics(sent[1]!).content).toContain(`DTSTART;TZID=America/New_York:${moved.replace(/[-:]/g, '')}00\r\n`);

    await patch(id, { status: 'contacted' });
    const cancelled = await leadById(id);
    expect(cancelled.walkthrough_at).toBeNull();
    expect((await view(id)).events.slice(-2)).toEqual([
      expect.objectContaining({ type: 'stage', status: 'contacted' }),
      expect.objectContaining({ type: 'walkthrough_cancelled', walkthrough_at: expect.stringMatching(/^\d{4}-/) }),
    ]);
    sent = await invitations(id);
    expect(sent).toHaveLength(3);
    expect(sent[2]!.kind).toBe('walkthrough-cancellation');
    const cancel = ics(sent[2]!);
    expect(cancel.type).toBe('text/calendar; method=CANCEL; charset=UTF-8');
    expect(cancel.content).toContain('METHOD:CANCEL\r\n');
    expect(cancel.content).toContain('STATUS:CANCELLED\r\n');
    expect(cancel.content).toContain('SEQUENCE:3\r\n');
    expect(cancel.content).toContain(`UID:${walkthroughUid(id)}\r\n`);
    // The cancellation names the time that was booked.
    expect(cancel.content).toContain(`DTSTART;TZID=America/New_York:${moved.replace(/[-:]/g, '')}00\r\n`);
  });

  it('kept when the lead moves on to a proposal: nothing is cancelled', async () => {
    const id = await storedLead({ status: 'contacted' });
    await patch(id, { status: 'walkthrough_booked', walkthrough_at: ocalaInput(2) });
    await patch(id, { status: 'proposal_sent' });
    expect((await leadById(id)).walkthrough_at).not.toBeNull();
    expect((await invitations(id)).map((r) => r.kind)).toEqual(['walkthrough-confirmation']);
  });

  it('for a lead without an email address is booked, with no email', async () => {
    const id = await storedLead({ status: 'contacted', email: '' });
    expect((await patch(id, { status: 'walkthrough_booked', walkthrough_at: ocalaInput(2) })).status).toBe(200);
    expect(await invitations(id)).toEqual([]);
  });
});

describe('notes', () => {
  const post = (id: string, body: unknown) =>
    staffRequest(`/api/leads/${id}/notes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('are added to the timeline in order, trimmed', async () => {
    const id = await storedLead();
    const res = await post(id, { note: '  Called, left a voicemail.  ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ type: 'note', note: 'Called, left a voicemail.', lead_id: id });
    await patch(id, { status: 'contacted' });
    await post(id, { note: 'Wants evenings only.' });
    expect((await view(id)).events.map((e) => e.type)).toEqual(['note', 'stage', 'note']);
  });

  it('refuses an empty or long note, an unknown lead, and a visitor', async () => {
    const id = await storedLead();
    expect((await post(id, { note: '   ' })).status).toBe(400);
    expect((await post(id, { note: 'x'.repeat(2001) })).status).toBe(400);
    expect((await post(id, { text: 'hello' })).status).toBe(400);
    expect((await post('no-such-lead', { note: 'hello' })).status).toBe(404);
    const visitor = await staffRequest(
      `/api/leads/${id}/notes`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"note":"hi"}' },
      '198.51.100.9',
      '',
    );
    expect(visitor.status).toBe(401);
    const { results } = await env.DB.prepare('SELECT COUNT(*) AS n FROM lead_events WHERE lead_id = ?').bind(id).all<{ n: number }>();
    expect(results[0]!.n).toBe(0);
  });
});
