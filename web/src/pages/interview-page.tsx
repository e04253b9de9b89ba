/**
 * /interview?token=… (noindex, nofollow, no referrer, never in the sitemap): the applicant's own
 * page for their interview, reached from the link in its invitation, in the language they applied
 * in, as worker/careers/applications/interview-link.ts found it. It shows when, how and where,
 * and with whom, and two plain forms posting back to the link: "I'll be there" and "Ask for
 * another time" (with a note), so it works without JavaScript.
 */
import { SITE } from '../../../content/site';
import type { InterviewData, InterviewView } from '../../../shared/page-data';
import { breadcrumbFor, type RouteEntry } from '../../../shared/routes';
import { COMPANY_TIME_ZONE, companyDateTime } from '../../../shared/time/company-time';
import { useEdgeData } from '../app/page-data';
import { icon } from '../components/icon';
import { HeroBadge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Section } from '../components/ui/section';
import { PageHero } from '../features/marketing/page-hero';

const CalendarCheck = icon('calendar-check');
const CircleCheck = icon('circle-check');

type Locale = 'en' | 'es';

const spanishDateTime = (at: string) =>
  new Intl.DateTimeFormat('es-US', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }).format(new Date(at));

const COPY = {
  en: {
    badge: 'Job interview',
    title: 'Your interview',
    calendar: 'Add to my calendar',
    when: (at: string) => `${companyDateTime(at)} (Ocala time)`,
    lead: (at: string) => `We look forward to talking with you on ${companyDateTime(at)} (Ocala time).`,
    confirmed: 'Thank you: we have your confirmation',
    asked: 'Thank you: we will call you with another time',
    rows: { when: 'When', where: 'How and where', with: 'With', length: 'How long', job: 'Job' },
    minutes: (n: number) => `${n} minutes`,
    confirm: 'I’ll be there',
    confirmTitle: 'Can you make it?',
    anotherTitle: 'Need another time?',
    anotherHint: 'Tell us which days and times suit you; we call you back.',
    noteLabel: 'Days and times that suit you (optional)',
    another: 'Ask for another time',
    gone: 'This interview is no longer booked',
    goneLead: 'It was moved or cancelled. Your latest email from us has the current time, or call',
    invalid: 'This interview link does not work',
    invalidLead: 'The link may have been cut short when it was copied: please open it from your email again, or call',
    unavailable: 'This page is briefly unavailable',
    unavailableLead: 'Nothing was changed. Please try again in a few minutes, or call',
  },
  es: {
    badge: 'Entrevista de trabajo',
    title: 'Su entrevista',
    calendar: 'Agregar a mi calendario',
    when: (at: string) => `${spanishDateTime(at)} (hora de Ocala)`,
    lead: (at: string) => `Le esperamos el ${spanishDateTime(at)} (hora de Ocala).`,
    confirmed: 'Gracias: recibimos su confirmación',
    asked: 'Gracias: le llamamos con otro horario',
    rows: { when: 'Cuándo', where: 'Cómo y dónde', with: 'Con', length: 'Duración', job: 'Puesto' },
    minutes: (n: number) => `${n} minutos`,
    confirm: 'Ahí estaré',
    confirmTitle: '¿Puede asistir?',
    anotherTitle: '¿Necesita otro horario?',
    anotherHint: 'Díganos qué días y horas le convienen; le devolvemos la llamada.',
    noteLabel: 'Días y horas que le convienen (opcional)',
    another: 'Pedir otro horario',
    gone: 'Esta entrevista ya no está programada',
    goneLead: 'Se cambió o se canceló. Su correo más reciente tiene el horario vigente, o llame al',
    invalid: 'Este enlace de entrevista no funciona',
    invalidLead: 'Puede que el enlace se haya cortado al copiarlo: ábralo de nuevo desde su correo, o llame al',
    unavailable: 'Esta página no está disponible por un momento',
    unavailableLead: 'No se cambió nada. Inténtelo de nuevo en unos minutos, o llame al',
  },
} as const;

const phoneLink = (
  <a href={SITE.phoneHref} className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4">
    {SITE.phone}
  </a>
);

function Booked({ view }: { view: Extract<InterviewView, { kind: 'booked' }> }) {
  const t = COPY[view.locale];
  const rows: [string, string][] = [
    [t.rows.when, t.when(view.starts_at)],
    [t.rows.length, t.minutes(view.minutes)],
    ...(view.where ? ([[t.rows.where, view.where]] as [string, string][]) : []),
    ...(view.with ? ([[t.rows.with, view.with]] as [string, string][]) : []),
    ...(view.job ? ([[t.rows.job, view.job]] as [string, string][]) : []),
  ];
  return (
    <Section labelledBy="interview-details" className="pt-10 sm:pt-14">
      <div className="grid gap-8 lg:grid-cols-12">
        <Card as="article" className="lg:col-span-6">
          <h2 id="interview-details" className="text-xl font-bold">
            {t.title}
          </h2>
          <dl className="mt-5 space-y-4 text-[0.9375rem]">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="font-semibold text-muted">{label}</dt>
                <dd className="mt-0.5 wrap-anywhere text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <a
            href={view.calendar}
            download="interview.ics"
            className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {t.calendar}
          </a>
        </Card>
        <div className="space-y-6 lg:col-span-6">
          <Card as="article">
            <h2 className="text-xl font-bold">{t.confirmTitle}</h2>
            <form method="post" action={view.action} className="mt-4">
              <input type="hidden" name="do" value="confirm" />
              <Button type="submit" size="lg" className="w-full sm:w-auto">
                {t.confirm}
              </Button>
            </form>
          </Card>
          <Card as="article">
            <h2 className="text-xl font-bold">{t.anotherTitle}</h2>
            <p className="mt-1 text-[0.9375rem] text-muted">{t.anotherHint}</p>
            <form method="post" action={view.action} className="lead-form">
              <input type="hidden" name="do" value="another" />
              <label htmlFor="interview-note">{t.noteLabel}</label>
              <textarea id="interview-note" name="note" rows={3} maxLength={500} />
              <Button type="submit" variant="ghost" size="lg" className="mt-4">
                {t.another}
              </Button>
            </form>
          </Card>
        </div>
      </div>
    </Section>
  );
}

export default function InterviewPage({ route }: { route: RouteEntry }) {
  const view = useEdgeData<InterviewData>()?.interview ?? null;
  const locale: Locale = view && 'locale' in view ? view.locale : 'en';
  const t = COPY[locale];
  const answered = view?.kind === 'booked' ? view.answered : null;
  const [title, lead] =
    view?.kind === 'booked'
      ? [answered === 'confirmed' ? t.confirmed : answered === 'asked' ? t.asked : t.title, <>{t.lead(view.starts_at)}</>]
      : view?.kind === 'gone'
        ? [
            t.gone,
            <>
              {t.goneLead} {phoneLink}.
            </>,
          ]
        : view?.kind === 'unavailable'
          ? [
              t.unavailable,
              <>
                {t.unavailableLead} {phoneLink}.
              </>,
            ]
          : [
              t.invalid,
              <>
                {t.invalidLead} {phoneLink}.
              </>,
            ];
  return (
    <div lang={locale}>
      <PageHero
        // The trail is the site's English one: a Spanish page goes without it.
        crumbs={locale === 'es' ? null : breadcrumbFor(route)}
        eyebrow={<HeroBadge icon={answered ? CircleCheck : CalendarCheck}>{t.badge}</HeroBadge>}
        title={title}
        lead={lead}
      />
      {view?.kind === 'booked' && <Booked view={view} />}
    </div>
  );
}
