/**
 * What a job opening's fields may hold, stated once: the staff API (worker/careers/openings/)
 * refuses what breaks these rules with the field named, and the staff editor checks the same
 * schema before a save and takes its limits and counters from OPENING_LIMITS.
 *
 * The columns and their types are the table's (shared/schema.ts `jobOpenings`); the fixed lists
 * are shared/careers/careers.ts's. Pure data and functions: the staff app ships this module.
 */
import * as v from 'valibot';
import { EMPLOYMENT_TYPES, OPENING_STATUSES, PAY_UNITS, SHIFTS } from './careers';
import { companyDayEnd } from '../time/company-time';
import { isOneLine } from '../sanitize/one-line';

export const OPENING_LIMITS = {
  title: 120,
  title_es: 120,
  town: 80,
  /** Each Markdown field, in either language. */
  markdown: 8000,
  slug: 80,
} as const;

/** The Markdown fields, English and Spanish. */
export const OPENING_MARKDOWN_FIELDS = ['description', 'description_es', 'requirements', 'requirements_es', 'benefits', 'benefits_es'] as const;
/** The same in both languages: /careers/<slug>, /es/empleos/<slug>. */
export const OPENING_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: "Floor Care Technician" → "floor-care-technician" (accents dropped). */
export function openingSlugFrom(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, OPENING_LIMITS.slug)
    .replace(/-+$/g, '');
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A date as stored (ISO 8601 in UTC). A day alone (YYYY-MM-DD) is a day on Ocala's calendar and
 * means its last moment, so an opening valid through Dec 31 is open all of Dec 31 in Ocala.
 */
export function openingInstant(value: string): string | null {
  if (DAY.test(value)) {
    const end = companyDayEnd(value);
    return end ? new Date(end.getTime() - 1).toISOString() : null;
  }
  if (!INSTANT.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

const oneLine = (message: string) => v.check(isOneLine, `${message}, on one line`);
const required = (message: string, max: number) => v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message), oneLine(message));
const optionalText = (message: string, max: number) => v.pipe(v.string(message), v.trim(), v.maxLength(max, message), oneLine(message));

const markdown = (name: string) =>
  v.optional(v.pipe(v.string(`${name} must be text (Markdown)`), v.maxLength(OPENING_LIMITS.markdown, `${name} must be at most 8,000 characters`)), '');

const pay = (name: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(`${name} must be a whole number of dollars`),
        v.safeInteger(`${name} must be a whole number of dollars`),
        v.minValue(0, `${name} must be 0 or more`),
        v.maxValue(1_000_000, `${name} must be at most $1,000,000`),
      ),
    ),
    null,
  );

const date = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.check((s) => openingInstant(s) !== null, message),
    v.transform((s) => openingInstant(s)!),
  );

/** Every field staff write, with its default for a new opening. */
export const OpeningFieldsSchema = v.strictObject(
  {
    slug: v.optional(
      v.pipe(
        v.string('The address (slug) must be text'),
        v.trim(),
        v.minLength(1, 'The address (slug) must not be empty'),
        v.maxLength(OPENING_LIMITS.slug, `The address (slug) must be at most ${OPENING_LIMITS.slug} characters`),
        v.regex(OPENING_SLUG, 'The address (slug) may hold only lower-case letters a–z, digits and single hyphens between them'),
      ),
    ),
    status: v.optional(v.picklist(OPENING_STATUSES, `status must be one of: ${OPENING_STATUSES.join(', ')}`), 'draft'),
    title: required(`The title must be 1 to ${OPENING_LIMITS.title} characters`, OPENING_LIMITS.title),
    title_es: v.optional(optionalText(`The Spanish title must be at most ${OPENING_LIMITS.title_es} characters`, OPENING_LIMITS.title_es), ''),
    town: required(`The town must be 1 to ${OPENING_LIMITS.town} characters`, OPENING_LIMITS.town),
    employment_type: v.optional(v.picklist(EMPLOYMENT_TYPES, `employment_type must be one of: ${EMPLOYMENT_TYPES.join(', ')}`), 'PART_TIME'),
    shifts: v.pipe(
      v.array(v.picklist(SHIFTS, `shifts may hold only: ${SHIFTS.join(', ')}`), 'shifts must be a list of shifts'),
      v.minLength(1, 'Pick at least one shift'),
      v.check((list) => new Set(list).size === list.length, 'shifts must not repeat a shift'),
    ),
    pay_min: pay('pay_min'),
    pay_max: pay('pay_max'),
    pay_unit: v.optional(v.picklist(PAY_UNITS, `pay_unit must be one of: ${PAY_UNITS.join(', ')}`), 'HOUR'),
    description: markdown('The description'),
    description_es: markdown('The Spanish description'),
    requirements: markdown('The requirements'),
    requirements_es: markdown('The Spanish requirements'),
    benefits: markdown('The benefits'),
    benefits_es: markdown('The Spanish benefits'),
    date_posted: v.optional(date('date_posted must be a date (YYYY-MM-DD) or an ISO 8601 timestamp')),
    valid_through: v.optional(v.nullable(date('The valid-through date must be a date (YYYY-MM-DD) or an ISO 8601 timestamp')), null),
  },
  (issue) => (issue.path?.length ? `Unknown field: ${String(issue.path[0]!.key)}` : 'Send the opening as a JSON object'),
);

/** The fields with the checks between them: pay as a range, the last day after the posting day. */
export const OpeningSchema = v.pipe(
  OpeningFieldsSchema,
  v.forward(
    v.check((o) => (o.pay_min === null) === (o.pay_max === null), 'Give both pay figures (minimum and maximum), or leave both empty'),
    ['pay_max'],
  ),
  v.forward(
    v.check((o) => o.pay_min === null || o.pay_max === null || o.pay_min <= o.pay_max, 'The maximum pay must be at least the minimum'),
    ['pay_max'],
  ),
  v.forward(
    v.check(
      (o) => !o.valid_through || !o.date_posted || o.valid_through > o.date_posted,
      'The valid-through date must be after the day the opening was posted',
    ),
    ['valid_through'],
  ),
);

export type OpeningInput = v.InferInput<typeof OpeningSchema>;
export type OpeningValues = v.InferOutput<typeof OpeningSchema>;
export type OpeningField = keyof OpeningValues;

/** The first problem per field (the field named as the API's `details` names it), or {} when there is none. */
export function openingProblems(input: unknown): Partial<Record<OpeningField | '_', string>> {
  const result = v.safeParse(OpeningSchema, input);
  if (result.success) return {};
  const out: Partial<Record<OpeningField | '_', string>> = {};
  for (const issue of result.issues) {
    const key = (issue.path?.[0]?.key as OpeningField | undefined) ?? '_';
    out[key] ??= issue.message;
  }
  return out;
}
