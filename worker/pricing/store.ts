/**
 * The rate table (shared/schema.ts `pricing_rates`, `pricing_visit_factors`), the scope's task
 * library (`pricing_tasks`) and the proposal terms template (staff_settings `proposal_terms`): read
 * by the estimate and proposals, written by owners on the Pricing screen.
 */
import { asc, eq } from 'drizzle-orm';
import type { PricingRate } from '../../shared/pricing/estimate';
import type { LibraryTask } from '../../shared/pricing/tasks';
import { pricingRates, pricingTasks, pricingVisitFactors, staffSettings } from '../../shared/schema';
import type { Db } from '../env';

export type RateRow = typeof pricingRates.$inferSelect;

export async function rateFor(db: Db, facilityType: string): Promise<RateRow | null> {
  return (await db.select().from(pricingRates).where(eq(pricingRates.facility_type, facilityType)).get()) ?? null;
}

/** The factor for a number of visits a week; 1 (10,000 bp) when none is set. */
export async function visitFactor(db: Db, visitsPerWeek: number): Promise<number> {
  const row = await db
    .select({ f: pricingVisitFactors.factor_bp })
    .from(pricingVisitFactors)
    .where(eq(pricingVisitFactors.visits_per_week, visitsPerWeek))
    .get();
  return row?.f ?? 10_000;
}

export async function listRates(db: Db): Promise<{ rates: RateRow[]; factors: (typeof pricingVisitFactors.$inferSelect)[] }> {
  const [rates, factors] = await Promise.all([
    db.select().from(pricingRates).orderBy(asc(pricingRates.facility_type)),
    db.select().from(pricingVisitFactors).orderBy(asc(pricingVisitFactors.visits_per_week)),
  ]);
  return { rates, factors };
}

/** Sets one type's row (no longer a sample); answers it as stored. */
export async function saveRate(db: Db, rate: PricingRate, by: string): Promise<RateRow> {
  const values = { ...rate, is_sample: false, updated_by: by, updated_at: new Date().toISOString() };
  const [row] = await db.insert(pricingRates).values(values).onConflictDoUpdate({ target: pricingRates.facility_type, set: values }).returning();
  return row!;
}

export async function saveVisitFactor(db: Db, visitsPerWeek: number, factorBp: number): Promise<void> {
  const values = { visits_per_week: visitsPerWeek, factor_bp: factorBp, is_sample: false };
  await db.insert(pricingVisitFactors).values(values).onConflictDoUpdate({ target: pricingVisitFactors.visits_per_week, set: values });
}

export type TaskRow = typeof pricingTasks.$inferSelect;

/** A type's task library, in its order. */
export async function tasksOf(db: Db, facilityType: string): Promise<TaskRow[]> {
  return db.select().from(pricingTasks).where(eq(pricingTasks.facility_type, facilityType)).orderBy(asc(pricingTasks.sort), asc(pricingTasks.id));
}

/** Replaces a type's library with the staff's list (no longer samples), in one batch; answers it as stored. */
export async function saveTasks(db: Db, facilityType: string, tasks: readonly LibraryTask[]): Promise<TaskRow[]> {
  const rows = tasks.map((t, i) => ({ ...t, id: crypto.randomUUID(), facility_type: facilityType, sort: i + 1, is_sample: false }));
  await db.batch([db.delete(pricingTasks).where(eq(pricingTasks.facility_type, facilityType)), ...rows.map((r) => db.insert(pricingTasks).values(r))]);
  return tasksOf(db, facilityType);
}

export const TERMS_SETTING = 'proposal_terms';

export interface TermsSetting {
  value: unknown;
  updated_at: string;
  updated_by: string;
}

/** The terms template as stored, unchecked; null while staff have kept none. */
export async function termsSetting(db: Db): Promise<TermsSetting | null> {
  const row = await db
    .select({ value: staffSettings.value, updated_at: staffSettings.updated_at, updated_by: staffSettings.updated_by })
    .from(staffSettings)
    .where(eq(staffSettings.key, TERMS_SETTING))
    .get();
  return row ?? null;
}

export async function saveTermsSetting(db: Db, terms: readonly string[], by: string): Promise<void> {
  const now = new Date().toISOString();
  const value = [...terms];
  await db
    .insert(staffSettings)
    .values({ key: TERMS_SETTING, value, updated_at: now, updated_by: by })
    .onConflictDoUpdate({ target: staffSettings.key, set: { value, updated_at: now, updated_by: by } });
}
