/**
 * The words of every text a prospect or an applicant gets, beside their emails (which say more):
 * each function answers the text's versions, fullest first; queueText sends the first that fits in
 * two segments once who we are (and, on a first text, how to stop) is added, so a long street
 * address or name drops a detail rather than the text.
 */
import { SITE } from '../../content/site';
import type { Locale } from '../../shared/careers/careers';
import { COMPANY_TIME_ZONE, companyDateTime } from '../../shared/time/company-time';

const spanishWhen = (at: Date) => new Intl.DateTimeFormat('es-US', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(at);
/** 'Dec 1, 2026, 10:00 AM' or '1 dic 2026, 10:00 a. m.', on Ocala's clock. */
export const whenIn = (locale: Locale, at: Date): string => (locale === 'es' ? spanishWhen(at) : companyDateTime(at));

const first = (name: string) => (name.trim().split(/\s+/)[0] ?? '').slice(0, 20);
const hi = (locale: Locale, name: string) => (first(name) ? (locale === 'es' ? `Hola ${first(name)}, ` : `Hi ${first(name)}, `) : '');

/** The lead's acknowledgement by text: who follows up and by when. */
export function leadAcknowledgementText(p: { name: string; request: string; by: string; when: string; phone: string }): string[] {
  const greet = hi('en', p.name);
  return [
    `${greet}we have your ${p.request}. ${p.by === 'We' ? 'We text' : `${p.by} texts`} you by ${p.when} (Ocala time). Questions: ${p.phone}`,
    `${greet}we have your ${p.request}. We text you by ${p.when}.`,
    `We have your ${p.request}. We text you soon.`,
  ];
}

/** A walkthrough booked, moved or cancelled, to the prospect who chose texts. */
export function walkthroughText(p: {
  change: 'booked' | 'moved' | 'cancelled';
  at: Date;
  address: string;
  with: string | null;
  link: string | null;
  origin: string;
}): string[] {
  const when = companyDateTime(p.at);
  if (p.change === 'cancelled') {
    return [
      `Your walkthrough on ${when} is cancelled. To book another time: ${p.origin}/schedule or ${SITE.phone}`,
      `Your walkthrough on ${when} is cancelled. Call ${SITE.phone} to book again.`,
    ];
  }
  const head = p.change === 'moved' ? 'Walkthrough moved to' : 'Walkthrough booked:';
  const link = p.link ? ` Move or cancel: ${p.link}` : ` Questions: ${SITE.phone}`;
  const who = p.with ? ` With ${p.with}.` : '';
  return [
    `${head} ${when}, ${p.address}.${who}${link}`,
    `${head} ${when}.${who}${link}`,
    `${head} ${when}.${link}`,
    `${head} ${when}. Questions: ${SITE.phone}`,
  ];
}

/** The reminders of a walkthrough: the day before, or two hours before. */
export function walkthroughReminderText(p: { at: Date; address: string; with: string | null; link: string | null; soon: boolean }): string[] {
  const when = p.soon ? `today at ${companyDateTime(p.at).split(', ').pop()}` : companyDateTime(p.at);
  const who = p.with ? ` ${p.with} meets you.` : '';
  const link = p.link ? ` Change it: ${p.link}` : ` Questions: ${SITE.phone}`;
  return [
    `Reminder: your walkthrough is ${when}, ${p.address}.${who}${link}`,
    `Reminder: your walkthrough is ${when}.${who}${link}`,
    `Reminder: your walkthrough is ${when}. Questions: ${SITE.phone}`,
  ];
}

/** The application's acknowledgement by text, in the applicant's language. */
export function applicationAcknowledgementText(locale: Locale, p: { name: string; job: string }): string[] {
  if (locale === 'es') {
    const job = p.job ? ` para ${p.job}` : '';
    return [
      `${hi('es', p.name)}recibimos su solicitud${job}. Lo llamamos en un plazo de 2 dias habiles desde el ${SITE.phone}.`,
      `Recibimos su solicitud. Lo llamamos en un plazo de 2 dias habiles desde el ${SITE.phone}.`,
    ];
  }
  const job = p.job ? ` for ${p.job}` : '';
  return [
    `${hi('en', p.name)}we have your application${job}. We call you within 2 business days from ${SITE.phone}.`,
    `We have your application. We call you within 2 business days from ${SITE.phone}.`,
  ];
}

/** An interview booked, moved, cancelled or coming up, in the applicant's language; the link shows the details and the calendar file. */
export function interviewText(
  locale: Locale,
  p: { change: 'booked' | 'moved' | 'cancelled' | 'reminder'; at: Date; place: string; with: string | null; link: string | null },
): string[] {
  const when = whenIn(locale, p.at);
  const es = locale === 'es';
  if (p.change === 'cancelled') {
    return [es ? `Su entrevista del ${when} quedo cancelada. Preguntas: ${SITE.phone}` : `Your interview on ${when} is cancelled. Questions: ${SITE.phone}`];
  }
  const head = es
    ? { booked: 'Entrevista:', moved: 'Su entrevista cambio a', reminder: 'Recordatorio: su entrevista es el' }[p.change]
    : { booked: 'Interview:', moved: 'Your interview moved to', reminder: 'Reminder: your interview is' }[p.change];
  const who = p.with ? (es ? ` Con ${p.with}.` : ` With ${p.with}.`) : '';
  const link = p.link
    ? es
      ? ` Detalles y calendario: ${p.link}`
      : ` Details and calendar: ${p.link}`
    : es
      ? ` Preguntas: ${SITE.phone}`
      : ` Questions: ${SITE.phone}`;
  const where = p.place ? `. ${p.place}` : '';
  return [`${head} ${when}${where}.${who}${link}`, `${head} ${when}.${who}${link}`, `${head} ${when}.${link}`];
}
