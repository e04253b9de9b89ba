/** A proposal's states and shapes, without its rules: what the schema and the screens read (shared/pricing/proposal.ts checks and prices). */

export const PROPOSAL_STATES = ['draft', 'sent', 'viewed', 'signed', 'declined', 'changes_requested', 'expired', 'superseded'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

export const MAX_SITES = 20;

export interface ProposalSite {
  name: string;
  address: string;
  facility_type: string;
  square_feet: number;
}

/** One priced site. */
export interface ProposalLine {
  site: string;
  facility_type: string;
  square_feet: number;
  hours_per_visit: number;
  visits_per_week: number;
  monthly_cents: number;
}
