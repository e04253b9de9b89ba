/**
 * What a proposal sends (shared/messages/messages.ts `proposal-*`): the client's link to read and
 * sign it (by email, and by text where they chose texts), the reminders 2, 5 and 10 days after,
 * the signed PDF to the person who signed, and a word to the lead's owner (else staff) when the
 * client signs, declines or asks for changes, or the proposal expires. Every message is one outbox
 * row per recipient and event (its dedupe key), so a retried request never sends twice.
 */
import { SITE } from '../../content/site';
import type { MessageKind } from '../../shared/messages/messages';
import { LOST_CATEGORIES } from '../../shared/leads/lead-pipeline';
import { dollars } from '../../shared/pricing/estimate-words';
import type { SignatureEvidence } from '../../shared/pricing/proposal-states';
import { calendarDay, companyDate, companyDateTime } from '../../shared/time/company-time';
import type { Db } from '../env';
import type { EmailDocument } from '../email/document';
import { queueEmail } from '../email/outbox';
import { siteOrigin } from '../http/site-origin';
import { firstName } from '../leads/emails/acknowledgement';
import { staffAddresses } from '../leads/emails/reminder';
import type { LeadRow } from '../leads/store/index';
import { personById } from '../people/store';
import { followUpSigner } from '../settings/store';
import { leadChoseTexts } from '../texts/consent';
import { queueText } from '../texts/outbox';
import { base64Of } from './documents';
import type { ProposalRow } from './store';

export const PROPOSAL_KINDS = {
  sent: 'proposal-sent',
  reminder: 'proposal-reminder',
  signed: 'proposal-signed',
  staff: 'proposal-staff-update',
} as const satisfies Record<string, MessageKind>;

type MessageEnv = Pick<Env, 'EMAIL_QUEUE' | 'SITE_URL' | 'LEAD_EMAIL_TO'> & Partial<Pick<Env, 'TEXT_QUIET_HOURS'>>;

const hello = (lead: LeadRow) => (firstName(lead.name) ? `Hello ${firstName(lead.name)},` : 'Hello,');
const price = (p: ProposalRow) => `${dollars(p.monthly_price_cents)} a month`;
const sites = (p: ProposalRow) => (p.sites.length === 1 ? p.sites[0]!.name : `${p.sites.length} sites`);

/** The client's link to their proposal: the email, and a text where they chose texts. `reminder`: 1, 2 or 3. */
export async function sendProposalLink(env: MessageEnv, db: Db, lead: LeadRow, p: ProposalRow, link: string, reminder = 0): Promise<void> {
  const kind = reminder ? PROPOSAL_KINDS.reminder : PROPOSAL_KINDS.sent;
  const expires = p.expires_at ? companyDate(p.expires_at) : '';
  const key = `proposal:${p.id}:${reminder ? `reminder-${reminder}` : 'sent'}`;
  if (leadChoseTexts(lead)) {
    const head = reminder ? `A reminder: your cleaning proposal (${price(p)}) is waiting` : `Your cleaning proposal is ready: ${price(p)}`;
    await queueText(env, db, {
      to: lead.phone,
      kind,
      dedupeKey: `${key}:sms`,
      about: `lead:${lead.id}`,
      body: [`${head}. Read and sign: ${link}${expires ? ` (open until ${expires})` : ''}`, `${head}. Read and sign: ${link}`],
      locale: 'en',
    });
  }
  if (!lead.email) return;
  const signer = await followUpSigner(db);
  const document: EmailDocument = {
    subject: reminder ? `Reminder: your cleaning proposal for ${sites(p)}` : `Your cleaning proposal from ${SITE.shortName}: ${price(p)}`,
    preview: reminder ? `It is open to sign until ${expires}.` : `Read the scope and terms, and sign online in a minute: no account needed.`,
    origin: siteOrigin(env),
    blocks: [
      { type: 'paragraph', text: hello(lead) },
      {
        type: 'paragraph',
        text: reminder
          ? `Your proposal for ${sites(p)} is still waiting for you. It is open to sign until ${expires}; after that we price it again.`
          : lead.walkthrough_at
            ? `Thank you for showing us around. Here is our proposal for ${sites(p)}, priced from what we saw on the walkthrough.`
            : `Thank you for asking us. Here is our proposal for ${sites(p)}, priced from what you told us about the building.`,
      },
      {
        type: 'facts',
        title: 'Your proposal',
        rows: [
          { label: 'Monthly price', value: `${price(p)}, supplies included` },
          { label: 'Visits', value: `${p.visits_per_week} a week, starting ${calendarDay(p.start_date)}` },
          ...(expires ? [{ label: 'Open to sign until', value: expires }] : []),
        ],
      },
      { type: 'button', text: 'Read and sign the proposal', href: link },
      { type: 'paragraph', text: 'The page shows the scope first, then the terms, and you sign last. You can also ask for changes or tell us no.' },
      { type: 'signature', closing: 'Thank you,', signer },
    ],
    reason: 'You get this email because you asked us for a cleaning proposal.',
  };
  await queueEmail(env, db, { to: lead.email, kind, dedupeKey: key, about: `lead:${lead.id}`, document });
}

/** The signed PDF to the person who signed. */
export async function sendSignedCopy(env: MessageEnv, db: Db, lead: LeadRow, p: ProposalRow, evidence: SignatureEvidence, signed: Uint8Array): Promise<void> {
  if (!lead.email) return;
  const signer = await followUpSigner(db);
  await queueEmail(env, db, {
    to: lead.email,
    kind: PROPOSAL_KINDS.signed,
    dedupeKey: `proposal:${p.id}:signed`,
    about: `lead:${lead.id}`,
    document: {
      subject: `Signed: your cleaning agreement with ${SITE.shortName}`,
      preview: `Your signed copy is attached. We start on ${calendarDay(p.start_date)}.`,
      origin: siteOrigin(env),
      blocks: [
        { type: 'paragraph', text: firstName(evidence.signer_name) ? `Hello ${firstName(evidence.signer_name)},` : 'Hello,' },
        {
          type: 'paragraph',
          text: `Thank you for choosing ${SITE.name}. Your signed proposal is attached: ${price(p)} for ${sites(p)}, ${p.visits_per_week} visits a week, starting ${calendarDay(p.start_date)}.`,
        },
        {
          type: 'facts',
          title: 'Signature',
          rows: [
            { label: 'Signed by', value: `${evidence.signer_name}, ${evidence.signer_title}` },
            { label: 'Signed on', value: `${companyDateTime(evidence.signed_at)} (Ocala time)` },
            { label: 'Document SHA-256', value: evidence.document_sha256 },
          ],
        },
        {
          type: 'steps',
          title: 'What happens next',
          items: [
            'We call you to plan the first visit: keys, alarm codes and who to ask for.',
            'Your crew lead walks the building with you on the first visit.',
            'Your first invoice comes at the end of the first month.',
          ],
        },
        { type: 'signature', closing: 'Welcome aboard,', signer },
      ],
      reason: 'You get this email because you signed a proposal from us.',
    },
    attachments: [{ filename: `oakbright-proposal-${p.id.slice(0, 8)}-signed.pdf`, type: 'application/pdf', content: base64Of(signed), encoding: 'base64' }],
  });
}

export type StaffUpdate =
  | { kind: 'signed'; evidence: SignatureEvidence; signed: Uint8Array }
  | { kind: 'declined'; category: string; note: string }
  | { kind: 'changes'; note: string }
  | { kind: 'expired' };

/** Where the owner hears: their sign-in address, else staff. */
async function ownerAddresses(env: MessageEnv, db: Db, lead: LeadRow): Promise<string[]> {
  const owner = lead.owner_id ? await personById(db, lead.owner_id) : null;
  return owner && !owner.disabled_at ? [owner.email] : staffAddresses(env);
}

export async function tellOwner(env: MessageEnv, db: Db, lead: LeadRow, p: ProposalRow, update: StaffUpdate): Promise<void> {
  const who = lead.company || lead.name || 'A client';
  const staffLink = new URL(`/staff/leads/${encodeURIComponent(lead.id)}`, siteOrigin(env)).href;
  const headline = {
    signed: `${who} signed: ${price(p)}`,
    declined: `${who} declined the proposal`,
    changes: `${who} asked for changes to the proposal`,
    expired: `The proposal to ${who} expired unsigned`,
  }[update.kind];
  const blocks: EmailDocument['blocks'][number][] = [{ type: 'heading', text: headline }];
  if (update.kind === 'signed') {
    blocks.push({
      type: 'paragraph',
      text: `${update.evidence.signer_name} (${update.evidence.signer_title}) signed version ${p.version} on ${companyDateTime(update.evidence.signed_at)}. The lead is now Won at ${price(p)}; the signed PDF is attached.`,
    });
  } else if (update.kind === 'declined') {
    const reason = LOST_CATEGORIES.find((c) => c.value === update.category)?.label ?? update.category;
    blocks.push({ type: 'paragraph', text: `Their reason: ${reason}. The lead is now Lost.` });
    if (update.note) blocks.push({ type: 'quote', by: lead.name || 'The client', lines: update.note.split('\n') });
  } else if (update.kind === 'changes') {
    blocks.push({ type: 'paragraph', text: `They can still sign version ${p.version}; to change it, write a new version from the lead and send it.` });
    blocks.push({ type: 'quote', by: lead.name || 'The client', lines: update.note.split('\n') });
  } else {
    blocks.push({
      type: 'paragraph',
      text: `Version ${p.version} (${price(p)}) was sent on ${companyDate(p.sent_at)} and not signed in 30 days. Call them, or write a new version.`,
    });
  }
  blocks.push({ type: 'button', text: 'Open the lead', href: staffLink });
  // The signed copy's Base64 made once, whoever is told.
  const attachments =
    update.kind === 'signed'
      ? [{ filename: `proposal-${p.id.slice(0, 8)}-signed.pdf`, type: 'application/pdf', content: base64Of(update.signed), encoding: 'base64' as const }]
      : undefined;
  for (const to of await ownerAddresses(env, db, lead)) {
    await queueEmail(env, db, {
      to,
      kind: PROPOSAL_KINDS.staff,
      dedupeKey: `proposal:${p.id}:${update.kind}:${to}`,
      about: `lead:${lead.id}`,
      document: { subject: headline, preview: headline, blocks, reason: 'You get this email because you own this lead, or staff are told of proposals.' },
      ...(attachments ? { attachments } : {}),
    });
  }
}
