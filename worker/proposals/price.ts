/**
 * A proposal's lines and price from the rate table (shared/pricing/proposal.ts priceSite): one line
 * per site, priced from its facility type's rates and the factor for the visits a week, with the
 * minutes of its tasks timed per unit read from the type's task library (shared/pricing/tasks.ts).
 * Each line keeps the table's price and offers the staff's adjusted one when the site has it.
 */
import { FACILITY_TYPES } from '../../shared/intake/lead-options';
import { computedTotalCents, priceSite, type ProposalInput, totalCents } from '../../shared/pricing/proposal';
import type { ProposalLine } from '../../shared/pricing/proposal-states';
import { type LibraryTask, taskMinutesPerVisit, uncountableTasks } from '../../shared/pricing/tasks';
import type { Db } from '../env';
import { ApiError } from '../http/errors';
import { rateFor, tasksOf, visitFactor } from '../pricing/store';

export interface PricedProposal {
  lines: ProposalLine[];
  /** What the table gave. */
  computed_price_cents: number;
  /** What is offered (staff adjustments applied). */
  monthly_price_cents: number;
}

const labelOf = (type: string) => FACILITY_TYPES.find((t) => t.value === type)?.label ?? type;

/** 409 when a site's type has no rates yet; 400 when a task counts units its library does not time per unit. */
export async function priceProposal(db: Db, input: ProposalInput): Promise<PricedProposal> {
  const factor = await visitFactor(db, input.visits_per_week);
  const libraries = new Map<string, LibraryTask[]>();
  const lines: ProposalLine[] = [];
  for (const [i, site] of input.sites.entries()) {
    const rate = await rateFor(db, site.facility_type);
    if (!rate)
      throw new ApiError(
        409,
        '23514',
        `${labelOf(site.facility_type)} has no rates yet`,
        null,
        'Set them on the Pricing screen, then write the proposal again.',
      );
    const tasks = site.tasks ?? [];
    let library = libraries.get(site.facility_type);
    if (!library && tasks.some((t) => t.units !== undefined)) {
      library = await tasksOf(db, site.facility_type);
      libraries.set(site.facility_type, library);
    }
    const uncountable = uncountableTasks(tasks, library ?? []);
    if (uncountable.length) {
      const names = uncountable.map((t) => `“${t.task}”`).join(', ');
      throw new ApiError(
        400,
        '22023',
        `Site ${i + 1}: ${names} ${uncountable.length === 1 ? 'is' : 'are'} not timed per unit in the ${labelOf(site.facility_type)} task library, so ${uncountable.length === 1 ? 'it takes' : 'they take'} no units.`,
        null,
        'Send units only for a task whose library row has a unit and minutes a unit (GET /staff/api/pricing/tasks).',
      );
    }
    lines.push(priceSite(site, rate, input.visits_per_week, factor, taskMinutesPerVisit(tasks, library ?? [], input.visits_per_week)));
  }
  return { lines, computed_price_cents: computedTotalCents(lines), monthly_price_cents: totalCents(lines) };
}
