/**
 * The company's clock. Timestamps are stored as UTC instants (ISO 8601); every date staff see and
 * every day a staff filter counts is on Ocala's calendar (SITE.timeZone), whatever the zone of the
 * browser or of the edge (the Worker runs in UTC). Only Intl.DateTimeFormat with that fixed zone is
 * used, never the machine's zone (no getHours(), no `new Date('YYYY-MM-DDTHH:mm')`).
 *
 * Daylight saving: a company day is 23 hours on the March change (2026-03-08) and 25 on the
 * November one (2026-11-01). A wall time that happens twice (01:30 on the November day) is the
 * first of the two (daylight time); one that never happens (02:30 on the March day) moves forward
 * by the skipped hour (03:30 daylight time). That is what browsers do with a local time and what
 * Temporal calls 'compatible', so a post scheduled in the changing hour never goes live early.
 */
import { SITE } from '../../content/site.ts';

export const COMPANY_TIME_ZONE: string = SITE.timeZone;

const DAY_MS = 86_400_000;

// Built on first use: a formatter loads locale and zone data, and most callers need only one or two.
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

const inCompanyZone = (options: Intl.DateTimeFormatOptions) => lazy(() => new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, ...options }));

const DATE = inCompanyZone({ month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME = inCompanyZone({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const TIME = inCompanyZone({ hour: 'numeric', minute: '2-digit' });
const WALL = inCompanyZone({
  era: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});
/** A calendar day has no zone: it is written as the UTC midnight it names. */
const CALENDAR_DAY = lazy(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }));

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function instant(at: Date | string | null | undefined): Date | null {
  if (at === null || at === undefined || at === '') return null;
  const date = typeof at === 'string' ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The wall time as if it were UTC, in ms; out-of-range days roll over; years below 100 are taken as written (Date.UTC would add 1900). */
function wallMs({ year, month, day, hour, minute, second }: Wall, ms = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, ms);
  return d.getTime();
}

/** The company's wall clock at an instant (to the second). */
function wallAt(ms: number): Wall {
  const part: Record<string, string> = {};
  for (const p of WALL().formatToParts(ms)) part[p.type] = p.value;
  const year = Number(part.year);
  return {
    year: part.era === 'BC' || part.era === 'B' ? 1 - year : year,
    month: Number(part.month),
    day: Number(part.day),
    hour: Number(part.hour),
    minute: Number(part.minute),
    second: Number(part.second),
  };
}

/** How far the company's clock is ahead of UTC at an instant, in ms (negative in Ocala). */
function offsetAt(ms: number): number {
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return wallMs(wallAt(whole)) - whole;
}

/**
 * The instant the company's clock shows a wall time (given as if UTC): the first of two in a
 * repeated hour, the time moved forward by the gap in a skipped one (see the top of the file).
 * The offsets a day either side bracket the one change there can be (zones change far less often).
 */
function instantOfWall(wall: number): number {
  const before = offsetAt(wall - DAY_MS);
  const after = offsetAt(wall + DAY_MS);
  const fits = [wall - before, wall - after].filter((t) => offsetAt(t) === wall - t);
  return fits.length > 0 ? Math.min(...fits) : wall - before;
}

/** 'Mar 4, 2025', the company's day of the instant; '' for no date or one that is not a date. */
export function companyDate(at: Date | string | null | undefined): string {
  const d = instant(at);
  return d ? DATE().format(d) : '';
}

/** 'Mar 4, 2025, 9:05 AM' in company time; '' for no date or one that is not a date. */
export function companyDateTime(at: Date | string | null | undefined): string {
  const d = instant(at);
  return d ? DATE_TIME().format(d) : '';
}

/** '9:05 AM' in company time; '' for one that is not a date. */
export function companyTime(at: Date | string): string {
  const d = instant(at);
  return d ? TIME().format(d) : '';
}

/** The company zone's short generic name, as a time in a table carries it: 'ET'. */
export const companyZoneShort = lazy(() => {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, timeZoneName: 'shortGeneric' }).formatToParts(0);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? COMPANY_TIME_ZONE;
  } catch {
    return COMPANY_TIME_ZONE;
  }
});

/** How staff are told which clock they read: 'Ocala time (Eastern Time)'. */
export function companyTimeLabel(): string {
  let name = COMPANY_TIME_ZONE;
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, timeZoneName: 'longGeneric' }).formatToParts(0);
    name = parts.find((p) => p.type === 'timeZoneName')?.value ?? name;
  } catch {
    // An engine without generic zone names says the zone's IANA name instead.
  }
  return `${SITE.city} time (${name})`;
}

/** [year, month, day] of a real calendar day written YYYY-MM-DD; null otherwise (2026-02-30, 2026-2-3). */
function parseDay(day: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const back = new Date(wallMs({ year, month, day: date, hour: 0, minute: 0, second: 0 }));
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === date ? [year, month, date] : null;
}

const midnight = (year: number, month: number, day: number) => new Date(instantOfWall(wallMs({ year, month, day, hour: 0, minute: 0, second: 0 })));

/** The company's calendar day (YYYY-MM-DD) an instant falls on; '' for one that is not a date. */
export function companyDay(at: Date | string): string {
  const d = instant(at);
  if (!d) return '';
  const w = wallAt(d.getTime());
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The first instant of a company day (YYYY-MM-DD), its midnight in Ocala; null when it is not a real day. */
export function companyDayStart(day: string): Date | null {
  const d = parseDay(day);
  return d ? midnight(...d) : null;
}

/** The first instant after a company day: the next midnight, 23 or 25 hours on a daylight-saving change; null when it is not a real day. */
export function companyDayEnd(day: string): Date | null {
  const d = parseDay(day);
  return d ? midnight(d[0], d[1], d[2] + 1) : null;
}

/** The company's midnight `days` days before the day `now` falls on: 0 is today's, 7 a week ago's (calendar days, whatever their length). */
export function companyDaysAgo(days: number, now: Date = new Date()): Date {
  const today = wallAt(now.getTime());
  return midnight(today.year, today.month, today.day - days);
}

/** 'Mar 4, 2025' for a calendar day written YYYY-MM-DD (a walkthrough's preferred day); the text as given when it is not a day, '' for none. */
export function calendarDay(day: string | null | undefined): string {
  if (!day) return '';
  const d = parseDay(day);
  return d ? CALENDAR_DAY().format(wallMs({ year: d[0], month: d[1], day: d[2], hour: 0, minute: 0, second: 0 })) : day;
}

/** An instant in ISO 8601 with the company's offset ('2026-01-31T19:00:00.000-05:00'): the same instant, read as Ocala's clock; '' for none. */
export function companyTimestamp(at: Date | string | null | undefined): string {
  const d = instant(at);
  if (!d) return '';
  const ms = d.getTime();
  const w = wallAt(ms);
  const offset = Math.round(offsetAt(ms) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}.${pad(d.getUTCMilliseconds(), 3)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant as a datetime-local input's value on the company's clock, to the minute; '' for none. */
export function toCompanyLocalInput(at: Date | string | null | undefined): string {
  const d = instant(at);
  if (!d) return '';
  const w = wallAt(d.getTime());
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * A datetime-local input's value (YYYY-MM-DDTHH:mm, seconds optional) read on the company's clock,
 * as an ISO instant; null when it is not a real date and time. In the repeated hour it is the
 * first (daylight) one, in the skipped hour the time an hour later (see the top of the file).
 */
export function fromCompanyLocalInput(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(value);
  const day = m ? parseDay(m[1]!) : null;
  if (!m || !day) return null;
  const [hour, minute, second] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const ms = Number((m[5] ?? '').padEnd(3, '0'));
  return new Date(instantOfWall(wallMs({ year: day[0], month: day[1], day: day[2], hour, minute, second }, ms))).toISOString();
}
