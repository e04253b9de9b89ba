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

/**
 * Where a stored lead stands with one delivery channel (the staff email, the CRM webhook):
 * `pending` until tried, `sent`, `failed` (will be retried), `skipped` (spam, or the channel
 * is not configured) or `dead` (retries ran out; staff see the last error).
 */
export const DELIVERY_STATES = ['pending', 'sent', 'failed', 'skipped', 'dead'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

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

/** Normalised multi-line text (the message): NFC, line breaks as \n, no other control characters, trimmed. */
const text = (max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.transform((s) =>
      s
        .normalize('NFC')
        .replace(/\r\n?|[\u2028\u2029]/g, '\n')
        // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
        .trim(),
    ),
    v.maxLength(max, message),
  );
/**
 * Normalised one-line text (every other field): as `text`, with every run of white space, line
 * breaks included, folded to one space, so no value can carry a line break into an email header.
 */
const line = (max: number, message: string) =>
  v.pipe(
    text(max * 4, message),
    v.transform((s) => s.replace(/\s+/g, ' ')),
    v.maxLength(max, message),
  );
const optionalText = (max: number, message: string) => v.optional(text(max, message), '');
const optionalLine = (max: number, message: string) => v.optional(line(max, message), '');
/** A missing field reads as '' so that it gets its own message, not a generic one. */
const choice = (options: readonly Option[], message: string) => v.optional(v.picklist(values(options), message), '');

const EMAIL_RE = /^[^\s@<>()[\]\\,;:"]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/i;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

const attribution = Object.fromEntries(
  ATTRIBUTION_FIELDS.map((f) => [f, optionalLine(f === 'landing_page' || f === 'referrer' ? 2048 : 200, 'Too long.')]),
) as Record<AttributionField, ReturnType<typeof optionalLine>>;

/** The fields every kind of lead has. */
const base = {
  name: v.optional(v.pipe(line(100, 'Please keep your name under 100 characters.'), v.minLength(2, 'Please enter your name.')), ''),
  company: optionalLine(120, 'Please keep the company name under 120 characters.'),
  email: v.pipe(
    optionalLine(254, 'Please enter a valid email address.'),
    v.transform((s) => s.toLowerCase()),
    v.check((s) => s === '' || EMAIL_RE.test(s), 'Please enter a valid email address.'),
  ),
  phone: v.pipe(
    optionalLine(30, 'Please enter a valid phone number.'),
    v.check(
      (s) => s === '' || (/^\+?[\d\s().-]{7,}$/.test(s) && s.replace(/\D/g, '').length >= 10 && s.replace(/\D/g, '').length <= 15),
      'Please enter a valid phone number, with area code.',
    ),
  ),
  facility_type: choice(FACILITY_TYPES, 'Please choose the type of facility.'),
  services: v.optional(
    v.pipe(
      v.array(choice(SERVICE_OPTIONS, 'Please choose services from the list.'), 'Please choose services from the list.'),
      v.maxLength(SERVICE_OPTIONS.length, 'Please choose services from the list.'),
    ),
    [],
  ),
  square_footage: choice(SQUARE_FOOTAGE, 'Please choose the approximate size.'),
  location: v.optional(v.pipe(line(80, 'Please keep the town or ZIP under 80 characters.'), v.minLength(2, 'Please enter your town or ZIP code.')), ''),
  message: optionalText(2000, 'Please keep the message under 2,000 characters.'),
  contact_method: choice(CONTACT_METHODS, 'Please choose how we should contact you.'),
  consent_text: v.optional(
    v.pipe(
      v.string('Please send the form as shown.'),
      v.check((s) => s === CONSENT_TEXT, 'Please send the form as shown.'),
    ),
    '',
  ),
  page: optionalLine(2048, 'Too long.'),
  ...attribution,
};

/** A real calendar day written YYYY-MM-DD (not 2025-02-30). */
const isCalendarDay = (s: string) => {
  const date = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === s;
};
const day = (message: string) => v.optional(v.pipe(v.string(message), v.trim(), v.regex(DATE_RE, message), v.check(isCalendarDay, message)), '');

/** The schema of one lead, by kind. */
export const LeadSchema = v.pipe(
  v.variant(
    'kind',
    [
      v.object({ kind: v.literal('quote'), ...base, frequency: choice(FREQUENCIES, 'Please choose how often you need cleaning.') }),
      v.object({
        kind: v.literal('franchising'),
        ...base,
        frequency: v.optional(v.picklist(values(FREQUENCIES), 'Please choose how often you need cleaning.'), 'not-sure'),
      }),
      v.object({
        kind: v.literal('walkthrough'),
        ...base,
        preferred_day_1: day('Please choose a first preferred day.'),
        preferred_day_2: day('Please choose a second preferred day.'),
        time_window: choice(TIME_WINDOWS, 'Please choose a time window.'),
      }),
    ],
    'Please choose a quote, a walkthrough or a franchising enquiry.',
  ),
  v.forward(
    v.check((lead) => lead.email !== '' || lead.phone !== '', 'Please give an email address or a phone number.'),
    ['email'],
  ),
  v.forward(
    v.check((lead) => lead.kind !== 'walkthrough' || lead.preferred_day_1 !== lead.preferred_day_2, 'Please choose two different days.'),
    ['preferred_day_2' as never],
  ),
);

/** Every field a lead form sends as part of the lead (spam traps and the Turnstile answer aside). */
export const LEAD_FIELD_NAMES: readonly string[] = ['kind', ...Object.keys(base), 'frequency', 'preferred_day_1', 'preferred_day_2', 'time_window'];

export type LeadInput = v.InferInput<typeof LeadSchema>;
export type Lead = v.InferOutput<typeof LeadSchema>;

/**
 * A posted form's fields as the schema reads them (how the Worker reads a form sent without
 * JavaScript): `services` (or `services[]`) always a list, any other field sent more than once a
 * list (which the schema refuses), anything that is not text (a file) dropped.
 */
export function leadInputFromForm(form: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(form)) {
    const name = key === 'services[]' ? 'services' : key;
    if (name === '__proto__') continue;
    const list = (Array.isArray(raw) ? raw : [raw]).filter((x): x is string => typeof x === 'string');
    if (name === 'services') input.services = [...((input.services as string[] | undefined) ?? []), ...list];
    else if (list.length === 1 && !Array.isArray(raw)) input[name] = list[0];
    else input[name] = list;
  }
  return input;
}

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
