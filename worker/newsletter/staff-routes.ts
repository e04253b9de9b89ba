/**
 * Newsletter subscribers for staff (mounted at /staff/api; staff only, 401 otherwise; never cached):
 *   GET    /subscribers         JSON array, newest first: {id, email, created_at, source, confirmed_at}
 *                               (confirmed_at null: the signup is waiting for its confirmation link);
 *                               `?q=` keeps addresses containing the text, whatever its case
 *   GET    /subscribers.csv     the same list as a CSV download, with each address's unsubscribe link;
 *                               created_at and confirmed_at on Ocala's clock with its offset (2026-01-31T19:00:00.000-05:00)
 *   DELETE /subscribers/:id     204; 404 when there is no such subscriber
 */
import { needs } from '../staff/permissions';
import { Hono } from 'hono';
import { companyTimestamp } from '../../shared/time/company-time';
import type { Subscriber } from '../../shared/newsletter/subscriber';
import { removeSubscriberById, listSubscribers, type SubscriberRow } from './store';
import type { AppEnv } from '../env';
import { csvDownloadHeaders, toCsv } from '../http/csv';
import { ApiError, onlyMethods } from '../http/errors';
import { noStore } from '../http/no-store';
import { requireStaff, staffApiError } from '../staff/door';
import { unsubscribeUrl } from './unsubscribe-token';
import { recordAudit } from '../audit/record';
import { siteOrigin } from '../http/site-origin';

const CSV_COLUMNS = ['id', 'email', 'created_at', 'source', 'confirmed_at', 'unsubscribe_url'] as const;

/** A search longer than any address matches nothing anyway. */
const MAX_QUERY = 254;

const notFound = () => new ApiError(404, 'PGRST116', 'No subscriber with this id', null, 'Ids come from GET /staff/api/subscribers.');

const search = (q: string | undefined) => (q ?? '').trim().slice(0, MAX_QUERY);

const wire = ({ id, email, created_at, source, confirmed_at }: SubscriberRow): Subscriber => ({ id, email, created_at, source, confirmed_at });

const staffOnly = requireStaff('newsletter_subscribers');

export const staffSubscribersApi = new Hono<AppEnv>();

staffSubscribersApi.onError(staffApiError);

for (const path of ['/subscribers', '/subscribers.csv', '/subscribers/:id']) staffSubscribersApi.use(path, noStore, staffOnly);

staffSubscribersApi.get('/subscribers', needs('subscribers', 'read subscribers'), async (c) => {
  const rows = await listSubscribers(c.var.db, search(c.req.query('q')));
  return c.json(rows.map(wire));
});

staffSubscribersApi.get('/subscribers.csv', needs('subscribers', 'download subscribers'), async (c) => {
  const rows = await listSubscribers(c.var.db, search(c.req.query('q')));
  // The links go out in emails: they point at the public site, not at wherever staff opened this.
  const origin = siteOrigin(c.env);
  const withLinks = await Promise.all(
    rows.map(async (row) => ({
      ...wire(row),
      created_at: companyTimestamp(row.created_at),
      confirmed_at: row.confirmed_at ? companyTimestamp(row.confirmed_at) : '',
      unsubscribe_url: await unsubscribeUrl(c.env, origin, row.email),
    })),
  );
  return c.body(toCsv(CSV_COLUMNS, withLinks), 200, { ...csvDownloadHeaders('subscribers'), 'x-total-count': String(rows.length) });
});

staffSubscribersApi.delete('/subscribers/:id', needs('subscribers', 'remove subscribers'), async (c) => {
  const raw = c.req.param('id');
  const id = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || !(await removeSubscriberById(c.var.db, id))) throw notFound();
  // The address is not kept: removing it is the point.
  await recordAudit(c, { action: 'subscriber.delete', subjectType: 'subscriber', subjectId: id, summary: 'Removed a subscriber' });
  return c.body(null, 204);
});

staffSubscribersApi.all('/subscribers', onlyMethods('GET'));
staffSubscribersApi.all('/subscribers.csv', onlyMethods('GET'));
staffSubscribersApi.all('/subscribers/:id', onlyMethods('DELETE'));
