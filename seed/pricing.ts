/**
 * Sample rate table values, marked `is_sample`, which `npm start` loads into empty pricing tables
 * (scripts/lib.mjs) so `/estimate` and proposals work on a fresh machine. They sit within the
 * ranges published for US commercial cleaning (production rates in square feet per labour hour
 * as in ISSA's cleaning-time tables; a loaded Florida labour cost; supplies 5-8 % of labour;
 * margins of 15-25 %). They are not the company's prices: staff replace them on the Pricing
 * screen, and `npm run deploy` never loads them.
 */
import type { PricingRate } from '../shared/pricing/estimate';

const base = { labour_cents_per_hour: 2_400, supplies_bp: 600, margin_bp: 2_000, monthly_minimum_cents: 45_000, walkthrough_required: false };

export const SAMPLE_RATES: readonly PricingRate[] = [
  { ...base, facility_type: 'business-offices', sqft_per_hour: 3_500 },
  { ...base, facility_type: 'banks-financial', sqft_per_hour: 3_000 },
  { ...base, facility_type: 'auto-dealerships', sqft_per_hour: 4_000 },
  { ...base, facility_type: 'daycare-preschools', sqft_per_hour: 2_200 },
  { ...base, facility_type: 'fitness-centers', sqft_per_hour: 2_500 },
  { ...base, facility_type: 'government-facilities', sqft_per_hour: 3_200 },
  { ...base, facility_type: 'property-management', sqft_per_hour: 3_500 },
  { ...base, facility_type: 'religious-facilities', sqft_per_hour: 4_000 },
  { ...base, facility_type: 'restaurants', sqft_per_hour: 1_800 },
  { ...base, facility_type: 'retail-stores', sqft_per_hour: 3_500 },
  { ...base, facility_type: 'schools-universities', sqft_per_hour: 3_000 },
  // Priced after a walkthrough: infection control, heavy soil and safety rules vary too much by building.
  { ...base, facility_type: 'medical-facilities', sqft_per_hour: 2_000, walkthrough_required: true },
  { ...base, facility_type: 'industrial-manufacturing', sqft_per_hour: 6_000, walkthrough_required: true },
  { ...base, facility_type: 'other', sqft_per_hour: 3_000, walkthrough_required: true },
];

/** Visits a week → factor on each visit's cost (basis points). */
export const SAMPLE_VISIT_FACTORS: Readonly<Record<number, number>> = { 1: 11_500, 2: 10_500, 3: 10_000, 4: 9_700, 5: 9_500, 6: 9_300, 7: 9_200 };

const sqlValue = (v: string | number | boolean) =>
  typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : typeof v === 'boolean' ? (v ? '1' : '0') : String(v);

/** INSERTs of the samples, each skipped where a row exists (staff's own values are never overwritten). */
export function samplePricingSql(): string {
  const rates = SAMPLE_RATES.map(
    (r) =>
      `INSERT OR IGNORE INTO pricing_rates (facility_type, sqft_per_hour, labour_cents_per_hour, supplies_bp, margin_bp, monthly_minimum_cents, walkthrough_required, is_sample, updated_by) VALUES (${[
        r.facility_type,
        r.sqft_per_hour,
        r.labour_cents_per_hour,
        r.supplies_bp,
        r.margin_bp,
        r.monthly_minimum_cents,
        r.walkthrough_required,
        true,
        'Sample values',
      ]
        .map(sqlValue)
        .join(', ')});`,
  );
  const factors = Object.entries(SAMPLE_VISIT_FACTORS).map(
    ([visits, factor]) => `INSERT OR IGNORE INTO pricing_visit_factors (visits_per_week, factor_bp, is_sample) VALUES (${visits}, ${factor}, 1);`,
  );
  return [...rates, ...factors].join('\n');
}
