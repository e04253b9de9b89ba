/**
 * Where agreement to texts comes from: a lead whose person chose "Text message" as the way to reach
 * them, and a job application (its consent, shown on the form, covers calls, texts and email).
 * Recorded as the record is stored, for its number in E.164; a number that replied STOP stays
 * stopped until it replies START.
 */
import { toE164 } from '../../shared/messages/texts';
import type { Db } from '../env';
import { recordAgreement } from './store';

export async function agreeToTexts(db: Db, phone: string, about: string): Promise<void> {
  const to = toE164(phone);
  if (!to) return;
  try {
    await recordAgreement(db, to, about);
  } catch (err) {
    console.error('text agreement not recorded', about, err instanceof Error ? err.message : err);
  }
}

/** A lead agreed to texts when its person chose them. */
export const leadChoseTexts = (lead: { contact_method: string; phone: string }): boolean => lead.contact_method === 'text' && toE164(lead.phone) !== null;
