/**
 * A proposal's price from the rate table (shared/pricing/estimate.ts): one line per site, its
 * labour hours a visit from the site's size and its facility type's production rate, its monthly
 * price the same arithmetic as the estimate without the range (whole dollars, never under the
 * type's monthly minimum). A proposal is written after the walkthrough, so a type the estimate
 * prices only on site is priced here from its row like any other. What staff send is checked
 * here once, for the Worker and the staff screen alike.
 */
import * as v from 'valibot';
import { FACILITY_TYPES } from '../intake/lead-options.ts';
import { MAX_SQUARE_FEET, MIN_SQUARE_FEET, monthlyPriceCents, type PricingRate } from './estimate.ts';
import { MAX_SITES, type ProposalLine, type ProposalSite } from './proposal-states.ts';

export { MAX_SITES, PROPOSAL_STATES, type ProposalLine, type ProposalSite, type ProposalState } from './proposal-states.ts';

const line = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message));

const isCalendarDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

export const ProposalBody = v.strictObject({
  lead_id: line(64, 'lead_id: the id of the lead the proposal answers.'),
  sites: v.pipe(
    v.array(
      v.strictObject({
        name: line(120, 'Each site needs a name, at most 120 characters.'),
        address: line(200, 'Each site needs its street address, at most 200 characters.'),
        facility_type: v.picklist(
          FACILITY_TYPES.map((t) => t.value),
          'Each site’s facility_type is one of the quote form’s.',
        ),
        square_feet: v.pipe(
          v.number('Each site’s square_feet is a whole number.'),
          v.integer('Each site’s square_feet is a whole number.'),
          v.minValue(MIN_SQUARE_FEET, `Each site is at least ${MIN_SQUARE_FEET} sq ft.`),
          v.maxValue(MAX_SQUARE_FEET, `Each site is at most ${MAX_SQUARE_FEET.toLocaleString('en-US')} sq ft.`),
        ),
      }),
      'sites: a list of {name, address, facility_type, square_feet}.',
    ),
    v.minLength(1, 'A proposal has at least one site.'),
    v.maxLength(MAX_SITES, `A proposal has at most ${MAX_SITES} sites.`),
  ),
  visits_per_week: v.pipe(
    v.number('visits_per_week: 1 to 7.'),
    v.integer('visits_per_week: 1 to 7.'),
    v.minValue(1, 'visits_per_week: 1 to 7.'),
    v.maxValue(7, 'visits_per_week: 1 to 7.'),
  ),
  start_date: v.pipe(
    v.string('start_date: a day written YYYY-MM-DD.'),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'start_date: a day written YYYY-MM-DD.'),
    v.check(isCalendarDay, 'start_date: a real day.'),
  ),
});
export type ProposalInput = v.InferOutput<typeof ProposalBody>;

/** The line for one site, priced from its type's rate and the factor for the visits a week. */
export function priceSite(site: ProposalSite, rate: PricingRate, visitsPerWeek: number, factorBp: number): ProposalLine {
  const price = monthlyPriceCents(rate, site.square_feet, visitsPerWeek, factorBp);
  return {
    site: site.name,
    facility_type: site.facility_type,
    square_feet: site.square_feet,
    hours_per_visit: Math.round((site.square_feet / rate.sqft_per_hour) * 100) / 100,
    visits_per_week: visitsPerWeek,
    monthly_cents: Math.max(rate.monthly_minimum_cents, Math.round(price / 100) * 100),
  };
}

export const totalCents = (lines: readonly Pick<ProposalLine, 'monthly_cents'>[]): number => lines.reduce((sum, l) => sum + l.monthly_cents, 0);
