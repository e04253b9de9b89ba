/**
 * Storing an application from the quick apply form: a repeat from the same phone within 10 minutes
 * is counted on the first application (duplicate_count + 1) and changes nothing it holds. The form
 * token that brought it is recorded as spent (application_token_uses) in the same D1 batch, which
 * D1 runs as one transaction: two repeats at the same moment still make one application, and a
 * token another application spent undoes the lot. Every value is a bound parameter.
 */
import { and, asc, eq, getTableColumns, gt, gte, is, isNull, lt, ne, or, SQL, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../../shared/careers/careers';
import { applications, applicationTokenUses, jobOpenings } from '../../../../shared/schema';
import type { Db } from '../../../env';
import { FormTokenSpent, type FormTokenSpend } from '../../../intake/form-token';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = Omit<typeof applications.$inferInsert, 'status' | 'contact_key'> & {
  id: string;
  status: Extract<ApplicationStatus, 'new' | 'spam'>;
  contact_key: string;
};

export interface SaveResult {
  /** The stored application's id: the new one, or the first one's when this one repeats it. */
  id: string;
  merged: boolean;
}

/** Every value of a row in table order, defaults where the row has none, for INSERT ... SELECT. */
function rowValues(row: Record<string, unknown>): SQL {
  return sql.join(
    Object.entries(getTableColumns(applications)).map(([name, column]) => {
      const value = row[name];
      if (value !== undefined) return sql.param(value, column);
      if (is(column.default, SQL)) return column.default;
      return column.default === undefined ? sql`null` : sql.param(column.default, column);
    }),
    sql`, `,
  );
}

/**
 * Stores an application, or counts it on the first one from the same phone in the last 10 minutes.
 * Spam only repeats spam and a real application only a real one, so someone whose first try
 * looked like spam still gets through.
 */
export async function saveApplication(db: Db, row: NewApplication, token: FormTokenSpend | null): Promise<SaveResult> {
  const recent = and(
    eq(applications.contact_key, row.contact_key),
    row.status === 'spam' ? eq(applications.status, 'spam') : ne(applications.status, 'spam'),
    gte(applications.created_at, sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-10 minutes')`),
  );
  const firstOf = (where: SQL | undefined) =>
    db.select({ id: applications.id }).from(applications).where(where).orderBy(asc(applications.created_at), asc(applications.id)).limit(1);
  const firstOther = firstOf(and(recent, ne(applications.id, row.id)));
  const stored = firstOf(recent);
  const recordToken = token
    ? [
        // A use by this same application (a double click, a reload) is no second use; another's fails the batch on the key.
        db
          .insert(applicationTokenUses)
          .select(
            sql`SELECT ${token.nonce}, (${stored}), ${token.expires_at} WHERE NOT EXISTS (SELECT 1 FROM ${applicationTokenUses} WHERE ${applicationTokenUses.nonce} = ${token.nonce} AND ${applicationTokenUses.application_id} = (${stored}))`,
          ),
        db.delete(applicationTokenUses).where(lt(applicationTokenUses.expires_at, now)),
      ]
    : [];
  let earlier: { id: string }[];
  try {
    [, earlier] = await db.batch([
      db
        .insert(applications)
        .select(sql`SELECT ${rowValues(row as unknown as Record<string, unknown>)} WHERE NOT EXISTS (SELECT 1 FROM ${applications} WHERE ${recent})`),
      firstOther,
      db
        .update(applications)
        .set({ duplicate_count: sql`${applications.duplicate_count} + 1`, updated_at: now })
        .where(eq(applications.id, sql`(${firstOther})`)),
      ...recordToken,
    ]);
  } catch (err) {
    const said = err instanceof Error ? `${err.message} ${String(err.cause ?? '')}` : '';
    if (token && /UNIQUE constraint failed: application_token_uses\.nonce/.test(said)) throw new FormTokenSpent();
    throw err;
  }
  const first = earlier[0];
  return first ? { id: first.id, merged: true } : { id: row.id, merged: false };
}

export interface StoredResume {
  resume_key: string;
  resume_name: string;
  resume_type: string;
  resume_size: number;
}

/** Records a résumé on an application that has none (a repeat may bring the résumé the first lacked; one is never replaced). */
export async function attachResume(db: Db, id: string, resume: StoredResume): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ ...resume, updated_at: now })
    .where(and(eq(applications.id, id), isNull(applications.resume_key)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** Forgets a résumé whose file could not be stored, so staff never follow a key to nothing. */
export async function detachResume(db: Db, id: string, key: string): Promise<void> {
  await db
    .update(applications)
    .set({ resume_key: null, resume_name: null, resume_type: null, resume_size: null, updated_at: now })
    .where(and(eq(applications.id, id), eq(applications.resume_key, key)));
}

export async function findApplication(db: Db, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row;
}

export interface OpeningApplied {
  id: number;
  slug: string;
  title: string;
  title_es: string;
}

/** The opening an application names, when it is open now (status open, not past its valid-through date); else undefined. */
export async function findOpenOpening(db: Db, slug: string): Promise<OpeningApplied | undefined> {
  const [row] = await db
    .select({ id: jobOpenings.id, slug: jobOpenings.slug, title: jobOpenings.title, title_es: jobOpenings.title_es })
    .from(jobOpenings)
    .where(and(eq(jobOpenings.slug, slug), eq(jobOpenings.status, 'open'), or(isNull(jobOpenings.valid_through), gt(jobOpenings.valid_through, now))))
    .limit(1);
  return row;
}

/** The title of an application's opening (both languages), or undefined for a general application. */
export async function openingTitles(db: Db, openingId: number | null): Promise<{ title: string; title_es: string } | undefined> {
  if (openingId === null) return undefined;
  const [row] = await db.select({ title: jobOpenings.title, title_es: jobOpenings.title_es }).from(jobOpenings).where(eq(jobOpenings.id, openingId)).limit(1);
  return row;
}
