/**
 * The numbers and dates the careers pages show, formatted with Intl for the page's language (no
 * i18n library: docs/decisions.md D20). The head of an opening's page is in head-subjects.ts: the
 * page needs it only after a client-side navigation.
 */
import type { PublicOpening } from '../../shared/careers/careers.ts';
import { SITE } from '../site.ts';
import type { CareersMessages } from './catalogue.ts';

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
