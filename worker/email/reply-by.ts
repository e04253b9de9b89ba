/**
 * When we promise to answer: one business hour after a request arrives, counted only in the
 * company's hours (SITE.hoursSchema, 'Mo-Fr 07:00-18:00') on Ocala's clock (shared/company-time.ts),
 * rounded up to the quarter hour. A request at 10:20 on a Tuesday is answered by 11:30 that day;
 * one at 17:30 by 7:30 the next business morning; one on a Saturday by 8:00 on Monday.
 */
import { SITE } from '../../content/site';
import { COMPANY_TIME_ZONE, fromCompanyLocalInput, toCompanyLocalInput } from '../../shared/company-time';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

interface Hours {
  days: ReadonlySet<number>;
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

/** The instant we answer by, for a request that arrived at `at`. */
export function replyBy(at: Date, spec: string = SITE.hoursSchema, minutes = 60): Date {
  const hours = parseHours(spec);
  // To the next whole minute, so the promise is never shorter than the hour.
  const local = toCompanyLocalInput(new Date(at.getTime() + 59_999));
  const [y, mo, d] = local.slice(0, 10).split('-').map(Number) as [number, number, number];
  let clock = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
  let left = minutes;
  for (let i = 0; i < 14; i++, clock = 0) {
    const day = new Date(Date.UTC(y, mo - 1, d + i));
    if (!hours.days.has(day.getUTCDay())) continue;
    const start = Math.max(clock, hours.open);
    if (start >= hours.close) continue;
    if (start + left <= hours.close) {
      const due = Math.min(Math.ceil((start + left) / 15) * 15, hours.close);
      const iso = fromCompanyLocalInput(`${day.toISOString().slice(0, 10)}T${pad(Math.floor(due / 60))}:${pad(due % 60)}`);
      return new Date(iso!);
    }
    left -= hours.close - start;
  }
  throw new Error(`no business hours in two weeks: ${spec}`);
}

const WHEN = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Wednesday, Nov 26, 11:30 AM', on Ocala's clock. */
export const replyByText = (at: Date): string => WHEN.format(at);
