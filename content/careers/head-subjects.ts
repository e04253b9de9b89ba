/**
 * The head of an opening's page (shared/meta.ts `opening` and `opening-filled` subjects), in the
 * page's language: the edge writes it into the first HTML; the browser loads this module only to
 * set it after a client-side navigation. Reads the catalogue of the language asked for
 * (content/careers/catalogue.ts), which is loaded first.
 */
import type { Locale, PublicOpening } from '../../shared/careers/careers.ts';
import { type CareersMessages, careersMessages } from './catalogue.ts';
import { formatPay } from './format.ts';

/**
 * The job's full text as its page shows it (description, requirements, benefits under their
 * headings): the JobPosting description. The parts are already sanitized HTML.
 */
export function openingTextHtml(opening: PublicOpening, m: CareersMessages): string {
  const parts: string[] = [];
  if (opening.description) parts.push(opening.description);
  if (opening.requirements) parts.push(`<h2>${m.requirementsTitle}</h2>`, opening.requirements);
  if (opening.benefits) parts.push(`<h2>${m.benefitsTitle}</h2>`, opening.benefits);
  return parts.join('\n');
}

/** The head of an open opening's page (shared/meta.ts `opening` subject). */
export function openingMetaSubject(opening: PublicOpening, locale: Locale) {
  const m = careersMessages(locale);
  const pay = formatPay(opening, m) ?? m.payNotStated;
  return {
    kind: 'opening' as const,
    opening,
    locale,
    copy: {
      title: m.metaOpeningTitle(opening.title, opening.town),
      description: m.metaOpeningDescription(opening.title, opening.town, pay),
      descriptionHtml: openingTextHtml(opening, m),
    },
  };
}

/** The head of a filled (closed or expired) opening's address. */
export function filledMetaSubject(slug: string, locale: Locale) {
  const m = careersMessages(locale);
  return { kind: 'opening-filled' as const, slug, locale, copy: { title: m.metaFilledTitle, description: m.metaFilledDescription } };
}
