/**
 * The staff alert about a lead, written through the one outgoing email pipeline (worker/email/):
 * one outbox message per staff address (LEAD_EMAIL_TO, else the company address in
 * content/site.ts), replying to the visitor. The visitor's words go only into the body (the
 * transport folds every header value to one line, so no input can add a header, a Bcc say); in
 * the body they are quoted apart from the email's own lines, with links made inert.
 */
import type { MessageKind } from '../../../shared/messages/messages';
import { SITE } from '../../../content/site';
import { changedFields, type FieldType, type FormSpec, holdsChecked, type ShownField, shownFields } from '../../../shared/intake/form';
import { companyDateTime } from '../../../shared/time/company-time';
import { normalizeEmail } from '../../../shared/newsletter/email';
import { KIND_LABELS, LEAD_FORM } from '../../../shared/leads/lead';
import type { EmailDocument } from '../../email/document';
import { staffAddresses } from './reminder';
import { queueEmail } from '../../email/outbox';
import type { Db } from '../../env';
import type { LeadRepeat, LeadRow } from '../store/index';

/** Types whose values the lead form's rules check (an address, a number, a day, answers picked from options). */
const CHECKED_TYPES: ReadonlySet<FieldType> = new Set(['email', 'phone', 'day', 'choice', 'choices']);

/**
 * Visitor text as inert text: no scheme separator or dot between a name and a letter survives, so
 * no mail client turns an address the visitor wrote into a link (`https://evil.example` reads
 * `https[:]//evil[.]example`). Control and direction-changing characters go.
 */
export function inert(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters must not reach the email.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/:\/\//g, '[:]//')
      .replace(/([\p{L}\p{N}_-])[.\u3002\uff0e\uff61](?=\p{L})/gu, '$1[.]')
  );
}

/** Lines of visitor text, each quoted with "> ": nothing the visitor wrote can start a line of the email's own. */
function quoted(label: string, value: string, multiline: boolean): string[] {
  const lines = inert(value).split(/\r\n?|\n|\u2028|\u2029/);
  const body = multiline ? ['', `${label}:`, ...lines, ''] : [`${label}: ${lines.join(' ')}`];
  return body.map((line) => (line ? `> ${line}` : '>'));
}

const quote = (f: ShownField) => quoted(f.label, f.text, f.field.type === 'text' || f.text.includes('\n'));

/**
 * The body. First what staff act on, from the lead's checked fields only: which lead, when, the
 * address and number to reply to, and the answers picked from the form. Then everything the
 * visitor typed (and any value that no longer passes its rule) in a marked block, quoted line by
 * line and with links made inert. Then each repeat sent with this lead's address, quoted the same
 * way: what it said differently, never as the lead.
 */
export function leadEmailText(lead: LeadRow, form: FormSpec = LEAD_FORM, repeats: readonly LeadRepeat[] = []): string {
  const answers = shownFields(form, lead, lead.kind).filter((f) => f.text);
  const isFact = (f: ShownField) => CHECKED_TYPES.has(f.field.type) && holdsChecked(f.field, f.value, lead.kind);
  const facts = answers.filter(isFact).map((f) => `${f.label}: ${f.text}`);
  const written = answers.filter((f) => !isFact(f)).flatMap(quote);
  const count = repeats.length;
  const repeated = repeats.flatMap((repeat, i) => {
    const changed = changedFields(form, lead, repeat.fields, lead.kind);
    return [
      '',
      `--- Repeat submission ${i + 1} of ${count}, received ${repeat.created_at}: sent with this lead's email address or phone, not checked to be the same person; it changed nothing above ---`,
      ...(changed.length ? changed.flatMap(quote) : ['> (the same as the lead)']),
      `--- End of repeat submission ${i + 1} ---`,
    ];
  });
  return [
    `${KIND_LABELS[lead.kind]} request from the website.`,
    ...(count ? [`${count === 1 ? 'One repeat' : `${count} repeats`} sent with the same address came after it: see the end. The lead is as first sent.`] : []),
    '',
    `Lead id: ${lead.id}`,
    `Received: ${lead.created_at}`,
    ...facts,
    '',
    '--- What the visitor wrote (quoted as sent, links disabled) ---',
    ...written,
    '--- End of what the visitor wrote ---',
    ...repeated,
  ].join('\n');
}

export const ALERT_KIND = 'lead-alert' satisfies MessageKind;

export function leadAlertDocument(lead: LeadRow, repeats: readonly LeadRepeat[] = []): EmailDocument {
  const who = lead.company ? `${lead.name}, ${lead.company}` : lead.name;
  return {
    subject: `${KIND_LABELS[lead.kind]} request${repeats.length ? ' (repeat received)' : ''}: ${who}${lead.location ? ` (${lead.location})` : ''}`,
    preview: `${KIND_LABELS[lead.kind]} request from the website, received ${companyDateTime(lead.created_at)} (Ocala time).`,
    blocks: [{ type: 'lines', lines: leadEmailText(lead, LEAD_FORM, repeats).split('\n') }],
    reason: `You get this email because this address receives the website's leads at ${SITE.name}. Reply to answer the visitor.`,
  };
}

/**
 * Queues the alert to every staff address, once per lead and number of repeats (a changed repeat
 * of a delivered lead is alerted again); throws when one cannot be written, so the lead's delivery
 * is retried.
 */
export async function queueLeadAlert(
  env: Pick<Env, 'EMAIL_QUEUE'> & Partial<Pick<Env, 'LEAD_EMAIL_TO'>>,
  db: Db,
  lead: LeadRow,
  repeats: readonly LeadRepeat[] = [],
): Promise<void> {
  const document = leadAlertDocument(lead, repeats);
  const replyTo = normalizeEmail(lead.email);
  const outcomes = await Promise.all(
    staffAddresses(env).map((to) =>
      queueEmail(env, db, {
        to,
        kind: ALERT_KIND,
        dedupeKey: `${ALERT_KIND}:${lead.id}:${repeats.length}:${to.toLowerCase()}`,
        about: `lead:${lead.id}`,
        document,
        ...(replyTo ? { headers: { 'Reply-To': replyTo } } : {}),
      }),
    ),
  );
  if (outcomes.some((o) => !o.queued && o.reason !== 'duplicate')) throw new Error('the staff alert could not be written to the outbox');
}
