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
  /** What one unit is, as the library names it ('fixture'): the PDF's words for the count. */
  unit?: string;
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

/** Where a client reads and signs their proposal (worker/proposals/signing.ts), with their link's token. */
export const PROPOSAL_PATH = '/proposal';

/** States a client can still sign from. */
export const SIGNABLE_STATES: readonly ProposalState[] = ['sent', 'viewed', 'changes_requested'];

/** Days after sending that an unsigned proposal reminds its client, and the day it expires. */
export const REMINDER_DAYS = [2, 5, 10] as const;
export const EXPIRY_DAYS = 30;

/** What the client agrees to by ticking the box; stored word for word in the signature's evidence. */
export const SIGN_CONSENT_TEXT =
  'I agree to sign this proposal electronically. My typed name is my signature and has the same effect as signing it on paper, and I may ask for a paper copy at any time.';

/** Kept with a signature (on the proposal and in the audit log), to show who signed what and how. */
export interface SignatureEvidence {
  proposal_id: string;
  version: number;
  /** SHA-256 (hex) of the exact PDF the signer was shown; the bytes served at document_url. */
  document_sha256: string;
  /** Where staff fetch that PDF (the staff key): /api/proposals/{id}/pdf. */
  document_url: string;
  signed_at: string;
  signer_name: string;
  signer_title: string;
  /** The address the signing link was sent to. */
  signer_email: string;
  /** Keyed hash of the client's IP address (never the address itself). */
  ip_hash: string;
  user_agent: string;
  consent_text: string;
  monthly_price_cents: number;
}
