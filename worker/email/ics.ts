/**
 * A calendar invitation (RFC 5545, iTIP RFC 5546) for one event in the company's time zone:
 * DTSTART/DTEND with TZID=America/New_York and its VTIMEZONE, METHOD:REQUEST to book or move it
 * and METHOD:CANCEL to call it off. The UID stays the same for the life of the event and SEQUENCE
 * grows with each change, so the recipient's calendar updates or removes the event it already has.
 */
import { COMPANY_TIME_ZONE, toCompanyLocalInput } from '../../shared/time/company-time';

export interface CalendarEvent {
  uid: string;
  sequence: number;
  /** PUBLISH: a file to add to a calendar by hand (no reply expected), as an applicant's page offers it. */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  /** The person invited; '' for none (a published file). */
  attendee: string;
  /** Others invited (the staff member attending), each with their name. */
  also?: readonly { name: string; email: string }[];
  /** When the invitation was written (DTSTAMP). */
  stamp: Date;
}

/** Eastern Time's rules since 2007 (the Energy Policy Act): the only zone the company schedules in. */
const NEW_YORK = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n, other controls gone. */
export function icsText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n?|\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character may reach a content line.
      .replace(/[\u0000-\u001f\u007f]/g, '')
  );
}

/** Content lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
export function fold(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = bytes.encode(ch).length;
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** Local time on the company's clock, e.g. 20261201T093000. */
const localStamp = (d: Date) => `${toCompanyLocalInput(d).replace(/[-:]/g, '')}00`;

export function calendarInvitation(event: CalendarEvent): string {
  if (COMPANY_TIME_ZONE !== 'America/New_York') throw new Error(`no VTIMEZONE for ${COMPANY_TIME_ZONE}`);
  const end = new Date(event.start.getTime() + event.minutes * 60_000);
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Oakbright Facility Services//Walkthroughs//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...NEW_YORK,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${COMPANY_TIME_ZONE}:${localStamp(event.start)}`,
    `DTEND;TZID=${COMPANY_TIME_ZONE}:${localStamp(end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    `ORGANIZER;CN=${icsText(event.organizer.name).replace(/:/g, '')}:mailto:${event.organizer.email}`,
    ...(event.attendee ? [`ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${event.attendee}`] : []),
    ...(event.also ?? []).map((a) => `ATTENDEE;CN=${icsText(a.name).replace(/:/g, '')};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${a.email}`),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** One event of a calendar feed: what a subscribed calendar shows. */
export interface FeedEvent {
  uid: string;
  sequence: number;
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  location: string;
}

/**
 * A subscribed calendar (METHOD:PUBLISH): every event with its UID and SEQUENCE, so a calendar
 * that polls the feed updates what it shows; an event gone from the feed is gone from the calendar.
 */
export function calendarFeed(name: string, events: readonly FeedEvent[], stamp: Date): string {
  if (COMPANY_TIME_ZONE !== 'America/New_York') throw new Error(`no VTIMEZONE for ${COMPANY_TIME_ZONE}`);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Oakbright Facility Services//Walkthroughs//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(name)}`,
    `X-WR-TIMEZONE:${COMPANY_TIME_ZONE}`,
    ...NEW_YORK,
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `SEQUENCE:${e.sequence}`,
      `DTSTAMP:${utcStamp(stamp)}`,
      `DTSTART;TZID=${COMPANY_TIME_ZONE}:${localStamp(e.start)}`,
      `DTEND;TZID=${COMPANY_TIME_ZONE}:${localStamp(new Date(e.start.getTime() + e.minutes * 60_000))}`,
      `SUMMARY:${icsText(e.summary)}`,
      `DESCRIPTION:${icsText(e.description)}`,
      ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
      'STATUS:CONFIRMED',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
