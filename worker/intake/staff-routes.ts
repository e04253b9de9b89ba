/**
 * The staff side every form kind shares, as routes (never cached; each checks for staff itself, so a
 * visitor gets 401 wherever it is mounted, and each declares its permission at the route):
 *   GET   /<name>            JSON, newest first: {<name>, total, limit, offset}; the kind's filters
 *   GET   /<name>.csv        the same filters as a CSV download
 *   GET   /<name>/:id        one record as staff read it (its timeline, the emails about it…)
 *   PATCH /<name>/:id        a stage change, with its audit entry; answers the record as GET does
 *   POST  /<name>/:id/notes  {note}: a note on the record's timeline, by the signed-in person; 201 with the event
 *   POST  /<name>/:id/texts  {text}: a text to the record's person (worker/texts/staff-text.ts), by the
 *                            signed-in person; 201 with it as the timeline lists it, 409 when they cannot be texted
 * What is a kind's own (its filters, columns, stages and what a stage change sends) is its
 * declaration, `StaffFormKind`; a kind adds routes of its own beside these (a résumé, a deletion).
 */
import type { GenericSchema } from 'valibot';
import * as v from 'valibot';
import { type Context, Hono } from 'hono';
import { NOTE_MAX_LENGTH } from '../../shared/leads/lead-pipeline';
import type { Permission, StaffActor } from '../../shared/staff/staff-roles';
import { timelineName } from '../../shared/staff/staff-roles';
import type { AppEnv, Db } from '../env';
import type { AuditEntry } from '../audit/record';
import { recordAudit } from '../audit/record';
import { csvDownloadHeaders } from '../http/csv';
import { ApiError } from '../http/errors';
import type { ListLimits } from '../http/list-query';
import { noStore } from '../http/no-store';
import { requireStaff, STAFF_KEY_HINT } from '../staff/door';
import { needs } from '../staff/permissions';
import type { Locale } from '../../shared/careers/careers';
import { sendStaffText } from '../texts/staff-text';
import { jsonBody } from './staff-record';

const NoteBody = v.strictObject({ note: v.string() });
const TextBody = v.strictObject({ text: v.string() });

export interface StaffFormKind<Row, Filters, Change, Stored extends { id: string }, Item, Detail> {
  /** The path and the list's key (`leads`), and one record in messages (`lead`). */
  name: string;
  one: string;
  /** The permission each route needs: reading (list, CSV, one record) and changing (stages, notes). */
  permissions: { read: Permission; change: Permission };
  /** The list's query string (worker/http/list-query.ts refuses anything else with 400); `actor` reads a filter such as `owner=me`. */
  filters: (params: URLSearchParams, limits: ListLimits, actor: StaffActor | null) => Filters;
  list: (db: Db, filters: Filters) => Promise<{ rows: Row[]; total: number }>;
  /** A row as the list shows it (without what staff never read, such as the client-address hash). */
  listItem: (row: Row, now: Date) => Item;
  csv: (rows: readonly Row[]) => string;
  /** One record as staff read it, or null when there is none. */
  view: (db: Db, id: string) => Promise<Detail | null>;
  stage: {
    body: GenericSchema<unknown, Change>;
    /** Why a body was refused, and what it may be. */
    refused: { message: string; hint: string };
    /** The record before and after the change (the emails it sends, sent); null when there is none. */
    change: (c: Context<AppEnv>, id: string, change: Change, by: string) => Promise<{ before: Stored; after: Stored } | null>;
    /** The audit entry of a change that changed something, or null when nothing did. */
    audit: (before: Stored, after: Stored) => AuditEntry | null;
  };
  /** Adds a note to the record's timeline; null when there is no such record. */
  note: (db: Db, id: string, note: string, by: string) => Promise<unknown | null>;
  /** The number a text from staff goes to and its language; null when there is no such record. A kind without it takes no texts. */
  textTo?: (db: Db, id: string) => Promise<{ phone: string; locale: Locale } | null>;
}

const params = (url: string) => new URL(url).searchParams;

export function formKindStaffRoutes<Row, Filters, Change, Stored extends { id: string }, Item, Detail>(
  kind: StaffFormKind<Row, Filters, Change, Stored, Item, Detail>,
): Hono<AppEnv> {
  const { name, permissions } = kind;
  const staffOnly = requireStaff(`table ${name}`, STAFF_KEY_HINT);
  const notFound = () => new ApiError(404, 'PGRST116', `No ${kind.one} with this id`, null, `Ids come from GET /api/${name}.`);
  const invalid = (message: string) => new ApiError(400, '22023', message);
  return new Hono<AppEnv>()
    .get(`/${name}`, needs(permissions.read, `read ${name}`), noStore, staffOnly, async (c) => {
      const filters = kind.filters(params(c.req.url), { defaultLimit: 50, maxLimit: 500 }, c.var.actor);
      const { rows, total } = await kind.list(c.var.db, filters);
      const now = new Date();
      const { limit, offset } = filters as { limit: number; offset: number };
      return c.json({ [name]: rows.map((row) => kind.listItem(row, now)), total, limit, offset });
    })
    .get(`/${name}.csv`, needs(permissions.read, `download ${name}`), noStore, staffOnly, async (c) => {
      const filters = kind.filters(params(c.req.url), { defaultLimit: 10_000, maxLimit: 10_000 }, c.var.actor);
      const { rows, total } = await kind.list(c.var.db, filters);
      return c.body(kind.csv(rows), 200, { ...csvDownloadHeaders(name), 'x-total-count': String(total) });
    })
    .get(`/${name}/:id`, needs(permissions.read, `read ${name}`), noStore, staffOnly, async (c) => {
      const record = await kind.view(c.var.db, c.req.param('id'));
      if (!record) throw notFound();
      return c.json(record);
    })
    .patch(`/${name}/:id`, needs(permissions.change, `change ${name}`), noStore, staffOnly, async (c) => {
      const body = v.safeParse(kind.stage.body, await jsonBody(c));
      if (!body.success) throw new ApiError(400, '22023', kind.stage.refused.message, null, kind.stage.refused.hint);
      const changed = await kind.stage.change(c, c.req.param('id'), body.output, timelineName(c.var.actor));
      if (!changed) throw notFound();
      const entry = kind.stage.audit(changed.before, changed.after);
      if (entry) await recordAudit(c, entry);
      return c.json(await kind.view(c.var.db, changed.after.id));
    })
    .post(`/${name}/:id/notes`, needs(permissions.change, `add notes to ${name}`), noStore, staffOnly, async (c) => {
      const body = v.safeParse(NoteBody, await jsonBody(c));
      if (!body.success) throw invalid('Send {"note": "..."} and nothing else');
      const note = body.output.note.trim();
      if (!note) throw invalid('Write a note first');
      if (note.length > NOTE_MAX_LENGTH) throw invalid(`Keep a note under ${NOTE_MAX_LENGTH} characters`);
      const event = await kind.note(c.var.db, c.req.param('id'), note, timelineName(c.var.actor));
      if (!event) throw notFound();
      return c.json(event, 201);
    })
    .post(`/${name}/:id/texts`, needs(permissions.change, `text from ${name}`), noStore, staffOnly, async (c) => {
      if (!kind.textTo) throw new ApiError(404, 'PGRST404', 'Not found');
      const body = v.safeParse(TextBody, await jsonBody(c));
      if (!body.success) throw invalid('Send {"text": "..."} and nothing else');
      const id = c.req.param('id');
      const to = await kind.textTo(c.var.db, id);
      if (!to) throw notFound();
      const text = await sendStaffText(c.env, c.var.db, { about: `${kind.one}:${id}`, ...to, body: body.output.text, by: timelineName(c.var.actor) });
      if (text)
        await recordAudit(c, {
          action: `${kind.one}.text`,
          subjectType: kind.one,
          subjectId: id,
          summary: `Texted the ${kind.one === 'lead' ? 'prospect' : 'applicant'}`,
        });
      return c.json(text, 201);
    });
}
