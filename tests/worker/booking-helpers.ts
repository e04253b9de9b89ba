/** Shared by the booking tests: one person who attends every day, a valid booking, posting it, and the open times. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { expect } from 'vitest';
import type { AvailabilityInput, PublicOpenTimes } from '../../shared/booking/availability';
import worker from '../../worker/index';
import { formBody, formToken, validLead, withEnv } from './leads-helpers';
import { personSession, staffRequest } from './staff-helpers';

export const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export const EVERY_DAY: AvailabilityInput = {
  weekly: Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [['08:00', '18:00']]])),
  days_off: [],
  slot_minutes: 60,
  buffer_minutes: 30,
  notice_hours: 2,
  zips: ['34471'],
  phone: '352-555-0148',
  active: true,
};

export async function booking(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const { frequency: _, ...lead } = validLead('quote', { form_token: await formToken() });
  return { ...lead, kind: 'booking', location: '34471', street_address: '2150 SW College Rd, Suite 4', page: '/schedule', ...overrides };
}

export async function postBooking(fields: Record<string, unknown>, { ip = '203.0.113.7', via = 'json' as 'json' | 'form' } = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.request(
    '/api/bookings',
    {
      method: 'POST',
      headers: { 'content-type': via === 'json' ? 'application/json' : 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip },
      body: via === 'json' ? JSON.stringify(fields) : formBody(fields),
    },
    withEnv(),
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

export async function openTimes(zip = '34471'): Promise<PublicOpenTimes> {
  const res = await worker.request(`/api/walkthrough-times?zip=${zip}`, {}, withEnv(), createExecutionContext());
  return (await res.json()) as PublicOpenTimes;
}

export const firstTime = async () => (await openTimes()).days[0]!.times[0]!.starts_at;
export const offered = async (at: string) => (await openTimes()).days.some((d) => d.times.some((t) => t.starts_at === at));

/** An empty pipeline and one owner, Olive, who can be booked every day for ZIP 34471. */
export async function resetWithAttendee(): Promise<{ personId: string; cookie: string }> {
  await env.DB.batch(
    [
      'PRAGMA defer_foreign_keys = on',
      'DELETE FROM walkthrough_availability',
      'DELETE FROM lead_events',
      'DELETE FROM form_token_uses',
      'DELETE FROM leads',
      'DELETE FROM outbox',
      'DELETE FROM staff_sessions',
      'DELETE FROM staff_people',
    ].map((q) => env.DB.prepare(q)),
  );
  const owner = await personSession('owner', { name: 'Olive Owner', email: 'olive@oakbright.example' });
  const saved = await staffRequest(`/staff/api/availability/${owner.personId}`, owner.cookie, { method: 'PUT', ...json(EVERY_DAY) });
  expect(saved.status).toBe(200);
  return owner;
}
