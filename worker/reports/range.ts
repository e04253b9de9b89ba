/**
 * The days a report covers (?from=&to=, Ocala days, both included) and its weeks: each week's UTC
 * bounds are worked out here from Ocala's midnights (shared/time/company-time.ts), so a week that holds
 * a daylight-saving change is 167 or 169 hours long and a lead at 23:30 on a Sunday in Ocala
 * (04:30 UTC on Monday) stays in its week. D1 only compares stored UTC instants with these bounds.
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

export interface ReportRange {
  from: string;
  to: string;
  /** The range as UTC instants, start included, end excluded. */
  start: string;
  end: string;
  weeks: WeekBounds[];
}

const DAY_MS = 86_400_000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Calendar arithmetic on YYYY-MM-DD days (as UTC midnights, where every day is 24 hours). */
const dayMs = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(dayMs(day) + n * DAY_MS);

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
  return { from, to, start: iso(start), end: iso(end), weeks };
}
