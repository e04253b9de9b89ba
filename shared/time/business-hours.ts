/**
 * The company's business hours (SITE.hoursSchema, 'Mo-Fr 07:00-18:00') on Ocala's clock
 * (company-time.ts): how many business minutes lie between two instants, and the instant a number
 * of business minutes after another. Staff's time to first response, the reminder after one
 * business hour and the reply-by promise all count with these, so evenings and weekends never
 * count against anyone. Public holidays are not known and count as business days.
 */
import { SITE } from '../../content/site';
import { fromCompanyLocalInput, toCompanyLocalInput } from './company-time';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

export interface Hours {
  days: ReadonlySet<number>;
  /** Minutes after local midnight. */
  open: number;
  close: number;
}

/** 'Mo-Fr 07:00-18:00' (schema.org openingHours, one range of days). */
export function parseHours(spec: string): Hours {
  const m = /^(Mo|Tu|We|Th|Fr|Sa|Su)-(Mo|Tu|We|Th|Fr|Sa|Su) (\d\d):(\d\d)-(\d\d):(\d\d)$/.exec(spec);
  if (!m) throw new Error(`hours not understood: ${spec}`);
  const [from, to] = [WEEKDAYS.indexOf(m[1]!), WEEKDAYS.indexOf(m[2]!)];
  const days = new Set<number>();
  for (let d = from; ; d = (d + 1) % 7) {
    days.add(d);
    if (d === to) break;
  }
  return { days, open: Number(m[3]) * 60 + Number(m[4]), close: Number(m[5]) * 60 + Number(m[6]) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as Ocala's calendar day (UTC midnight of that date) and minute of the day. */
function local(at: Date): { day: Date; minute: number } {
  const value = toCompanyLocalInput(at);
  const [y, mo, d] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return { day: new Date(Date.UTC(y, mo - 1, d)), minute: Number(value.slice(11, 13)) * 60 + Number(value.slice(14, 16)) };
}

const nextDay = (day: Date, n = 1) => new Date(day.getTime() + n * 86_400_000);

/** The instant of `minute` on Ocala's calendar `day`. */
function instant(day: Date, minute: number): Date {
  return new Date(fromCompanyLocalInput(`${day.toISOString().slice(0, 10)}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`)!);
}

/** Whole business minutes from `from` to `to` (0 when `to` is not later). */
export function businessMinutesBetween(from: Date, to: Date, spec: string = SITE.hoursSchema): number {
  if (to.getTime() <= from.getTime()) return 0;
  const hours = parseHours(spec);
  const a = local(from);
  const b = local(to);
  let total = 0;
  // Day by day, at most a year and a bit: older spans are no longer a matter of minutes.
  for (let day = a.day, i = 0; day.getTime() <= b.day.getTime() && i < 400; day = nextDay(day), i++) {
    if (!hours.days.has(day.getUTCDay())) continue;
    const start = Math.max(hours.open, day.getTime() === a.day.getTime() ? a.minute : 0);
    const end = Math.min(hours.close, day.getTime() === b.day.getTime() ? b.minute : 24 * 60);
    if (end > start) total += end - start;
  }
  return total;
}

/**
 * The instant `minutes` business minutes after `at` (from the next whole minute). With
 * `roundTo`, the answer is rounded up to that many minutes, never past closing time.
 */
export function addBusinessMinutes(at: Date, minutes: number, { spec = SITE.hoursSchema as string, roundTo = 1 } = {}): Date {
  const hours = parseHours(spec);
  const start = local(new Date(at.getTime() + 59_999));
  let clock = start.minute;
  let left = minutes;
  for (let i = 0; i < 14; i++, clock = 0) {
    const day = nextDay(start.day, i);
    if (!hours.days.has(day.getUTCDay())) continue;
    const from = Math.max(clock, hours.open);
    if (from >= hours.close) continue;
    if (from + left <= hours.close) return instant(day, Math.min(Math.ceil((from + left) / roundTo) * roundTo, hours.close));
    left -= hours.close - from;
  }
  throw new Error(`no business hours in two weeks: ${spec}`);
}

/** True when `at` falls within business hours (the minute after it counts as a business minute). */
export function isBusinessTime(at: Date, spec: string = SITE.hoursSchema): boolean {
  return businessMinutesBetween(at, new Date(at.getTime() + 60_000), spec) === 1;
}
