/** Leads as staff read them: one by id (with its repeats), and a filtered page of them with the total. */
import { and, asc, count, desc, eq, getTableColumns, gte, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { LeadKind, LeadStatus } from '../../../shared/leads/lead';
import { leadRepeats, leads, staffPeople } from '../../../shared/schema';
import type { Db } from '../../env';
import type { LeadRow } from './lead-fields';

export async function getLead(db: Db, id: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row ?? null;
}

/** A repeat kept beside its lead: when it came and the form fields it held. */
export type LeadRepeat = typeof leadRepeats.$inferSelect;

/** A lead with its repeats, oldest first: how staff (and the staff email) read one lead. */
export type LeadWithRepeats = LeadRow & { repeats: LeadRepeat[] };

const repeatsOf = (db: Db, id: string) =>
  db.select().from(leadRepeats).where(eq(leadRepeats.lead_id, id)).orderBy(asc(leadRepeats.created_at), asc(leadRepeats.id));

export async function getLeadWithRepeats(db: Db, id: string): Promise<LeadWithRepeats | null> {
  const [rows, repeats] = await db.batch([db.select().from(leads).where(eq(leads.id, id)).limit(1), repeatsOf(db, id)]);
  return rows[0] ? { ...rows[0], repeats } : null;
}

export interface LeadFilters {
  status?: LeadStatus;
  kind?: LeadKind;
  /** ISO timestamps: created at or after `from`, before `until`. */
  from?: string;
  until?: string;
  /** Owned by this person (staff_people.id). */
  owner?: string;
  /** A next step due on this Ocala day (YYYY-MM-DD) or earlier: the day's work, oldest due first. */
  dueBy?: string;
  limit: number;
  offset: number;
}

/** A lead as the list reads it: its row and its owner's name ('' for none), so staff see whose it is without a lookup. */
export type ListedLead = LeadRow & { owner_name: string };

const LISTED = {
  ...getTableColumns(leads),
  owner_name: sql<string>`coalesce((SELECT ${staffPeople.name} FROM ${staffPeople} WHERE ${staffPeople.id} = ${leads.owner_id}), '')`.as('owner_name'),
};

/** Leads matching the filters, newest first (by due day with `dueBy`), and how many match in all. */
export async function listLeads(db: Db, filters: LeadFilters): Promise<{ rows: ListedLead[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.kind) conditions.push(eq(leads.kind, filters.kind));
  if (filters.from) conditions.push(gte(leads.created_at, filters.from));
  if (filters.until) conditions.push(lt(leads.created_at, filters.until));
  if (filters.owner !== undefined) conditions.push(eq(leads.owner_id, filters.owner));
  if (filters.dueBy) conditions.push(ne(leads.next_step, ''), lte(leads.next_step_due, filters.dueBy), ne(leads.status, 'spam'));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = filters.dueBy ? [asc(leads.next_step_due), desc(leads.created_at), desc(leads.id)] : [desc(leads.created_at), desc(leads.id)];
  const [rows, totals] = await db.batch([
    db
      .select(LISTED)
      .from(leads)
      .where(where)
      .orderBy(...order)
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
