/**
 * The outbox for staff and automation (staff only, 401 otherwise; never cached), mounted at /api
 * (the staff key) and at /staff/api (behind the staff gate):
 *   GET /outbox       JSON array, newest first: {id, to, kind, subject, state, attempts, last_error,
 *                     created_at, sent_at, text, attachments: [{filename, type, url}]}; `?to=` keeps
 *                     the messages whose address contains it, whatever its case; `?limit=` (1–500,
 *                     100 by default)
 *   GET /outbox/:id   one message with its HTML part as well, and what it is about
 *   GET /outbox/:id/attachments/:n   the n-th file sent with it (0 first), as a download in its own
 *                     type (a calendar invitation: text/calendar), never cached
 */
import { needs } from '../staff/permissions';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError, onlyMethods } from '../http/errors';
import { noStore } from '../http/no-store';
import { requireStaff, staffApiError } from '../staff/door';
import { getOutboxAttachment, getOutboxMessage, listOutbox } from './store/outbox';

/** Longer than any address: it matches nothing anyway. */
const MAX_TO = 254;

const notFound = () => new ApiError(404, 'PGRST116', 'No message with this id', null, 'Ids come from GET /api/outbox.');

/** Where this app is mounted (/api for the staff key, /staff/api for the staff app): attachment links point back through the same door. */
const mountOf = (path: string) => (path.startsWith('/staff/api/') ? '/staff/api' : '/api');

/** A file name as a Content-Disposition header can carry it: ASCII letters, digits, dot, dash and underscore. */
const safeFilename = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'attachment';

function limitOf(raw: string | undefined): number {
  if (raw === undefined) return 100;
  const n = /^[0-9]{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(n >= 1 && n <= 500)) throw new ApiError(400, '22023', 'limit must be a whole number from 1 to 500');
  return n;
}

export const outboxApi = new Hono<AppEnv>();

outboxApi.onError(staffApiError);

for (const path of ['/outbox', '/outbox/:id', '/outbox/:id/attachments/:n']) outboxApi.use(path, noStore, requireStaff('table outbox'));

outboxApi.get('/outbox', needs('outbox', 'read the outbox'), async (c) => {
  const to = (c.req.query('to') ?? '').trim().slice(0, MAX_TO);
  return c.json(await listOutbox(c.var.db, { to, limit: limitOf(c.req.query('limit')), base: mountOf(c.req.path) }));
});

outboxApi.get('/outbox/:id', needs('outbox', 'read the outbox'), async (c) => {
  const message = await getOutboxMessage(c.var.db, c.req.param('id').slice(0, 64), mountOf(c.req.path));
  if (!message) throw notFound();
  return c.json(message);
});

outboxApi.get('/outbox/:id/attachments/:n', needs('outbox', 'read the outbox'), async (c) => {
  const n = /^[0-9]{1,2}$/.test(c.req.param('n')) ? Number(c.req.param('n')) : -1;
  const file = n >= 0 ? await getOutboxAttachment(c.var.db, c.req.param('id').slice(0, 64), n) : undefined;
  if (!file) throw new ApiError(404, 'PGRST116', 'No such attachment', null, 'Attachments are listed with their url in GET /api/outbox.');
  const binary = file.encoding === 'base64';
  const body = binary ? Uint8Array.from(atob(file.content), (ch) => ch.charCodeAt(0)) : file.content;
  return c.body(body as string, 200, {
    'content-type': binary || /charset=/i.test(file.type) ? file.type : `${file.type}; charset=utf-8`,
    'content-disposition': `attachment; filename="${safeFilename(file.filename)}"`,
    'x-content-type-options': 'nosniff',
  });
});

outboxApi.all('/outbox', onlyMethods('GET'));
outboxApi.all('/outbox/:id', onlyMethods('GET'));
outboxApi.all('/outbox/:id/attachments/:n', onlyMethods('GET'));
