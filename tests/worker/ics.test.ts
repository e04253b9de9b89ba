/** The calendar invitation (worker/email/ics.ts): RFC 5545 text escaping, line folding and the event's times. */
import { describe, expect, it } from 'vitest';
import { calendarInvitation, fold, icsText } from '../../worker/email/ics';

const event = {
  uid: 'walkthrough-abc@oakbrightservices.com',
  sequence: 2,
  method: 'REQUEST' as const,
  start: new Date('2026-03-08T15:30:00Z'),
  minutes: 60,
  summary: 'Walkthrough, Suite 4; bring keys',
  description: 'Line one\nLine two \\ end',
  location: 'Ocala, FL',
  organizer: { name: 'Oakbright Facility Services', email: 'hello@oakbrightservices.com' },
  attendee: 'dana@example.com',
  stamp: new Date('2026-03-01T12:00:00.123Z'),
};

describe('a calendar invitation', () => {
  it('escapes text values and drops control characters', () => {
    expect(icsText('a,b;c\\d\ne\r\nf\u0007')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = fold(line).split('\r\n');
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });

  it('starts on Ocala wall-clock time with its TZID, across the change to daylight time', () => {
    const ics = calendarInvitation(event);
    // 15:30 UTC on 8 March 2026 is 11:30 EDT (daylight time began at 2:00 that morning).
    expect(ics).toContain('DTSTART;TZID=America/New_York:20260308T113000\r\n');
    expect(ics).toContain('DTEND;TZID=America/New_York:20260308T123000\r\n');
    expect(ics).toContain('DTSTAMP:20260301T120000Z\r\n');
    expect(ics).toContain('SUMMARY:Walkthrough\\, Suite 4\\; bring keys\r\n');
    expect(ics).toContain('SEQUENCE:2\r\nDTSTAMP');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
  });

  it('cancels with the same UID', () => {
    const ics = calendarInvitation({ ...event, method: 'CANCEL', sequence: 3 });
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).toContain(`UID:${event.uid}\r\n`);
  });
});
