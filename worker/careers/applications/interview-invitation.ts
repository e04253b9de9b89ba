/**
 * The applicant's interview invitation: when staff book an interview (or move it), one email with
 * the day and time on Ocala's clock and a calendar invitation (worker/email/ics.ts, METHOD:REQUEST);
 * when the application leaves the Interview stage before the interview, one cancellation with the
 * same UID (METHOD:CANCEL). Written in the language of the page the applicant applied from
 * (`locale`): Spanish copy speaks to them as "usted". Each version is one outbox message (its
 * dedupe key names the application and the invitation's SEQUENCE), so a change is emailed once
 * however often it is saved. An applicant who left no email address gets it by text (textInterview),
 * with a link to their interview's page.
 */
import type { MessageKind } from '../../../shared/messages/messages';
import { SITE } from '../../../content/site';
import type { Locale } from '../../../shared/careers/careers';
import { COMPANY_TIME_ZONE, companyDateTime } from '../../../shared/time/company-time';
import type { EmailDocument } from '../../email/document';
import { calendarInvitation } from '../../email/ics';
import { type QueueOutcome, queueEmail } from '../../email/outbox';
import { queueText } from '../../texts/outbox';
import { interviewText } from '../../texts/templates';
import type { Db } from '../../env';
import type { ApplicationRow } from './store/staff';
import { INTERVIEW_MODES, type InterviewKind } from '../../../shared/careers/interview';
import { usPhone } from '../../../shared/staff/follow-up';
import { personById } from '../../people/store';
import { attendeeLine } from '../../walkthroughs/store';
import { interviewUrl } from '../../walkthroughs/link-token';
import { siteOrigin } from '../../http/site-origin';

/** How long an interview is blocked out in the applicant's calendar. */
export const INTERVIEW_MINUTES = 30;

export const INTERVIEW_KINDS = {
  booked: 'interview-invitation',
  cancelled: 'interview-cancellation',
  reminder: 'interview-reminder',
} as const satisfies Record<string, MessageKind>;

export type InterviewChange = 'booked' | 'moved' | 'cancelled';

/** The calendar event's identity for one application: the same for every version of its invitation. */
export const interviewUid = (applicationId: string): string => `interview-${applicationId}@${SITE.email.split('@')[1]}`;

/** 'martes, 1 de diciembre de 2026, 9:30 a. m.' on Ocala's clock. */
const spanishDateTime = (at: Date) => new Intl.DateTimeFormat('es-US', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }).format(at);

/** How, where and with whom, as the invitation says it; null for an interview booked without them. */
export interface InterviewPlace {
  kind: InterviewKind;
  /** The office's address, the video link, or the applicant's number for a phone interview. */
  where: string;
  minutes: number;
  interviewer: { name: string; email: string; phone: string } | null;
}

const HOW: Record<Locale, Record<InterviewKind, string>> = {
  en: { office: 'At our office', phone: 'By phone: we call you at', video: 'By video' },
  es: { office: 'En nuestra oficina', phone: 'Por teléfono: le llamamos al', video: 'Por video' },
};

function placeRows(locale: Locale, place: InterviewPlace | null): { label: string; value: string }[] {
  if (!place) return [];
  const es = locale === 'es';
  return [
    { label: es ? 'Dónde' : 'Where', value: placeLine(locale, place) },
    { label: es ? 'Duración' : 'How long', value: es ? `${place.minutes} minutos` : `${place.minutes} minutes` },
    ...(place.interviewer ? [{ label: es ? 'Con' : 'With', value: `${place.interviewer.name}, ${place.interviewer.phone}` }] : []),
  ];
}

/** How and where in one line, as the applicant's page says it; '' when not said. */
export function placeLine(locale: Locale, place: InterviewPlace | null): string {
  if (!place) return '';
  const how = HOW[locale][place.kind];
  return place.kind === 'phone' ? `${how} ${place.where}` : `${how}: ${place.where}`;
}

/** The calendar entry's LOCATION: the address, the link, or the call. */
function placeLocation(locale: Locale, place: InterviewPlace | null): string {
  if (!place) return '';
  if (place.kind === 'phone') return locale === 'es' ? `Llamada al ${place.where}` : `Phone call to ${place.where}`;
  return place.where;
}

function englishDocument(at: Date, change: InterviewChange, job: string, place: InterviewPlace | null = null, link: string | null = null): EmailDocument {
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
        text: `We would like to ${place?.kind === 'phone' ? 'talk with' : 'meet'} you on ${when}. It takes ${place ? `${place.minutes} minutes` : 'about half an hour'}: we tell you about the work and ask about your availability.`,
      },
      {
        type: 'facts',
        title: 'Interview',
        rows: [{ label: 'When', value: when }, ...placeRows('en', place), ...(job ? [{ label: 'Job', value: job }] : [])],
      },
      { type: 'paragraph', text: 'The attached invitation adds it to your calendar; if the time changes, the next one updates it.' },
      ...(link ? [{ type: 'button' as const, text: 'Confirm, or ask for another time', href: link }] : []),
      { type: 'call', text: link ? 'Or call' : 'Need another time? Call' },
    ],
    reason,
  };
}

function spanishDocument(at: Date, change: InterviewChange, job: string, place: InterviewPlace | null = null, link: string | null = null): EmailDocument {
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
        text: `Nos gustaría conversar con usted el ${when}. Dura ${place ? `${place.minutes} minutos` : 'una media hora'}: le contamos sobre el trabajo y le preguntamos por su disponibilidad.`,
      },
      {
        type: 'facts',
        title: 'Entrevista',
        rows: [{ label: 'Cuándo', value: when }, ...placeRows('es', place), ...(job ? [{ label: 'Puesto', value: job }] : [])],
      },
      { type: 'paragraph', text: 'La invitación adjunta la agrega a su calendario; si el horario cambia, la siguiente la actualiza.' },
      ...(link ? [{ type: 'button' as const, text: 'Confirmar o pedir otro horario', href: link }] : []),
      { type: 'call', text: link ? 'O llame al' : '¿Necesita otro horario? Llame al' },
    ],
    reason,
  };
}

/** The email for one version of the invitation, in the applicant's language; `job` the opening's title ('' for a general application). */
export function interviewDocument(
  locale: Locale,
  at: Date,
  change: InterviewChange,
  job: string,
  place: InterviewPlace | null = null,
  link: string | null = null,
): EmailDocument {
  return locale === 'es' ? { ...spanishDocument(at, change, job, place, link), lang: 'es' } : englishDocument(at, change, job, place, link);
}

/** The interview's place as the application holds it, with the interviewer's name, address and direct line. */
export async function interviewPlace(db: Db, application: ApplicationRow): Promise<InterviewPlace | null> {
  const kind = application.interview_kind as InterviewKind;
  if (!(INTERVIEW_MODES as readonly string[]).includes(kind)) return null;
  const [person, line] = application.interview_with
    ? await Promise.all([personById(db, application.interview_with), attendeeLine(db, application.interview_with)])
    : [null, null];
  return {
    kind,
    where: kind === 'phone' ? application.phone : application.interview_place,
    minutes: application.interview_minutes,
    interviewer: person ? { name: person.name, email: person.email, phone: usPhone(line?.phone ?? '')?.phone ?? SITE.phone } : null,
  };
}

/** The interview as a calendar event, in the applicant's language: the invitation's, or (PUBLISH, no attendee) the file their page offers. */
export function interviewEvent(
  application: ApplicationRow,
  at: Date,
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH',
  place: InterviewPlace | null,
  job: string,
  attendee: string,
): string {
  const spanish = application.locale === 'es';
  return calendarInvitation({
    uid: interviewUid(application.id),
    sequence: application.interview_sequence,
    method,
    start: at,
    minutes: place?.minutes ?? INTERVIEW_MINUTES,
    summary: spanish ? `Entrevista con ${SITE.name}` : `Interview with ${SITE.name}`,
    description: spanish
      ? `${job ? `Puesto: ${job}. ` : ''}Preguntas u otro horario: ${SITE.phone}.`
      : `${job ? `Job: ${job}. ` : ''}Questions or another time: ${SITE.phone}.`,
    location: placeLocation(application.locale, place),
    organizer: { name: SITE.name, email: SITE.email },
    attendee,
    also: place?.interviewer && attendee ? [{ name: place.interviewer.name, email: place.interviewer.email }] : [],
    stamp: new Date(),
  });
}

/**
 * Queues the invitation (or its cancellation) as the application now stands: `application` after
 * the change, `at` the interview's time (the old one for a cancellation), `job` the opening's title
 * in the applicant's language. Never throws: the stage change stands without its email.
 */
/**
 * The interview by text, to an applicant who gave no email address, in their language: when, how
 * and where, with whom, and the link to their page (details, "I'll be there", the calendar file).
 */
async function textInterview(env: Env, db: Db, application: ApplicationRow, at: Date, change: InterviewChange | 'reminder', now?: Date): Promise<boolean> {
  const place = await interviewPlace(db, application);
  const link = change === 'cancelled' ? null : await interviewUrl(env, siteOrigin(env), application.id);
  const kind = change === 'cancelled' ? INTERVIEW_KINDS.cancelled : change === 'reminder' ? INTERVIEW_KINDS.reminder : INTERVIEW_KINDS.booked;
  const outcome = await queueText(
    env,
    db,
    {
      to: application.phone,
      kind,
      dedupeKey: `${change === 'reminder' ? 'interview-reminder' : 'interview'}:${application.id}:sms:${application.interview_sequence}`,
      about: `application:${application.id}`,
      body: interviewText(application.locale, {
        change,
        at,
        place: placeLine(application.locale, place),
        with: place?.interviewer ? `${place.interviewer.name}, ${place.interviewer.phone}` : null,
        link,
      }),
      locale: application.locale,
    },
    now,
  );
  return outcome.queued;
}

export async function emailInterview(env: Env, db: Db, application: ApplicationRow, at: Date, change: InterviewChange, job: string): Promise<QueueOutcome> {
  if (!application.email) {
    await textInterview(env, db, application, at, change).catch((err) =>
      console.error('interview text not queued', application.id, err instanceof Error ? err.message : err),
    );
    return { queued: false, reason: 'no-address' };
  }
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  try {
    const place = await interviewPlace(db, application);
    const link = change === 'cancelled' ? null : await interviewUrl(env, siteOrigin(env), application.id);
    const ics = interviewEvent(application, at, method, place, job, application.email);
    return await queueEmail(env, db, {
      to: application.email,
      kind: change === 'cancelled' ? INTERVIEW_KINDS.cancelled : INTERVIEW_KINDS.booked,
      dedupeKey: `interview:${application.id}:${application.interview_sequence}`,
      about: `application:${application.id}`,
      document: interviewDocument(application.locale, at, change, job, place, link),
      attachments: [{ filename: change === 'cancelled' ? 'cancel.ics' : 'invite.ics', type: `text/calendar; method=${method}; charset=UTF-8`, content: ics }],
    });
  } catch (err) {
    console.error('interview email not queued', application.id, err instanceof Error ? err.message : err);
    return { queued: false, reason: 'error' };
  }
}

/**
 * The day-before reminder of an interview, in the applicant's language, once per version of the
 * interview (its SEQUENCE); true when it was queued now. By email, or by text for an applicant
 * without an email address. Never throws.
 */
export async function interviewReminder(env: Env, db: Db, application: ApplicationRow, job: string): Promise<boolean> {
  if (!application.interview_at) return false;
  if (!application.email) {
    return textInterview(env, db, application, new Date(application.interview_at), 'reminder').catch((err) => {
      console.error('interview text reminder not queued', application.id, err instanceof Error ? err.message : err);
      return false;
    });
  }
  try {
    const at = new Date(application.interview_at);
    const place = await interviewPlace(db, application);
    const doc = interviewDocument(application.locale, at, 'booked', job, place, await interviewUrl(env, siteOrigin(env), application.id));
    const es = application.locale === 'es';
    const outcome = await queueEmail(env, db, {
      to: application.email,
      kind: INTERVIEW_KINDS.reminder,
      dedupeKey: `interview-reminder:${application.id}:${application.interview_sequence}`,
      about: `application:${application.id}`,
      document: {
        ...doc,
        subject: es ? `Recordatorio: su entrevista, ${spanishDateTime(at)} | ${SITE.name}` : `Reminder: your interview, ${companyDateTime(at)} | ${SITE.name}`,
        blocks: [
          { type: 'heading', text: es ? 'Le esperamos pronto' : 'See you soon' },
          ...doc.blocks.slice(1).filter((b) => !(b.type === 'paragraph' && /^(The attached|La invitación adjunta)/.test(b.text))),
        ],
      },
    });
    return outcome.queued;
  } catch (err) {
    console.error('interview reminder not queued', application.id, err instanceof Error ? err.message : err);
    return false;
  }
}
