/**
 * The staff list's query string: `status`, `kind`, `from` and `to` (days, YYYY-MM-DD, both
 * inclusive, on the company's calendar), `owner` (a person's id, or `me` for the person signed
 * in), `due=today` (a next step due today or earlier, Ocala's day), `limit` and `offset`; anything
 * else is refused with 400 (http/list-query.ts).
 */
import { dayRange } from '../intake/staff-record';
import { LEAD_KINDS, LEAD_STATUSES } from '../../shared/leads/lead';
import type { StaffActor } from '../../shared/staff/staff-roles';
import { companyDay } from '../../shared/time/company-time';
import { ApiError } from '../http/errors';
import { type ListLimits, ListQuery } from '../http/list-query';
import type { LeadFilters } from './store/index';

const PARAMS = ['status', 'kind', 'from', 'to', 'owner', 'due', 'limit', 'offset'];

/** Who `owner` names: `me` is the actor, who must be a person (the staff key owns nothing). */
function ownerOf(q: ListQuery, actor: StaffActor | null): string | undefined {
  const owner = q.text('owner')?.trim();
  if (owner === undefined) return undefined;
  if (owner === 'me') {
    if (actor?.kind !== 'person')
      throw new ApiError(400, '22023', 'owner=me needs a person signed in', null, 'The staff key owns no leads: send owner=<person id>.');
    return actor.id;
  }
  if (!/^[\w-]{1,64}$/.test(owner)) throw new ApiError(400, '22023', 'Unknown owner', null, 'Send owner=me, or a person’s id.');
  return owner;
}

export function parseLeadQuery(params: URLSearchParams, limits: ListLimits, actor: StaffActor | null = null, now = new Date()): LeadFilters {
  const q = new ListQuery(params, PARAMS);
  const filters: LeadFilters = q.paging(limits);
  const status = q.oneOf('status', LEAD_STATUSES);
  if (status) filters.status = status;
  const kind = q.oneOf('kind', LEAD_KINDS);
  if (kind) filters.kind = kind;
  const owner = ownerOf(q, actor);
  if (owner !== undefined) filters.owner = owner;
  if (q.oneOf('due', ['today'])) filters.dueBy = companyDay(now);
  return { ...filters, ...dayRange(q) };
}
