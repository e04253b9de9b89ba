/**
 * The lead form (docs/decisions.md D12): quote, walkthrough and franchising requests, declared once.
 * The browser form takes its labels, hints, options and order from here; the Worker validates,
 * stores (one D1 column per field, `shared/schema.ts`), emails and exports a lead from here; the
 * staff app lists it from here. A new field is an entry here and its column with a migration.
 */
import * as v from 'valibot';
import { SERVICE_LINKS } from '../routes.ts';
import { ESTIMATE_LINE_MAX, FACILITY_TYPES, FREQUENCIES, options, SQUARE_FOOTAGE } from './lead-options.ts';
import { defineForm, type FieldName, type FormValues, fieldNames, fieldOf, formSchema, inputFromForm, type Option, validateForm } from './form.ts';
import { choice, choices, day, exactly, optionalEmail, optionalLine, optionalPhone, optionalText, optionValues, requiredLine, zip } from './rules.ts';

/**
 * `walkthrough` asks for two days and a time of day (the request form); `booking` takes one of the
 * open times (/schedule, POST /api/bookings) and is stored at Walkthrough booked.
 */
export const LEAD_KINDS = ['quote', 'walkthrough', 'franchising', 'booking'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export { FACILITY_TYPES, FREQUENCIES, SQUARE_FOOTAGE };

/** The services a visitor can tick (the service pages). */
export const SERVICE_OPTIONS: readonly Option[] = SERVICE_LINKS.map((s) => ({ value: s.slug, label: s.name }));

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

/** What the visitor agrees to by sending the form, texts included where they choose them (worker/texts/); stored with the lead exactly as shown. */
export const CONSENT_TEXT =
  'By submitting this form, you agree that we may contact you about your request by the method you chose. If that is text messages, we text you about it (message and data rates may apply; reply STOP to stop, HELP for help). We never sell or share your details.';

const HOW_OFTEN = 'Please choose how often you need cleaning.';

/** A campaign value or click id from the landing page's address. */
const campaign = <const N extends string>(name: N) =>
  ({ name, label: name, type: 'line', group: 'source', input: 'attribution', rule: optionalLine(200, 'Too long.') }) as const;

/** Each kind's name, as staff and the staff email read it. */
export const KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  quote: 'Quote',
  walkthrough: 'Walkthrough',
  franchising: 'Franchising',
  booking: 'Booked walkthrough',
};

export const LEAD_FORM = defineForm({
  kinds: KIND_LABELS,
  kindMessage: 'Please choose a quote, a walkthrough or a franchising enquiry.',
  groups: [
    { name: 'contact', title: 'Contact' },
    { name: 'facility', title: 'Request' },
    { name: 'visit', title: 'Walkthrough' },
    { name: 'source', title: 'Where it came from' },
    { name: 'consent', title: 'Consent' },
  ],
  fields: [
    {
      name: 'name',
      label: 'Your name',
      type: 'line',
      group: 'contact',
      rule: requiredLine(100, 'Please keep your name under 100 characters.', 2, 'Please enter your name.'),
    },
    { name: 'company', label: 'Company', type: 'line', group: 'contact', rule: optionalLine(120, 'Please keep the company name under 120 characters.') },
    { name: 'email', label: 'Email', type: 'email', group: 'contact', rule: optionalEmail('Please enter a valid email address.') },
    {
      name: 'phone',
      label: 'Phone',
      type: 'phone',
      group: 'contact',
      rule: optionalPhone('Please enter a valid phone number.', 'Please enter a valid phone number, with area code.'),
    },
    {
      name: 'facility_type',
      label: 'Type of facility',
      type: 'choice',
      group: 'facility',
      options: FACILITY_TYPES,
      rule: choice(FACILITY_TYPES, 'Please choose the type of facility.'),
    },
    {
      name: 'square_footage',
      label: 'Approximate size',
      type: 'choice',
      group: 'facility',
      options: SQUARE_FOOTAGE,
      rule: choice(SQUARE_FOOTAGE, 'Please choose the approximate size.'),
    },
    {
      name: 'frequency',
      label: 'How often',
      type: 'choice',
      group: 'facility',
      options: FREQUENCIES,
      rule: choice(FREQUENCIES, HOW_OFTEN),
      kinds: ['quote', 'franchising'],
      // A franchise enquiry is not about one building's cleaning: not asked, 'not sure yet' unless sent.
      byKind: { franchising: { rule: v.optional(v.picklist(optionValues(FREQUENCIES), HOW_OFTEN), 'not-sure') } },
    },
    {
      name: 'location',
      label: 'Town or ZIP code',
      type: 'line',
      group: 'facility',
      rule: requiredLine(80, 'Please keep the town or ZIP under 80 characters.', 2, 'Please enter your town or ZIP code.'),
      byKind: {
        franchising: { label: 'Town or ZIP code you have in mind' },
        // A booked time is offered by the building's ZIP code: who goes there and when.
        booking: { label: 'ZIP code', rule: zip('Please enter the building’s five-digit ZIP code.') },
      },
    },
    {
      name: 'street_address',
      label: 'Street address of the building',
      hint: 'Where we meet you, such as 2150 SW College Rd, Suite 4.',
      type: 'line',
      group: 'facility',
      rule: requiredLine(160, 'Please keep the street address under 160 characters.', 5, 'Please enter the building’s street address.'),
      kinds: ['walkthrough', 'booking'],
      byKind: { walkthrough: { rule: optionalLine(160, 'Please keep the street address under 160 characters.') } },
    },
    {
      name: 'time_window',
      label: 'Time of day',
      type: 'choice',
      group: 'visit',
      options: TIME_WINDOWS,
      rule: choice(TIME_WINDOWS, 'Please choose a time window.'),
      kinds: ['walkthrough'],
    },
    {
      name: 'preferred_day_1',
      label: 'First choice of day',
      hint: 'Monday to Friday',
      type: 'day',
      group: 'visit',
      rule: day('Please choose a first preferred day.'),
      kinds: ['walkthrough'],
    },
    {
      name: 'preferred_day_2',
      label: 'Second choice of day',
      hint: 'A different day, as a fallback',
      type: 'day',
      group: 'visit',
      rule: day('Please choose a second preferred day.'),
      kinds: ['walkthrough'],
    },
    {
      name: 'services',
      label: 'Services you are interested in',
      type: 'choices',
      group: 'facility',
      options: SERVICE_OPTIONS,
      rule: choices(SERVICE_OPTIONS, 'Please choose services from the list.'),
    },
    {
      name: 'message',
      label: 'Anything we should know',
      hint: 'Hours, access, special requirements: whatever helps us quote.',
      type: 'text',
      group: 'facility',
      rule: optionalText(2000, 'Please keep the message under 2,000 characters.'),
      byKind: { franchising: { label: 'About you and your plans', hint: null } },
    },
    {
      // The instant estimate the visitor saw before asking (/estimate's next steps carry it in the
      // address, shared/pricing/estimate-words.ts): what it said, as one line; '' when none.
      name: 'estimate',
      label: 'Instant estimate seen',
      type: 'line',
      group: 'facility',
      input: 'hidden',
      rule: optionalLine(ESTIMATE_LINE_MAX, 'Too long.'),
    },
    {
      name: 'contact_method',
      label: 'How should we contact you?',
      type: 'choice',
      group: 'contact',
      options: CONTACT_METHODS,
      rule: choice(CONTACT_METHODS, 'Please choose how we should contact you.'),
    },
    {
      name: 'consent_text',
      label: 'Consent',
      type: 'text',
      group: 'consent',
      input: 'hidden',
      rule: exactly(CONSENT_TEXT, 'Please send the form as shown.'),
    },
    { name: 'page', label: 'Form page', type: 'line', group: 'source', input: 'hidden', rule: optionalLine(2048, 'Too long.') },
    // First-party, cookieless attribution of the visit: kept in sessionStorage on its first page view.
    { name: 'landing_page', label: 'Landing page', type: 'line', group: 'source', input: 'attribution', rule: optionalLine(2048, 'Too long.') },
    { name: 'referrer', label: 'Referrer', type: 'line', group: 'source', input: 'attribution', rule: optionalLine(2048, 'Too long.') },
    // The last Insights article read in the visit before the form was sent (its path).
    { name: 'read_post', label: 'Blog post read', type: 'line', group: 'source', input: 'attribution', rule: optionalLine(2048, 'Too long.') },
    campaign('utm_source'),
    campaign('utm_medium'),
    campaign('utm_campaign'),
    campaign('utm_term'),
    campaign('utm_content'),
    campaign('gclid'),
    campaign('fbclid'),
    campaign('msclkid'),
  ],
  checks: [
    {
      field: 'email',
      message: 'Please give an email address or a phone number.',
      reads: ['email', 'phone'],
      test: (lead) => lead.email !== '' || lead.phone !== '',
    },
    {
      field: 'preferred_day_2',
      message: 'Please choose two different days.',
      reads: ['kind', 'preferred_day_1', 'preferred_day_2'],
      test: (lead) => lead.kind !== 'walkthrough' || lead.preferred_day_1 !== lead.preferred_day_2,
    },
  ],
});

/** The schema of one lead, by kind. */
export const LeadSchema = formSchema(LEAD_FORM);

export type Lead = FormValues<typeof LEAD_FORM>;
export type LeadInput = v.InferInput<typeof LeadSchema>;

/** Every field a lead form sends as part of the lead (spam traps and the Turnstile answer aside). */
export const LEAD_FIELD_NAMES: readonly string[] = fieldNames(LEAD_FORM);

/** A lead's fields (every column a lead form fills, `kind` aside). */
export type LeadFieldName = FieldName<typeof LEAD_FORM>;

type LeadField = (typeof LEAD_FORM.fields)[number];
export type AttributionField = Extract<LeadField, { input: 'attribution' }>['name'];

/** The visit's attribution fields, which the form's script fills in. */
export const ATTRIBUTION_FIELDS = LEAD_FORM.fields.filter((f) => 'input' in f && f.input === 'attribution').map((f) => f.name) as AttributionField[];

/** One field of the lead form. */
export const leadField = (name: LeadFieldName) => fieldOf(LEAD_FORM, name);

/** How the Worker reads a lead form sent without JavaScript (see inputFromForm). */
export function leadInputFromForm(form: Record<string, unknown>): Record<string, unknown> {
  return inputFromForm(LEAD_FORM, form);
}

/** Validates a lead; on failure, the first message for each field. */
export function validateLead(input: unknown): { ok: true; lead: Lead } | { ok: false; errors: Partial<Record<string, string>> } {
  const result = validateForm(LeadSchema, input);
  return result.ok ? { ok: true, lead: result.values } : result;
}
