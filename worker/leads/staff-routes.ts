/**
 * The staff's view of the leads (never cached), at /api/leads with the staff key and at
 * /staff/api/leads behind the staff gate:
 *   GET   /api/leads        JSON, newest first: {leads, total, limit, offset}; filters in list-query.ts
 *   GET   /api/leads.csv    the same filters as a CSV download (csv.ts)
 *   GET   /api/leads/:id    one lead, with its repeats (`repeats`, oldest first), its timeline
 *                           (`events`), its time to first response (`first_response`) and the
 *                           emails about it (`emails`, from the outbox)
 *   PATCH /api/leads/:id    a stage change (shared/lead-pipeline.ts StageChange, pipeline.ts);
 *                           answers the lead as GET does
 *   POST  /api/leads/:id/notes  {note}: a staff note on the lead's timeline; 201 with the event
 * Every lead in a list carries its `first_response` too, so staff see who is still waiting.
 */
import { jsonBody, timelineEmails } from '../intake/staff-record';
import { timelineName } from '../../shared/staff-roles';
import { needs } from '../staff/permissions';
import { Hono } from 'hono';
import { LEAD_STATUSES } from '../../shared/lead';
import * as v from 'valibot';
import type { AppEnv, Db } from '../env';
import { csvDownloadHeaders } from '../http/csv';
import { ApiError } from '../http/errors';
import { changeStage, NoteBody, noteOnLead, responseOf, StageChangeBody } from './pipeline';
import { getLead, getLeadWithRepeats, listLeads } from './store/index';
import { eventsOf } from './store/pipeline';
import { leadsCsv } from './store/csv-columns';
import { parseLeadQuery } from './list-query';
import { requireStaff, STAFF_KEY_HINT } from '../staff/door';
import { recordAudit } from '../audit/record';
import { stageLabel } from '../audit/labels';

const staffOnly = requireStaff('table leads', STAFF_KEY_HINT);

const notFound = () => new ApiError(404, 'PGRST116', 'No lead with this id', null, 'Ids come from GET /api/leads.');

const params = (url: string) => new URL(url).searchParams;

/** One lead as staff read it: its row, repeats, timeline, time to first response and emails. */
async function leadView(db: Db, id: string) {
  const [lead, events, emails] = await Promise.all([getLeadWithRepeats(db, id), eventsOf(db, id), timelineEmails(db, `lead:${id}`)]);
  if (!lead) return null;
  return {
    ...lead,
    events,
    first_response: responseOf(lead),
    emails,
  };
}

export const leadsStaffApi = new Hono<AppEnv>()
  .get('/leads', needs('leads', 'read leads'), staffOnly, async (c) => {
    const filters = parseLeadQuery(params(c.req.url), { defaultLimit: 50, maxLimit: 500 });
    const { rows, total } = await listLeads(c.var.db, filters);
    const now = new Date();
    return c.json({ leads: rows.map((lead) => ({ ...lead, first_response: responseOf(lead, now) })), total, limit: filters.limit, offset: filters.offset });
  })
  .get('/leads.csv', needs('leads', 'download leads'), staffOnly, async (c) => {
    const filters = parseLeadQuery(params(c.req.url), { defaultLimit: 10_000, maxLimit: 10_000 });
    const { rows, total } = await listLeads(c.var.db, filters);
    return c.body(leadsCsv(rows), 200, { ...csvDownloadHeaders('leads'), 'x-total-count': String(total) });
  })
  .get('/leads/:id', needs('leads', 'read leads'), staffOnly, async (c) => {
    const lead = await leadView(c.var.db, c.req.param('id'));
    if (!lead) throw notFound();
    return c.json(lead);
  })
  .patch('/leads/:id', needs('leads', 'change leads'), staffOnly, async (c) => {
    const change = v.safeParse(StageChangeBody, await jsonBody(c));
    if (!change.success) {
      throw new ApiError(
        400,
        '22023',
        'Send {"status": ...} with walkthrough_at or lost_reason where the stage needs it',
        null,
        `status is one of: ${LEAD_STATUSES.join(', ')}.`,
      );
    }
    const before = await getLead(c.var.db, c.req.param('id'));
    if (!before) throw notFound();
    const changed = await changeStage(c.env, c.var.db, before.id, change.output, timelineName(c.var.actor));
    if (!changed) throw notFound();
    if (changed.status !== before.status || changed.walkthrough_at !== before.walkthrough_at || changed.lost_reason !== before.lost_reason) {
      // No name or address in the summary: the log keeps it a year, whatever becomes of the lead.
      const summary =
        changed.status === before.status
          ? `Changed the details of the lead's ${stageLabel(changed.status)} stage`
          : `Moved lead from ${stageLabel(before.status)} to ${stageLabel(changed.status)}`;
      await recordAudit(c, {
        action: 'lead.stage',
        subjectType: 'lead',
        subjectId: changed.id,
        summary,
        detail: { from: before.status, to: changed.status, walkthrough_at: changed.walkthrough_at },
      });
    }
    return c.json(await leadView(c.var.db, changed.id));
  })
  .post('/leads/:id/notes', needs('leads', 'add notes to leads'), staffOnly, async (c) => {
    const body = v.safeParse(NoteBody, await jsonBody(c));
    if (!body.success) throw new ApiError(400, '22023', 'Send {"note": "..."} and nothing else');
    const event = await noteOnLead(c.var.db, c.req.param('id'), body.output.note, timelineName(c.var.actor));
    if (!event) throw notFound();
    return c.json(event, 201);
  });
