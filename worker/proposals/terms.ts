/**
 * The terms a new proposal carries: the staff's template (staff_settings `proposal_terms`, kept on
 * the Pricing screen through worker/pricing/store.ts), or the defaults until they keep their own.
 * A proposal keeps the terms it was written with.
 */
import { DEFAULT_TERMS } from '../../shared/pricing/proposal-terms';
import type { Db } from '../env';
import { TERMS_SETTING, termsSetting } from '../pricing/store';

export { DEFAULT_TERMS, TERMS_SETTING };

/** The template as stored, when it is a list of paragraphs; null otherwise (the defaults apply). */
export const storedTerms = (value: unknown): string[] | null =>
  Array.isArray(value) && value.length > 0 && value.every((t) => typeof t === 'string') ? (value as string[]) : null;

/** The terms template as it stands. */
export async function currentTerms(db: Db): Promise<string[]> {
  return storedTerms((await termsSetting(db))?.value) ?? [...DEFAULT_TERMS];
}
