/**
 * The staff list's query string: `status`, `kind`, `from` and `to` (days, YYYY-MM-DD, both
 * inclusive, on the company's calendar), `limit` and `offset`; anything else is refused with 400
 * (http/list-query.ts).
 */
import { dayRange } from '../intake/staff-record';
import { LEAD_KINDS, LEAD_STATUSES } from '../../shared/leads/lead';
import { type ListLimits, ListQuery } from '../http/list-query';
import type { LeadFilters } from './store/index';

const PARAMS = ['status', 'kind', 'from', 'to', 'limit', 'offset'];

export function parseLeadQuery(params: URLSearchParams, limits: ListLimits): LeadFilters {
  const q = new ListQuery(params, PARAMS);
  const filters: LeadFilters = q.paging(limits);
  const status = q.oneOf('status', LEAD_STATUSES);
  if (status) filters.status = status;
  const kind = q.oneOf('kind', LEAD_KINDS);
  if (kind) filters.kind = kind;
  return { ...filters, ...dayRange(q) };
}
