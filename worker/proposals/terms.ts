/**
 * The terms a new proposal carries: the staff's template (staff_settings `proposal_terms`), or the
 * defaults below until they keep their own. A proposal keeps the terms it was written with.
 */
import { eq } from 'drizzle-orm';
import { staffSettings } from '../../shared/schema';
import type { Db } from '../env';
import { DEFAULT_TERMS } from '../../shared/pricing/proposal-terms';

export { DEFAULT_TERMS };

export const TERMS_SETTING = 'proposal_terms';

/** The terms template as it stands. */
export async function currentTerms(db: Db): Promise<string[]> {
  const row = await db.select().from(staffSettings).where(eq(staffSettings.key, TERMS_SETTING)).get();
  const value = row?.value;
  return Array.isArray(value) && value.length && value.every((t) => typeof t === 'string') ? (value as string[]) : [...DEFAULT_TERMS];
}
