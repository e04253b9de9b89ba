/**
 * The quick apply form (docs/decisions.md D20): a job application in six questions, phone first,
 * declared once as every form is (shared/intake/form.ts). The field names are the form's names,
 * the JSON keys and the `applications` columns (`opening` aside: the opening's slug, stored as
 * opening_id). The declaration carries the English words and the rules; APPLICATION_FORM_ES gives
 * the Spanish words of every label, hint, option and message, typed against it so none is missed.
 */
import * as v from 'valibot';
import { LOCALES, type Locale, type SHIFTS } from '../careers.ts';
import { defineForm, type FieldErrors, type FieldName, type FormValues, fieldNames, formSchema, inputFromForm, type Option, validateForm } from './form.ts';
import { choices, optionalEmail, optionalLine, optionalPhone, requiredLine } from './rules.ts';

export const SHIFT_LABELS = {
  en: { early_morning: 'Early morning', day: 'Daytime', evening: 'Evening', overnight: 'Overnight', weekend: 'Weekends' },
  es: { early_morning: 'Muy temprano', day: 'De día', evening: 'De tarde o noche', overnight: 'De madrugada', weekend: 'Fines de semana' },
} as const satisfies Record<Locale, Record<(typeof SHIFTS)[number], string>>;

export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Day = (typeof DAYS)[number];

export const DAY_LABELS = {
  en: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
  es: { mon: 'Lun', tue: 'Mar', wed: 'Mié', thu: 'Jue', fri: 'Vie', sat: 'Sáb', sun: 'Dom' },
} as const satisfies Record<Locale, Record<Day, string>>;

/** The days in full, read by a screen reader beside the short label. */
export const DAY_NAMES = {
  en: { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' },
  es: { mon: 'lunes', tue: 'martes', wed: 'miércoles', thu: 'jueves', fri: 'viernes', sat: 'sábado', sun: 'domingo' },
} as const satisfies Record<Locale, Record<Day, string>>;

export const LANGUAGE_LABELS = {
  en: { en: 'English', es: 'Español' },
  es: { en: 'English', es: 'Español' },
} as const satisfies Record<Locale, Record<Locale, string>>;

const optionsOf = (labels: Record<string, string>): readonly Option[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

export const SHIFT_OPTIONS = optionsOf(SHIFT_LABELS.en);
export const DAY_OPTIONS = optionsOf(DAY_LABELS.en);
export const LANGUAGE_OPTIONS = optionsOf(LANGUAGE_LABELS.en);

/** What the applicant agrees to by sending the form, in the form's language; stored with the application as shown. */
export const APPLICATION_CONSENT = {
  en: 'By sending this application, you agree that we may call, text or email you about work with us. We keep your application for 12 months and never sell or share it.',
  es: 'Al enviar esta solicitud, usted acepta que lo llamemos, le enviemos mensajes de texto o le escribamos por correo sobre un trabajo con nosotros. Guardamos su solicitud por 12 meses y nunca la vendemos ni la compartimos.',
} as const satisfies Record<Locale, string>;

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
    { name: 'phone', label: 'Phone', hint: 'We call or text you here.', type: 'phone', group: 'contact', rule: requiredPhone },
    { name: 'name', label: 'Your name', type: 'line', group: 'contact', rule: requiredLine(100, M.nameLong.en, 2, M.nameMissing.en) },
    { name: 'email', label: 'Email', type: 'email', group: 'contact', rule: optionalEmail(M.emailBad.en) },
    { name: 'town', label: 'Town where you live', type: 'line', group: 'contact', rule: optionalLine(80, M.townLong.en) },
    {
      name: 'shifts',
      label: 'Shifts you can work',
      type: 'choices',
      group: 'availability',
      options: SHIFT_OPTIONS,
      rule: choices(SHIFT_OPTIONS, M.shifts.en),
    },
    { name: 'days', label: 'Days you can work', type: 'choices', group: 'availability', options: DAY_OPTIONS, rule: choices(DAY_OPTIONS, M.days.en) },
    {
      name: 'language',
      label: 'Language we should speak with you',
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

/** The questions the applicant answers, in the form's order (hidden fields aside). */
export const APPLICATION_QUESTIONS = APPLICATION_FORM.fields.filter((f) => !('input' in f)).map((f) => f.name);

type Words = { label: string; hint?: string };

/** Every visible field's words in Spanish (typed against the declaration: a new field needs its Spanish). */
export const APPLICATION_FORM_ES: Record<Exclude<ApplicationFieldName, 'opening' | 'locale' | 'page' | 'consent_text'>, Words> = {
  phone: { label: 'Teléfono', hint: 'Lo llamamos o le enviamos un mensaje a este número.' },
  name: { label: 'Su nombre' },
  email: { label: 'Correo electrónico' },
  town: { label: 'Pueblo o ciudad donde vive' },
  shifts: { label: 'Turnos que puede trabajar' },
  days: { label: 'Días que puede trabajar' },
  language: { label: 'Idioma en que prefiere que le hablemos' },
};

/** A field's label and hint in the form's language. */
export function applicationWords(name: ApplicationFieldName, locale: Locale): Words {
  const field = APPLICATION_FORM.fields.find((f) => f.name === name)!;
  if (locale === 'es' && name in APPLICATION_FORM_ES) return APPLICATION_FORM_ES[name as keyof typeof APPLICATION_FORM_ES];
  return { label: field.label, hint: 'hint' in field ? field.hint : undefined };
}

/** A field's options with their labels in the form's language. */
export function applicationOptions(name: 'shifts' | 'days' | 'language', locale: Locale): readonly Option[] {
  const labels = name === 'shifts' ? SHIFT_LABELS[locale] : name === 'days' ? DAY_LABELS[locale] : LANGUAGE_LABELS[locale];
  return optionsOf(labels);
}

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

/** How the Worker reads the form sent without JavaScript (the file aside: inputFromForm drops it). */
export function applicationInputFromForm(form: Record<string, unknown>): Record<string, unknown> {
  return inputFromForm(APPLICATION_FORM, form);
}

/** Validates an application; on failure, the first message for each field, in the form's language. */
export function validateApplication(input: unknown): { ok: true; application: Application } | { ok: false; errors: FieldErrors } {
  const result = validateForm(ApplicationSchema, input);
  return result.ok ? { ok: true, application: result.values } : { ok: false, errors: translateErrors(result.errors, localeOf(input)) };
}
