/**
 * The editor's values and their problems: the form as typed (pay as text until it is sent, the
 * last day as an Ocala calendar day), what is sent to the API, the checks made before a save
 * (the same schema the API holds it to, shared/careers/opening-rules.ts), and where an API error belongs.
 */
import type { EmploymentType, OpeningStatus, PayUnit, Shift } from '../../../../shared/careers/careers';
import { companyDay } from '../../../../shared/time/company-time';
import { type OpeningField, type OpeningInput, openingProblems, openingSlugFrom } from '../../../../shared/careers/opening-rules';
import { StaffApiError } from '../lib/http';
import type { StaffOpening } from './openings-api';

export interface OpeningForm {
  title: string;
  title_es: string;
  slug: string;
  town: string;
  employment_type: EmploymentType;
  shifts: Shift[];
  pay_min: string;
  pay_max: string;
  pay_unit: PayUnit;
  description: string;
  description_es: string;
  requirements: string;
  requirements_es: string;
  benefits: string;
  benefits_es: string;
  /** YYYY-MM-DD on Ocala's calendar, or '' for no end date. */
  valid_through: string;
  status: OpeningStatus;
}

export type FormField = keyof OpeningForm;
export type FormErrors = Partial<Record<FormField, string>>;

/** The order fields appear in, for the error summary. */
export const FORM_FIELDS: readonly FormField[] = [
  'title',
  'title_es',
  'town',
  'employment_type',
  'shifts',
  'pay_min',
  'pay_max',
  'pay_unit',
  'description',
  'description_es',
  'requirements',
  'requirements_es',
  'benefits',
  'benefits_es',
  'status',
  'valid_through',
  'slug',
];

/** Each field's control (the shifts' group), so a message in the error summary links to it. */
export const fieldId = (field: FormField): string => `opening-${field.replaceAll('_', '-')}`;

export const newOpeningForm = (): OpeningForm => ({
  title: '',
  title_es: '',
  slug: '',
  town: '',
  employment_type: 'PART_TIME',
  shifts: [],
  pay_min: '',
  pay_max: '',
  pay_unit: 'HOUR',
  description: '',
  description_es: '',
  requirements: '',
  requirements_es: '',
  benefits: '',
  benefits_es: '',
  valid_through: '',
  status: 'draft',
});

export const formOf = (o: StaffOpening): OpeningForm => ({
  title: o.title,
  title_es: o.title_es,
  slug: o.slug,
  town: o.town,
  employment_type: o.employment_type,
  shifts: [...o.shifts],
  pay_min: o.pay_min === null ? '' : String(o.pay_min),
  pay_max: o.pay_max === null ? '' : String(o.pay_max),
  pay_unit: o.pay_unit,
  description: o.description,
  description_es: o.description_es,
  requirements: o.requirements,
  requirements_es: o.requirements_es,
  benefits: o.benefits,
  benefits_es: o.benefits_es,
  valid_through: o.valid_through ? companyDay(o.valid_through) : '',
  status: o.status,
});

export const sameForm = (a: OpeningForm, b: OpeningForm): boolean =>
  (Object.keys(a) as FormField[]).every((k) => (k === 'shifts' ? [...a.shifts].sort().join() === [...b.shifts].sort().join() : a[k] === b[k]));

/** Pay as typed: empty is none; anything else goes as a number for the rules to judge (15.5 is refused as cents). */
const payOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** What the API is sent; a blank slug is made from the title. */
export function inputOf(form: OpeningForm): OpeningInput {
  return {
    ...form,
    slug: form.slug.trim() || openingSlugFrom(form.title) || undefined,
    pay_min: payOf(form.pay_min),
    pay_max: payOf(form.pay_max),
    valid_through: form.valid_through || null,
  };
}

/** The rules the API holds the opening to, checked first so a save that cannot work is not sent. */
export function validateForm(form: OpeningForm, datePosted: string): FormErrors {
  const problems = openingProblems({ ...inputOf(form), date_posted: datePosted });
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(problems)) {
    if (field in form) errors[field as FormField] = /[.!?]$/.test(message!) ? message : `${message}.`;
  }
  return errors;
}

/** The field an API error names (`details`), or null when it is about the whole opening. */
export function fieldOfError(err: unknown): FormField | null {
  if (!(err instanceof StaffApiError) || (err.status !== 400 && err.status !== 409)) return null;
  const field = err.details as OpeningField | null;
  return field && FORM_FIELDS.includes(field as FormField) ? (field as FormField) : null;
}

export const isChangedMeanwhile = (err: unknown): boolean => err instanceof StaffApiError && err.status === 409 && err.details === 'updated_at';
