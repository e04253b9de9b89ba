/**
 * PATCH /leads/:id/sale, at /staff/api behind the staff gate and at /api with the staff key: a
 * lead's sale details (shared/leads/lead-sale.ts SaleChange: owner, monthly value, expected close,
 * next step and its due day). Every field is checked before anything is written: a refusal is one
 * 400 naming each field wrong (`details`, JSON by field) and changes nothing. A change lands on the
 * lead's timeline as a note by whoever made it, is audited (`lead.sale`, without the prospect's
 * details), and answers the lead as GET /leads/:id does. A new next step is reminded of anew.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { calendarDay, companyDay } from '../../shared/time/company-time';
import { moneyText, type SaleChange, type SaleField, saleProblems } from '../../shared/leads/lead-sale';
import { can, STAFF_ROLES, timelineName } from '../../shared/staff/staff-roles';
import { recordAudit } from '../audit/record';
import type { AppEnv } from '../env';
import { ApiError, onlyMethods } from '../http/errors';
import { noStore } from '../http/no-store';
import { jsonBody } from '../intake/staff-record';
import { activePeopleIn } from '../people/store';
import { requireStaff } from '../staff/door';
import { needs } from '../staff/permissions';
import { leadView } from './staff-routes';
import { getLead, type LeadRow } from './store/index';
import { personName, type SaleUpdate, writeSaleChange } from './store/sale';

/** What each field must be, as a refusal says it. */
const FIELDS: Record<SaleField, string> = {
  owner_id: 'the id of an active person who works on leads, or "" for nobody',
  monthly_value_cents: 'a whole number of cents, or null',
  expected_close: 'a day written YYYY-MM-DD, or null',
  next_step: 'text',
  next_step_due: 'a day written YYYY-MM-DD, or null',
};
const FIELD_NAMES = Object.keys(FIELDS) as SaleField[];
const HINT = `Send any of: ${FIELD_NAMES.join(', ')}. Nothing was saved.`;

const SaleBody = v.strictObject({
  owner_id: v.optional(v.string()),
  monthly_value_cents: v.optional(v.nullable(v.number())),
  expected_close: v.optional(v.nullable(v.string())),
  next_step: v.optional(v.string()),
  next_step_due: v.optional(v.nullable(v.string())),
});

/** Who may own a sale: the roles that work on leads. */
const OWNER_ROLES = STAFF_ROLES.filter((r) => can(r, 'leads'));

function refused(problems: Partial<Record<SaleField, string>>): ApiError {
  return new ApiError(400, '22023', Object.values(problems).join(' '), JSON.stringify(problems), HINT);
}

/** The body as a SaleChange, or the refusal naming the field it cannot read. */
function readBody(body: unknown): SaleChange {
  const parsed = v.safeParse(SaleBody, body);
  if (!parsed.success) {
    const key = String(parsed.issues[0]?.path?.[0]?.key ?? '');
    if (!(key in FIELDS)) throw new ApiError(400, '22023', key ? `Unknown field "${key.slice(0, 40)}"` : 'Send a JSON object', null, HINT);
    throw refused({ [key]: `Send ${key} as ${FIELDS[key as SaleField]}.` });
  }
  if (Object.keys(parsed.output).length === 0) throw new ApiError(400, '22023', 'Send at least one sale detail to change', null, HINT);
  return parsed.output;
}

/** What the change writes: only the fields that differ, trimmed; a new step is reminded of anew. */
function updateOf(lead: LeadRow, change: SaleChange): SaleUpdate {
  const next = {
    owner_id: change.owner_id?.trim(),
    monthly_value_cents: change.monthly_value_cents,
    expected_close: change.expected_close,
    next_step: change.next_step?.trim(),
    next_step_due: change.next_step_due,
  };
  const update: SaleUpdate = {};
  for (const field of FIELD_NAMES) {
    const value = next[field];
    if (value !== undefined && value !== lead[field]) Object.assign(update, { [field]: value });
  }
  if (update.next_step !== undefined || update.next_step_due !== undefined) update.next_step_reminded_at = null;
  return update;
}

/** The timeline's note of a change, one line a detail. */
function noteOf(update: SaleUpdate, after: { next_step: string; next_step_due: string | null }, ownerName: string): string {
  const lines: string[] = [];
  if (update.owner_id !== undefined) lines.push(update.owner_id ? `Owner: ${ownerName}` : 'Owner: nobody');
  if (update.monthly_value_cents !== undefined)
    lines.push(update.monthly_value_cents === null ? 'Monthly value cleared' : `Monthly value: ${moneyText(update.monthly_value_cents)}`);
  if (update.expected_close !== undefined)
    lines.push(update.expected_close ? `Expected close: ${calendarDay(update.expected_close)}` : 'Expected close cleared');
  if (update.next_step !== undefined || update.next_step_due !== undefined)
    lines.push(after.next_step ? `Next step: ${after.next_step} (due ${calendarDay(after.next_step_due)})` : 'Next step cleared');
  return lines.join('\n');
}

const WORDS: Record<SaleField, string> = {
  owner_id: 'owner',
  monthly_value_cents: 'monthly value',
  expected_close: 'expected close',
  next_step: 'next step',
  next_step_due: 'next step',
};

export const leadSaleApi = new Hono<AppEnv>()
  .patch('/leads/:id/sale', needs('leads', 'change leads'), noStore, requireStaff('table leads'), async (c) => {
    const change = readBody(await jsonBody(c));
    const db = c.var.db;
    const lead = await getLead(db, c.req.param('id'));
    if (!lead) throw new ApiError(404, 'PGRST116', 'No lead with this id', null, 'Ids come from GET /api/leads.');
    const problems = saleProblems(change, lead, companyDay(new Date()));
    const owner = change.owner_id?.trim();
    if (owner && owner !== lead.owner_id && !(await activePeopleIn(db, OWNER_ROLES)).some((p) => p.id === owner)) {
      problems.owner_id = 'Choose an owner among the active staff who work on leads.';
    }
    if (Object.keys(problems).length > 0) throw refused(problems);

    const update = updateOf(lead, change);
    const changed = FIELD_NAMES.filter((f) => update[f] !== undefined);
    if (changed.length === 0) return c.json(await leadView(db, lead.id));
    const after = {
      next_step: update.next_step ?? lead.next_step,
      next_step_due: update.next_step_due === undefined ? lead.next_step_due : update.next_step_due,
    };
    const note = noteOf(update, after, update.owner_id ? await personName(db, update.owner_id) : '');
    const written = await writeSaleChange(db, lead, update, note, timelineName(c.var.actor));
    if (!written) throw new ApiError(409, 'PGRST409', 'This lead changed while you were editing it', null, 'Reload the lead and make the change again.');
    // The fields and the staff-side values only: the next step's words may name the prospect, and the log keeps them a year.
    const words = [...new Set(changed.map((f) => WORDS[f]))];
    await recordAudit(c, {
      action: 'lead.sale',
      subjectType: 'lead',
      subjectId: lead.id,
      summary: `Changed the lead's ${words.join(', ')}`,
      detail: {
        fields: changed,
        ...(update.owner_id !== undefined ? { owner_id: update.owner_id } : {}),
        ...(update.monthly_value_cents !== undefined ? { monthly_value_cents: update.monthly_value_cents } : {}),
        ...(update.expected_close !== undefined ? { expected_close: update.expected_close } : {}),
        ...(update.next_step_due !== undefined ? { next_step_due: update.next_step_due } : {}),
      },
    });
    return c.json(await leadView(db, lead.id));
  })
  .all('/leads/:id/sale', onlyMethods('PATCH'));
