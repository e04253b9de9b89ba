/**
 * Walkthrough availability through the Worker: owners and editors see every active owner and
 * editor with the defaults until an entry is saved (authors are refused); a wrong entry is a 400
 * naming each field and saves nothing; a saved, active entry offers its times on
 * GET /api/walkthrough-times, by Ocala day, only to the ZIP codes served, never at a time already
 * booked, and never cached; staff see the same times with who could attend.
 */
import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilityInput, AvailabilityList, AvailabilityView, PublicOpenTimes, StaffOpenTimes } from '../../shared/booking/availability';
import { personSession, staffRequest } from './staff-helpers';

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Every day, 08:00 to 18:00 on Ocala's clock: times exist whatever day the test runs. */
const EVERY_DAY: AvailabilityInput = {
  weekly: Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [['08:00', '18:00']]])),
  days_off: [],
  slot_minutes: 60,
  buffer_minutes: 30,
  notice_hours: 2,
  zips: ['34471', '34470'],
  phone: '',
  active: true,
};

const wallTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

async function publicTimes(query = ''): Promise<{ status: number; body: PublicOpenTimes; cache: string | null }> {
  const res = await SELF.fetch(`http://localhost/api/walkthrough-times${query}`);
  return { status: res.status, body: (await res.json()) as PublicOpenTimes, cache: res.headers.get('cache-control') };
}

let owner: { personId: string; cookie: string };

beforeEach(async () => {
  await env.DB.batch(
    [
      'PRAGMA defer_foreign_keys = on',
      'DELETE FROM walkthrough_availability',
      'DELETE FROM leads',
      'DELETE FROM staff_sessions',
      'DELETE FROM staff_people',
    ].map((q) => env.DB.prepare(q)),
  );
  owner = await personSession('owner', { name: 'Olive Owner' });
});

describe('setting availability', () => {
  it('lists owners and editors with the defaults until saved; authors are refused', async () => {
    const editor = await personSession('editor', { name: 'Eddie Editor' });
    const author = await personSession('author');
    const res = await staffRequest('/staff/api/availability', editor.cookie);
    expect(res.status).toBe(200);
    const { people } = (await res.json()) as AvailabilityList;
    expect(people.map((p) => [p.name, p.saved, p.active])).toEqual([
      ['Eddie Editor', false, false],
      ['Olive Owner', false, false],
    ]);
    expect(people[0]!.weekly.mon).toEqual([
      ['09:00', '12:00'],
      ['13:00', '16:30'],
    ]);
    expect((await staffRequest('/staff/api/availability', author.cookie)).status).toBe(403);
    expect((await staffRequest(`/staff/api/availability/${author.personId}`, owner.cookie, { method: 'PUT', ...json(EVERY_DAY) })).status).toBe(404);
  });

  it('refuses a wrong entry naming each field, and saves nothing', async () => {
    const bad = { ...EVERY_DAY, weekly: { mon: [['10:00', '09:00']] }, slot_minutes: 5, zips: ['3447'], days_off: ['tomorrow'] };
    const res = await staffRequest(`/staff/api/availability/${owner.personId}`, owner.cookie, { method: 'PUT', ...json(bad) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { details: string };
    expect(Object.keys(JSON.parse(body.details)).sort()).toEqual(['days_off', 'slot_minutes', 'weekly', 'zips']);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM walkthrough_availability').first('n')).toBe(0);
    const overlapping = {
      ...EVERY_DAY,
      weekly: {
        tue: [
          ['09:00', '12:00'],
          ['11:00', '13:00'],
        ],
      },
    };
    const again = await staffRequest(`/staff/api/availability/${owner.personId}`, owner.cookie, { method: 'PUT', ...json(overlapping) });
    expect(((await again.json()) as { message: string }).message).toContain('two windows on tue overlap');
  });

  it('saves a tidy entry and records it in the audit log', async () => {
    const res = await staffRequest(`/staff/api/availability/${owner.personId}`, owner.cookie, {
      method: 'PUT',
      ...json({ ...EVERY_DAY, zips: ['34471', '34470', '34471'], days_off: ['2026-12-25', '2026-12-24'] }),
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as AvailabilityView;
    expect(saved).toMatchObject({ saved: true, active: true, zips: ['34470', '34471'], days_off: ['2026-12-24', '2026-12-25'] });
    expect(await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'availability.change'").first('summary')).toBe(
      'Set Olive Owner’s walkthrough availability',
    );
  });
});

describe('the open times', () => {
  it('offers nothing until someone is bookable; then times by Ocala day, in the windows, after the notice, never cached', async () => {
    expect((await publicTimes()).body).toEqual({ zip: null, served: false, days: [] });
    await staffRequest(`/staff/api/availability/${owner.personId}`, owner.cookie, { method: 'PUT', ...json(EVERY_DAY) });
    const { status, body, cache } = await publicTimes('?zip=34471');
    expect(status).toBe(200);
    expect(cache).toBe('no-store');
    expect(body.served).toBe(true);
    expect(body.days.length).toBeGreaterThanOrEqual(14);
    const times = body.days.flatMap((d) => d.times);
    // On the grid: 08:00, then every slot plus buffer (90 minutes), the last (17:00) ending at 18:00.
    expect(new Set(times.map((t) => wallTime(t.starts_at)))).toEqual(new Set(['08:00', '09:30', '11:00', '12:30', '14:00', '15:30', '17:00']));
    expect(Date.parse(times[0]!.starts_at)).toBeGreaterThanOrEqual(Date.now() + 2 * 3_600_000 - 60_000);
    for (const t of times) expect(Date.parse(t.ends_at) - Date.parse(t.starts_at)).toBe(3_600_000);
    // Who attends is not said to the public.
    expect(JSON.stringify(body)).not.toContain(owner.personId);
  });

  it('tells a ZIP code nobody serves, and refuses one that is not a ZIP code', async () => {
    await staffRequest(`/staff/api/availability/${owner.personId}`, owner.cookie, { method: 'PUT', ...json(EVERY_DAY) });
    expect((await publicTimes('?zip=32601')).body).toEqual({ zip: '32601', served: false, days: [] });
    const bad = await publicTimes('?zip=3447x');
    expect(bad.status).toBe(400);
  });

  it('does not offer a time once a walkthrough is booked at it, and staff see who could attend', async () => {
    const editor = await personSession('editor', { name: 'Eddie Editor' });
    await staffRequest(`/staff/api/availability/${owner.personId}`, owner.cookie, { method: 'PUT', ...json(EVERY_DAY) });
    await staffRequest(`/staff/api/availability/${editor.personId}`, owner.cookie, { method: 'PUT', ...json({ ...EVERY_DAY, zips: ['34471'] }) });
    const staffTimes = async () => ((await (await staffRequest('/staff/api/walkthrough-times?zip=34471', owner.cookie)).json()) as StaffOpenTimes).times;
    const first = (await staffTimes())[0]!;
    expect(first.people.map((p) => p.name)).toEqual(['Eddie Editor', 'Olive Owner']);

    await env.DB.prepare(
      "INSERT INTO leads (id, kind, status, contact_key, walkthrough_at, walkthrough_with) VALUES ('lead-b', 'walkthrough', 'walkthrough_booked', 'phone:1', ?, ?)",
    )
      .bind(first.starts_at, editor.personId)
      .run();
    const after = (await staffTimes()).find((t) => t.starts_at === first.starts_at);
    expect(after?.people.map((p) => p.name)).toEqual(['Olive Owner']);

    // Booked without a named person: whoever goes is away, so nobody is offered then.
    await env.DB.prepare(
      "INSERT INTO leads (id, kind, status, contact_key, walkthrough_at) VALUES ('lead-c', 'walkthrough', 'walkthrough_booked', 'phone:2', ?)",
    )
      .bind(first.starts_at)
      .run();
    expect((await staffTimes()).some((t) => t.starts_at === first.starts_at)).toBe(false);
    const publicDay = (await publicTimes('?zip=34471')).body.days.flatMap((d) => d.times);
    expect(publicDay.some((t) => t.starts_at === first.starts_at)).toBe(false);
  });

  it('offers nobody who is paused', async () => {
    await staffRequest(`/staff/api/availability/${owner.personId}`, owner.cookie, { method: 'PUT', ...json({ ...EVERY_DAY, active: false }) });
    expect((await publicTimes('?zip=34471')).body.served).toBe(false);
  });
});
