/**
 * Open walkthrough times, worked out from each attending person's availability (their weekly
 * hours on Ocala's clock, days off, slot length, travel buffer, minimum notice and the ZIP codes
 * they serve) and the walkthroughs already booked. Pure: the Worker offers and books with it, the
 * tests drive it with any clock. Times fall on each person's own grid (a window's start, then
 * every slot plus buffer), so a time offered twice is the same instant both times.
 */
import { companyDay, fromCompanyLocalInput } from '../time/company-time';

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A stretch of a day on Ocala's clock, 'HH:MM' to 'HH:MM'. */
export type Window = readonly [from: string, to: string];

export interface Availability {
  person_id: string;
  /** Working windows per weekday; a day without any is not offered. */
  weekly: Partial<Record<Weekday, readonly Window[]>>;
  /** Days off and holidays, YYYY-MM-DD on Ocala's calendar. */
  days_off: readonly string[];
  /** How long a walkthrough is booked for. */
  slot_minutes: number;
  /** Travel time kept free before and after each walkthrough. */
  buffer_minutes: number;
  /** How far ahead of now the first time may be. */
  notice_hours: number;
  /** The five-digit ZIP codes this person goes to. */
  zips: readonly string[];
}

/** A walkthrough already booked: it and its buffers are not offered again. */
export interface Booked {
  person_id: string;
  starts_at: string;
  ends_at: string;
}

export interface OpenTime {
  /** ISO instants. */
  starts_at: string;
  ends_at: string;
  /** Who could attend, in the order availability lists them (the first is booked). */
  person_ids: string[];
}

/** How many days ahead times are offered. */
export const BOOKING_DAYS = 14;

const MINUTE = 60_000;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM' as minutes after midnight; null when it is not a time of day. */
export function minutesOf(time: string): number | null {
  const m = HHMM.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The calendar day `offset` days after `day` (YYYY-MM-DD), and its weekday. */
function dayAfter(day: string, offset: number): { day: string; weekday: Weekday } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + offset));
  return { day: date.toISOString().slice(0, 10), weekday: WEEKDAYS[date.getUTCDay()]! };
}

/** Does `person` have a walkthrough between `from` and `to` (ms), buffers included? */
function overlaps(booked: readonly Booked[], personId: string, from: number, to: number): boolean {
  return booked.some((b) => b.person_id === personId && Date.parse(b.starts_at) < to && Date.parse(b.ends_at) > from);
}

/** The times one person is open, from `now` for `days` days. */
function personTimes(a: Availability, booked: readonly Booked[], now: Date, days: number): { starts_at: string; ends_at: string }[] {
  const out: { starts_at: string; ends_at: string }[] = [];
  const earliest = now.getTime() + a.notice_hours * 60 * MINUTE;
  const buffer = a.buffer_minutes * MINUTE;
  const today = companyDay(now);
  const daysOff = new Set(a.days_off);
  for (let i = 0; i <= days; i++) {
    const { day, weekday } = dayAfter(today, i);
    if (daysOff.has(day)) continue;
    for (const [from, to] of a.weekly[weekday] ?? []) {
      const start = minutesOf(from);
      const end = minutesOf(to);
      if (start === null || end === null) continue;
      for (let t = start; t + a.slot_minutes <= end; t += a.slot_minutes + a.buffer_minutes) {
        const iso = fromCompanyLocalInput(`${day}T${hhmm(t)}`);
        if (!iso) continue;
        const at = Date.parse(iso);
        const until = at + a.slot_minutes * MINUTE;
        if (at < earliest || overlaps(booked, a.person_id, at - buffer, until + buffer)) continue;
        out.push({ starts_at: iso, ends_at: new Date(until).toISOString() });
      }
    }
  }
  return out;
}

/**
 * Every open time from `now` for `days` days, earliest first, each with who could attend; only
 * people who serve `zip` when one is given.
 */
export function openTimes(
  availability: readonly Availability[],
  booked: readonly Booked[],
  { now, days = BOOKING_DAYS, zip }: { now: Date; days?: number; zip?: string },
): OpenTime[] {
  const byStart = new Map<string, OpenTime>();
  for (const a of availability) {
    if (zip !== undefined && !a.zips.includes(zip)) continue;
    for (const time of personTimes(a, booked, now, days)) {
      const open = byStart.get(time.starts_at);
      if (open) open.person_ids.push(a.person_id);
      else byStart.set(time.starts_at, { ...time, person_ids: [a.person_id] });
    }
  }
  return [...byStart.values()].sort((x, y) => x.starts_at.localeCompare(y.starts_at));
}

/** Does anyone go to this ZIP code? */
export const servesZip = (availability: readonly Availability[], zip: string): boolean => availability.some((a) => a.zips.includes(zip));
