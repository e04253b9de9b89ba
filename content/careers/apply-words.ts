/**
 * The quick apply form's words (docs/decisions.md D20): every visible question's label and hint,
 * the options' labels and the consent, in both languages. The form's declaration
 * (shared/intake/application-form.ts) takes its English labels and its options from here; the
 * page's markup (web/src/features/careers/apply-form.tsx) reads only this module, so a careers page
 * renders the form without downloading its rules (valibot), which load when an applicant starts.
 */
import type { Locale } from '../../shared/careers/careers.ts';
import type { Option } from '../../shared/intake/form.ts';

import { SHIFT_LABELS } from './shift-labels.ts';

export { SHIFT_LABELS };

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

export const optionsOf = (labels: Record<string, string>): readonly Option[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** What the applicant agrees to by sending the form, in the form's language; stored with the application as shown. */
export const APPLICATION_CONSENT = {
  en: 'By sending this application, you agree that we may call, text or email you about work with us. We keep your application for 12 months and never sell or share it.',
  es: 'Al enviar esta solicitud, usted acepta que lo llamemos, le enviemos mensajes de texto o le escribamos por correo sobre un trabajo con nosotros. Guardamos su solicitud por 12 meses y nunca la vendemos ni la compartimos.',
} as const satisfies Record<Locale, string>;

/** The questions the applicant answers, in the form's order (its hidden fields aside; the declaration is checked against it). */
export const APPLICATION_QUESTIONS = ['phone', 'name', 'email', 'town', 'shifts', 'days', 'language'] as const;
export type ApplicationQuestion = (typeof APPLICATION_QUESTIONS)[number];

export interface ApplicationWords {
  label: string;
  hint?: string;
}

/** Every question's label and hint, by language (a new question needs both). */
export const APPLICATION_WORDS = {
  en: {
    phone: { label: 'Phone', hint: 'We call or text you here.' },
    name: { label: 'Your name' },
    email: { label: 'Email' },
    town: { label: 'Town where you live' },
    shifts: { label: 'Shifts you can work' },
    days: { label: 'Days you can work' },
    language: { label: 'Language we should speak with you' },
  },
  es: {
    phone: { label: 'Teléfono', hint: 'Lo llamamos o le enviamos un mensaje a este número.' },
    name: { label: 'Su nombre' },
    email: { label: 'Correo electrónico' },
    town: { label: 'Pueblo o ciudad donde vive' },
    shifts: { label: 'Turnos que puede trabajar' },
    days: { label: 'Días que puede trabajar' },
    language: { label: 'Idioma en que prefiere que le hablemos' },
  },
} as const satisfies Record<Locale, Record<ApplicationQuestion, ApplicationWords>>;

/** A question's label and hint in the form's language. */
export function applicationWords(name: ApplicationQuestion, locale: Locale): ApplicationWords {
  return APPLICATION_WORDS[locale][name];
}

/** A question's options with their labels in the form's language. */
export function applicationOptions(name: 'shifts' | 'days' | 'language', locale: Locale): readonly Option[] {
  const labels = name === 'shifts' ? SHIFT_LABELS[locale] : name === 'days' ? DAY_LABELS[locale] : LANGUAGE_LABELS[locale];
  return optionsOf(labels);
}
