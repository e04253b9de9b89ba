/**
 * The staff email about a lead, sent through the `send_email` binding LEAD_EMAIL. Addresses come
 * from LEAD_EMAIL_FROM / LEAD_EMAIL_TO, else from the company address in content/site.ts. The
 * visitor's words go only into the body: every header value is folded to one line, so no input
 * can add a header (a Bcc, say) to the message.
 */
import { SITE } from '../../../content/site';
import { normalizeEmail } from '../../../shared/email';
import { type FormSpec, shownFields } from '../../../shared/intake/form';
import { KIND_LABELS, LEAD_FORM } from '../../../shared/lead';
import type { LeadRow } from '../store/index';

/** A header value: control characters and line or paragraph separators become spaces, and it is kept short. */
export function headerSafe(value: string, max = 200): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: a line break or other control character must never reach a header.
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
  );
}

function addressList(configured: string | undefined, fallback: string, name: string): string[] {
  const list = (configured || fallback)
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const valid = list.map((a) => normalizeEmail(a));
  if (list.length === 0 || valid.some((a) => a === null)) throw new Error(`${name} is not a valid list of email addresses`);
  return valid as string[];
}

export function leadEmailAddresses(env: Pick<Env, 'LEAD_EMAIL_FROM' | 'LEAD_EMAIL_TO'>): { from: string; to: string[] } {
  const [from] = addressList(env.LEAD_EMAIL_FROM, `website@${SITE.email.split('@')[1]}`, 'LEAD_EMAIL_FROM');
  return { from: from!, to: addressList(env.LEAD_EMAIL_TO, SITE.email, 'LEAD_EMAIL_TO') };
}

/** The body: what the visitor asked for, how to reach them, where they came from; labels as the form showed them. */
export function leadEmailText(lead: LeadRow, form: FormSpec = LEAD_FORM): string {
  const shown = (group: string) => shownFields(form, lead, lead.kind, group).filter((f) => f.text);
  const lines = (group: string) =>
    shown(group)
      .filter((f) => f.field.type !== 'text')
      .map((f) => `${f.label}: ${f.text}`);
  const passages = (group: string) => shown(group).filter((f) => f.field.type === 'text');
  const answers = ['contact', 'facility', 'visit'];
  const message = answers.flatMap(passages);
  return [
    `${KIND_LABELS[lead.kind]} request from the website${lead.duplicate_count ? ' (updated by a repeat submission)' : ''}.`,
    '',
    ...answers.flatMap(lines),
    '',
    ...(message.length ? message.flatMap((f) => [`${f.label}:`, f.text, '']) : ['Message:', '(none)', '']),
    ...lines('source'),
    `Received: ${lead.created_at}${lead.duplicate_count ? `, updated ${lead.updated_at}` : ''}`,
    `Lead id: ${lead.id}`,
    '',
    `The visitor agreed to: "${lead.consent_text}"`,
  ].join('\n');
}

export function composeLeadEmail(env: Pick<Env, 'LEAD_EMAIL_FROM' | 'LEAD_EMAIL_TO'>, lead: LeadRow): EmailMessageBuilder {
  const { from, to } = leadEmailAddresses(env);
  const who = lead.company ? `${lead.name}, ${lead.company}` : lead.name;
  const replyTo = normalizeEmail(lead.email);
  return {
    from: { email: from, name: headerSafe(`${SITE.name} website`) },
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: headerSafe(`${KIND_LABELS[lead.kind]} request${lead.duplicate_count ? ' (updated)' : ''}: ${who}${lead.location ? ` (${lead.location})` : ''}`),
    text: leadEmailText(lead),
  };
}

export async function sendLeadEmail(env: Pick<Env, 'LEAD_EMAIL' | 'LEAD_EMAIL_FROM' | 'LEAD_EMAIL_TO'>, lead: LeadRow): Promise<void> {
  await env.LEAD_EMAIL.send(composeLeadEmail(env, lead));
}
