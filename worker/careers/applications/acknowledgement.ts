/**
 * The applicant's acknowledgement (docs/decisions.md D20): when a real application leaves an email
 * address, one email to it, in the language the applicant chose to be spoken to in, says what
 * happens next (our call within 2 business days, from our number), names the opening and ends with
 * the company footer. Once per application (its dedupe key), never for spam.
 *
 * Anyone can type someone else's address into the form, so the email repeats nothing the applicant
 * typed (no name, town or phone): only the opening's title, which is ours.
 */
import type { MessageKind } from '../../../shared/messages/messages';
import { SITE } from '../../../content/site';
import type { Locale } from '../../../shared/careers/careers';
import type { Db } from '../../env';
import type { EmailDocument } from '../../email/document';
import { type QueueOutcome, queueEmail } from '../../email/outbox';
import { queueText } from '../../texts/outbox';
import { applicationAcknowledgementText } from '../../texts/templates';
import { type ApplicationRow, openingTitles } from './store/submit';

export const APPLICATION_ACKNOWLEDGEMENT_KIND = 'application-acknowledgement' satisfies MessageKind;

const SITE_HOST = SITE.email.split('@')[1];

interface Words {
  subject: string;
  preview: string;
  heading: string;
  forOpening: (title: string) => string;
  general: string;
  stepsTitle: string;
  steps: string[];
  call: string;
  reason: string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    subject: `We have your application | ${SITE.name}`,
    preview: `What happens next: we call you within 2 business days from ${SITE.phone}.`,
    heading: 'Thank you. We have your application.',
    forOpening: (title) => `You applied for: ${title}.`,
    general: 'You sent us a general application: we look at it for every opening that fits.',
    stepsTitle: 'What happens next',
    steps: [
      'We read your application.',
      `We call you within 2 business days from ${SITE.phone}. Save the number so you know it is us.`,
      'If the work suits you, we set up a short interview at a time that works for you.',
    ],
    call: 'Questions before then? Call',
    reason: `You get this email because this address was given with a job application on ${SITE_HOST}. If that was not you, ignore this email or call us.`,
  },
  es: {
    subject: `Recibimos su solicitud | ${SITE.name}`,
    preview: `Lo que sigue: lo llamamos en un plazo de 2 días hábiles desde el ${SITE.phone}.`,
    heading: 'Gracias. Recibimos su solicitud.',
    forOpening: (title) => `Usted se postuló para: ${title}.`,
    general: 'Nos envió una solicitud general: la tomamos en cuenta para cada puesto que le quede bien.',
    stepsTitle: 'Lo que sigue',
    steps: [
      'Leemos su solicitud.',
      `Lo llamamos en un plazo de 2 días hábiles desde el ${SITE.phone}. Guarde el número para saber que somos nosotros.`,
      'Si el trabajo le conviene, acordamos una entrevista corta a la hora que mejor le quede.',
    ],
    call: '¿Tiene preguntas antes? Llame al',
    reason: `Recibe este correo porque esta dirección se dio con una solicitud de empleo en ${SITE_HOST}. Si no fue usted, ignore este correo o llámenos.`,
  },
};

/** The email, in `locale`, for an application to the opening titled `title` (undefined: a general application). */
export function applicationAcknowledgementDocument(locale: Locale, title: string | undefined): EmailDocument {
  const w = WORDS[locale];
  return {
    subject: w.subject,
    preview: w.preview,
    blocks: [
      { type: 'heading', text: w.heading },
      { type: 'paragraph', text: title ? w.forOpening(title) : w.general },
      { type: 'steps', title: w.stepsTitle, items: w.steps },
      { type: 'call', text: w.call },
    ],
    reason: w.reason,
  };
}

/** The acknowledgement's language: the one the applicant chose to be spoken to in. */
export const acknowledgementLocale = (application: Pick<ApplicationRow, 'language'>): Locale => (application.language === 'es' ? 'es' : 'en');

/** Queues the acknowledgement of a stored application. Never throws: the application is kept whatever happens here. */
export async function acknowledgeApplication(env: Pick<Env, 'EMAIL_QUEUE'>, db: Db, application: ApplicationRow): Promise<QueueOutcome> {
  if (application.status === 'spam') return { queued: false, reason: 'no-address' };
  try {
    const locale = acknowledgementLocale(application);
    const opening = await openingTitles(db, application.opening_id);
    const title = opening ? (locale === 'es' && opening.title_es ? opening.title_es : opening.title) : undefined;
    // An applicant who gave only a phone number hears from us by text, in their language.
    if (!application.email) {
      await queueText(env, db, {
        to: application.phone,
        kind: APPLICATION_ACKNOWLEDGEMENT_KIND,
        dedupeKey: `${APPLICATION_ACKNOWLEDGEMENT_KIND}:sms:${application.id}`,
        about: `application:${application.id}`,
        body: applicationAcknowledgementText(locale, { name: application.name, job: title ?? '' }),
        locale,
      });
      return { queued: false, reason: 'no-address' };
    }
    return await queueEmail(env, db, {
      to: application.email,
      kind: APPLICATION_ACKNOWLEDGEMENT_KIND,
      dedupeKey: `${APPLICATION_ACKNOWLEDGEMENT_KIND}:${application.id}`,
      about: `application:${application.id}`,
      document: applicationAcknowledgementDocument(locale, title),
    });
  } catch (err) {
    console.error('application acknowledgement not queued', application.id, err instanceof Error ? err.message : err);
    return { queued: false, reason: 'error' };
  }
}
