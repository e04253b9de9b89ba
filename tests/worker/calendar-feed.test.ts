/**
 * A staff member's private calendar feed: made (and shown) once, it lists the walkthroughs they
 * attend with each invitation's UID, SEQUENCE and place, and nobody else's; a new address stops the
 * old one; turned off or unknown, the address is a 404; the staff key and authors have none.
 */
import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CalendarFeedView } from '../../shared/booking/calendar-feed';
import { booking, firstTime, postBooking, resetWithAttendee } from './booking-helpers';
import { STAFF_KEY } from './leads-helpers';
import { ORIGIN, personSession, staffRequest } from './staff-helpers';

let owner: { personId: string; cookie: string };

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM applications WHERE id = 'app-feed'").run();
  owner = await resetWithAttendee();
});

const feedPath = (url: string) => new URL(url).pathname;

async function makeFeed(cookie: string): Promise<string> {
  const res = await staffRequest('/staff/api/calendar-feed', cookie, { method: 'POST' });
  expect(res.status).toBe(201);
  const view = (await res.json()) as CalendarFeedView;
  expect(view.made_at).toBeTruthy();
  return feedPath(view.url!);
}

describe('the calendar feed', () => {
  it('lists the walkthroughs the person attends, each as its invitation', async () => {
    expect(((await (await staffRequest('/staff/api/calendar-feed', owner.cookie)).json()) as CalendarFeedView).made_at).toBeNull();
    const at = await firstTime();
    const { id } = (await (await postBooking(await booking({ starts_at: at }), { ip: '198.51.100.201' })).json()) as { id: string };
    const path = await makeFeed(owner.cookie);
    expect(path).toMatch(/^\/calendar\/[\w-]{43}\.ics$/);
    const res = await SELF.fetch(`http://localhost${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = (await res.text()).replace(/\r\n /g, '');
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain(`UID:walkthrough-${id}@`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('LOCATION:2150 SW College Rd\\, Suite 4\\, FL 34471');
    expect(ics).toContain('SUMMARY:Walkthrough: Dana Whitfield\\, Whitfield Dental Group');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    // An interview they hold joins it, as its own invitation.
    const interviewAt = new Date(Date.parse(at) + 3 * 3_600_000).toISOString();
    await env.DB.prepare(
      "INSERT INTO applications (id, name, phone, contact_key, status, interview_at, interview_sequence, interview_kind, interview_place, interview_with, interview_minutes) VALUES ('app-feed', 'Rosa Díaz', '(352) 555-0142', 'phone:3525550142', 'interview', ?, 1, 'video', 'https://meet.example.com/rosa', ?, 20)",
    )
      .bind(interviewAt, owner.personId)
      .run();
    const withInterview = (await (await SELF.fetch(`http://localhost${path}`)).text()).replace(/\r\n /g, '');
    expect(withInterview.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(withInterview).toContain('UID:interview-app-feed@');
    expect(withInterview).toContain('SUMMARY:Interview: Rosa Díaz');
    expect(withInterview).toContain('LOCATION:https://meet.example.com/rosa');
    // Someone else's feed does not show it.
    const editor = await personSession('editor', { name: 'Eddie Editor' });
    const theirs = await (await SELF.fetch(`http://localhost${await makeFeed(editor.cookie)}`)).text();
    expect(theirs).not.toContain('BEGIN:VEVENT');
  });

  it('a new address stops the old one; turned off, there is none; unknown addresses, the staff key and authors get nothing', async () => {
    const first = await makeFeed(owner.cookie);
    const second = await makeFeed(owner.cookie);
    expect((await SELF.fetch(`http://localhost${first}`)).status).toBe(404);
    expect((await SELF.fetch(`http://localhost${second}`)).status).toBe(200);
    expect((await staffRequest('/staff/api/calendar-feed', owner.cookie, { method: 'DELETE' })).status).toBe(204);
    expect((await SELF.fetch(`http://localhost${second}`)).status).toBe(404);
    expect((await SELF.fetch(`http://localhost/calendar/${'a'.repeat(43)}.ics`)).status).toBe(404);
    const key = await SELF.fetch(`${ORIGIN}/staff/api/calendar-feed`, { method: 'POST', headers: { authorization: `Bearer ${STAFF_KEY}`, origin: ORIGIN } });
    expect(key.status).toBe(403);
    const author = await personSession('author');
    expect((await staffRequest('/staff/api/calendar-feed', author.cookie, { method: 'POST' })).status).toBe(403);
  });
});
