/**
 * Leads in D1: storing a lead (a repeat within 10 minutes merges into the first row), reading
 * them for staff, and recording each delivery channel's state. Every value is a bound parameter.
 */
import { and, asc, count, desc, eq, getTableColumns, gte, is, lt, ne, or, SQL, sql } from 'drizzle-orm';
import type { DeliveryState, Lead, LeadKind, LeadStatus } from '../../shared/lead';
import { leads } from '../../shared/schema';
import type { Db } from '../env';

export type LeadRow = typeof leads.$inferSelect;

/** The form's fields of a lead as stored: every column a lead schema field fills ('' where its kind has none). */
export type LeadFields = Pick<
  LeadRow,
  | 'name'
  | 'company'
  | 'email'
  | 'phone'
  | 'facility_type'
  | 'services'
  | 'square_footage'
  | 'frequency'
  | 'location'
  | 'message'
  | 'contact_method'
  | 'preferred_day_1'
  | 'preferred_day_2'
  | 'time_window'
  | 'page'
  | 'landing_page'
  | 'referrer'
  | 'utm_source'
  | 'utm_medium'
  | 'utm_campaign'
  | 'utm_term'
  | 'utm_content'
  | 'gclid'
  | 'fbclid'
  | 'msclkid'
>;

export function leadFields(lead: Lead): LeadFields {
  return {
    name: lead.name,
    company: lead.company,
    email: lead.email,
    phone: lead.phone,
    facility_type: lead.facility_type,
    services: lead.services,
    square_footage: lead.square_footage,
    frequency: lead.kind === 'walkthrough' ? '' : lead.frequency,
    location: lead.location,
    message: lead.message,
    contact_method: lead.contact_method,
    preferred_day_1: lead.kind === 'walkthrough' ? lead.preferred_day_1 : '',
    preferred_day_2: lead.kind === 'walkthrough' ? lead.preferred_day_2 : '',
    time_window: lead.kind === 'walkthrough' ? lead.time_window : '',
    page: lead.page,
    landing_page: lead.landing_page,
    referrer: lead.referrer,
    utm_source: lead.utm_source,
    utm_medium: lead.utm_medium,
    utm_campaign: lead.utm_campaign,
    utm_term: lead.utm_term,
    utm_content: lead.utm_content,
    gclid: lead.gclid,
    fbclid: lead.fbclid,
    msclkid: lead.msclkid,
  };
}

export interface NewLead extends LeadFields {
  id: string;
  kind: LeadKind;
  status: LeadStatus;
  contact_key: string;
  consent_text: string;
  consent_at: string | null;
  ip_hash: string;
  spam_reason: string | null;
  email_state: DeliveryState;
  webhook_state: DeliveryState;
}

export interface SaveResult {
  /** The stored row's id: the new one, or the first lead's when this one was merged into it. */
  id: string;
  merged: boolean;
  /** A merge changed a lead that had already been delivered (or given up on): deliver it again. */
  redeliver: boolean;
}

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * Stores a lead, or merges it into the first lead of the same kind from the same sender in
 * the last 10 minutes (its fields replaced, duplicate_count + 1). Spam only merges with spam and
 * a real lead only with a real one, so a visitor whose first try looked like spam still gets
 * through. One D1 batch, which D1 runs as a single transaction: two repeats arriving at the same
 * moment still make one row.
 */
export async function saveLead(db: Db, lead: NewLead): Promise<SaveResult> {
  const spam = lead.status === 'spam' ? sql`${leads.status} = 'spam'` : sql`${leads.status} <> 'spam'`;
  const recent = and(
    eq(leads.kind, lead.kind),
    eq(leads.contact_key, lead.contact_key),
    spam,
    gte(leads.created_at, sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-10 minutes')`),
  );
  // INSERT ... SELECT <every column, in table order> WHERE NOT EXISTS (a recent lead from this sender).
  const values = sql.join(
    Object.entries(getTableColumns(leads)).map(([name, column]) => {
      const value = (lead as unknown as Record<string, unknown>)[name];
      if (value !== undefined) return sql.param(value, column);
      if (is(column.default, SQL)) return column.default;
      return column.default === undefined ? sql`null` : sql.param(column.default, column);
    }),
    sql`, `,
  );
  const firstOther = db
    .select({ id: leads.id })
    .from(leads)
    .where(and(recent, ne(leads.id, lead.id)))
    .orderBy(asc(leads.created_at), asc(leads.id))
    .limit(1);
  const [, earlier] = await db.batch([
    db.insert(leads).select(sql`SELECT ${values} WHERE NOT EXISTS (SELECT 1 FROM ${leads} WHERE ${recent})`),
    db
      .select()
      .from(leads)
      .where(and(recent, ne(leads.id, lead.id)))
      .orderBy(asc(leads.created_at), asc(leads.id))
      .limit(1),
    db
      .update(leads)
      .set({ ...pickFields(lead), duplicate_count: sql`${leads.duplicate_count} + 1`, updated_at: now })
      .where(eq(leads.id, sql`(${firstOther})`)),
  ]);
  const first = earlier[0];
  if (!first) return { id: lead.id, merged: false, redeliver: false };
  const changed = JSON.stringify(pickFields(first)) !== JSON.stringify(pickFields(lead));
  const delivered = (s: DeliveryState) => s === 'sent' || s === 'dead';
  const redeliver = changed && first.status !== 'spam' && (delivered(first.email_state) || delivered(first.webhook_state));
  if (redeliver) await reopenDelivery(db, first.id);
  return { id: first.id, merged: true, redeliver };
}

/** The form's fields of a row, in one fixed order. */
function pickFields(row: LeadFields): LeadFields {
  const { name, company, email, phone, facility_type, services, square_footage, frequency, location, message, contact_method } = row;
  const { preferred_day_1, preferred_day_2, time_window, page, landing_page, referrer } = row;
  const { utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid, msclkid } = row;
  return {
    name,
    company,
    email,
    phone,
    facility_type,
    services,
    square_footage,
    frequency,
    location,
    message,
    contact_method,
    preferred_day_1,
    preferred_day_2,
    time_window,
    page,
    landing_page,
    referrer,
    utm_source,
    utm_medium,
    utm_campaign,
    utm_term,
    utm_content,
    gclid,
    fbclid,
    msclkid,
  };
}

/** Channels that had the lead (or gave up) take it again, with its new content. */
async function reopenDelivery(db: Db, id: string): Promise<void> {
  const reopen = (column: typeof leads.email_state | typeof leads.webhook_state) =>
    sql`CASE WHEN ${column} IN ('sent', 'dead') THEN 'pending' ELSE ${column} END`;
  await db
    .update(leads)
    .set({ email_state: reopen(leads.email_state), webhook_state: reopen(leads.webhook_state), delivered_at: null, updated_at: now })
    .where(eq(leads.id, id));
}

/** Records that a lead could not be queued, so staff see it waiting. */
export async function recordQueueFailure(db: Db, id: string, error: string): Promise<void> {
  await db.update(leads).set({ last_delivery_error: error, updated_at: now }).where(eq(leads.id, id));
}

export async function getLead(db: Db, id: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row ?? null;
}

export interface LeadFilters {
  status?: LeadStatus;
  kind?: LeadKind;
  /** ISO timestamps: created at or after `from`, before `until`. */
  from?: string;
  until?: string;
  limit: number;
  offset: number;
}

/** Leads matching the filters, newest first, and how many match in all. */
export async function listLeads(db: Db, filters: LeadFilters): Promise<{ rows: LeadRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.kind) conditions.push(eq(leads.kind, filters.kind));
  if (filters.from) conditions.push(gte(leads.created_at, filters.from));
  if (filters.until) conditions.push(lt(leads.created_at, filters.until));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await db.batch([
    db.select().from(leads).where(where).orderBy(desc(leads.created_at), desc(leads.id)).limit(filters.limit).offset(filters.offset),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function setLeadStatus(db: Db, id: string, status: LeadStatus): Promise<LeadRow | null> {
  const [row] = await db.update(leads).set({ status, updated_at: now }).where(eq(leads.id, id)).returning();
  return row ?? null;
}

export type Channel = 'email_state' | 'webhook_state';

/** One channel's outcome, recorded as soon as it is known so a retry never repeats a channel that worked. */
export async function setChannelState(db: Db, id: string, channel: Channel, state: DeliveryState, error?: string): Promise<void> {
  await db
    .update(leads)
    .set({ [channel]: state, ...(error ? { last_delivery_error: error } : {}), updated_at: now })
    .where(eq(leads.id, id));
}

/** Ends one delivery attempt: counts it, and stamps delivered_at once no channel is left to try and one has it. */
export async function finishAttempt(db: Db, id: string, attempted: boolean): Promise<void> {
  const open = sql`('pending', 'failed')`;
  await db
    .update(leads)
    .set({
      delivery_attempts: attempted ? sql`${leads.delivery_attempts} + 1` : leads.delivery_attempts,
      delivered_at: sql`CASE WHEN ${leads.email_state} NOT IN ${open} AND ${leads.webhook_state} NOT IN ${open}
        AND (${leads.email_state} = 'sent' OR ${leads.webhook_state} = 'sent') THEN ${now} ELSE ${leads.delivered_at} END`,
      updated_at: now,
    })
    .where(eq(leads.id, id));
}

/** A spam lead is never delivered: its open channels are 'skipped'. */
export async function skipDelivery(db: Db, id: string): Promise<void> {
  const skip = (column: typeof leads.email_state | typeof leads.webhook_state) =>
    sql`CASE WHEN ${column} IN ('pending', 'failed') THEN 'skipped' ELSE ${column} END`;
  await db
    .update(leads)
    .set({ email_state: skip(leads.email_state), webhook_state: skip(leads.webhook_state), updated_at: now })
    .where(eq(leads.id, id));
}

/** Retries ran out: every channel still open is 'dead', and the last error stays for staff to read. */
export async function markDeliveryDead(db: Db, id: string): Promise<void> {
  const dead = (column: typeof leads.email_state | typeof leads.webhook_state) =>
    sql`CASE WHEN ${column} IN ('pending', 'failed') THEN 'dead' ELSE ${column} END`;
  await db
    .update(leads)
    .set({
      email_state: dead(leads.email_state),
      webhook_state: dead(leads.webhook_state),
      last_delivery_error: sql`coalesce(${leads.last_delivery_error}, 'delivery retries ran out')`,
      updated_at: now,
    })
    .where(eq(leads.id, id));
}

/**
 * Leads whose delivery has lost its queue message: a real lead with a channel still 'pending' 15
 * minutes after the lead last changed, or still 'failed' two hours after (retries come at most an
 * hour apart, and every attempt touches the lead). Oldest first.
 */
export async function stalledLeadIds(db: Db, limit: number): Promise<string[]> {
  const before = (modifier: string) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${modifier})`;
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        ne(leads.status, 'spam'),
        or(
          and(or(eq(leads.email_state, 'pending'), eq(leads.webhook_state, 'pending')), lt(leads.updated_at, before('-15 minutes'))),
          and(or(eq(leads.email_state, 'failed'), eq(leads.webhook_state, 'failed')), lt(leads.updated_at, before('-2 hours'))),
        ),
      ),
    )
    .orderBy(asc(leads.updated_at))
    .limit(limit);
  return rows.map((r) => r.id);
}
