/**
 * The staff list's query string: `status`, `kind`, `from` and `to` (days, YYYY-MM-DD, both
 * inclusive, on the company's calendar: shared/company-time.ts), `limit` and `offset`. Anything
 * else, or a value out of range, is refused with 400 and says what is allowed, so a mistyped
 * filter never silently shows every lead.
 */
import { companyDayEnd, companyDayStart, companyTimeLabel } from '../../shared/company-time';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '../../shared/lead';
import { ApiError } from '../http/errors';
import type { LeadFilters } from './store/index';

const PARAMS = ['status', 'kind', 'from', 'to', 'limit', 'offset'];

const invalid = (message: string, hint: string) => new ApiError(400, '22023', message, null, hint);

/** A company day's bound as an instant: `from` its first, `to` the first after it (a day is 23 or 25 hours on a daylight-saving change). */
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

export function parseLeadQuery(params: URLSearchParams, limits: { defaultLimit: number; maxLimit: number }): LeadFilters {
  for (const name of new Set(params.keys())) {
    if (!PARAMS.includes(name)) throw invalid(`Unknown parameter "${name.slice(0, 40)}"`, `Filters: ${PARAMS.join(', ')}.`);
    if (params.getAll(name).length > 1) throw invalid(`"${name}" is given more than once`, 'Give each filter once.');
  }
  const filters: LeadFilters = { limit: limits.defaultLimit, offset: 0 };
  const status = params.get('status');
  if (status !== null) {
    if (!(LEAD_STATUSES as readonly string[]).includes(status)) throw invalid('Unknown status', `One of: ${LEAD_STATUSES.join(', ')}.`);
    filters.status = status as LeadStatus;
  }
  const kind = params.get('kind');
  if (kind !== null) {
    if (!(LEAD_KINDS as readonly string[]).includes(kind)) throw invalid('Unknown kind', `One of: ${LEAD_KINDS.join(', ')}.`);
    filters.kind = kind as LeadKind;
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
