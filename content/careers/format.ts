/**
 * The numbers and dates the careers pages show, formatted with Intl for the page's language (no
 * i18n library: docs/decisions.md D20), and the head of an opening's page. Reads the catalogue of
 * the language asked for (content/careers/catalogue.ts), which is loaded first.
 */
import type { Locale, PublicOpening } from '../../shared/careers/careers.ts';
import { SITE } from '../site.ts';
import { type CareersMessages, careersMessages } from './catalogue.ts';

/** Whole dollars: "$15". */
function money(amount: number, m: CareersMessages): string {
  return new Intl.NumberFormat(m.intlLocale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
}

/** "$15–$17 per hour" / "$15–$17 por hora"; one figure alone when only one is set; null without pay. */
export function formatPay(opening: Pick<PublicOpening, 'pay_min' | 'pay_max' | 'pay_unit'>, m: CareersMessages): string | null {
  const { pay_min: min, pay_max: max } = opening;
  if (min === null && max === null) return null;
  const range = min !== null && max !== null && min !== max ? `${money(min, m)}–${money(max, m)}` : money((min ?? max)!, m);
  return `${range} ${m.payUnits[opening.pay_unit]}`;
}

/** A posting date as Ocala's calendar has it: "November 26, 2026" / "26 de noviembre de 2026". */
export function formatDay(iso: string, m: CareersMessages): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(m.intlLocale, { dateStyle: 'long', timeZone: SITE.timeZone }).format(date);
}

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
