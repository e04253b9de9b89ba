/**
 * Job openings for staff (mounted at /staff/api; staff only, 401 otherwise; never cached; errors
 * as {code, message, details, hint}, a refused field named in `details`):
 *   GET    /openings                 {openings}, newest posted first; ?status=draft|open|closed, ?q= words in the title
 *   POST   /openings                 the fields of shared/careers/opening-rules.ts -> 201 the opening (a draft unless `status` says)
 *   GET    /openings/:id             the opening
 *   PATCH  /openings/:id             {updated_at, ...any fields}: only over the version read (409 otherwise);
 *                                    {updated_at, status: "open"} opens it, "closed" closes it
 *   DELETE /openings/:id             a draft only (409) -> 204
 *   POST   /openings/:id/duplicate   -> 201 a draft copy under `<slug>-copy`
 * An opening past its valid_through reads as `closed` (with `expired: true`) whatever was stored.
 */
import { needs } from '../../staff/permissions';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { OPENING_STATUSES, type OpeningStatus } from '../../../shared/careers/careers';
import { OPENING_LIMITS, OpeningSchema, openingSlugFrom } from '../../../shared/careers/opening-rules';
import type { StaffOpening } from '../../../shared/careers/staff-api';
import type { AppEnv } from '../../env';
import { ApiError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { requireStaff, staffApiError } from '../../staff/door';
import { createOpening, deleteDraftOpening, duplicateOpening, getOpening, listOpenings, OpeningConflict, type OpeningWrite, updateOpening } from './store';
import { recordAudit } from '../../audit/record';
import { stageLabel } from '../../audit/labels';

const MAX_BODY = 128 * 1024;
const RULES_HINT = 'See shared/careers/opening-rules.ts for the fields and their limits.';

/** The fields staff write, as a PATCH merges them over what is stored. */
const EDITABLE = [
  'slug',
  'status',
  'title',
  'title_es',
  'town',
  'employment_type',
  'shifts',
  'pay_min',
  'pay_max',
  'pay_unit',
  'description',
  'description_es',
  'requirements',
  'requirements_es',
  'benefits',
  'benefits_es',
  'date_posted',
  'valid_through',
] as const;

const notFound = () => new ApiError(404, 'PGRST116', 'No job opening with this id', null, 'Ids come from GET /staff/api/openings.');

const invalid = (message: string, field: string | null) => new ApiError(400, '22023', message, field, RULES_HINT);

function conflict(err: OpeningConflict, slug: string): ApiError {
  if (err.reason === 'slug') {
    return new ApiError(
      409,
      '23505',
      `The address “${slug}” is taken by another opening`,
      'slug',
      'Pick another slug: it is the opening’s address in both languages.',
    );
  }
  if (err.reason === 'changed') {
    return new ApiError(
      409,
      '40001',
      'This opening was changed meanwhile, reload',
      'updated_at',
      'Reload the opening to see the latest version, then make your change again.',
    );
  }
  return new ApiError(409, '55000', 'Only a draft can be deleted: close the opening instead', 'status', null);
}

function openingId(c: Context<AppEnv>): number {
  const raw = c.req.param('id') ?? '';
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw notFound();
  return Number(raw);
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.length > MAX_BODY) throw new ApiError(413, 'PGRST413', 'Request body too large');
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, 'PGRST102', 'Content-Type must be application/json');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  }
}

const isRecord = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body);

/** The fields checked by the one declaration of the rules; the first problem leaves as 400 naming its field. */
function parseOpening(body: Record<string, unknown>, now: string): OpeningWrite {
  const result = v.safeParse(OpeningSchema, body);
  if (!result.success) {
    const issue = result.issues[0];
    const field = issue.path?.[0]?.key;
    throw invalid(issue.message, typeof field === 'string' ? field : null);
  }
  const values = result.output;
  const slug = values.slug ?? openingSlugFrom(values.title);
  if (!slug) throw invalid('The title gives no address: write a slug with letters a–z or digits', 'slug');
  if (values.status === 'open' && values.valid_through !== null && values.valid_through <= now) {
    throw invalid('The valid-through date has passed: pick a later date to open the opening', 'valid_through');
  }
  return { ...values, slug, date_posted: values.date_posted ?? now };
}

function pickEditable(opening: StaffOpening): Record<string, unknown> {
  return Object.fromEntries(EDITABLE.map((k) => [k, opening[k]]));
}

/** A status change sent alone from the list, or the whole form from the editor, merged over what is stored. */
function mergedChange(before: StaffOpening, body: Record<string, unknown>, now: string): Record<string, unknown> {
  const merged = { ...pickEditable(before), ...body };
  // Opening a draft posts it today, unless the request says when.
  if (merged.status === 'open' && before.stored_status === 'draft' && body.date_posted === undefined) merged.date_posted = now;
  return merged;
}

const statusFilter = (raw: string | undefined): OpeningStatus | undefined => {
  if (raw === undefined || raw === '' || raw === 'all') return undefined;
  if ((OPENING_STATUSES as readonly string[]).includes(raw)) return raw as OpeningStatus;
  throw invalid(`status must be one of: ${OPENING_STATUSES.join(', ')}`, 'status');
};

const staffOnly = requireStaff('table job_openings');

export const openingsStaffApi = new Hono<AppEnv>();

openingsStaffApi.onError(staffApiError);

for (const path of ['/openings', '/openings/:id', '/openings/:id/*']) openingsStaffApi.use(path, noStore, staffOnly);

openingsStaffApi.get('/openings', needs('openings', 'read openings'), async (c) => {
  const status = statusFilter(c.req.query('status'));
  const search = (c.req.query('q') ?? '').slice(0, OPENING_LIMITS.title);
  return c.json({ openings: await listOpenings(c.var.db, { status, search }) });
});

openingsStaffApi.post('/openings', needs('openings', 'write openings'), async (c) => {
  const body = await readJson(c);
  if (!isRecord(body)) throw invalid('Send the opening as a JSON object', null);
  const values = parseOpening(body, new Date().toISOString());
  try {
    const created = await createOpening(c.var.db, values);
    await recordAudit(c, {
      action: 'opening.create',
      subjectType: 'opening',
      subjectId: created.id,
      summary: `Created the opening “${created.title}”`,
      detail: { status: created.status },
    });
    return c.json(created, 201);
  } catch (err) {
    if (err instanceof OpeningConflict) throw conflict(err, values.slug);
    throw err;
  }
});

openingsStaffApi.get('/openings/:id', needs('openings', 'read openings'), async (c) => {
  const opening = await getOpening(c.var.db, openingId(c));
  if (!opening) throw notFound();
  return c.json(opening);
});

openingsStaffApi.patch('/openings/:id', needs('openings', 'change openings'), async (c) => {
  const id = openingId(c);
  const body = await readJson(c);
  if (!isRecord(body)) throw invalid('Send {updated_at, ...the fields to change} as a JSON object', null);
  const { updated_at: readAt, ...change } = body;
  if (typeof readAt !== 'string' || readAt === '') {
    throw invalid('Send updated_at as you read it, so a change made meanwhile is not overwritten', 'updated_at');
  }
  const before = await getOpening(c.var.db, id);
  if (!before) throw notFound();
  const now = new Date().toISOString();
  const values = parseOpening(mergedChange(before, change, now), now);
  try {
    const after = await updateOpening(c.var.db, id, readAt, values);
    if (!after) throw notFound();
    const fields = Object.keys(change).filter((k) => JSON.stringify(before[k as keyof typeof before]) !== JSON.stringify(after[k as keyof typeof after]));
    if (fields.length) {
      const summary =
        after.status !== before.status
          ? `${after.status === 'open' ? 'Opened' : after.status === 'closed' ? 'Closed' : `Moved to ${stageLabel(after.status)}`} the opening “${after.title}”`
          : `Edited the opening “${after.title}”`;
      await recordAudit(c, {
        action: 'opening.update',
        subjectType: 'opening',
        subjectId: id,
        summary,
        detail: { from: before.status, to: after.status, fields },
      });
    }
    return c.json(after);
  } catch (err) {
    if (err instanceof OpeningConflict) throw conflict(err, values.slug);
    throw err;
  }
});

openingsStaffApi.delete('/openings/:id', needs('openings', 'delete openings'), async (c) => {
  try {
    const before = await getOpening(c.var.db, openingId(c));
    if (before && (await deleteDraftOpening(c.var.db, before.id))) {
      await recordAudit(c, { action: 'opening.delete', subjectType: 'opening', subjectId: before.id, summary: `Deleted the draft opening “${before.title}”` });
      return c.body(null, 204);
    }
  } catch (err) {
    if (err instanceof OpeningConflict) throw conflict(err, '');
    throw err;
  }
  throw notFound();
});

openingsStaffApi.post('/openings/:id/duplicate', needs('openings', 'write openings'), async (c) => {
  const copy = await duplicateOpening(c.var.db, openingId(c), OPENING_LIMITS.title);
  if (!copy) throw notFound();
  await recordAudit(c, {
    action: 'opening.create',
    subjectType: 'opening',
    subjectId: copy.id,
    summary: `Created the opening “${copy.title}” as a copy`,
    detail: { status: copy.status, copy_of: openingId(c) },
  });
  return c.json(copy, 201);
});
