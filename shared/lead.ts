/**
 * A lead: what the quote, walkthrough and franchising forms ask, and the one schema the browser
 * (inline validation) and the Worker (the authority) validate it with. Field names are the
 * form's `name` attributes and the JSON keys of POST /api/leads, so a form posted without
 * JavaScript and the enhanced form's JSON read the same way.
 */
import * as v from 'valibot';
import { INDUSTRY_LINKS, SERVICE_LINKS } from './routes.ts';

export const LEAD_KINDS = ['quote', 'walkthrough', 'franchising'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface Option {
  value: string;
  label: string;
}

/** A select's options from `{ value: label }`, in order. */
const options = (labels: Record<string, string>): readonly Option[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The kinds of building we clean (the industry pages), then 'Other'. */
export const FACILITY_TYPES: readonly Option[] = [...INDUSTRY_LINKS.map((i) => ({ value: i.slug, label: i.name })), { value: 'other', label: 'Other' }];

/** The services a visitor can tick (the service pages). */
export const SERVICE_OPTIONS: readonly Option[] = SERVICE_LINKS.map((s) => ({ value: s.slug, label: s.name }));

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

export const TIME_WINDOWS = options({
  'early-morning': 'Early morning (7–9 AM)',
  morning: 'Morning (9 AM–noon)',
  afternoon: 'Afternoon (noon–4 PM)',
  'late-afternoon': 'Late afternoon (4–6 PM)',
});

export const CONTACT_METHODS = options({
  email: 'Email',
  phone: 'Phone call',
  text: 'Text message',
});

/** What the visitor agrees to by sending the form; stored with the lead exactly as shown. */
export const CONSENT_TEXT =
  'By submitting this form, you agree that we may contact you about your request by the method you chose. We never sell or share your details.';

/** First-party, cookieless attribution of the visit: kept in sessionStorage on its first page view. */
export const ATTRIBUTION_FIELDS = [
  'landing_page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

const values = (options: readonly Option[]) => options.map((o) => o.value) as [string, ...string[]];

/** Normalised text: trimmed, NFC, inner runs of blanks folded, no control characters. */
const text = (max: number, message: string) =>
  v.pipe(
    v.string(),
    v.transform((s) =>
      s
        .normalize('NFC')
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
        .trim(),
    ),
    v.maxLength(max, message),
  );
const optionalText = (max: number, message: string) => v.optional(text(max, message), '');
/** A missing field reads as '' so that it gets its own message, not a generic one. */
const choice = (options: readonly Option[], message: string) => v.optional(v.picklist(values(options), message), '');

const EMAIL_RE = /^[^\s@<>()[\]\\,;:"]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/i;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

const attribution = Object.fromEntries(
  ATTRIBUTION_FIELDS.map((f) => [f, optionalText(f === 'landing_page' || f === 'referrer' ? 2048 : 200, 'Too long.')]),
) as Record<AttributionField, ReturnType<typeof optionalText>>;

/** The fields every kind of lead has. */
const base = {
  name: v.optional(v.pipe(text(100, 'Please keep your name under 100 characters.'), v.minLength(2, 'Please enter your name.')), ''),
  company: optionalText(120, 'Please keep the company name under 120 characters.'),
  email: v.pipe(
    optionalText(254, 'Please enter a valid email address.'),
    v.transform((s) => s.toLowerCase()),
    v.check((s) => s === '' || EMAIL_RE.test(s), 'Please enter a valid email address.'),
  ),
  phone: v.pipe(
    optionalText(30, 'Please enter a valid phone number.'),
    v.check(
      (s) => s === '' || (/^\+?[\d\s().-]{7,}$/.test(s) && s.replace(/\D/g, '').length >= 10 && s.replace(/\D/g, '').length <= 15),
      'Please enter a valid phone number, with area code.',
    ),
  ),
  facility_type: choice(FACILITY_TYPES, 'Please choose the type of facility.'),
  services: v.optional(v.pipe(v.array(choice(SERVICE_OPTIONS, 'Please choose services from the list.')), v.maxLength(SERVICE_OPTIONS.length)), []),
  square_footage: choice(SQUARE_FOOTAGE, 'Please choose the approximate size.'),
  location: v.optional(v.pipe(text(80, 'Please keep the town or ZIP under 80 characters.'), v.minLength(2, 'Please enter your town or ZIP code.')), ''),
  message: optionalText(2000, 'Please keep the message under 2,000 characters.'),
  contact_method: choice(CONTACT_METHODS, 'Please choose how we should contact you.'),
  consent_text: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => s === CONSENT_TEXT, 'Please send the form as shown.'),
    ),
    '',
  ),
  page: optionalText(2048, 'Too long.'),
  ...attribution,
};

const day = (message: string) => v.optional(v.pipe(v.string(), v.regex(DATE_RE, message)), '');

/** The schema of one lead, by kind. */
export const LeadSchema = v.pipe(
  v.variant('kind', [
    v.object({ kind: v.literal('quote'), ...base, frequency: choice(FREQUENCIES, 'Please choose how often you need cleaning.') }),
    v.object({ kind: v.literal('franchising'), ...base, frequency: v.optional(v.picklist(values(FREQUENCIES)), 'not-sure') }),
    v.object({
      kind: v.literal('walkthrough'),
      ...base,
      preferred_day_1: day('Please choose a first preferred day.'),
      preferred_day_2: day('Please choose a second preferred day.'),
      time_window: choice(TIME_WINDOWS, 'Please choose a time window.'),
    }),
  ]),
  v.forward(
    v.check((lead) => lead.email !== '' || lead.phone !== '', 'Please give an email address or a phone number.'),
    ['email'],
  ),
  v.forward(
    v.check((lead) => lead.kind !== 'walkthrough' || lead.preferred_day_1 !== lead.preferred_day_2, 'Please choose two different days.'),
    ['preferred_day_2' as never],
  ),
);

export type LeadInput = v.InferInput<typeof LeadSchema>;
export type Lead = v.InferOutput<typeof LeadSchema>;

/** Field -> first error message, as the form shows them. */
export type FieldErrors = Partial<Record<string, string>>;

/** Validates a lead; on failure, the first message for each field. */
export function validateLead(input: unknown): { ok: true; lead: Lead } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(LeadSchema, input);
  if (result.success) return { ok: true, lead: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue)?.split('.')[0] ?? 'form';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * What a page's lead form carries in `form_token` as rendered; the edge replaces it with a fresh
 * signed token in every response, so a cached page never carries a stale start time.
 */
export const FORM_TOKEN_PLACEHOLDER = '0000000000000.form-token-set-by-the-edge-on-each-response';

/** A lead form sent without JavaScript and refused: the page renders it again with these. */
export interface LeadFormState {
  values: Record<string, string | string[]>;
  errors: FieldErrors;
}
