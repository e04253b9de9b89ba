/**
 * web/src/staff/lib/format.ts: dates as staff read them and the schedule field's datetime-local
 * value both ways. The process runs in the company's zone (America/New_York, with its daylight
 * saving time), set before the module makes its formatters, so the expected values are what staff
 * in Ocala see.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatTime, fromLocalInput, plural, toLocalInput } from '../../../web/src/staff/lib/format';

// vi.hoisted runs before the imports above: the formatters take the zone when the module loads.
const zoneBefore = vi.hoisted(() => {
  const before = process.env.TZ;
  process.env.TZ = 'America/New_York';
  return before;
});

afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

/** ICU puts a narrow no-break space before AM/PM; the test reads it as a space. */
const spaces = (s: string) => s.replace(/\s/g, ' ');

describe('formatDate / formatDateTime / formatTime', () => {
  it('show the local day and time', () => {
    expect(formatDate('2025-03-04T14:05:00.000Z')).toBe('Mar 4, 2025');
    expect(spaces(formatDateTime('2025-03-04T14:05:00.000Z'))).toBe('Mar 4, 2025, 9:05 AM ET');
    expect(spaces(formatTime(new Date('2025-03-04T17:00:00.000Z')))).toBe('12:00 PM ET');
  });

  it('an evening in Florida is still that day, though it is the next day in UTC', () => {
    expect(formatDate('2025-03-05T03:30:00.000Z')).toBe('Mar 4, 2025');
  });

  it('follow daylight saving time', () => {
    expect(spaces(formatDateTime('2025-07-04T14:05:00.000Z'))).toBe('Jul 4, 2025, 10:05 AM ET');
  });

  it('are empty for no date or one that is not a date', () => {
    for (const none of [null, undefined, '', 'not a date']) {
      expect(formatDate(none)).toBe('');
      expect(formatDateTime(none)).toBe('');
    }
  });
});

describe('toLocalInput / fromLocalInput', () => {
  it('an instant becomes local time to the minute, padded', () => {
    expect(toLocalInput('2025-03-04T14:05:30.000Z')).toBe('2025-03-04T09:05');
    expect(toLocalInput('2025-01-02T03:04:00.000Z')).toBe('2025-01-01T22:04');
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('garbage')).toBe('');
  });

  it('a local time becomes the instant, winter and summer', () => {
    expect(fromLocalInput('2025-03-04T09:05')).toBe('2025-03-04T14:05:00.000Z');
    expect(fromLocalInput('2025-07-04T10:05')).toBe('2025-07-04T14:05:00.000Z');
  });

  it('goes back and forth without changing the minute', () => {
    for (const iso of ['2025-03-04T14:05:00.000Z', '2025-07-04T03:59:00.000Z', '2025-12-31T23:30:00.000Z', '2024-02-29T12:00:00.000Z']) {
      expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    }
  });

  it('is null for a value that is not a full local date and time', () => {
    for (const bad of ['', '2025-03-04', '09:05', '2025-3-4T9:05', '2025-13-40T09:05', '2025-03-04T25:00', 'soon']) {
      expect(fromLocalInput(bad), bad).toBeNull();
    }
  });
});

describe('plural', () => {
  it('counts with the right word and thousands separators', () => {
    expect(plural(1, 'post')).toBe('1 post');
    expect(plural(0, 'post')).toBe('0 posts');
    expect(plural(1234, 'lead')).toBe('1,234 leads');
    expect(plural(2, 'person', 'people')).toBe('2 people');
  });
});
