/**
 * Applications as staff read and change them: a filtered page of them with their opening's title,
 * one with its timeline (`application_events`), a stage change written with its event in one batch
 * over the row it was decided on (its `updated_at`, so two staff changing one application at once
 * cannot silently undo each other), notes, deletion on request and after the retention period.
 * Résumé objects live in R2: these functions hand back their keys and the caller deletes them.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../../shared/careers/careers';
import { applicationEvents, applications, applicationTokenUses, jobOpenings } from '../../../../shared/schema';
import type { ApplicationOpening } from '../../../../shared/careers/staff-api';
import type { InterviewDetails } from '../../../../shared/careers/interview';
import type { Db } from '../../../env';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationEvent = typeof applicationEvents.$inferSelect;
/** An application in the staff list: its row and the title of the opening it answers (null: general). */
export type ApplicationListRow = ApplicationRow & { opening_title: string | null };

export interface ApplicationFilters {
  status?: ApplicationStatus;
  /** An opening's id, or `general` for applications to no opening. */
  opening?: number | 'general';
  /** ISO timestamps: received at or after `from`, before `until`. */
  from?: string;
  until?: string;
  limit: number;
  offset: number;
}

/** Applications matching the filters, newest first, and how many match in all. */
export async function listApplications(db: Db, filters: ApplicationFilters): Promise<{ rows: ApplicationListRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(applications.status, filters.status));
  if (filters.opening === 'general') conditions.push(isNull(applications.opening_id));
  else if (filters.opening !== undefined) conditions.push(eq(applications.opening_id, filters.opening));
  if (filters.from) conditions.push(gte(applications.created_at, filters.from));
  if (filters.until) conditions.push(lt(applications.created_at, filters.until));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await db.batch([
    db
      .select({ application: applications, opening_title: jobOpenings.title })
      .from(applications)
      .leftJoin(jobOpenings, eq(jobOpenings.id, applications.opening_id))
      .where(where)
      .orderBy(desc(applications.created_at), desc(applications.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.application, opening_title: r.opening_title })), total: totals[0]?.n ?? 0 };
}

export async function getApplication(db: Db, id: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row ?? null;
}

/** One application with its opening (null: a general application, or the opening was deleted) and its timeline, oldest first. */
export async function getApplicationWithEvents(
  db: Db,
  id: string,
): Promise<(ApplicationRow & { opening: ApplicationOpening | null; events: ApplicationEvent[] }) | null> {
  // Three plain reads rather than a join: D1's batch hands rows back by column name, and both tables have `id` and `status`.
  const [rows, events, openings] = await db.batch([
    db.select().from(applications).where(eq(applications.id, id)).limit(1),
    db.select().from(applicationEvents).where(eq(applicationEvents.application_id, id)).orderBy(asc(applicationEvents.created_at), asc(applicationEvents.id)),
    db
      .select({ id: jobOpenings.id, title: jobOpenings.title, slug: jobOpenings.slug, status: jobOpenings.status })
      .from(jobOpenings)
      .where(eq(jobOpenings.id, db.select({ opening_id: applications.opening_id }).from(applications).where(eq(applications.id, id))))
      .limit(1),
  ]);
  const row = rows[0];
  if (!row) return null;
  return { ...row, opening: openings[0] ?? null, events };
}

export interface ApplicationStageUpdate {
  status: ApplicationStatus;
  /** ISO 8601 UTC, or null to clear it. */
  interview_at: string | null;
  interview_sequence: number;
  /** The upcoming interview this change calls off (ISO 8601), recorded on the timeline; null when none. */
  cancelled_interview: string | null;
  /** How, where, with whom and how long, when the change books the interview; unchanged otherwise. */
  details?: InterviewDetails;
}

/**
 * Writes a stage change decided on `before`; null when the application changed meanwhile (or is
 * gone). Its events (the stage, with the interview booked; an interview called off) are written
 * only when the row was, in the same batch.
 */
export async function writeApplicationStage(db: Db, before: ApplicationRow, update: ApplicationStageUpdate, by: string): Promise<ApplicationRow | null> {
  // One timestamp for the row and its events, so an event is written only with the change it records.
  const at = new Date().toISOString();
  const booked = update.status === 'interview' ? update.interview_at : null;
  const changed = and(eq(applications.id, before.id), eq(applications.updated_at, at), eq(applications.status, update.status));
  // Both events share the timestamp; their ids (sorted) keep the cancellation before the stage on the timeline.
  const [cancelId, stageId] = [crypto.randomUUID(), crypto.randomUUID()].sort();
  const event = (id: string, type: 'stage' | 'interview_cancelled', interviewAt: string | null) =>
    db.insert(applicationEvents).select(
      db
        .select({
          id: sql`${id}`.as('id'),
          application_id: applications.id,
          created_at: sql`${at}`.as('created_at'),
          type: sql`${type}`.as('type'),
          status: applications.status,
          note: sql`''`.as('note'),
          interview_at: sql`${interviewAt}`.as('interview_at'),
          by: sql`${by}`.as('by'),
        })
        .from(applications)
        .where(changed),
    );
  const [rows] = await db.batch([
    db
      .update(applications)
      .set({
        status: update.status,
        interview_at: update.interview_at,
        interview_sequence: update.interview_sequence,
        ...(update.details ?? {}),
        updated_at: at,
      })
      .where(and(eq(applications.id, before.id), eq(applications.updated_at, before.updated_at)))
      .returning(),
    ...(update.cancelled_interview ? [event(cancelId!, 'interview_cancelled', update.cancelled_interview)] : []),
    event(stageId!, 'stage', booked),
  ]);
  return rows[0] ?? null;
}

/** Appends a staff note; null when there is no such application. */
export async function addApplicationNote(db: Db, applicationId: string, note: string, by: string): Promise<ApplicationEvent | null> {
  const [row] = await db.select({ id: applications.id }).from(applications).where(eq(applications.id, applicationId)).limit(1);
  if (!row) return null;
  const [event] = await db.insert(applicationEvents).values({ id: crypto.randomUUID(), application_id: applicationId, type: 'note', note, by }).returning();
  return event ?? null;
}

/**
 * Deletes one application with its timeline and spent form tokens; what it held in R2 (its
 * résumé's key) comes back so the caller deletes that too, or null when there was no such row.
 */
export async function deleteApplication(db: Db, id: string): Promise<{ resume_key: string | null } | null> {
  const [, , rows] = await db.batch([
    db.delete(applicationEvents).where(eq(applicationEvents.application_id, id)),
    db.delete(applicationTokenUses).where(eq(applicationTokenUses.application_id, id)),
    db.delete(applications).where(eq(applications.id, id)).returning({ resume_key: applications.resume_key }),
  ]);
  return rows[0] ?? null;
}

/** Applications received before `before` (ISO), oldest first, up to `limit`: the next ones the retention period removes. */
export async function applicationsReceivedBefore(db: Db, before: string, limit: number): Promise<{ id: string; resume_key: string | null }[]> {
  return db
    .select({ id: applications.id, resume_key: applications.resume_key })
    .from(applications)
    .where(lt(applications.created_at, before))
    .orderBy(asc(applications.created_at))
    .limit(limit);
}

/** Deletes these applications with their timelines and spent form tokens; how many rows went. */
export async function deleteApplications(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [, , rows] = await db.batch([
    db.delete(applicationEvents).where(inArray(applicationEvents.application_id, [...ids])),
    db.delete(applicationTokenUses).where(inArray(applicationTokenUses.application_id, [...ids])),
    db
      .delete(applications)
      .where(inArray(applications.id, [...ids]))
      .returning({ id: applications.id }),
  ]);
  return rows.length;
}

/** An opening's title in both languages, for the applicant's invitation; null for none (a general application). */
export async function openingTitles(db: Db, openingId: number | null): Promise<{ title: string; title_es: string } | null> {
  if (openingId === null) return null;
  const [row] = await db.select({ title: jobOpenings.title, title_es: jobOpenings.title_es }).from(jobOpenings).where(eq(jobOpenings.id, openingId)).limit(1);
  return row ?? null;
}

/** Applications at Interview with the interview from `from` (ISO) on, before `to` when given, and with `interviewer` when given; earliest first. */
export async function interviewsBetween(db: Db, from: string, to?: string, interviewer?: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.status, 'interview'),
        gte(applications.interview_at, from),
        to ? lt(applications.interview_at, to) : undefined,
        interviewer ? eq(applications.interview_with, interviewer) : undefined,
      ),
    )
    .orderBy(applications.interview_at)
    .limit(500);
}
