/**
 * The quick apply form (docs/decisions.md D20): a job application in six questions, phone first,
 * declared once as every form is (shared/intake/form.ts). The field names are the form's names,
 * the JSON keys and the `applications` columns (`opening` aside: the opening's slug, stored as
 * opening_id). The declaration carries the rules; its words (labels, hints and options in English
 * and Spanish, the consent) live in content/careers/apply-words.ts, which the page's markup reads
 * without these rules, and APPLICATION_MESSAGES gives every message in both languages.
 */
import * as v from 'valibot';
import { LOCALES, type Locale } from '../careers/careers.ts';
import { defineForm, type FieldErrors, type FieldName, type FormValues, fieldNames, formSchema, validateForm } from './form.ts';
import { choices, optionalEmail, optionalLine, optionalPhone, requiredLine } from './rules.ts';
import {
  APPLICATION_CONSENT,
  APPLICATION_WORDS,
  type ApplicationQuestion,
  DAY_LABELS,
  LANGUAGE_LABELS,
  optionsOf,
  SHIFT_LABELS,
} from '../../content/careers/apply-words.ts';

export {
  APPLICATION_CONSENT,
  APPLICATION_QUESTIONS,
  type ApplicationQuestion,
  type ApplicationWords,
  applicationOptions,
  applicationWords,
  DAY_LABELS,
  DAY_NAMES,
  DAYS,
  type Day,
  LANGUAGE_LABELS,
  SHIFT_LABELS,
} from '../../content/careers/apply-words.ts';

/** Every visible field's words in Spanish. */
export const APPLICATION_FORM_ES = APPLICATION_WORDS.es;

const W = APPLICATION_WORDS.en;

export const SHIFT_OPTIONS = optionsOf(SHIFT_LABELS.en);
export const DAY_OPTIONS = optionsOf(DAY_LABELS.en);
export const LANGUAGE_OPTIONS = optionsOf(LANGUAGE_LABELS.en);

/** Every message the rules can give, in English (the rules' own words) and Spanish. */
export const APPLICATION_MESSAGES = {
  phoneMissing: { en: 'Please enter your phone number.', es: 'Escriba su número de teléfono, por favor.' },
  phoneBad: { en: 'Please enter a valid phone number, with area code.', es: 'Escriba un número de teléfono válido, con el código de área.' },
  phoneLong: { en: 'Please enter a valid phone number.', es: 'Escriba un número de teléfono válido.' },
  nameMissing: { en: 'Please enter your name.', es: 'Escriba su nombre, por favor.' },
  nameLong: { en: 'Please keep your name under 100 characters.', es: 'Su nombre debe tener menos de 100 caracteres.' },
  emailBad: { en: 'Please enter a valid email address, or leave it empty.', es: 'Escriba un correo electrónico válido, o déjelo en blanco.' },
  townLong: { en: 'Please keep the town under 80 characters.', es: 'El pueblo o ciudad debe tener menos de 80 caracteres.' },
  shifts: { en: 'Please choose shifts from the list.', es: 'Elija los turnos de la lista.' },
  days: { en: 'Please choose days from the list.', es: 'Elija los días de la lista.' },
  language: { en: 'Please choose English or Spanish.', es: 'Elija inglés o español.' },
  asShown: { en: 'Please send the form as shown.', es: 'Envíe el formulario tal como aparece.' },
  resumeType: {
    en: 'Your résumé must be a PDF, a Word document (DOC or DOCX) or a photo (JPEG, PNG or HEIC).',
    es: 'Su currículum debe ser un PDF, un documento de Word (DOC o DOCX) o una foto (JPEG, PNG o HEIC).',
  },
  resumeSize: {
    en: 'Your résumé is larger than 5 MB. Please send a smaller file, or apply without it: we will call you.',
    es: 'Su currículum pesa más de 5 MB. Envíe un archivo más pequeño, o presente la solicitud sin él: lo llamaremos.',
  },
  used: {
    en: 'This form was already sent. Please check your details and send it again.',
    es: 'Este formulario ya se envió. Revise sus datos y envíelo otra vez.',
  },
  stale: {
    en: 'This form was open too long. Please check your details and send it again.',
    es: 'Este formulario estuvo abierto demasiado tiempo. Revise sus datos y envíelo otra vez.',
  },
  turnstile: {
    en: 'The security check did not pass. Please try again, or call us.',
    es: 'La verificación de seguridad no pasó. Inténtelo otra vez, o llámenos.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

const M = APPLICATION_MESSAGES;

/** A phone number with its area code: required. */
const requiredPhone = v.pipe(
  optionalPhone(M.phoneLong.en, M.phoneBad.en),
  v.check((s) => s !== '', M.phoneMissing.en),
);

/** The opening applied for: its slug, or '' for the general application. */
const openingSlug = v.optional(
  v.pipe(
    v.string(M.asShown.en),
    v.trim(),
    v.check((s) => s === '' || /^[a-z0-9][a-z0-9-]{0,99}$/.test(s), M.asShown.en),
  ),
  '',
);

export const APPLICATION_FORM = defineForm({
  groups: [
    { name: 'contact', title: 'Contact' },
    { name: 'availability', title: 'Availability' },
    { name: 'source', title: 'Where it came from' },
    { name: 'consent', title: 'Consent' },
  ],
  fields: [
    { name: 'phone', ...W.phone, type: 'phone', group: 'contact', rule: requiredPhone },
    { name: 'name', ...W.name, type: 'line', group: 'contact', rule: requiredLine(100, M.nameLong.en, 2, M.nameMissing.en) },
    { name: 'email', ...W.email, type: 'email', group: 'contact', rule: optionalEmail(M.emailBad.en) },
    { name: 'town', ...W.town, type: 'line', group: 'contact', rule: optionalLine(80, M.townLong.en) },
    {
      name: 'shifts',
      ...W.shifts,
      type: 'choices',
      group: 'availability',
      options: SHIFT_OPTIONS,
      rule: choices(SHIFT_OPTIONS, M.shifts.en),
    },
    { name: 'days', ...W.days, type: 'choices', group: 'availability', options: DAY_OPTIONS, rule: choices(DAY_OPTIONS, M.days.en) },
    {
      name: 'language',
      ...W.language,
      type: 'choice',
      group: 'contact',
      options: LANGUAGE_OPTIONS,
      rule: v.optional(v.picklist(LOCALES, M.language.en), 'en'),
    },
    { name: 'opening', label: 'Opening', type: 'line', group: 'source', input: 'hidden', rule: openingSlug },
    {
      name: 'locale',
      label: 'Form language',
      type: 'choice',
      group: 'source',
      input: 'hidden',
      options: LANGUAGE_OPTIONS,
      rule: v.optional(v.picklist(LOCALES, M.asShown.en), 'en'),
    },
    { name: 'page', label: 'Form page', type: 'line', group: 'source', input: 'hidden', rule: optionalLine(2048, M.asShown.en) },
    {
      name: 'consent_text',
      label: 'Consent',
      type: 'text',
      group: 'consent',
      input: 'hidden',
      rule: v.picklist([APPLICATION_CONSENT.en, APPLICATION_CONSENT.es], M.asShown.en),
    },
  ],
});

export const ApplicationSchema = formSchema(APPLICATION_FORM);
export type Application = FormValues<typeof APPLICATION_FORM>;
export type ApplicationFieldName = FieldName<typeof APPLICATION_FORM>;
export const APPLICATION_FIELD_NAMES: readonly string[] = fieldNames(APPLICATION_FORM);

/** The declaration's visible fields are the words' questions (content/careers/apply-words.ts), no more, no fewer. */
type Visible = Exclude<ApplicationFieldName, 'opening' | 'locale' | 'page' | 'consent_text'>;
const sameQuestions: [Visible, ApplicationQuestion] extends [ApplicationQuestion, Visible] ? true : never = true;
void sameQuestions;

const SPANISH: ReadonlyMap<string, string> = new Map(Object.values(APPLICATION_MESSAGES).map((m) => [m.en, m.es]));

/** A message the rules gave (in English), in the form's language; a message without a translation stays as it is. */
export const applicationMessage = (message: string, locale: Locale): string => (locale === 'es' ? (SPANISH.get(message) ?? message) : message);

/** Every message of a refusal, in the form's language. */
export function translateErrors(errors: FieldErrors, locale: Locale): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, m === undefined ? m : applicationMessage(m, locale)]));
}

/** The form's language from what was sent, before it is checked: 'es' only when it says so. */
export const localeOf = (input: unknown): Locale =>
  typeof input === 'object' && input !== null && (input as { locale?: unknown }).locale === 'es' ? 'es' : 'en';

/** Validates an application; on failure, the first message for each field, in the form's language. */
export function validateApplication(input: unknown): { ok: true; application: Application } | { ok: false; errors: FieldErrors } {
  const result = validateForm(ApplicationSchema, input);
  return result.ok ? { ok: true, application: result.values } : { ok: false, errors: translateErrors(result.errors, localeOf(input)) };
}
