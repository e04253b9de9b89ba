/**
 * A proposal's lines and price from the rate table (shared/pricing/proposal.ts priceSite): one line
 * per site, priced from its facility type's rates and the factor for the visits a week.
 */
import { FACILITY_TYPES } from '../../shared/intake/lead-options';
import { priceSite, type ProposalInput, totalCents } from '../../shared/pricing/proposal';
import type { ProposalLine } from '../../shared/pricing/proposal-states';
import type { Db } from '../env';
import { ApiError } from '../http/errors';
import { rateFor, visitFactor } from '../pricing/store';

export interface PricedProposal {
  lines: ProposalLine[];
  /** What the table gave. */
  computed_price_cents: number;
  /** What is offered (staff adjustments applied). */
  monthly_price_cents: number;
}

/** 409 when a site's type has no rates yet. */
export async function priceProposal(db: Db, input: ProposalInput): Promise<PricedProposal> {
  const factor = await visitFactor(db, input.visits_per_week);
  const lines: ProposalLine[] = [];
  for (const site of input.sites) {
    const rate = await rateFor(db, site.facility_type);
    if (!rate) {
      const label = FACILITY_TYPES.find((t) => t.value === site.facility_type)?.label ?? site.facility_type;
      throw new ApiError(409, '23514', `${label} has no rates yet`, null, 'Set them on the Pricing screen, then write the proposal again.');
    }
    lines.push(priceSite(site, rate, input.visits_per_week, factor));
  }
  const total = totalCents(lines);
  return { lines, computed_price_cents: total, monthly_price_cents: total };
}
