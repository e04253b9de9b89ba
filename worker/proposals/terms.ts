/**
 * The terms a new proposal carries: the staff's template (staff_settings `proposal_terms`), or the
 * defaults below until they keep their own. A proposal keeps the terms it was written with.
 */
import { eq } from 'drizzle-orm';
import { staffSettings } from '../../shared/schema';
import type { Db } from '../env';

export const DEFAULT_TERMS: readonly string[] = [
  'Month to month: either side may end the service with 30 days’ written notice.',
  'The monthly price covers the scope above at the visits a week shown; added work is quoted first, in writing.',
  'Our crews are background-checked, bonded and insured; a certificate of insurance is sent on request.',
  'Not included unless listed: carpet extraction, floor stripping and refinishing, window cleaning above the ground floor, biohazard cleanup.',
  'Invoices are monthly, due in 30 days. The price holds for 30 days from the date of this proposal.',
];

export const TERMS_SETTING = 'proposal_terms';

/** The terms template as it stands. */
export async function currentTerms(db: Db): Promise<string[]> {
  const row = await db.select().from(staffSettings).where(eq(staffSettings.key, TERMS_SETTING)).get();
  const value = row?.value;
  return Array.isArray(value) && value.length && value.every((t) => typeof t === 'string') ? (value as string[]) : [...DEFAULT_TERMS];
}
