/**
 * /careers and /es/empleos: why work here, the open positions (filtered by town and shift, with or
 * without JavaScript), how hiring works, and a general application. The words come from the
 * careers catalogue of the page's language (content/careers/); the openings from the edge, which
 * lists only open ones not past their date (worker/careers/openings/public-reads.ts).
 */
import { useSearchParams } from '../app/router';
import { careersMessages } from '../../../content/careers/catalogue';
import { SITE } from '../../../content/site';
import { CAREERS_PATHS, type CareersPageData, type Locale } from '../../../shared/careers/careers';
import { localeOfPath, type RouteEntry } from '../../../shared/routes';
import { usePageData } from '../app/page-data';
import { ButtonLink } from '../components/ui/button';
import { SkeletonBar } from '../features/careers/careers-skeleton';
import { WhyWorkHere } from '../features/careers/careers-why';
import { island } from '../app/island';
import { ApplyForm } from '../features/careers/islands';
import { CareersHero } from '../features/careers/careers-hero';
import { useDocumentLang } from '../features/careers/locale';

/** This page's language's catalogue, loaded before it renders (web/src/app/pages.ts). */
export { prepareCareersPage as prepare } from '../features/careers/locale';

import { icon } from '../components/icon';

const Phone = icon('phone');

// Below the first screen: the openings with their filter and how hiring works load as they come near.
const sections = () => import('../features/careers/careers-sections');
const OpeningsList = island('careers-openings', () => sections().then((m) => m.OpeningsList));
const HowHiringWorks = island('careers-steps', () => sections().then((m) => m.HowHiringWorks));

export default function CareersPage({ route }: { route: RouteEntry }) {
  const locale: Locale = localeOfPath(route.path);
  useDocumentLang(locale);
  const m = careersMessages(locale);
  const state = usePageData<CareersPageData | null>(`careers:${locale}`, (signal) =>
    // Only a client-side navigation fetches (the edge embeds the first page's data): its code loads then.
    import('../app/edge-page-data').then((m) => m.fetchEdgePageData<CareersPageData>(route.path, signal)),
  );
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

      <WhyWorkHere locale={locale} />

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
                setParams(query, { replace: true });
              }}
            />
          )}
        </div>
      </section>

      <HowHiringWorks locale={locale} />

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
