/**
 * Open walkthrough times from availability (shared/booking/open-times.ts): on Ocala's clock across
 * both daylight-saving changes, the minimum notice, the travel buffer around a booked walkthrough,
 * days off, the ZIP codes a person serves, and two people's times merged with both named.
 */
import { describe, expect, it } from 'vitest';
import { type Availability, openTimes } from '../../shared/booking/open-times';

const dana: Availability = {
  person_id: 'dana',
  weekly: { mon: [['09:00', '12:00']], tue: [['09:00', '12:00']], wed: [['09:00', '12:00']], thu: [['09:00', '12:00']], fri: [['09:00', '12:00']] },
  days_off: [],
  slot_minutes: 30,
  buffer_minutes: 30,
  notice_hours: 24,
  zips: ['34471', '34470'],
};

/** The times as Ocala's wall clock reads them. */
const wall = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

describe('open times', () => {
  it('fall on the grid of each window (slot plus buffer), on weekdays only, after the notice', () => {
    // Friday 2026-11-27, 10:15 in Ocala (EST, UTC-5): notice runs to Saturday 10:15, so Monday is first.
    const times = openTimes([dana], [], { now: new Date('2026-11-27T15:15:00Z'), days: 4 });
    expect(times.map((t) => wall(t.starts_at))).toEqual([
      'Mon, 11/30, 9:00 AM',
      'Mon, 11/30, 10:00 AM',
      'Mon, 11/30, 11:00 AM',
      'Tue, 12/1, 9:00 AM',
      'Tue, 12/1, 10:00 AM',
      'Tue, 12/1, 11:00 AM',
    ]);
    expect(times[0]).toEqual({ starts_at: '2026-11-30T14:00:00.000Z', ends_at: '2026-11-30T14:30:00.000Z', person_ids: ['dana'] });
  });

  it('keep the minimum notice to the minute', () => {
    const times = openTimes([dana], [], { now: new Date('2026-11-29T15:00:00Z'), days: 1 });
    // Sunday 10:00 + 24 h = Monday 10:00: 9:00 is too soon, 10:00 is just in time.
    expect(times.map((t) => wall(t.starts_at))).toEqual(['Mon, 11/30, 10:00 AM', 'Mon, 11/30, 11:00 AM']);
  });

  it('stay on Ocala’s clock across the March and November daylight-saving changes', () => {
    const march = openTimes([dana], [], { now: new Date('2026-03-06T12:00:00Z'), days: 4 });
    // Friday Mar 6 (EST) → Monday Mar 9 (EDT, after the change on the 8th): 9:00 is 13:00 UTC, not 14:00.
    expect(march.find((t) => wall(t.starts_at) === 'Mon, 3/9, 9:00 AM')?.starts_at).toBe('2026-03-09T13:00:00.000Z');
    const november = openTimes([dana], [], { now: new Date('2026-10-30T12:00:00Z'), days: 4 });
    // Friday Oct 30 (EDT) → Monday Nov 2 (EST, after the change on the 1st): 9:00 is 14:00 UTC.
    expect(november.find((t) => wall(t.starts_at) === 'Mon, 11/2, 9:00 AM')?.starts_at).toBe('2026-11-02T14:00:00.000Z');
    expect(november.every((t) => /:00 AM$/.test(wall(t.starts_at)))).toBe(true);
  });

  it('leave out a booked walkthrough and the times within its travel buffer', () => {
    const booked = [{ person_id: 'dana', starts_at: '2026-11-30T15:00:00.000Z', ends_at: '2026-11-30T15:30:00.000Z' }];
    const monday = openTimes([dana], booked, { now: new Date('2026-11-27T15:15:00Z'), days: 3 }).map((t) => wall(t.starts_at));
    // 10:00 is booked; 9:00 and 11:00 end and start a full buffer away, so they stay.
    expect(monday).toEqual(['Mon, 11/30, 9:00 AM', 'Mon, 11/30, 11:00 AM']);
    // A walkthrough booked off the grid (its length changed since) blocks whatever it touches, buffers included.
    const odd = [{ person_id: 'dana', starts_at: '2026-11-30T14:45:00.000Z', ends_at: '2026-11-30T15:15:00.000Z' }];
    expect(openTimes([dana], odd, { now: new Date('2026-11-27T15:15:00Z'), days: 3 }).map((t) => wall(t.starts_at))).toEqual(['Mon, 11/30, 11:00 AM']);
  });

  it('skip days off and holidays, and offer nothing to a ZIP code nobody serves', () => {
    const off = { ...dana, days_off: ['2026-11-30'] };
    expect(openTimes([off], [], { now: new Date('2026-11-27T15:15:00Z'), days: 4 }).map((t) => wall(t.starts_at))[0]).toBe('Tue, 12/1, 9:00 AM');
    expect(openTimes([dana], [], { now: new Date('2026-11-27T15:15:00Z'), zip: '32601' })).toEqual([]);
    expect(openTimes([dana], [], { now: new Date('2026-11-27T15:15:00Z'), zip: '34470' }).length).toBeGreaterThan(0);
  });

  it('merge two people’s times, naming both where both are free, in availability order', () => {
    const sam: Availability = { ...dana, person_id: 'sam', weekly: { mon: [['10:00', '11:00']] }, zips: ['34471'] };
    const times = openTimes([dana, sam], [{ person_id: 'dana', starts_at: '2026-11-30T15:00:00.000Z', ends_at: '2026-11-30T15:30:00.000Z' }], {
      now: new Date('2026-11-27T15:15:00Z'),
      days: 3,
      zip: '34471',
    });
    expect(times.map((t) => [wall(t.starts_at), t.person_ids])).toEqual([
      ['Mon, 11/30, 9:00 AM', ['dana']],
      ['Mon, 11/30, 10:00 AM', ['sam']],
      ['Mon, 11/30, 11:00 AM', ['dana']],
    ]);
  });
});
