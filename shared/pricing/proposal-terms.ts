/** The terms every proposal carries until staff keep their own template (worker/proposals/terms.ts). */
export const DEFAULT_TERMS: readonly string[] = [
  'Month to month: either side may end the service with 30 days’ written notice.',
  'The monthly price covers the scope above at the visits a week shown; added work is quoted first, in writing.',
  'Our crews are background-checked, bonded and insured; a certificate of insurance is sent on request.',
  'Not included unless listed: carpet extraction, floor stripping and refinishing, window cleaning above the ground floor, biohazard cleanup.',
  'Invoices are monthly, due in 30 days. The price holds for 30 days from the date of this proposal.',
];

/** The template's bounds: a page of terms, each a paragraph a client reads through (the PDF wraps it). */
export const MAX_TERMS = 20;
export const MAX_TERM_LENGTH = 600;

export const TERMS_MESSAGES = {
  list: `Keep from 1 to ${MAX_TERMS} paragraphs.`,
  item: `Each paragraph has from 1 to ${MAX_TERM_LENGTH} characters.`,
} as const;
