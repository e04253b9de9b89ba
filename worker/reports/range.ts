/**
 * The days a report covers (?from=&to=, Ocala days, both included) and its weeks: each week's UTC
 * bounds are worked out here from Ocala's midnights (shared/time/company-time.ts), so a week that holds
 * a daylight-saving change is 167 or 169 hours long and a lead at 23:30 on a Sunday in Ocala
 * (04:30 UTC on Monday) stays in its week; months are bounded the same way. D1 only compares stored
 * UTC instants with these bounds.
 */
import { companyDay, companyDayEnd, companyDayStart } from '../../shared/time/company-time';
import { DEFAULT_FULL_WEEKS, MAX_REPORT_YEARS } from '../../shared/leads/report';
import { ApiError } from '../http/errors';

export interface WeekBounds {
  /** The Monday the week starts on (YYYY-MM-DD). */
  week: string;
  /** UTC instants (ISO 8601): the week's part of the range, start included, end excluded. */
  start: string;
  end: string;
}

export interface MonthBounds {
  /** The Ocala month, YYYY-MM. */
  month: string;
  /** UTC instants: the month's part of the range, start included, end excluded. */
  start: string;
  end: string;
}

export interface ReportRange {
  from: string;
  to: string;
  /** The range as UTC instants, start included, end excluded. */
  start: string;
  end: string;
  weeks: WeekBounds[];
  /** Every Ocala month the range touches, oldest first (what was won is counted by month). */
  months: MonthBounds[];
}

const DAY_MS = 86_400_000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Calendar arithmetic on YYYY-MM-DD days (as UTC midnights, where every day is 24 hours). */
const dayMs = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(dayMs(day) + n * DAY_MS);

/** The first day of the month after the one a day falls in. */
export function nextMonthOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12 ? `${String(year + 1).padStart(4, '0')}-01-01` : `${day.slice(0, 4)}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The Monday of the week a day falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(dayMs(day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

const badRange = (message: string, details: string | null = null) =>
  new ApiError(400, '22007', message, details, 'Send from and to as Ocala days, YYYY-MM-DD, from not after to, at most two years apart.');

function day(params: URLSearchParams, name: 'from' | 'to'): string | null {
  const value = params.get(name);
  if (value === null || value === '') return null;
  if (!DAY_RE.test(value) || !companyDayStart(value)) throw badRange(`${name} is not a day`, `Got “${value.slice(0, 40)}”.`);
  return value;
}

/**
 * The range asked for: by default the last DEFAULT_FULL_WEEKS full weeks and this week so far;
 * a missing end is today, a missing start the same number of weeks before the end's week.
 */
export function parseReportRange(params: URLSearchParams, now = new Date()): ReportRange {
  const to = day(params, 'to') ?? companyDay(now);
  const from = day(params, 'from') ?? addDays(mondayOf(to), -7 * DEFAULT_FULL_WEEKS);
  if (from > to) throw badRange('from is after to', `from ${from}, to ${to}.`);
  const limit = `${String(Number(from.slice(0, 4)) + MAX_REPORT_YEARS).padStart(4, '0')}${from.slice(4)}`;
  if (to >= limit) throw badRange('The range is longer than two years', `from ${from}, to ${to}.`);

  const start = companyDayStart(from)!.getTime();
  const end = companyDayEnd(to)!.getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const weeks: WeekBounds[] = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) {
    const weekStart = companyDayStart(monday)!.getTime();
    const weekEnd = companyDayStart(addDays(monday, 7))!.getTime();
    weeks.push({ week: monday, start: iso(Math.max(weekStart, start)), end: iso(Math.min(weekEnd, end)) });
  }
  const months: MonthBounds[] = [];
  for (let first = `${from.slice(0, 7)}-01`; first <= to; first = nextMonthOf(first)) {
    const monthStart = companyDayStart(first)!.getTime();
    const monthEnd = companyDayStart(nextMonthOf(first))!.getTime();
    months.push({ month: first.slice(0, 7), start: iso(Math.max(monthStart, start)), end: iso(Math.min(monthEnd, end)) });
  }
  return { from, to, start: iso(start), end: iso(end), weeks, months };
}
