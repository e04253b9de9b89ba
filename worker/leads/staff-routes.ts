/**
 * The staff's view of the leads, at /api/leads with the staff key and at /staff/api/leads behind
 * the staff gate: the routes every form kind has (worker/intake/staff-routes.ts), declared for
 * leads. A lead as staff read it carries its repeats (`repeats`, oldest first), its timeline
 * (`events`), its time to first response (`first_response`, also on every lead of a list, so staff
 * see who is still waiting) and the emails about it (`emails`, from the outbox). A stage change is
 * shared/leads/lead-pipeline.ts StageChange (pipeline.ts); the list's filters are in list-query.ts.
 */
import { LEAD_STATUSES } from '../../shared/leads/lead';
import type { LeadDetail, LeadListItem } from '../../shared/leads/staff-api';
import type { Db } from '../env';
import { stageLabel } from '../audit/labels';
import { formKindStaffRoutes } from '../intake/staff-routes';
import { timelineMessages } from '../intake/staff-record';
import { changeStage, responseOf, StageChangeBody } from './pipeline';
import { parseLeadQuery } from './list-query';
import { getLeadWithRepeats, listLeads } from './store/index';
import { leadsCsv } from './store/csv-columns';
import { addNote, eventsOf } from './store/pipeline';
import { personName } from './store/sale';

/** One lead as staff read it: its row, owner's name, repeats, timeline, time to first response, emails and texts. */
export async function leadView(db: Db, id: string): Promise<LeadDetail | null> {
  const [lead, events] = await Promise.all([getLeadWithRepeats(db, id), eventsOf(db, id)]);
  if (!lead) return null;
  const owner_name = await personName(db, lead.owner_id);
  return { ...lead, owner_name, events, first_response: responseOf(lead), ...(await timelineMessages(db, `lead:${id}`, lead.phone)) };
}

export const leadsStaffApi = formKindStaffRoutes({
  name: 'leads',
  one: 'lead',
  permissions: { read: 'leads', change: 'leads' },
  filters: parseLeadQuery,
  list: listLeads,
  listItem: (lead, now): LeadListItem => ({ ...lead, first_response: responseOf(lead, now) }),
  csv: leadsCsv,
  view: leadView,
  stage: {
    body: StageChangeBody,
    refused: {
      message: 'Send {"status": ...} with walkthrough_at, or lost_category and lost_reason, where the stage needs it',
      hint: `status is one of: ${LEAD_STATUSES.join(', ')}.`,
    },
    change: (c, id, change, by) => changeStage(c.env, c.var.db, id, change, by),
    audit: (before, after) => {
      const same = (['status', 'walkthrough_at', 'lost_reason', 'lost_category'] as const).every((f) => after[f] === before[f]);
      if (same) return null;
      // No name or address in the summary: the log keeps it a year, whatever becomes of the lead.
      return {
        action: 'lead.stage',
        subjectType: 'lead',
        subjectId: after.id,
        summary:
          after.status === before.status
            ? `Changed the details of the lead's ${stageLabel(after.status)} stage`
            : `Moved lead from ${stageLabel(before.status)} to ${stageLabel(after.status)}`,
        detail: {
          from: before.status,
          to: after.status,
          walkthrough_at: after.walkthrough_at,
          ...(after.status === 'lost' ? { lost_category: after.lost_category } : {}),
        },
      };
    },
  },
  note: addNote,
  textTo: async (db, id) => {
    const lead = await getLeadWithRepeats(db, id);
    return lead ? { phone: lead.phone, locale: 'en' } : null;
  },
});
