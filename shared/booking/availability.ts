/**
 * Walkthrough availability as staff set it and the staff API answers it (/staff/api/availability):
 * one entry per owner or editor, with the rule both sides check it by, so the screen shows the
 * same errors the Worker would answer.
 */
import { type Availability, minutesOf, WEEKDAYS, type Weekday, type Window } from './open-times';
import { usPhone } from '../staff/follow-up';

/** What staff send for one person: everything but who it is for. */
export type AvailabilityInput = Omit<Availability, 'person_id'> & {
  active: boolean;
  /** Their direct line, which invitations give prospects ('' for the company's main line). */
  phone: string;
};

/** One person's entry: their name, and their availability (the defaults until it is first saved). */
export interface AvailabilityView extends AvailabilityInput {
  person_id: string;
  name: string;
  /** Never saved: the defaults are shown, and nobody is offered until it is. */
  saved: boolean;
}

/** GET /staff/api/availability: every active owner and editor, in name order. */
export interface AvailabilityList {
  people: AvailabilityView[];
}

/** A new entry: weekday mornings and afternoons, the walkthrough's length, half an hour to travel, a day's notice. */
export const DEFAULT_AVAILABILITY: AvailabilityInput = {
  weekly: Object.fromEntries(
    WEEKDAYS.filter((d) => d !== 'sat' && d !== 'sun').map((d) => [
      d,
      [
        ['09:00', '12:00'],
        ['13:00', '16:30'],
      ],
    ]),
  ),
  days_off: [],
  slot_minutes: 30,
  buffer_minutes: 30,
  notice_hours: 24,
  zips: [],
  phone: '',
  active: false,
};

export const AVAILABILITY_LIMITS = {
  windowsPerDay: 4,
  slot: [15, 240],
  buffer: [0, 180],
  notice: [0, 336],
  daysOff: 200,
  zips: 200,
} as const;

export type AvailabilityField = 'weekly' | 'days_off' | 'slot_minutes' | 'buffer_minutes' | 'notice_hours' | 'zips' | 'phone' | 'active';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ZIP = /^\d{5}$/;

const whole = (n: unknown, [min, max]: readonly [number, number]) => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

function weeklyError(weekly: unknown): string | null {
  if (typeof weekly !== 'object' || weekly === null || Array.isArray(weekly)) return 'Weekly hours must list windows by weekday.';
  for (const [day, windows] of Object.entries(weekly)) {
    if (!(WEEKDAYS as readonly string[]).includes(day)) return `Weekly hours: ${day} is not a weekday (use ${WEEKDAYS.join(', ')}).`;
    if (!Array.isArray(windows) || windows.length > AVAILABILITY_LIMITS.windowsPerDay)
      return `Weekly hours: at most ${AVAILABILITY_LIMITS.windowsPerDay} windows a day.`;
    const spans: [number, number][] = [];
    for (const w of windows as unknown[]) {
      const [from, to] =
        Array.isArray(w) && w.length === 2 && typeof w[0] === 'string' && typeof w[1] === 'string' ? [minutesOf(w[0]), minutesOf(w[1])] : [null, null];
      if (from === null || to === null) return 'Weekly hours: write each window as two times, HH:MM to HH:MM.';
      if (from >= to) return `Weekly hours: a window on ${day} ends before it starts.`;
      spans.push([from, to]);
    }
    spans.sort((a, b) => a[0] - b[0]);
    if (spans.some((s, i) => i > 0 && s[0] < spans[i - 1]![1])) return `Weekly hours: two windows on ${day} overlap.`;
  }
  return null;
}

/** What is wrong with an entry, by field; empty when it can be saved. */
export function availabilityErrors(input: Record<string, unknown>): Partial<Record<AvailabilityField, string>> {
  const errors: Partial<Record<AvailabilityField, string>> = {};
  const weekly = weeklyError(input.weekly);
  if (weekly) errors.weekly = weekly;
  const days = input.days_off;
  if (!Array.isArray(days) || days.length > AVAILABILITY_LIMITS.daysOff || !days.every((d) => typeof d === 'string' && DAY.test(d)))
    errors.days_off = `Days off must be dates (YYYY-MM-DD), at most ${AVAILABILITY_LIMITS.daysOff}.`;
  if (!whole(input.slot_minutes, AVAILABILITY_LIMITS.slot)) errors.slot_minutes = `A walkthrough lasts ${AVAILABILITY_LIMITS.slot.join(' to ')} minutes.`;
  if (!whole(input.buffer_minutes, AVAILABILITY_LIMITS.buffer)) errors.buffer_minutes = `Travel time is ${AVAILABILITY_LIMITS.buffer.join(' to ')} minutes.`;
  if (!whole(input.notice_hours, AVAILABILITY_LIMITS.notice)) errors.notice_hours = `Notice is ${AVAILABILITY_LIMITS.notice.join(' to ')} hours.`;
  const zips = input.zips;
  if (!Array.isArray(zips) || zips.length > AVAILABILITY_LIMITS.zips || !zips.every((z) => typeof z === 'string' && ZIP.test(z)))
    errors.zips = `ZIP codes are five digits each, at most ${AVAILABILITY_LIMITS.zips}.`;
  // Optional in the API: left out, the main line.
  if (input.phone !== undefined && (typeof input.phone !== 'string' || (input.phone.trim() !== '' && !usPhone(input.phone))))
    errors.phone = 'Give a US phone number with its area code, such as (352) 555-0142, or leave it empty for the main line.';
  if (typeof input.active !== 'boolean') errors.active = 'Say whether prospects may book this person (true or false).';
  return errors;
}

/** A checked entry, tidied: weekdays without windows dropped, windows in order, days and ZIP codes sorted once each. */
export function tidyAvailability(input: AvailabilityInput): AvailabilityInput {
  const weekly: Partial<Record<Weekday, Window[]>> = {};
  for (const day of WEEKDAYS) {
    const windows = input.weekly[day];
    if (windows?.length) weekly[day] = [...windows].sort((a, b) => a[0].localeCompare(b[0]));
  }
  return {
    weekly,
    days_off: [...new Set(input.days_off)].sort(),
    slot_minutes: input.slot_minutes,
    buffer_minutes: input.buffer_minutes,
    notice_hours: input.notice_hours,
    zips: [...new Set(input.zips)].sort(),
    phone: usPhone(input.phone ?? '')?.phone ?? '',
    active: input.active,
  };
}

/** GET /api/walkthrough-times: the open times, by Ocala day, for anyone (who attends is not said). */
export interface PublicOpenTimes {
  /** The ZIP code asked about, or null for every area. */
  zip: string | null;
  /** False when nobody goes to that ZIP code: the page offers a call instead. */
  served: boolean;
  days: { day: string; times: { starts_at: string; ends_at: string }[] }[];
}

/** GET /staff/api/walkthrough-times: the same times, each with who could attend, by name. */
export interface StaffOpenTimes {
  times: { starts_at: string; ends_at: string; people: { id: string; name: string }[] }[];
}
