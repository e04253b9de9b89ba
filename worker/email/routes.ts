/**
 * The outbox for staff and automation (staff only, 401 otherwise; never cached), mounted at /api
 * (the staff key) and at /staff/api (behind the staff gate):
 *   GET /outbox       JSON array, newest first: {id, to, kind, subject, state, attempts, last_error,
 *                     created_at, sent_at, text}; `?to=` keeps the messages whose address contains
 *                     it, whatever its case; `?limit=` (1–500, 100 by default)
 *   GET /outbox/:id   one message with its HTML part as well, and what it is about
 */
import { needs } from '../staff/permissions';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError, onlyMethods } from '../http/errors';
import { noStore } from '../http/no-store';
import { requireStaff, staffApiError } from '../staff/door';
import { getOutboxMessage, listOutbox } from './store/outbox';

/** Longer than any address: it matches nothing anyway. */
const MAX_TO = 254;

const notFound = () => new ApiError(404, 'PGRST116', 'No message with this id', null, 'Ids come from GET /api/outbox.');

function limitOf(raw: string | undefined): number {
  if (raw === undefined) return 100;
  const n = /^[0-9]{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(n >= 1 && n <= 500)) throw new ApiError(400, '22023', 'limit must be a whole number from 1 to 500');
  return n;
}

export const outboxApi = new Hono<AppEnv>();

outboxApi.onError(staffApiError);

for (const path of ['/outbox', '/outbox/:id']) outboxApi.use(path, noStore, requireStaff('table outbox'));

outboxApi.get('/outbox', needs('outbox', 'read the outbox'), async (c) => {
  const to = (c.req.query('to') ?? '').trim().slice(0, MAX_TO);
  return c.json(await listOutbox(c.var.db, { to, limit: limitOf(c.req.query('limit')) }));
});

outboxApi.get('/outbox/:id', needs('outbox', 'read the outbox'), async (c) => {
  const message = await getOutboxMessage(c.var.db, c.req.param('id').slice(0, 64));
  if (!message) throw notFound();
  return c.json(message);
});

outboxApi.all('/outbox', onlyMethods('GET'));
outboxApi.all('/outbox/:id', onlyMethods('GET'));
