/**
 * The staff list's query string: `status`, `opening` (an opening's id, or `general` for
 * applications to no opening), `from` and `to` (days, YYYY-MM-DD, both inclusive, on Ocala's
 * calendar: shared/company-time.ts), `limit` and `offset`. Anything else, or a value out of range,
 * is refused with 400 and says what is allowed, so a mistyped filter never silently shows every
 * application.
 */
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../shared/careers';
import { companyDayEnd, companyDayStart, companyTimeLabel } from '../../../shared/company-time';
import { ApiError } from '../../http/errors';
import type { ApplicationFilters } from './store/staff';

const PARAMS = ['status', 'opening', 'from', 'to', 'limit', 'offset'];

const invalid = (message: string, hint: string) => new ApiError(400, '22023', message, null, hint);

/** A company day's bound as an instant: `from` its first, `to` the first after it. */
function day(name: 'from' | 'to', value: string): string {
  const bound = name === 'from' ? companyDayStart(value) : companyDayEnd(value);
  if (!bound) {
    throw invalid(`"${name}" must be a day written YYYY-MM-DD`, `e.g. from=2026-01-01&to=2026-01-31 (both days included, ${companyTimeLabel()}).`);
  }
  return bound.toISOString();
}

function wholeNumber(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d{1,9}$/.test(value) || n < min || n > max) throw invalid(`"${name}" must be a whole number from ${min} to ${max}`, `e.g. ${name}=${min}`);
  return n;
}

export function parseApplicationQuery(params: URLSearchParams, limits: { defaultLimit: number; maxLimit: number }): ApplicationFilters {
  for (const name of new Set(params.keys())) {
    if (!PARAMS.includes(name)) throw invalid(`Unknown parameter "${name.slice(0, 40)}"`, `Filters: ${PARAMS.join(', ')}.`);
    if (params.getAll(name).length > 1) throw invalid(`"${name}" is given more than once`, 'Give each filter once.');
  }
  const filters: ApplicationFilters = { limit: limits.defaultLimit, offset: 0 };
  const status = params.get('status');
  if (status !== null) {
    if (!(APPLICATION_STATUSES as readonly string[]).includes(status)) throw invalid('Unknown status', `One of: ${APPLICATION_STATUSES.join(', ')}.`);
    filters.status = status as ApplicationStatus;
  }
  const opening = params.get('opening');
  if (opening !== null) {
    filters.opening = opening === 'general' ? 'general' : wholeNumber('opening', opening, 1, 2_000_000_000);
  }
  const from = params.get('from');
  if (from !== null) filters.from = day('from', from);
  const to = params.get('to');
  if (to !== null) filters.until = day('to', to);
  const limit = params.get('limit');
  if (limit !== null) filters.limit = wholeNumber('limit', limit, 1, limits.maxLimit);
  const offset = params.get('offset');
  if (offset !== null) filters.offset = wholeNumber('offset', offset, 0, 100_000_000);
  return filters;
}
