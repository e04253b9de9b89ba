/**
 * The audit log's query string: `action` (a group such as `post`, or one action such as
 * `post.publish`), `actor` (a person's id), `subject_type`, `subject_id`, `from` and `to` (days,
 * YYYY-MM-DD, both inclusive, on the company's calendar), `limit`, and either `offset` or `before`
 * (an entry's id: the entries older than it, for paging through a log that grows while it is read).
 * Anything else, or a value out of range, is refused with 400 (http/list-query.ts).
 */
import { ApiError } from '../http/errors';
import { type ListLimits, ListQuery, wholeNumber } from '../http/list-query';

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

function text(q: ListQuery, name: string): string | undefined {
  const value = q.text(name);
  if (value !== undefined && (value.length === 0 || value.length > 200))
    throw invalid(`"${name}" must be 1 to 200 characters`, `Leave ${name} out to match every entry.`);
  return value;
}

export function parseAuditQuery(params: URLSearchParams, limits: ListLimits): AuditFilters {
  const q = new ListQuery(params, PARAMS);
  const before = q.text('before');
  if (before !== undefined && q.text('offset') !== undefined) {
    throw invalid('Give "offset" or "before", not both', 'before=<id> pages on from an entry; offset counts from the newest.');
  }
  const filters: AuditFilters = q.paging(limits);
  const action = q.text('action');
  if (action !== undefined) {
    if (action.length > 60 || !ACTION.test(action)) throw invalid('"action" must be an action or a group of actions', 'e.g. action=post or action=lead.stage');
    filters.action = action;
  }
  const actor = text(q, 'actor');
  if (actor) filters.actorId = actor;
  const subjectType = text(q, 'subject_type');
  if (subjectType) filters.subjectType = subjectType;
  const subjectId = text(q, 'subject_id');
  if (subjectId) filters.subjectId = subjectId;
  const from = q.day('from');
  if (from) filters.from = from;
  const until = q.day('to');
  if (until) filters.until = until;
  if (before !== undefined) filters.before = wholeNumber('before', before, 1, 999_999_999);
  return filters;
}
