/**
 * The prospect's link to their walkthrough (/walkthrough?token=…, in every invitation): opening it
 * changes nothing; a forged link is refused; moving to another open time updates the calendar
 * entry (same UID, next SEQUENCE) for the prospect and the person attending, and frees the old
 * time; a time taken meanwhile is refused with nothing changed; cancelling sends METHOD:CANCEL to
 * both and puts the lead back to New for staff, the timeline naming the prospect each time.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../shared/booking/booking-form';
import worker from '../../worker/index';
import { BY_PROSPECT } from '../../worker/walkthroughs/manage';
import { remindWalkthroughs } from '../../worker/walkthroughs/reminders';
import { booking, firstTime, offered, openTimes, postBooking, resetWithAttendee } from './booking-helpers';
import { outboxAbout } from './email-helpers';
import { leadRows, withEnv } from './leads-helpers';

const ics = (row: { attachments: unknown }) => (JSON.parse(String(row.attachments)) as { content: string }[])[0]!.content.replace(/\r\n /g, '');

async function request(path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.request(path, init, withEnv(), ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const post = (link: string, fields: Record<string, string>) =>
  request(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

/** A booked walkthrough and the link its invitation carries (as a path). */
let client = 0;

async function booked(): Promise<{ id: string; at: string; link: string }> {
  const at = await firstTime();
  // An address of its own each time: the endpoint allows 10 forms a minute per client.
  const res = await postBooking(await booking({ starts_at: at }), { ip: `198.51.100.${++client}` });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const invitation = (await outboxAbout(`lead:${id}`)).find((e) => e.kind === 'walkthrough-confirmation')!;
  const url = /https?:\/\/\S+?\/walkthrough\?token=[\w.-]+/.exec(invitation.text)?.[0];
  expect(url, 'the invitation carries the link').toBeTruthy();
  return { id, at, link: new URL(url!).pathname + new URL(url!).search };
}

beforeEach(async () => {
  await resetWithAttendee();
});

describe('the link to a walkthrough', () => {
  it('shows the walkthrough and changes nothing; a forged link is refused', async () => {
    const { id, at, link } = await booked();
    const page = await request(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toContain('Move my walkthrough');
    expect(html).toContain('2150 SW College Rd, Suite 4, FL 34471');
    expect(html).toContain('Olive Owner, (352) 555-0148');
    const forged = await request(link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    expect(forged.status).toBe(400);
    expect(
      (
        await post(
          link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
          { do: 'cancel' },
        )
      ).status,
    ).toBe(400);
    const [lead] = await leadRows('id = ?', id);
    expect(lead).toMatchObject({ status: 'walkthrough_booked', walkthrough_at: at, walkthrough_sequence: 1 });
  });

  it('moves it: same UID, next SEQUENCE, to the prospect and the person attending; the old time is open again', async () => {
    const { id, at, link } = await booked();
    const later = (await openTimes()).days.flatMap((d) => d.times).at(-1)!.starts_at;
    const res = await post(link, { do: 'move', starts_at: later });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${link}&done=moved`);
    const [lead] = await leadRows('id = ?', id);
    expect(lead).toMatchObject({ status: 'walkthrough_booked', walkthrough_at: later, walkthrough_sequence: 2 });
    const emails = await outboxAbout(`lead:${id}`);
    const moved = emails.filter((e) => ics(e).includes('SEQUENCE:2'));
    expect(moved.map((e) => e.kind).sort()).toEqual(['walkthrough-confirmation', 'walkthrough-staff-invitation']);
    for (const e of moved) {
      expect(ics(e)).toContain('METHOD:REQUEST');
      expect(ics(e)).toContain(`UID:walkthrough-${id}@`);
    }
    expect(moved.find((e) => e.kind === 'walkthrough-confirmation')!.subject).toMatch(/^Walkthrough moved:/);
    expect(await offered(at)).toBe(true);
    expect(await offered(later)).toBe(false);
    const events = await env.DB.prepare('SELECT walkthrough_at, by FROM lead_events WHERE lead_id = ? AND by = ?').bind(id, BY_PROSPECT).all();
    expect(events.results).toEqual([{ walkthrough_at: later, by: BY_PROSPECT }]);
    const after = await (await request(`${link}&done=moved`)).text();
    expect(after).toContain('Your walkthrough has a new time');
  });

  it('refuses a time taken meanwhile, or off the list, and changes nothing', async () => {
    const { id, at, link } = await booked();
    const other = (await openTimes()).days[0]!.times[0]!.starts_at;
    expect((await postBooking(await booking({ starts_at: other, email: 'first@example.com' }), { ip: `198.51.100.${++client}` })).status).toBe(201);
    const taken = await post(link, { do: 'move', starts_at: other });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain(BOOKING_MESSAGES.taken);
    expect((await post(link, { do: 'move', starts_at: '2031-01-01T15:00:00.000Z' })).status).toBe(409);
    const [lead] = await leadRows('id = ?', id);
    expect(lead).toMatchObject({ walkthrough_at: at, walkthrough_sequence: 1 });
  });

  it('cancels it: METHOD:CANCEL to both calendars, the lead back to New, the link then says so', async () => {
    const { id, link } = await booked();
    const res = await post(link, { do: 'cancel' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${link}&done=cancelled`);
    const [lead] = await leadRows('id = ?', id);
    expect(lead).toMatchObject({ status: 'new', walkthrough_at: null, walkthrough_sequence: 2 });
    const cancelled = (await outboxAbout(`lead:${id}`)).filter((e) => e.kind === 'walkthrough-cancellation');
    expect(cancelled.map((e) => e.to).sort()).toEqual(['dana@whitfield-dental.example', 'olive@oakbright.example']);
    for (const e of cancelled) {
      expect(ics(e)).toContain('METHOD:CANCEL');
      expect(ics(e)).toContain('STATUS:CANCELLED');
      expect(ics(e)).toContain('SEQUENCE:2');
      expect(ics(e)).toContain(`UID:walkthrough-${id}@`);
    }
    const events = await env.DB.prepare('SELECT type, by FROM lead_events WHERE lead_id = ? ORDER BY created_at, type').bind(id).all();
    expect(events.results).toContainEqual({ type: 'walkthrough_cancelled', by: BY_PROSPECT });
    expect(await (await request(`${link}&done=cancelled`)).text()).toContain('Your walkthrough is cancelled');
    // Once cancelled, nothing more can be changed through the link.
    expect((await post(link, { do: 'cancel' })).status).toBe(409);
  });
});

describe('the day-before reminder', () => {
  it('reminds the prospect and the person attending once per version, from 24 hours ahead (an injected clock)', async () => {
    const { id, at, link } = await booked();
    const hoursBefore = (hours: number) => new Date(Date.parse(at) - hours * 3_600_000);
    expect(await remindWalkthroughs(env, hoursBefore(30))).toBe(0);
    expect(await remindWalkthroughs(env, hoursBefore(20))).toBe(1);
    expect(await remindWalkthroughs(env, hoursBefore(19))).toBe(0);
    const reminders = (await outboxAbout(`lead:${id}`)).filter((e) => e.kind === 'walkthrough-reminder');
    expect(reminders.map((e) => e.to).sort()).toEqual(['dana@whitfield-dental.example', 'olive@oakbright.example']);
    const prospect = reminders.find((e) => e.to === 'dana@whitfield-dental.example')!;
    expect(prospect.subject).toMatch(/^Reminder: your walkthrough/);
    expect(prospect.text).toContain('2150 SW College Rd, Suite 4, FL 34471');
    expect(prospect.text).toContain(link);
    // Moved, it is a new version: reminded again before its new time.
    const later = (await openTimes()).days.flatMap((d) => d.times).at(-1)!.starts_at;
    expect((await post(link, { do: 'move', starts_at: later })).status).toBe(303);
    expect(await remindWalkthroughs(env, new Date(Date.parse(later) - 20 * 3_600_000))).toBe(1);
  });
});
