/**
 * The staff's view of the leads (never cached), at /api/leads with the staff key and at
 * /staff/api/leads behind the staff gate:
 *   GET   /api/leads        JSON, newest first: {leads, total, limit, offset}; filters in list-query.ts
 *   GET   /api/leads.csv    the same filters as a CSV download (csv.ts)
 *   GET   /api/leads/:id    one lead, with its repeats (`repeats`, oldest first)
 *   PATCH /api/leads/:id    {status}: new, contacted, won, lost or spam; answers the lead as GET does
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { LEAD_STATUSES } from '../../shared/lead';
import type { AppEnv } from '../env';
import { csvDownloadHeaders } from '../http/csv';
import { ApiError } from '../http/errors';
import { getLeadWithRepeats, listLeads, setLeadStatus } from './store/index';
import { leadsCsv } from './store/csv-columns';
import { parseLeadQuery } from './list-query';
import { requireStaff, STAFF_KEY_HINT } from '../staff/door';

const staffOnly = requireStaff('table leads', STAFF_KEY_HINT);

const notFound = () => new ApiError(404, 'PGRST116', 'No lead with this id', null, 'Ids come from GET /api/leads.');

const StatusChange = v.strictObject({ status: v.picklist(LEAD_STATUSES) });

const params = (url: string) => new URL(url).searchParams;

export const leadsStaffApi = new Hono<AppEnv>()
  .get('/leads', staffOnly, async (c) => {
    const filters = parseLeadQuery(params(c.req.url), { defaultLimit: 50, maxLimit: 500 });
    const { rows, total } = await listLeads(c.var.db, filters);
    return c.json({ leads: rows, total, limit: filters.limit, offset: filters.offset });
  })
  .get('/leads.csv', staffOnly, async (c) => {
    const filters = parseLeadQuery(params(c.req.url), { defaultLimit: 10_000, maxLimit: 10_000 });
    const { rows, total } = await listLeads(c.var.db, filters);
    return c.body(leadsCsv(rows), 200, { ...csvDownloadHeaders('leads'), 'x-total-count': String(total) });
  })
  .get('/leads/:id', staffOnly, async (c) => {
    const lead = await getLeadWithRepeats(c.var.db, c.req.param('id'));
    if (!lead) throw notFound();
    return c.json(lead);
  })
  .patch('/leads/:id', staffOnly, async (c) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      throw new ApiError(415, 'PGRST102', 'Content-Type must be application/json');
    }
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
    }
    const change = v.safeParse(StatusChange, body);
    if (!change.success) throw new ApiError(400, '22023', 'Send {"status": ...} and nothing else', null, `status is one of: ${LEAD_STATUSES.join(', ')}.`);
    const lead = await setLeadStatus(c.var.db, c.req.param('id'), change.output.status);
    if (!lead) throw notFound();
    return c.json(lead);
  });
