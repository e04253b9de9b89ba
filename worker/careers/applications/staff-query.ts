/**
 * The staff list's query string: `status`, `opening` (an opening's id, or `general` for
 * applications to no opening), `from` and `to` (days, YYYY-MM-DD, both inclusive, on the company's
 * calendar), `limit` and `offset`; anything else is refused with 400 (http/list-query.ts).
 */
import { dayRange } from '../../intake/staff-record';
import { APPLICATION_STATUSES } from '../../../shared/careers/careers';
import { type ListLimits, ListQuery, wholeNumber } from '../../http/list-query';
import type { ApplicationFilters } from './store/staff';

const PARAMS = ['status', 'opening', 'from', 'to', 'limit', 'offset'];

export function parseApplicationQuery(params: URLSearchParams, limits: ListLimits): ApplicationFilters {
  const q = new ListQuery(params, PARAMS);
  const filters: ApplicationFilters = q.paging(limits);
  const status = q.oneOf('status', APPLICATION_STATUSES);
  if (status) filters.status = status;
  const opening = q.text('opening');
  if (opening !== undefined) filters.opening = opening === 'general' ? 'general' : wholeNumber('opening', opening, 1, 2_000_000_000);
  return { ...filters, ...dayRange(q) };
}
