/**
 * The audit log's query string: `action` (a group such as `post`, or one action such as
 * `post.publish`), `actor` (a person's id), `subject_type`, `subject_id`, `from` and `to` (days,
 * YYYY-MM-DD, both inclusive, on the company's calendar), `limit`, and either `offset` or `before`
 * (an entry's id: the entries older than it, for paging through a log that grows while it is read).
 * Anything else, or a value out of range, is refused with 400 and says what is allowed, as the
 * leads list does (leads/list-query.ts).
 */
import { companyDayEnd, companyDayStart, companyTimeLabel } from '../../shared/company-time';
import { ApiError } from '../http/errors';

export interface AuditFilters {
  /** `post` matches post and post.*; `post.publish` only itself. */
  action?: string;
  actorId?: string;
  subjectType?: string;
  subjectId?: string;
  /** Instants: from inclusive, until exclusive. */
  from?: string;
  until?: string;
  /** Entries with a smaller id only. */
  before?: number;
  limit: number;
  offset: number;
}

const PARAMS = ['action', 'actor', 'subject_type', 'subject_id', 'from', 'to', 'limit', 'offset', 'before'];

/** Action names are lower-case words joined by dots and dashes: no LIKE wildcard can slip in. */
const ACTION = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/;

const invalid = (message: string, hint: string) => new ApiError(400, '22023', message, null, hint);

function day(name: 'from' | 'to', value: string): string {
  const bound = name === 'from' ? companyDayStart(value) : companyDayEnd(value);
  if (!bound) {
    throw invalid(`"${name}" must be a day written YYYY-MM-DD`, `e.g. from=2026-01-01&to=2026-01-31 (both days included, ${companyTimeLabel()}).`);
  }
  return bound.toISOString();
}

function wholeNumber(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d{1,15}$/.test(value) || n < min || n > max) throw invalid(`"${name}" must be a whole number from ${min} to ${max}`, `e.g. ${name}=${min}`);
  return n;
}

function text(name: string, value: string): string {
  if (value.length === 0 || value.length > 200) throw invalid(`"${name}" must be 1 to 200 characters`, `Leave ${name} out to match every entry.`);
  return value;
}

export function parseAuditQuery(params: URLSearchParams, limits: { defaultLimit: number; maxLimit: number }): AuditFilters {
  for (const name of new Set(params.keys())) {
    if (!PARAMS.includes(name)) throw invalid(`Unknown parameter "${name.slice(0, 40)}"`, `Filters: ${PARAMS.join(', ')}.`);
    if (params.getAll(name).length > 1) throw invalid(`"${name}" is given more than once`, 'Give each filter once.');
  }
  const filters: AuditFilters = { limit: limits.defaultLimit, offset: 0 };
  const action = params.get('action');
  if (action !== null) {
    if (action.length > 60 || !ACTION.test(action)) throw invalid('"action" must be an action or a group of actions', 'e.g. action=post or action=lead.stage');
    filters.action = action;
  }
  const actor = params.get('actor');
  if (actor !== null) filters.actorId = text('actor', actor);
  const subjectType = params.get('subject_type');
  if (subjectType !== null) filters.subjectType = text('subject_type', subjectType);
  const subjectId = params.get('subject_id');
  if (subjectId !== null) filters.subjectId = text('subject_id', subjectId);
  const from = params.get('from');
  if (from !== null) filters.from = day('from', from);
  const to = params.get('to');
  if (to !== null) filters.until = day('to', to);
  const limit = params.get('limit');
  if (limit !== null) filters.limit = wholeNumber('limit', limit, 1, limits.maxLimit);
  const offset = params.get('offset');
  const before = params.get('before');
  if (offset !== null && before !== null)
    throw invalid('Give "offset" or "before", not both', 'before=<id> pages from an entry; offset counts from the newest.');
  if (offset !== null) filters.offset = wholeNumber('offset', offset, 0, 100_000_000);
  if (before !== null) filters.before = wholeNumber('before', before, 1, Number.MAX_SAFE_INTEGER);
  return filters;
}
