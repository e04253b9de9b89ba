/**
 * The lead form's building questions as options (what the form offers, what staff read), and how
 * an instant estimate's answers in a page's address fill them in: kept apart from the declaration
 * (lead-form.ts, which brings valibot) so the instant estimate (/estimate) ships them without the
 * form's rules. The browser build keeps this module in one file with the form parts the lead card
 * and the estimate share (`form-kit`, build/chunk-groups.ts).
 */
import type { Option } from './form.ts';
import { INDUSTRY_LINKS } from '../routes.ts';

/** A select's options from `{ value: label }`, in order. */
export const options = (labels: Record<string, string>): readonly Option[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The kinds of building we clean (the industry pages), then 'Other'. */
export const FACILITY_TYPES: readonly Option[] = [
  // The kinds of building the industry pages cover: not a service listed among them, and "Other" is the form's own.
  ...INDUSTRY_LINKS.filter((i) => !i.serviceLike && i.slug !== 'other-industries').map((i) => ({ value: i.slug, label: i.name })),
  { value: 'other', label: 'Other' },
];

export const SQUARE_FOOTAGE = options({
  'under-5k': 'Under 5,000 sq ft',
  '5k-15k': '5,000 – 15,000 sq ft',
  '15k-50k': '15,000 – 50,000 sq ft',
  '50k-100k': '50,000 – 100,000 sq ft',
  'over-100k': 'Over 100,000 sq ft',
  'not-sure': 'Not sure',
});

export const FREQUENCIES = options({
  daily: 'Daily (5–7 nights a week)',
  'several-weekly': '2–4 times a week',
  weekly: 'Weekly',
  monthly: 'Monthly or less',
  'one-time': 'One-time project',
  'not-sure': 'Not sure yet',
});

/** The longest instant estimate line a lead keeps (its hidden `estimate` field). */
export const ESTIMATE_LINE_MAX = 200;

/** A whole number of square feet as people write it ("12,000", "12 000"); NaN when it is not one. */
export function squareFeetOf(text: string): number {
  const digits = text.replace(/[,\s]/g, '');
  return /^\d{1,7}$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The approximate size (SQUARE_FOOTAGE) a number of square feet falls in; '' for none. */
export function squareFootageOf(squareFeet: number): string {
  if (!(squareFeet > 0)) return '';
  if (squareFeet < 5_000) return 'under-5k';
  if (squareFeet <= 15_000) return '5k-15k';
  if (squareFeet <= 50_000) return '15k-50k';
  if (squareFeet <= 100_000) return '50k-100k';
  return 'over-100k';
}

/** How often (FREQUENCIES) for a number of visits a week; '' for none. */
export function frequencyOf(visits: number): string {
  if (visits >= 5 && visits <= 7) return 'daily';
  if (visits >= 2 && visits <= 4) return 'several-weekly';
  return visits === 1 ? 'weekly' : '';
}

/**
 * What a lead form starts with when its page's address carries an instant estimate
 * (`?facility_type=&square_feet=&visits_per_week=&estimate=`, the estimate's next steps): the type of
 * facility, the approximate size and how often, and the estimate line it sends hidden. An answer it
 * cannot read is left out, for the visitor to give.
 */
export function leadPrefill(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const type = query.get('facility_type') ?? '';
  const line = (query.get('estimate') ?? '').replace(/\s+/g, ' ').trim();
  const values: Record<string, string> = {
    facility_type: FACILITY_TYPES.some((o) => o.value === type) ? type : '',
    square_footage: squareFootageOf(squareFeetOf(query.get('square_feet') ?? '')),
    frequency: frequencyOf(Number(query.get('visits_per_week'))),
    estimate: line.length <= ESTIMATE_LINE_MAX ? line : '',
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v));
}
