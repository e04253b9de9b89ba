/**
 * The instant estimate in words, for the page that shows it (/estimate) and the lead forms its
 * next steps lead to (/contact, /schedule). Light on purpose: no valibot and no form declaration
 * (shared/pricing/estimate.ts has the rules and the arithmetic), so the page's browser bundle
 * carries only this.
 *
 * The answers travel in the address: `?facility_type=&square_feet=&visits_per_week=` asks
 * /estimate (and GET /api/estimate); the next steps add `estimate=`, the one line the visitor saw,
 * which the lead form sends as its hidden `estimate` field, and the form maps the answers onto its
 * own questions (approximate size, how often: shared/intake/lead-options.ts leadPrefill).
 */
import type { Estimate } from './estimate.ts';
import { ESTIMATE_LINE_MAX, FACILITY_TYPES, squareFeetOf } from '../intake/lead-options.ts';

export { squareFeetOf };

export const VISITS_PER_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
/** How far either side of the computed price the ballpark reaches. */
export const ESTIMATE_SPREAD = 0.15;

/** The three answers, as the query string and the form name them. */
export const ESTIMATE_FIELDS = ['facility_type', 'square_feet', 'visits_per_week'] as const;
export type EstimateField = (typeof ESTIMATE_FIELDS)[number];
/** The answers as typed (text, as a query string holds them). */
export type EstimateAnswers = Record<EstimateField, string>;

/** $1,590 */
export const dollars = (cents: number): string => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

/** The answers a query string holds ('' for each one missing). */
export function answersOf(search: URLSearchParams): EstimateAnswers {
  return {
    facility_type: search.get('facility_type') ?? '',
    square_feet: search.get('square_feet') ?? '',
    visits_per_week: search.get('visits_per_week') ?? '',
  };
}

/** Whether a query string asks for an estimate (names any of the three answers). */
export const asksEstimate = (search: URLSearchParams): boolean => ESTIMATE_FIELDS.some((f) => search.has(f));

/** The facility type's name ('' for none we know). */
export const facilityName = (value: string): string => FACILITY_TYPES.find((o) => o.value === value)?.label ?? '';

/** "Business Offices, 10,000 sq ft, 5 visits a week" */
export function answersText(a: EstimateAnswers): string {
  const visits = Number(a.visits_per_week);
  return `${facilityName(a.facility_type)}, ${squareFeetOf(a.square_feet).toLocaleString('en-US')} sq ft, ${visits} ${visits === 1 ? 'visit' : 'visits'} a week`;
}

/** "$1,590 – $2,150" (one figure when the range is the monthly minimum). */
export function rangeText(e: Estimate & { walkthrough_required: false }): string {
  return e.low_cents === e.high_cents ? dollars(e.low_cents) : `${dollars(e.low_cents)} – ${dollars(e.high_cents)}`;
}

/** The estimate as a lead keeps it: "$1,590–$2,150 a month: Business Offices, 10,000 sq ft, 5 visits a week". */
export function estimateLine(a: EstimateAnswers, e: Estimate): string {
  const said = e.walkthrough_required ? 'Priced at a walkthrough' : `${rangeText(e).replace(' – ', '–')} a month`;
  return `${said}: ${answersText(a)}`.slice(0, ESTIMATE_LINE_MAX);
}

/** The address of a next step (/schedule, /contact) with the answers and the estimate carried over. */
export function nextStepHref(path: string, a: EstimateAnswers, e: Estimate): string {
  return `${path}?${new URLSearchParams({ ...a, square_feet: String(squareFeetOf(a.square_feet)), estimate: estimateLine(a, e) })}`;
}
