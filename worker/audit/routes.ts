/**
 * The audit log for owners and editors (never cached), at /api with the staff key and at
 * /staff/api behind the staff gate:
 *   GET /audit          JSON, newest first: {entries, total, limit, offset, next_before}; filters in query.ts
 *   GET /audit.csv      the same filters as a CSV download (http/csv.ts: no cell runs as a formula)
 *   GET /audit/people   the people the log names, [{id, label}], for the screen's filter
 * The log is written only by the actions it records (record.ts): there is no route that writes,
 * changes or deletes an entry (405), and a signed-in author is refused with 403.
 */
import { needs } from '../staff/permissions';
import { type Context, Hono } from 'hono';
import { companyTimestamp } from '../../shared/time/company-time';
import type { AppEnv } from '../env';
import { csvDownloadHeaders, toCsv } from '../http/csv';
import { onlyMethods } from '../http/errors';
import { noStore } from '../http/no-store';
import { requireStaff, staffApiError } from '../staff/door';
import { parseAuditQuery } from './query';
import { type AuditEntryRow, auditPeople, listAudit } from './store';

const params = (c: Context<AppEnv>) => new URL(c.req.url).searchParams;

const CSV_COLUMNS = ['id', 'at', 'actor', 'actor_id', 'action', 'subject_type', 'subject_id', 'summary', 'detail', 'ip'] as const;

function csvRow(row: AuditEntryRow): Record<(typeof CSV_COLUMNS)[number], string | number> {
  return { ...row, actor_id: row.actor_id ?? '', at: companyTimestamp(row.at), detail: JSON.stringify(row.detail) };
}

export const auditApi = new Hono<AppEnv>();

auditApi.onError(staffApiError);

// Staff first (401), then the permission (403): the staff key acts as an owner.
for (const path of ['/audit', '/audit.csv', '/audit/*']) auditApi.use(path, needs('audit', 'read the audit log'), noStore, requireStaff('table audit_log'));

auditApi.get('/audit', async (c) => {
  const filters = parseAuditQuery(params(c), { defaultLimit: 50, maxLimit: 500 });
  const { rows, total } = await listAudit(c.var.db, filters);
  const last = rows.at(-1);
  return c.json({ entries: rows, total, limit: filters.limit, offset: filters.offset, next_before: rows.length === filters.limit && last ? last.id : null });
});

auditApi.get('/audit.csv', async (c) => {
  const filters = parseAuditQuery(params(c), { defaultLimit: 10_000, maxLimit: 10_000 });
  const { rows, total } = await listAudit(c.var.db, filters);
  return c.body(toCsv(CSV_COLUMNS, rows.map(csvRow)), 200, { ...csvDownloadHeaders('audit-log'), 'x-total-count': String(total) });
});

auditApi.get('/audit/people', async (c) => c.json(await auditPeople(c.var.db)));

auditApi.all('/audit', onlyMethods('GET'));
auditApi.all('/audit.csv', onlyMethods('GET'));
auditApi.all('/audit/*', onlyMethods('GET'));
