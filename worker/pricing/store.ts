/** The rate table (shared/schema.ts `pricing_rates`, `pricing_visit_factors`): read by the estimate and proposals, written by staff. */
import { asc, eq } from 'drizzle-orm';
import type { PricingRate } from '../../shared/pricing/estimate';
import { pricingRates, pricingVisitFactors } from '../../shared/schema';
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
