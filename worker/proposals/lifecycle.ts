/**
 * A proposal's life after it is written (shared/pricing/proposal-states.ts): sent with a signed
 * link (its PDF kept as shown, documents.ts), viewed, then signed, declined or sent back with a
 * note; replaced by a new version, or expired after 30 days. Signing moves the lead to Won at the
 * proposal's monthly price, declining to Lost with the client's reason; the owner hears of both.
 */
import { EXPIRY_DAYS, PROPOSAL_PATH, type SignatureEvidence, SIGNABLE_STATES } from '../../shared/pricing/proposal-states';
import type { LostCategory } from '../../shared/leads/lead-pipeline';
import type { Db } from '../env';
import { ApiError } from '../http/errors';
import { siteOrigin } from '../http/site-origin';
import { changeStage } from '../leads/pipeline';
import { getLead } from '../leads/store/index';
import { addNote } from '../leads/store/pipeline';
import { recordWonValue } from '../leads/store/sale';
import { linkToken } from '../walkthroughs/link-token';
import { keepDocument, keptDocument, sha256Hex } from './documents';
import { sendProposalLink, sendSignedCopy, tellOwner } from './messages';
import { type ProposalRow, getProposal, moveProposal } from './store';

/** How the lead's timeline names what the client did through their link. */
export const BY_CLIENT = 'The client, through their proposal link';

const DAY_MS = 86_400_000;

/** The client's link to a proposal as a path; null when no link key is configured. */
export async function proposalPath(env: Env, id: string): Promise<string | null> {
  const token = await linkToken(env, 'proposal', id);
  return token && `${PROPOSAL_PATH}?token=${token}`;
}

/** The same, absolute, for messages. */
export async function proposalUrl(env: Env, id: string): Promise<string | null> {
  const path = await proposalPath(env, id);
  return path && `${siteOrigin(env)}${path}`;
}

const conflict = (message: string, hint: string | null = null) => new ApiError(409, 'PGRST409', message, null, hint);

/**
 * Sends a draft: its PDF drawn and kept as the client will see it, its hash on the proposal, 30
 * days to sign, and the link by the client's channels. `render` draws the PDF (routes.ts).
 */
export async function sendProposal(env: Env, db: Db, p: ProposalRow, render: (p: ProposalRow) => Promise<Uint8Array>, now = new Date()): Promise<ProposalRow> {
  if (p.state !== 'draft')
    throw conflict(
      `This proposal is ${p.state.replace('_', ' ')}: only a draft is sent`,
      'To change a sent proposal, write a new version (POST /api/proposals with "replaces").',
    );
  const lead = await getLead(db, p.lead_id);
  if (!lead) throw new ApiError(404, 'PGRST116', 'The proposal’s lead is gone', null, null);
  if (!lead.email && !lead.phone) throw new ApiError(400, '22023', 'The lead has no email address or phone number to send the link to', null, null);
  const link = await proposalUrl(env, p.id);
  if (!link) throw new ApiError(503, 'PGRST503', 'Proposal links need SERVICE_KEY or WALKTHROUGH_SECRET', null, 'Set one in .dev.vars or as a secret.');
  const bytes = await render(p);
  await keepDocument(env, p.id, 'sent', bytes);
  const sent = await moveProposal(db, p.id, ['draft'], {
    state: 'sent',
    sent_at: now.toISOString(),
    expires_at: new Date(now.getTime() + EXPIRY_DAYS * DAY_MS).toISOString(),
    document_sha256: await sha256Hex(bytes),
  });
  if (!sent) throw conflict('This proposal was sent or replaced meanwhile', 'Reload it.');
  // A lead not yet at Proposal sent moves there (a later stage, Won or Lost, is left as it is).
  if (['new', 'contacted', 'walkthrough_booked'].includes(lead.status))
    await changeStage(env, db, lead.id, { status: 'proposal_sent' }, sent.created_by || 'Staff');
  await sendProposalLink(env, db, lead, sent, link);
  return sent;
}

/** The PDF the client was shown (kept when sent), or null for a draft. */
export const shownDocument = (env: Env, p: ProposalRow) => (p.sent_at ? keptDocument(env, p.id, 'sent') : Promise.resolve(null));

/** Why a proposal cannot be signed now, in the client's words; null when it can. */
export function unsignable(p: ProposalRow, now: Date): string | null {
  if (p.state === 'signed') return 'This proposal is already signed.';
  if (p.state === 'superseded') return 'This version was replaced by a newer one.';
  if (p.state === 'declined') return 'This proposal was declined.';
  if (p.state === 'expired' || (p.expires_at && Date.parse(p.expires_at) <= now.getTime())) return 'This proposal has expired.';
  if (!SIGNABLE_STATES.includes(p.state)) return 'This proposal is not open to sign.';
  return null;
}

export interface Signature {
  name: string;
  title: string;
  /** The hash of the document the page showed, sent back with the form. */
  document_sha256: string;
  ip_hash: string;
  user_agent: string;
  consent_text: string;
}

/**
 * Signs: only the document the client was shown (its hash must be the one kept), only once, only
 * while open. The evidence goes on the proposal and in the audit log; the signed PDF (with its
 * signature page, drawn by `sign`) is kept and sent to the signer and the owner; the lead is Won.
 * Returns the refusal in the client's words, or the evidence.
 */
export async function signProposal(
  env: Env,
  db: Db,
  p: ProposalRow,
  signature: Signature,
  addSignaturePage: (shown: Uint8Array, evidence: SignatureEvidence) => Promise<Uint8Array>,
  audit: (evidence: SignatureEvidence) => Promise<void>,
  now = new Date(),
): Promise<{ refused: string } | { evidence: SignatureEvidence }> {
  const why = unsignable(p, now);
  if (why) return { refused: why };
  const shown = await shownDocument(env, p);
  if (!shown) throw new Error(`proposal ${p.id}: its sent PDF is missing`);
  const sha = await sha256Hex(shown);
  if (sha !== p.document_sha256) throw new Error(`proposal ${p.id}: the kept PDF does not match its hash`);
  if (signature.document_sha256 !== sha) return { refused: 'The proposal changed while you were reading it. Please read it again before you sign.' };
  const lead = await getLead(db, p.lead_id);
  const evidence: SignatureEvidence = {
    proposal_id: p.id,
    version: p.version,
    document_sha256: sha,
    document_url: `${siteOrigin(env)}/api/proposals/${p.id}/pdf`,
    signed_at: now.toISOString(),
    signer_name: signature.name,
    signer_title: signature.title,
    signer_email: lead?.email ?? '',
    ip_hash: signature.ip_hash,
    user_agent: signature.user_agent,
    consent_text: signature.consent_text,
    monthly_price_cents: p.monthly_price_cents,
  };
  const signed = await moveProposal(db, p.id, SIGNABLE_STATES, { state: 'signed', responded_at: evidence.signed_at, evidence: { ...evidence } }, now);
  if (!signed) return { refused: unsignable((await getProposal(db, p.id)) ?? p, now) ?? 'This proposal is not open to sign.' };
  await audit(evidence);
  if (lead) {
    await changeStage(env, db, lead.id, { status: 'won' }, BY_CLIENT, now);
    await recordWonValue(db, lead.id, p.monthly_price_cents, evidence.signed_at);
  }
  const withPage = await addSignaturePage(shown, evidence);
  await keepDocument(env, p.id, 'signed', withPage);
  const after = (lead && (await getLead(db, lead.id))) ?? lead;
  if (after) {
    await sendSignedCopy(env, db, after, signed, evidence, withPage);
    await tellOwner(env, db, after, signed, { kind: 'signed', evidence, signed: withPage });
  }
  return { evidence };
}

/** The client says no, with a reason from the short list and a note: the proposal is declined, the lead Lost. */
export async function declineProposal(env: Env, db: Db, p: ProposalRow, category: string, note: string, now = new Date()): Promise<string | null> {
  const why = unsignable(p, now);
  if (why) return why;
  const declined = await moveProposal(db, p.id, SIGNABLE_STATES, { state: 'declined', responded_at: now.toISOString(), response_note: note }, now);
  if (!declined) return unsignable((await getProposal(db, p.id)) ?? p, now) ?? 'This proposal is not open.';
  const lead = await getLead(db, p.lead_id);
  if (lead) {
    // A client already won (another proposal signed) stays won: this one is simply declined.
    if (lead.status !== 'won')
      await changeStage(env, db, lead.id, { status: 'lost', lost_category: category as LostCategory, lost_reason: note }, BY_CLIENT, now);
    await tellOwner(env, db, lead, declined, { kind: 'declined', category, note });
  }
  return null;
}

/** The client asks for changes: the note goes on the lead's timeline and to the owner; the proposal stays open to sign. */
export async function askForChanges(env: Env, db: Db, p: ProposalRow, note: string, now = new Date()): Promise<string | null> {
  const why = unsignable(p, now);
  if (why) return why;
  const asked = await moveProposal(db, p.id, SIGNABLE_STATES, { state: 'changes_requested', responded_at: now.toISOString(), response_note: note }, now);
  if (!asked) return unsignable((await getProposal(db, p.id)) ?? p, now) ?? 'This proposal is not open.';
  const lead = await getLead(db, p.lead_id);
  if (lead) {
    await addNote(db, lead.id, `Changes asked to proposal version ${p.version}: ${note}`, BY_CLIENT);
    await tellOwner(env, db, lead, asked, { kind: 'changes', note });
  }
  return null;
}

/** The first time the client opens their link. */
export async function markViewed(db: Db, p: ProposalRow, now = new Date()): Promise<ProposalRow> {
  if (p.state !== 'sent') return p;
  return (await moveProposal(db, p.id, ['sent'], { state: 'viewed', viewed_at: now.toISOString() }, now)) ?? p;
}
