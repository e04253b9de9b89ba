/**
 * A lead's proposals as staff read and write them (/staff/api/proposals, worker/proposals/routes.ts):
 * the list newest first, and a new draft priced by the Worker from the rate table.
 */
import type { ProposalInput, ProposalLine, ProposalSite, ProposalState } from '../../../../shared/pricing/proposal';
import { staffJson } from '../lib/http';

export type { ProposalInput, ProposalLine, ProposalSite, ProposalState };

export interface Proposal {
  id: string;
  lead_id: string;
  version: number;
  state: ProposalState;
  visits_per_week: number;
  /** YYYY-MM-DD */
  start_date: string;
  sites: ProposalSite[];
  lines: ProposalLine[];
  computed_price_cents: number;
  monthly_price_cents: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  viewed_at: string | null;
  responded_at: string | null;
  expires_at: string | null;
  reminders_sent: number;
  superseded_by: string;
  response_note: string;
  document_sha256: string;
  /** The signature's evidence (SignatureEvidence), once signed. */
  evidence: Record<string, unknown> | null;
  terms: string[];
}

export async function listProposals(leadId: string, signal?: AbortSignal): Promise<Proposal[]> {
  return staffJson(`/proposals?${new URLSearchParams({ lead_id: leadId })}`, { signal });
}

/** Writes a draft (a new version of `replaces` when given); answers it priced. 400 names what is wrong, 404 an unknown lead, 409 a type without rates. */
export async function createProposal(body: ProposalInput, replaces?: string): Promise<Proposal> {
  return staffJson('/proposals', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(replaces ? { ...body, replaces } : body),
  });
}

/** Sends a draft to sign; answers it sent. 409 when it is not a draft. */
export async function sendProposal(id: string): Promise<Proposal> {
  return staffJson(`/proposals/${encodeURIComponent(id)}/send`, { method: 'POST' });
}
