/**
 * The applicant's interview invitation: when staff book an interview (or move it), one email with
 * the day and time on Ocala's clock and a calendar invitation (worker/email/ics.ts, METHOD:REQUEST);
 * when the application leaves the Interview stage before the interview, one cancellation with the
 * same UID (METHOD:CANCEL). Written in the language of the page the applicant applied from
 * (`locale`): Spanish copy speaks to them as "usted". Each version is one outbox message (its
 * dedupe key names the application and the invitation's SEQUENCE), so a change is emailed once
 * however often it is saved. Only for an applicant who left an email address: the others are called.
 */
import type { MessageKind } from '../../../shared/messages/messages';
import { SITE } from '../../../content/site';
import type { Locale } from '../../../shared/careers/careers';
import { COMPANY_TIME_ZONE, companyDateTime } from '../../../shared/time/company-time';
import type { EmailDocument } from '../../email/document';
import { calendarInvitation } from '../../email/ics';
import { type QueueOutcome, queueEmail } from '../../email/outbox';
import type { Db } from '../../env';
import type { ApplicationRow } from './store/staff';

/** How long an interview is blocked out in the applicant's calendar. */
export const INTERVIEW_MINUTES = 30;

export const INTERVIEW_KINDS = { booked: 'interview-invitation', cancelled: 'interview-cancellation' } as const satisfies Record<string, MessageKind>;

export type InterviewChange = 'booked' | 'moved' | 'cancelled';

/** The calendar event's identity for one application: the same for every version of its invitation. */
export const interviewUid = (applicationId: string): string => `interview-${applicationId}@${SITE.email.split('@')[1]}`;

/** 'martes, 1 de diciembre de 2026, 9:30 a. m.' on Ocala's clock. */
const spanishDateTime = (at: Date) => new Intl.DateTimeFormat('es-US', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }).format(at);

function englishDocument(at: Date, change: InterviewChange, job: string): EmailDocument {
  const when = `${companyDateTime(at)} (Ocala time)`;
  const reason = 'You get this email because you applied for a job with us and an interview was booked with this address.';
  if (change === 'cancelled') {
    return {
      subject: `Interview cancelled: ${companyDateTime(at)} | ${SITE.name}`,
      preview: `The interview on ${when} is off your calendar.`,
      blocks: [
        { type: 'heading', text: 'Your interview is cancelled' },
        { type: 'paragraph', text: `The interview we had set for ${when} will not take place. The attached update removes it from your calendar.` },
        { type: 'call', text: 'Questions? Call' },
      ],
      reason,
    };
  }
  const moved = change === 'moved';
  return {
    subject: `${moved ? 'Interview moved' : 'Interview booked'}: ${companyDateTime(at)} | ${SITE.name}`,
    preview: `Thank you for applying. We talk with you on ${when}.`,
    blocks: [
      { type: 'heading', text: moved ? 'Your interview has a new time' : 'Thank you for applying: let’s talk' },
      {
        type: 'paragraph',
        text: `We would like to meet you on ${when}. It takes about half an hour: we tell you about the work and ask about your availability.`,
      },
      { type: 'facts', title: 'Interview', rows: [{ label: 'When', value: when }, ...(job ? [{ label: 'Job', value: job }] : [])] },
      { type: 'paragraph', text: 'The attached invitation adds it to your calendar; if the time changes, the next one updates it.' },
      { type: 'call', text: 'Need another time? Call' },
    ],
    reason,
  };
}

function spanishDocument(at: Date, change: InterviewChange, job: string): EmailDocument {
  const when = `${spanishDateTime(at)} (hora de Ocala)`;
  const reason = 'Recibe este correo porque solicitó un empleo con nosotros y se programó una entrevista con esta dirección.';
  if (change === 'cancelled') {
    return {
      subject: `Entrevista cancelada: ${spanishDateTime(at)} | ${SITE.name}`,
      preview: `La entrevista del ${when} ya no está en su calendario.`,
      blocks: [
        { type: 'heading', text: 'Su entrevista quedó cancelada' },
        { type: 'paragraph', text: `La entrevista que teníamos para el ${when} no se va a realizar. La actualización adjunta la quita de su calendario.` },
        { type: 'call', text: '¿Tiene preguntas? Llame al' },
      ],
      reason,
    };
  }
  const moved = change === 'moved';
  return {
    subject: `${moved ? 'Entrevista con nuevo horario' : 'Entrevista programada'}: ${spanishDateTime(at)} | ${SITE.name}`,
    preview: `Gracias por su solicitud. Nos vemos el ${when}.`,
    blocks: [
      { type: 'heading', text: moved ? 'Su entrevista tiene un nuevo horario' : 'Gracias por su solicitud: conversemos' },
      {
        type: 'paragraph',
        text: `Nos gustaría conversar con usted el ${when}. Dura una media hora: le contamos sobre el trabajo y le preguntamos por su disponibilidad.`,
      },
      { type: 'facts', title: 'Entrevista', rows: [{ label: 'Cuándo', value: when }, ...(job ? [{ label: 'Puesto', value: job }] : [])] },
      { type: 'paragraph', text: 'La invitación adjunta la agrega a su calendario; si el horario cambia, la siguiente la actualiza.' },
      { type: 'call', text: '¿Necesita otro horario? Llame al' },
    ],
    reason,
  };
}

/** The email for one version of the invitation, in the applicant's language; `job` the opening's title ('' for a general application). */
export function interviewDocument(locale: Locale, at: Date, change: InterviewChange, job: string): EmailDocument {
  return locale === 'es' ? { ...spanishDocument(at, change, job), lang: 'es' } : englishDocument(at, change, job);
}

/**
 * Queues the invitation (or its cancellation) as the application now stands: `application` after
 * the change, `at` the interview's time (the old one for a cancellation), `job` the opening's title
 * in the applicant's language. Never throws: the stage change stands without its email.
 */
export async function emailInterview(
  env: Pick<Env, 'EMAIL_QUEUE'>,
  db: Db,
  application: ApplicationRow,
  at: Date,
  change: InterviewChange,
  job: string,
): Promise<QueueOutcome> {
  if (!application.email) return { queued: false, reason: 'no-address' };
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const spanish = application.locale === 'es';
  try {
    const ics = calendarInvitation({
      uid: interviewUid(application.id),
      sequence: application.interview_sequence,
      method,
      start: at,
      minutes: INTERVIEW_MINUTES,
      summary: spanish ? `Entrevista con ${SITE.name}` : `Interview with ${SITE.name}`,
      description: spanish
        ? `${job ? `Puesto: ${job}. ` : ''}Preguntas u otro horario: ${SITE.phone}.`
        : `${job ? `Job: ${job}. ` : ''}Questions or another time: ${SITE.phone}.`,
      location: '',
      organizer: { name: SITE.name, email: SITE.email },
      attendee: application.email,
      stamp: new Date(),
    });
    return await queueEmail(env, db, {
      to: application.email,
      kind: change === 'cancelled' ? INTERVIEW_KINDS.cancelled : INTERVIEW_KINDS.booked,
      dedupeKey: `interview:${application.id}:${application.interview_sequence}`,
      about: `application:${application.id}`,
      document: interviewDocument(application.locale, at, change, job),
      attachments: [{ filename: change === 'cancelled' ? 'cancel.ics' : 'invite.ics', type: `text/calendar; method=${method}; charset=UTF-8`, content: ics }],
    });
  } catch (err) {
    console.error('interview email not queued', application.id, err instanceof Error ? err.message : err);
    return { queued: false, reason: 'error' };
  }
}
