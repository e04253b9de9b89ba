/**
 * The quick apply form's own words, beside the declaration's (shared/intake/application-form.ts):
 * the headings, buttons and notes around the fields, in both languages.
 */
import { SITE } from '../../../../content/site';
import type { Locale } from '../../../../shared/careers/careers';

export interface ApplyCopy {
  optional: string;
  when: string;
  whenHint: string;
  resume: string;
  resumeHint: string;
  submit: string;
  sending: string;
  checkOne: string;
  checkMany: (n: number) => string;
  sentTitle: string;
  thanks: (first: string) => string;
  /** What happens next, up to the phone link… */
  next: string;
  /** …and after it. */
  hours: string;
  notSent: string;
  tryAgain: string;
  tooMany: string;
  website: string;
}

export const APPLY_COPY: Record<Locale, ApplyCopy> = {
  en: {
    optional: '(optional)',
    when: 'When can you work?',
    whenHint: 'Tick all that fit. You can change it when we talk.',
    resume: 'Résumé',
    resumeHint: 'A PDF, a Word file or a photo of it, up to 5 MB. No résumé? No problem: we call you.',
    submit: 'Send my application',
    sending: 'Sending…',
    checkOne: 'Please check one answer:',
    checkMany: (n) => `Please check ${n} answers:`,
    sentTitle: 'We have your application',
    thanks: (first) => (first ? `Thank you, ${first}.` : 'Thank you.'),
    next: `We call you within 2 business days from ${SITE.phone}. If you miss our call, call us back at`,
    hours: `, ${SITE.hours}.`,
    notSent: 'Your application was not sent',
    tryAgain: `Please try again, or call us at ${SITE.phone}.`,
    tooMany: `Too many applications from here just now. Please wait a minute and send it again, or call us at ${SITE.phone}.`,
    website: 'Website',
  },
  es: {
    optional: '(opcional)',
    when: '¿Cuándo puede trabajar?',
    whenHint: 'Marque todo lo que le sirva. Lo puede cambiar cuando hablemos.',
    resume: 'Currículum',
    resumeHint: 'Un PDF, un archivo de Word o una foto, de hasta 5 MB. ¿No tiene currículum? No hay problema: lo llamamos.',
    submit: 'Enviar mi solicitud',
    sending: 'Enviando…',
    checkOne: 'Revise una respuesta:',
    checkMany: (n) => `Revise ${n} respuestas:`,
    sentTitle: 'Recibimos su solicitud',
    thanks: (first) => (first ? `Gracias, ${first}.` : 'Gracias.'),
    next: `Lo llamamos en un plazo de 2 días hábiles desde el ${SITE.phone}. Si no alcanza a contestar, devuélvanos la llamada al`,
    hours: ', de lunes a viernes de 7 a. m. a 6 p. m.',
    notSent: 'Su solicitud no se envió',
    tryAgain: `Inténtelo otra vez, o llámenos al ${SITE.phone}.`,
    tooMany: `Recibimos demasiadas solicitudes desde aquí en este momento. Espere un minuto y envíela otra vez, o llámenos al ${SITE.phone}.`,
    website: 'Sitio web',
  },
};
