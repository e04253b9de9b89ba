/**
 * Hiring: job openings staff manage and the applications they bring (docs/decisions.md D20). The
 * values here are the ones schema.org's JobPosting and the staff screens both read.
 */

/** Where an opening stands: `draft` (staff only), `open` (public until its valid-through date), `closed`. */
export const OPENING_STATUSES = ['draft', 'open', 'closed'] as const;
export type OpeningStatus = (typeof OPENING_STATUSES)[number];

/** schema.org employmentType values. */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const SHIFTS = ['early_morning', 'day', 'evening', 'overnight', 'weekend'] as const;
export type Shift = (typeof SHIFTS)[number];

/** schema.org QuantitativeValue unitText values for pay. */
export const PAY_UNITS = ['HOUR', 'WEEK', 'MONTH', 'YEAR'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];

/** The site's languages: English at the root, Spanish under /es/. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * Where an application stands: New → Screened → Interview (a date and time) → Hired / Not hired.
 * Spam stands outside.
 */
export const APPLICATION_STATUSES = ['new', 'screened', 'interview', 'hired', 'not_hired', 'spam'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_EVENT_TYPES = ['stage', 'note', 'interview_cancelled'] as const;
/** Applications older than this many months are deleted, unless APPLICATION_RETENTION_MONTHS says otherwise. */
export const DEFAULT_RETENTION_MONTHS = 12;

/** Résumé uploads: at most 5 MB, of these types (read from the bytes, never from the name). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
  'image/heic',
] as const;
export type ResumeType = (typeof RESUME_TYPES)[number];

/**
 * An open opening as the public pages show it, in the page's language (a Spanish field left empty
 * falls back to the English one). The Markdown fields arrive as sanitized HTML, rendered at the edge.
 */
export interface PublicOpening {
  slug: string;
  title: string;
  town: string;
  employment_type: EmploymentType;
  shifts: Shift[];
  pay_min: number | null;
  pay_max: number | null;
  pay_unit: PayUnit;
  /** Sanitized HTML. */
  description: string;
  requirements: string;
  benefits: string;
  date_posted: string;
  valid_through: string | null;
}

/** The careers list page's data (/careers, /es/empleos). */
export interface CareersPageData {
  locale: Locale;
  openings: PublicOpening[];
}

/** One opening's page data (/careers/<slug>, /es/empleos/<slug>); `filled` for one closed or past its date. */
export interface OpeningPageData {
  locale: Locale;
  opening: PublicOpening | null;
  state: 'open' | 'filled';
}

/** The public paths of hiring, by language. */
export const CAREERS_PATHS = {
  en: { list: '/careers', opening: (slug: string) => `/careers/${slug}`, thanks: '/careers/thank-you' },
  es: { list: '/es/empleos', opening: (slug: string) => `/es/empleos/${slug}`, thanks: '/es/empleos/gracias' },
} as const satisfies Record<Locale, { list: string; opening: (slug: string) => string; thanks: string }>;

/**
 * The quick apply form posted without JavaScript and refused: the page it was on renders it again
 * with the applicant's values (the file aside, which a browser cannot be given back) and the
 * errors, in the form's language. It travels in the page data's `form` slot, as a lead form's
 * does; `form: 'application'` tells the two apart.
 */
export interface ApplicationFormState {
  form: 'application';
  values: Record<string, string | string[]>;
  errors: Partial<Record<string, string>>;
}
