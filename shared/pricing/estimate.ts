/**
 * The rate table and the instant estimate (`/estimate`, GET /api/estimate): how commercial cleaning
 * is bid per building. Labour hours per visit come from the facility type's production rate
 * (square feet cleaned per labour hour); a month holds 52/12 weeks of visits, each visit costed at
 * the loaded labour rate and scaled by the factor for that many visits a week (fewer visits cost
 * more each: more soil to clear); supplies are a share on top, and the margin is a share of the
 * price. The estimate is that price plus or minus ESTIMATE_SPREAD, never under the type's monthly
 * minimum, in whole tens of dollars. A type staff mark as needing a walkthrough gets no number.
 * Shares and factors are kept in basis points (600 = 6 %, 11500 = 1.15), money in cents.
 */
import * as v from 'valibot';
import { FACILITY_TYPES } from '../intake/lead-form.ts';
import { optionValues } from '../intake/rules.ts';
import { ESTIMATE_SPREAD } from './estimate-words.ts';

// The light half (what the page shows, without valibot) lives in estimate-words.ts.
export { dollars, ESTIMATE_SPREAD, VISITS_PER_WEEK } from './estimate-words.ts';
export const WEEKS_PER_MONTH = 52 / 12;
export const MIN_SQUARE_FEET = 500;
export const MAX_SQUARE_FEET = 1_000_000;

/** One facility type's row of the rate table. */
export interface PricingRate {
  facility_type: string;
  sqft_per_hour: number;
  labour_cents_per_hour: number;
  supplies_bp: number;
  margin_bp: number;
  monthly_minimum_cents: number;
  walkthrough_required: boolean;
}

/** What the estimate answers (GET /api/estimate). */
export type Estimate =
  | { walkthrough_required: true; low_cents: null; high_cents: null; period: 'month'; hours_per_visit: null }
  | { walkthrough_required: false; low_cents: number; high_cents: number; period: 'month'; hours_per_visit: number };

/** The monthly price the rate table gives, in cents, before the range and the minimum. */
export function monthlyPriceCents(rate: PricingRate, squareFeet: number, visitsPerWeek: number, factorBp: number): number {
  return priceOfHoursCents(rate, squareFeet / rate.sqft_per_hour, visitsPerWeek, factorBp);
}

/** The same from labour hours a visit (a proposal adds the minutes of tasks timed per unit to the square feet's hours). */
export function priceOfHoursCents(rate: PricingRate, hoursPerVisit: number, visitsPerWeek: number, factorBp: number): number {
  const labour = hoursPerVisit * visitsPerWeek * WEEKS_PER_MONTH * rate.labour_cents_per_hour * (factorBp / 10_000);
  return (labour * (1 + rate.supplies_bp / 10_000)) / (1 - rate.margin_bp / 10_000);
}

const tens = (cents: number) => Math.round(cents / 1000) * 1000;

export function estimate(rate: PricingRate | null, squareFeet: number, visitsPerWeek: number, factorBp: number): Estimate {
  if (!rate || rate.walkthrough_required) return { walkthrough_required: true, low_cents: null, high_cents: null, period: 'month', hours_per_visit: null };
  const price = monthlyPriceCents(rate, squareFeet, visitsPerWeek, factorBp);
  const low = Math.max(rate.monthly_minimum_cents, tens(price * (1 - ESTIMATE_SPREAD)));
  const high = Math.max(low, rate.monthly_minimum_cents, tens(price * (1 + ESTIMATE_SPREAD)));
  return {
    walkthrough_required: false,
    low_cents: low,
    high_cents: high,
    period: 'month',
    hours_per_visit: Math.round((squareFeet / rate.sqft_per_hour) * 10) / 10,
  };
}

const MESSAGES = {
  facility_type: 'Please choose the type of facility.',
  square_feet: `Please give the building’s size in square feet, from ${MIN_SQUARE_FEET.toLocaleString('en-US')} to ${MAX_SQUARE_FEET.toLocaleString('en-US')}.`,
  visits_per_week: 'Please choose how many visits a week, from 1 to 7.',
} as const;

const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.transform((s) => s.replace(/[,\s]/g, '')),
    v.regex(/^\d{1,7}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

export const EstimateQuery = v.object({
  facility_type: v.picklist(optionValues(FACILITY_TYPES), MESSAGES.facility_type),
  square_feet: wholeNumber(MIN_SQUARE_FEET, MAX_SQUARE_FEET, MESSAGES.square_feet),
  visits_per_week: wholeNumber(1, 7, MESSAGES.visits_per_week),
});
export type EstimateInput = v.InferOutput<typeof EstimateQuery>;

/** The three answers as sent (a query string's values); on failure, one message per field. */
export function readEstimateQuery(
  params: Record<string, string | undefined>,
): { ok: true; input: EstimateInput } | { ok: false; errors: Partial<Record<keyof EstimateInput, string>> } {
  const result = v.safeParse(EstimateQuery, {
    facility_type: params.facility_type ?? '',
    square_feet: params.square_feet ?? '',
    visits_per_week: params.visits_per_week ?? '',
  });
  if (result.success) return { ok: true, input: result.output };
  const errors: Partial<Record<keyof EstimateInput, string>> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as keyof EstimateInput | undefined;
    if (key && !errors[key]) errors[key] = MESSAGES[key];
  }
  return { ok: false, errors };
}

/** What is wrong with a rate as staff typed it, by field; empty when it can be saved. The same checks run on the staff screen and in the Worker. */
export function rateErrors(rate: Omit<PricingRate, 'facility_type'>): Partial<Record<keyof PricingRate, string>> {
  const errors: Partial<Record<keyof PricingRate, string>> = {};
  const whole = (n: unknown, min: number, max: number) => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
  if (!whole(rate.sqft_per_hour, 100, 50_000)) errors.sqft_per_hour = 'Square feet an hour: a whole number from 100 to 50,000.';
  if (!whole(rate.labour_cents_per_hour, 100, 50_000)) errors.labour_cents_per_hour = 'Labour cost an hour: from $1 to $500.';
  if (!whole(rate.supplies_bp, 0, 5_000)) errors.supplies_bp = 'Supplies: from 0 % to 50 %.';
  if (!whole(rate.margin_bp, 0, 8_000)) errors.margin_bp = 'Margin: from 0 % to 80 %.';
  if (!whole(rate.monthly_minimum_cents, 0, 10_000_000)) errors.monthly_minimum_cents = 'Monthly minimum: from $0 to $100,000.';
  if (typeof rate.walkthrough_required !== 'boolean') errors.walkthrough_required = 'Say whether a walkthrough is needed to price it.';
  return errors;
}

/** A visit factor in basis points: from 0.5 to 2 (5,000 to 20,000). */
export const factorOk = (bp: unknown): bp is number => typeof bp === 'number' && Number.isInteger(bp) && bp >= 5_000 && bp <= 20_000;
