/**
 * /careers and /es/empleos: why work here, the open positions (filtered by town and shift, with or
 * without JavaScript), how hiring works, and a general application. The words come from the
 * careers catalogue of the page's language (content/careers/); the openings from the edge, which
 * lists only open ones not past their date (worker/careers/openings/public-reads.ts).
 */
import { useSearchParams } from 'react-router-dom';
import { careersMessages } from '../../../content/careers/catalogue';
import { SITE } from '../../../content/site';
import { CAREERS_PATHS, SHIFTS, type CareersPageData, type Locale, type PublicOpening, type Shift } from '../../../shared/careers';
import { localeOfPath, type RouteEntry } from '../../../shared/routes';
import { usePageData } from '../app/page-data';
import { GraduationCap, HeartHandshake, MapPin, Phone, Users } from '../components/icons';
import { ButtonLink } from '../components/ui/button';
import { IconTile } from '../features/careers/icon-tile';
import { Section } from '../components/ui/section';
import { SkeletonBar } from '../features/careers/careers-skeleton';
import { ApplyForm } from '../features/careers/apply-form';
import { fetchCareersPageData } from '../features/careers/careers-data';
import { CareersHero } from '../features/careers/careers-hero';
import { useDocumentLang } from '../features/careers/locale';

/** This page's language's catalogue, loaded before it renders (web/src/app/pages.ts). */
export { prepareCareersPage as prepare } from '../features/careers/locale';
import { OpeningCard } from '../features/careers/opening-card';
import { OpeningsFilter, type OpeningsFilterValue } from '../features/careers/openings-filter';

const WHY_ICONS = [HeartHandshake, Users, GraduationCap, MapPin] as const;

const isShift = (value: string): value is Shift => (SHIFTS as readonly string[]).includes(value);

export default function CareersPage({ route }: { route: RouteEntry }) {
  const locale: Locale = localeOfPath(route.path);
  useDocumentLang(locale);
  const m = careersMessages(locale);
  const state = usePageData<CareersPageData | null>(`careers:${locale}`, (signal) => fetchCareersPageData<CareersPageData>(route.path, signal));
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const other: Locale = locale === 'en' ? 'es' : 'en';

  return (
    <>
      <CareersHero
        locale={locale}
        crumbs={[{ label: m.breadcrumb }]}
        switchTo={CAREERS_PATHS[other].list + (search ? `?${search}` : '')}
        eyebrow={m.heroEyebrow}
        title={m.heroTitle}
        lead={<p>{m.heroLead}</p>}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="#openings" size="lg">
            {m.heroSeeOpenings}
          </ButtonLink>
          <ButtonLink href={SITE.phoneHref} variant="ghost" size="lg">
            <Phone aria-hidden="true" className="size-4" /> {m.heroCall}
          </ButtonLink>
        </div>
      </CareersHero>

      <Section labelledBy="why-title" className="py-12 sm:py-16">
        <h2 id="why-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {m.whyTitle}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {m.why.map((item, i) => {
            const Icon = WHY_ICONS[i] ?? Users;
            return (
              <li key={item.title}>
                <IconTile>
                  <Icon />
                </IconTile>
                <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
                <p className="mt-1 text-[0.9375rem] text-muted">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <section id="openings" aria-labelledby="openings-title" className="scroll-mt-24 bg-brand-50 py-12 sm:py-16">
        <div className="mx-auto w-full max-w-7xl px-5 sm:px-8">
          <h2 id="openings-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {m.openingsTitle}
          </h2>
          {state.status === 'loading' && <OpeningsSkeleton />}
          {state.status === 'error' && <p className="mt-6 text-lg">{m.noOpenings}</p>}
          {state.status === 'ready' && (
            <OpeningsList
              locale={locale}
              action={route.path}
              openings={state.data?.openings ?? []}
              params={params}
              onChange={(next) => {
                const query = new URLSearchParams();
                if (next.town) query.set('town', next.town);
                if (next.shift) query.set('shift', next.shift);
                setParams(query, { replace: true, preventScrollReset: true });
              }}
            />
          )}
        </div>
      </section>

      <Section labelledBy="steps-title" className="py-12 sm:py-16">
        <h2 id="steps-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {m.stepsTitle}
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {m.steps.map((step, i) => (
            <li key={step.title} className="relative rounded-card bg-surface p-6 ring-1 ring-line/70">
              <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-accent-600 text-lg font-extrabold text-white">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-1 text-[0.9375rem] text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <section id="apply" aria-labelledby="general-title" className="scroll-mt-24 bg-surface py-12 sm:py-16">
        <div className="mx-auto grid w-full max-w-7xl gap-10 px-5 sm:px-8 lg:grid-cols-12">
          <div className="lg:col-span-5">
            <h2 id="general-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {m.generalTitle}
            </h2>
            <p className="mt-4 text-lg text-muted">{m.generalLead}</p>
          </div>
          <div className="min-w-0 lg:col-span-7">
            <div className="rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-8">
              <ApplyForm locale={locale} openingSlug={null} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

function OpeningsList({
  locale,
  action,
  openings,
  params,
  onChange,
}: {
  locale: Locale;
  action: string;
  openings: readonly PublicOpening[];
  params: URLSearchParams;
  onChange: (next: OpeningsFilterValue) => void;
}) {
  const m = careersMessages(locale);
  const towns = [...new Set(openings.map((o) => o.town))].sort((a, b) => a.localeCompare(b, m.intlLocale));
  const shifts = SHIFTS.filter((s) => openings.some((o) => o.shifts.includes(s)));
  // A town or shift no opening has (an old link) filters nothing out.
  const givenTown = params.get('town') ?? '';
  const givenShift = params.get('shift') ?? '';
  const value = { town: towns.includes(givenTown) ? givenTown : '', shift: isShift(givenShift) && shifts.includes(givenShift) ? givenShift : '' };
  const shown = openings.filter((o) => (!value.town || o.town === value.town) && (!value.shift || o.shifts.includes(value.shift as Shift)));

  if (openings.length === 0) {
    return (
      <p className="mt-6 max-w-2xl text-lg">
        {m.noOpenings}{' '}
        <a href="#apply" className="font-semibold text-brand-800 underline underline-offset-4">
          {m.generalTitle}
        </a>
      </p>
    );
  }
  return (
    <>
      <div className="mt-6">
        <OpeningsFilter locale={locale} action={action} towns={towns} shifts={shifts} value={value} onChange={onChange} />
      </div>
      <p role="status" className="mt-5 text-[0.9375rem] font-semibold text-muted">
        {m.openingsCount(shown.length)}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4 text-lg">{m.filterNone}</p>
      ) : (
        <ul className="mt-4 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((o) => (
            <OpeningCard key={o.slug} opening={o} locale={locale} />
          ))}
        </ul>
      )}
    </>
  );
}

function OpeningsSkeleton() {
  return (
    <div aria-busy="true" className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="rounded-card bg-white p-7 ring-1 ring-line/70">
          <SkeletonBar className="h-6 w-2/3" shape="rounded-lg" tone="bg-brand-100" />
          <SkeletonBar className="mt-5 h-4 w-1/2" tone="bg-line" />
          <SkeletonBar className="mt-3 h-4 w-3/4" tone="bg-line" />
        </div>
      ))}
    </div>
  );
}
