/** A proposal's states and shapes, without its rules: what the schema and the screens read (shared/pricing/proposal.ts checks and prices). */

export const PROPOSAL_STATES = ['draft', 'sent', 'viewed', 'signed', 'declined', 'changes_requested', 'expired', 'superseded'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

export const MAX_SITES = 20;

/** One task of a site's scope (shared/pricing/tasks.ts): copied from the task library, then edited per proposal. */
export interface ProposalTask {
  area: string;
  task: string;
  frequency: string;
  /** How many units (restroom fixtures, glass panes), for a task the library times per unit. */
  units?: number;
}

export interface ProposalSite {
  name: string;
  address: string;
  facility_type: string;
  square_feet: number;
  /** The scope, area by area; absent on proposals written before the task library. */
  tasks?: ProposalTask[];
  /** The monthly price staff offer instead of the table's (whole dollars, in cents). */
  monthly_cents?: number;
}

/** One priced site. */
export interface ProposalLine {
  site: string;
  facility_type: string;
  square_feet: number;
  hours_per_visit: number;
  visits_per_week: number;
  /** What is offered: the table's price, or the staff's adjustment of it. */
  monthly_cents: number;
  /** What the rate table gave; absent on lines written before adjustments. */
  computed_cents?: number;
}
