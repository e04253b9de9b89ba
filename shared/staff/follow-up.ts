/**
 * Who prospects hear from: the person whose name, title and direct line sign a lead's
 * acknowledgement, chosen by an owner on the People screen. Until one is chosen, or when that
 * person is disabled, the company's team signs with the main line (COMPANY_SIGNER).
 */
import { SITE } from '../../content/site';
import { isOneLine } from '../sanitize/one-line';

/** How an email is signed. */
export interface Signer {
  name: string;
  /** 'Client Care Manager'; '' for none. */
  title: string;
  phone: string;
  /** tel: link of the phone. */
  phoneHref: string;
}

export const COMPANY_SIGNER: Signer = { name: `The ${SITE.shortName} client care team`, title: '', phone: SITE.phone, phoneHref: SITE.phoneHref };

/** What is stored (staff_settings, key FOLLOW_UP_KEY). */
export interface FollowUpSetting {
  personId: string;
  title: string;
  /** Formatted, '(352) 555-0142'. */
  phone: string;
}

export const FOLLOW_UP_KEY = 'follow-up';

/** What the staff API answers: the choice (personId null for the company default) and the signature emails carry now. */
export interface FollowUpView {
  personId: string | null;
  title: string;
  phone: string;
  signer: Signer;
}

export const MAX_TITLE = 80;

/** A US number (10 digits, or 11 with the leading 1) as '(352) 555-0142' and its tel: link; null for anything else. */
export function usPhone(raw: string): { phone: string; phoneHref: string } | null {
  if (!/^\+?[\d\s().-]+$/.test(raw)) return null;
  const digits = raw.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return { phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`, phoneHref: `tel:+1${digits}` };
}

/** What is wrong with a title and a direct line as given, by field; empty when both are fine. */
export function followUpErrors(input: { title: string; phone: string }): Partial<Record<'title' | 'phone', string>> {
  const errors: Partial<Record<'title' | 'phone', string>> = {};
  if (input.title.length > MAX_TITLE || !isOneLine(input.title)) errors.title = `Keep the title to one line of at most ${MAX_TITLE} characters.`;
  if (!usPhone(input.phone)) errors.phone = 'Give a US phone number with its area code, such as (352) 555-0142.';
  return errors;
}
