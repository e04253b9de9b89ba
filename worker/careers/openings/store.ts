/**
 * Job openings as staff manage them (shared/schema.ts `jobOpenings`): the list with its filters,
 * one opening, creating, changing (only over the version it was read at), duplicating as a draft,
 * opening and closing, and deleting a draft. The public pages read openings through their own
 * module (public-reads.ts).
 *
 * An opening whose valid_through has passed is closed whatever its status says: `readsAs` gives
 * staff the status a visitor meets, and the list's status filter counts the same way.
 */
import { and, desc, eq, getTableColumns, isNotNull, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { OpeningStatus } from '../../../shared/careers/careers';
import type { OpeningValues } from '../../../shared/careers/opening-rules';
import type { StaffOpening } from '../../../shared/careers/staff-api';
import { applications, jobOpenings } from '../../../shared/schema';
import type { Db } from '../../env';

export type OpeningRow = typeof jobOpenings.$inferSelect;

export interface OpeningFilters {
  status?: OpeningStatus;
  /** Words in the English or Spanish title. */
  search?: string;
}

/** What the store refuses: a slug another opening has, or a change over a version that is not the latest. */
export class OpeningConflict extends Error {
  constructor(readonly reason: 'slug' | 'changed' | 'not_draft') {
    super(reason);
  }
}

const nowIso = () => new Date().toISOString();

const passed = (now: string) => and(isNotNull(jobOpenings.valid_through), lte(jobOpenings.valid_through, now));

function readsAs(row: OpeningRow, now: string): Pick<StaffOpening, 'status' | 'expired'> {
  const expired = row.valid_through !== null && row.valid_through <= now;
  return { status: expired && row.status === 'open' ? 'closed' : row.status, expired };
}

const applicationCount = sql<number>`(SELECT count(*) FROM ${applications} WHERE ${applications.opening_id} = ${jobOpenings.id} AND ${applications.status} <> 'spam')`;

function toStaff(row: OpeningRow & { applications: number }, now: string): StaffOpening {
  return { ...row, ...readsAs(row, now), stored_status: row.status, applications: Number(row.applications) };
}

/** LIKE's own wildcards in what staff typed match themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function statusCondition(status: OpeningStatus, now: string): SQL | undefined {
  if (status === 'draft') return eq(jobOpenings.status, 'draft');
  if (status === 'open') return and(eq(jobOpenings.status, 'open'), or(isNull(jobOpenings.valid_through), sql`${jobOpenings.valid_through} > ${now}`));
  return or(eq(jobOpenings.status, 'closed'), and(eq(jobOpenings.status, 'open'), passed(now)));
}

/** Newest posted first. */
export async function listOpenings(db: Db, filters: OpeningFilters = {}, now = nowIso()): Promise<StaffOpening[]> {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(statusCondition(filters.status, now));
  const search = filters.search?.trim();
  if (search) {
    const pattern = likeText(search);
    conditions.push(or(sql`${jobOpenings.title} LIKE ${pattern} ESCAPE '\\'`, sql`${jobOpenings.title_es} LIKE ${pattern} ESCAPE '\\'`));
  }
  const rows = await db
    .select({ ...getTableColumns(jobOpenings), applications: applicationCount })
    .from(jobOpenings)
    .where(and(...conditions))
    .orderBy(desc(jobOpenings.date_posted), desc(jobOpenings.id));
  return rows.map((r) => toStaff(r, now));
}

export async function getOpening(db: Db, id: number, now = nowIso()): Promise<StaffOpening | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(jobOpenings), applications: applicationCount })
    .from(jobOpenings)
    .where(eq(jobOpenings.id, id))
    .limit(1);
  return row ? toStaff(row, now) : undefined;
}

export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobOpenings.id })
    .from(jobOpenings)
    .where(exceptId === undefined ? eq(jobOpenings.slug, slug) : and(eq(jobOpenings.slug, slug), sql`${jobOpenings.id} <> ${exceptId}`))
    .limit(1);
  return row !== undefined;
}

/** D1's refusal of a second row with the same slug (a race the check before it cannot see). */
const isSlugClash = (err: unknown) => err instanceof Error && /UNIQUE constraint failed: job_openings\.slug/i.test(`${err.message} ${String(err.cause ?? '')}`);

async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isSlugClash(err)) throw new OpeningConflict('slug');
    throw err;
  }
}

export type OpeningWrite = OpeningValues & { slug: string; date_posted: string };

export async function createOpening(db: Db, values: OpeningWrite): Promise<StaffOpening> {
  if (await slugTaken(db, values.slug)) throw new OpeningConflict('slug');
  const now = nowIso();
  const [row] = await guardSlug(() =>
    db
      .insert(jobOpenings)
      .values({ ...values, created_at: now, updated_at: now })
      .returning({ id: jobOpenings.id }),
  );
  return (await getOpening(db, row!.id))!;
}

/**
 * A new updated_at for a change: now, or a millisecond past the version it replaces, so two
 * changes within the same millisecond are still two versions.
 */
function nextVersion(readAt: string): string {
  const now = Date.now();
  const after = Date.parse(readAt) + 1;
  return new Date(Number.isNaN(after) ? now : Math.max(now, after)).toISOString();
}

/**
 * Changes an opening only if it is still at the version staff read (`readAt`, its updated_at):
 * undefined when there is no such opening; OpeningConflict('changed') when someone saved since.
 */
export async function updateOpening(db: Db, id: number, readAt: string, values: Partial<OpeningWrite>): Promise<StaffOpening | undefined> {
  if (values.slug !== undefined && (await slugTaken(db, values.slug, id))) throw new OpeningConflict('slug');
  const rows = await guardSlug(() =>
    db
      .update(jobOpenings)
      .set({ ...values, updated_at: nextVersion(readAt) })
      .where(and(eq(jobOpenings.id, id), eq(jobOpenings.updated_at, readAt)))
      .returning({ id: jobOpenings.id }),
  );
  if (rows.length === 0) {
    if (await getOpening(db, id)) throw new OpeningConflict('changed');
    return undefined;
  }
  return getOpening(db, id);
}

/** `<slug>-copy`, `<slug>-copy-2`, …: the first no opening has (a copy of a copy counts on from the original). */
export async function copySlug(db: Db, slug: string): Promise<string> {
  const base = slug.replace(/-copy(?:-\d+)?$/, '');
  const taken = new Set(
    (
      await db
        .select({ slug: jobOpenings.slug })
        .from(jobOpenings)
        .where(like(jobOpenings.slug, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-copy%`))
    ).map((r) => r.slug),
  );
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${base}-copy` : `${base}-copy-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A draft copy of the opening, posted today, under a new slug; its last day is dropped when it has passed. */
export async function duplicateOpening(db: Db, id: number, titleMax: number): Promise<StaffOpening | undefined> {
  const source = await getOpening(db, id);
  if (!source) return undefined;
  const { id: _id, created_at: _c, updated_at: _u, applications: _a, expired, stored_status: _s, status: _st, ...fields } = source;
  const copy: OpeningWrite = {
    ...fields,
    slug: await copySlug(db, source.slug),
    status: 'draft',
    title: `${source.title} (copy)`.slice(0, titleMax),
    title_es: source.title_es ? `${source.title_es} (copia)`.slice(0, titleMax) : '',
    date_posted: nowIso(),
    valid_through: expired ? null : source.valid_through,
  };
  return createOpening(db, copy);
}

/** Deletes a draft: false when there is no such opening; OpeningConflict('not_draft') when it was ever posted. */
export async function deleteDraftOpening(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(jobOpenings)
    .where(and(eq(jobOpenings.id, id), eq(jobOpenings.status, 'draft')))
    .returning({ id: jobOpenings.id });
  if (rows.length > 0) return true;
  if (await getOpening(db, id)) throw new OpeningConflict('not_draft');
  return false;
}
