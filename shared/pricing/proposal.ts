/**
 * A proposal's price from the rate table (shared/pricing/estimate.ts): one line per site, its
 * labour hours a visit from the site's size and its facility type's production rate, its monthly
 * price the same arithmetic as the estimate without the range (whole dollars, never under the
 * type's monthly minimum), plus the minutes of the scope's tasks timed per unit (shared/pricing/tasks.ts);
 * staff may offer an adjusted price per site, kept beside the table's. A proposal is written after
 * the walkthrough, so a type the estimate prices only on site is priced here from its row like any
 * other. What staff send is checked here once, for the Worker and the staff screen alike.
 */
import * as v from 'valibot';
import { FACILITY_TYPES } from '../intake/lead-options.ts';
import { MAX_SQUARE_FEET, MIN_SQUARE_FEET, type PricingRate, priceOfHoursCents } from './estimate.ts';
import { MAX_SITES, type ProposalLine, type ProposalSite } from './proposal-states.ts';
import { MAX_TASKS, ProposalTaskBody } from './tasks.ts';

export { MAX_SITES, PROPOSAL_STATES, type ProposalLine, type ProposalSite, type ProposalState, type ProposalTask } from './proposal-states.ts';

const line = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message));

const isCalendarDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** A site's adjusted price: whole dollars, as the table's are. */
export const MAX_MONTHLY_CENTS = 100_000_000;
const MONTHLY_MESSAGE = `Each site’s monthly_cents, when adjusted, is whole dollars in cents from 0 to ${MAX_MONTHLY_CENTS.toLocaleString('en-US')}.`;

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
        tasks: v.optional(
          v.pipe(
            v.array(ProposalTaskBody, 'Each site’s tasks: a list of {area, task, frequency, units?}.'),
            v.maxLength(MAX_TASKS, `A site has at most ${MAX_TASKS} tasks.`),
          ),
        ),
        monthly_cents: v.optional(
          v.pipe(
            v.number(MONTHLY_MESSAGE),
            v.integer(MONTHLY_MESSAGE),
            v.minValue(0, MONTHLY_MESSAGE),
            v.maxValue(MAX_MONTHLY_CENTS, MONTHLY_MESSAGE),
            v.multipleOf(100, MONTHLY_MESSAGE),
          ),
        ),
      }),
      'sites: a list of {name, address, facility_type, square_feet, tasks?, monthly_cents?}.',
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

/**
 * The line for one site, priced from its type's rate and the factor for the visits a week.
 * `taskMinutes` is what the site's tasks timed per unit add to a visit (shared/pricing/tasks.ts
 * taskMinutesPerVisit, read from the library by the caller, so this stays pure). The line offers
 * the staff's adjusted price when the site has one, and keeps the table's beside it.
 */
export function priceSite(site: ProposalSite, rate: PricingRate, visitsPerWeek: number, factorBp: number, taskMinutes = 0): ProposalLine {
  const hours = site.square_feet / rate.sqft_per_hour + taskMinutes / 60;
  const computed = Math.max(rate.monthly_minimum_cents, Math.round(priceOfHoursCents(rate, hours, visitsPerWeek, factorBp) / 100) * 100);
  return {
    site: site.name,
    facility_type: site.facility_type,
    square_feet: site.square_feet,
    hours_per_visit: Math.round(hours * 100) / 100,
    visits_per_week: visitsPerWeek,
    monthly_cents: site.monthly_cents ?? computed,
    computed_cents: computed,
  };
}

/** What the lines offer, in all. */
export const totalCents = (lines: readonly Pick<ProposalLine, 'monthly_cents'>[]): number => lines.reduce((sum, l) => sum + l.monthly_cents, 0);

/** What the rate table gave for the lines, in all (a line from before adjustments offered the table's price). */
export const computedTotalCents = (lines: readonly Pick<ProposalLine, 'monthly_cents' | 'computed_cents'>[]): number =>
  lines.reduce((sum, l) => sum + (l.computed_cents ?? l.monthly_cents), 0);
