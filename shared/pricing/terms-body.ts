/** PUT /staff/api/pricing/terms, checked the same way on the Pricing screen: the template as a list of paragraphs. */
import * as v from 'valibot';
import { MAX_TERM_LENGTH, MAX_TERMS, TERMS_MESSAGES } from './proposal-terms.ts';

export const TermsBody = v.strictObject({
  terms: v.pipe(
    v.array(
      v.pipe(v.string(TERMS_MESSAGES.item), v.trim(), v.minLength(1, TERMS_MESSAGES.item), v.maxLength(MAX_TERM_LENGTH, TERMS_MESSAGES.item)),
      TERMS_MESSAGES.list,
    ),
    v.minLength(1, TERMS_MESSAGES.list),
    v.maxLength(MAX_TERMS, TERMS_MESSAGES.list),
  ),
});
