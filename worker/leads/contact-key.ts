/**
 * Who sent a lead, for merging repeats (docs/decisions.md D12): the email address, or the phone
 * number's digits when there is no email. A US number with or without its country code is the
 * same number.
 */
import type { Lead } from '../../shared/leads/lead';

export function contactKey(lead: Pick<Lead, 'email' | 'phone'>): string {
  if (lead.email) return `email:${lead.email.toLowerCase()}`;
  let digits = lead.phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return `phone:${digits}`;
}
