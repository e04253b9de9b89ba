/**
 * shared/time/company-time.ts: staff dates and days on Ocala's clock (America/New_York), whatever the
 * machine's zone. Every expectation is an Eastern one, so run this under TZ=UTC and TZ=Asia/Tokyo
 * too: a module that read the machine's zone (or UTC) fails here. The 2026 daylight-saving days:
 * 2026-03-08 (02:00 EST jumps to 03:00 EDT, a 23-hour day) and 2026-11-01 (02:00 EDT falls back
 * to 01:00 EST, a 25-hour day).
 */
import { describe, expect, it } from 'vitest';
import {
  COMPANY_TIME_ZONE,
  calendarDay,
  companyDate,
  companyDateTime,
  companyDay,
  companyDayEnd,
  companyDayStart,
  companyDaysAgo,
  companyTime,
  companyTimeLabel,
  companyTimestamp,
  fromCompanyLocalInput,
  toCompanyLocalInput,
} from '../../shared/time/company-time';

const HOUR = 3_600_000;

/** ICU puts a narrow no-break space before AM/PM; the test reads it as a space. */
const spaces = (s: string) => s.replace(/\s/g, ' ');
const iso = (d: Date | null) => d?.toISOString() ?? null;
const hours = (day: string) => (companyDayEnd(day)!.getTime() - companyDayStart(day)!.getTime()) / HOUR;

it('the zone is the one setting beside the company facts', () => {
  expect(COMPANY_TIME_ZONE).toBe('America/New_York');
  expect(companyTimeLabel()).toBe('Ocala time (Eastern Time)');
});

describe('formatting a stored instant', () => {
  it('shows the Ocala day and time, standard and daylight', () => {
    expect(companyDate('2025-03-04T14:05:00.000Z')).toBe('Mar 4, 2025');
    expect(spaces(companyDateTime('2025-03-04T14:05:00.000Z'))).toBe('Mar 4, 2025, 9:05 AM');
    expect(spaces(companyDateTime('2025-07-04T14:05:00.000Z'))).toBe('Jul 4, 2025, 10:05 AM');
    expect(spaces(companyTime(new Date('2025-03-04T17:00:00.000Z')))).toBe('12:00 PM');
  });

  it('an evening in Ocala is still that day, though it is the next day in UTC (and in Tokyo)', () => {
    expect(companyDate('2026-03-05T03:30:00.000Z')).toBe('Mar 4, 2026');
    expect(companyDay('2026-03-05T03:30:00.000Z')).toBe('2026-03-04');
  });

  it('the repeated hour of the November change shows 1:30 twice, told apart by the offset in a CSV', () => {
    expect(spaces(companyDateTime('2026-11-01T05:30:00.000Z'))).toBe('Nov 1, 2026, 1:30 AM');
    expect(spaces(companyDateTime('2026-11-01T06:30:00.000Z'))).toBe('Nov 1, 2026, 1:30 AM');
    expect(companyTimestamp('2026-11-01T05:30:00.000Z')).toBe('2026-11-01T01:30:00.000-04:00');
    expect(companyTimestamp('2026-11-01T06:30:00.000Z')).toBe('2026-11-01T01:30:00.000-05:00');
    expect(companyTimestamp('2026-01-31T19:00:00.123Z')).toBe('2026-01-31T14:00:00.123-05:00');
  });

  it('is empty for no date or one that is not a date', () => {
    for (const none of [null, undefined, '', 'not a date']) {
      expect(companyDate(none)).toBe('');
      expect(companyDateTime(none)).toBe('');
      expect(companyTimestamp(none)).toBe('');
      expect(toCompanyLocalInput(none)).toBe('');
    }
    expect(companyDay('soon')).toBe('');
  });

  it('a calendar day (a preferred walkthrough day) is written as that day, with no zone to move it', () => {
    expect(calendarDay('2026-03-08')).toBe('Mar 8, 2026');
    expect(calendarDay('2026-12-31')).toBe('Dec 31, 2026');
    expect(calendarDay('someday')).toBe('someday');
  });
});

describe('a company day as UTC instants', () => {
  it('an ordinary day starts at Ocala midnight: 05:00 UTC in winter, 04:00 in summer', () => {
    expect(iso(companyDayStart('2026-02-01'))).toBe('2026-02-01T05:00:00.000Z');
    expect(iso(companyDayEnd('2026-02-01'))).toBe('2026-02-02T05:00:00.000Z');
    expect(iso(companyDayStart('2026-07-04'))).toBe('2026-07-04T04:00:00.000Z');
    expect(hours('2026-02-01')).toBe(24);
  });

  it('the March change day has 23 hours', () => {
    expect(iso(companyDayStart('2026-03-08'))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(companyDayEnd('2026-03-08'))).toBe('2026-03-09T04:00:00.000Z');
    expect(hours('2026-03-08')).toBe(23);
    expect(iso(companyDayStart('2026-03-09'))).toBe(iso(companyDayEnd('2026-03-08')));
    expect(companyDay('2026-03-08T04:59:59.999Z')).toBe('2026-03-07');
    expect(companyDay('2026-03-08T05:00:00.000Z')).toBe('2026-03-08');
    expect(companyDay('2026-03-09T03:59:59.999Z')).toBe('2026-03-08');
  });

  it('the November change day has 25 hours', () => {
    expect(iso(companyDayStart('2026-11-01'))).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(companyDayEnd('2026-11-01'))).toBe('2026-11-02T05:00:00.000Z');
    expect(hours('2026-11-01')).toBe(25);
    expect(companyDay('2026-11-01T03:59:59.999Z')).toBe('2026-10-31');
    expect(companyDay('2026-11-02T04:59:59.999Z')).toBe('2026-11-01');
    expect(companyDay('2026-11-02T05:00:00.000Z')).toBe('2026-11-02');
  });

  it('across a month and a year end, and in years Date.UTC would move to the 1900s', () => {
    expect(iso(companyDayEnd('2026-12-31'))).toBe('2027-01-01T05:00:00.000Z');
    expect(iso(companyDayEnd('2028-02-28'))).toBe('2028-02-29T05:00:00.000Z');
    expect(companyDay(companyDayStart('0099-12-31')!)).toBe('0099-12-31');
  });

  it('is null for what is not a real day', () => {
    for (const bad of ['', '2026-02-30', '2026-02-29', '2026-13-01', '2026-2-3', '2026-03-08T00:00', 'yesterday']) {
      expect(companyDayStart(bad), bad).toBeNull();
      expect(companyDayEnd(bad), bad).toBeNull();
    }
  });
});

describe('N days ago, counted from the company midnight', () => {
  it('0 is today’s Ocala midnight, even when UTC is already on the next day', () => {
    // 22:00 on Nov 1 in Ocala is 03:00 on Nov 2 in UTC.
    const now = new Date('2026-11-02T03:00:00.000Z');
    expect(iso(companyDaysAgo(0, now))).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(companyDaysAgo(1, now))).toBe('2026-10-31T04:00:00.000Z');
  });

  it('counts calendar days over the 23-hour day, not 24-hour steps', () => {
    const now = new Date('2026-03-10T16:00:00.000Z');
    expect(iso(companyDaysAgo(0, now))).toBe('2026-03-10T04:00:00.000Z');
    expect(iso(companyDaysAgo(1, now))).toBe('2026-03-09T04:00:00.000Z');
    expect(iso(companyDaysAgo(2, now))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(companyDaysAgo(7, now))).toBe('2026-03-03T05:00:00.000Z');
  });

  it('back over a month and a year', () => {
    const now = new Date('2026-01-01T03:00:00.000Z');
    expect(iso(companyDaysAgo(0, now))).toBe('2025-12-31T05:00:00.000Z');
    expect(iso(companyDaysAgo(31, now))).toBe('2025-11-30T05:00:00.000Z');
  });
});

describe('the schedule field (datetime-local) on the company clock', () => {
  it('a staff member picking 9:00 means 9:00 in Ocala, whatever the browser’s zone', () => {
    expect(fromCompanyLocalInput('2025-03-04T09:05')).toBe('2025-03-04T14:05:00.000Z');
    expect(fromCompanyLocalInput('2025-07-04T09:00')).toBe('2025-07-04T13:00:00.000Z');
    expect(toCompanyLocalInput('2025-03-04T14:05:30.000Z')).toBe('2025-03-04T09:05');
    expect(toCompanyLocalInput('2025-01-02T03:04:00.000Z')).toBe('2025-01-01T22:04');
  });

  it('takes seconds when the input gives them', () => {
    expect(fromCompanyLocalInput('2026-07-01T09:00:05')).toBe('2026-07-01T13:00:05.000Z');
    expect(fromCompanyLocalInput('2026-07-01T09:00:05.25')).toBe('2026-07-01T13:00:05.250Z');
  });

  it('March: the skipped hour (02:00–02:59) moves an hour forward, into daylight time', () => {
    expect(fromCompanyLocalInput('2026-03-08T01:59')).toBe('2026-03-08T06:59:00.000Z');
    expect(fromCompanyLocalInput('2026-03-08T02:00')).toBe('2026-03-08T07:00:00.000Z');
    expect(fromCompanyLocalInput('2026-03-08T02:30')).toBe('2026-03-08T07:30:00.000Z');
    expect(fromCompanyLocalInput('2026-03-08T03:00')).toBe('2026-03-08T07:00:00.000Z');
    // Opened again, the field shows the time the post really goes live.
    expect(toCompanyLocalInput(fromCompanyLocalInput('2026-03-08T02:30'))).toBe('2026-03-08T03:30');
  });

  it('November: the repeated hour (01:00–01:59) is its first, daylight-time, occurrence', () => {
    expect(fromCompanyLocalInput('2026-11-01T00:59')).toBe('2026-11-01T04:59:00.000Z');
    expect(fromCompanyLocalInput('2026-11-01T01:00')).toBe('2026-11-01T05:00:00.000Z');
    expect(fromCompanyLocalInput('2026-11-01T01:30')).toBe('2026-11-01T05:30:00.000Z');
    expect(fromCompanyLocalInput('2026-11-01T02:00')).toBe('2026-11-01T07:00:00.000Z');
    // Both 1:30s show as 01:30; saved unchanged, the second becomes the first.
    expect(toCompanyLocalInput('2026-11-01T05:30:00.000Z')).toBe('2026-11-01T01:30');
    expect(toCompanyLocalInput('2026-11-01T06:30:00.000Z')).toBe('2026-11-01T01:30');
  });

  it('every minute of both change days goes to an instant and back to itself, but for the skipped hour', () => {
    for (const day of ['2026-03-08', '2026-11-01']) {
      for (let minute = 0; minute < 24 * 60; minute++) {
        const wall = `${day}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const back = toCompanyLocalInput(fromCompanyLocalInput(wall));
        if (day === '2026-03-08' && wall.slice(11, 13) === '02') expect(back, wall).toBe(`${day}T03${wall.slice(13)}`);
        else expect(back, wall).toBe(wall);
      }
    }
  });

  it('every instant of both change days, to the minute, goes to the field and back, but for the second 1:00–1:59', () => {
    for (let t = Date.parse('2026-03-08T00:00:00.000Z'); t < Date.parse('2026-03-10T00:00:00.000Z'); t += 60_000) {
      const at = new Date(t).toISOString();
      expect(fromCompanyLocalInput(toCompanyLocalInput(at)), at).toBe(at);
    }
    for (let t = Date.parse('2026-11-01T00:00:00.000Z'); t < Date.parse('2026-11-03T00:00:00.000Z'); t += 60_000) {
      const at = new Date(t).toISOString();
      const expected = at >= '2026-11-01T06:00' && at < '2026-11-01T07:00' ? new Date(t - 3_600_000).toISOString() : at;
      expect(fromCompanyLocalInput(toCompanyLocalInput(at)), at).toBe(expected);
    }
  });

  it('is null for a value that is not a full, real date and time', () => {
    for (const bad of [
      '',
      '2025-03-04',
      '09:05',
      '2025-3-4T9:05',
      '2025-13-40T09:05',
      '2025-02-29T09:05',
      '2025-03-04T25:00',
      '2025-03-04T09:60',
      '2025-03-04T09:05Z',
      'soon',
    ]) {
      expect(fromCompanyLocalInput(bad), bad).toBeNull();
    }
  });
});
